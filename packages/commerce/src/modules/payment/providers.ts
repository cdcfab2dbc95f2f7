import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Store } from "../shop/stores.ts";
import { verifySignature } from "./signature.ts";

/**
 * One interface for every way of paying (ADR 050). A provider says how a payment starts (a page to
 * send the browser to, or instructions for the shopper), when an unpaid one lapses, how its
 * notifications are verified and read, and how a refund is made. Bank transfer and cheque are
 * deferred: the money arrives later, confirmed by an operator; they send no notifications.
 */
export const paymentMethodCodes = ["sandbox_card", "sandbox_wallet", "bank_transfer", "cheque"] as const;
export type ProviderCode = (typeof paymentMethodCodes)[number];

export const isPaymentMethodCode = (code: string): code is ProviderCode => (paymentMethodCodes as readonly string[]).includes(code);

/** What a provider knows of a payment. */
export interface ProviderPayment {
  provider: ProviderCode;
  reference: string;
  amountCents: number;
  currency: string;
}

export type PaymentEventType = "payment.succeeded" | "payment.failed" | "payment.cancelled" | "payment.refunded";

/** A notification, verified and read. */
export interface ProviderEvent {
  id: string;
  type: PaymentEventType;
  reference: string;
  amountCents: number;
  currency: string;
  /** ISO 8601, the provider's time. */
  occurredAt: string;
  reason?: string;
  /** `payment.refunded`: the id of the refund it confirms (the shop's refund id, given when the refund was asked for). */
  refundId?: string;
}

export type NotificationVerdict =
  | { ok: true; event: ProviderEvent }
  /** 400: signed but not a notification; 401: unsigned, wrongly signed, stale or from the future; 404: this provider sends none. */
  | { ok: false; status: 400 | 401 | 404; reason: string };

export type StartAction = { kind: "redirect"; url: string } | { kind: "instructions" };

export type RefundResult =
  /** The provider accepted the refund: its signed `payment.refunded` notification will confirm it (ADR 075). */
  | { kind: "requested" }
  /** An operator pays the money back by hand (transfer, cheque). */
  | { kind: "manual" };

export interface PaymentProvider {
  readonly code: ProviderCode;
  readonly title: Readonly<Record<Store["language"], string>>;
  /** The order waits for the money (transfer, cheque). */
  readonly isDeferred: boolean;
  /** When a payment started at `now` lapses unpaid (its order is then cancelled and its stock released). */
  dueAt(now: Date): Date;
  /** Where the browser goes to pay, or that the shopper follows instructions. */
  start(payment: ProviderPayment, store: Store): StartAction;
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: Buffer, now?: Date): NotificationVerdict;
  /** Asks for `amountCents` of `payment` back, named by the shop's `refundId` (the provider's notification quotes it). */
  refund(payment: ProviderPayment, amountCents: number, refundId: string): RefundResult;
}

/** The body of a sandbox notification: snake case, as such providers write it. Unknown fields are allowed (providers add some). */
export const notificationBodySchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(["payment.succeeded", "payment.failed", "payment.cancelled", "payment.refunded"]),
  reference: z.string().min(1).max(40),
  amount_cents: z.number().int().min(0).max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/),
  occurred_at: z.iso.datetime({ offset: true }),
  reason: z.string().max(100).optional(),
  /** `payment.refunded`: the refund it confirms. */
  refund_id: z.string().min(1).max(100).optional(),
});
export type NotificationBody = z.infer<typeof notificationBodySchema>;

const deferred = (code: "bank_transfer" | "cheque", title: PaymentProvider["title"], config: Config): PaymentProvider => ({
  code,
  title,
  isDeferred: true,
  dueAt: (now) => new Date(now.getTime() + config.payments.deferredDays * 86_400_000),
  start: () => ({ kind: "instructions" }),
  verifyNotification: () => ({ ok: false, status: 404, reason: "this method sends no notifications" }),
  refund: () => ({ kind: "manual" }),
});

/**
 * A hosted-page provider of the sandbox environment: its pages are served by the shop under
 * `/payment/sandbox/<provider>/<reference>` (in the store's path, hence its language), and it
 * confirms each outcome with a notification signed with the shared secret.
 */
const hosted = (code: "sandbox_card" | "sandbox_wallet", title: PaymentProvider["title"], config: Config): PaymentProvider => ({
  code,
  title,
  isDeferred: false,
  dueAt: (now) => new Date(now.getTime() + config.payments.cardTimeoutMinutes * 60_000),
  start: (payment, store) => ({ kind: "redirect", url: sandboxPageUrl(config, store, code, payment.reference) }),
  verifyNotification(headers, rawBody, now) {
    const signature = verifySignature(config.payments.notificationSecret, headers, rawBody, {
      maxAgeSeconds: config.payments.notificationMaxAgeSeconds,
      now,
    });
    if (!signature.ok) return { ok: false, status: 401, reason: `signature ${signature.reason}` };
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString("utf8"));
    } catch {
      return { ok: false, status: 400, reason: "body is not JSON" };
    }
    const body = notificationBodySchema.safeParse(json);
    if (!body.success) return { ok: false, status: 400, reason: "body is not a notification" };
    const { id, type, reference, amount_cents, currency, occurred_at, reason, refund_id } = body.data;
    if (type === "payment.refunded" && !refund_id) return { ok: false, status: 400, reason: "a refund notification names no refund" };
    return {
      ok: true,
      event: { id, type, reference, amountCents: amount_cents, currency, occurredAt: new Date(occurred_at).toISOString(), reason, ...(refund_id && { refundId: refund_id }) },
    };
  },
  // Accepted now, confirmed later by the provider's signed notification, as a real provider's refund is (ADR 075).
  refund: () => ({ kind: "requested" }),
});

/** The hosted page of a sandbox payment, in `store`'s path. */
export function sandboxPageUrl(config: Pick<Config, "publicUrl">, store: Pick<Store, "pathPrefix">, code: ProviderCode, reference: string): string {
  return `${config.publicUrl}${store.pathPrefix}/payment/sandbox/${code}/${encodeURIComponent(reference)}`;
}

/** The shop's four providers, in the order they are offered. */
export function createProviders(config: Config): Record<ProviderCode, PaymentProvider> {
  return {
    sandbox_card: hosted("sandbox_card", { fr: "Carte bancaire", en: "Card" }, config),
    sandbox_wallet: hosted("sandbox_wallet", { fr: "Portefeuille en ligne (type PayPal)", en: "Online wallet (PayPal-like)" }, config),
    bank_transfer: deferred("bank_transfer", { fr: "Virement bancaire", en: "Bank transfer" }, config),
    cheque: deferred("cheque", { fr: "Chèque", en: "Cheque" }, config),
  };
}
