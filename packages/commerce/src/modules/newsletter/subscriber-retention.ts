import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { purgeInBatches } from "../../shared/purge-in-batches.ts";

/**
 * Pending subscriptions whose link has expired (housekeeping, ADR 071 and 083; safe in several
 * processes at once): an address that never confirmed is deleted, as nothing was consented for it;
 * one that had consented before (it unsubscribed, then asked again without confirming) goes back
 * to unsubscribed, so the record of the consent it gave and withdrew stays. Resolves to the rows
 * deleted or put back.
 */
export async function purgeExpiredPending(db: Kysely<Database>, options: { batchSize?: number; now?: Date } = {}): Promise<number> {
  const now = (options.now ?? new Date()).toISOString();
  const deleted = await purgeInBatches(
    db,
    (limit, claimed) =>
      db
        .deleteFrom("newsletter_subscriber")
        .where(
          "id",
          "in",
          claimed(db.selectFrom("newsletter_subscriber").select("id").where("status", "=", "pending").where("token_expires_at", "<", now).where("consent_at", "is", null).limit(limit)),
        )
        .executeTakeFirst(),
    options.batchSize,
  );
  // Few rows (an earlier consent, asked again, not confirmed): one statement.
  const reverted = await db
    .updateTable("newsletter_subscriber")
    .set({ status: "unsubscribed", token_hash: null, token_expires_at: null, updated_at: now })
    .where("status", "=", "pending")
    .where("token_expires_at", "<", now)
    .where("consent_at", "is not", null)
    .executeTakeFirst();
  return deleted + Number(reverted.numUpdatedRows);
}
