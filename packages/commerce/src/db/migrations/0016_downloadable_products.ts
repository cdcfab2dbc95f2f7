import type { Kysely } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Downloadable products (modules/download):
 *
 * - `product.is_virtual`: 1 for a product delivered as files once paid, never shipped (no weight,
 *   no delivery address or method at checkout); `sales_order_line.is_virtual` keeps it on the
 *   order's line (the order is a snapshot: it is not delivered, it grants downloads when paid,
 *   nothing of it is ever shipped).
 * - `product_download`: the files a virtual product gives access to, in order: `code` names the
 *   authored content the file is made from (media/guides.ts), `max_downloads` is per unit bought.
 * - `download_right`: what a paid order gives its customer, one row per (order line, file), made in
 *   the unit of work that marks the order paid. `public_id` is random (the API's and the URL's id);
 *   `downloads_used` is counted up by one conditional update per download (owner, remaining,
 *   expiry in the same statement), so parallel downloads never exceed `downloads_allowed`.
 *   An order is never deleted under its rights (no cascade), as under its invoice.
 * - Orders of downloadable products only have no delivery: their `shipping_address` and
 *   `shipping_method` hold the JSON `null` (the columns stay not null, so nothing else changes).
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await db.schema.alterTable("product").addColumn("is_virtual", "integer", (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("sales_order_line").addColumn("is_virtual", "integer", (column) => column.notNull().defaultTo(0)).execute();

  await autoIncrementId(db.schema.createTable("product_download"))
    .addColumn("product_id", "integer", (column) => column.notNull().references("product.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("title_fr", "text", (column) => column.notNull())
    .addColumn("title_en", "text", (column) => column.notNull())
    .addColumn("max_downloads", "integer", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("product_download_product").on("product_download").columns(["product_id", "position"]).execute();

  await autoIncrementId(db.schema.createTable("download_right"))
    .addColumn("public_id", "text", (column) => column.notNull().unique())
    .addColumn("customer_id", "integer", (column) => column.notNull().references("customer.id"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("sales_order.id"))
    .addColumn("order_line_id", "integer", (column) => column.notNull().references("sales_order_line.id"))
    .addColumn("product_download_id", "integer", (column) => column.notNull().references("product_download.id"))
    .addColumn("downloads_allowed", "integer", (column) => column.notNull())
    .addColumn("downloads_used", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("granted_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("last_downloaded_at", "text")
    .addUniqueConstraint("download_right_line_file", ["order_line_id", "product_download_id"])
    .execute();
  await db.schema.createIndex("download_right_customer").on("download_right").columns(["customer_id", "granted_at"]).execute();
}
