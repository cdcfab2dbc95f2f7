import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  type QueryCompiler,
  type QueryResult,
  SelectQueryNode,
  type TransactionSettings,
} from "kysely";
import { requestedDurability } from "./durability.ts";
import { currentRequestDeadline, isExpired } from "./request-deadline.ts";
import { DatabaseUnavailableError, asDatabaseUnavailable, isConnectionLost } from "./unavailable.ts";

/**
 * Kysely's PostgreSQL dialect, made to survive lost connections (a failover, a restart, a pooler
 * restart, an administrator terminating sessions):
 * - a query or BEGIN whose connection turns out to be dead, when nothing has been written on it
 *   (a read outside a transaction, or the BEGIN itself), runs again once on a fresh connection:
 *   it cannot have changed anything, so repeating it is safe;
 * - any other failure due to the connection (a write, a statement inside a transaction, a
 *   COMMIT whose outcome is unknown, no connection to be had) becomes the typed, retryable
 *   DatabaseUnavailableError, which the API and the pages answer with a 503;
 * - a dead connection is never handed out again: the pool drops a client that reported an error
 *   (`prepareStatements` ends it, see database.ts).
 */
export class ResilientPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new ResilientPostgresDriver(super.createDriver());
  }
}

class ResilientPostgresDriver implements Driver {
  readonly #inner: Driver;

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RecoveringConnection(await this.acquireInner(), this);
  }

  /** A connection from the pool; none to be had (database down, pool exhausted) is "unavailable". */
  async acquireInner(): Promise<DatabaseConnection> {
    try {
      return await this.#inner.acquireConnection();
    } catch (error) {
      throw asDatabaseUnavailable(error) ?? error;
    }
  }

  releaseInner(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(connection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const recovering = connection as RecoveringConnection;
    const begin = () => this.#begin(recovering.current, settings);
    try {
      await begin();
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      // Nothing ran in the transaction yet: begin it again on a fresh connection.
      await recovering.replace();
      await recovering.unavailableOnFailure(begin);
    }
    recovering.inTransaction = true;
  }

  /**
   * BEGIN with the transaction's settings. Relaxed durability (durability.ts): its COMMIT does not
   * wait for the WAL to be flushed (the others' still do), set in the same round trip as BEGIN.
   */
  async #begin(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (requestedDurability() !== "relaxed") return this.#inner.beginTransaction(connection, settings);
    if (settings.isolationLevel || settings.accessMode) {
      await this.#inner.beginTransaction(connection, settings);
      await connection.executeQuery(CompiledQuery.raw("set local synchronous_commit = off"));
      return;
    }
    await connection.executeQuery(CompiledQuery.raw("begin; set local synchronous_commit = off"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const recovering = connection as RecoveringConnection;
    recovering.inTransaction = false;
    await recovering.unavailableOnFailure(() => this.#inner.commitTransaction(recovering.current));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const recovering = connection as RecoveringConnection;
    recovering.inTransaction = false;
    await recovering.unavailableOnFailure(() => this.#inner.rollbackTransaction(recovering.current));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    const recovering = connection as RecoveringConnection;
    await recovering.unavailableOnFailure(() => this.#inner.savepoint!(recovering.current, name, compile));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    const recovering = connection as RecoveringConnection;
    await recovering.unavailableOnFailure(() => this.#inner.rollbackToSavepoint!(recovering.current, name, compile));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    const recovering = connection as RecoveringConnection;
    await recovering.unavailableOnFailure(() => this.#inner.releaseSavepoint!(recovering.current, name, compile));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const recovering = connection as RecoveringConnection;
    if (recovering.held) await this.#inner.releaseConnection(recovering.current);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** The connection Kysely holds; the pooled connection under it may be swapped for a fresh one. */
class RecoveringConnection implements DatabaseConnection {
  current: DatabaseConnection;
  /** False between giving a dead connection back and getting a fresh one (which may fail). */
  held = true;
  inTransaction = false;
  readonly #driver: ResilientPostgresDriver;

  constructor(current: DatabaseConnection, driver: ResilientPostgresDriver) {
    this.current = current;
    this.#driver = driver;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.current.executeQuery<R>(compiledQuery);
    } catch (error) {
      // A connection given up as silent (database.ts) fails typed already: not tried again, a
      // fresh connection would wait on the same silence. Nor is a request past its deadline's.
      if (!isConnectionLost(error) || error instanceof DatabaseUnavailableError) throw error;
      const deadline = currentRequestDeadline();
      if (this.inTransaction || !isRead(compiledQuery) || (deadline && isExpired(deadline))) throw new DatabaseUnavailableError("connection", { cause: error });
      await this.replace();
      return this.unavailableOnFailure(() => this.current.executeQuery<R>(compiledQuery));
    }
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.current.streamQuery<R>(compiledQuery, chunkSize);
  }

  /** Gives the dead connection back (the pool discards it) and takes a fresh one. */
  async replace(): Promise<void> {
    this.held = false;
    await this.#driver.releaseInner(this.current);
    this.current = await this.#driver.acquireInner();
    this.held = true;
  }

  async unavailableOnFailure<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw isConnectionLost(error) ? new DatabaseUnavailableError("connection", { cause: error }) : error;
    }
  }
}

/**
 * A statement that only reads, so running it twice is the same as running it once: a select
 * (built, or raw text) that neither locks rows, nor writes through a `with`, nor calls a function
 * with effects the shop uses.
 */
const isRead = ({ query, sql }: CompiledQuery) =>
  (SelectQueryNode.is(query) || /^\s*select\s/i.test(sql)) && !/\b(insert|update|delete|for\s+(no\s+key\s+)?(share|key\s+share)|pg_notify|nextval|setval|pg_advisory\w*)\b/i.test(sql);
