import type { Kysely } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Credit notes (factures d'avoir, modules/invoice) and revoked download rights:
 *
 * - `credit_note`: cancels all or part of an issued invoice, which itself never changes. Like
 *   `invoice`, an immutable snapshot of what it says: the invoice it credits (id, number and date
 *   of issue, as printed), the seller as configured when it is issued, the buyer the invoice was
 *   made out to, the lines credited with their quantities and amounts, the delivery credited (JSON
 *   `null`: none), the coupon, the VAT by rate and how the money goes back, as JSON; the totals
 *   credited as positive integer euro cents (what is taken off the invoice's, so that SQL can
 *   sum both). An invoice may have several (a return of some lines, then of others), so nothing
 *   is unique by order or invoice: the service never lets them credit more than was invoiced.
 *   `number` is `AV-<year>-<6 digits>`. Neither the order nor the invoice is ever deleted under
 *   it (no cascade: kept ten years, as invoices are).
 * - `credit_note_number_sequence`: the last number of each year, its own unbroken sequence,
 *   counted up under its row lock in the unit of work that inserts the credit note.
 * - `download_right.revoked_at`: set when the order is cancelled; a revoked right serves no file,
 *   is not listed, and answers as a right that does not exist.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("credit_note_number_sequence")
    .addColumn("year", "integer", (column) => column.primaryKey())
    .addColumn("last_number", "integer", (column) => column.notNull())
    .execute();

  await autoIncrementId(db.schema.createTable("credit_note"))
    .addColumn("invoice_id", "integer", (column) => column.notNull().references("invoice.id"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("sales_order.id"))
    .addColumn("number", "text", (column) => column.notNull().unique())
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("sequence", "integer", (column) => column.notNull())
    .addColumn("store", "text", (column) => column.notNull())
    .addColumn("currency", "text", (column) => column.notNull())
    .addColumn("invoice_number", "text", (column) => column.notNull())
    .addColumn("invoice_issued_at", "text", (column) => column.notNull())
    .addColumn("order_number", "text", (column) => column.notNull())
    .addColumn("reason", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("seller", "text", (column) => column.notNull())
    .addColumn("buyer", "text", (column) => column.notNull())
    .addColumn("lines", "text", (column) => column.notNull())
    .addColumn("delivery", "text", (column) => column.notNull())
    .addColumn("coupon", "text")
    .addColumn("vat_breakdown", "text", (column) => column.notNull())
    .addColumn("refund", "text", (column) => column.notNull())
    .addColumn("subtotal_excl_cents", "integer", (column) => column.notNull())
    .addColumn("subtotal_incl_cents", "integer", (column) => column.notNull())
    .addColumn("discount_excl_cents", "integer", (column) => column.notNull())
    .addColumn("discount_incl_cents", "integer", (column) => column.notNull())
    .addColumn("shipping_excl_cents", "integer", (column) => column.notNull())
    .addColumn("shipping_incl_cents", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("grand_total_excl_cents", "integer", (column) => column.notNull())
    .addColumn("grand_total_incl_cents", "integer", (column) => column.notNull())
    .addUniqueConstraint("credit_note_year_sequence", ["year", "sequence"])
    .execute();
  await db.schema.createIndex("credit_note_order").on("credit_note").columns(["order_id", "id"]).execute();
  await db.schema.createIndex("credit_note_invoice").on("credit_note").column("invoice_id").execute();

  await db.schema.alterTable("download_right").addColumn("revoked_at", "text").execute();
  await db.schema.createIndex("download_right_order").on("download_right").column("order_id").execute();
}
