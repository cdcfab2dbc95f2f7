import cluster from "node:cluster";
import { AggregatorRegistry, Counter, Gauge, Histogram, collectDefaultMetrics } from "prom-client";

/**
 * The shop's metrics, in Prometheus's text format (prom-client): one registry per process, every
 * metric defined here once, named `eb_*`. Label values come from short lists the code defines (route
 * kinds, the storefront's operation names, error codes, limiter names, store and payment codes),
 * never from a path, an id or an address: each metric keeps a bounded number of series however
 * it is called.
 *
 * With several processes (`npm start` with WEB_CONCURRENCY above 1), a scrape reaching any server
 * process answers the machine's numbers: the process asks the cluster's primary, which collects
 * every process's registry (prom-client's AggregatorRegistry, over the cluster channel) and sums
 * them (`machineMetrics`, `serveMetricsToWorkers`). Counters and histograms add up; a gauge read
 * from the database is set in one process only and aggregated by its maximum, so it is never
 * counted once per process.
 */

/** The registry of this process; an AggregatorRegistry so that a cluster worker answers the primary's requests with it. */
export const registry = new AggregatorRegistry();
AggregatorRegistry.setRegistries(registry);

/** 1 ms to 10 s: a cached page takes about a millisecond, a slow render or a refused database seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: "eb_http_request_duration_seconds",
  help: "Time from a request's arrival to its response's end (or the client going away), by kind of route, method and status class.",
  labelNames: ["route", "method", "status"] as const,
  buckets: DURATION_BUCKETS,
  registers: [registry],
});

export const graphqlOperations = new Counter({
  name: "eb_graphql_operations_total",
  help: "GraphQL operations executed (the storefront's pages' and browsers' alike), by operation name and outcome (success, error: the result carries errors).",
  labelNames: ["operation", "outcome"] as const,
  registers: [registry],
});

export const graphqlErrors = new Counter({
  name: "eb_graphql_errors_total",
  help: "GraphQL errors answered, by error code (refused requests included: maintenance, CSRF, body, parse, validation, limits, unknown persisted query).",
  labelNames: ["code"] as const,
  registers: [registry],
});

export const ordersPlaced = new Counter({
  name: "eb_orders_placed_total",
  help: "Orders placed (a retry answered with the order its key already placed is not counted again), by store and payment method.",
  labelNames: ["store", "payment_method"] as const,
  registers: [registry],
});

export const paymentNotifications = new Counter({
  name: "eb_payments_total",
  help: "Payment notifications received from the providers, by provider and what they did: captured, failed, cancelled, refunded, amount_mismatch, ignored (repeated, late or unknown), rejected (not verified).",
  labelNames: ["provider", "outcome"] as const,
  registers: [registry],
});

export const outboxDeliveries = new Counter({
  name: "eb_outbox_deliveries_total",
  help: "E-mail delivery attempts from the outbox, by message kind and result: sent, retried (failed, tried again later), parked (failed for the last time).",
  labelNames: ["kind", "result"] as const,
  registers: [registry],
});

/** What the process delivering the outbox reads from the database at each scrape. */
export interface OutboxBacklog {
  pending: number;
  parked: number;
  /** Seconds since the oldest message due and not sent became due; 0 when none is. */
  oldestDueSeconds: number;
}

/** How long a scrape waits for the backlog's query: past it, the backlog is left out of that scrape. */
const BACKLOG_TIMEOUT_MS = 1_000;
let readBacklog: (() => Promise<OutboxBacklog>) | undefined;

export const outboxMessages = new Gauge({
  name: "eb_outbox_messages",
  help: "Messages in the outbox by status (pending: not sent yet; parked: failed every attempt, waiting for an operator), read from the database at each scrape (at most 100,000 counted).",
  labelNames: ["status"] as const,
  registers: [registry],
  // Only the process delivering the outbox reports it: the machine's value is that one, not a sum.
  aggregator: "max",
  async collect() {
    const backlog = await currentBacklog();
    this.reset();
    if (!backlog) return;
    this.set({ status: "pending" }, backlog.pending);
    this.set({ status: "parked" }, backlog.parked);
  },
});

export const outboxOldestDue = new Gauge({
  name: "eb_outbox_oldest_due_age_seconds",
  help: "Seconds since the oldest outbox message due and not sent became due (0: none waits), read from the database at each scrape.",
  registers: [registry],
  aggregator: "max",
  async collect() {
    this.set((await currentBacklog())?.oldestDueSeconds ?? 0);
  },
});

// Both gauges are collected in one scrape: they share one read of the database.
let backlogRead: Promise<OutboxBacklog | undefined> | undefined;
function currentBacklog(): Promise<OutboxBacklog | undefined> {
  if (!readBacklog) return Promise.resolve(undefined);
  if (!backlogRead) {
    const read = readBacklog;
    backlogRead = new Promise<OutboxBacklog | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), BACKLOG_TIMEOUT_MS);
      timer.unref();
      read().then(
        (backlog) => {
          clearTimeout(timer);
          resolve(backlog);
        },
        () => {
          clearTimeout(timer);
          resolve(undefined);
        },
      );
    }).finally(() => {
      backlogRead = undefined;
    });
  }
  return backlogRead;
}

/**
 * Makes this process report the outbox's backlog (the process delivering it: the jobs process, or
 * a single server). Returns the function that stops it (the worker stops).
 */
export function reportOutboxBacklog(read: () => Promise<OutboxBacklog>): () => void {
  readBacklog = read;
  return () => {
    if (readBacklog === read) readBacklog = undefined;
  };
}

