import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import { dialectOf, nowIso } from "../../db/database.ts";
import type { Database, RefundMethod, RefundStatus } from "../../db/schema.ts";
import { BatchLoader } from "../../shared/batch-loader.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { type PeriodicTask, startPeriodicTask } from "../../shared/periodic-task.ts";
import { inTransaction } from "../../shared/transactions.ts";
import type { DownloadService } from "../download/service.ts";
import { type CreditNoteRecord, type CreditSelection, creditNoteContentOf, creditNoteRecordOf, creditedSoFar } from "../invoice/credit-note-record.ts";
import { type InvoiceRecord, invoiceRecordOf } from "../invoice/invoice-record.ts";
import type { InvoiceService } from "../invoice/service.ts";
import { billingAddressOf, shippingAddressOf, type OrderRow } from "../order/order-record.ts";
import type { OrderService } from "../order/service.ts";
import { deliverNotification, sandboxRefundNotification } from "../payment/sandbox.ts";
import type { PaymentService, RefundConfirmation, RefundConfirmations } from "../payment/service.ts";
import { type ServiceScope, serviceScope } from "../shop/service-scope.ts";
import type { RefundRefusal } from "./errors.ts";
import { refundMail } from "./mail/refunded.ts";
import { type RefundListRow, type RefundRow, refundRepository } from "./repository.ts";

/**
 * Refunds (credit memos, ADR 075): money given back for a paid order, in one unit of work with the
 * credit note that documents it (modules/invoice `issueCreditNote`: never more units than were
 * invoiced) and the money's way back:
 *
 * - to the original payment, through its provider (`services.payments.refund`): a sandbox card or
 *   wallet refund is `pending` until the provider's signed `payment.refunded` notification
 *   (verified as every payment notification) completes it; a transfer or a cheque is paid back by
 *   hand (`manual`). Never more than that payment took minus what was refunded of it: the rest of
 *   a refund (the part of the order store credit paid, or a gesture beyond the payment) goes back
 *   to store credit;
 * - or to the customer's store credit (`services.storeCredit.addIn`, `refunded`): completed at
 *   once. A guest has no store credit.
 *
 * The money never exceeds what was paid: the order's and the payment's `refunded_cents` are
 * raised by conditional updates whose checks say so, under the order's lock (PostgreSQL: the
 * order's payments, then the order, then its invoice, in the order the order lifecycle and the
 * payment notifications lock them). An order whose invoice is then credited entirely is closed;
 * the download rights of the downloadable lines refunded entirely are revoked; the shopper is
 * e-mailed (and again when a pending refund is confirmed).
 *
 * Cancelling a paid order refunds it the same way (ADR 076): the order lifecycle calls `refundIn`
 * in the cancellation's unit of work, which pays back everything not refunded yet (the store
 * credit the order spent and earlier refunds did not give back, to store credit; the rest to the
 * payment); the order stays cancelled and the cancellation's e-mail says what goes back where.
 */

/** The sandbox providers, whose refunds this shop's own notifier confirms (ADR 075). */
const SANDBOX_PROVIDERS = ["sandbox_card", "sandbox_wallet"] as const;
/** How many pending refunds one pass of the notifier sends before looking again. */
const NOTIFY_BATCH = 50;

export type { RefundRefusal } from "./errors.ts";
export type { RefundListRow, RefundRow } from "./repository.ts";

/** What an operator refunds. */
export interface RefundRequest {
  orderNumber: string;
  to: RefundMethod;
  /** Units by sku; with no items and no shipping: everything not refunded (credited) yet. */
  items?: readonly { sku: string; quantity: number }[];
  shipping?: boolean;
  /** Added by the shop on top (a gesture), euro cents ≥ 0. */
  adjustmentCents?: number;
  /** Kept by the shop, euro cents ≥ 0. */
  feeCents?: number;
  /** The operator's words, kept with the refund (the documents say "refund"). */
  reason?: string | null;
  /** Who makes it (`cli:<account>`). */
  staff: string;
}

