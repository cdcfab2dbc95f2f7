import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely, Transaction } from "kysely";
import { type Durability, withDurability } from "../db/durability.ts";
import type { Database } from "../db/schema.ts";

/**
 * What a service's statements run on: the database handle, or the transaction of the unit of work
 * it joins (`ServiceScope.executor`). A `Transaction` is a `Kysely`, so services take either.
 */
export type Executor = Kysely<Database>;

export interface TransactionOptions {
  /**
   * PostgreSQL isolation. `read committed` (the default) suits conditional updates (`… where
   * qty >= :wanted` re-checks the row it waited for); `serializable` is for work that reads and
   * then decides. SQLite's transactions are serializable whatever is asked.
   */
  isolation?: "read committed" | "serializable";
  /** Attempts in all when PostgreSQL reports a serialization failure or a deadlock (default 5). */
  attempts?: number;
  /** Whether COMMIT waits for the disk (db/durability.ts): `full` unless the writes can be lost to a power cut. */
  durability?: Durability;
}

/** SQLSTATE of the failures that retrying the whole transaction resolves. */
const RETRYABLE_SQLSTATE = new Set(["40001", "40P01"]);
const FIRST_BACKOFF_MS = 5;
const MAX_BACKOFF_MS = 200;

/** Whether PostgreSQL aborted the transaction only because a concurrent one won (retry it). */
export function isTransactionConflict(error: unknown): boolean {
  for (let candidate = error, depth = 0; candidate && depth < 5; depth++) {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === "string" && RETRYABLE_SQLSTATE.has(code)) return true;
    candidate = (candidate as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work` as one unit of work in a transaction: committed when it resolves, rolled back
 * when it throws. Several services' writes join it by receiving the transaction as their
 * executor (`serviceScope({ executor: trx })`); when `executor` is already a transaction, `work`
 * simply joins it (the outer one commits).
 *
 * SQLite: `begin immediate` (sqlite-driver.ts), so writers queue for the lock at BEGIN (waited
 * for without blocking the event loop) instead of failing late, half-way through.
 * PostgreSQL: a serialization failure or a deadlock rolls the attempt back and the whole work
 * is run again after a short jittered back-off, a bounded number of times; `work` must
 * therefore do nothing outside the database that it could not do twice.
 */
export async function inTransaction<T>(executor: Executor, work: (trx: Transaction<Database>) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  if (executor.isTransaction) return work(executor as Transaction<Database>);
  const attempts = Math.max(1, options.attempts ?? 5);
  for (let attempt = 1; ; attempt++) {
    try {
      const builder = options.isolation ? executor.transaction().setIsolationLevel(options.isolation) : executor.transaction();
      return await withDurability(options.durability ?? "full", () => builder.execute(work));
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      // Full jitter: concurrent losers spread out instead of colliding again in step.
      const ceiling = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (attempt - 1));
      await sleep(Math.random() * ceiling);
    }
  }
}
