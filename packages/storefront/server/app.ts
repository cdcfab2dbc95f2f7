import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Commerce, SessionState } from "@eb/commerce";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createServerClient } from "../app/lib/apollo.ts";
import "../app/lib/load-context.ts";
import type { PageSettings } from "../app/lib/page-settings.ts";
import { createClientLogRouter } from "./client-log.ts";

export interface AppOptions {
  commerce: Commerce;
  /** The React Router server build, or (in development) a function that loads the latest one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets; absent in development (Vite serves them). */
  clientDir?: string;
  /** Extra middleware placed before the page handler (Vite's dev middleware). */
  devMiddleware?: RequestHandler;
}

/** `/en`, `/en/…` and `/en.data` (the home page's data request) belong to the en-GB store. */
export const isEnglishStorePath = (pathname: string) =>
  pathname === "/en" || pathname.startsWith("/en/") || pathname.startsWith("/en.data");

declare module "express-serve-static-core" {
  interface Locals {
    requestId: string;
    sessionState: SessionState;
  }
}

/** The Node server (DESIGN §1): API, client logs, health, static assets and the two stores' pages. */
export function createApp({ commerce, build, clientDir, devMiddleware }: AppOptions) {
  const { config, logger, services, graphql } = commerce;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  // Request id and one structured log line per request.
  app.use((request, response, next) => {
    const incoming = request.get("x-request-id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    response.locals.requestId = requestId;
    response.setHeader("x-request-id", requestId);
    const started = process.hrtime.bigint();
    response.on("finish", () => {
      logger.info(
        {
          requestId,
          method: request.method,
          path: request.path,
          status: response.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        "request",
      );
    });
    next();
  });

  app.get("/healthz", (_request, response) => void response.json({ status: "ok" }));
  app.get("/readyz", async (_request, response) => {
    try {
      await commerce.database.ping();
      response.json({ status: "ready" });
    } catch {
      response.status(503).json({ status: "database unreachable" });
    }
  });

  app.use(compression());
  app.use(["/graphql", "/en/graphql"], commerce.graphqlRouter);
  app.use(["/client-log-handler", "/en/client-log-handler"], createClientLogRouter(logger));

  if (clientDir) {
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  if (devMiddleware) app.use(devMiddleware);

  const getLoadContext = async (request: Request, response: Response, basename: "/" | "/en"): Promise<AppLoadContext> => {
    const [sessionState, maintenance] = await Promise.all([
      services.sessions.resolve(request.headers.cookie),
      services.maintenance.isOn(),
    ]);
    const prefix = basename === "/" ? "" : basename;
    const page: PageSettings = {
      basename,
      locale: basename === "/en" ? "en-GB" : "fr-FR",
      isContributionModeEnabled: false,
      maintenance,
      offline: false,
      hydrate: true,
      ssrFallback: false,
    };
    return {
      apollo: createServerClient({
        url: `${config.publicUrl}${prefix}/graphql`,
        headers: { cookie: request.headers.cookie ?? "", "x-request-id": response.locals.requestId },
        fetch: async (url, init) => graphql.fetch(url, init, { sessionState }),
      }),
      page,
      publicUrl: config.publicUrl,
      shopName: config.shopName,
      requestId: response.locals.requestId,
      noStore: sessionState.status === "failed" || (sessionState.status === "active" && sessionState.session.customerId !== null),
    };
  };

  const frenchStore = createRequestHandler({
    build,
    mode: config.isProduction ? "production" : "development",
    getLoadContext: (request, response) => getLoadContext(request, response, "/"),
  });
  const englishStore = createRequestHandler({
    build: typeof build === "function" ? async () => ({ ...(await build()), basename: "/en" }) : { ...build, basename: "/en" },
    mode: config.isProduction ? "production" : "development",
    getLoadContext: (request, response) => getLoadContext(request, response, "/en"),
  });
  app.all("/{*path}", (request, response, next) =>
    (isEnglishStorePath(request.path) ? englishStore : frenchStore)(request, response, next),
  );

  const lastResort: ErrorRequestHandler = (error, request, response, _next) => {
    // A client's mistake (missing asset, malformed URL…) keeps its 4xx status.
    const status = Number(error?.status ?? error?.statusCode);
    if (status >= 400 && status < 500 && !response.headersSent) {
      response.status(status).type("text/plain").send(status === 404 ? "Not found." : "Bad request.");
      return;
    }
    logger.error({ err: error, requestId: response.locals.requestId, path: request.path }, "unhandled error");
    if (response.headersSent) return response.end();
    response.status(500).type("text/plain").send("The server could not answer. Please try again in a moment.");
  };
  app.use(lastResort);
  return app;
}