/**
 * The refund a cancellation makes (order lifecycle `cancelIn`, ADR 076): everything of the paid
 * order not refunded yet, in the cancellation's unit of work, which holds the order's lock.
 */
export interface CancellationRefundRequest {
  /** The order as the cancellation read it under its lock (paid, nothing shipped), before it moved to `cancelled`. */
  cancelling: OrderRow;
  /** The operator who cancelled it (`cli:<account>`); null otherwise. */
  staff: string | null;
}

export type RefundOutcome =
  | {
      ok: true;
      refund: RefundRow;
      creditNoteNumber: string;
      /** What goes back to the means of payment, and to store credit. */
      toPaymentCents: number;
      toStoreCreditCents: number;
      /** The order was closed by it (its invoice credited entirely). */
      closed: boolean;
    }
  | { ok: false; code: RefundRefusal; sku?: string; remaining?: number; status?: string };

/** The store credit ledger as refunds use it (modules/store-credit). */
export interface StoreCreditLedger {
  addIn(trx: Transaction<Database>, entry: { customerId: number; amountCents: number; action: "refunded"; orderId?: number; refundId?: number; staff?: string | null }): Promise<unknown>;
  /** What the order spent of store credit and has not had back yet (by refunds or its cancellation). */
  leftToGiveBack(trx: Transaction<Database>, orderId: number): Promise<number>;
  /** Gives `amountCents` of it back (a cancellation's, once per order). */
  giveBackIn(trx: Transaction<Database>, orderId: number, options: { amountCents: number; refundId: number }): Promise<unknown>;
}

export interface RefundServiceDeps {
  config: Pick<Config, "publicUrl" | "payments">;
  payments: () => Pick<PaymentService, "refund" | "provider">;
  invoices: Pick<InvoiceService, "issueCreditNote">;
  downloads: Pick<DownloadService, "revokeForLines">;
  orders: () => Pick<OrderService, "closeIn">;
  storeCredit: () => StoreCreditLedger;
  mail: MailQueue;
  logger?: Logger;
}

/** Statuses an order is refunded from: paid (and not cancelled nor closed). */
const REFUNDABLE = new Set(["processing", "partially_shipped", "shipped", "complete"]);

const language = (order: OrderRow): "fr" | "en" => (order.store === "en" ? "en" : "fr");

/** Everything the invoice invoiced has been credited (its delivery too, when it cost anything). */
function fullyCredited(invoice: InvoiceRecord, notes: readonly CreditNoteRecord[]): boolean {
  const done = creditedSoFar(notes);
  const chargedDelivery = invoice.delivery.amount.incl > 0 || invoice.delivery.amount.excl > 0;
  return invoice.lines.every((line) => (done.units.get(line.position) ?? 0) >= line.quantity) && (!chargedDelivery || done.shipping);
}

