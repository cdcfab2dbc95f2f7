import { randomUUID } from "node:crypto";
import { clipForLog, runInLogScope, watchRequestStatements } from "@eb/commerce";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { isWarmUpRequest } from "../warm-up.ts";
import { observeRequest } from "./metrics.ts";

/**
 * Request id and one structured log line per request, written when the response ends or the
 * client goes away. Its path is the URL's as sent (`request.path` is relative inside a mounted
 * router: `/graphql` would read "/"), without the query string, which may hold personal data.
 * Everything logged while the request is handled carries its id and path (the log scope). Its
 * duration goes to the metrics too (middleware/metrics.ts), by kind of route, from the same timer.
 * An incoming `x-request-id` is kept when it is a safe token, so a proxy's id carries through.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (request, response, next) => {
    const incoming = request.get("x-request-id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const requestPath = clipForLog(request.originalUrl.split("?", 1)[0], 2048);
    response.locals.requestId = requestId;
    response.setHeader("x-request-id", requestId);
    const started = process.hrtime.bigint();
    response.on("close", () => {
      // The warm-up's requests are summed up in one line of their own (warm-up.ts).
      if (isWarmUpRequest(request)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      observeRequest(request.method, requestPath, response.statusCode, response.writableFinished, ms / 1e3);
      logger.info(
        {
          requestId,
          method: request.method,
          path: requestPath,
          status: response.statusCode,
          ms,
          ...(!response.writableFinished && { aborted: true }),
          ...(response.locals.graphqlOperationNames && { operationNames: response.locals.graphqlOperationNames }),
        },
        "request",
      );
    });
    // Its database statements are watched from here on: a silent database fails the request with a 503, never hangs it.
    runInLogScope({ requestId, path: requestPath }, () => watchRequestStatements(next));
  };
}
