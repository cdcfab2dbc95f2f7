import { sendNodeResponse } from "@whatwg-node/server";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import type { Logger } from "pino";
import { MAINTENANCE_CODE, MAINTENANCE_MESSAGE } from "../modules/maintenance/service.ts";
import type { Services } from "../services.ts";
import type { Config } from "../config.ts";
import { malformedRequestPart } from "../http/request-url-parts.ts";
import { errorCodeLabel, graphqlErrors } from "../shared/metrics.ts";
import { CSRF_HEADER, type GraphQLServer } from "./yoga.ts";

/** A GraphQL-shaped error answer for what is refused before GraphQL runs (counted with the API's other errors). */
export function sendGraphQLError(response: Response, status: number, code: string, message: string) {
  graphqlErrors.inc({ code: errorCodeLabel(code) });
  response.status(status).type("application/json").send(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/**
 * The HTTP face of the API, mounted at `/graphql` and `/en/graphql`: a malformed request target or
 * host header and a request without the CSRF header refused, maintenance answer, body limits and
 * JSON parsing with clear errors, the session resolved once, then graphql-yoga.
 */
export function createGraphQLRouter(options: { config: Config; services: Services; graphql: GraphQLServer; logger?: Logger }) {
  const { config, services, graphql, logger } = options;
  const router = express.Router();

  // yoga builds the request's URL from its target and Host (and trusted X-Forwarded-* headers); one
  // that is malformed would fail that parse inside yoga's adapter, which answers 500 with the stack.
  router.use((request, response, next) => {
    if (malformedRequestPart(request) === undefined) return next();
    sendGraphQLError(response, 400, "BAD_REQUEST", "The request's target or host headers are malformed.");
  });

  // yoga's CSRF check leaves out the requests a browser preflights (a JSON POST), trusting CORS to
  // stop them; the header is required of every query and mutation here, whatever its content type,
  // so the API does not depend on CORS staying closed. The storefront's clients always send it.
  router.use((request, response, next) => {
    if ((request.method !== "GET" && request.method !== "POST") || request.get(CSRF_HEADER)) return next();
    sendGraphQLError(response, 403, "CSRF_HEADER_MISSING", `GraphQL requests must carry the ${CSRF_HEADER} header (CSRF prevention).`);
  });

  router.use(async (_request, response, next) => {
    if (await services.maintenance.isOn()) {
      // Never kept by a cache: the answer changes as soon as maintenance ends.
      response.setHeader("cache-control", "no-store");
      response.setHeader("retry-after", "60");
      sendGraphQLError(response, 503, MAINTENANCE_CODE, MAINTENANCE_MESSAGE);
      return;
    }
    next();
  });

  router.use((request, response, next) => {
    if (request.method === "POST" && !request.is("application/json")) {
      sendGraphQLError(response, 415, "UNSUPPORTED_MEDIA_TYPE", "GraphQL requests must be sent as application/json.");
      return;
    }
    next();
  });

  // yoga JSON-parses these GET parameters itself and answers 500 when they are not JSON.
  router.use((request, response, next) => {
    if (request.method !== "GET") return next();
    const search = new URLSearchParams(request.originalUrl.slice(request.originalUrl.indexOf("?") + 1));
    for (const name of ["variables", "extensions"]) {
      const value = search.get(name);
      try {
        if (value) JSON.parse(value);
      } catch {
        sendGraphQLError(response, 400, "BAD_REQUEST", `The "${name}" parameter is not valid JSON.`);
        return;
      }
    }
    next();
  });

  router.use(express.json({ limit: config.bodyLimit, type: "application/json" }));

  router.use(async (request: Request, response: Response) => {
    const body: unknown = request.body;
    if (request.method === "POST" && (!body || typeof body !== "object" || Object.keys(body).length === 0)) {
      sendGraphQLError(response, 400, "BAD_REQUEST", "The request body must hold a GraphQL operation.");
      return;
    }
    const sessionState = await services.sessions.resolve(request.headers.cookie);
    // yoga's own request listener answers an error thrown outside GraphQL (while it turns the
    // Node request into a Fetch one) with the error's stack as the body: such an error is logged
    // here and answered like any other, without internals.
    let answer: globalThis.Response;
    try {
      // `req`/`res` as yoga's own listener passes them: plugins read the Express response (its locals).
      answer = await graphql.handleNodeRequestAndResponse(request, response, { req: request, res: response, sessionState, clientAddress: request.ip });
    } catch (error) {
      logger?.error({ err: error }, "graphql request failed before execution");
      if (!response.headersSent) sendGraphQLError(response, 500, "INTERNAL_SERVER_ERROR", "Unexpected error.");
      return;
    }
    await sendNodeResponse(answer, response, request, true);
  });

  const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _request, response, next) => {
    if (response.headersSent) return next(error);
    if (error.type === "entity.too.large") {
      sendGraphQLError(response, 413, "PAYLOAD_TOO_LARGE", `The request body exceeds ${config.bodyLimit}.`);
    } else if (error.type === "entity.parse.failed" || (error.status ?? 500) < 500) {
      sendGraphQLError(response, 400, "BAD_REQUEST", "The request body is not valid JSON.");
    } else {
      next(error);
    }
  };
  router.use(bodyErrors);
  return router;
}
