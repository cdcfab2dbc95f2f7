import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * In-stock alerts (modules/stock-alert; ADR 080): `stock_alert`, one row per product and address
 * (unique), so asking twice makes one alert and a restock one message.
 *
 * - `product_id`: the product asked for (a simple product, a variant, or a configurable, grouped
 *   product or bundle as a whole); its alerts go with it.
 * - `email`: the address written to, normalised (trimmed, lower case). `customer_id`: the
 *   signed-in customer who asked (their account's address), removed with the account as the rest
 *   of a customer's data is; a visitor's alert has none.
 * - `store`: the store asked in (the message's language). `product_name`: the name then (a
 *   variant's with its option labels), shown once the product is no longer sold.
 * - `status`: `unconfirmed` (a visitor's, waiting for the link), `active`, `notified` (the message
 *   is sent: nothing more will be).
 * - `token_hash`: sha256 of the token of the last link sent (a confirmation, or the back-in-stock
 *   message's stop link), unique; `token_expires_at`: a confirmation link's end (48 hours), null
 *   for a stop link, which does not expire.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await autoIncrementId(db.schema.createTable("stock_alert"))
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("customer_id", "integer", (column) => column.references("customer.id").onDelete("cascade"))
    .addColumn("store", "text", (column) => column.notNull())
    .addColumn("product_name", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("token_hash", "text", (column) => column.unique())
    .addColumn("token_expires_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("notified_at", "text")
    .addCheckConstraint("stock_alert_status", sql`status in ('unconfirmed', 'active', 'notified')`)
    .addUniqueConstraint("stock_alert_once", ["product_id", "email"])
    .execute();
  // The restock listener's question: a product's active alerts.
  await db.schema.createIndex("stock_alert_product_status").on("stock_alert").columns(["product_id", "status"]).execute();
  // A customer's list, newest first.
  await db.schema.createIndex("stock_alert_customer").on("stock_alert").columns(["customer_id", "created_at"]).execute();
  // Unsubscribing: every alert of an address.
  await db.schema.createIndex("stock_alert_email").on("stock_alert").column("email").execute();
  // Housekeeping: unconfirmed alerts past their link, notified ones past 90 days.
  await db.schema.createIndex("stock_alert_status_expiry").on("stock_alert").columns(["status", "token_expires_at"]).execute();
  await db.schema.createIndex("stock_alert_status_notified").on("stock_alert").columns(["status", "notified_at"]).execute();
}
