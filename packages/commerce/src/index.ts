import { Redis } from "ioredis";
import type { Logger } from "pino";
import { type Config, loadConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createGraphQLRouter } from "./graphql/http.ts";
import { createGraphQL } from "./graphql/yoga.ts";
import { createLogger } from "./logger.ts";
import { createMediaRouter } from "./modules/product/media-router.ts";
import { createInvoicePdfRouter } from "./modules/invoice/pdf-router.ts";
import { createDownloadRouter } from "./modules/download/download-router.ts";
import { createReturnSlipRouter } from "./modules/returns/slip-router.ts";
import { DEMO_CUSTOMER, seedIfEmpty } from "./seed/seed.ts";
import { createServices } from "./services.ts";
import { startExpirySweeper } from "./modules/order/lifecycle.ts";
import { startSandboxRefundNotifier } from "./modules/refund/service.ts";
import { startScheduledPublisher } from "./modules/cms/editing.ts";
import { createHousekeeping, startHousekeeping } from "./housekeeping.ts";
import { createThrottling, serveThrottlingToWorkers } from "./shared/throttling/throttling.ts";
import { servePersistedQueriesToWorkers } from "./graphql/persisted-queries.ts";
import { serveMetricsToWorkers } from "./shared/metrics.ts";

export { loadConfig, type Config } from "./config.ts";
export { clipForLog, createLogger, runInLogScope, type LogScope } from "./logger.ts";
export { watchRequestStatements } from "./db/request-deadline.ts";
export { loadOnce } from "./load-once.ts";
export { CSRF_HEADER, GRAPHQL_PATH } from "./graphql/yoga.ts";
export type { OperationNamesLocals } from "./graphql/operation-names-plugin.ts";
export type { InProcessExchange } from "./graphql/context.ts";
export { MAINTENANCE_CODE, MAINTENANCE_MESSAGE } from "./modules/maintenance/service.ts";
export { SESSION_COOKIE, type SessionState } from "./modules/session/service.ts";
export { readCookie } from "./shared/cookies.ts";
export { CURRENCY_COOKIE } from "./modules/currency/service.ts";
export { stores, storeFromRequest, type Store } from "./modules/shop/stores.ts";
export { sendGraphQLError } from "./graphql/http.ts";
export { asDatabaseUnavailable } from "./db/unavailable.ts";
export { malformedRequestPart } from "./http/request-url-parts.ts";
export { type Limiter, addressKey, createThrottling } from "./shared/throttling/throttling.ts";
export { createLimits } from "./shared/throttling/limits.ts";
export type { StockChangeFeed } from "./modules/stock/stock-change-feed.ts";

/**
 * In the primary process of a cluster (`npm start` with several server processes), before it
 * forks them: holds what the machine's server processes share when there is no Redis (throttling
 * counts, registered persisted queries), answering them over the cluster channel, and sums every
 * process's metrics for the one a scrape reached.
 */
export function serveClusterWorkers(config: Config): void {
  serveThrottlingToWorkers();
  servePersistedQueriesToWorkers(config.graphql.persistedQueryCacheBytes);
  serveMetricsToWorkers();
}

/** The commerce back end: database, domain services and the GraphQL API, ready to mount. */
export async function createCommerce(
  options: {
    config?: Config;
    logger?: Logger;
    seed?: boolean;
    mailWorker?: boolean;
    orderSweeper?: boolean;
    /** Hourly housekeeping (housekeeping.ts); by default where the order sweeper runs: the process doing background work. */
    housekeeping?: boolean;
  } = {},
) {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config);
  const database: DatabaseHandle = openDatabase(config.database);
  const applied = await migrateToLatest(database.db, database.dialect);
  if (applied.length) logger.info({ migrations: applied }, "database migrated");
  if (options.seed ?? true) await seedIfEmpty(database.db, logger);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  redis?.on("error", (error) => logger.warn({ err: error }, "redis unavailable"));

  const throttling = createThrottling({ redis, keyPrefix: config.redisKeyPrefix, logger });
  const services = createServices(database, config, logger, throttling);
  // The process doing background work (a single server, or the jobs process beside several)
  // delivers the outbox; leases keep two processes from sending one message.
  if (options.mailWorker ?? true) services.mail.start();
  // It also cancels the unpaid orders whose payment delay ran out (safe to run in several at once).
  const orderSweeper = (options.orderSweeper ?? true) ? startExpirySweeper(services.orders, { logger }) : undefined;
  // And, as the sandbox payment providers, confirms their pending refunds to the shop's notification endpoint (ADR 075).
  const refundNotifier = (options.orderSweeper ?? true) ? startSandboxRefundNotifier(services.refunds, { logger }) : undefined;
  // And publishes the content pages whose scheduled publication is due (ADR 085; safe in several at once).
  const scheduledPublisher = (options.orderSweeper ?? true) ? startScheduledPublisher(services.cmsEditing, { logger }) : undefined;
  // And deletes, hourly, the rows nothing can use any more (expired sessions, spent links, old sent e-mails).
  const housekeeping = (options.housekeeping ?? options.orderSweeper ?? true) ? startHousekeeping(createHousekeeping(database.db, services), { logger }) : undefined;
  const graphql = createGraphQL({ config, services, logger, redis });
  const graphqlRouter = createGraphQLRouter({ config, services, graphql, logger });
  const mediaRouter = createMediaRouter({ config, services, logger });
  // Invoices' PDFs, for the order's owner: mounted before the pages of both stores.
  const invoicePdfRouter = createInvoicePdfRouter({ services });
  // Downloadable products' files, for the customer who bought them: mounted beside the invoices' PDFs.
  const downloadRouter = createDownloadRouter({ services });
  // Returns' printable slips, for the return's owner: mounted beside the invoices' PDFs.
  const returnSlipRouter = createReturnSlipRouter({ services });

  return {
    config,
    logger,
    database,
    services,
    graphql,
    graphqlRouter,
    mediaRouter,
    invoicePdfRouter,
    downloadRouter,
    returnSlipRouter,
    /** The seed's demo account while it still signs in with its documented password (a demo shop, not a real one). */
    async demoAccount(): Promise<{ email: string; password: string } | undefined> {
      const { email, password } = DEMO_CUSTOMER;
      return (await services.customers.authenticate(email, password)) ? { email, password } : undefined;
    },
    async close() {
      redis?.disconnect();
      await orderSweeper?.stop();
      await refundNotifier?.stop();
      await scheduledPublisher?.stop();
      await housekeeping?.stop();
      await services.mail.stop();
      await services.stock.close();
      await services.catalogVersion.close();
      await database.close();
    },
  };
}

export type Commerce = Awaited<ReturnType<typeof createCommerce>>;
