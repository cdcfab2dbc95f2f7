import type { Selectable } from "kysely";
import type { SellerIdentity } from "../../config.ts";
import type { InvoiceTable } from "../../db/schema.ts";
import type { CheckoutAddress } from "../checkout/checkout-state.ts";
import { TAX_MULTIPLIER } from "../pricing/money.ts";
import type { CentsPair, OrderLineRow, OrderRow } from "../order/order-record.ts";
import { billingAddressOf, lineOptionsOf, shippingMethodOf } from "../order/order-record.ts";

/**
 * An invoice's row and the snapshots it holds (JSON columns), in the shapes they are written in.
 * Everything an invoice says is copied from the order (and the configuration) when it is issued,
 * so it never changes afterwards: the amounts are the order's euro amounts, line by line.
 */

export type InvoiceRow = Selectable<InvoiceTable>;

export interface InvoiceOption {
  label: string;
  value: string;
}

export interface InvoiceLine {
  /** The line's position on the order (1, 2, …): the item's id. */
  position: number;
  name: string;
  sku: string;
  /** The configurable and custom options chosen. */
  options: InvoiceOption[];
  /** A bundle's chosen items (`2 × Flacon 10 ml`). */
  bundleOptions: InvoiceOption[];
  quantity: number;
  unit: CentsPair;
  /** Unit price × quantity, before the discount. */
  row: CentsPair;
  /** The line's share of the coupon's discount. */
  discount: CentsPair;
  /** VAT of the line after its discount. */
  vatCents: number;
  /** VAT rate in percent (20). */
  vatRate: number;
  /** A downloadable product (written on invoices issued from migration 0019 on; absent before). */
  download?: boolean;
}

export interface InvoiceDelivery {
  label: string;
  carrier: string;
  amount: CentsPair;
  vatCents: number;
  vatRate: number;
}

/** One rate of the VAT breakdown: the amounts excl. VAT it applies to, and the VAT. */
export interface VatBreakdownRow {
  rate: number;
  baseCents: number;
  vatCents: number;
}

export interface InvoiceBuyer {
  address: CheckoutAddress;
  email: string;
}

export interface InvoicePayment {
  /** The payment method's code (`bank_transfer`, `sandbox_card`…). */
  method: string;
  /** Its name in both languages, as the shop called it when the invoice was issued. */
  title: { fr: string; en: string };
  /** The payment's reference (transfer reference, provider's payment id); null when none was recorded. */
  reference: string | null;
  /** When the shop recorded the money received (ISO 8601). */
  paidAt: string;
  /**
   * What the customer's store credit paid, euro cents (modules/store-credit); the method paid the
   * rest of the grand total. Absent on invoices issued before store credit existed: none. When it
   * paid everything, `method` is `store_credit` and there is no reference.
   */
  storeCreditCents?: number;
}

export interface InvoiceCoupon {
  code: string;
  label: string;
}

/** The invoice with its snapshots read back. */
export interface InvoiceRecord {
  row: InvoiceRow;
  seller: SellerSnapshot;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  delivery: InvoiceDelivery;
  coupon: InvoiceCoupon | null;
  vatBreakdown: VatBreakdownRow[];
  payment: InvoicePayment;
}

/** The seller as printed: the configured identity and the shop's contact. */
export interface SellerSnapshot extends SellerIdentity {
  email: string;
  phone: string;
}

/** The shop's single VAT rate (docs/product-rules.md#currency-and-vat), in percent. */
export const VAT_RATE = Math.round((TAX_MULTIPLIER - 1) * 1000) / 10;

export function invoiceRecordOf(row: InvoiceRow): InvoiceRecord {
  return {
    row,
    seller: JSON.parse(row.seller) as SellerSnapshot,
    buyer: JSON.parse(row.buyer) as InvoiceBuyer,
    lines: JSON.parse(row.lines) as InvoiceLine[],
    delivery: JSON.parse(row.delivery) as InvoiceDelivery,
    coupon: row.coupon ? (JSON.parse(row.coupon) as InvoiceCoupon) : null,
    vatBreakdown: JSON.parse(row.vat_breakdown) as VatBreakdownRow[],
    payment: JSON.parse(row.payment) as InvoicePayment,
  };
}

/**
 * The options of an order line split as the invoice shows them: the line's options list holds the
 * configurable's, the custom options and then one entry per bundle choice, in that order, and its
 * stored choices say how many bundle choices there were (lines written before choices were
 * stored, migration 0010, keep them all as options).
 */
