import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCommerce } from "@eb/commerce";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";

/** Production server: `npm start` (after `npm run build`). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const commerce = await createCommerce();
const { config, logger } = commerce;
if (config.testFaults) logger.warn("TEST_FAULTS is on: fault switches for end-to-end tests are reachable");

const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
const app = createApp({ commerce, build, clientDir: path.join(root, "build/client") });

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
process.on("SIGINT", () => shutdown("SIGINT"));
