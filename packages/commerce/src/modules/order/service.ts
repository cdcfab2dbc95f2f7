import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database, OrderStatus, PaymentStatus } from "../../db/schema.ts";
import { type OrderViewer, type PlaceOrderInput, type PlaceOrderOutcome, createOrderPlacement } from "./place-order.ts";
import { type OrderRow, type OrderShipmentRecord, billingAddressOf, orderEvents, orderLines, shippingAddressOf } from "./order-record.ts";
import { type OrderReads, batchedOrderReads, directOrderReads } from "./order-loaders.ts";
import { trackingUrlOf } from "./shipment-tracking.ts";
import { type WarnLogger, logRefusedAccess, owned, requireCustomer } from "../../shared/ownership.ts";
import { clipForLog } from "../../logger.ts";
import type { AddressBookService } from "../address-book/service.ts";
import { normaliseEmail } from "../customer/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { CartOwner, CartService } from "../cart/service.ts";
import type { CouponService } from "../coupon/service.ts";
import type { InvoiceService } from "../invoice/service.ts";
import type { DownloadService } from "../download/service.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import type { PaymentService } from "../payment/service.ts";
import type { PickupPointService } from "../pickup-point/service.ts";
import type { RefundService } from "../refund/service.ts";
import type { StockService } from "../stock/service.ts";
import type { StoreCreditService } from "../store-credit/service.ts";
import type { Config } from "../../config.ts";
import { type ShopperOrderRefusal, createOrderLifecycle } from "./lifecycle.ts";
import { type RestoredBasket, addOrderLines, claimBasket, restoreBasket } from "./basket-restore.ts";

/**
 * Orders (ADR 051): placing one atomically and idempotently from the cart, who may see it, and its
 * lifecycle (pending payment → processing → shipped in one or several parts → complete, or
 * cancelled), every change recorded with its time and cause.
 *
 * GROUNDWORK: the contract other modules rely on. Implemented by the order work.
 */

export type { OrderViewer, PlaceOrderInput, PlaceOrderOutcome, PlaceOrderRefusal } from "./place-order.ts";
export type { ShopperOrderRefusal } from "./lifecycle.ts";
export type { RestoredBasket } from "./basket-restore.ts";
export type { OrderReads } from "./order-loaders.ts";

/** A parcel of an order, with the carrier's page following it (null without a tracking number or a page for the carrier). */
export type OrderShipment = OrderShipmentRecord & { trackingUrl: string | null };

/** A page of a customer's orders, newest first, and the reads their fields share (one statement per kind of row for the page). */
export interface CustomerOrdersPage {
  orders: OrderRow[];
  totalCount: number;
  /** 1-based, within the pages there are. */
  page: number;
  pageSize: number;
  totalPages: number;
  reads: OrderReads;
}

/** What a guest types to find an order: its number, its e-mail, and the postcode of its billing or shipping address. */
export interface GuestOrderLookup {
  number: string;
  email: string;
  postcode: string;
}

/** Orders per page of a customer's history: 10 unless asked, 1 to 50. */
export const ORDERS_PAGE_SIZE = { default: 10, max: 50 } as const;

/** Why an order's status changed: a payment notification, an operator, the payment delay running out, a shipment. */
export type OrderCause =
  | { kind: "payment"; paymentId: number; eventId: string; amountCents: number }
  | { kind: "operator"; operator: string; note?: string }
  | { kind: "expired" }
  | { kind: "shipment"; shipmentId: number }
  /** The shopper cancelled it before paying (their online payment did not go through). */
  | { kind: "shopper" }
  /** The shopper started a new payment attempt (the status stays pending payment). */
  | { kind: "payment_retry"; paymentId: number; paymentMethod: string }
  /** Paid, and nothing to ship (downloadable products only): complete at once. */
  | { kind: "virtual" }
  /** Paid in full by the customer's store credit, in the unit of work that placed it (nothing left for a payment method). */
  | { kind: "store_credit" }
  /** Refunds credited everything its invoice invoiced (modules/refund): closed. */
  | { kind: "refund"; refundId: string; operator?: string };

/** A shopper's change of their own order: the order as it is now, or why not. */
export type ShopperChange<Extra> = ({ ok: true; order: OrderRow; changed: boolean } & Extra) | { ok: false; code: ShopperOrderRefusal };

