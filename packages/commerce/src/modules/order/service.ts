import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database, OrderStatus, PaymentStatus } from "../../db/schema.ts";
import { type OrderViewer, type PlaceOrderInput, type PlaceOrderOutcome, createOrderPlacement } from "./place-order.ts";
import { type OrderRow, orderEvents, orderLines } from "./order-record.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { CartOwner, CartService } from "../cart/service.ts";
import type { CouponService } from "../coupon/service.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import type { PaymentService } from "../payment/service.ts";
import type { PickupPointService } from "../pickup-point/service.ts";
import type { StockService } from "../stock/service.ts";
import type { Config } from "../../config.ts";
import { type ShopperOrderRefusal, createOrderLifecycle } from "./lifecycle.ts";
import { type RestoredBasket, claimBasket, restoreBasket } from "./basket-restore.ts";

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

/** Why an order's status changed: a payment notification, an operator, the payment delay running out, a shipment. */
export type OrderCause =
  | { kind: "payment"; paymentId: number; eventId: string; amountCents: number }
  | { kind: "operator"; operator: string; note?: string }
  | { kind: "expired" }
  | { kind: "shipment"; shipmentId: number }
  /** The shopper cancelled it before paying (their online payment did not go through). */
  | { kind: "shopper" }
  /** The shopper started a new payment attempt (the status stays pending payment). */
  | { kind: "payment_retry"; paymentId: number; paymentMethod: string };

/** A shopper's change of their own order: the order as it is now, or why not. */
export type ShopperChange<Extra> = ({ ok: true; order: OrderRow; changed: boolean } & Extra) | { ok: false; code: ShopperOrderRefusal };

export type OrderChangeOutcome = { ok: true; status: OrderStatus; changed: boolean } | { ok: false; code: "UNKNOWN_ORDER" | "NOT_ALLOWED"; status?: OrderStatus };

/** The token an order is named by in the API (`order_id`): random, 43 characters of base64url. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{43}$/;

export function createOrderService(
  db: Kysely<Database>,
  deps: {
    config: Config;
    cart: CartService;
    stock: Pick<StockService, "take" | "giveBack">;
    coupons: Pick<CouponService, "redeem" | "release">;
    payments: () => PaymentService;
    mail: MailQueue;
    pickupPoints: Pick<PickupPointService, "byId">;
    logger?: Logger;
  },
) {
  // After placing: paid, shipped in parts, complete or cancelled, each change with its cause (lifecycle.ts).
  const lifecycle = createOrderLifecycle(db, deps);
  const placement = createOrderPlacement(db, deps);
  const reread = (scope: ServiceScope, id: number) => (scope.executor ?? db).selectFrom("sales_order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  /**
   * The order named by `publicId` when `viewer` may see it: the browser session that placed it,
   * or the signed-in customer it belongs to. Undefined otherwise, exactly as for an unknown id.
   */
  async function visible(scope: ServiceScope, viewer: OrderViewer, publicId: string): Promise<OrderRow | undefined> {
    if (!PUBLIC_ID.test(publicId) || (viewer.sessionHash === null && viewer.customerId === null)) return undefined;
    const order = await (scope.executor ?? db).selectFrom("sales_order").selectAll().where("public_id", "=", publicId).executeTakeFirst();
    if (!order) return undefined;
    const mine = (viewer.customerId !== null && order.customer_id === viewer.customerId) || (viewer.sessionHash !== null && order.session_hash === viewer.sessionHash);
    return mine ? order : undefined;
  }
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
