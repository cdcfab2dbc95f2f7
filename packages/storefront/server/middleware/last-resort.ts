import { asDatabaseUnavailable } from "@eb/commerce";
import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";

/** Errors no handler answered: a client's mistake keeps its 4xx, a database outage is retryable, anything else is logged as a 500. */
export function lastResort(logger: Logger): ErrorRequestHandler {
  return (error, _request, response, _next) => {
    // A client's mistake (missing asset, malformed URL…) keeps its 4xx status.
    const status = Number(error?.status ?? error?.statusCode);
    if (status >= 400 && status < 500 && !response.headersSent) {
      response.status(status).type("text/plain").send(status === 404 ? "Not found." : "Bad request.");
      return;
    }
    // The database could not serve the request now (outside a render, e.g. the page cache's key):
    // retryable, as pages and the API answer it elsewhere.
    const unavailable = asDatabaseUnavailable(error);
    if (unavailable && !response.headersSent) {
      logger.warn({ err: error }, "database unavailable");
      response.status(503).set({ "Retry-After": String(unavailable.retryAfterSeconds), "Cache-Control": "no-store" });
      response.type("text/plain").send("The shop cannot answer just now. Please try again in a moment.");
      return;
    }
    // The log scope adds the request id and the path as sent (`request.path` is relative in a mounted router).
    logger.error({ err: error }, "unhandled error");
    if (response.headersSent) return response.end();
    response.status(500).type("text/plain").send("The server could not answer. Please try again in a moment.");
  };
}
