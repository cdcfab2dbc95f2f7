import type { Selectable } from "kysely";
import type { CreditNoteTable } from "../../db/schema.ts";
import type { InvoiceBuyer, InvoiceCoupon, InvoiceDelivery, InvoiceLine, InvoiceRecord, SellerSnapshot, VatBreakdownRow } from "./invoice-record.ts";

/**
 * A credit note's row and the snapshots it holds, and how its content is taken from the invoice it
 * credits. Its lines have the invoice's lines' shape, with the quantities and amounts credited.
 * Amounts are positive (what is taken off the invoice's); the documents print them negative.
 *
 * Crediting part of a line: the line's amounts (row, discount, both excl. and incl. VAT) are
 * shared out by quantity on the cumulated quantity credited, so that the credit notes of one line
 * add up to exactly the invoice's amounts, to the cent, whatever the order in which its units are
 * credited; the VAT of each is its amount incl. VAT minus its amount excl. VAT, as on the order's
 * lines (ADR 047).
 */

export type CreditNoteRow = Selectable<CreditNoteTable>;

/** Why a credit note was issued: a paid order cancelled, or a refund (modules/refund). */
export type CreditReason = "order_cancelled" | "refund";

export const CREDIT_REASONS: readonly CreditReason[] = ["order_cancelled", "refund"];

/** How the amount credited goes back to the buyer: the invoice's payment. */
export interface CreditNoteRefund {
  method: string;
  title: { fr: string; en: string };
  /** The payment's reference (to find it at the provider or on the statement); null when none was recorded. */
  reference: string | null;
  /**
   * Where a refund sends the money (credit notes of refunds, modules/refund): back to the payment
   * (`original_payment`, of which `storeCreditCents` to the store credit that paid part of the
   * order) or to the customer's store credit. Absent: the invoice's means of payment.
   */
  to?: "original_payment" | "store_credit";
  storeCreditCents?: number;
}

/** The credit note with its snapshots read back. */
export interface CreditNoteRecord {
  row: CreditNoteRow;
  seller: SellerSnapshot;
  buyer: InvoiceBuyer;
  /** The lines credited: the invoice's, with the quantities and amounts credited. */
  lines: InvoiceLine[];
  /** The delivery credited (null: its delivery is not). */
  delivery: InvoiceDelivery | null;
  coupon: InvoiceCoupon | null;
  vatBreakdown: VatBreakdownRow[];
  refund: CreditNoteRefund;
}

/** What is credited: some units of some lines (by their position on the invoice) and the delivery or not, or everything not credited yet. */
export type CreditSelection = { remaining: true } | { lines: readonly { position: number; quantity: number }[]; shipping: boolean };

/** Why a credit note was not issued. */
export type CreditRefusal =
  /** The order has no invoice: there is nothing to credit. */
  | "NOT_INVOICED"
  /** A position that is not a line of the invoice. */
  | "UNKNOWN_LINE"
  /** A quantity that is not a whole number above 0. */
  | "INVALID_QUANTITY"
  /** More units of a line than are left to credit (`remaining`). */
  | "QUANTITY_TOO_HIGH"
  /** The delivery was credited already. */
  | "SHIPPING_ALREADY_CREDITED"
  /** Nothing asked for, or everything is credited already. */
  | "NOTHING_TO_CREDIT";

export type CreditContentOutcome =
  | { ok: true; content: Omit<CreditNoteTable, "id" | "invoice_id" | "order_id" | "number" | "year" | "sequence" | "created_at" | "reason"> }
  | { ok: false; code: CreditRefusal; position?: number; remaining?: number };

export function creditNoteRecordOf(row: CreditNoteRow): CreditNoteRecord {
  return {
    row,
    seller: JSON.parse(row.seller) as SellerSnapshot,
    buyer: JSON.parse(row.buyer) as InvoiceBuyer,
    lines: JSON.parse(row.lines) as InvoiceLine[],
    delivery: JSON.parse(row.delivery) as InvoiceDelivery | null,
    coupon: row.coupon ? (JSON.parse(row.coupon) as InvoiceCoupon) : null,
    vatBreakdown: JSON.parse(row.vat_breakdown) as VatBreakdownRow[],
    refund: JSON.parse(row.refund) as CreditNoteRefund,
  };
}

/** What the credit notes issued so far took off an invoice: units by line position, and whether the delivery. */
export function creditedSoFar(previous: readonly CreditNoteRecord[]): { units: Map<number, number>; shipping: boolean } {
  const units = new Map<number, number>();
  let shipping = false;
  for (const note of previous) {
    for (const line of note.lines) units.set(line.position, (units.get(line.position) ?? 0) + line.quantity);
    if (note.delivery) shipping = true;
  }
  return { units, shipping };
}

