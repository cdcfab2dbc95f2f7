import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { CURRENCY_COOKIE, asDatabaseUnavailable, type Commerce, type OperationNamesLocals, type SessionState, clipForLog, readCookie, runInLogScope } from "@eb/commerce";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createContentMetadataStore } from "../app/features/contribution/content-metadata-store.ts";
import { MENU_QUERY } from "../app/features/navigation/navigation-queries.ts";
import { createServerQueries, createSharedQueries } from "../app/lib/server-queries.ts";
import { DEVICE_CLIENT_HINTS, deviceFromHeaders } from "../app/lib/device.ts";
import "../app/lib/load-context.ts";
import type { PageSettings } from "../app/lib/page-settings.ts";
import { createClientLogRouter } from "./client-log.ts";
import { createPageCache } from "./page-cache.ts";
import { createPageHandler } from "./pages.ts";
import { type StorefrontConfig, loadStorefrontConfig } from "./config.ts";
import { buildCsp, createNonce, cspServices } from "./csp.ts";
import { rejectMalformedRequests } from "./malformed-requests.ts";
import { securityHeaders } from "./security-headers.ts";
import { OFFLINE_PATH, createServiceWorkerRouter } from "./service-worker.ts";
import { supervisorState } from "./supervisor.ts";
import { RETRY_AFTER_SECONDS } from "@eb/commerce/db/unavailable.ts";

export interface AppOptions {
  commerce: Commerce;
  /** The React Router server build, or (in development) a function that loads the latest one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets; absent in development (Vite serves them). */
  clientDir?: string;
  /** Extra middleware placed before the page handler (Vite's dev middleware). */
  devMiddleware?: RequestHandler;
  /** The storefront's own settings; read from the environment when absent. */
  storefront?: StorefrontConfig;
}

/** `/en`, `/en/…` and `/en.data` (the home page's data request) belong to the en-GB store. */
export const isEnglishStorePath = (pathname: string) =>
  pathname === "/en" || pathname.startsWith("/en/") || pathname.startsWith("/en.data");

declare module "express-serve-static-core" {
  interface Locals extends OperationNamesLocals {
    requestId: string;
    sessionState: SessionState;
    /** Per-response CSP nonce (server/csp.ts). */
    nonce: string;
  }
}

