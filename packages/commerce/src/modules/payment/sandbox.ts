import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.ts";
import type { PaymentEventType, ProviderCode } from "./providers.ts";
import { signedHeaders } from "./signature.ts";

/**
 * The sandbox providers' own side: what their hosted pages accept and what they tell the shop.
 * The test cards behave as a card provider's test mode does; each outcome is confirmed to the
 * shop by a signed server-to-server notification, exactly as a real provider's would be.
 */

export type CardOutcome = "succeeded" | "declined" | "insufficient_funds" | "challenge";

/** The test cards, as written on the card page and in the README. */
export const testCards: readonly { number: string; outcome: CardOutcome }[] = [
  { number: "4242 4242 4242 4242", outcome: "succeeded" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
  { number: "4000 0000 0000 9995", outcome: "insufficient_funds" },
  { number: "4000 0000 0000 3220", outcome: "challenge" },
];

export type CardField = "number" | "expiry" | "cvc" | "name";
export type CardFieldError = "number_missing" | "number_unknown" | "expiry_invalid" | "expiry_past" | "cvc_invalid" | "name_missing";

export interface CardForm {
  number?: unknown;
  expiry?: unknown;
  cvc?: unknown;
  name?: unknown;
}

export type CardAttempt = { ok: true; outcome: CardOutcome } | { ok: false; errors: Partial<Record<CardField, CardFieldError>> };

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * What the sandbox does with a card: only the test cards are known (any other number is refused
 * as unknown, whatever its checksum); the expiry is any month not yet over, `MM/YY` or `MM/YYYY`;
 * the security code any 3 or 4 digits.
 */
export function cardAttempt(form: CardForm, now: Date = new Date()): CardAttempt {
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  const digits = text(form.number).replace(/[\s-]/g, "");
  const card = testCards.find((candidate) => candidate.number.replace(/\s/g, "") === digits);
  if (!digits) errors.number = "number_missing";
  else if (!card) errors.number = "number_unknown";

  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text(form.expiry));
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = "expiry_invalid";
  else {
    const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    // A card is valid to the last day of its expiry month.
    if (Date.UTC(year, month, 1) <= now.getTime()) errors.expiry = "expiry_past";
  }
  if (!/^\d{3,4}$/.test(text(form.cvc))) errors.cvc = "cvc_invalid";
  if (!text(form.name)) errors.name = "name_missing";
  return Object.keys(errors).length || !card ? { ok: false, errors } : { ok: true, outcome: card.outcome };
}

/**
 * A 3-D Secure challenge is answered on its own page: the token it carries (keyed with the
 * notification secret) says the card page asked for it, so the challenge cannot be skipped by
 * posting "authenticate" straight away.
 */
export function challengeToken(secret: string, reference: string): string {
  return createHmac("sha256", secret).update(`3ds.${reference}`).digest("base64url");
}

export function isChallengeToken(secret: string, reference: string, token: unknown): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(challengeToken(secret, reference));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface SandboxNotification {
  url: string;
  headers: Record<string, string>;
  body: string;
  eventId: string;
}

/** The notification a sandbox provider sends for `payment`: its body, signed now. */
export function sandboxNotification(
  config: Pick<Config, "publicUrl" | "payments">,
  payment: { provider: ProviderCode; reference: string; amountCents: number; currency: string },
  type: Exclude<PaymentEventType, "payment.refunded">,
  reason?: string,
  now: Date = new Date(),
): SandboxNotification {
  const eventId = `evt_${randomUUID().replaceAll("-", "")}`;
  const body = JSON.stringify({
    id: eventId,
    type,
    reference: payment.reference,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    occurred_at: now.toISOString(),
    ...(reason && { reason }),
  });
  return {
    url: `${config.publicUrl}/payment/notify/${payment.provider}`,
    headers: { "Content-Type": "application/json", ...signedHeaders(config.payments.notificationSecret, body, now) },
    body,
    eventId,
  };
}

/**
 * The notification a sandbox provider sends once it has paid `refund` back (`payment.refunded`,
 * quoting the shop's refund id), signed now. Its event id is the refund's own, so every delivery of
 * it (a retry, the next pass of the notifier) is one event to the shop: applied once, then
 * answered `duplicate` (ADR 075).
 */
export function sandboxRefundNotification(
  config: Pick<Config, "publicUrl" | "payments">,
  payment: { provider: ProviderCode; reference: string; currency: string },
  refund: { id: string; amountCents: number },
  now: Date = new Date(),
): SandboxNotification {
  const eventId = `evt_refund_${refund.id}`;
  const body = JSON.stringify({
    id: eventId,
    type: "payment.refunded",
    reference: payment.reference,
    amount_cents: refund.amountCents,
    currency: payment.currency,
    occurred_at: now.toISOString(),
    refund_id: refund.id,
  });
  return {
    url: `${config.publicUrl}/payment/notify/${payment.provider}`,
    headers: { "Content-Type": "application/json", ...signedHeaders(config.payments.notificationSecret, body, now) },
    body,
    eventId,
  };
}

/**
 * Sends a notification as the provider does: a few attempts a short while apart when the shop
 * does not answer 2xx (a provider retries; the shop applies an event once whatever the repeats).
 * Resolves with the last status (0: no answer at all).
 */
export async function deliverNotification(notification: SandboxNotification, options: { attempts?: number; timeoutMs?: number } = {}): Promise<number> {
  const attempts = options.attempts ?? 3;
  let status = 0;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetch(notification.url, {
        method: "POST",
        headers: notification.headers,
        body: notification.body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer();
      status = response.status;
      // A 4xx is a verdict (wrong signature, unknown provider): sending again changes nothing.
      if (status < 500) return status;
    } catch {
      status = 0;
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
  return status;
}
