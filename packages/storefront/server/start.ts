import cluster, { type Worker } from "node:cluster";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Commerce, createCommerce, serveClusterWorkers } from "@eb/commerce";
import { collectProcessMetrics } from "@eb/commerce/shared/metrics.ts";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { loadStorefrontConfig } from "./config.ts";
import { createConnectionBalancer, serveHandedConnections } from "./connection-balancer.ts";
import { isStopping, markStopping } from "./middleware/health.ts";
import { logProcessOutput } from "./process-log.ts";
import { SUPERVISOR_MESSAGE, type SupervisorMessage, createSupervisorState, receiveSupervisorState } from "./supervisor.ts";
import { warmUp } from "./warm-up.ts";

/**
 * Production server: `npm start` (after `npm run build`). With WEB_CONCURRENCY above 1 (the
 * default is one process per core, ADR 011) a primary process migrates and seeds the database
 * once, then runs that many server processes; it accepts the port's connections and hands each
 * to the server process holding the fewest (ADR 064). The servers keep no state of
 * their own that another needs (sessions, maintenance and the catalogue version are in the database).
 * Background work (delivering the outbox's e-mails, cancelling lapsed orders) then runs in one
 * more process, below the servers' priority (ADR 059); a single process does it all itself.
 */
logProcessOutput();
const storefront = loadStorefrontConfig();

/** Tells a process forked by the primary what it is: a server (unset) or the background jobs process. */
const ROLE_VARIABLE = "EB_PROCESS_ROLE";
const JOBS_ROLE = "jobs";
/** The jobs process's niceness: the servers' requests get the CPU first; jobs take what is left. */
const JOBS_NICENESS = 10;
/** primary → server process: the shop is stopping; answer `/readyz` "stopping" and keep serving (ADR 089). */
const STOPPING_MESSAGE = "eb:stopping";
/** primary → server process: the port is closed; finish the requests in flight and exit. */
const STOP_MESSAGE = "eb:stop";

if (cluster.isPrimary && storefront.processes > 1) await runPrimary(storefront.processes);
else if (cluster.isWorker && process.env[ROLE_VARIABLE] === JOBS_ROLE) await runJobs();
else await runServer();

