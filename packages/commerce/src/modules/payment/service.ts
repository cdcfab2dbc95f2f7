import type { Kysely } from "kysely";
import type { Config } from "../../config.ts";
import { dialectOf } from "../../db/database.ts";
import type { Database, PaymentTable } from "../../db/schema.ts";
import { paymentNotifications } from "../../shared/metrics.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { type ServiceScope, serviceScope } from "../shop/service-scope.ts";
import { type Store, stores } from "../shop/stores.ts";
import {
  type PaymentProvider,
  type ProviderCode,
  type ProviderEvent,
  type ProviderPayment,
  createProviders,
  isPaymentMethodCode,
} from "./providers.ts";
import { newPaymentReference } from "./reference.ts";

/**
 * Payments behind one provider interface (ADR 050): bank transfer and cheque (the order waits
 * for the money), and the sandbox card and wallet providers, which behave like hosted payment
 * pages served by the shop under `/payment/sandbox/…` and confirm server-to-server with
 * notifications signed with HMAC-SHA256 over a timestamp and the raw body. A notification,
 * verified, is the only thing that marks an order paid.
 */

export type PaymentMethodCode = ProviderCode;
export { isPaymentMethodCode };

export interface PaymentMethodView {
  code: PaymentMethodCode;
  /** In the scope's language. */
  title: string;
  /** The order waits for the money (transfer, cheque). */
  isDeferred: boolean;
}

/** The order a payment is started for (placeOrder's unit of work). */
export interface PayableOrder {
  /** sales_order.id */
  id: number;
  publicId: string;
  number: string;
  /** Euro cents incl. VAT: what is charged. */
  amountCents: number;
  email: string;
}

export interface StartedPayment {
  paymentId: number;
  /** Where the browser goes to pay (card, wallet); null for deferred methods. */
  redirectUrl: string | null;
  /** The order is cancelled (and its stock released) if unpaid by then. */
  dueAt: string;
  /** The payment's reference (the transfer's wording, the hosted page's name for it). */
  reference: string;
}

/** What a deferred method asks the shopper to do. */
export interface PaymentInstructionsView {
  amountCents: number;
  payee: string;
  reference: string;
  iban: string | null;
  bic: string | null;
  bankName: string | null;
  mailingAddress: string[] | null;
  dueAt: string | null;
}

/** What the order module does when a verified notification says so (called in the notification's transaction: `scope.executor`). */
export interface PaymentOutcomes {
  paid(scope: ServiceScope, orderId: number, detail: { paymentId: number; eventId: string; amountCents: number }): Promise<void>;
  /** The notification's amount or currency differs from the order's: flagged for an operator, never paid. */
  flag(scope: ServiceScope, orderId: number, reason: string): Promise<void>;
}

/**
 * What a notification did, recorded on its `payment_event` row:
 * - `applied`: it changed the payment (paid, failed attempt noted, cancelled);
 * - `ignored`: older than the last one applied, a failure after payment, or nothing left to change;
 * - `amount_mismatch`: the amount or currency is not the payment's: the order is flagged, never paid;
 * - `late_payment`: money received for a payment no longer pending (its order cancelled): paid, the order flagged for a refund;
 * - `unknown_payment`: no payment of this provider has the reference.
 * A repeated event (same provider and id) records nothing more: `duplicate`.
 */
export type NotificationOutcome = "applied" | "ignored" | "amount_mismatch" | "late_payment" | "unknown_payment" | "duplicate";

export type NotificationResult =
  | { status: 200; outcome: NotificationOutcome; reason: string; eventId: string; paymentId: number | null; orderId: number | null }
  | { status: 400 | 401 | 404; outcome: "rejected"; reason: string };

/** A payment as its hosted page shows it. */
export interface HostedPayment {
  paymentId: number;
  provider: PaymentMethodCode;
  reference: string;
  amountCents: number;
  currency: string;
  status: PaymentTable["status"];
  /** The payment can still be made (pending and not lapsed). */
  payable: boolean;
  expiresAt: string | null;
  orderNumber: string;
  orderPublicId: string;
  /** The store the order was placed in: the page's language and the paths it sends the browser back to. */
  store: Store;
}

