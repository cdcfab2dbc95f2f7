import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { purgeInBatches } from "../../shared/purge-in-batches.ts";

/** How long an unconfirmed alert outlives its link (support can still tell a visitor what became of it). */
export const UNCONFIRMED_KEEP_MS = 7 * 24 * 3_600_000;
/** How long a notified alert is kept (a customer's list shows it that long). */
export const NOTIFIED_KEEP_MS = 90 * 24 * 3_600_000;

/**
 * Deletes the alerts nothing can use any more, in bounded batches (housekeeping; safe in several
 * processes at once): unconfirmed ones whose link expired more than 7 days ago (never confirmed,
 * they will never be), notified ones older than 90 days (done, and out of the customer's list).
 * Resolves to the rows deleted.
 */
export async function purgeSpentAlerts(db: Kysely<Database>, options: { batchSize?: number; now?: Date } = {}): Promise<number> {
  const now = (options.now ?? new Date()).getTime();
  const expiredBefore = new Date(now - UNCONFIRMED_KEEP_MS).toISOString();
  const notifiedBefore = new Date(now - NOTIFIED_KEEP_MS).toISOString();
  const unconfirmed = await purgeInBatches(
    db,
    (limit, claimed) =>
      db
        .deleteFrom("stock_alert")
        .where("id", "in", claimed(db.selectFrom("stock_alert").select("id").where("status", "=", "unconfirmed").where("token_expires_at", "<", expiredBefore).limit(limit)))
        .executeTakeFirst(),
    options.batchSize,
  );
  const notified = await purgeInBatches(
    db,
    (limit, claimed) =>
      db
        .deleteFrom("stock_alert")
        .where("id", "in", claimed(db.selectFrom("stock_alert").select("id").where("status", "=", "notified").where("notified_at", "<", notifiedBefore).limit(limit)))
        .executeTakeFirst(),
    options.batchSize,
  );
  return unconfirmed + notified;
}
