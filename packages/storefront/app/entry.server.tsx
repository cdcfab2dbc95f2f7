import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { ContentMetadataProvider } from "./features/contribution/content-metadata.tsx";
import "./lib/load-context.ts";
import { NonceContext } from "./lib/nonce.ts";
import { QueryResultsContext } from "./lib/page-query.ts";
import { serviceUnavailableRetryAfter } from "./lib/service-unavailable.ts";

const STREAM_TIMEOUT_MS = 10_000;
export const streamTimeout = STREAM_TIMEOUT_MS;

/**
 * Renders whose loaders failed only because the database could not serve them now, with the
 * seconds after which to retry. Noted here because the errors a production render receives are
 * sanitised (React Router replaces them with a generic one); `handleError` sees them first.
 */
const unavailableRenders = new WeakMap<object, number>();

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const retryAfter = serviceUnavailableRetryAfter(error);
  if (retryAfter && context) unavailableRenders.set(context, retryAfter);
  // React Router's own default: log what went wrong, unless the client went away.
  if (!request.signal.aborted) console.error(isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error);
};

/**
 * Renders a document. A rendering failure before the shell is sent rejects, and React Router
 * renders the page again with the error at the innermost layout's error boundary and status 500
 * (spec §2: a rendering failure inside a layout shows that layout's error screen with HTTP 500).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Spec §6 for signed-in or unknown sessions; otherwise pages are personal (cart) but revalidatable.
  responseHeaders.set("Cache-Control", loadContext.noStore ? "max-age=0, no-store" : "private, no-cache");
  if (loadContext.page.maintenance) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "60");
  }
  // A loader that failed only because the database could not serve it now: "come back shortly".
  const retryAfter = responseStatusCode >= 500 ? unavailableRenders.get(loadContext) : undefined;
  if (retryAfter) {
    responseStatusCode = 503;
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
      const body = new PassThrough();
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
          // Errors after the shell are logged by the server; before it they reject the response.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
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
