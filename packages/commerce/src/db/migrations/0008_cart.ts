import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * The basket and what it is priced with:
 *
 * - `cart`: one per visitor session (`session_hash`, removed with the session) or per customer
 *   (`customer_id`, followed across devices), never both. `public_id` is random and names the cart
 *   in answers; no client ever chooses a cart.
 * - `cart_item`: a line. `line_key` is the sku with its choices in a canonical form, unique in its
 *   cart, so two adds of the same line, even at the same moment, make one line. Choices are JSON in
 *   the input's shapes; prices are never stored (computed from the catalogue on every read).
 * - `coupon` and `coupon_redemption`: codes with their rules; a redemption is recorded when an
 *   order uses one (unique per order), counted against the global and per-customer limits.
 * - `shipping_rate`: the delivery methods per destination country, shared by the cart's estimate
 *   and the checkout. Amounts in euro cents: prices excl. VAT, thresholds incl. VAT.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await autoIncrementId(db.schema.createTable("cart"))
    .addColumn("public_id", "text", (column) => column.notNull().unique())
    .addColumn("session_hash", "text", (column) => column.unique().references("session.token_hash").onDelete("cascade"))
    .addColumn("customer_id", "integer", (column) => column.unique().references("customer.id").onDelete("cascade"))
    .addColumn("coupon_code", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addCheckConstraint("cart_one_owner", sql`(session_hash is null) <> (customer_id is null)`)
    .execute();

  await autoIncrementId(db.schema.createTable("cart_item"))
    .addColumn("cart_id", "integer", (column) => column.notNull().references("cart.id").onDelete("cascade"))
    .addColumn("sku", "text", (column) => column.notNull())
    .addColumn("line_key", "text", (column) => column.notNull())
    .addColumn("quantity", "integer", (column) => column.notNull())
    .addColumn("selected_options", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("selected_custom_options", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("selected_bundle_options", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addUniqueConstraint("cart_item_line", ["cart_id", "line_key"])
    .addCheckConstraint("cart_item_quantity", sql`quantity between 1 and 999`)
    .execute();

  await autoIncrementId(db.schema.createTable("coupon"))
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("percent", "integer")
    .addColumn("amount_cents", "integer")
    .addColumn("min_subtotal_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("usage_limit", "integer")
    .addColumn("usage_per_customer", "integer")
    .addColumn("times_used", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("label_fr", "text", (column) => column.notNull())
    .addColumn("label_en", "text", (column) => column.notNull())
    .addColumn("active", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addCheckConstraint("coupon_type", sql`type in ('percentage', 'fixed_amount', 'free_shipping')`)
    .addCheckConstraint("coupon_times_used", sql`times_used >= 0 and (usage_limit is null or times_used <= usage_limit)`)
    .execute();

  await autoIncrementId(db.schema.createTable("coupon_redemption"))
    .addColumn("coupon_id", "integer", (column) => column.notNull().references("coupon.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (column) => column.references("customer.id").onDelete("set null"))
    .addColumn("order_ref", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("coupon_redemption_order", ["coupon_id", "order_ref"])
    .execute();
  await db.schema.createIndex("coupon_redemption_customer").on("coupon_redemption").columns(["coupon_id", "customer_id"]).execute();

  await autoIncrementId(db.schema.createTable("shipping_rate"))
    .addColumn("country", "text", (column) => column.notNull())
    .addColumn("code", "text", (column) => column.notNull())
    .addColumn("carrier", "text", (column) => column.notNull())
    .addColumn("label_fr", "text", (column) => column.notNull())
    .addColumn("label_en", "text", (column) => column.notNull())
    .addColumn("price_cents", "integer", (column) => column.notNull())
    .addColumn("free_from_cents", "integer")
    .addColumn("needs_pickup_point", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("min_days", "integer", (column) => column.notNull())
    .addColumn("max_days", "integer", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("active", "integer", (column) => column.notNull().defaultTo(1))
    .addUniqueConstraint("shipping_rate_method", ["country", "code"])
    .execute();
}
