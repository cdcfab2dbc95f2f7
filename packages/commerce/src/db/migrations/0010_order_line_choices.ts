import type { Kysely } from "kysely";

/**
 * `sales_order_line.choices`: the cart line's choices as the cart stored them (JSON of the
 * options, custom options and bundle choices by id), so that an order cancelled by its shopper
 * before it was paid gives back a basket with exactly the same lines. Null for orders placed
 * before it (their basket is rebuilt from the unit bought).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sales_order_line").addColumn("choices", "text").execute();
}
