import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type TransactionSettings,
} from "kysely";
import { LRUCache } from "lru-cache";
import { requestedDurability } from "./durability.ts";
import { DatabaseUnavailableError, isSqliteBusy } from "./unavailable.ts";

/** How long a statement waits for a lock another process holds before answering "busy, retry". */
export const SQLITE_LOCK_WAIT_MS = 4_000;
/** The longest pause between two tries for a lock another process holds. */
const MAX_LOCK_PAUSE_MS = 4;

/**
 * SQLite through better-sqlite3, which is synchronous: a lock held by another process (a backup,
 * `npm run reindex`, a migration, another server process's write) must never be waited for
 * inside SQLite (its busy timeout sleeps on the event loop, freezing every request, health
 * checks included). The connection's busy timeout is 0, so a locked statement fails at once
 * with SQLITE_BUSY; it is then retried after short timer sleeps, during which the connection
 * is free for this process's other work (reads in WAL mode never wait for a writer), until
 * `lockWaitMs` has passed: then it fails with the typed, retryable DatabaseUnavailableError.
 *
 * Write transactions take the write lock at BEGIN (`begin immediate`): that is the only
 * statement of a transaction that can meet the lock, so waiting there is safe, and a
 * transaction never fails half-way because another process wrote first. Transactions marked
 * read-only keep SQLite's deferred BEGIN and never wait.
 *
 * The connection syncs every commit to disk (`synchronous = FULL`); a transaction begun with
 * relaxed durability (durability.ts) commits with `synchronous = NORMAL`, which SQLite only lets
 * a connection change outside a transaction: it is set just before that transaction's BEGIN and
 * put back once it ends, so every other write, statements outside transactions included, waits
 * for the disk as before.
 */
export class LockWaitingSqliteDialect implements Dialect {
  readonly #open: () => Promise<SQLite.Database>;
  readonly #lockWaitMs: number;

  constructor(options: { open: () => Promise<SQLite.Database>; lockWaitMs?: number }) {
    this.#open = options.open;
    this.#lockWaitMs = options.lockWaitMs ?? SQLITE_LOCK_WAIT_MS;
  }

  createDriver(): Driver {
    return new LockWaitingSqliteDriver(this.#open, this.#lockWaitMs);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

class LockWaitingSqliteDriver implements Driver {
  readonly #open: () => Promise<SQLite.Database>;
  readonly #lockWaitMs: number;
  readonly #mutex = new ConnectionMutex();
  #connection: LockWaitingSqliteConnection | undefined;

  constructor(open: () => Promise<SQLite.Database>, lockWaitMs: number) {
    this.#open = open;
    this.#lockWaitMs = lockWaitMs;
  }

  async init(): Promise<void> {
    const database = await this.#open();
    database.pragma("busy_timeout = 0");
    this.#connection = new LockWaitingSqliteConnection(database, this.#mutex, this.#lockWaitMs);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // One connection per process, used by one query or transaction at a time.
    await this.#mutex.lock();
    return this.#connection!;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const readOnly = settings.accessMode === "read only";
    const sqlite = connection as LockWaitingSqliteConnection;
    const synchronous = requestedDurability() === "relaxed" ? "normal" : "full";
    // Set before each attempt: while BEGIN waits for another process's lock, this process's other
    // work may use the connection (and set its own level).
    await sqlite.executeQuery(CompiledQuery.raw(readOnly ? "begin" : "begin immediate"), () => sqlite.setSynchronous(synchronous));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const sqlite = connection as LockWaitingSqliteConnection;
    try {
      await sqlite.executeQuery(CompiledQuery.raw("commit"));
    } finally {
      sqlite.setSynchronous("full");
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const sqlite = connection as LockWaitingSqliteConnection;
    try {
      await sqlite.executeQuery(CompiledQuery.raw("rollback"));
    } finally {
      sqlite.setSynchronous("full");
    }
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.#connection?.close();
  }
}

class LockWaitingSqliteConnection implements DatabaseConnection {
  readonly #database: SQLite.Database;
  readonly #mutex: ConnectionMutex;
  readonly #lockWaitMs: number;
  // Kysely prepares every query anew, which costs as much as a small read: statements are kept.
  // One query runs at a time on the connection, so a statement is never used twice at once;
  // SQLite re-prepares a kept statement itself when the schema changes.
  readonly #statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  /** The connection's `synchronous` level as last set (the database module opens it at FULL). */
  #synchronous: "full" | "normal" = "full";

  constructor(database: SQLite.Database, mutex: ConnectionMutex, lockWaitMs: number) {
    this.#database = database;
    this.#mutex = mutex;
    this.#lockWaitMs = lockWaitMs;
  }

  /** Runs a statement; `beforeAttempt` runs right before each try (in the same turn of the event loop). */
  async executeQuery<R>(compiledQuery: CompiledQuery, beforeAttempt?: () => void): Promise<QueryResult<R>> {
    const started = Date.now();
    let pauseMs = 1;
    for (;;) {
      try {
        beforeAttempt?.();
        return this.#run<R>(compiledQuery);
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
        // Inside a transaction the connection belongs to it: the lock cannot be waited for
        // without handing the open transaction to other queries (and with `begin immediate`
        // only BEGIN meets the lock anyway).
        if (this.#database.inTransaction || Date.now() - started + pauseMs > this.#lockWaitMs) {
          throw new DatabaseUnavailableError("busy", { cause: error });
        }
        this.#mutex.unlock();
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        await this.#mutex.lock();
        // Another process's write transaction lasts milliseconds: a pause longer than a few of them
        // only adds to the wait (a failed BEGIN costs microseconds, so polling a long lock is cheap).
        pauseMs = Math.min(pauseMs * 2, MAX_LOCK_PAUSE_MS);
      }
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) throw new Error("SQLite streams select queries only");
    for (const row of this.#prepare(compiledQuery.sql).iterate(compiledQuery.parameters)) yield { rows: [row as R] };
  }

  /** Sets `synchronous` (outside a transaction only: SQLite refuses the change inside one). */
  setSynchronous(level: "full" | "normal"): void {
    if (this.#synchronous === level || this.#database.inTransaction) return;
    // A kept statement: `pragma()` prepares its text anew each time, twice for every relaxed write.
    this.#prepare(`pragma synchronous = ${level}`).run();
    this.#synchronous = level;
  }

  close() {
    this.#database.close();
  }

  #prepare(text: string): SQLite.Statement {
    let statement = this.#statements.get(text);
    if (!statement) {
      statement = this.#database.prepare(text);
      this.#statements.set(text, statement);
    }
    return statement;
  }

  #run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.#prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}

/** Kysely's: one holder at a time, the others wait in turn. */
class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
