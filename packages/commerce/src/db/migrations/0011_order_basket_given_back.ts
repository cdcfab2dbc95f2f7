import { type Kysely, sql } from "kysely";

/**
 * `sales_order.basket_restored_at`: when the basket of a cancelled unpaid order went back into its
 * shopper's cart. Claimed by a conditional update, so the basket comes back once per order,
 * whoever cancelled it (the shopper, the lapse of its payment delay) and however often the
 * shopper asks. Orders cancelled before it count as given back: their shopper's cancellation
 * already gave it, and an old order's lines are not pushed into a cart now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sales_order").addColumn("basket_restored_at", "text").execute();
  await sql`update sales_order set basket_restored_at = updated_at where status = 'cancelled'`.execute(db);
}
