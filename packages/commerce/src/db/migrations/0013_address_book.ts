import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * `customer_address`: the signed-in customer's address book (modules/address-book).
 *
 * - The address is one JSON column, `address`, in exactly the form the checkout's addresses and
 *   the orders' snapshots have (`CheckoutAddress`, written only from `checkAddress`'s answer): an
 *   address moves between the book, the cart's checkout and an order unchanged, and two
 *   addresses are the same when their JSON is. Nothing searches by a field of it.
 * - `default_shipping` and `default_billing` (0 or 1): at most one of each per customer, which two
 *   partial unique indexes state (a write that broke it would fail, never leave two defaults).
 * - Deleted with their customer (cascade); `customer_id, id` indexed: every statement names the owner.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await autoIncrementId(db.schema.createTable("customer_address"))
    .addColumn("customer_id", "integer", (column) => column.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("address", "text", (column) => column.notNull())
    .addColumn("default_shipping", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("default_billing", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addCheckConstraint("customer_address_flags", sql`default_shipping in (0, 1) and default_billing in (0, 1)`)
    .execute();
  await db.schema.createIndex("customer_address_customer").on("customer_address").columns(["customer_id", "id"]).execute();
  await db.schema.createIndex("customer_address_default_shipping").on("customer_address").column("customer_id").unique().where(sql.ref("default_shipping"), "=", 1).execute();
  await db.schema.createIndex("customer_address_default_billing").on("customer_address").column("customer_id").unique().where(sql.ref("default_billing"), "=", 1).execute();
}
