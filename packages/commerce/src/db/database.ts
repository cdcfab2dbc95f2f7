import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, sql } from "kysely";
import pg from "pg";
import { RequestDeadlinePlugin, currentRequestDeadline, runWithDeadline } from "./request-deadline.ts";
import type { Config } from "../config.ts";
import { ResilientPostgresDialect } from "./postgres-driver.ts";
import type { Database } from "./schema.ts";
import { LockWaitingSqliteDialect } from "./sqlite-driver.ts";
import { DatabaseUnavailableError, isConnectionLost } from "./unavailable.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Resolves when the database answers a trivial query (readiness). */
  ping(): Promise<void>;
  /**
   * PostgreSQL only: a connection of its own that LISTENs on `channel` and hands each
   * notification's payload to `message`; `lost` is called once if that connection fails or ends.
   * Resolves with a function that stops listening.
   */
  listen?(channel: string, handlers: { message(payload: string): void; lost(): void }): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), sums) as strings by default; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * No statement runs longer than this on the server: a request past its deadline starts no new
 * statement, and this ends one already running (a runaway plan, a lock wait) instead of letting it
 * hold its connection for ever. Generous, because maintenance (migrations, reindex, seeding a
 * large catalogue) shares the pool.
 */
export const STATEMENT_TIMEOUT_MS = 60_000;
/**
 * How long past its request's deadline a statement may still be waited for before its connection
 * is given up as silent (prepareStatements): a statement that is merely slow has had the whole
 * deadline already, and its request answers TIMEOUT anyway.
 */
export const SILENT_DATABASE_GRACE_MS = 1_000;
/** `/readyz`'s `select 1` answers within this, or the database counts as unreachable. */
export const PING_TIMEOUT_MS = 2_000;

export function openDatabase(database: Config["database"]): DatabaseHandle {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: STATEMENT_TIMEOUT_MS,
    });
    // A restarted server kills idle connections; the pool drops them and reconnects on next use.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => {
      // pg-pool listens for the errors of idle clients only, and an 'error' event nobody listens
      // to ends the process: a connection lost while checked out (a query running, a transaction
      // open) must be handled here. The query in flight fails with the error itself (the driver
      // answers it, ResilientPostgresDialect), and the pool discards the client when it is released.
      client.on("error", () => undefined);
      prepareStatements(client);
    });
    const db = new Kysely<Database>({ dialect: new ResilientPostgresDialect({ pool }), plugins: [new RequestDeadlinePlugin()] });
    return {
      db,
      dialect: "postgres",
      // Bounded like a request: a database that stopped answering makes /readyz say so, not hang.
      ping: () => runWithDeadline({ at: Date.now() + PING_TIMEOUT_MS }, async () => void (await sql`select 1`.execute(db))),
      close: () => db.destroy(),
      async listen(channel, handlers) {
        const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 5_000 });
        let stopped = false;
        const lost = () => {
          if (stopped) return;
          stopped = true;
          handlers.lost();
          client.end().catch(() => undefined);
        };
        client.on("notification", (notification) => {
          if (notification.channel === channel) handlers.message(notification.payload ?? "");
        });
        client.on("error", lost);
        client.on("end", lost);
        try {
          await client.connect();
          await client.query(`listen ${client.escapeIdentifier(channel)}`);
        } catch (error) {
          stopped = true;
          await client.end().catch(() => undefined);
          throw error;
        }
        return async () => {
          stopped = true;
          await client.end().catch(() => undefined);
        };
      },
    };
  }

  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const db = new Kysely<Database>({
    dialect: new LockWaitingSqliteDialect({
      open: async () => {
        const connection = new SQLite(database.file);
        // Switching a new file to WAL takes the lock once: the one synchronous (bounded) wait
        // left, when the connection is opened.
        connection.pragma("busy_timeout = 5000");
        connection.pragma("journal_mode = WAL");
        connection.pragma("synchronous = FULL");
        connection.pragma("foreign_keys = ON");
        // Locks are then waited for without blocking the event loop (sqlite-driver.ts).
        return connection;
      },
    }),
    plugins: [new RequestDeadlinePlugin()],
  });
  return {
    db,
    dialect: "sqlite",
    ping: async () => void (await sql`select 1`.execute(db)),
    close: () => db.destroy(),
  };
}

