import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { type AppLoadContext, type ServerBuild, createRequestHandler } from "react-router";
import { type CachedPage, type PageCache, withNonce } from "./page-cache.ts";

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** With `dependencies` when the page may be stored: its queries add the tags their answers depend on. */
  getLoadContext: (request: ExpressRequest, response: ExpressResponse, dependencies?: Set<string>) => Promise<AppLoadContext>;
  /** Anonymous pages' cache, and the key of a request whose page may be shared (else undefined). */
  cache?: { pages: PageCache; keyOf: (request: ExpressRequest) => Promise<string | undefined> };
}

/**
 * Express → React Router: the request handler of @react-router/express, plus the page cache
 * (ADR 011). A page goes through the cache when `keyOf` gives a key (anonymous GET, no fault
 * switch…) and its render is storable (200, HTML, no cookie set); the `X-Page-Cache` header says
 * `hit` or `miss`.
 */
export function createPageHandler({ build, mode, getLoadContext, cache }: PageHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  // A page that may be stored is read whole, and collects what it depends on.
  const render = async (request: ExpressRequest, response: ExpressResponse, dependencies?: Set<string>) =>
    handle(toFetchRequest(request, response), { ...(await getLoadContext(request, response, dependencies)), wholeDocument: dependencies !== undefined });

  return async (request, response, next) => {
    // The Fetch standard forbids these methods in a Request: building one would throw (a 500 for
    // the client's own choice of method).
    if (FETCH_FORBIDDEN_METHODS.has(request.method)) {
      response.status(405).setHeader("Allow", "GET, HEAD, POST");
      response.type("text/plain").send("Method not allowed.");
      return;
    }
    try {
      const key = cache ? await cache.keyOf(request) : undefined;
      if (!cache || key === undefined) return await send(response, await render(request, response));

      const { page, source } = await cache.pages.load(key, async () => {
        const dependencies = new Set<string>();
        const rendered = await render(request, response, dependencies);
        if (!isStorable(rendered)) {
          await send(response, rendered);
          return undefined;
        }
        const html = Buffer.from(await rendered.arrayBuffer());
        return { status: rendered.status, headers: [...rendered.headers], html, nonce: response.locals.nonce, dependencies } satisfies CachedPage;
      });
      if (page) {
        response.status(page.status);
        for (const [name, value] of page.headers) response.append(name, value);
        response.setHeader("X-Page-Cache", source);
        response.send(withNonce(page, response.locals.nonce));
      } else if (!response.headersSent) {
        // The page this request waited for could not be shared: render its own.
        await send(response, await render(request, response));
      }
    } catch (error) {
      next(error);
    }
  };
}

const FETCH_FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Only complete, impersonal successes are shared. */
const isStorable = (response: Response) =>
  response.status === 200 && !response.headers.has("set-cookie") && (response.headers.get("content-type") ?? "").startsWith("text/html");

/**
 * The Fetch request React Router reads. Its origin is the one Express derives from the request
 * (Host, or X-Forwarded-Host/-Proto from a trusted proxy), already checked to be a valid host and
 * scheme by the app's first middleware, so the URL always parses.
 */
function toFetchRequest(request: ExpressRequest, response: ExpressResponse): Request {
  const url = new URL(`${request.protocol}://${request.host ?? "localhost"}${request.originalUrl}`);

  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  // A closed connection aborts the render (and its data loading).
  const controller = new AbortController();
  response.on("close", () => {
    if (!response.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(request);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Writes a Fetch response to Express, streaming its body. */
async function send(response: ExpressResponse, rendered: Response) {
  if (response.destroyed || response.writableEnded) {
    await rendered.body?.cancel();
    return;
  }
  response.statusMessage = rendered.statusText;
  response.status(rendered.status);
  for (const [name, value] of rendered.headers) response.append(name, value);
  if (!rendered.body) return void response.end();
  try {
    await writeReadableStreamToWritable(rendered.body, response);
  } catch (error) {
    if (!response.destroyed && !response.writableEnded) throw error;
  }
}
