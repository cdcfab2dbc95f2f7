import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { purgeInBatches } from "../purge-in-batches.ts";

/**
 * How long a sent e-mail stays in the outbox. Once sent, a row serves only support ("was my
 * confirmation sent, and when?"), which a month answers; after that it is a copy of personal data
 * (recipient, names, addresses) the shop keeps elsewhere where it must (orders, invoices), so it
 * is deleted. Parked messages are kept until an operator deals with them; pending ones are work.
 */
export const SENT_MAIL_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the outbox's messages sent more than SENT_MAIL_KEEP_MS ago, in bounded batches
 * (housekeeping; safe in several processes at once). A message is sent once due, so its
 * `available_at` is older still: the condition on it lets the outbox's index (status,
 * available_at) find them. Resolves to the messages deleted.
 */
export function purgeSentMail(db: Kysely<Database>, options: { batchSize?: number; now?: Date } = {}): Promise<number> {
  const before = new Date((options.now ?? new Date()).getTime() - SENT_MAIL_KEEP_MS).toISOString();
  return purgeInBatches(
    db,
    (limit, claimed) =>
      db
        .deleteFrom("outbox_message")
        .where(
          "id",
          "in",
          claimed(
            db
              .selectFrom("outbox_message")
              .select("id")
              .where("status", "=", "sent")
              .where("available_at", "<", before)
              .where("sent_at", "<", before)
              .limit(limit),
          ),
        )
        .executeTakeFirst(),
    options.batchSize,
  );
}
