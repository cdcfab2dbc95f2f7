import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database, OrderStatus } from "../../db/schema.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { CartOwner, CartService } from "../cart/service.ts";
import type { CouponService } from "../coupon/service.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import type { PaymentService } from "../payment/service.ts";
import type { StockService } from "../stock/service.ts";
import type { Config } from "../../config.ts";
import { createOrderLifecycle } from "./lifecycle.ts";

/**
 * Orders (ADR 051): placing one atomically and idempotently from the cart, who may see it, and its
 * lifecycle (pending payment → processing → shipped in one or several parts → complete, or
 * cancelled), every change recorded with its time and cause.
 *
 * GROUNDWORK: the contract other modules rely on. Implemented by the order work.
 */

/** Who asks to see an order: the browser session (hash) and the signed-in customer. */
export interface OrderViewer {
  sessionHash: string | null;
  customerId: number | null;
}

/** Why an order's status changed: a payment notification, an operator, the payment delay running out, a shipment. */
export type OrderCause =
  | { kind: "payment"; paymentId: number; eventId: string; amountCents: number }
  | { kind: "operator"; operator: string; note?: string }
  | { kind: "expired" }
  | { kind: "shipment"; shipmentId: number };

export type OrderChangeOutcome = { ok: true; status: OrderStatus; changed: boolean } | { ok: false; code: "UNKNOWN_ORDER" | "NOT_ALLOWED"; status?: OrderStatus };

export function createOrderService(
  _db: Kysely<Database>,
  _deps: {
    config: Config;
    cart: CartService;
    stock: Pick<StockService, "take" | "giveBack">;
    coupons: Pick<CouponService, "redeem" | "release">;
    payments: () => PaymentService;
    mail: MailQueue;
    logger?: Logger;
  },
) {
  const notImplemented = (): never => {
    throw new Error("orders: not implemented yet");
  };
  // After payment: paid, shipped in parts, complete or cancelled, each change with its cause (lifecycle.ts).
  const lifecycle = createOrderLifecycle(_db, _deps);
  return {
    async place(_scope: ServiceScope, _owner: CartOwner, _viewer: OrderViewer, _input: { paymentMethod: string; idempotencyKey: string; acceptTerms: boolean }): Promise<never> {
      return notImplemented();
    },
    /** paymentOutcomes, markPaid, cancel, ship, complete, flag, expireDue, list, byNumber. */
    ...lifecycle,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
