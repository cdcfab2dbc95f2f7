import type { Kysely } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * E-mail through a transactional outbox (shared/mail):
 *
 * - `outbox_message`: one row per message to send, inserted in the transaction of the change that
 *   causes it, so both commit or neither does. It holds the template's name and the data to render
 *   it with (rendered when it is sent, outside any write transaction), its recipient and language,
 *   and its delivery state: `pending` (due from `available_at`; leased by one worker until
 *   `leased_until`), `sent` or `parked` (failed every attempt; kept for the operator, never deleted).
 *   `message_id` is the stable part of its Message-ID header, the same on every attempt.
 * - `customer.language`: the store language the customer registered in, so later messages are
 *   written in it. Existing accounts were all created in the French store's default.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("customer")
    .addColumn("language", "text", (column) => column.notNull().defaultTo("fr"))
    .execute();

  await autoIncrementId(db.schema.createTable("outbox_message"))
    .addColumn("message_id", "text", (column) => column.notNull().unique())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("recipient", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("available_at", "text", (column) => column.notNull())
    .addColumn("leased_until", "text")
    .addColumn("lease_owner", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .execute();
  // The workers' question: which pending messages are due, oldest first.
  await db.schema.createIndex("outbox_message_due").on("outbox_message").columns(["status", "available_at"]).execute();
}