/**
 * A refund asked of a payment's provider: `requested` (a provider that confirms it by a signed
 * `payment.refunded` notification later) or `manual` (paid back by hand: transfer, cheque).
 */
export type RefundOutcome = { ok: true; kind: "requested" | "manual" } | { ok: false; reason: "unknown_payment" | "not_paid" | "invalid_amount" };

/** What a verified `payment.refunded` notification confirms. */
export interface RefundConfirmation {
  paymentId: number;
  orderId: number;
  /** The shop's refund id, quoted by the provider. */
  refundId: string;
  eventId: string;
  amountCents: number;
  currency: string;
  occurredAt: string;
}

/**
 * What the refund module does with a verified refund notification (in the notification's
 * transaction, `scope.executor`): `applied` (the refund is completed), `ignored` (no pending refund
 * of this payment has the id: unknown, or completed already), `amount_mismatch` (not the amount
 * asked for: nothing changes, the order is flagged). `settled`: every refund of the payment is
 * confirmed and together they give back all it took (the payment is then `refunded`).
 */
export interface RefundConfirmations {
  confirmed(scope: ServiceScope, detail: RefundConfirmation): Promise<{ outcome: "applied" | "ignored" | "amount_mismatch"; reason: string; settled: boolean }>;
}

const formatCents = (cents: number) => (cents / 100).toFixed(2);

/** What a notification did to its payment, as the payments metric counts it (shared/metrics.ts `paymentNotifications`). */
function paymentOutcome(type: ProviderEvent["type"], outcome: NotificationResult["outcome"]): string {
  if (outcome === "amount_mismatch") return "amount_mismatch";
  if (type === "payment.succeeded" && (outcome === "applied" || outcome === "late_payment")) return "captured";
  if (outcome !== "applied") return "ignored";
  if (type === "payment.failed") return "failed";
  if (type === "payment.cancelled") return "cancelled";
  if (type === "payment.refunded") return "refunded";
  return "ignored";
}

/** Events of one payment applied in the provider's order: the same instant counts as newer (two steps of one attempt). */
const isOlder = (occurredAt: string, lastEventAt: string | null) => lastEventAt !== null && occurredAt < lastEventAt;