/** `total`'s share for the units from `before` to `after` of `quantity`: cumulated, so every share adds up to `total` exactly. */
const share = (total: number, quantity: number, before: number, after: number) => Math.round((total * after) / quantity) - Math.round((total * before) / quantity);

/**
 * What a credit note of `invoice` says for `selection`, given the credit notes already issued for
 * it (`previous`): refused when it would credit more than was invoiced, or nothing.
 */
export function creditNoteContentOf(
  invoice: InvoiceRecord,
  previous: readonly CreditNoteRecord[],
  selection: CreditSelection,
  seller: SellerSnapshot,
  refundTo?: Pick<CreditNoteRefund, "to" | "storeCreditCents">,
): CreditContentOutcome {
  const done = creditedSoFar(previous);
  const left = (line: InvoiceLine) => line.quantity - (done.units.get(line.position) ?? 0);
  const wanted = new Map<number, number>();
  let shipping: boolean;
  if ("remaining" in selection) {
    for (const line of invoice.lines) if (left(line) > 0) wanted.set(line.position, left(line));
    shipping = !done.shipping;
  } else {
    for (const { position, quantity } of selection.lines) {
      const line = invoice.lines.find((candidate) => candidate.position === position);
      if (!line) return { ok: false, code: "UNKNOWN_LINE", position };
      if (!Number.isSafeInteger(quantity) || quantity <= 0) return { ok: false, code: "INVALID_QUANTITY", position };
      const asked = (wanted.get(position) ?? 0) + quantity;
      if (asked > left(line)) return { ok: false, code: "QUANTITY_TOO_HIGH", position, remaining: left(line) };
      wanted.set(position, asked);
    }
    if (selection.shipping && done.shipping) return { ok: false, code: "SHIPPING_ALREADY_CREDITED" };
    shipping = selection.shipping;
  }
  const delivery = shipping && (invoice.delivery.amount.incl > 0 || invoice.delivery.amount.excl > 0) ? invoice.delivery : null;
  if (wanted.size === 0 && !delivery) return { ok: false, code: "NOTHING_TO_CREDIT" };

  const lines: InvoiceLine[] = invoice.lines
    .filter((line) => wanted.has(line.position))
    .map((line) => {
      const before = done.units.get(line.position) ?? 0;
      const after = before + wanted.get(line.position)!;
      const part = (total: number) => share(total, line.quantity, before, after);
      const row = { incl: part(line.row.incl), excl: part(line.row.excl) };
      const discount = { incl: part(line.discount.incl), excl: part(line.discount.excl) };
      return { ...line, quantity: after - before, row, discount, vatCents: row.incl - discount.incl - (row.excl - discount.excl) };
    });

  // Per rate, as the invoice's breakdown: the lines after their discount, and the delivery.
  const byRate = new Map<number, VatBreakdownRow>();
  const add = (rate: number, baseCents: number, vatCents: number) => {
    const entry = byRate.get(rate) ?? { rate, baseCents: 0, vatCents: 0 };
    entry.baseCents += baseCents;
    entry.vatCents += vatCents;
    byRate.set(rate, entry);
  };
  for (const line of lines) add(line.vatRate, line.row.excl - line.discount.excl, line.vatCents);
  if (delivery) add(delivery.vatRate, delivery.amount.excl, delivery.vatCents);

  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const subtotal = { incl: sum((line) => line.row.incl), excl: sum((line) => line.row.excl) };
  const discount = { incl: sum((line) => line.discount.incl), excl: sum((line) => line.discount.excl) };
  const shippingAmount = delivery ? delivery.amount : { incl: 0, excl: 0 };
  const { row } = invoice;
  return {
    ok: true,
    content: {
      store: row.store,
      currency: row.currency,
      invoice_number: row.number,
      invoice_issued_at: row.issued_at,
      order_number: row.order_number,
      seller: JSON.stringify(seller),
      buyer: JSON.stringify(invoice.buyer),
      lines: JSON.stringify(lines),
      delivery: JSON.stringify(delivery),
      coupon: row.coupon,
      vat_breakdown: JSON.stringify([...byRate.values()].sort((a, b) => b.rate - a.rate)),
      refund: JSON.stringify({ method: invoice.payment.method, title: invoice.payment.title, reference: invoice.payment.reference, ...refundTo } satisfies CreditNoteRefund),
      subtotal_excl_cents: subtotal.excl,
      subtotal_incl_cents: subtotal.incl,
      discount_excl_cents: discount.excl,
      discount_incl_cents: discount.incl,
      shipping_excl_cents: shippingAmount.excl,
      shipping_incl_cents: shippingAmount.incl,
      vat_cents: sum((line) => line.vatCents) + (delivery ? delivery.amount.incl - delivery.amount.excl : 0),
      grand_total_excl_cents: subtotal.excl - discount.excl + shippingAmount.excl,
      grand_total_incl_cents: subtotal.incl - discount.incl + shippingAmount.incl,
    },
  };
}