export const throttled = new Counter({
  name: "eb_throttled_total",
  help: "Attempts refused by a limit, by the limit's name (shared/throttling/limits.ts).",
  labelNames: ["limiter"] as const,
  registers: [registry],
});

export const pageCache = new Counter({
  name: "eb_page_cache_requests_total",
  help: "Pages that may be shared, by where they came from: hit (the page cache, or a render another request started), miss (rendered for this request).",
  labelNames: ["result"] as const,
  registers: [registry],
});

/** Operations counted under their own name: the storefront's (`recogniseOperations`); any other is `other`. */
let knownOperations: ReadonlySet<string> = new Set();

/** The operation names counted under their own name (the storefront's documents): a client's own names would have no bound. */
export function recogniseOperations(names: Iterable<string>): void {
  knownOperations = new Set(names);
}

/** The `operation` label of an operation: its name when the storefront sends it, `other` for any other name, `anonymous` without one. */
export const operationLabel = (name: string | null | undefined): string => (!name ? "anonymous" : knownOperations.has(name) ? name : "other");

/** Distinct error codes counted under their own name in this process; the rest are `OTHER`. */
const MAX_ERROR_CODES = 100;
const errorCodes = new Set<string>();

/**
 * The `code` label of a GraphQL error: its extensions' code (the shop's, yoga's and graphql-armor's
 * are upper-case words), `NONE` without one. A code of any other shape, or past the first hundred
 * distinct ones, is `OTHER`: a code is never text a client chose.
 */
export function errorCodeLabel(code: unknown): string {
  if (code === undefined || code === null) return "NONE";
  if (typeof code !== "string" || !/^[A-Z][A-Z0-9_]{0,63}$/.test(code)) return "OTHER";
  if (!errorCodes.has(code)) {
    if (errorCodes.size >= MAX_ERROR_CODES) return "OTHER";
    errorCodes.add(code);
  }
  return code;
}

/**
 * Node's and the process's own metrics (memory, CPU, event loop lag, garbage collection, handles),
 * under their usual names, labelled with the process they describe (`main` for a single process,
 * `server-<n>`, `jobs`): summed over processes, a machine's event loop lag would hide the one
 * process that is stuck. Called once, by the server's start-up for its role.
 */
let collectingProcessMetrics = false;
export function collectProcessMetrics(processName: string): void {
  if (collectingProcessMetrics) return;
  collectingProcessMetrics = true;
  collectDefaultMetrics({ register: registry, labels: { process: processName } });
}

/** The cluster channel's messages of a scrape: a server process asks the primary, which answers the machine's text. */
const SCRAPE_MESSAGE = "eb:metrics";
type ScrapeMessage = { type: typeof SCRAPE_MESSAGE; id: number } & ({ op: "scrape" } | { op: "scraped"; text: string } | { op: "failed"; error: string });
const isScrapeMessage = (message: unknown): message is ScrapeMessage =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === SCRAPE_MESSAGE;

/** prom-client's primary waits 5 s for every process; a little more here, then the scrape fails. */
const SCRAPE_TIMEOUT_MS = 6_000;
let nextScrape = 0;
const scrapes = new Map<number, (answer: ScrapeMessage) => void>();
let listening = false;

/**
 * This machine's metrics as Prometheus text: this process's own in a single process; under a
 * cluster's primary, every process's summed by the primary. Rejects when the primary does not
 * answer in time (a process starting or stopping may not answer it): the scrape fails rather
 * than giving a partial sum, which Prometheus would read as counters reset.
 */
export async function machineMetrics(): Promise<string> {
  if (!cluster.isWorker) return registry.metrics();
  if (!listening) {
    listening = true;
    process.on("message", (message: unknown) => {
      if (isScrapeMessage(message) && message.op !== "scrape") scrapes.get(message.id)?.(message);
    });
  }
  const id = ++nextScrape;
  const answer = await new Promise<ScrapeMessage>((resolve, reject) => {
    const timer = setTimeout(() => settle(() => reject(new Error("metrics: the primary did not answer"))), SCRAPE_TIMEOUT_MS);
    timer.unref();
    function settle(then: () => void) {
      clearTimeout(timer);
      scrapes.delete(id);
      then();
    }
    scrapes.set(id, (message) => settle(() => resolve(message)));
    if (!process.send || !process.connected) return settle(() => reject(new Error("metrics: no channel to the primary")));
    process.send({ type: SCRAPE_MESSAGE, op: "scrape", id } satisfies ScrapeMessage, undefined, {}, (error) => {
      if (error) settle(() => reject(error));
    });
  });
  if (answer.op === "failed") throw new Error(`metrics: ${answer.error}`);
  if (answer.op !== "scraped") throw new Error("metrics: unexpected answer");
  return answer.text;
}

/**
 * In the cluster's primary (before it forks): answers a server process's scrape with every
 * process's metrics summed. Scrapes asked while one is being collected share it.
 */
export function serveMetricsToWorkers(): void {
  let collecting: Promise<string> | undefined;
  cluster.on("message", (worker, message: unknown) => {
    if (!isScrapeMessage(message) || message.op !== "scrape") return;
    collecting ??= registry.clusterMetrics().finally(() => {
      collecting = undefined;
    });
    const reply = (answer: ScrapeMessage) => {
      // A worker going away may miss its answer: the callback takes the send error.
      if (worker.isConnected()) worker.send(answer, () => undefined);
    };
    collecting.then(
      (text) => reply({ type: SCRAPE_MESSAGE, op: "scraped", id: message.id, text }),
      (error: unknown) => reply({ type: SCRAPE_MESSAGE, op: "failed", id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** The content type of the text format. */
export const METRICS_CONTENT_TYPE = registry.contentType;
