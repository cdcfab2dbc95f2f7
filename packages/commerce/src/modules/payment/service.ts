import type { Kysely } from "kysely";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import type { ServiceScope } from "../shop/service-scope.ts";

/**
 * Payments behind one provider interface (ADR 050): bank transfer and cheque (the order waits
 * for the money), and the sandbox card and wallet providers, which behave like hosted payment
 * pages served by the shop under `/payment/sandbox/…` and confirm server-to-server with
 * notifications signed with HMAC-SHA256 over a timestamp and the raw body. A notification,
 * verified, is the only thing that marks an order paid.
 *
 * GROUNDWORK: the contract other modules rely on. Implemented by the payment work.
 */

export type PaymentMethodCode = "bank_transfer" | "cheque" | "sandbox_card" | "sandbox_wallet";

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

export function createPaymentService(_db: Kysely<Database>, _deps: { config: Config; outcomes: () => PaymentOutcomes }) {
  const notImplemented = (): never => {
    throw new Error("payments: not implemented yet");
  };
  return {
    /** The ways of paying an amount (euro cents incl. VAT), in the scope's language. */
    methods(_scope: ServiceScope, _amountCents: number): PaymentMethodView[] {
      return notImplemented();
    },
    /** Starts paying `order` with `method` in the order's unit of work (`scope.executor`): the payment row, and where to go. */
    async start(_scope: ServiceScope, _order: PayableOrder, _method: PaymentMethodCode): Promise<StartedPayment> {
      return notImplemented();
    },
    /** How to pay a deferred method's pending payment of this order (null when paid, or not deferred). */
    async instructions(_scope: ServiceScope, _orderId: number): Promise<PaymentInstructionsView | null> {
      return notImplemented();
    },
    /** Cancels the order's pending payments (the order is cancelled: `scope.executor` is its unit of work). */
    async cancelPending(_scope: ServiceScope, _orderId: number): Promise<void> {
      return notImplemented();
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
