import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Commerce, createCommerce } from "@eb/commerce";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { loadStorefrontConfig } from "./config.ts";
import { logProcessOutput } from "./process-log.ts";

/**
 * Production server: `npm start` (after `npm run build`). With WEB_CONCURRENCY above 1 (the
 * default is one process per core, ADR 011) a primary process migrates and seeds the database
 * once, then runs that many server processes sharing the port; the servers keep no state of
 * their own that another needs (sessions, maintenance and the catalogue version are in the database).
 */
logProcessOutput();
const storefront = loadStorefrontConfig();

if (cluster.isPrimary && storefront.processes > 1) await runPrimary(storefront.processes);
else await runServer();

async function runPrimary(processes: number) {
  const commerce = await createCommerce();
  const { logger } = commerce;
  warnOfTestFaults(commerce);
  await commerce.close();

  let stopping = false;
  const restarts: number[] = [];
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A crashed server process is replaced, unless they keep crashing (then let the supervisor know).
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] < now - 60_000) restarts.shift();
    logger.error({ pid: worker.process.pid, code, signal }, "server process exited");
    if (restarts.length > 5) {
      logger.fatal("server processes keep exiting: stopping");
      process.exit(1);
    }
    setTimeout(() => cluster.fork(), 1_000);
  });
  for (let index = 0; index < processes; index++) cluster.fork();

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Each server drains its own in-flight requests (runServer's shutdown).
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

async function runServer() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  // The primary has migrated and seeded already.
  const commerce = await createCommerce({ seed: cluster.isPrimary });
  const { config, logger } = commerce;
  if (cluster.isPrimary) warnOfTestFaults(commerce);

  const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
  const app = createApp({ commerce, build, clientDir: path.join(root, "build/client"), storefront });

  const server = app.listen(config.port, config.host, () => {
    logger.info({ url: config.publicUrl, port: config.port, database: config.database.kind }, "shop listening");
  });
  server.keepAliveTimeout = 65_000;

  /** Graceful shutdown: stop accepting, let in-flight requests finish, then close the database. */
  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    server.close(async () => {
      await commerce.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
    }, 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  // Ctrl-C reaches every process of the group: the primary's SIGTERM is the one servers act on.
  process.on("SIGINT", () => (cluster.isPrimary ? shutdown("SIGINT") : undefined));
}

function warnOfTestFaults({ config, logger }: Commerce) {
  if (config.testFaults) logger.warn("TEST_FAULTS is on: fault switches for end-to-end tests are reachable");
}