async function runPrimary(processes: number) {
  // Here only to migrate, seed and sum up before forking: the jobs process delivers the outbox.
  const commerce = await createCommerce({ mailWorker: false, orderSweeper: false });
  const { logger } = commerce;
  warnOfTestFaults(commerce);
  const started = await startSummary(commerce, processes);
  const { port, host } = commerce.config;
  await commerce.close();
  // Said once, when every server process first takes connections.
  let ready = 0;
  const balancer = createConnectionBalancer({
    onReady: () => {
      ready += 1;
      if (ready === processes) logger.info(started, "shop started");
    },
  });
  balancer.listener.on("error", (error) => {
    logger.fatal({ err: error, port, host }, "the shop cannot listen");
    process.exitCode = 1;
    shutdown("SIGTERM", 0);
  });
  balancer.listener.listen(port, host);

  let stopping = false;
  const supervisor = createSupervisorState();
  // A process is replaced by one of the same role.
  const roles = new Map<number, string | undefined>();
  const fork = (role?: string) => {
    const worker = cluster.fork(role ? { [ROLE_VARIABLE]: role } : {});
    roles.set(worker.id, role);
    if (role === undefined) balancer.watch(worker);
    return worker;
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    // A crashed server process is always replaced: giving up would close the port for good while
    // the cause (a database failover, say) is usually gone in seconds. Exits close together wait
    // longer and longer before their replacement, so a lasting fault does not spin.
    const delayMs = supervisor.exited(Date.now());
    const state = supervisor.state(Date.now());
    const role = roles.get(worker.id);
    roles.delete(worker.id);
    logger.error({ pid: worker.process.pid, role: role ?? "server", code, signal, restartInMs: delayMs, exitsLastMinute: state.exitsLastMinute }, "server process exited");
    broadcast();
    setTimeout(() => {
      if (stopping) return;
      fork(role);
      supervisor.replaced();
      broadcast();
    }, delayMs);
  });
  // Every server process answers `/readyz` with what the primary knows (exits, back-off). A
  // process that is going away may miss it: the callback takes the send error, which would
  // otherwise be an 'error' event on the primary.
  const tell = (worker: Worker | undefined) => {
    if (worker?.isConnected()) worker.send({ type: SUPERVISOR_MESSAGE, state: supervisor.state(Date.now()) } satisfies SupervisorMessage, () => undefined);
  };
  const broadcast = () => Object.values(cluster.workers ?? {}).forEach(tell);
  cluster.on("online", tell);
  // Throttling counts and persisted queries are the machine's, not one server process's.
  serveClusterWorkers(commerce.config);
  for (let index = 0; index < processes; index++) fork();
  fork(JOBS_ROLE);

  function shutdown(signal: NodeJS.Signals, delayMs = storefront.shutdownDelayMs) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, ...(delayMs > 0 && { delaySeconds: delayMs / 1000 }) }, "shutting down");
    // Readiness first (ADR 089): every server process answers `/readyz` "stopping" at once, and
    // the port keeps being served for the delay, while a balancer following readiness sends elsewhere.
    for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send({ type: STOPPING_MESSAGE }, () => undefined);
    setTimeout(() => {
      balancer.close();
      // Each server drains its own in-flight requests (runServer's shutdown). Told on the cluster
      // channel, after every connection handed to it; a process gone from the channel exits by itself.
      for (const worker of Object.values(cluster.workers ?? {})) {
        if (!worker) continue;
        if (roles.get(worker.id) === undefined) worker.send({ type: STOP_MESSAGE }, () => undefined);
        else worker.process.kill("SIGTERM");
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
    }, delayMs);
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

async function runServer() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  // The primary has migrated and seeded already; under a primary, the jobs process does the background work.
  const commerce = await createCommerce({ seed: cluster.isPrimary, mailWorker: cluster.isPrimary, orderSweeper: cluster.isPrimary });
  const { config, logger } = commerce;
  if (cluster.isPrimary) warnOfTestFaults(commerce);
  // Node's own metrics (memory, event loop, GC), per process in the machine's scrape.
  collectProcessMetrics(cluster.worker ? `server-${cluster.worker.id}` : "main");

  const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
  if (cluster.isWorker) receiveSupervisorState();
  const app = createApp({ commerce, build, clientDir: path.join(root, "build/client"), storefront });

  // Before the process takes connections: its first pages are not a shopper's wait.
  await warmUp(app, commerce);
  const started = cluster.isPrimary ? await startSummary(commerce, 1) : undefined;
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  // While stopping, every answer closes its connection, so no client (a balancer's pool) sends
  // another request on a connection this process is about to close (ADR 089).
  server.prependListener("request", (_request: http.IncomingMessage, response: http.ServerResponse) => {
    if (isStopping()) response.setHeader("Connection", "close");
  });
  if (cluster.isWorker) {
    process.on("message", (message: { type?: unknown } | undefined) => {
      if (message?.type === STOPPING_MESSAGE) markStopping();
      else if (message?.type === STOP_MESSAGE) shutdown("primary");
    });
  }
  const listening = () => {
    logger.info({ url: config.publicUrl, port: config.port, database: config.database.kind }, "shop listening");
    if (started) logger.info(started, "shop started");
  };
  // Under a primary, the primary accepts and hands connections on (ADR 064).
  const handed = cluster.isWorker ? serveHandedConnections(server) : undefined;
  if (handed) listening();
  else server.listen(config.port, config.host, listening);

  /**
   * Graceful shutdown (ADR 089): readiness says "stopping" at once; the process keeps serving for
   * SHUTDOWN_DELAY_SECONDS (under a primary, the primary has waited it already), then stops
   * accepting, lets in-flight requests finish and closes the database.
   */
  let stopping = false;
  const stopped = async () => {
    await commerce.close();
    logger.info("stopped");
    process.exit(0);
  };
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    markStopping();
    const delayMs = handed ? 0 : storefront.shutdownDelayMs;
    logger.info({ signal, ...(delayMs > 0 && { delaySeconds: delayMs / 1000 }) }, "shutting down");
    setTimeout(stopAccepting, delayMs);
  }
  function stopAccepting() {
    if (handed) {
      // Handed connections are not the server's own (it never listened): it cannot say when
      // they have all closed, so each is closed as soon as it has no request in flight.
      const drain = setInterval(() => {
        server.closeIdleConnections();
        if (handed.open() > 0) return;
        clearInterval(drain);
        void stopped();
      }, 50);
    } else {
      server.close(() => void stopped());
    }
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
    }, 10_000).unref();
  }
  // Under a primary, a server process acts on the primary's word only: a signal to the whole
  // process group (Ctrl-C, systemd's default stop) would otherwise stop it while the primary
  // still hands it connections for SHUTDOWN_DELAY_SECONDS.
  process.on("SIGTERM", () => (cluster.isPrimary ? shutdown("SIGTERM") : undefined));
  process.on("SIGINT", () => (cluster.isPrimary ? shutdown("SIGINT") : undefined));
}

/**
 * The background jobs process: the outbox's deliveries (rendering an e-mail costs more CPU than
 * placing the order it confirms) and the sweep of lapsed orders, at a lower priority than the
 * servers, so a burst of orders is answered first and its e-mails follow within seconds.
 */
async function runJobs() {
  // Lowered first: even its start-up leaves the CPU to the servers starting beside it.
  let lowered: unknown;
  try {
    os.setPriority(JOBS_NICENESS);
  } catch (error) {
    lowered = error;
  }
  const commerce = await createCommerce({ seed: false });
  const { logger } = commerce;
  collectProcessMetrics("jobs");
  if (lowered) logger.warn({ err: lowered }, "background jobs: could not lower this process's priority");
  logger.info({ niceness: os.getPriority() }, "background jobs started");
  let stopping = false;
  process.on("SIGTERM", async () => {
    if (stopping) return;
    stopping = true;
    await commerce.close();
    logger.info("stopped");
    process.exit(0);
  });
  // Ctrl-C reaches every process of the group: the primary's SIGTERM is the one acted on.
  process.on("SIGINT", () => undefined);
}

/**
 * What a person starting the shop wants to know first: where both stores answer, which database
 * it uses (a PostgreSQL URL without its password), how many server processes share the port, and
 * the demo account while it still signs in with its documented password.
 */
async function startSummary(commerce: Commerce, processes: number) {
  const { config } = commerce;
  const database =
    config.database.kind === "sqlite" ? `SQLite ${config.database.file}` : `PostgreSQL ${withoutPassword(config.database.url)}`;
  const demo = await commerce.demoAccount();
  return {
    stores: { "fr-FR": `${config.publicUrl}/`, "en-GB": `${config.publicUrl}/en` },
    database,
    processes,
    ...(demo && { demoAccount: `${demo.email} / ${demo.password}` }),
  };
}

function withoutPassword(url: string) {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.href;
  } catch {
    return "";
  }
}

function warnOfTestFaults({ config, logger }: Commerce) {
  if (config.testFaults) logger.warn("TEST_FAULTS is on: fault switches for end-to-end tests are reachable");
}
