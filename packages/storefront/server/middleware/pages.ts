import { pageCache } from "@eb/commerce/shared/metrics.ts";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { type AppLoadContext, type ServerBuild, createRequestHandler } from "react-router";
import { type CachedPage, type PageCache, withNonce } from "./page-cache.ts";

/** How one request's page is rendered and answered (decided by server/middleware/store-pages.ts, ADR 046). */
export interface PagePlan {
  /** The Cookie header the render sees: the request's own, or a visitor's cookies only for a page everybody may get. */
  cookie: string;
  /** The answer must not be kept anywhere: `Cache-Control: max-age=0, no-store`, whatever the render said. */
  noStore: boolean;
  /** Under which key the page cache stores the page and serves it to everybody; undefined: rendered for this request alone. */
  cacheKey: string | undefined;
}

/** What a signed-in shopper's (or any session holder's) answers and personal screens carry (spec §6). */
export const NO_STORE = "max-age=0, no-store";

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** With `dependencies` when the page may be stored: its queries add the tags their answers depend on. */
  getLoadContext: (request: ExpressRequest, response: ExpressResponse, plan: PagePlan, dependencies?: Set<string>) => Promise<AppLoadContext>;
  plan: (request: ExpressRequest) => Promise<PagePlan>;
  /** The shared pages' cache (absent: every page is rendered). */
  pages?: PageCache;
}

/**
 * Express → React Router: the request handler of @react-router/express, plus the page cache
 * (ADR 011, 046). A page goes through the cache when its plan gives a key (a page that is not
 * personal, GET, no fault switch…) and its render is storable (200, HTML, no cookie set); the
 * `X-Page-Cache` header says `hit` or `miss`. The render sees the plan's cookies only, and the
 * answer's `Cache-Control` follows the plan: one stored page serves visitors (`private,
 * no-cache`) and session holders (`no-store`) alike.
 */
export function createPageHandler({ build, mode, getLoadContext, plan: planFor, pages }: PageHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  // A page that may be stored is read whole, and collects what it depends on.
  const render = async (request: ExpressRequest, response: ExpressResponse, plan: PagePlan, dependencies?: Set<string>) =>
    handle(toFetchRequest(request, response, plan.cookie), {
      ...(await getLoadContext(request, response, plan, dependencies)),
      wholeDocument: dependencies !== undefined,
    });

  return async (request, response, next) => {
    // The Fetch standard forbids these methods in a Request: building one would throw (a 500 for
    // the client's own choice of method).
    if (FETCH_FORBIDDEN_METHODS.has(request.method)) {
      response.status(405).setHeader("Allow", "GET, HEAD, POST");
      response.type("text/plain").send("Method not allowed.");
      return;
    }
    try {
      const plan = await planFor(request);
      const key = pages ? plan.cacheKey : undefined;
      if (!pages || key === undefined) return await send(response, await render(request, response, plan), plan);

      const { page, source } = await pages.load(key, async () => {
        const dependencies = new Set<string>();
        const rendered = await render(request, response, plan, dependencies);
        if (!isStorable(rendered)) {
          await send(response, rendered, plan);
          return undefined;
        }
        const html = Buffer.from(await rendered.arrayBuffer());
        return { status: rendered.status, headers: [...rendered.headers], html, nonce: response.locals.nonce, dependencies } satisfies CachedPage;
      });
      // A page that could not be shared is this request's own render: a miss.
      pageCache.inc({ result: page ? source : "miss" });
      if (page) {
        response.status(page.status);
        copyHeaders(response, page.headers);
        if (plan.noStore) response.setHeader("Cache-Control", NO_STORE);
        response.setHeader("X-Page-Cache", source);
        response.send(withNonce(page, response.locals.nonce));
      } else if (!response.headersSent) {
        // The page this request waited for could not be shared: render its own.
        await send(response, await render(request, response, plan), plan);
      }
    } catch (error) {
      next(error);
    }
  };
}

const FETCH_FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Only complete, impersonal successes are shared, and never a page whose route forbids storing it (`no-store`). */
const isStorable = (response: Response) =>
  response.status === 200 &&
  !response.headers.has("set-cookie") &&
  (response.headers.get("content-type") ?? "").startsWith("text/html") &&
  !/\bno-store\b/.test(response.headers.get("cache-control") ?? "");

/**
 * A rendered page's headers onto the answer. A page's own header replaces the default the
 * middleware gave every page (a shared wishlist's `Referrer-Policy: same-origin` over the shop's
 * `strict-origin-when-cross-origin`: two values would leave the choice to the browser's parsing);
 * cookies add up.
 */
function copyHeaders(response: ExpressResponse, headers: Iterable<[string, string]>) {
  for (const [name, value] of headers) {
    if (name.toLowerCase() === "set-cookie") response.append(name, value);
    else response.setHeader(name, value);
  }
}

/**
 * The Fetch request React Router reads, carrying the plan's cookies. Its origin is the one Express
 * derives from the request (Host, or X-Forwarded-Host/-Proto from a trusted proxy), already checked
 * to be a valid host and scheme by the app's first middleware, so the URL always parses.
 */
function toFetchRequest(request: ExpressRequest, response: ExpressResponse, cookie: string): Request {
  const url = new URL(`${request.protocol}://${request.host ?? "localhost"}${request.originalUrl}`);

  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headers)) {
    if (values === undefined || name === "cookie") continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  // The plan's cookies, not necessarily the request's: a shared page's render sees a visitor's.
  if (cookie) headers.set("cookie", cookie);
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

/** Writes a Fetch response to Express, streaming its body, with the plan's caching rule. */
async function send(response: ExpressResponse, rendered: Response, plan: PagePlan) {
  if (response.destroyed || response.writableEnded) {
    await rendered.body?.cancel();
    return;
  }
  response.statusMessage = rendered.statusText;
  response.status(rendered.status);
  copyHeaders(response, rendered.headers);
  // A render's own `no-store` (maintenance, retry later) stands; anything laxer gives way.
  if (plan.noStore && !/\bno-store\b/.test(rendered.headers.get("cache-control") ?? "")) response.setHeader("Cache-Control", NO_STORE);
  if (!rendered.body) return void response.end();
  try {
    await writeReadableStreamToWritable(rendered.body, response);
  } catch (error) {
    if (!response.destroyed && !response.writableEnded) throw error;
  }
}
