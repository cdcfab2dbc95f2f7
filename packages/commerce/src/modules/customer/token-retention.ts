import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { purgeInBatches } from "../../shared/purge-in-batches.ts";

/**
 * How long an account link's row outlives its expiry (used, revoked or never used alike). For
 * that week support can still tell a shopper what became of a link ("used on…", "expired on…",
 * "replaced by a newer one"); after it the row only holds an account's id and, for an address
 * change, the address asked for: it is deleted.
 */
export const SPENT_TOKEN_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes the account links (`customer_token`) expired more than SPENT_TOKEN_KEEP_MS ago, in
 * bounded batches (housekeeping; safe in several processes at once). A link is used, if ever,
 * before it expires, so its expiry alone says when it can go. Resolves to the rows deleted.
 */
export function purgeSpentTokens(db: Kysely<Database>, options: { batchSize?: number; now?: Date } = {}): Promise<number> {
  const before = new Date((options.now ?? new Date()).getTime() - SPENT_TOKEN_KEEP_MS).toISOString();
  return purgeInBatches(
    db,
    (limit, claimed) =>
      db
        .deleteFrom("customer_token")
        .where("id", "in", claimed(db.selectFrom("customer_token").select("id").where("expires_at", "<", before).limit(limit)))
        .executeTakeFirst(),
    options.batchSize,
  );
}