/** Statements a PostgreSQL connection keeps prepared; the shop's pages use about 150 in all. */
const MAX_PREPARED_STATEMENTS = 256;

/**
 * Makes a pooled PostgreSQL connection run parameterised statements as named ones, so the server
 * parses and plans each once per connection instead of on every execution (Kysely sends unnamed
 * statements): half the server's CPU of a product page (ADR 021). Statements without parameters
 * (transactions, migrations, VACUUM) stay unnamed, and past `max` distinct statements a
 * connection runs new ones unnamed, which bounds the server's memory. A prepared statement that
 * a schema change left with another result type fails once (SQLSTATE 0A000); the connection is
 * then closed, so the pool replaces it with one that prepares afresh. So is a connection a
 * statement found lost (terminated backend, reset socket): the pool must not hand it out again.
 */
export function prepareStatements(client: pg.PoolClient, max = MAX_PREPARED_STATEMENTS): void {
  /** Statement text → its name on this connection (named once, so a known text costs no hashing). */
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (config: pg.QueryConfig | string, values?: unknown[]) => Promise<pg.QueryResult>;
  const run = (text: string, values: unknown[]) => {
    let name = names.get(text);
    if (!name) {
      if (values.length === 0 || names.size >= max) return boundByDeadline(query(text, values)).catch(endIfBroken);
      name = `eb_${createHash("sha1").update(text).digest("base64url").slice(0, 24)}`;
      names.set(text, name);
    }
    return boundByDeadline(query({ name, text, values })).catch(endIfBroken);
  };
  /**
   * A statement of a request still unanswered a moment past the request's deadline: the server or
   * the network went silent (a partition, a frozen host), and nothing on the connection would
   * ever fail by itself. The socket is destroyed, so the statement fails as a lost connection (a
   * 503, the transaction rolled back by the server) and the pool replaces the connection. It
   * fails typed as unavailable, so it is not tried again on a fresh connection (postgres-driver.ts):
   * that one would wait on the same silence.
   */
  const boundByDeadline = (pending: Promise<pg.QueryResult>): Promise<pg.QueryResult> => {
    const deadline = currentRequestDeadline();
    if (!deadline) return pending;
    const waitMs = deadline.silentAfterMs ?? Math.max(0, deadline.at - Date.now()) + SILENT_DATABASE_GRACE_MS;
    let silent = false;
    const timer = setTimeout(() => {
      silent = true;
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }, waitMs);
    return pending.then(
      (result) => {
        clearTimeout(timer);
        return result;
      },
      (error: unknown) => {
        clearTimeout(timer);
        throw silent ? new DatabaseUnavailableError("connection", { cause: error }) : error;
      },
    );
  };
  const endIfBroken = (error: unknown): never => {
    if ((error as { code?: string }).code === "0A000" || isConnectionLost(error)) client.end().catch(() => undefined);
    throw error;
  };
  // Kysely calls query(text, values); anything else (config objects, callbacks, streams) passes through.
  (client as { query: unknown }).query = (...args: unknown[]) =>
    args.length === 2 && typeof args[0] === "string" && Array.isArray(args[1]) ? run(args[0], args[1]) : (query as (...rest: unknown[]) => unknown)(...args);
}

/** Which database a Kysely instance talks to. */
export const dialectOf = (db: Kysely<Database>): Dialect => (db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite");

export const nowIso = (): string => new Date().toISOString();

/**
 * Fresh planner statistics after a bulk write (seed, synthetic catalogue, full reindex):
 * PostgreSQL plans the catalogue's joins from them, and a new database has none until autovacuum
 * runs (if it is on). VACUUM too: a rebuilt index leaves every replaced row dead, and until they
 * are cleared a search visits their pages as well (a full reindex made searches twice as slow).
 * SQLite's planner does well without (ANALYZE there could change its plans). Never inside a
 * transaction (VACUUM cannot run in one).
 */
export async function refreshPlannerStatistics(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === "postgres") await sql`vacuum analyze`.execute(db);
}
