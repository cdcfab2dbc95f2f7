import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Checkout, delivery, payment and orders:
 *
 * - `cart` gains the checkout's state (e-mail, addresses as JSON, delivery method and pickup
 *   point), kept with the cart so that it survives a reload and follows the cart's owner.
 * - `product.weight_grams` and `shipping_rate_band`: delivery priced per weight band (a method's
 *   own `price_cents` applies above its last band, or when it has none).
 * - `pickup_point` (the relay network) and `postcode_area` (centroids of postcode areas and
 *   localities), so the nearest points are found without any external service.
 * - `sales_order` and `sales_order_line`: an order is a snapshot (names, options, prices, VAT,
 *   addresses, delivery, currency and rate) that never changes with the catalogue.
 *   `idempotency_key` is unique: the same key can only ever name one order.
 *   `sales_order_event`: every change of status, with its time and cause.
 *   `order_number_sequence`: human-readable numbers, sequential per year.
 * - `payment` (one attempt to pay an order with a provider) and `payment_event` (each provider
 *   notification, unique per provider and event id: a repeated one changes nothing).
 * - `shipment` and `shipment_line`: an order shipped in one or several parts.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  for (const column of ["checkout_email", "shipping_address", "billing_address", "shipping_method", "pickup_point_id"]) {
    await db.schema.alterTable("cart").addColumn(column, "text").execute();
  }
  await db.schema.alterTable("product").addColumn("weight_grams", "integer").execute();

  await autoIncrementId(db.schema.createTable("shipping_rate_band"))
    .addColumn("rate_id", "integer", (column) => column.notNull().references("shipping_rate.id").onDelete("cascade"))
    .addColumn("max_weight_grams", "integer", (column) => column.notNull())
    .addColumn("price_cents", "integer", (column) => column.notNull())
    .addUniqueConstraint("shipping_rate_band_limit", ["rate_id", "max_weight_grams"])
    .execute();

  await db.schema
    .createTable("pickup_point")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("carrier", "text", (column) => column.notNull())
    .addColumn("country", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("street_lines", "text", (column) => column.notNull())
    .addColumn("postcode", "text", (column) => column.notNull())
    .addColumn("locality", "text", (column) => column.notNull())
    .addColumn("latitude", "double precision", (column) => column.notNull())
    .addColumn("longitude", "double precision", (column) => column.notNull())
    .addColumn("schedule", "text", (column) => column.notNull())
    .addColumn("active", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("pickup_point_country").on("pickup_point").columns(["country", "latitude"]).execute();

  await autoIncrementId(db.schema.createTable("postcode_area"))
    .addColumn("country", "text", (column) => column.notNull())
    .addColumn("postcode_prefix", "text", (column) => column.notNull())
    .addColumn("locality", "text", (column) => column.notNull())
    .addColumn("locality_folded", "text", (column) => column.notNull())
    .addColumn("latitude", "double precision", (column) => column.notNull())
    .addColumn("longitude", "double precision", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("postcode_area_prefix").on("postcode_area").columns(["country", "postcode_prefix"]).execute();
  await db.schema.createIndex("postcode_area_locality").on("postcode_area").columns(["country", "locality_folded"]).execute();

  await db.schema
    .createTable("order_number_sequence")
    .addColumn("year", "integer", (column) => column.primaryKey())
    .addColumn("last_number", "integer", (column) => column.notNull())
    .execute();

  await autoIncrementId(db.schema.createTable("sales_order"))
    .addColumn("public_id", "text", (column) => column.notNull().unique())
    .addColumn("number", "text", (column) => column.notNull().unique())
    .addColumn("idempotency_key", "text", (column) => column.notNull().unique())
    .addColumn("cart_fingerprint", "text", (column) => column.notNull())
    .addColumn("store", "text", (column) => column.notNull())
    .addColumn("customer_id", "integer", (column) => column.references("customer.id").onDelete("set null"))
    .addColumn("session_hash", "text")
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("payment_method", "text", (column) => column.notNull())
    .addColumn("currency", "text", (column) => column.notNull())
    .addColumn("exchange_rate", "text", (column) => column.notNull())
    .addColumn("subtotal_excl_cents", "integer", (column) => column.notNull())
    .addColumn("subtotal_incl_cents", "integer", (column) => column.notNull())
    .addColumn("discount_excl_cents", "integer", (column) => column.notNull())
    .addColumn("discount_incl_cents", "integer", (column) => column.notNull())
    .addColumn("shipping_excl_cents", "integer", (column) => column.notNull())
    .addColumn("shipping_incl_cents", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("grand_total_excl_cents", "integer", (column) => column.notNull())
    .addColumn("grand_total_incl_cents", "integer", (column) => column.notNull())
    .addColumn("display_totals", "text", (column) => column.notNull())
    .addColumn("coupon_code", "text")
    .addColumn("coupon_label", "text")
    .addColumn("shipping_method", "text", (column) => column.notNull())
    .addColumn("pickup_point", "text")
    .addColumn("shipping_address", "text", (column) => column.notNull())
    .addColumn("billing_address", "text", (column) => column.notNull())
    .addColumn("flag", "text")
    .addColumn("payment_due_at", "text")
    .addColumn("placed_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addCheckConstraint(
      "sales_order_status",
      sql`status in ('pending_payment', 'processing', 'partially_shipped', 'shipped', 'complete', 'cancelled')`,
    )
    .execute();
  await db.schema.createIndex("sales_order_customer").on("sales_order").columns(["customer_id", "placed_at"]).execute();
  await db.schema.createIndex("sales_order_due").on("sales_order").columns(["status", "payment_due_at"]).execute();

  await autoIncrementId(db.schema.createTable("sales_order_line"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("sales_order.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("product_sku", "text", (column) => column.notNull())
    .addColumn("sku", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("options", "text", (column) => column.notNull())
    .addColumn("units", "text", (column) => column.notNull())
    .addColumn("quantity", "integer", (column) => column.notNull())
    .addColumn("quantity_shipped", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("unit_excl_cents", "integer", (column) => column.notNull())
    .addColumn("unit_incl_cents", "integer", (column) => column.notNull())
    .addColumn("row_excl_cents", "integer", (column) => column.notNull())
    .addColumn("row_incl_cents", "integer", (column) => column.notNull())
    .addColumn("discount_excl_cents", "integer", (column) => column.notNull())
    .addColumn("discount_incl_cents", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("display_prices", "text", (column) => column.notNull())
    .addUniqueConstraint("sales_order_line_position", ["order_id", "position"])
    .addCheckConstraint("sales_order_line_quantity", sql`quantity > 0 and quantity_shipped between 0 and quantity`)
    .execute();

  await autoIncrementId(db.schema.createTable("sales_order_event"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("sales_order.id").onDelete("cascade"))
    .addColumn("status_from", "text")
    .addColumn("status_to", "text", (column) => column.notNull())
    .addColumn("cause", "text", (column) => column.notNull())
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("sales_order_event_order").on("sales_order_event").columns(["order_id", "id"]).execute();

  await autoIncrementId(db.schema.createTable("payment"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("sales_order.id").onDelete("cascade"))
    .addColumn("provider", "text", (column) => column.notNull())
    .addColumn("reference", "text", (column) => column.notNull().unique())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("currency", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("last_event_at", "text")
    .addColumn("expires_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addCheckConstraint("payment_status", sql`status in ('pending', 'paid', 'failed', 'cancelled', 'refunded')`)
    .execute();
  await db.schema.createIndex("payment_order").on("payment").columns(["order_id"]).execute();
  await db.schema.createIndex("payment_due").on("payment").columns(["status", "expires_at"]).execute();

  await autoIncrementId(db.schema.createTable("payment_event"))
    .addColumn("provider", "text", (column) => column.notNull())
    .addColumn("event_id", "text", (column) => column.notNull())
    .addColumn("payment_id", "integer", (column) => column.references("payment.id").onDelete("set null"))
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("amount_cents", "integer")
    .addColumn("currency", "text")
    .addColumn("occurred_at", "text", (column) => column.notNull())
    .addColumn("outcome", "text", (column) => column.notNull())
    .addColumn("received_at", "text", (column) => column.notNull())
    .addUniqueConstraint("payment_event_once", ["provider", "event_id"])
    .execute();

  await autoIncrementId(db.schema.createTable("shipment"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("sales_order.id").onDelete("cascade"))
    .addColumn("carrier", "text", (column) => column.notNull())
    .addColumn("tracking_number", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("shipment_order").on("shipment").columns(["order_id"]).execute();

  await autoIncrementId(db.schema.createTable("shipment_line"))
    .addColumn("shipment_id", "integer", (column) => column.notNull().references("shipment.id").onDelete("cascade"))
    .addColumn("order_line_id", "integer", (column) => column.notNull().references("sales_order_line.id").onDelete("cascade"))
    .addColumn("quantity", "integer", (column) => column.notNull())
    .addCheckConstraint("shipment_line_quantity", sql`quantity > 0`)
    .execute();
}
