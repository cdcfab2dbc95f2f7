import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Store credit (avoir, modules/store-credit; ADR 073): a ledger per customer.
 *
 * - `customer_store_credit`: the balance of each customer who ever had some, in euro cents. Its
 *   check says it never goes below zero, and spending is one conditional update
 *   (`… where balance_cents >= :amount`), so two checkouts spending at once cannot overdraw it on
 *   either database: the second's update matches no row and is refused.
 * - `store_credit_entry`: every change, with its action (`added_by_shop`, `refunded`,
 *   `spent_on_order`, `order_cancelled`), its signed amount and the balance it left; the order and
 *   the refund it concerns (`refund_id` is a plain integer: the refunds' table comes later), the
 *   words for the shopper (`comment`) and the operator (`staff`). An order is spent on once and
 *   given back once (partial unique index on the order and those two actions).
 * - `cart.use_store_credit`: the shopper chose to pay the cart with their store credit (1); what
 *   it pays is decided on every read (ADR 047) and again when the order is placed.
 * - `sales_order.store_credit_cents`: what store credit paid of the order (0: none); the payment
 *   method was charged the grand total minus that.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("customer_store_credit")
    .addColumn("customer_id", "integer", (column) => column.primaryKey().references("customer.id").onDelete("cascade"))
    .addColumn("balance_cents", "integer", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addCheckConstraint("customer_store_credit_balance", sql`balance_cents >= 0`)
    .execute();

  await autoIncrementId(db.schema.createTable("store_credit_entry"))
    .addColumn("customer_id", "integer", (column) => column.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("balance_cents", "integer", (column) => column.notNull())
    .addColumn("order_id", "integer", (column) => column.references("sales_order.id"))
    .addColumn("refund_id", "integer")
    .addColumn("comment", "text")
    .addColumn("staff", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addCheckConstraint("store_credit_entry_action", sql`action in ('added_by_shop', 'refunded', 'spent_on_order', 'order_cancelled')`)
    .addCheckConstraint("store_credit_entry_amount", sql`amount_cents <> 0 and balance_cents >= 0`)
    .execute();
  // A customer's history, newest first.
  await db.schema.createIndex("store_credit_entry_customer").on("store_credit_entry").columns(["customer_id", "id"]).execute();
  // Spent on an order once, given back once.
  await db.schema
    .createIndex("store_credit_entry_once_per_order")
    .on("store_credit_entry")
    .columns(["order_id", "action"])
    .unique()
    .where(sql.ref("action"), "in", ["spent_on_order", "order_cancelled"])
    .execute();

  await db.schema.alterTable("cart").addColumn("use_store_credit", "integer", (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("sales_order").addColumn("store_credit_cents", "integer", (column) => column.notNull().defaultTo(0)).execute();
}
