import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import type { Logger } from "pino";
import type { Dialect } from "../../db/database.ts";
import type { Database, OutboxMessageTable } from "../../db/schema.ts";
import { jobLogScope, runInLogScope } from "../../logger.ts";
import { type OutboxBacklog, outboxDeliveries, reportOutboxBacklog } from "../metrics.ts";
import { type Executor, inTransaction } from "../transactions.ts";
import { renderMail } from "./layout.ts";
import { type Mailer, senderDomain } from "./mailer.ts";
import type { MailLanguage, MailMessage, MailShop, MailTemplate } from "./template.ts";

/**
 * E-mail through a transactional outbox. A change that causes a message writes it into
 * `outbox_message` on the change's own executor (`enqueue(scope, message)`), so the change and
 * the message commit together or not at all. Workers (one per server process) then deliver what
 * is due: each leases a batch (PostgreSQL: `for update skip locked`; SQLite: the write lock of
 * `begin immediate`), so one message is in the hands of one worker at a time; it renders and
 * sends each one and marks it sent. A failed attempt is tried again later (growing, jittered
 * delays); after the last one the message is parked (kept, logged at error level) for an
 * operator (`npm run admin -- mail parked` / `mail retry <id>`).
 *
 * Delivery is at least once: a worker that stops after the SMTP server accepted a message but
 * before marking it sent leaves it leased; when the lease expires another worker sends it again,
 * with the same Message-ID, which lets receiving systems recognise the duplicate.
 */

type OutboxRow = Selectable<OutboxMessageTable>;

/** What writes messages into the outbox: the mail service, or a bare writer (seed). */
export interface MailQueue {
  /** Adds the message to the unit of work of `scope.executor` (or on its own when there is none). */
  enqueue<Data>(scope: { readonly executor?: Executor }, message: MailMessage<Data>): Promise<void>;
}