export type OrderChangeOutcome = { ok: true; status: OrderStatus; changed: boolean } | { ok: false; code: "UNKNOWN_ORDER" | "NOT_ALLOWED"; status?: OrderStatus };

/** The token an order is named by in the API (`order_id`): random, 43 characters of base64url. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{43}$/;
/** An order's number as people read it (`2026-000042`); anything else names no order. */
const ORDER_NUMBER = /^\d{4}-\d{6,9}$/;

/** A postcode compared as typed anywhere: without spaces, in upper case (`sw1a 1aa` is `SW1A 1AA`). */
const comparablePostcode = (postcode: string) => postcode.replace(/\s+/g, "").toUpperCase();

/** A whole number from an argument, within bounds (the fallback for anything that is not a number). */
const clampInt = (value: number | null | undefined, min: number, max: number, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;

export function createOrderService(
  db: Kysely<Database>,
  deps: {
    config: Config;
    cart: CartService;
    stock: Pick<StockService, "take" | "giveBack">;
    coupons: Pick<CouponService, "redeem" | "release">;
    payments: () => PaymentService;
    /** Invoices: issued when an order is paid, credited when it is cancelled paid (lifecycle.ts). */
    invoices: Pick<InvoiceService, "issueOnPayment" | "issueCreditNote">;
    /** Download rights, granted when an order is paid, revoked when it is cancelled. */
    downloads: Pick<DownloadService, "grantOnPayment" | "revokeForOrder">;
    /** Store credit: spent by an order when placed, given back when it is cancelled unpaid. */
    storeCredit: Pick<StoreCreditService, "spendIn" | "giveBackIn">;
    /** Refunds: a paid order cancelled is refunded in the cancellation's unit of work (lifecycle.ts; a function: the refunds are made after the orders). */
    refunds: () => Pick<RefundService, "refundIn">;
    mail: MailQueue;
    pickupPoints: Pick<PickupPointService, "byId">;
    /** The customer's book: an order's addresses go into it when it is placed. */
    addressBook: Pick<AddressBookService, "rememberOrderAddresses">;
    logger?: Logger;
  },
) {
  // After placing: paid, shipped in parts, complete or cancelled, each change with its cause (lifecycle.ts).
  const lifecycle = createOrderLifecycle(db, deps);
  // An order its store credit pays in full is paid as it is placed, through the lifecycle's one way of paying.
  const placement = createOrderPlacement(db, { ...deps, markPaid: lifecycle.markPaid });
  const reread = (scope: ServiceScope, id: number) => (scope.executor ?? db).selectFrom("sales_order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const logger: WarnLogger | undefined = deps.logger;
  /**
   * The order named by `publicId` when `viewer` may see it: the browser session that placed it,
   * or the signed-in customer it belongs to. Undefined otherwise, exactly as for an unknown id:
   * the viewer is part of the statement that finds the order (ADR 045), and the refusal is logged.
   */
  async function visible(scope: ServiceScope, viewer: OrderViewer, publicId: string): Promise<OrderRow | undefined> {
    const order =
      PUBLIC_ID.test(publicId) && (viewer.sessionHash !== null || viewer.customerId !== null)
        ? await (scope.executor ?? db)
            .selectFrom("sales_order")
            .selectAll()
            .where("public_id", "=", publicId)
            .where((eb) =>
              eb.or([
                ...(viewer.customerId !== null ? [eb("customer_id", "=", viewer.customerId)] : []),
                ...(viewer.sessionHash !== null ? [eb("session_hash", "=", viewer.sessionHash)] : []),
              ]),
            )
            .executeTakeFirst()
        : undefined;
    if (!order) logRefusedAccess(logger, { customerId: viewer.customerId }, { object: "order", tried: publicId });
    return order;
  }
  /** Each parcel with the carrier's page following it. */
  const withTracking = (records: readonly OrderShipmentRecord[]): OrderShipment[] =>
    records.map((record) => ({ ...record, trackingUrl: trackingUrlOf(deps.config.carrierTrackingUrls, record.carrier, record.trackingNumber) }));
  return {
    /** paymentOutcomes, markPaid, cancel, ship, complete, flag, expireDue, list, byNumber. */
    ...lifecycle,
    /**
     * Places the order of `owner`'s cart in one unit of work (place-order.ts): all of it or,
     * refused, nothing. Idempotent by `input.idempotencyKey`.
     */
    place(scope: ServiceScope, owner: CartOwner, viewer: OrderViewer, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
      return placement.place(scope, owner, viewer, input);
    },
    /** The order named by `publicId` when `viewer` may see it (undefined otherwise, as for an unknown id). */
    visible,
    /**
     * A new attempt to pay an order whose online payment did not go through (lifecycle.ts
     * `newPaymentAttempt`), asked by its shopper: an order `viewer` may not see is UNKNOWN_ORDER, the
     * same answer as for an id no order has. Answers the order as it is now and where to pay.
     */
    async retryPayment(scope: ServiceScope, viewer: OrderViewer, publicId: string, method: string): Promise<ShopperChange<{ redirectUrl: string | null }>> {
      const order = await visible(scope, viewer, publicId);
      if (!order) return { ok: false, code: "UNKNOWN_ORDER" };
      const outcome = await lifecycle.newPaymentAttempt(scope, order.id, method);
      if (!outcome.ok) return { ok: false, code: outcome.code };
      return { ok: true, order: await reread(scope, order.id), changed: true, redirectUrl: outcome.redirectUrl ?? null };
    },
    /**
     * The shopper cancels an order whose online payment did not go through (lifecycle.ts
     * `shopperCancel`) and gets its basket back in `owner`'s cart (basket-restore.ts), once per
     * order: a repeat (a double click, two tabs) answers the cancelled order without adding the
     * lines twice, and an order that lapsed before the shopper asked, or whose cancellation
     * committed without its basket (the process stopped in between), still gives it back.
     */
    async cancelByShopper(scope: ServiceScope, viewer: OrderViewer, owner: CartOwner, publicId: string): Promise<ShopperChange<{ basket: RestoredBasket | null }>> {
      const order = await visible(scope, viewer, publicId);
      if (!order) return { ok: false, code: "UNKNOWN_ORDER" };
      const outcome = await lifecycle.shopperCancel(scope, order.id);
      if (!outcome.ok) return outcome;
      // After the cancellation committed: its stock is on sale again, for this basket first of all.
      const executor = scope.executor ?? db;
      const basket = (await claimBasket(executor, order.id)) ? await restoreBasket(executor, deps.cart, scope, owner, order) : null;
      return { ok: true, order: await reread(scope, order.id), changed: outcome.changed, basket };
    },
    /**
     * What an order's fields read besides its row, one order at a time (each read when asked, so a
     * mutation's answer shows what it changed). A page of orders comes with reads of its own.
     */
    reads: (scope: ServiceScope): OrderReads => directOrderReads(scope.executor ?? db),
    /** The parcels of an order, oldest first, with the carrier's page following each (from `reads`). */
    async shipments(reads: OrderReads, orderId: number): Promise<OrderShipment[]> {
      return withTracking(await reads.shipments(orderId));
    },
    /**
     * A page of the signed-in customer's orders, newest first (`placed_at`, then id): `page` from
     * 1 and `pageSize` 1 to 50, clamped (a page past the last answers the last). A visitor has none.
     */
    async customerOrders(scope: ServiceScope, request: { page?: number | null; pageSize?: number | null }): Promise<CustomerOrdersPage> {
      const executor = scope.executor ?? db;
      const reads = batchedOrderReads(executor);
      const pageSize = clampInt(request.pageSize, 1, ORDERS_PAGE_SIZE.max, ORDERS_PAGE_SIZE.default);
      if (!requireCustomer(scope).ok) return { orders: [], totalCount: 0, page: 1, pageSize, totalPages: 0, reads };
      const { n } = await owned(scope, executor.selectFrom("sales_order").select((eb) => eb.fn.countAll<number | string>().as("n")), "customer_id").executeTakeFirstOrThrow();
      const totalCount = Number(n);
      const totalPages = Math.ceil(totalCount / pageSize);
      const page = clampInt(request.page, 1, Math.max(1, totalPages), 1);
      const orders = totalCount
        ? await owned(scope, executor.selectFrom("sales_order").selectAll(), "customer_id")
            .orderBy("placed_at", "desc")
            .orderBy("id", "desc")
            .limit(pageSize)
            .offset((page - 1) * pageSize)
            .execute()
        : [];
      return { orders, totalCount, page, pageSize, totalPages, reads };
    },
    /**
     * The order whose number, e-mail and postcode (its billing or its shipping address's) all
     * match, for a shopper without an account or signed out; any order may be found so. Undefined
     * when any of the three is wrong (never which); the failure is logged with the number and the
     * client's address (`from`), never the e-mail. Throttling is the caller's (per address and per number).
     */
    async lookupGuest(scope: ServiceScope, lookup: GuestOrderLookup, from: { clientAddress: string }): Promise<OrderRow | undefined> {
      const number = lookup.number.trim().toUpperCase();
      const email = normaliseEmail(lookup.email);
      const postcode = comparablePostcode(lookup.postcode);
      const order = ORDER_NUMBER.test(number) ? await (scope.executor ?? db).selectFrom("sales_order").selectAll().where("number", "=", number).executeTakeFirst() : undefined;
      const matches =
        !!order &&
        postcode !== "" &&
        normaliseEmail(order.email) === email &&
        [shippingAddressOf(order), billingAddressOf(order)].some((address) => !!address && comparablePostcode(address.postcode) === postcode);
      if (matches) return order;
      logger?.warn({ clientAddress: from.clientAddress, number: clipForLog(number, 40) }, "guest order lookup failed");
      return undefined;
    },
    /**
     * Adds the lines of one of the signed-in customer's own orders (any status) to their cart,
     * with the same choices, each within the stock there is now (basket-restore.ts `addOrderLines`);
     * as often as asked. Any other order, a guest order of the same browser included, and any
     * order for a visitor, is UNKNOWN_ORDER, as an id no order has, and the attempt is logged.
     */
    async reorder(scope: ServiceScope, publicId: string): Promise<{ ok: true; basket: RestoredBasket } | { ok: false; code: "UNKNOWN_ORDER" }> {
      const customer = requireCustomer(scope);
      const executor = scope.executor ?? db;
      const order =
        customer.ok && PUBLIC_ID.test(publicId)
          ? await owned(scope, executor.selectFrom("sales_order").select("id").where("public_id", "=", publicId), "customer_id").executeTakeFirst()
          : undefined;
      if (!customer.ok || !order) {
        logRefusedAccess(logger, scope, { object: "order", tried: publicId, action: "reorder" });
        return { ok: false, code: "UNKNOWN_ORDER" };
      }
      const lines = await orderLines(executor, order.id);
      return { ok: true, basket: await addOrderLines(deps.cart, scope, { customerId: customer.customerId }, lines) };
    },
    /**
     * Whether the scope's customer has an order, not cancelled, holding one of these skus (as the
     * product a line sold or the unit it took): what makes their review of a product a verified
     * purchase (modules/review). A visitor has bought nothing.
     */
    async hasBought(scope: ServiceScope, skus: readonly string[]): Promise<boolean> {
      const customer = requireCustomer(scope);
      if (!customer.ok || skus.length === 0) return false;
      const found = await (scope.executor ?? db)
        .selectFrom("sales_order_line as line")
        .innerJoin("sales_order as placed", "placed.id", "line.order_id")
        .select("line.id")
        .where("placed.customer_id", "=", customer.customerId)
        .where("placed.status", "!=", "cancelled")
        .where((eb) => eb.or([eb("line.product_sku", "in", skus), eb("line.sku", "in", skus)]))
        .limit(1)
        .executeTakeFirst();
      return !!found;
    },
    /** An order's lines, in the cart's order. */
    lines: (scope: ServiceScope, orderId: number) => orderLines(scope.executor ?? db, orderId),
    /** An order's changes of status, oldest first. */
    history: (scope: ServiceScope, orderId: number) => orderEvents(scope.executor ?? db, orderId),
    /** The status of the order's latest payment (null before any). */
    async paymentStatus(scope: ServiceScope, orderId: number): Promise<PaymentStatus | null> {
      const row = await (scope.executor ?? db).selectFrom("payment").select("status").where("order_id", "=", orderId).orderBy("id", "desc").executeTakeFirst();
      return row?.status ?? null;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
