import type { Kysely, Transaction } from "kysely";
import type { Logger } from "pino";
import { dialectOf, nowIso } from "../../db/database.ts";
import type { Database, OrderStatus, RefundStatus } from "../../db/schema.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { type PeriodicTask, startPeriodicTask } from "../../shared/periodic-task.ts";
import type { Config } from "../../config.ts";
import type { CouponService } from "../coupon/service.ts";
import type { InvoiceService } from "../invoice/service.ts";
import type { DownloadService } from "../download/service.ts";
import type { PaymentOutcomes, PaymentService } from "../payment/service.ts";
import type { RefundService } from "../refund/service.ts";
import { type ServiceScope, serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";
import type { StockLine, StockService } from "../stock/service.ts";
import type { StoreCreditService } from "../store-credit/service.ts";
import { type CancelledPaidBack, orderCancelledMail } from "./mail/cancelled.ts";
import { type ShipmentMailLine, orderShippedMail } from "./mail/shipped.ts";
import type { OrderMailData } from "./mail/order-summary.ts";
import { type OrderLineRow, type OrderRow, lineOptionsOf, lineUnitsOf, orderLines, orderMailDataOf, shippingMethodOf } from "./order-record.ts";
import { paymentReceivedMail } from "./mail/payment-received.ts";
import { trackingUrlOf } from "./shipment-tracking.ts";
import type { OrderCause, OrderChangeOutcome } from "./service.ts";

/**
 * An order's lifecycle after it is placed:
 *
 *   pending_payment ──paid──▶ processing ──ship part──▶ partially_shipped ──ship rest──▶ shipped ──▶ complete
 *          │                      │                      (ship everything at once: processing → shipped)
 *          └──────cancel──────────┴──▶ cancelled   (never once anything has shipped)
 *
 *   An order of downloadable products only has nothing to ship: paid, it is complete at once
 *   (pending_payment → processing → complete, in the payment's unit of work). Its download rights,
 *   and those of the downloadable lines of any order, are granted in that same unit of work.
 *
 * Who moves it: a verified payment notification or an operator (`order pay`, for a transfer or a
 * cheque received) pays it; an operator ships, completes or cancels it; the payment delay running
 * out cancels it (`expireDue`, swept by every server process).
 *
 * Every change is one unit of work: the order's row is locked (PostgreSQL; SQLite's writers are
 * serial already) and updated only from the status it was read in, a `sales_order_event` records
 * from, to, cause and detail, and the e-mail that tells the shopper is written to the outbox, so
 * the change, its record and its message commit together or not at all. Two concurrent requests
 * for the same change make it once: the second finds it made (`changed: false`). A cancellation
 * gives back the stock the lines took, releases the coupon's use, cancels pending payments,
 * revokes the order's download rights and, for a paid order, refunds everything not refunded yet
 * through the refunds service (the credit note of its invoice, the money to the payment, the store
 * credit it spent back to it; ADR 076), in the same unit of work, so stock comes back and the
 * order is credited and refunded exactly once whatever runs at the same time.
 */

/** An order named by its number (operators) or its id (payment notifications). */
export type OrderRef = { number: string } | { id: number };

/** The statuses a cancellation is allowed from: nothing has shipped yet. */
const CANCELLABLE: readonly OrderStatus[] = ["pending_payment", "processing"];
/** The statuses a shipment is allowed from: paid, and something is left to ship. */
const SHIPPABLE: readonly OrderStatus[] = ["processing", "partially_shipped"];
/** Payment methods the shop itself sees paid (money on the account, a cheque cashed): the only ones an operator may mark paid. */
const OPERATOR_PAYABLE = new Set(["bank_transfer", "cheque"]);
/** How many due orders one pass of the expiry looks at before looking again. */
const EXPIRY_BATCH = 50;
/** Longest text kept in `sales_order.flag`. */
const MAX_FLAG_LENGTH = 1_000;

export type LifecycleRefusalReason =
  /** Card and wallet payments are marked paid by the provider's verified notification only. */
  | "PAID_BY_PROVIDER"
  /** Something has shipped already: a cancellation is a return now (not handled here). */
  | "ALREADY_SHIPPED"
  /** `complete` before everything shipped. */
  | "NOT_SHIPPED"
  /** Nothing is waiting for payment: it was cancelled first. */
  | "CANCELLED";

/** A change's answer: the service contract's, with why a change was refused when the status alone does not say it. */
export type LifecycleOutcome = OrderChangeOutcome | { ok: false; code: "NOT_ALLOWED"; status: OrderStatus; reason: LifecycleRefusalReason };

/** What the cancellation of a paid order paid back through the refunds (ADR 076). */
export interface CancellationRefund {
  id: number;
  publicId: string;
  /** `pending` (a card or wallet refund, until its provider's signed notification), `manual` (transfer, cheque: paid back by hand) or `completed` (store credit only). */
  status: RefundStatus;
  amountCents: number;
  toPaymentCents: number;
  toStoreCreditCents: number;
}

/**
 * A cancellation's answer: when it cancelled a paid and invoiced order, the number of the credit
 * note it issued and the refund it made; a paid order without an invoice (paid before invoices
 * were made) is paid back by hand instead (`refundByHandCents`, the order flagged).
 */
export type CancelOutcome =
  | LifecycleOutcome
  | { ok: true; status: "cancelled"; changed: true; creditNoteNumber: string | null; refund: CancellationRefund | null; refundByHandCents: number };

/** Why a shopper's own change of their order (a new payment attempt, cancelling it) was refused. */
export type ShopperOrderRefusal =
  | "UNKNOWN_ORDER"
  /** Paid (or further along): nothing left to pay, and a paid order is not cancelled by its shopper. */
  | "ORDER_PAID"
  /** Cancelled already (its payment delay ran out, or the shop or the shopper cancelled it). */
  | "ORDER_CANCELLED"
  /** Paid by transfer or cheque: there is no payment page to go back to. */
  | "NOT_PAID_ONLINE"
  /** Not an online way of paying the shop offers. */
  | "PAYMENT_METHOD_UNKNOWN"
  /** `MAX_PAYMENT_ATTEMPTS` attempts made already. */
  | "PAYMENT_ATTEMPTS_EXHAUSTED";

export type ShopperOrderOutcome = { ok: true; status: OrderStatus; changed: boolean } | { ok: false; code: ShopperOrderRefusal };

/** Attempts to pay one order, the first included: each restarts the payment delay, so they are counted. */
export const MAX_PAYMENT_ATTEMPTS = 5;

export type ShipRefusal = "UNKNOWN_ORDER" | "NOT_ALLOWED" | "UNKNOWN_SKU" | "QUANTITY_TOO_HIGH" | "INVALID_QUANTITY" | "NOTHING_TO_SHIP";

export interface ShipmentRequest {
  /** Units to ship by sku; absent or empty: everything not shipped yet. */
  lines?: readonly StockLine[];
  /** Default: the delivery method's carrier. */
  carrier?: string;
  trackingNumber?: string | null;
}

export type ShipOutcome =
  | { ok: true; status: OrderStatus; changed: true; shipmentId: number; lines: { sku: string; name: string; quantity: number }[] }
  | { ok: false; code: ShipRefusal; status?: OrderStatus; sku?: string; remaining?: number };

/** One row of `order list`. */
export interface OrderSummaryRow {
  number: string;
  status: OrderStatus;
  placedAt: string;
  email: string;
  store: string;
  paymentMethod: string;
  grandTotalInclCents: number;
  paymentDueAt: string | null;
  flag: string | null;
}

/** Everything an operator sees of one order (`order show`). */
export interface OrderRecord {
  order: OrderRow;
  lines: OrderLineRow[];
  events: { statusFrom: string | null; statusTo: string; cause: string; detail: Record<string, unknown> | null; at: string }[];
  payments: { id: number; provider: string; reference: string; amountCents: number; currency: string; status: string; expiresAt: string | null; updatedAt: string }[];
  shipments: { id: number; carrier: string; trackingNumber: string | null; at: string; lines: { sku: string; name: string; quantity: number }[] }[];
}

export interface OrderLifecycleDeps {
  /** Carriers' tracking pages: the shipped e-mail links to the parcel's (`ship`). */
  config: Pick<Config, "carrierTrackingUrls">;
  stock: Pick<StockService, "giveBack">;
  coupons: Pick<CouponService, "release">;
  payments: () => Pick<PaymentService, "cancelPending" | "provider" | "start">;
  /** Invoices: an order's is issued in the unit of work that marks it paid (`pay`), and credited by a credit note in the one that cancels it paid (`cancel`). */
  invoices: Pick<InvoiceService, "issueOnPayment" | "issueCreditNote">;
  /** Downloadable products: an order's download rights are granted in the unit of work that marks it paid (`pay`), revoked in the one that cancels it. */
  downloads: Pick<DownloadService, "grantOnPayment" | "revokeForOrder">;
  /** Store credit: what an unpaid order spent of it goes back to its customer in the unit of work that cancels it (`cancel`). */
  storeCredit: Pick<StoreCreditService, "giveBackIn">;
  /**
   * Refunds: a paid order cancelled is refunded everything not refunded yet, in the unit of work
   * that cancels it (`cancel`; its credit note, the money, the store credit it spent). Called
   * through the services (a function: the refunds are made after the orders).
   */
  refunds: () => Pick<RefundService, "refundIn">;
  mail: MailQueue;
  logger?: Logger;
}

const parse = <T>(json: string | null, fallback: T): T => {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** The event's columns for a cause: its kind, and the rest as JSON detail. */
function eventOf(cause: OrderCause): { cause: string; detail: string | null } {
  const { kind, ...detail } = cause;
  return { cause: kind, detail: Object.keys(detail).length ? JSON.stringify(detail) : null };
}

/** The delivery method's carrier as the order recorded it. */
const carrierOf = (order: OrderRow): string => {
  const method = shippingMethodOf(order);
  return method ? method.carrier || method.code : "";
};

const language = (order: OrderRow): "fr" | "en" => (order.store === "en" ? "en" : "fr");

/** Paid on a provider's page (card, wallet): the orders whose shopper may pay again or cancel. */
const isOnline = (method: string) => !OPERATOR_PAYABLE.has(method);

/** Why a shopper may not pay again for `order` (undefined: they may). */
function shopperRefusal(order: OrderRow): ShopperOrderRefusal | undefined {
  if (order.status === "cancelled") return "ORDER_CANCELLED";
  if (order.status !== "pending_payment") return "ORDER_PAID";
  if (!isOnline(order.payment_method)) return "NOT_PAID_ONLINE";
  return undefined;
}

export function createOrderLifecycle(db: Kysely<Database>, deps: OrderLifecycleDeps) {
  const { stock, coupons, payments, mail, logger } = deps;

  /**
   * The order's row, locked until the unit of work ends (PostgreSQL: a concurrent change waits,
   * then reads what this one made). With `payments`, the order's payment rows are locked first: a
   * payment notification locks its payment and then the order, so a change that also writes
   * payments takes them in the same order and the two wait for each other instead of deadlocking.
   */
  async function lockOrder(trx: Transaction<Database>, ref: OrderRef, options: { payments?: boolean } = {}): Promise<OrderRow | undefined> {
    const postgres = dialectOf(trx) === "postgres";
    let id = "id" in ref ? ref.id : undefined;
    if (postgres && options.payments) {
      id ??= (await trx.selectFrom("sales_order").select("id").where("number", "=", (ref as { number: string }).number.trim()).executeTakeFirst())?.id;
      if (id === undefined) return undefined;
      await trx.selectFrom("payment").select("id").where("order_id", "=", id).orderBy("id").forUpdate().execute();
    }
    let query = trx.selectFrom("sales_order").selectAll();
    query = id !== undefined ? query.where("id", "=", id) : query.where("number", "=", (ref as { number: string }).number.trim());
    return query.$if(postgres, (q) => q.forUpdate()).executeTakeFirst();
  }

  const linesOf = orderLines;

  /** What every order e-mail shows of the order (the payment method's title in the order's language). */
  const mailData = (order: OrderRow, lines: readonly OrderLineRow[]): OrderMailData =>
    orderMailDataOf(order, lines, payments().provider(order.payment_method)?.title[language(order)] ?? order.payment_method);

  /** Moves the locked `order` to `to` (conditionally on the status it was read in) and records why. */
  async function move(trx: Transaction<Database>, order: OrderRow, to: OrderStatus, cause: OrderCause, extraDetail?: Record<string, unknown>): Promise<string> {
    const at = nowIso();
    const moved = await trx.updateTable("sales_order").set({ status: to, updated_at: at }).where("id", "=", order.id).where("status", "=", order.status).executeTakeFirst();
    // Cannot happen under the row lock; if it did, the whole unit of work is undone rather than recording a change that was not made.
    if (Number(moved.numUpdatedRows) !== 1) throw new Error(`order ${order.number}: its status changed under the lock`);
    const event = eventOf(cause);
    const detail = extraDetail ? JSON.stringify({ ...parse<Record<string, unknown>>(event.detail, {}), ...extraDetail }) : event.detail;
    await trx.insertInto("sales_order_event").values({ order_id: order.id, status_from: order.status, status_to: to, cause: event.cause, detail, created_at: at }).execute();
    return at;
  }

  /** Adds a note for an operator to the order's flag (kept: a flag is never replaced silently). */
  async function addFlag(trx: Transaction<Database>, order: OrderRow, reason: string): Promise<void> {
    const text = order.flag ? `${order.flag}\n${reason}` : reason;
    await trx
      .updateTable("sales_order")
      .set({ flag: text.length > MAX_FLAG_LENGTH ? `${text.slice(0, MAX_FLAG_LENGTH - 1)}…` : text, updated_at: nowIso() })
      .where("id", "=", order.id)
      .execute();
    logger?.warn({ order: order.number, reason }, "order flagged for an operator");
  }

  const scopeOf = (scope: ServiceScope, trx: Transaction<Database>): ServiceScope => ({ ...scope, executor: trx });

  async function pay(scope: ServiceScope, ref: OrderRef, cause: OrderCause): Promise<LifecycleOutcome> {
    return inTransaction(scope.executor ?? db, async (trx) => {
      // A notification holds its payment's lock already; an operator's pay writes the payment too.
      const order = await lockOrder(trx, ref, { payments: cause.kind === "operator" });
      if (!order) return { ok: false, code: "UNKNOWN_ORDER" } as const;
      if (cause.kind === "operator" && !OPERATOR_PAYABLE.has(order.payment_method)) return { ok: false, code: "NOT_ALLOWED", status: order.status, reason: "PAID_BY_PROVIDER" } as const;
      if (order.status === "cancelled") {
        if (cause.kind === "payment") {
          // The money arrived after the order was cancelled (paid late, after the delay): it is owed back.
          await addFlag(trx, order, `Payment received after cancellation (event ${cause.eventId}, ${(cause.amountCents / 100).toFixed(2)} EUR): refund due.`);
        }
        return { ok: false, code: "NOT_ALLOWED", status: order.status, reason: "CANCELLED" } as const;
      }
      if (order.status !== "pending_payment") {
        if (cause.kind === "payment") {
          // Another attempt of this order paid it already: this money is a second payment, owed back.
          const other = await trx.selectFrom("payment").select("id").where("order_id", "=", order.id).where("status", "=", "paid").where("id", "!=", cause.paymentId).executeTakeFirst();
          if (other) await addFlag(trx, order, `Second payment received (event ${cause.eventId}, ${(cause.amountCents / 100).toFixed(2)} EUR) for an order already paid: refund due.`);
        }
        return { ok: true, status: order.status, changed: false } as const;
      }
      await move(trx, order, "processing", cause);
      if (cause.kind === "payment") {
        // Paid by one attempt (possibly one the shopper had left for a newer one): any other attempt still open is closed, so it cannot be paid twice.
        await trx.updateTable("payment").set({ status: "cancelled", updated_at: nowIso() }).where("order_id", "=", order.id).where("status", "=", "pending").where("id", "!=", cause.paymentId).execute();
      }
      if (cause.kind === "operator") {
        // The transfer or cheque the operator received is this order's pending payment.
        await trx.updateTable("payment").set({ status: "paid", updated_at: nowIso() }).where("order_id", "=", order.id).where("status", "=", "pending").execute();
      }
      const lines = await linesOf(trx, order.id);
      await mail.enqueue(scopeOf(scope, trx), { template: paymentReceivedMail, to: order.email, language: language(order), data: { order: mailData(order, lines) } });
      const paidAt = nowIso();
      await deps.downloads.grantOnPayment(scopeOf(scope, trx), order, lines, paidAt);
      // Nothing to ship (every line is a downloadable product): the paid order is complete.
      const nothingToShip = lines.length > 0 && lines.every((line) => line.is_virtual === 1);
      if (nothingToShip) await move(trx, { ...order, status: "processing" }, "complete", { kind: "virtual" });
      // Last: its number's row is shared by every payment (held for the insert and the commit only,
      // ADR 056); a rollback of this payment takes the number back with it, so numbers have no gap.
      await deps.invoices.issueOnPayment(scopeOf(scope, trx), order, lines, paidAt);
      return { ok: true, status: nothingToShip ? "complete" : "processing", changed: true } as const;
    });
  }

  /**
   * Cancels the locked order when `allowed` says so: stock back, coupon use released, pending
   * payments cancelled, download rights revoked, a paid order refunded everything not refunded yet
   * through the refunds (its invoice credited by a credit note, the money and the store credit it
   * spent given back; ADR 076), an unpaid one's store credit given back, the event and the e-mail,
   * all in `trx`. Cancelled already: nothing more (one credit note, one refund).
   */
  async function cancelIn(scope: ServiceScope, trx: Transaction<Database>, ref: OrderRef, cause: OrderCause, allowed: (order: OrderRow) => boolean = () => true): Promise<CancelOutcome> {
    const order = await lockOrder(trx, ref, { payments: true });
    if (!order) return { ok: false, code: "UNKNOWN_ORDER" };
    if (order.status === "cancelled") return { ok: true, status: "cancelled", changed: false };
    if (!CANCELLABLE.includes(order.status)) return { ok: false, code: "NOT_ALLOWED", status: order.status, reason: "ALREADY_SHIPPED" };
    if (!allowed(order)) return { ok: true, status: order.status, changed: false };
    const lines = await linesOf(trx, order.id);
    if (lines.some((line) => line.quantity_shipped > 0)) return { ok: false, code: "NOT_ALLOWED", status: order.status, reason: "ALREADY_SHIPPED" };
    const wasPaid = order.status === "processing";
    await move(trx, order, "cancelled", cause);
    const joined = scopeOf(scope, trx);
    const units = lines.flatMap(lineUnitsOf);
    if (units.length) {
      const given = await stock.giveBack(joined, units);
      // A unit deleted from the catalogue since cannot take its stock back: the rest must still come back, so the operator is told instead.
      if (!given.success) {
        for (const unit of units) {
          const one = await stock.giveBack(joined, [unit]);
          if (!one.success) await addFlag(trx, order, `Stock of ${unit.sku} (${unit.quantity}) could not be given back: ${one.errorCode}.`);
        }
      }
    }
    // The use was counted under the order's public id when it was placed.
    if (order.coupon_code) await coupons.release(joined, order.coupon_code, order.public_id);
    await payments().cancelPending(joined, order.id);
    // The files of a cancelled order are no longer served, from this unit of work's commit.
    await deps.downloads.revokeForOrder(trx, order.id);
    let creditNoteNumber: string | null = null;
    let refund: CancellationRefund | null = null;
    let refundByHandCents = 0;
    let storeCreditBackCents = 0;
    if (wasPaid) {
      // Paid: everything not refunded yet is refunded, as any refund (the order as read under the
      // lock, before it was cancelled). Last but the e-mail that names it: the credit note's number
      // row is shared by every credit note (held for the insert and the commit only, ADR 056).
      const refunded = await deps.refunds().refundIn(trx, { cancelling: order, staff: cause.kind === "operator" ? cause.operator : null });
      if (refunded.ok) {
        creditNoteNumber = refunded.creditNoteNumber;
        const { id, public_id: publicId, status, amount_cents: amountCents } = refunded.refund;
        refund = { id, publicId, status, amountCents, toPaymentCents: refunded.toPaymentCents, toStoreCreditCents: refunded.toStoreCreditCents };
      } else if (refunded.code === "NOT_INVOICED") {
        // Paid before invoices were made: no credit note, hence no refund to document by one. The
        // store credit it spent comes back; what the payment method was charged is paid back by hand.
        storeCreditBackCents = (await deps.storeCredit.giveBackIn(trx, order.id))?.amount_cents ?? 0;
        refundByHandCents = order.grand_total_incl_cents - order.store_credit_cents;
        if (refundByHandCents > 0) await addFlag(trx, order, `Cancelled after payment without an invoice: ${(refundByHandCents / 100).toFixed(2)} EUR to refund by hand.`);
      } else if (refunded.code === "INVALID_AMOUNT") {
        // Earlier refunds (with a gesture) paid back all that was paid: nothing is left to give, but an issued invoice is still credited.
        const credited = await deps.invoices.issueCreditNote(trx, { orderId: order.id, selection: { remaining: true }, reason: "order_cancelled" });
        if (!credited.ok) throw new Error(`order ${order.number}: its credit note was refused (${credited.code})`);
        creditNoteNumber = credited.creditNote.number;
      } else if (refunded.code !== "NOTHING_TO_REFUND") {
        // Cannot happen under the lock (the order is paid, a guest has spent no store credit): undone rather than cancelled half.
        throw new Error(`order ${order.number}: its cancellation's refund was refused (${refunded.code})`);
      }
    } else if (order.store_credit_cents > 0) {
      // Unpaid: nothing was charged, but the store credit it spent was taken when it was placed.
      storeCreditBackCents = (await deps.storeCredit.giveBackIn(trx, order.id))?.amount_cents ?? 0;
    }
    const paidBack: CancelledPaidBack | null = refund
      ? { payment: refund.toPaymentCents > 0 ? { cents: refund.toPaymentCents, status: refund.status } : null, storeCreditCents: refund.toStoreCreditCents }
      : storeCreditBackCents > 0
        ? { payment: null, storeCreditCents: storeCreditBackCents }
        : null;
    await mail.enqueue(joined, {
      template: orderCancelledMail,
      to: order.email,
      language: language(order),
      data: {
        order: mailData(order, lines),
        reason: cause.kind === "expired" ? "expired" : cause.kind === "shopper" ? "shopper" : "shop",
        refundCents: refundByHandCents > 0 ? refundByHandCents : null,
        paidBack,
        creditNoteNumber,
      },
    });
    return { ok: true, status: "cancelled", changed: true, creditNoteNumber, refund, refundByHandCents };
  }

  const outcomes: PaymentOutcomes = {
    async paid(scope, orderId, detail) {
      const outcome = await pay(scope, { id: orderId }, { kind: "payment", ...detail });
      if (!outcome.ok && outcome.code === "UNKNOWN_ORDER") logger?.error({ orderId }, "payment received for an order that does not exist");
    },
    async flag(scope, orderId, reason) {
      await inTransaction(scope.executor ?? db, async (trx) => {
        const order = await lockOrder(trx, { id: orderId });
        if (order) await addFlag(trx, order, reason);
      });
    },
  };

  return {
    /** What payment notifications do to orders (given to the payment service). */
    paymentOutcomes: outcomes,

    /**
     * Marks an order paid: pending payment → processing, with the payment received e-mail. An
     * operator may do so for a transfer or a cheque only (a card or wallet payment is paid by
     * its provider's notification). Paid already: `changed: false`; cancelled: NOT_ALLOWED.
     */
    markPaid(scope: ServiceScope, number: string, cause: OrderCause): Promise<LifecycleOutcome> {
      return pay(scope, { number }, cause);
    },

    /**
     * A new attempt to pay an order whose online payment did not go through (declined, cancelled
     * or abandoned on the provider's page): with the same or another online method, the attempts
     * still open cancelled, a new payment started with a new delay, the change recorded (cause
     * `payment_retry`). Only while the order waits for its payment; at most
     * `MAX_PAYMENT_ATTEMPTS` attempts in all, so nobody holds stock for ever by retrying.
     */
    newPaymentAttempt(scope: ServiceScope, orderId: number, method: string): Promise<ShopperOrderOutcome & { redirectUrl?: string | null }> {
      return inTransaction(scope.executor ?? db, async (trx) => {
        const order = await lockOrder(trx, { id: orderId }, { payments: true });
        if (!order) return { ok: false, code: "UNKNOWN_ORDER" } as const;
        const refused = shopperRefusal(order);
        if (refused) return { ok: false, code: refused } as const;
        const provider = payments().provider(method);
        if (!provider || provider.isDeferred) return { ok: false, code: "PAYMENT_METHOD_UNKNOWN" } as const;
        const attempts = await trx.selectFrom("payment").select((eb) => eb.fn.countAll<number | string>().as("n")).where("order_id", "=", order.id).executeTakeFirstOrThrow();
        if (Number(attempts.n) >= MAX_PAYMENT_ATTEMPTS) return { ok: false, code: "PAYMENT_ATTEMPTS_EXHAUSTED" } as const;
        const joined = { ...scopeOf(scope, trx), store: stores[language(order)] };
        await payments().cancelPending(joined, order.id);
        // What store credit did not pay when the order was placed.
        const amountCents = order.grand_total_incl_cents - order.store_credit_cents;
        const started = await payments().start(joined, { id: order.id, publicId: order.public_id, number: order.number, amountCents, email: order.email }, provider.code);
        const at = nowIso();
        await trx.updateTable("sales_order").set({ payment_method: provider.code, payment_due_at: started.dueAt, updated_at: at }).where("id", "=", order.id).execute();
        const event = eventOf({ kind: "payment_retry", paymentId: started.paymentId, paymentMethod: provider.code });
        await trx.insertInto("sales_order_event").values({ order_id: order.id, status_from: order.status, status_to: order.status, cause: event.cause, detail: event.detail, created_at: at }).execute();
        return { ok: true, status: order.status, changed: true, redirectUrl: started.redirectUrl } as const;
      });
    },

    /**
     * The shopper cancels their order before paying it (their online payment did not go
     * through): as any cancellation (stock back, coupon use released, open attempts cancelled,
     * the e-mail), only while it waits for its payment. A payment notification that got there
     * first wins (ORDER_PAID: a paid order is never cancelled by its shopper); one that comes after
     * finds the order cancelled and flags it for a refund. Cancelled already: `changed: false`.
     */
    shopperCancel(scope: ServiceScope, orderId: number): Promise<ShopperOrderOutcome> {
      return inTransaction(scope.executor ?? db, async (trx) => {
        const current = await trx.selectFrom("sales_order").select(["status", "payment_method"]).where("id", "=", orderId).executeTakeFirst();
        if (!current) return { ok: false, code: "UNKNOWN_ORDER" } as const;
        // The method's kind never changes (a new attempt is online too): checked before the lock.
        if (!isOnline(current.payment_method)) return { ok: false, code: "NOT_PAID_ONLINE" } as const;
        const outcome = await cancelIn(scope, trx, { id: orderId }, { kind: "shopper" }, (order) => order.status === "pending_payment");
        if (!outcome.ok) return outcome.code === "UNKNOWN_ORDER" ? ({ ok: false, code: "UNKNOWN_ORDER" } as const) : ({ ok: false, code: "ORDER_PAID" } as const);
        if (outcome.status !== "cancelled") return { ok: false, code: "ORDER_PAID" } as const;
        return { ok: true, status: "cancelled", changed: outcome.changed } as const;
      });
    },

    /**
     * Cancels an order that has not shipped: stock given back, coupon use released, pending
     * payments cancelled, download rights revoked, a paid order refunded (its credit note's number
     * and its refund answered), an unpaid one's store credit given back, the shopper told.
     */
    cancel(scope: ServiceScope, number: string, cause: OrderCause): Promise<CancelOutcome> {
      return inTransaction(scope.executor ?? db, (trx) => cancelIn(scope, trx, { number }, cause));
    },

    /**
     * Ships units of a paid order (all that is left when no line is given): a shipment and its
     * lines, `quantity_shipped` raised conditionally, the order partially shipped or shipped, the
     * e-mail with the shipment's lines and tracking.
     */
    ship(scope: ServiceScope, number: string, request: ShipmentRequest, cause: OrderCause): Promise<ShipOutcome> {
      return inTransaction(scope.executor ?? db, async (trx): Promise<ShipOutcome> => {
        const order = await lockOrder(trx, { number });
        if (!order) return { ok: false, code: "UNKNOWN_ORDER" };
        if (!SHIPPABLE.includes(order.status)) return { ok: false, code: "NOT_ALLOWED", status: order.status };
        const lines = await linesOf(trx, order.id);
        // A downloadable product's line is never shipped: nothing of it remains to ship.
        const remaining = new Map(lines.map((line) => [line.id, line.is_virtual === 1 ? 0 : line.quantity - line.quantity_shipped]));
        const planned = new Map<number, number>();
        if (!request.lines?.length) {
          for (const line of lines) if (remaining.get(line.id)! > 0) planned.set(line.id, remaining.get(line.id)!);
        } else {
          for (const wanted of request.lines) {
            if (!Number.isSafeInteger(wanted.quantity) || wanted.quantity <= 0) return { ok: false, code: "INVALID_QUANTITY", sku: wanted.sku };
            const matching = lines.filter((line) => line.sku === wanted.sku.trim());
            if (!matching.length) return { ok: false, code: "UNKNOWN_SKU", sku: wanted.sku };
            // Lines of one sku (different custom options) are served in their order on the order.
            let left = wanted.quantity;
            for (const line of matching) {
              const free = remaining.get(line.id)! - (planned.get(line.id) ?? 0);
              const taken = Math.min(free, left);
              if (taken > 0) planned.set(line.id, (planned.get(line.id) ?? 0) + taken);
              left -= taken;
            }
            if (left > 0) {
              const available = matching.reduce((sum, line) => sum + remaining.get(line.id)!, 0);
              return { ok: false, code: "QUANTITY_TOO_HIGH", sku: wanted.sku, remaining: available };
            }
          }
        }
        if (planned.size === 0) return { ok: false, code: "NOTHING_TO_SHIP", status: order.status };
        const at = nowIso();
        const carrier = request.carrier?.trim() || carrierOf(order);
        const trackingNumber = request.trackingNumber?.trim() || null;
        const shipment = await trx
          .insertInto("shipment")
          .values({ order_id: order.id, carrier, tracking_number: trackingNumber, created_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        const shipped: ShipmentMailLine[] = [];
        for (const line of lines) {
          const quantity = planned.get(line.id);
          if (!quantity) continue;
          // Conditional: never more than ordered, whatever ran before (the table's check states the same rule).
          const raised = await trx
            .updateTable("sales_order_line")
            .set((eb) => ({ quantity_shipped: eb("quantity_shipped", "+", quantity) }))
            .where("id", "=", line.id)
            .where("quantity_shipped", "=", line.quantity_shipped)
            .executeTakeFirst();
          if (Number(raised.numUpdatedRows) !== 1) throw new Error(`order ${order.number}: line ${line.position} changed under the lock`);
          await trx.insertInto("shipment_line").values({ shipment_id: shipment.id, order_line_id: line.id, quantity }).execute();
          shipped.push({ name: line.name, sku: line.sku, quantity, options: lineOptionsOf(line) });
        }
        const everything = lines.every((line) => line.is_virtual === 1 || line.quantity_shipped + (planned.get(line.id) ?? 0) === line.quantity);
        const to: OrderStatus = everything ? "shipped" : "partially_shipped";
        if (to === order.status) {
          // Another part of an order already partly shipped: no change of status, but the shipment is recorded all the same.
          await trx.insertInto("sales_order_event").values({ order_id: order.id, status_from: order.status, status_to: to, cause: "shipment", detail: JSON.stringify({ shipmentId: shipment.id }), created_at: at }).execute();
          await trx.updateTable("sales_order").set({ updated_at: at }).where("id", "=", order.id).execute();
        } else {
          await move(trx, order, to, { kind: "shipment", shipmentId: shipment.id }, cause.kind === "operator" ? { operator: cause.operator } : undefined);
        }
        await mail.enqueue(scopeOf(scope, trx), {
          template: orderShippedMail,
          to: order.email,
          language: language(order),
          data: { order: mailData(order, lines), carrier, trackingNumber, trackingUrl: trackingUrlOf(deps.config.carrierTrackingUrls, carrier, trackingNumber), lines: shipped, complete: everything },
        });
        return { ok: true, status: to, changed: true, shipmentId: shipment.id, lines: shipped.map(({ sku, name, quantity }) => ({ sku, name, quantity })) };
      });
    },

    /** Closes a shipped order (shipped → complete); no e-mail: the shopper was told when it shipped. */
    complete(scope: ServiceScope, number: string, cause: OrderCause): Promise<LifecycleOutcome> {
      return inTransaction(scope.executor ?? db, async (trx) => {
        const order = await lockOrder(trx, { number });
        if (!order) return { ok: false, code: "UNKNOWN_ORDER" } as const;
        if (order.status === "complete") return { ok: true, status: "complete", changed: false } as const;
        if (order.status !== "shipped") return { ok: false, code: "NOT_ALLOWED", status: order.status, reason: "NOT_SHIPPED" } as const;
        await move(trx, order, "complete", cause);
        return { ok: true, status: "complete", changed: true } as const;
      });
    },

    /**
     * Closes an order whose invoice refunds have credited entirely (modules/refund), in the
     * refund's unit of work (`trx`, the order's row locked and read by it as `order`): its status
     * to `closed` from the one it was read in, the event with the refund as its cause. No e-mail:
     * the refund's tells the shopper. Cancelled or closed already: nothing (false).
     */
    async closeIn(trx: Transaction<Database>, order: OrderRow, cause: OrderCause): Promise<boolean> {
      if (order.status === "closed" || order.status === "cancelled") return false;
      await move(trx, order, "closed", cause);
      return true;
    },

    /** Flags an order for an operator (a payment of the wrong amount…): added to what was there. */
    async flag(scope: ServiceScope, number: string, reason: string): Promise<boolean> {
      return inTransaction(scope.executor ?? db, async (trx) => {
        const order = await lockOrder(trx, { number });
        if (order) await addFlag(trx, order, reason);
        return !!order;
      });
    },

    /**
     * Cancels the orders still waiting for payment whose delay ran out before `now` (cause
     * `expired`): each in a unit of work of its own, so one failure stops nothing else. Several
     * processes may run it at once: each order is re-read under its lock and only a pending one
     * still due is cancelled (an order paid meanwhile stays as it is). Returns how many it cancelled.
     */
    async expireDue(scope: ServiceScope, now: Date = new Date()): Promise<number> {
      const before = now.toISOString();
      const executor = scope.executor ?? db;
      let cancelled = 0;
      // By id from a cursor: an order whose cancellation failed is left for the next pass instead of being met again.
      for (let cursor = 0; ; ) {
        const due = await executor
          .selectFrom("sales_order")
          .select("id")
          .where("status", "=", "pending_payment")
          .where("payment_due_at", "<", before)
          .where("id", ">", cursor)
          .orderBy("id")
          .limit(EXPIRY_BATCH)
          .execute();
        for (const { id } of due) {
          cursor = id;
          try {
            const outcome = await inTransaction(executor, (trx) =>
              cancelIn(scope, trx, { id }, { kind: "expired" }, (order) => order.status === "pending_payment" && order.payment_due_at !== null && order.payment_due_at < before),
            );
            if (outcome.ok && outcome.changed) cancelled++;
          } catch (error) {
            logger?.error({ err: error, orderId: id }, "orders: cancelling an expired order failed (tried again at the next pass)");
          }
        }
        if (due.length < EXPIRY_BATCH) return cancelled;
      }
    },

    /** Orders for the operator, newest first (one status, or all). */
    async list(scope: ServiceScope, filter: { status?: OrderStatus; limit?: number } = {}): Promise<OrderSummaryRow[]> {
      const rows = await (scope.executor ?? db)
        .selectFrom("sales_order")
        .select(["number", "status", "placed_at", "email", "store", "payment_method", "grand_total_incl_cents", "payment_due_at", "flag"])
        .$if(!!filter.status, (query) => query.where("status", "=", filter.status!))
        .orderBy("placed_at", "desc")
        .orderBy("id", "desc")
        .limit(Math.min(Math.max(filter.limit ?? 50, 1), 10_000))
        .execute();
      return rows.map((row) => ({
        number: row.number,
        status: row.status,
        placedAt: row.placed_at,
        email: row.email,
        store: row.store,
        paymentMethod: row.payment_method,
        grandTotalInclCents: row.grand_total_incl_cents,
        paymentDueAt: row.payment_due_at,
        flag: row.flag,
      }));
    },

    /** One order as the operator sees it: lines, history, payments, shipments (undefined: no such number). */
    async byNumber(scope: ServiceScope, number: string): Promise<OrderRecord | undefined> {
      const executor = scope.executor ?? db;
      const order = await executor.selectFrom("sales_order").selectAll().where("number", "=", number.trim()).executeTakeFirst();
      if (!order) return undefined;
      const [lines, events, paymentRows, shipmentRows] = await Promise.all([
        linesOf(executor, order.id),
        executor.selectFrom("sales_order_event").selectAll().where("order_id", "=", order.id).orderBy("id").execute(),
        executor.selectFrom("payment").selectAll().where("order_id", "=", order.id).orderBy("id").execute(),
        executor.selectFrom("shipment").selectAll().where("order_id", "=", order.id).orderBy("id").execute(),
      ]);
      const shipmentLines = shipmentRows.length
        ? await executor
            .selectFrom("shipment_line")
            .select(["shipment_id", "order_line_id", "quantity"])
            .where(
              "shipment_id",
              "in",
              shipmentRows.map((row) => row.id),
            )
            .orderBy("id")
            .execute()
        : [];
      const lineById = new Map(lines.map((line) => [line.id, line]));
      return {
        order,
        lines,
        events: events.map((event) => ({ statusFrom: event.status_from, statusTo: event.status_to, cause: event.cause, detail: parse(event.detail, null), at: event.created_at })),
        payments: paymentRows.map((row) => ({
          id: row.id,
          provider: row.provider,
          reference: row.reference,
          amountCents: row.amount_cents,
          currency: row.currency,
          status: row.status,
          expiresAt: row.expires_at,
          updatedAt: row.updated_at,
        })),
        shipments: shipmentRows.map((row) => ({
          id: row.id,
          carrier: row.carrier,
          trackingNumber: row.tracking_number,
          at: row.created_at,
          lines: shipmentLines
            .filter((line) => line.shipment_id === row.id)
            .map((line) => ({ sku: lineById.get(line.order_line_id)?.sku ?? "?", name: lineById.get(line.order_line_id)?.name ?? "?", quantity: line.quantity })),
        })),
      };
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;

/** How often each server process looks for unpaid orders whose delay ran out. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Runs `expireDue` every `intervalMs` in this process (shared/periodic-task.ts: unref'd, one pass
 * at a time, failures logged). Every process doing background work runs one; `expireDue` is safe
 * to run concurrently. `stop()` waits for a pass under way, so the database is closed after it.
 */
export function startExpirySweeper(lifecycle: Pick<OrderLifecycle, "expireDue">, options: { intervalMs?: number; logger?: Logger } = {}): PeriodicTask {
  return startPeriodicTask({
    job: "orders-expiry",
    intervalMs: options.intervalMs ?? EXPIRY_SWEEP_MS,
    logger: options.logger,
    failureMessage: "orders: the expiry pass failed",
    async pass() {
      const count = await lifecycle.expireDue(serviceScope());
      if (count) options.logger?.info({ count }, "orders: unpaid orders past their payment delay cancelled");
    },
  });
}
