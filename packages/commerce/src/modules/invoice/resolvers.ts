import type { CreditNoteReason, Resolvers } from "../../graphql/generated/resolver-types.ts";
import { moneyOf } from "../pricing/selection-price.ts";
import { priceInclExclOfCents } from "../pricing/selection-model.ts";
import type { InvoiceLine } from "./invoice-record.ts";
import { type CreditReason, creditNoteRecordOf } from "./credit-note-record.ts";
import { invoiceRecordOf } from "./invoice-record.ts";
import { creditNotePdfPath, invoicePdfPath } from "./service.ts";

/**
 * `Order.invoices` and `Order.creditNotes`: the `Order` type is only ever resolved for a viewer
 * allowed to see the order (the order module's `visible`, the customer's own orders, a guest's
 * lookup), so its documents are read by the order's id. Amounts are the documents' euro amounts
 * (what was charged, what is credited). A PDF's path is given only to the signed-in customer the
 * order belongs to: the PDF route serves nobody else (a guest order, or an order found by the
 * guest lookup, has no download).
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

function documentView(row: TotalsColumns, lines: readonly InvoiceLine[]) {
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

const REASONS: Record<CreditReason, CreditNoteReason> = { order_cancelled: "ORDER_CANCELLED" };

/** Whether the scope's signed-in customer owns the order (the only one its PDFs are served to). */
const ownerSignedIn = (order: { customer_id: number | null }, customerId: number | null | undefined) => customerId != null && order.customer_id === customerId;

export const invoiceResolvers: Resolvers = {
  Order: {
    invoices: async ({ row: order }, _args, context) => {
      const rows = await context.services.invoices.byOrder(context.scope, order.id);
      const owner = ownerSignedIn(order, context.scope.customerId);
      return rows.map((row) => ({
        id: row.number,
        creationDate: row.issued_at,
        ...documentView(row, invoiceRecordOf(row).lines),
        downloadUrl: owner ? invoicePdfPath(order.public_id, row.number) : null,
      }));
    },
    creditNotes: async ({ row: order }, _args, context) => {
      const rows = await context.services.invoices.creditNotesByOrder(context.scope, order.id);
      const owner = ownerSignedIn(order, context.scope.customerId);
      return rows.map((row) => ({
        id: row.number,
        creationDate: row.created_at,
        invoiceNumber: row.invoice_number,
        reason: REASONS[row.reason as CreditReason] ?? "ORDER_CANCELLED",
        ...documentView(row, creditNoteRecordOf(row).lines),
        downloadUrl: owner ? creditNotePdfPath(order.public_id, row.number) : null,
      }));
    },
  },
};
