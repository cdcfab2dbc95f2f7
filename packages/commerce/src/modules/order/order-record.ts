import type { Kysely, Selectable } from "kysely";
import type { Database, PaymentStatus, SalesOrderEventTable, SalesOrderLineTable, SalesOrderTable } from "../../db/schema.ts";
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
  /** What store credit paid, in the display currency (migration 0020; absent on orders placed before: none). */
  storeCreditCents?: number;
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
/** Null for an order of virtual products only (nothing is delivered: the column holds the JSON `null`). */
export const shippingMethodOf = (order: OrderRow): OrderShippingMethodSnapshot | null => JSON.parse(order.shipping_method) as OrderShippingMethodSnapshot | null;
export const pickupPointOf = (order: OrderRow): PickupPointRecord | null => (order.pickup_point ? (JSON.parse(order.pickup_point) as PickupPointRecord) : null);
/** Null for an order of virtual products only (nothing is delivered). */
export const shippingAddressOf = (order: OrderRow): CheckoutAddress | null => JSON.parse(order.shipping_address) as CheckoutAddress | null;
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

/** Rows of several orders at once, by order (a page of a customer's orders reads each kind of row once). */
const byOrder = <Row extends { order_id: number }>(rows: readonly Row[]): Map<number, Row[]> => {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) grouped.set(row.order_id, [...(grouped.get(row.order_id) ?? []), row]);
  return grouped;
};

export async function linesOfOrders(executor: Kysely<Database>, orderIds: readonly number[]): Promise<Map<number, OrderLineRow[]>> {
  if (!orderIds.length) return new Map();
  return byOrder(await executor.selectFrom("sales_order_line").selectAll().where("order_id", "in", orderIds).orderBy("order_id").orderBy("position").execute());
}

export async function eventsOfOrders(executor: Kysely<Database>, orderIds: readonly number[]): Promise<Map<number, OrderEventRow[]>> {
  if (!orderIds.length) return new Map();
  return byOrder(await executor.selectFrom("sales_order_event").selectAll().where("order_id", "in", orderIds).orderBy("id").execute());
}

/** The status of each order's latest payment (orders without one are absent). */
export async function paymentStatusesOf(executor: Kysely<Database>, orderIds: readonly number[]): Promise<Map<number, PaymentStatus>> {
  if (!orderIds.length) return new Map();
  const rows = await executor.selectFrom("payment").select(["order_id", "status"]).where("order_id", "in", orderIds).orderBy("id").execute();
  // By id: the latest attempt of each order is written last.
  return new Map(rows.map((row) => [row.order_id, row.status]));
}

/** A parcel of an order as its shopper sees it: when it left, its carrier and tracking number, and what it held of the order's lines. */
export interface OrderShipmentRecord {
  id: number;
  orderId: number;
  createdAt: string;
  carrier: string;
  trackingNumber: string | null;
  items: { sku: string; name: string; options: { label: string; value: string }[]; quantity: number }[];
}

/** The parcels of orders, oldest first, each with its lines (named and optioned as on the order's lines, in the order's line order). */
export async function shipmentsOfOrders(executor: Kysely<Database>, orderIds: readonly number[]): Promise<Map<number, OrderShipmentRecord[]>> {
  if (!orderIds.length) return new Map();
  const shipments = await executor.selectFrom("shipment").selectAll().where("order_id", "in", orderIds).orderBy("id").execute();
  if (!shipments.length) return new Map();
  const lines = await executor
    .selectFrom("shipment_line")
    .innerJoin("sales_order_line", "sales_order_line.id", "shipment_line.order_line_id")
    .select(["shipment_line.shipment_id", "shipment_line.quantity", "sales_order_line.sku", "sales_order_line.name", "sales_order_line.options"])
    .where(
      "shipment_line.shipment_id",
      "in",
      shipments.map((shipment) => shipment.id),
    )
    .orderBy("shipment_line.shipment_id")
    .orderBy("sales_order_line.position")
    .execute();
  const records = shipments.map(
    (shipment): OrderShipmentRecord => ({
      id: shipment.id,
      orderId: shipment.order_id,
      createdAt: shipment.created_at,
      carrier: shipment.carrier,
      trackingNumber: shipment.tracking_number,
      items: lines
        .filter((line) => line.shipment_id === shipment.id)
        .map((line) => ({ sku: line.sku, name: line.name, options: JSON.parse(line.options) as { label: string; value: string }[], quantity: line.quantity })),
    }),
  );
  const grouped = new Map<number, OrderShipmentRecord[]>();
  for (const record of records) grouped.set(record.orderId, [...(grouped.get(record.orderId) ?? []), record]);
  return grouped;
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
      storeCreditInclCents: totals.storeCreditCents ?? 0,
    },
    chargedInclCents: order.grand_total_incl_cents,
    chargedStoreCreditCents: order.store_credit_cents,
    coupon: order.coupon_code ? { code: order.coupon_code, label: order.coupon_label ?? order.coupon_code } : null,
    shippingMethod: method && { label: method.label, carrier: method.carrier, minDays: method.minDays, maxDays: method.maxDays },
    shippingAddress: shippingAddressOf(order),
    hasDownloads: lines.some((line) => line.is_virtual === 1),
    downloadWaiverAt: order.download_waiver_at,
    billingAddress: billingAddressOf(order),
    pickupPoint: point && { name: point.name, streetLines: point.streetLines, postcode: point.postcode, locality: point.locality, country: point.country },
    paymentTitle,
  };
}
