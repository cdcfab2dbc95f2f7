import type { Kysely } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Invoices (modules/invoice):
 *
 * - `invoice`: one per order for now (`order_id` unique), made when the order is paid. It is an
 *   immutable snapshot of what it says, so that a later change of the shop's identity, the
 *   catalogue or the order's rows never rewrites an issued invoice: the seller (legal name and
 *   registration numbers as configured then), the buyer (billing address, e-mail), the lines, the
 *   delivery, the coupon, the VAT breakdown by rate and the payment, as JSON; the totals as
 *   integer euro cents, so that they can be summed by SQL (accounting). `number` is
 *   `FA-<year>-<6 digits>`. The order is never deleted under its invoice (no cascade: an invoice
 *   is kept for ten years, Code de commerce L123-22).
 * - `invoice_number_sequence`: the last number of each year, counted up under its row lock in
 *   the unit of work that inserts the invoice, so numbers have no gap (a rolled-back payment rolls
 *   its number back too).
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("invoice_number_sequence")
    .addColumn("year", "integer", (column) => column.primaryKey())
    .addColumn("last_number", "integer", (column) => column.notNull())
    .execute();

  await autoIncrementId(db.schema.createTable("invoice"))
    .addColumn("order_id", "integer", (column) => column.notNull().unique().references("sales_order.id"))
    .addColumn("number", "text", (column) => column.notNull().unique())
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("sequence", "integer", (column) => column.notNull())
    .addColumn("store", "text", (column) => column.notNull())
    .addColumn("currency", "text", (column) => column.notNull())
    .addColumn("order_number", "text", (column) => column.notNull())
    .addColumn("sale_date", "text", (column) => column.notNull())
    .addColumn("issued_at", "text", (column) => column.notNull())
    .addColumn("seller", "text", (column) => column.notNull())
    .addColumn("buyer", "text", (column) => column.notNull())
    .addColumn("lines", "text", (column) => column.notNull())
    .addColumn("delivery", "text", (column) => column.notNull())
    .addColumn("coupon", "text")
    .addColumn("vat_breakdown", "text", (column) => column.notNull())
    .addColumn("payment", "text", (column) => column.notNull())
    .addColumn("subtotal_excl_cents", "integer", (column) => column.notNull())
    .addColumn("subtotal_incl_cents", "integer", (column) => column.notNull())
    .addColumn("discount_excl_cents", "integer", (column) => column.notNull())
    .addColumn("discount_incl_cents", "integer", (column) => column.notNull())
    .addColumn("shipping_excl_cents", "integer", (column) => column.notNull())
    .addColumn("shipping_incl_cents", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("grand_total_excl_cents", "integer", (column) => column.notNull())
    .addColumn("grand_total_incl_cents", "integer", (column) => column.notNull())
    .addUniqueConstraint("invoice_year_sequence", ["year", "sequence"])
    .execute();
}