export function splitLineOptions(line: OrderLineRow): { options: InvoiceOption[]; bundleOptions: InvoiceOption[] } {
  const all = lineOptionsOf(line);
  let bundleCount = 0;
  if (line.choices) {
    try {
      bundleCount = (JSON.parse(line.choices) as { selectedBundleOptions?: unknown[] }).selectedBundleOptions?.length ?? 0;
    } catch {
      bundleCount = 0;
    }
  }
  const split = Math.max(0, all.length - Math.min(bundleCount, all.length));
  return { options: all.slice(0, split), bundleOptions: all.slice(split) };
}

/** What an invoice of `order` says, before it has a number: every snapshot and total, from the order's euro amounts. */
export function invoiceContentOf(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  seller: SellerSnapshot,
  payment: InvoicePayment,
): Omit<InvoiceTable, "id" | "order_id" | "number" | "year" | "sequence" | "issued_at"> {
  const invoiceLines: InvoiceLine[] = lines.map((line) => ({
    position: line.position,
    name: line.name,
    sku: line.sku,
    ...splitLineOptions(line),
    quantity: line.quantity,
    unit: { incl: line.unit_incl_cents, excl: line.unit_excl_cents },
    row: { incl: line.row_incl_cents, excl: line.row_excl_cents },
    discount: { incl: line.discount_incl_cents, excl: line.discount_excl_cents },
    vatCents: line.vat_cents,
    vatRate: VAT_RATE,
    download: line.is_virtual === 1,
  }));
  // An order of downloadable products only has no delivery: its line says so, at zero.
  const method = shippingMethodOf(order) ?? { label: order.store === "en" ? "No delivery (downloadable products)" : "Sans livraison (produits téléchargeables)", carrier: "" };
  const delivery: InvoiceDelivery = {
    label: method.label,
    carrier: method.carrier,
    amount: { incl: order.shipping_incl_cents, excl: order.shipping_excl_cents },
    vatCents: order.shipping_incl_cents - order.shipping_excl_cents,
    vatRate: VAT_RATE,
  };
  // Per rate: the lines after their discount, and the delivery. The order's totals are sums of
  // its lines (ADR 047), so the breakdown adds up to the order's VAT and total excl. VAT exactly.
  const byRate = new Map<number, VatBreakdownRow>();
  const add = (rate: number, baseCents: number, vatCents: number) => {
    const entry = byRate.get(rate) ?? { rate, baseCents: 0, vatCents: 0 };
    entry.baseCents += baseCents;
    entry.vatCents += vatCents;
    byRate.set(rate, entry);
  };
  for (const line of invoiceLines) add(line.vatRate, line.row.excl - line.discount.excl, line.vatCents);
  if (delivery.amount.incl || delivery.amount.excl) add(delivery.vatRate, delivery.amount.excl, delivery.vatCents);
  return {
    store: order.store === "en" ? "en" : "fr",
    currency: "EUR",
    order_number: order.number,
    sale_date: order.placed_at,
    seller: JSON.stringify(seller),
    buyer: JSON.stringify({ address: billingAddressOf(order), email: order.email } satisfies InvoiceBuyer),
    lines: JSON.stringify(invoiceLines),
    delivery: JSON.stringify(delivery),
    coupon: order.coupon_code ? JSON.stringify({ code: order.coupon_code, label: order.coupon_label ?? order.coupon_code } satisfies InvoiceCoupon) : null,
    vat_breakdown: JSON.stringify([...byRate.values()].sort((a, b) => b.rate - a.rate)),
    payment: JSON.stringify(payment),
    // The legal notices of an invoice follow the order's consent as it was when issued.
    download_waiver_at: order.download_waiver_at,
    subtotal_excl_cents: order.subtotal_excl_cents,
    subtotal_incl_cents: order.subtotal_incl_cents,
    discount_excl_cents: order.discount_excl_cents,
    discount_incl_cents: order.discount_incl_cents,
    shipping_excl_cents: order.shipping_excl_cents,
    shipping_incl_cents: order.shipping_incl_cents,
    vat_cents: order.vat_cents,
    grand_total_excl_cents: order.grand_total_excl_cents,
    grand_total_incl_cents: order.grand_total_incl_cents,
  };
}
