import { Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { ContentMetadataProvider } from "./features/contribution/content-metadata.tsx";
import "./lib/load-context.ts";
import { NonceContext } from "./lib/nonce.ts";
import { QueryResultsContext } from "./lib/page-query.ts";
import { coalescingStream } from "./lib/coalescing-stream.ts";
import { serviceUnavailableRetryAfter } from "./lib/service-unavailable.ts";

const STREAM_TIMEOUT_MS = 10_000;
export const streamTimeout = STREAM_TIMEOUT_MS;

/**
 * Renders whose loaders failed only because the database could not serve them now, with the
 * seconds after which to retry. Noted here because the errors a production render receives are
 * sanitised (React Router replaces them with a generic one); `handleError` sees them first.
 */
const unavailableRenders = new WeakMap<object, number>();

/**
 * Renders a document. A rendering failure before the shell is sent rejects, and React Router
 * renders the page again with the error at the innermost layout's error boundary and status 500
 * (a rendering failure inside a layout shows that layout's error screen with HTTP 500).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseStatusCode = applyCachingAndMaintenance(responseStatusCode, responseHeaders, loadContext);
  // A loader that failed only because the database could not serve it now: "come back shortly".
  const retryAfter = responseStatusCode >= 500 ? unavailableRenders.get(loadContext) : undefined;
  if (retryAfter) {
    responseStatusCode = 503;
    responseHeaders.set("Cache-Control", "no-store");
    responseHeaders.set("Retry-After", String(retryAfter));
  }
  // Pages that may be shared are read whole by the page cache, and bots and SPA-less clients get
  // the whole document at once: rendered into one buffer. Other browsers' pages are streamed.
  const whole = loadContext.wholeDocument || isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once everything is rendered, so a finished render is not kept for eleven more seconds.
    const timeout = setTimeout(() => abort(), STREAM_TIMEOUT_MS + 1_000);
    const respond = () => {
      shellRendered = true;
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      if (whole) {
        pipe(collectDocument((html) => resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode })), reject));
        return;
      }
      const body = coalescingStream();
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ContentMetadataProvider store={loadContext.contentMetadata}>
          <QueryResultsContext.Provider value={loadContext.queries}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </QueryResultsContext.Provider>
        </ContentMetadataProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // A finished screen goes out in place, never as a fallback swapped by a script later:
        // React otherwise moves a boundary of more than 12.8 kB (every product, category and
        // content page) after the footer, so the page first shows "Loading…" with the footer
        // under it (a layout shift), and without JavaScript never shows the screen at all.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (!whole) respond();
        },
        onAllReady() {
          clearTimeout(timeout);
          if (whole) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject the response (and reach `handleError`); after it, this is their only report.
          if (shellRendered) loadContext.log.error({ err: error, requestId: loadContext.requestId, path: pathOf(request) }, "page render failed");
        },
      },
    );
  });
}

/**
 * Loader, action and render failures, reported by React Router (without this export it writes
 * the stack to the console: lines that are not JSON). One structured line each, the stack as a
 * field. A request the client abandoned is not a failure; a route's own 4xx answer (a page that
 * does not exist) is already in the request's log line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const retryAfter = serviceUnavailableRetryAfter(error);
  if (retryAfter && context) unavailableRenders.set(context, retryAfter);
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router wraps some failures (a 500 route answer) around the error that caused them.
  const cause = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  const { log, requestId } = (context ?? {}) as Partial<AppLoadContext>;
  // No load context (it could not be built): the server process's console is structured too.
  if (!log) return console.error(cause);
  log.error({ err: cause, requestId, path: pathOf(request) }, "request failed");
};

/** The request's path, without its query string (which may hold personal data). */
const pathOf = (request: Request) => new URL(request.url).pathname;

/**
 * Caching and maintenance, the same for a document and for its data request (`.data`, which a
 * client-side navigation fetches instead of the document): the no-store rule for signed-in or
 * unknown sessions, otherwise personal (cart) but revalidatable; during maintenance 503 with
 * `Retry-After`, and never stored, since the answer changes as soon as maintenance ends. A route
 * whose own `headers` already forbid storing (a shared wishlist, behind its secret link) keeps
 * that stricter rule. Returns the status to answer with.
 */
function applyCachingAndMaintenance(status: number, headers: Headers, loadContext: AppLoadContext): number {
  if (loadContext.page.maintenance) {
    headers.set("Cache-Control", "no-store");
    headers.set("Retry-After", "60");
    return 503;
  }
  if (/\bno-store\b/.test(headers.get("Cache-Control") ?? "")) return status;
  headers.set("Cache-Control", loadContext.noStore ? "max-age=0, no-store" : "private, no-cache");
  return status;
}

/**
 * A data request's answer (React Router's single fetch) gets the document's caching and
 * maintenance rules: without this it would be a 200, storable, whatever the session or maintenance.
 * The client still decodes a 503 body (React Router marks its own answers `X-Remix-Response`).
 */
export function handleDataRequest(response: Response, { context }: { context: AppLoadContext }): Response {
  const headers = new Headers(response.headers);
  const status = applyCachingAndMaintenance(response.status, headers, context);
  // Only a successful answer becomes the 503: a redirect or an error keeps its own status.
  if (status !== 503 || response.status !== 200) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  return new Response(response.body, { status, statusText: "Service Unavailable", headers });
}

/** A destination for React's `pipe` that keeps the document and hands it over in one buffer. */
function collectDocument(done: (html: Buffer<ArrayBuffer>) => void, fail: (error: unknown) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
    destroy(error, callback) {
      if (error) fail(error);
      callback(error);
    },
  });
}