export function createRefundService(db: Kysely<Database>, deps: RefundServiceDeps) {
  const { logger } = deps;
  const loaders = new WeakMap<ServiceScope, BatchLoader<number, RefundListRow[]>>();
  const loaderOf = (scope: ServiceScope) => {
    let loader = loaders.get(scope);
    if (!loader) {
      loader = new BatchLoader<number, RefundListRow[]>(async (orderIds) => {
        const byOrder = new Map<number, RefundListRow[]>();
        for (const row of await refundRepository.byOrders(scope.executor ?? db, orderIds)) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
        return byOrder;
      }, () => []);
      loaders.set(scope, loader);
    }
    return loader;
  };

  /**
   * The order's row locked until the unit of work ends, its payments first (PostgreSQL; SQLite's
   * writers are serial already), in the order a payment notification and the order lifecycle
   * lock them, so a refund and a notification or a cancellation wait for each other.
   */
  async function lockOrder(trx: Transaction<Database>, number: string): Promise<OrderRow | undefined> {
    const postgres = dialectOf(trx) === "postgres";
    const found = await trx.selectFrom("sales_order").select("id").where("number", "=", number).executeTakeFirst();
    if (!found) return undefined;
    if (postgres) await trx.selectFrom("payment").select("id").where("order_id", "=", found.id).orderBy("id").forUpdate().execute();
    return trx
      .selectFrom("sales_order")
      .selectAll()
      .where("id", "=", found.id)
      .$if(postgres, (query) => query.forUpdate())
      .executeTakeFirst();
  }

  const paymentTitle = (order: OrderRow, provider: string | null) => {
    const code = provider ?? order.payment_method;
    return deps.payments().provider(code)?.title[language(order)] ?? code;
  };

  /**
   * A refund in the caller's unit of work: an operator's (`RefundRequest`: the order found by its
   * number and locked here), or a cancellation's (`CancellationRefundRequest`: the order locked and
   * read by the order lifecycle, which is cancelling it). Every refusal comes before anything is
   * written.
   */
  async function refundIn(trx: Transaction<Database>, request: RefundRequest | CancellationRefundRequest): Promise<RefundOutcome> {
    const cancelling = "cancelling" in request ? request.cancelling : undefined;
    const operator = "cancelling" in request ? undefined : request;
    const adjustment = operator?.adjustmentCents ?? 0;
    let fee = operator?.feeCents ?? 0;
    if (![adjustment, fee].every((cents) => Number.isSafeInteger(cents) && cents >= 0)) return { ok: false, code: "INVALID_QUANTITY" };
    const order = operator ? await lockOrder(trx, operator.orderNumber.trim()) : cancelling;
    if (!order) return { ok: false, code: "UNKNOWN_ORDER" };
    const number = order.number;
    if (order.status === "cancelled") {
      const paid = await trx.selectFrom("invoice").select("id").where("order_id", "=", order.id).executeTakeFirst();
      return { ok: false, code: paid ? "ORDER_CANCELLED" : "NOT_PAID", status: order.status };
    }
    if (order.status === "closed") return { ok: false, code: "NOTHING_TO_REFUND", status: order.status };
    if (!REFUNDABLE.has(order.status)) return { ok: false, code: "NOT_PAID", status: order.status };
    if (operator?.to === "store_credit" && order.customer_id === null) return { ok: false, code: "GUEST_NO_STORE_CREDIT" };

    // What the credit note will credit, worked out as issueCreditNote does (the same function, on
    // the same rows under the same locks), so every refusal comes before anything is written.
    const invoiceRow = await trx
      .selectFrom("invoice")
      .selectAll()
      .where("order_id", "=", order.id)
      .$if(dialectOf(trx) === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
    if (!invoiceRow) return { ok: false, code: "NOT_INVOICED" };
    const invoice = invoiceRecordOf(invoiceRow);
    const previous = (await trx.selectFrom("credit_note").selectAll().where("invoice_id", "=", invoiceRow.id).orderBy("id").execute()).map(creditNoteRecordOf);
    const done = creditedSoFar(previous);
    let selection: CreditSelection;
    if (!operator?.items?.length && !operator?.shipping) selection = { remaining: true };
    else {
      const planned = new Map<number, number>();
      for (const wanted of operator.items ?? []) {
        const sku = wanted.sku.trim();
        if (!Number.isSafeInteger(wanted.quantity) || wanted.quantity <= 0) return { ok: false, code: "INVALID_QUANTITY", sku };
        const matching = invoice.lines.filter((line) => line.sku === sku);
        if (!matching.length) return { ok: false, code: "UNKNOWN_SKU", sku };
        // Lines of one sku (other options) are refunded in their order on the invoice.
        const free = (position: number, quantity: number) => quantity - (done.units.get(position) ?? 0) - (planned.get(position) ?? 0);
        let left = wanted.quantity;
        for (const line of matching) {
          const taken = Math.min(free(line.position, line.quantity), left);
          if (taken > 0) planned.set(line.position, (planned.get(line.position) ?? 0) + taken);
          left -= Math.max(taken, 0);
        }
        if (left > 0) return { ok: false, code: "QUANTITY_TOO_HIGH", sku, remaining: matching.reduce((sum, line) => sum + line.quantity - (done.units.get(line.position) ?? 0), 0) };
      }
      if (operator.shipping && done.shipping) return { ok: false, code: "SHIPPING_ALREADY_REFUNDED" };
      selection = { lines: [...planned].map(([position, quantity]) => ({ position, quantity })), shipping: !!operator.shipping };
    }
    const preview = creditNoteContentOf(invoice, previous, selection, invoice.seller);
    if (!preview.ok) {
      if (preview.code === "SHIPPING_ALREADY_CREDITED") return { ok: false, code: "SHIPPING_ALREADY_REFUNDED" };
      if (preview.code === "QUANTITY_TOO_HIGH") return { ok: false, code: "QUANTITY_TOO_HIGH", remaining: preview.remaining };
      return { ok: false, code: "NOTHING_TO_REFUND" };
    }
    const credited = preview.content.grand_total_incl_cents;
    // A cancellation pays back what was paid and not refunded yet, at most what is left to credit:
    // a gesture an earlier refund gave on top is kept back (as this refund's fee), never paid twice.
    if (cancelling) fee = Math.max(0, credited - (order.grand_total_incl_cents - order.refunded_cents));
    const amount = credited + adjustment - fee;
    if (amount <= 0) return { ok: false, code: "INVALID_AMOUNT" };
    if (order.refunded_cents + amount > order.grand_total_incl_cents) return { ok: false, code: "AMOUNT_TOO_HIGH", remaining: order.grand_total_incl_cents - order.refunded_cents };

    // Where the money goes: a cancellation gives the store credit the order spent back first (what
    // its refunds have not given back yet), the rest to the payment; the payment takes back at most
    // what it took and was not refunded yet, anything beyond goes to store credit.
    const payment =
      cancelling || operator?.to === "original_payment"
        ? await trx.selectFrom("payment").selectAll().where("order_id", "=", order.id).where("status", "=", "paid").orderBy("id", "desc").executeTakeFirst()
        : undefined;
    const givenBack = cancelling ? Math.min(amount, await deps.storeCredit().leftToGiveBack(trx, order.id)) : 0;
    const toPayment = payment ? Math.min(amount - givenBack, payment.amount_cents - payment.refunded_cents) : 0;
    const toStoreCredit = amount - toPayment;
    if (toStoreCredit > 0 && order.customer_id === null) return { ok: false, code: "AMOUNT_TOO_HIGH", remaining: toPayment };
    const to: RefundMethod = operator ? operator.to : toPayment > 0 ? "original_payment" : "store_credit";
    const staff: string | null = request.staff;

    // Written from here on; what follows cannot be refused any more (checked above under the locks).
    const issued = await deps.invoices.issueCreditNote(trx, {
      orderId: order.id,
      selection,
      reason: cancelling ? "order_cancelled" : "refund",
      refundTo: { to, ...(to === "original_payment" && toStoreCredit > 0 && { storeCreditCents: toStoreCredit }) },
    });
    if (!issued.ok || issued.creditNote.grand_total_incl_cents !== credited) throw new Error(`refund of ${number}: the credit note differs from the one worked out`);
    const raised = await trx
      .updateTable("sales_order")
      .set((eb) => ({ refunded_cents: eb("refunded_cents", "+", amount), updated_at: nowIso() }))
      .where("id", "=", order.id)
      .where((eb) => eb(eb("refunded_cents", "+", amount), "<=", eb.ref("grand_total_incl_cents")))
      .executeTakeFirst();
    if (Number(raised.numUpdatedRows) !== 1) throw new Error(`refund of ${number}: its amount went beyond what was paid under the lock`);

    const publicId = randomBytes(16).toString("base64url");
    let status: RefundStatus = "completed";
    if (payment && toPayment > 0) {
      const asked = await deps.payments().refund(serviceScope({ executor: trx }), payment.id, toPayment, publicId);
      if (!asked.ok) throw new Error(`refund of ${number}: its payment refused it (${asked.reason})`);
      status = asked.kind === "requested" ? "pending" : "manual";
    }
    const now = nowIso();
    const refund = await trx
      .insertInto("refund")
      .values({
        public_id: publicId,
        order_id: order.id,
        credit_note_id: issued.creditNote.id,
        method: to,
        payment_id: payment && toPayment > 0 ? payment.id : null,
        status,
        amount_cents: amount,
        store_credit_cents: toStoreCredit,
        adjustment_cents: adjustment,
        fee_cents: fee,
        reason: operator?.reason?.trim().slice(0, 500) || null,
        provider_event_id: null,
        staff,
        created_at: now,
        completed_at: status === "completed" ? now : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (givenBack > 0) await deps.storeCredit().giveBackIn(trx, order.id, { amountCents: givenBack, refundId: refund.id });
    if (toStoreCredit > givenBack) {
      await deps.storeCredit().addIn(trx, { customerId: order.customer_id!, amountCents: toStoreCredit - givenBack, action: "refunded", orderId: order.id, refundId: refund.id, staff });
    }

    // The downloadable lines refunded entirely serve their files no more; an invoice credited entirely closes the order.
    const note = creditNoteRecordOf(issued.creditNote);
    const after = creditedSoFar([...previous, note]);
    const refundedLines = note.lines.filter((line) => (after.units.get(line.position) ?? 0) >= (invoice.lines.find((candidate) => candidate.position === line.position)?.quantity ?? Infinity));
    if (refundedLines.length) {
      const virtual = await trx
        .selectFrom("sales_order_line")
        .select("id")
        .where("order_id", "=", order.id)
        .where("is_virtual", "=", 1)
        .where(
          "position",
          "in",
          refundedLines.map((line) => line.position),
        )
        .execute();
      await deps.downloads.revokeForLines(
        trx,
        virtual.map((line) => line.id),
      );
    }
    // A cancelled order stays cancelled, and its e-mail tells what this refund pays back.
    if (cancelling) {
      logger?.info({ order: order.number, refund: publicId, cents: amount, toPayment, toStoreCredit, status }, "cancellation refunded");
      return { ok: true, refund, creditNoteNumber: issued.creditNote.number, toPaymentCents: toPayment, toStoreCreditCents: toStoreCredit, closed: false };
    }
    const closed = fullyCredited(invoice, [...previous, note]) && (await deps.orders().closeIn(trx, order, { kind: "refund", refundId: publicId, operator: staff ?? undefined }));

    const address = shippingAddressOf(order) ?? billingAddressOf(order);
    await deps.mail.enqueue(
      { executor: trx },
      {
        template: refundMail,
        to: order.email,
        language: language(order),
        data: {
          stage: "issued",
          orderNumber: order.number,
          orderPublicId: order.public_id,
          firstname: address.firstname,
          method: to,
          status,
          paymentTitle: paymentTitle(order, payment?.provider ?? null),
          amountCents: amount,
          toPaymentCents: toPayment,
          toStoreCreditCents: toStoreCredit,
          creditNoteNumber: issued.creditNote.number,
          items: note.lines.map((line) => ({ name: line.name, sku: line.sku, quantity: line.quantity })),
          shippingCents: issued.creditNote.shipping_incl_cents,
          adjustmentCents: adjustment,
          feeCents: fee,
        },
      },
    );
    logger?.info({ order: order.number, refund: publicId, cents: amount, toPayment, toStoreCredit, status, closed }, "refund made");
    return { ok: true, refund, creditNoteNumber: issued.creditNote.number, toPaymentCents: toPayment, toStoreCreditCents: toStoreCredit, closed };
  }

  const confirmations: RefundConfirmations = {
    /**
     * A provider's verified `payment.refunded` notification (payment service, in its transaction:
     * the order's payments locked): the pending refund it names, of that payment, for the amount
     * asked of the payment, is completed once; the shopper is told.
     */
    async confirmed(scope: ServiceScope, detail: RefundConfirmation) {
      const executor = scope.executor ?? db;
      const refund = await executor.selectFrom("refund").selectAll().where("public_id", "=", detail.refundId).where("payment_id", "=", detail.paymentId).executeTakeFirst();
      if (!refund) return { outcome: "ignored", reason: "no refund of this payment has this id", settled: false } as const;
      if (refund.status !== "pending") return { outcome: "ignored", reason: `refund is ${refund.status}`, settled: false } as const;
      const toPayment = refund.amount_cents - refund.store_credit_cents;
      if (detail.amountCents !== toPayment || detail.currency !== "EUR") return { outcome: "amount_mismatch", reason: "amount or currency differs from the refund's", settled: false } as const;
      const now = nowIso();
      await executor.updateTable("refund").set({ status: "completed", completed_at: now, provider_event_id: detail.eventId }).where("id", "=", refund.id).where("status", "=", "pending").execute();
      const order = await executor.selectFrom("sales_order").selectAll().where("id", "=", refund.order_id).executeTakeFirstOrThrow();
      const note = await executor.selectFrom("credit_note").selectAll().where("id", "=", refund.credit_note_id).executeTakeFirstOrThrow();
      const payment = await executor.selectFrom("payment").select(["provider", "amount_cents", "refunded_cents"]).where("id", "=", detail.paymentId).executeTakeFirstOrThrow();
      const stillPending = await executor.selectFrom("refund").select("id").where("payment_id", "=", detail.paymentId).where("status", "=", "pending").executeTakeFirst();
      const address = shippingAddressOf(order) ?? billingAddressOf(order);
      await deps.mail.enqueue(
        { executor },
        {
          template: refundMail,
          to: order.email,
          language: language(order),
          data: {
            stage: "completed",
            orderNumber: order.number,
            orderPublicId: order.public_id,
            firstname: address.firstname,
            method: refund.method,
            status: "completed",
            paymentTitle: paymentTitle(order, payment.provider),
            amountCents: refund.amount_cents,
            toPaymentCents: toPayment,
            toStoreCreditCents: refund.store_credit_cents,
            creditNoteNumber: note.number,
            items: creditNoteRecordOf(note).lines.map((line) => ({ name: line.name, sku: line.sku, quantity: line.quantity })),
            shippingCents: note.shipping_incl_cents,
            adjustmentCents: refund.adjustment_cents,
            feeCents: refund.fee_cents,
          },
        },
      );
      logger?.info({ order: order.number, refund: refund.public_id, event: detail.eventId }, "refund confirmed by its provider");
      return { outcome: "applied", reason: "refund completed", settled: !stillPending && payment.refunded_cents === payment.amount_cents } as const;
    },
  };

  return {
    /**
     * Refunds an order (`request`): the credit note, the refund and the money, in one unit of work,
     * all or nothing. Refused, with nothing written, when the order is unknown, unpaid, cancelled
     * or closed, when the selection asks for more than is left to credit, when the money would
     * exceed what was paid, or for a guest's store credit.
     */
    refund(scope: ServiceScope, request: RefundRequest): Promise<RefundOutcome> {
      return inTransaction(scope.executor ?? db, (trx) => refundIn(trx, request));
    },

    /**
     * The same in the caller's unit of work: an operator's refund (`refund` runs it in one of its
     * own), or the refund of a paid order being cancelled (order lifecycle `cancelIn`, the order
     * locked and read by it): the credit note of everything not credited yet (reason
     * `order_cancelled`), the store credit the order spent and refunds did not give back returned
     * to it, the rest to the payment (pending at a card or wallet provider until its signed
     * notification, by hand for a transfer or a cheque), at most what was paid and not refunded
     * yet; the order is not closed (it is cancelled) and the cancellation's e-mail tells it.
     */
    refundIn,

    /** What payment notifications do to refunds (given to the payment service). */
    confirmations,

    /** An order's refunds, oldest first (the order was found for a viewer allowed to see it): the orders of one scope's turn read together. */
    byOrder(scope: ServiceScope, orderId: number): Promise<RefundListRow[]> {
      return loaderOf(scope).load(orderId);
    },

    /** The refunds of the order numbered `number`, oldest first (the operator's `refund list`). */
    byOrderNumber(scope: ServiceScope, number: string): Promise<RefundListRow[]> {
      return refundRepository.byOrderNumber(scope.executor ?? db, number.trim());
    },

    /**
     * The sandbox providers' side of their refunds (ADR 075): each pending refund of a sandbox card
     * or wallet payment (only those named by `ids`, when given) is confirmed to the shop as the
     * provider would, by its signed `payment.refunded` notification POSTed to the shop's
     * notification endpoint (retried on no answer or 5xx). The shop applies it once, whatever the
     * repeats (its event id is the refund's). Answers how many the shop accepted and how many are
     * still pending (the shop did not answer: the next pass sends them again).
     */
    async notifySandboxRefunds(options: { ids?: readonly number[]; deliver?: typeof deliverNotification; attempts?: number; timeoutMs?: number } = {}): Promise<{ delivered: number; pending: number }> {
      const deliver = options.deliver ?? deliverNotification;
      let delivered = 0;
      let pending = 0;
      for (let cursor = 0; ; ) {
        const batch = await refundRepository.pendingOf(db, SANDBOX_PROVIDERS, { cursor, limit: NOTIFY_BATCH, ids: options.ids });
        for (const refund of batch) {
          cursor = refund.id;
          const notification = sandboxRefundNotification(
            deps.config,
            { provider: refund.provider as (typeof SANDBOX_PROVIDERS)[number], reference: refund.reference, currency: refund.currency },
            { id: refund.public_id, amountCents: refund.amount_cents - refund.store_credit_cents },
          );
          const status = await deliver(notification, { attempts: options.attempts, timeoutMs: options.timeoutMs });
          if (status === 200) delivered++;
          else {
            pending++;
            logger?.warn({ refund: refund.public_id, eventId: notification.eventId, status }, "sandbox provider: refund notification not accepted (sent again later)");
          }
        }
        if (batch.length < NOTIFY_BATCH) return { delivered, pending };
      }
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;

/** How often the process doing background work confirms the sandbox's pending refunds. */
export const SANDBOX_REFUND_NOTIFY_MS = 15_000;

/**
 * Runs `notifySandboxRefunds` every `intervalMs` in this process (shared/periodic-task.ts): the
 * sandbox providers' notifications of the refunds asked while the server was not there to receive
 * them (an operator's command run without a server) are delivered once it is. Safe in several
 * processes at once: the shop applies each refund's notification once.
 */
export function startSandboxRefundNotifier(refunds: Pick<RefundService, "notifySandboxRefunds">, options: { intervalMs?: number; logger?: Logger } = {}): PeriodicTask {
  return startPeriodicTask({
    job: "sandbox-refunds",
    intervalMs: options.intervalMs ?? SANDBOX_REFUND_NOTIFY_MS,
    logger: options.logger,
    failureMessage: "refunds: the sandbox refund notifications pass failed",
    async pass() {
      const { delivered } = await refunds.notifySandboxRefunds();
      if (delivered) options.logger?.info({ count: delivered }, "refunds: sandbox refund notifications delivered");
    },
  });
}
