import type { DeleteResult } from "kysely";
import { dialectOf } from "../db/database.ts";
import type { Executor } from "./transactions.ts";

/**
 * Rows one purge statement deletes at most. A statement holds its locks (PostgreSQL's row locks,
 * SQLite's whole-database write lock) until it ends: a thousand rows keep that to milliseconds,
 * so requests writing meanwhile barely wait, however big the backlog.
 */
export const PURGE_BATCH_SIZE = 1_000;

/** A select (Kysely's SelectQueryBuilder) that can lock what it reads. */
interface Claimable<QB> {
  forUpdate(): { skipLocked(): QB };
}

/**
 * Deletes rows that can no longer be used, in statements of at most `batchSize` rows, until a
 * statement deletes fewer (nothing left, or another process took the rest). Resolves to the
 * rows this call deleted.
 *
 * `deleteBatch(limit)` deletes the rows whose key is in a subquery `claimed(…)` limited to
 * `limit` rows: on PostgreSQL `claimed` adds `for update skip locked`, so two processes purging
 * at once each take rows the other has not locked (never waiting for each other, never
 * deadlocking, each row deleted and counted once); SQLite runs one writer at a time anyway.
 */
export async function purgeInBatches(
  db: Executor,
  deleteBatch: (limit: number, claimed: <QB extends Claimable<QB>>(query: QB) => QB) => Promise<DeleteResult>,
  batchSize = PURGE_BATCH_SIZE,
): Promise<number> {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`batchSize must be a positive integer, not ${batchSize}`);
  const postgres = dialectOf(db) === "postgres";
  const claimed = <QB extends Claimable<QB>>(query: QB): QB => (postgres ? query.forUpdate().skipLocked() : query);
  let total = 0;
  for (;;) {
    const deleted = Number((await deleteBatch(batchSize, claimed)).numDeletedRows);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
