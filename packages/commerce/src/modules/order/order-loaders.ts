import type { Kysely } from "kysely";
import type { Database, PaymentStatus } from "../../db/schema.ts";
import { BatchLoader } from "../../shared/batch-loader.ts";
import { type OrderEventRow, type OrderLineRow, type OrderShipmentRecord, eventsOfOrders, linesOfOrders, paymentStatusesOf, shipmentsOfOrders } from "./order-record.ts";

/**
 * What an order's fields read besides its row (lines, history, parcels, payment status), for one
 * order or for a page of them. A page of a customer's orders reads each kind of row once for the
 * whole page (`batchedOrderReads`, memoised for that page's answer only); a single order reads its
 * own rows when asked (`directOrderReads`, never memoised: a mutation's answer must show what the
 * mutation just changed, even after an earlier field of the same operation read it).
 */
export interface OrderReads {
  lines(orderId: number): Promise<OrderLineRow[]>;
  history(orderId: number): Promise<OrderEventRow[]>;
  shipments(orderId: number): Promise<OrderShipmentRecord[]>;
  /** The status of the order's latest payment (null before any). */
  paymentStatus(orderId: number): Promise<PaymentStatus | null>;
}

/** The reads of a page of orders: each kind of row read in one statement for every order of the page that asks. */
export function batchedOrderReads(executor: Kysely<Database>): OrderReads {
  const lines = new BatchLoader<number, OrderLineRow[]>((ids) => linesOfOrders(executor, ids), () => []);
  const history = new BatchLoader<number, OrderEventRow[]>((ids) => eventsOfOrders(executor, ids), () => []);
  const shipments = new BatchLoader<number, OrderShipmentRecord[]>((ids) => shipmentsOfOrders(executor, ids), () => []);
  const paymentStatus = new BatchLoader<number, PaymentStatus | null>((ids) => paymentStatusesOf(executor, ids), () => null);
  return {
    lines: (orderId) => lines.load(orderId),
    history: (orderId) => history.load(orderId),
    shipments: (orderId) => shipments.load(orderId),
    paymentStatus: (orderId) => paymentStatus.load(orderId),
  };
}

/** The reads of one order, each when asked. */
export function directOrderReads(executor: Kysely<Database>): OrderReads {
  return {
    lines: async (orderId) => (await linesOfOrders(executor, [orderId])).get(orderId) ?? [],
    history: async (orderId) => (await eventsOfOrders(executor, [orderId])).get(orderId) ?? [],
    shipments: async (orderId) => (await shipmentsOfOrders(executor, [orderId])).get(orderId) ?? [],
    paymentStatus: async (orderId) => (await paymentStatusesOf(executor, [orderId])).get(orderId) ?? null,
  };
}
