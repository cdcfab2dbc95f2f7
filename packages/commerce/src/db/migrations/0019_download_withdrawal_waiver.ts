import type { Kysely } from "kysely";

/**
 * The shopper's consent to the immediate supply of downloadable products, and their
 * acknowledgement that they thereby lose the right of withdrawal for them (without both, asked
 * before the order, digital content keeps the 14-day right):
 *
 * - `sales_order.download_waiver_at`: when the shopper gave both, i.e. when the order holding a
 *   downloadable product was placed with them (ISO 8601); null for an order with nothing to
 *   download, and for the orders placed before the checkout asked (they keep their right).
 * - `invoice.download_waiver_at`: the same date, copied when the invoice is issued, so that its
 *   legal notices say the downloads were sold without a right of withdrawal; null on the invoices
 *   issued before, which keep the notices they were printed with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sales_order").addColumn("download_waiver_at", "text").execute();
  await db.schema.alterTable("invoice").addColumn("download_waiver_at", "text").execute();
}
