import type { Kysely } from "kysely";

/**
 * `newsletter_subscription`: a customer's consent to the newsletter, one row per customer, kept
 * when they unsubscribe so that the date of the consent they gave (and withdrew) stays on record.
 * The address the newsletter goes to is the account's own (read when it is sent), so a changed
 * e-mail needs no second write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_subscription")
    .addColumn("customer_id", "integer", (column) => column.primaryKey().references("customer.id").onDelete("cascade"))
    .addColumn("subscribed", "integer", (column) => column.notNull())
    .addColumn("store", "text", (column) => column.notNull())
    .addColumn("consent_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
}