export function createPaymentService(db: Kysely<Database>, deps: { config: Config; outcomes: () => PaymentOutcomes; refunds?: () => RefundConfirmations }) {
  const { config } = deps;
  const providers = createProviders(config);
  const providerOf = (code: string): PaymentProvider | null => (isPaymentMethodCode(code) ? providers[code] : null);

  async function applyEvent(code: ProviderCode, event: ProviderEvent, now: Date): Promise<NotificationResult> {
    return inTransaction(db, async (trx) => {
      const inserted = await trx
        .insertInto("payment_event")
        .values({
          provider: code,
          event_id: event.id,
          payment_id: null,
          type: event.type,
          amount_cents: event.amountCents,
          currency: event.currency,
          occurred_at: event.occurredAt,
          outcome: "received",
          received_at: now.toISOString(),
        })
        // The unique (provider, event id) makes a repeat wait for the first one's transaction, then insert nothing.
        .onConflict((conflict) => conflict.columns(["provider", "event_id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return { status: 200, outcome: "duplicate", reason: "event already received", eventId: event.id, paymentId: null, orderId: null };

      const paymentOf = () =>
        trx
          .selectFrom("payment")
          .innerJoin("sales_order", "sales_order.id", "payment.order_id")
          .select(["payment.id", "payment.order_id", "payment.amount_cents", "payment.currency", "payment.status", "payment.last_event_at", "sales_order.store"])
          .where("payment.reference", "=", event.reference)
          .where("payment.provider", "=", code)
          .executeTakeFirst();
      let payment = await paymentOf();
      if (payment && dialectOf(trx) === "postgres") {
        // All the order's payments are locked, in id order, before its order (which the order module
        // locks next): the order module's changes that write payments (cancel, operator's pay, paying
        // again) lock them the same way, and paying one attempt closes the others, so a notification,
        // a cancellation and another attempt's notification of one order wait for each other instead
        // of deadlocking. Read again under the lock: a second event decides on what the first wrote.
        await trx.selectFrom("payment").select("id").where("order_id", "=", payment.order_id).orderBy("id").forUpdate().execute();
        payment = await paymentOf();
      }

      const record = async (outcome: Exclude<NotificationOutcome, "duplicate">, reason: string): Promise<NotificationResult> => {
        await trx.updateTable("payment_event").set({ outcome, payment_id: payment?.id ?? null }).where("id", "=", inserted.id).execute();
        return { status: 200, outcome, reason, eventId: event.id, paymentId: payment?.id ?? null, orderId: payment?.order_id ?? null };
      };
      if (!payment) return record("unknown_payment", "no payment has this reference");

      const scope = serviceScope({ store: payment.store === "en" ? stores.en : stores.fr, executor: trx });
      const moved = (status: PaymentTable["status"]) =>
        trx
          .updateTable("payment")
          .set({ status, last_event_at: event.occurredAt, updated_at: now.toISOString() })
          .where("id", "=", payment.id)
          .execute();

      if (event.type === "payment.refunded") {
        // A refund is an event of its own (several refunds of one payment confirm in any order):
        // the payment's last event time does not order it, and it does not move that time.
        if (!deps.refunds || !event.refundId) return record("ignored", "no refund to confirm");
        const confirmation = await deps.refunds().confirmed(scope, {
          paymentId: payment.id,
          orderId: payment.order_id,
          refundId: event.refundId,
          eventId: event.id,
          amountCents: event.amountCents,
          currency: event.currency,
          occurredAt: event.occurredAt,
        });
        if (confirmation.outcome === "amount_mismatch") {
          const received = `${formatCents(event.amountCents)} ${event.currency}`;
          await deps.outcomes().flag(scope, payment.order_id, `Refund notification ${event.id}: ${received} for a refund of another amount; not marked refunded.`);
        }
        if (confirmation.outcome === "applied" && confirmation.settled) {
          await trx.updateTable("payment").set({ status: "refunded", updated_at: now.toISOString() }).where("id", "=", payment.id).where("status", "=", "paid").execute();
        }
        return record(confirmation.outcome, confirmation.reason);
      }
      if (isOlder(event.occurredAt, payment.last_event_at)) return record("ignored", "older than the last event applied");
      switch (event.type) {
        case "payment.succeeded": {
          if (event.amountCents !== payment.amount_cents || event.currency !== payment.currency) {
            const received = `${formatCents(event.amountCents)} ${event.currency}`;
            const expected = `${formatCents(payment.amount_cents)} ${payment.currency}`;
            await deps.outcomes().flag(scope, payment.order_id, `Payment notification ${event.id}: ${received} received for ${expected} due; not marked paid.`);
            return record("amount_mismatch", "amount or currency differs from the payment's");
          }
          if (payment.status === "paid" || payment.status === "refunded") return record("ignored", "already paid");
          // The money was taken: the payment is paid whatever happened meanwhile. An order cancelled
          // meanwhile (its payment cancelled with it) stays cancelled and is flagged for a refund by the order module.
          await moved("paid");
          await deps.outcomes().paid(scope, payment.order_id, { paymentId: payment.id, eventId: event.id, amountCents: event.amountCents });
          return payment.status === "pending" ? record("applied", "paid") : record("late_payment", `paid while ${payment.status}`);
        }
        case "payment.failed":
          // A declined attempt leaves the payment open: the shopper may try again until it lapses.
          if (payment.status !== "pending") return record("ignored", `payment is ${payment.status}`);
          await moved("pending");
          return record("applied", "attempt failed");
        case "payment.cancelled":
          if (payment.status !== "pending") return record("ignored", `payment is ${payment.status}`);
          await moved("cancelled");
          return record("applied", "cancelled by the shopper");
        default:
          return record("ignored", "not a notification type the shop acts on");
      }
    });
  }

  return {
    /** The provider of a method code (null: no such method). */
    provider: providerOf,

    /** The ways of paying an amount (euro cents incl. VAT), in the scope's language. */
    methods(scope: ServiceScope, _amountCents: number): PaymentMethodView[] {
      return Object.values(providers).map((provider) => ({
        code: provider.code,
        title: provider.title[scope.store.language],
        isDeferred: provider.isDeferred,
      }));
    },

    /** Starts paying `order` with `method` in the order's unit of work (`scope.executor`): the payment row, and where to go. */
    async start(scope: ServiceScope, order: PayableOrder, method: PaymentMethodCode): Promise<StartedPayment> {
      const provider = providerOf(method);
      if (!provider) throw new Error(`payments: unknown method ${String(method)}`);
      const executor = scope.executor ?? db;
      const now = new Date();
      const dueAt = provider.dueAt(now).toISOString();
      // Charged in euros whatever the display currency (prices are set in EUR).
      const currency = "EUR";
      let reference = newPaymentReference();
      // A clash is about one in 10¹¹: checked rather than caught, since a failed insert would abort the caller's PostgreSQL transaction.
      while (await executor.selectFrom("payment").select("id").where("reference", "=", reference).executeTakeFirst()) reference = newPaymentReference();
      const row = await executor
        .insertInto("payment")
        .values({
          order_id: order.id,
          provider: provider.code,
          reference,
          amount_cents: order.amountCents,
          currency,
          status: "pending",
          last_event_at: null,
          expires_at: dueAt,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const action = provider.start({ provider: provider.code, reference, amountCents: order.amountCents, currency }, scope.store);
      return { paymentId: row.id, redirectUrl: action.kind === "redirect" ? action.url : null, dueAt, reference };
    },

    /** How to pay a deferred method's pending payment of this order (null when paid, or not deferred). */
    async instructions(scope: ServiceScope, orderId: number): Promise<PaymentInstructionsView | null> {
      const payment = await (scope.executor ?? db)
        .selectFrom("payment")
        .select(["provider", "reference", "amount_cents", "expires_at"])
        .where("order_id", "=", orderId)
        .where("status", "=", "pending")
        .where("provider", "in", ["bank_transfer", "cheque"])
        .orderBy("id", "desc")
        .executeTakeFirst();
      if (!payment) return null;
      const { payments } = config;
      const transfer = payment.provider === "bank_transfer";
      return {
        amountCents: payment.amount_cents,
        payee: payments.payee,
        reference: payment.reference,
        iban: transfer ? payments.iban : null,
        bic: transfer ? payments.bic : null,
        bankName: transfer ? payments.bankName : null,
        mailingAddress: transfer ? null : payments.chequeAddress,
        dueAt: payment.expires_at,
      };
    },

    /** Cancels the order's pending payments (the order is cancelled: `scope.executor` is its unit of work). */
    async cancelPending(scope: ServiceScope, orderId: number): Promise<void> {
      await (scope.executor ?? db)
        .updateTable("payment")
        .set({ status: "cancelled", updated_at: new Date().toISOString() })
        .where("order_id", "=", orderId)
        .where("status", "=", "pending")
        .execute();
    },

    /**
     * A provider's notification (`POST /payment/notify/:provider`): verified (signature over the raw
     * bytes, age), then applied in one transaction. 200 for anything verified, whatever it did (the
     * provider stops sending it); 400/401/404 for what is refused. Never throws for a bad request.
     */
    async receiveNotification(
      providerCode: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: Buffer,
      now: Date = new Date(),
    ): Promise<NotificationResult> {
      const provider = providerOf(providerCode);
      if (!provider) return { status: 404, outcome: "rejected", reason: "unknown provider" };
      const verdict = provider.verifyNotification(headers, rawBody, now);
      if (!verdict.ok) {
        paymentNotifications.inc({ provider: provider.code, outcome: "rejected" });
        return { status: verdict.status, outcome: "rejected", reason: verdict.reason };
      }
      const result = await applyEvent(provider.code, verdict.event, now);
      // Counted once the notification's unit of work has committed.
      paymentNotifications.inc({ provider: provider.code, outcome: paymentOutcome(verdict.event.type, result.outcome) });
      return result;
    },

    /** A payment as its hosted page shows it, by provider and reference (null: none). */
    async hostedPayment(providerCode: string, reference: string, now: Date = new Date()): Promise<HostedPayment | null> {
      if (!isPaymentMethodCode(providerCode) || reference.length > 40) return null;
      const row = await db
        .selectFrom("payment")
        .innerJoin("sales_order", "sales_order.id", "payment.order_id")
        .select([
          "payment.id",
          "payment.provider",
          "payment.reference",
          "payment.amount_cents",
          "payment.currency",
          "payment.status",
          "payment.expires_at",
          "sales_order.number",
          "sales_order.public_id",
          "sales_order.store",
        ])
        .where("payment.provider", "=", providerCode)
        .where("payment.reference", "=", reference)
        .executeTakeFirst();
      if (!row) return null;
      const lapsed = row.expires_at !== null && row.expires_at <= now.toISOString();
      return {
        paymentId: row.id,
        provider: providerCode,
        reference: row.reference,
        amountCents: row.amount_cents,
        currency: row.currency,
        status: row.status,
        payable: row.status === "pending" && !lapsed,
        expiresAt: row.expires_at,
        orderNumber: row.number,
        orderPublicId: row.public_id,
        store: row.store === "en" ? stores.en : stores.fr,
      };
    },

    /**
     * Asks `payment`'s provider for `amountCents` back, in the refund's unit of work
     * (`scope.executor`, the order's payments locked by the caller), named by the shop's `refundId`.
     * What the payment has given back is raised conditionally: never beyond what it took, whatever
     * ran before (`invalid_amount` otherwise; its column's check says the same). The sandbox
     * providers accept it (`requested`): their signed `payment.refunded` notification confirms it
     * later (`receiveNotification`). A transfer or a cheque is paid back by hand (`manual`): the
     * payment is `refunded` once that gives back all it took.
     */
    async refund(scope: ServiceScope, paymentId: number, amountCents: number, refundId: string): Promise<RefundOutcome> {
      return inTransaction(scope.executor ?? db, async (trx): Promise<RefundOutcome> => {
        const payment = await trx.selectFrom("payment").selectAll().where("id", "=", paymentId).executeTakeFirst();
        if (!payment || !isPaymentMethodCode(payment.provider)) return { ok: false, reason: "unknown_payment" };
        if (payment.status !== "paid") return { ok: false, reason: "not_paid" };
        if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { ok: false, reason: "invalid_amount" };
        const raised = await trx
          .updateTable("payment")
          .set((eb) => ({ refunded_cents: eb("refunded_cents", "+", amountCents), updated_at: new Date().toISOString() }))
          .where("id", "=", payment.id)
          .where("status", "=", "paid")
          .where((eb) => eb(eb("refunded_cents", "+", amountCents), "<=", eb.ref("amount_cents")))
          .executeTakeFirst();
        if (Number(raised.numUpdatedRows) !== 1) return { ok: false, reason: "invalid_amount" };
        const subject: ProviderPayment = { provider: payment.provider, reference: payment.reference, amountCents: payment.amount_cents, currency: payment.currency };
        const result = providers[payment.provider].refund(subject, amountCents, refundId);
        if (result.kind === "manual" && payment.refunded_cents + amountCents === payment.amount_cents) {
          await trx.updateTable("payment").set({ status: "refunded" }).where("id", "=", payment.id).execute();
        }
        return { ok: true, kind: result.kind };
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