/** Inserts one message on `executor` (a transaction, to commit it with the change that causes it). Returns its outbox id. */
export async function writeToOutbox<Data>(executor: Executor, message: MailMessage<Data>, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const row = await executor
    .insertInto("outbox_message")
    .values({
      message_id: randomUUID(),
      kind: message.template.kind,
      recipient: message.to,
      language: message.language,
      payload: JSON.stringify(message.data),
      available_at: at,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A queue that only writes (no worker of its own): for scripts such as the seed; a server's workers deliver. */
export const createOutboxWriter = (db: Executor): MailQueue => ({
  enqueue: async (scope, message) => void (await writeToOutbox(scope.executor ?? db, message)),
});

/** Waits before the 2nd, 3rd… attempt; the last one repeats. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000, 24 * 3_600_000] as const;
/** Attempts before a message is parked: about two days of retries with the delays above. */
export const MAX_ATTEMPTS = 8;

/** The wait after failed attempt number `attempt` (1-based), ±20 % so that failures met together do not retry together. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1];
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Longest failure reason kept in `last_error`. */
const MAX_ERROR_LENGTH = 500;

/** Why an attempt failed, as stored and logged: the SMTP code and message, clipped, secrets removed. */
export function describeFailure(error: unknown, secrets: readonly string[] = []): string {
  const { code, responseCode, message } = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const prefix = [code, responseCode].filter((part) => typeof part === "string" || typeof part === "number").join(" ");
  let text = `${prefix ? `${prefix}: ` : ""}${typeof message === "string" ? message : String(error)}`;
  for (const secret of secrets) if (secret) text = text.split(secret).join("***");
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

export interface DeliveryReport {
  sent: number;
  /** Failed, to be tried again later. */
  retried: number;
  /** Failed for the last time: kept as `parked`. */
  parked: number;
}

export interface ParkedMessage {
  id: number;
  kind: string;
  recipient: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface MailServiceOptions {
  database: { db: Kysely<Database>; dialect: Dialect };
  mailer: Mailer;
  /** The sender's address (MAIL_FROM): Message-IDs are minted under its domain. */
  mailFrom: string;
  /** Every template a message may be written with (looked up by its kind when it is sent). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  templates: readonly MailTemplate<any>[];
  /** The shop as a message in `language` presents it (name, store URL, contact). */
  shop(language: MailLanguage): MailShop;
  logger?: Logger;
  /** Texts never to store or log (the SMTP password). */
  secrets?: readonly string[];
  /** The clock, in epoch milliseconds (tests move it instead of waiting). */
  now?: () => number;
  retryDelay?: (attempt: number) => number;
  maxAttempts?: number;
  /** How long a worker holds the messages it leased; past it, another worker may send them. */
  leaseMs?: number;
  batchSize?: number;
  /** How often an idle worker looks for due messages. */
  pollMs?: number;
}

/** Most messages of one status a scrape counts: the count stays an index range of bounded length, however large a backlog grows. */
const BACKLOG_COUNT_LIMIT = 100_000;

/** Waits from an enqueue to the delivery pass it wakes: the enqueuing transaction commits meanwhile (else the next poll finds it). */
const WAKE_DELAY_MS = 25;

export function createMailService(options: MailServiceOptions) {
  const { database, mailer, logger } = options;
  const { db, dialect } = database;
  const now = options.now ?? Date.now;
  const delayAfter = options.retryDelay ?? ((attempt: number) => retryDelay(attempt));
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const pollMs = options.pollMs ?? 2_000;
  /** No message is started this close to the end of its lease: one send (SMTP timeouts included) fits in it. */
  const leaseMargin = Math.min(60_000, leaseMs / 4);
  const secrets = options.secrets ?? [];
  const messageIdDomain = senderDomain(options.mailFrom);
  const owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const templates = new Map<string, MailTemplate<unknown>>();
  for (const template of options.templates) {
    if (templates.has(template.kind)) throw new Error(`Two mail templates are named ${template.kind}`);
    templates.set(template.kind, template);
  }

  /** A message's kind as a metric label: one of the registered templates' (a row's kind is whatever was stored). */
  const kindLabel = (row: OutboxRow) => (templates.has(row.kind) ? row.kind : "unknown");
  const iso = (ms: number) => new Date(ms).toISOString();
  const due = (at: string) => (eb: ExpressionBuilder<Database, "outbox_message">) =>
    eb.and([
      eb("status", "=", "pending"),
      eb("available_at", "<=", at),
      eb.or([eb("leased_until", "is", null), eb("leased_until", "<=", at)]),
    ]);

  /** Takes up to a batch of due messages for this worker; none is then due for any other until the lease ends. */
  async function lease(): Promise<OutboxRow[]> {
    const start = now();
    const at = iso(start);
    // A plain read first: an idle shop's workers never take SQLite's write lock to find nothing.
    const any = await db.selectFrom("outbox_message").select("id").where(due(at)).limit(1).executeTakeFirst();
    if (!any) return [];
    return inTransaction(db, async (trx) => {
      let query = trx.selectFrom("outbox_message").selectAll().where(due(at)).orderBy("available_at").orderBy("id").limit(batchSize);
      // Concurrent workers on PostgreSQL pass over each other's rows instead of waiting for them.
      if (dialect === "postgres") query = query.forUpdate().skipLocked();
      const rows = await query.execute();
      if (rows.length === 0) return [];
      const leasedUntil = iso(start + leaseMs);
      await trx
        .updateTable("outbox_message")
        .set((eb) => ({ lease_owner: owner, leased_until: leasedUntil, attempts: eb("attempts", "+", 1) }))
        .where("id", "in", rows.map((row) => row.id))
        .execute();
      // The attempt counts from the lease: a message that brings its worker down is still parked in the end.
      return rows.map((row) => ({ ...row, attempts: row.attempts + 1, lease_owner: owner, leased_until: leasedUntil }));
    });
  }

  async function deliver(row: OutboxRow): Promise<keyof DeliveryReport> {
    const template = templates.get(row.kind);
    try {
      if (!template) throw new Error(`no mail template named ${row.kind}`);
      const shop = options.shop(row.language);
      const rendered = await renderMail(template.render(JSON.parse(row.payload), shop), shop);
      await mailer.send({
        ...rendered,
        messageId: `<${row.message_id}@${messageIdDomain}>`,
        to: row.recipient,
        createdAt: row.created_at,
        kind: row.kind,
        outboxId: row.id,
      });
    } catch (error) {
      return failed(row, error);
    }
    // Only while the lease is ours: past it, another worker may have taken the message over.
    // A sensitive message's data (a link's token) is not kept once it is sent.
    await db
      .updateTable("outbox_message")
      .set({ status: "sent", sent_at: iso(now()), leased_until: null, lease_owner: null, last_error: null, ...(template?.sensitive ? { payload: "{}" } : {}) })
      .where("id", "=", row.id)
      .where("lease_owner", "=", owner)
      .execute();
    outboxDeliveries.inc({ kind: kindLabel(row), result: "sent" });
    return "sent";
  }

  async function failed(row: OutboxRow, error: unknown): Promise<keyof DeliveryReport> {
    const lastError = describeFailure(error, secrets);
    const fields = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error: lastError };
    if (row.attempts >= maxAttempts) {
      await db
        .updateTable("outbox_message")
        .set({ status: "parked", leased_until: null, lease_owner: null, last_error: lastError })
        .where("id", "=", row.id)
        .where("lease_owner", "=", owner)
        .execute();
      logger?.error(fields, "mail: message parked after its last attempt (npm run admin -- mail parked)");
      outboxDeliveries.inc({ kind: kindLabel(row), result: "parked" });
      return "parked";
    }
    const delay = delayAfter(row.attempts);
    await db
      .updateTable("outbox_message")
      .set({ available_at: iso(now() + delay), leased_until: null, lease_owner: null, last_error: lastError })
      .where("id", "=", row.id)
      .where("lease_owner", "=", owner)
      .execute();
    logger?.warn({ ...fields, retryInMs: delay }, "mail: sending failed, tried again later");
    outboxDeliveries.inc({ kind: kindLabel(row), result: "retried" });
    return "retried";
  }

  /** Gives leased messages back untried (the worker is stopping, or its lease is running out). */
  async function release(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .updateTable("outbox_message")
      .set((eb) => ({ leased_until: null, lease_owner: null, attempts: eb("attempts", "-", 1) }))
      .where("id", "in", rows.map((row) => row.id))
      .where("lease_owner", "=", owner)
      .execute();
  }

  let stopping = false;
  async function pass(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, parked: 0 };
    for (;;) {
      const rows = await lease();
      for (const [index, row] of rows.entries()) {
        // A message is not started when the lease could end while it is sent (another worker would send it too).
        if (stopping || now() > Date.parse(row.leased_until!) - leaseMargin) {
          await release(rows.slice(index));
          return report;
        }
        report[await deliver(row)] += 1;
      }
      if (rows.length < batchSize) return report;
    }
  }

  // One pass at a time per worker; a pass asked for meanwhile runs after it.
  let queue: Promise<unknown> = Promise.resolve();
  function deliverDue(): Promise<DeliveryReport> {
    const run = queue.then(pass);
    queue = run.catch(() => undefined);
    return run;
  }

  /** The outbox's backlog (at most 100,000 messages counted per status): a scrape of the metrics of the process delivering it reads it. */
  async function backlog(): Promise<OutboxBacklog> {
    const counted = (status: "pending" | "parked") =>
      db
        .selectFrom((eb) => eb.selectFrom("outbox_message").select("id").where("status", "=", status).limit(BACKLOG_COUNT_LIMIT).as("counted"))
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
    const at = iso(now());
    const [pending, parked, oldest] = await Promise.all([
      counted("pending"),
      counted("parked"),
      db.selectFrom("outbox_message").select("available_at").where("status", "=", "pending").where("available_at", "<=", at).orderBy("available_at").limit(1).executeTakeFirst(),
    ]);
    return {
      pending: Number(pending.count),
      parked: Number(parked.count),
      oldestDueSeconds: oldest ? Math.max(0, (now() - Date.parse(oldest.available_at)) / 1000) : 0,
    };
  }
  let stopReporting: (() => void) | undefined;

  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  /**
   * Runs a function in the context the worker was started in. A wake-up is scheduled while a
   * request is being served (its enqueue): without this, the pass it starts would run under that
   * request's deadline and log lines, and fail once the request's time is up.
   */
  let inWorkerContext: <R>(run: () => R) => R = (run) => run();
  let busy: Promise<void> | undefined;
  let again = false;
  function kick() {
    if (!timer || stopping) return;
    if (busy) {
      again = true;
      return;
    }
    busy = (async () => {
      try {
        do {
          again = false;
          // Each pass in a log scope of its own: every line it writes carries the pass's `jobId`.
          await runInLogScope(jobLogScope("mail-delivery"), deliverDue);
        } while (again && !stopping);
      } catch (error) {
        logger?.warn({ err: error }, "mail: delivery pass failed, the next one follows shortly");
      } finally {
        busy = undefined;
      }
    })();
  }

  return {
    /** Adds a message to the unit of work of `scope.executor`; this process's worker looks for it right after. */
    async enqueue<Data>(scope: { readonly executor?: Executor }, message: MailMessage<Data>): Promise<void> {
      if (templates.get(message.template.kind) !== message.template) throw new Error(`Mail template ${message.template.kind} is not registered`);
      await writeToOutbox(scope.executor ?? db, message, new Date(now()));
      if (timer && !wakeTimer) {
        wakeTimer = setTimeout(
          () =>
            inWorkerContext(() => {
              wakeTimer = undefined;
              kick();
            }),
          WAKE_DELAY_MS,
        );
        wakeTimer.unref();
      }
    },

    /** One delivery pass: everything due now, batch after batch. Runs after a pass in progress in this worker. */
    deliverDue,

    /** Starts this process's worker: a pass every `pollMs` and right after an enqueue. */
    start(): void {
      if (timer || stopping) return;
      inWorkerContext = AsyncLocalStorage.snapshot();
      timer = setInterval(kick, pollMs);
      // The worker never keeps a process alive on its own (scripts end, tests exit).
      timer.unref();
      stopReporting = reportOutboxBacklog(backlog);
      kick();
    },

    /** Stops the worker: the message being sent finishes, the rest of its batch is given back. */
    async stop(): Promise<void> {
      stopping = true;
      clearInterval(timer);
      clearTimeout(wakeTimer);
      stopReporting?.();
      await busy;
      await queue;
      mailer.close();
    },

    /** Messages that failed every attempt, oldest first. */
    async parked(limit = 100): Promise<ParkedMessage[]> {
      const rows = await db
        .selectFrom("outbox_message")
        .select(["id", "kind", "recipient", "attempts", "last_error", "created_at"])
        .where("status", "=", "parked")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, kind: row.kind, recipient: row.recipient, attempts: row.attempts, lastError: row.last_error, createdAt: row.created_at }));
    },

    /** Puts a parked message back in line with a fresh set of attempts. False when no parked message has that id. */
    async retry(id: number): Promise<boolean> {
      const result = await db
        .updateTable("outbox_message")
        .set({ status: "pending", attempts: 0, available_at: iso(now()), leased_until: null, lease_owner: null })
        .where("id", "=", id)
        .where("status", "=", "parked")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    backlog,

    /** Where messages go (a directory or the SMTP server, without credentials). */
    destination: mailer.destination,
  };
}

export type MailService = ReturnType<typeof createMailService>;
