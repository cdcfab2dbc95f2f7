import type { Kysely } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * The stock-change feed (modules/stock): one row each time a listed product's visible
 * availability (or the listing price that follows it: a bundle's first choice in stock) changes
 * through a stock change. `id` is the feed position every process reads forward from, so it must
 * only grow: SQLite's AUTOINCREMENT never reuses an id (even once older rows are pruned), and a
 * PostgreSQL sequence never goes back. Rows older than an hour are pruned by whoever appends
 * (the `created_at` index).
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await autoIncrementId(db.schema.createTable("stock_change"))
    .addColumn("product_id", "integer", (column) => column.notNull())
    .addColumn("in_stock", "integer", (column) => column.notNull())
    .addColumn("price_cents", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("stock_change_created_at").on("stock_change").column("created_at").execute();
}
