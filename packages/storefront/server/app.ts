import type { Commerce, OperationNamesLocals, SessionState, StockChangeFeed } from "@eb/commerce";
import { recogniseOperations } from "@eb/commerce/shared/metrics.ts";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { type StorefrontConfig, loadStorefrontConfig } from "./config.ts";
import { createClientLogRouter } from "./middleware/client-log.ts";
import { compressResponses } from "./middleware/compression.ts";
import { healthRoutes } from "./middleware/health.ts";
import { lastResort } from "./middleware/last-resort.ts";
import { metricsRoute, storefrontOperationNames } from "./middleware/metrics.ts";
import { rejectMalformedRequests } from "./middleware/malformed-requests.ts";
import { pageHeaders } from "./middleware/page-headers.ts";
import { paymentSandbox } from "./middleware/payment-sandbox.ts";
import { requestLog } from "./middleware/request-log.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { createServiceWorkerRouter } from "./middleware/service-worker.ts";
import { readMessageScripts } from "./middleware/message-scripts.ts";
import { staticAssets } from "./middleware/static-assets.ts";
import { sitemapRoutes } from "./middleware/sitemaps.ts";
import { storePages } from "./middleware/store-pages.ts";

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
  /** The stock-change feed stored pages follow (ADR 041): this process's by default; tests drive their own. */
  stockFeed?: StockChangeFeed;
}

declare module "express-serve-static-core" {
  interface Locals extends OperationNamesLocals {
    requestId: string;
    sessionState: SessionState;
    /** Per-response CSP nonce (server/middleware/csp.ts). */
    nonce: string;
  }
}

/**
 * The Node server: API, client logs, health, static assets and the two stores' pages. Each step is
 * a module of `server/middleware/`; their order is the rule: what every answer needs comes first,
 * the pages (which answer any path) last.
 */
export function createApp({ commerce, build, clientDir, devMiddleware, storefront = loadStorefrontConfig(), stockFeed }: AppOptions) {
  const { config, logger } = commerce;
  const app = express();
  app.disable("x-powered-by");
  // A page carries its own CSP nonce, so a hash of its body never matches twice: not worth
  // computing on every page. Answers that set their own ETag (media) still get 304s.
  app.set("etag", false);
  // Forwarding headers are believed only from the proxies TRUST_PROXY names (none by default):
  // otherwise any client, a local one included, could claim another address, host or scheme.
  app.set("trust proxy", config.trustProxy);

  // Every answer, whatever produces it: security headers, its request id and log line.
  app.use(securityHeaders({ https: config.publicUrl.startsWith("https:") }));
  app.use(requestLog(logger));
  // After the log line is arranged (it reads nothing a malformed request could break), so a refused
  // request is logged with its id like any other.
  app.use(rejectMalformedRequests);
  app.use(healthRoutes(commerce.database));
  app.use(compressResponses());
  // The machine's metrics, for a scraper holding METRICS_TOKEN (404 without one).
  app.use(metricsRoute(config, logger));
  // The API's metrics count this storefront's operations by their names, any other as `other`.
  recogniseOperations(storefrontOperationNames());

  // robots.txt and the sitemaps (written from PUBLIC_URL only, gzipped once per catalogue version).
  app.use(sitemapRoutes(commerce, storefront));
  // The API and the browser's log queue, in both stores; generated media (shared by both).
  app.use(["/graphql", "/en/graphql"], commerce.graphqlRouter);
  app.use(["/client-log-handler", "/en/client-log-handler"], createClientLogRouter(logger, { publicUrl: config.publicUrl, limiter: commerce.services.limits.clientLogAddress }));
  app.use("/media", commerce.mediaRouter);
  // Invoices' PDFs (`/user/orders/…/invoice/…/pdf`, and under `/en`), for the order's owner only: before the pages, which would answer their paths.
  app.use(commerce.invoicePdfRouter);
  app.use(commerce.downloadRouter);
  // Returns' printable slips (`/user/returns/…/slip/pdf`, and under `/en`), for the return's owner only.
  app.use(commerce.returnSlipRouter);
  // The payment providers' notifications and the sandbox providers' hosted pages, in both stores: before
  // the pages, which would answer their paths (and with the shop's own CSP and caching).
  app.use(paymentSandbox({ commerce }));

  // The worker's caches are named after the build, so a new build drops the old assets.
  let buildVersion = typeof build === "function" ? `dev-${Date.now()}` : build.assets.version;
  app.use(createServiceWorkerRouter(() => buildVersion));
  const latestBuild =
    typeof build === "function"
      ? async () => {
          const latest = await build();
          buildVersion = `dev-${latest.assets.version}`;
          return latest;
        }
      : build;

  if (clientDir) app.use(staticAssets(clientDir));
  if (devMiddleware) app.use(devMiddleware);

  // Any other path is a page of one of the two stores.
  app.all("/{*path}", pageHeaders(config, storefront), storePages({ commerce, build: latestBuild, storefront, stockFeed: stockFeed ?? commerce.services.stock.feed, messageScripts: readMessageScripts(clientDir) }));
  app.use(lastResort(logger));
  return app;
}