/** The Node server: API, client logs, health, static assets and the two stores' pages. */
export function createApp({ commerce, build, clientDir, devMiddleware, storefront = loadStorefrontConfig() }: AppOptions) {
  const { config, logger, services, graphql } = commerce;
  const app = express();
  app.disable("x-powered-by");
  // A page carries its own CSP nonce, so a hash of its body never matches twice: not worth
  // computing on every page. Answers that set their own ETag (media) still get 304s.
  app.set("etag", false);
  // Forwarding headers are believed only from the proxies TRUST_PROXY names (none by default):
  // otherwise any client, a local one included, could claim another address, host or scheme.
  app.set("trust proxy", config.trustProxy);
  app.use(securityHeaders({ https: config.publicUrl.startsWith("https:") }));

  // Request id and one structured log line per request, written when the response ends or the
  // client goes away. Its path is the URL's as sent (`request.path` is relative inside a mounted
  // router: `/graphql` would read "/"), without the query string, which may hold personal data.
  // Everything logged while the request is handled carries its id and path (the log scope).
  app.use((request, response, next) => {
    const incoming = request.get("x-request-id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const requestPath = clipForLog(request.originalUrl.split("?", 1)[0], 2048);
    response.locals.requestId = requestId;
    response.setHeader("x-request-id", requestId);
    const started = process.hrtime.bigint();
    response.on("close", () => {
      logger.info(
        {
          requestId,
          method: request.method,
          path: requestPath,
          status: response.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          ...(!response.writableFinished && { aborted: true }),
          ...(response.locals.graphqlOperationNames && { operationNames: response.locals.graphqlOperationNames }),
        },
        "request",
      );
    });
    runInLogScope({ requestId, path: requestPath }, next);
  });
  // After the log line is arranged (it reads nothing a malformed request could break), so a refused
  // request is logged with its id like any other.
  app.use(rejectMalformedRequests);

  app.get("/healthz", (_request, response) => void response.json({ status: "ok" }));
  // Ready when the database answers. Server processes that exited lately (and the primary's
  // back-off before replacing them) are reported, so an operator sees a crash loop from here.
  app.get("/readyz", async (_request, response) => {
    const processes = supervisorState();
    const restarts = processes && (processes.exitsLastMinute > 0 || processes.waitingToRestart > 0) ? { processes } : {};
    try {
      await commerce.database.ping();
      response.json({ status: "ready", ...restarts });
    } catch {
      response.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      response.status(503).json({ status: "database unreachable", ...restarts });
    }
  });

  // Pages and API answers are compressed afresh for each response: a fast level costs a third of
  // the default's CPU for a tenth more bytes (ADR 015). Hashed assets are compressed at build time
  // and sent as they are (ADR 020); the thorough default compresses the few written after the
  // bundle (React Router's route manifest) and leaves the others alone (already encoded).
  const compressAnswers = compression({ level: 3, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } });
  const compressAssets = compression();
  app.use((request, response, next) => (request.path.startsWith("/assets/") ? compressAssets : compressAnswers)(request, response, next));
  app.use(["/graphql", "/en/graphql"], commerce.graphqlRouter);
  app.use(["/client-log-handler", "/en/client-log-handler"], createClientLogRouter(logger, { publicUrl: config.publicUrl }));
  // Generated product visuals and documents, shared by both stores.
  app.use("/media", commerce.mediaRouter);

  // The worker's caches are named after the build, so a new build drops the old assets.
  let buildVersion = typeof build === "function" ? `dev-${Date.now()}` : build.assets.version;
  app.use(createServiceWorkerRouter(() => buildVersion));

  if (clientDir) {
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false },
      }),
    );
    // Only URLs under the build's own top-level files and folders look on disk: a page's URL
    // would otherwise cost a file-system miss (and its error object) on every request.
    const publicRoots = new Set(fs.readdirSync(clientDir).filter((name) => name !== "assets"));
    const servePublic = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((request, response, next) => (publicRoots.has(request.path.split("/")[1]) ? servePublic(request, response, next) : next()));
  }
  if (devMiddleware) app.use(devMiddleware);

  // Pages: a CSP nonce per response, the policy, and the client hints the device guess uses.
  const imageOrigin = new URL(config.imageBaseUrl).origin;
  const publicOrigin = new URL(config.publicUrl).origin;
  const pageHeaders: RequestHandler = (_request, response, next) => {
    const nonce = createNonce();
    response.locals.nonce = nonce;
    const csp = buildCsp(nonce, {
      services: cspServices,
      dangerouslyDisable: storefront.csp.dangerouslyDisable,
      imageOrigin: imageOrigin === publicOrigin ? undefined : imageOrigin,
      development: !config.isProduction,
      https: config.publicUrl.startsWith("https:"),
    });
    for (const [name, value] of Object.entries(csp)) response.setHeader(name, value);
    response.setHeader("Accept-CH", DEVICE_CLIENT_HINTS.join(", "));
    response.setHeader("Vary", "Sec-CH-Viewport-Width, Sec-CH-UA-Mobile");
    // A page opened from another site's window gets no handle on it, nor it on the page.
    response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    next();
  };

  // The header's menu is the same for every visitor of a store: executed once per catalogue version.
  const sharedQueries = createSharedQueries([MENU_QUERY], () => services.products.catalogVersion());

  const getLoadContext = async (request: Request, response: Response, basename: "/" | "/en"): Promise<AppLoadContext> => {
    const prefix = basename === "/" ? "" : basename;
    const storePath = prefix && request.path.startsWith(prefix) ? request.path.slice(prefix.length) || "/" : request.path;
    // The service worker's copy of the offline page: no session, nothing personal.
    const offline = storePath === OFFLINE_PATH;
    const [sessionState, maintenance] = await Promise.all([
      offline ? ({ status: "none" } as SessionState) : services.sessions.resolve(request.headers.cookie),
      services.maintenance.isOn(),
    ]);
    // End-to-end tests reach the app-start variants through fault switches (TEST_FAULTS only).
    const fault = config.testFaults && typeof request.query.__fault === "string" ? request.query.__fault : undefined;
    const page: PageSettings = {
      basename,
      locale: basename === "/en" ? "en-GB" : "fr-FR",
      isContributionModeEnabled: storefront.contributionMode,
      maintenance: maintenance && !offline,
      offline,
      // The offline copy is served for any URL, so its markup is never hydrated against another route.
      hydrate: !offline && fault !== "no-hydrate",
      ssrFallback: fault === "ssr-fallback",
      inactivityTimeoutMs: storefront.inactivityTimeoutMs,
      redirectAllowedHosts: config.redirectAllowedHosts,
      testFaults: config.testFaults,
    };
    const contentMetadata = createContentMetadataStore();
    return {
      queries: createServerQueries({
        url: `${config.publicUrl}${prefix}/graphql`,
        headers: { cookie: offline ? "" : (request.headers.cookie ?? ""), "x-request-id": response.locals.requestId },
        fetch: async (url, init, exchange) => graphql.fetch(url, init, { sessionState, inProcess: exchange }),
        onContentMetadata: (entries) => contentMetadata.add(entries),
        shared: sharedQueries,
      }),
      page,
      publicUrl: config.publicUrl,
      shopName: config.shopName,
      requestId: response.locals.requestId,
      log: logger,
      noStore: sessionState.status === "failed" || (sessionState.status === "active" && sessionState.session.customerId !== null),
      nonce: response.locals.nonce,
      device: deviceFromHeaders({ get: (name) => request.get(name) }),
      contentMetadata,
    };
  };

  /** What a shared page depends on besides its URL; undefined when the page is personal or special. */
  const pageCacheKey = async (request: Request): Promise<string | undefined> => {
    if (request.method !== "GET" || request.originalUrl.length > 2048 || request.path.endsWith(".data")) return undefined;
    if (config.testFaults && request.originalUrl.includes("__fault=")) return undefined;
    const cookie = request.headers.cookie;
    if (readCookie(cookie, services.sessions.cookieName) !== undefined) return undefined;
    const currency = readCookie(cookie, CURRENCY_COOKIE)?.toUpperCase() ?? "";
    if (!/^([A-Z]{3})?$/.test(currency)) return undefined;
    // Maintenance pages are never stored, and stored pages are not served during maintenance.
    if (await services.maintenance.isOn()) return undefined;
    const version = await services.products.catalogVersion();
    const device = deviceFromHeaders({ get: (name) => request.get(name) });
    return [version, currency, device.type, device.viewportWidth, request.originalUrl].join("|");
  };
  // ADR 011: anonymous visitors' pages are shared for a short time (production builds only).
  const pageCache =
    typeof build !== "function" && storefront.pageCache.ttlMs > 0 ? { pages: createPageCache(storefront.pageCache), keyOf: pageCacheKey } : undefined;
  const mode = config.isProduction ? "production" : "development";
  const frenchStore = createPageHandler({ build, mode, cache: pageCache, getLoadContext: (request, response) => getLoadContext(request, response, "/") });
  const englishStore = createPageHandler({
    build:
      typeof build === "function"
        ? async () => {
            const latest = await build();
            buildVersion = `dev-${latest.assets.version}`;
            return { ...latest, basename: "/en" };
          }
        : { ...build, basename: "/en" },
    mode,
    cache: pageCache,
    getLoadContext: (request, response) => getLoadContext(request, response, "/en"),
  });
  app.all("/{*path}", pageHeaders, (request, response, next) =>
    (isEnglishStorePath(request.path) ? englishStore : frenchStore)(request, response, next),
  );

  const lastResort: ErrorRequestHandler = (error, request, response, _next) => {
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
  app.use(lastResort);
  return app;
}
