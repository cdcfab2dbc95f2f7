import type { CreditNoteReason } from "../../graphql/generated/resolver-types.ts";
import { moneyOf } from "../pricing/selection-price.ts";
import { priceInclExclOfCents } from "../pricing/selection-model.ts";
import { type CreditNoteRow, type CreditReason, creditNoteRecordOf } from "./credit-note-record.ts";
import type { InvoiceLine } from "./invoice-record.ts";
import { creditNotePdfPath } from "./service.ts";

/**
 * Invoices' and credit notes' rows in the API's shape (`Invoice`, `CreditNote`), for a viewer
 * allowed to see their order: `Order.invoices` and `Order.creditNotes` here, a refund's
 * `creditNote` (modules/refund). A PDF's path is given only to the order's signed-in owner.
 */

/** A document's totals columns (an invoice's or a credit note's row), in the API's shape. */
interface TotalsColumns {
  currency: string;
  subtotal_incl_cents: number;
  subtotal_excl_cents: number;
  discount_incl_cents: number;
  discount_excl_cents: number;
  shipping_incl_cents: number;
  shipping_excl_cents: number;
  vat_cents: number;
  grand_total_incl_cents: number;
  grand_total_excl_cents: number;
}

export function documentView(row: TotalsColumns, lines: readonly InvoiceLine[]) {
  const pair = (incl: number, excl: number) => priceInclExclOfCents({ incl, excl }, row.currency);
  return {
    items: lines.map((line) => ({
      id: String(line.position),
      name: line.name,
      sku: line.sku,
      price: pair(line.unit.incl, line.unit.excl),
      quantity: line.quantity,
      taxAmount: moneyOf(line.vatCents, row.currency),
      subtotal: pair(line.row.incl - line.discount.incl, line.row.excl - line.discount.excl),
      options: line.options,
      bundleOptions: line.bundleOptions,
    })),
    totals: {
      subtotal: pair(row.subtotal_incl_cents, row.subtotal_excl_cents),
      discount: pair(row.discount_incl_cents, row.discount_excl_cents),
      shippingAmount: pair(row.shipping_incl_cents, row.shipping_excl_cents),
      taxAmount: moneyOf(row.vat_cents, row.currency),
      grandTotal: pair(row.grand_total_incl_cents, row.grand_total_excl_cents),
    },
  };
}

const REASONS: Record<CreditReason, CreditNoteReason> = { order_cancelled: "ORDER_CANCELLED", refund: "REFUND" };

/** Whether the scope's signed-in customer owns the order (the only one its PDFs are served to). */
export const ownerSignedIn = (order: { customer_id: number | null }, customerId: number | null | undefined) => customerId != null && order.customer_id === customerId;

/**
 * A credit note in the API's shape, for a viewer allowed to see its order (`Order.creditNotes`, a
 * refund's `creditNote`); its PDF's path only for the order's signed-in owner.
 */
export function creditNoteView(row: CreditNoteRow, order: { public_id: string; customer_id: number | null }, customerId: number | null | undefined) {
  return {
    id: row.number,
    creationDate: row.created_at,
    invoiceNumber: row.invoice_number,
    reason: REASONS[row.reason as CreditReason] ?? "ORDER_CANCELLED",
    ...documentView(row, creditNoteRecordOf(row).lines),
    downloadUrl: ownerSignedIn(order, customerId) ? creditNotePdfPath(order.public_id, row.number) : null,
  };
}
