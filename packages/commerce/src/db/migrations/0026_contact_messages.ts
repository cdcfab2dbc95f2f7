import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Contact messages (modules/contact; ADR 082): `contact_message`, one row per message a shopper
 * sent with the contact form, kept for the operator (`npm run admin -- contact …`) until
 * housekeeping deletes it (CONTACT_MESSAGE_RETENTION_DAYS). The message itself goes to the shop's
 * address through the outbox; nothing is ever sent to the address typed.
 *
 * - `store`: the store it was sent from (`fr`, `en`): the language to answer in.
 * - `name`, `email`: who wrote, as typed (the e-mail trimmed and lower-cased), to answer them.
 * - `subject`: `order_question`, `product_advice`, `professional_enquiry` or `other`.
 * - `order_number`: the order it is about, as typed; null when none was given.
 * - `client_hash`: sha256 of the client address's throttling key, never the address itself: enough
 *   to see that many messages came from one place, nothing more.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await autoIncrementId(db.schema.createTable("contact_message"))
    .addColumn("store", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("order_number", "text")
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("client_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addCheckConstraint("contact_message_subject", sql`subject in ('order_question', 'product_advice', 'professional_enquiry', 'other')`)
    .addCheckConstraint("contact_message_store", sql`store in ('fr', 'en')`)
    .execute();
  // The operator's list (newest first, since a date) and housekeeping's deletion of old messages.
  await db.schema.createIndex("contact_message_created").on("contact_message").column("created_at").execute();
}
