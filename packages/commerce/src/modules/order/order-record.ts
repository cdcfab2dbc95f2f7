import type { Kysely, Selectable } from "kysely";
import type { Database, SalesOrderEventTable, SalesOrderLineTable, SalesOrderTable } from "../../db/schema.ts";
import type { CheckoutAddress } from "../checkout/checkout-state.ts";
import type { PickupPointRecord } from "../pickup-point/service.ts";
import type { OrderMailData } from "./mail/order-summary.ts";

/**
 * An order's rows and the snapshots they hold (JSON columns), read back in the shapes they were
 * written in. Shared by the order view, the e-mails and the lifecycle.
 */

export type OrderRow = Selectable<SalesOrderTable>;
export type OrderLineRow = Selectable<SalesOrderLineTable>;
export type OrderEventRow = Selectable<SalesOrderEventTable>;

export interface CentsPair {
  incl: number;
  excl: number;
}

/** `sales_order.display_totals`: the totals in the order's display currency. */
export interface DisplayTotals {
  subtotal: CentsPair;
  discount: CentsPair;
  shipping: CentsPair;
  grandTotal: CentsPair;
  vatCents: number;
}

/** `sales_order_line.display_prices`. */
export interface DisplayLinePrices {
  unit: CentsPair;
  row: CentsPair;
  discount: CentsPair;
}

/** `sales_order.shipping_method`. */
export interface OrderShippingMethodSnapshot {
  code: string;
  carrier: string;
  label: string;
  minDays: number;
  maxDays: number;
}

export const displayTotalsOf = (order: OrderRow): DisplayTotals => JSON.parse(order.display_totals) as DisplayTotals;
export const displayPricesOf = (line: OrderLineRow): DisplayLinePrices => JSON.parse(line.display_prices) as DisplayLinePrices;
export const shippingMethodOf = (order: OrderRow): OrderShippingMethodSnapshot => JSON.parse(order.shipping_method) as OrderShippingMethodSnapshot;
export const pickupPointOf = (order: OrderRow): PickupPointRecord | null => (order.pickup_point ? (JSON.parse(order.pickup_point) as PickupPointRecord) : null);
export const shippingAddressOf = (order: OrderRow): CheckoutAddress => JSON.parse(order.shipping_address) as CheckoutAddress;
export const billingAddressOf = (order: OrderRow): CheckoutAddress => JSON.parse(order.billing_address) as CheckoutAddress;
export const lineOptionsOf = (line: OrderLineRow): { label: string; value: string }[] => JSON.parse(line.options) as { label: string; value: string }[];
/** The stock units a line took (given back when the order is cancelled). */
export const lineUnitsOf = (line: OrderLineRow): { sku: string; quantity: number }[] => JSON.parse(line.units) as { sku: string; quantity: number }[];

export async function orderLines(executor: Kysely<Database>, orderId: number): Promise<OrderLineRow[]> {
  return executor.selectFrom("sales_order_line").selectAll().where("order_id", "=", orderId).orderBy("position").execute();
}

export async function orderEvents(executor: Kysely<Database>, orderId: number): Promise<OrderEventRow[]> {
  return executor.selectFrom("sales_order_event").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

/** What the order e-mails show of an order, from its rows (amounts as the shopper saw them). */
export function orderMailDataOf(order: OrderRow, lines: readonly OrderLineRow[], paymentTitle: string): OrderMailData {
  const totals = displayTotalsOf(order);
  const method = shippingMethodOf(order);
  const point = pickupPointOf(order);
  return {
    number: order.number,
    publicId: order.public_id,
    placedAt: order.placed_at,
    currency: order.currency,
    lines: lines.map((line) => ({ name: line.name, sku: line.sku, options: lineOptionsOf(line), quantity: line.quantity, rowInclCents: displayPricesOf(line).row.incl })),
    totals: {
      subtotalInclCents: totals.subtotal.incl,
      discountInclCents: totals.discount.incl,
      shippingInclCents: totals.shipping.incl,
      vatCents: totals.vatCents,
      grandTotalInclCents: totals.grandTotal.incl,
    },
    chargedInclCents: order.grand_total_incl_cents,
    coupon: order.coupon_code ? { code: order.coupon_code, label: order.coupon_label ?? order.coupon_code } : null,
    shippingMethod: { label: method.label, carrier: method.carrier, minDays: method.minDays, maxDays: method.maxDays },
    shippingAddress: shippingAddressOf(order),
    billingAddress: billingAddressOf(order),
    pickupPoint: point && { name: point.name, streetLines: point.streetLines, postcode: point.postcode, locality: point.locality, country: point.country },
    paymentTitle,
  };
}
