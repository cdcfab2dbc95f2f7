import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createProviders } from "./providers.ts";
import { REFERENCE_PATTERN, newPaymentReference, normaliseReference } from "./reference.ts";
import { cardAttempt, challengeToken, isChallengeToken, sandboxNotification, sandboxRefundNotification } from "./sandbox.ts";
import { stores } from "../shop/stores.ts";
import { signedHeaders } from "./signature.ts";

const now = new Date("2026-11-26T10:00:00Z");
const valid = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Camille Martin" };
const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "https://shop.example", PAYMENT_NOTIFICATION_SECRET: "x".repeat(32) });

describe("the sandbox card provider's test cards", () => {
  it("gives each test card its outcome, with or without spaces", () => {
    expect(cardAttempt(valid, now)).toEqual({ ok: true, outcome: "succeeded" });
    expect(cardAttempt({ ...valid, number: "4000000000000002" }, now)).toEqual({ ok: true, outcome: "declined" });
    expect(cardAttempt({ ...valid, number: "4000-0000-0000-9995" }, now)).toEqual({ ok: true, outcome: "insufficient_funds" });
    expect(cardAttempt({ ...valid, number: " 4000 0000 0000 3220 " }, now)).toEqual({ ok: true, outcome: "challenge" });
  });

  it("refuses any other number, a past or malformed expiry, a bad code and a missing name, field by field", () => {
    expect(cardAttempt({ ...valid, number: "5555 5555 5555 4444" }, now)).toEqual({ ok: false, errors: { number: "number_unknown" } });
    expect(cardAttempt({}, now)).toEqual({ ok: false, errors: { number: "number_missing", expiry: "expiry_invalid", cvc: "cvc_invalid", name: "name_missing" } });
    expect(cardAttempt({ ...valid, expiry: "10/26" }, now)).toEqual({ ok: false, errors: { expiry: "expiry_past" } });
    expect(cardAttempt({ ...valid, expiry: "13/30" }, now)).toEqual({ ok: false, errors: { expiry: "expiry_invalid" } });
    expect(cardAttempt({ ...valid, cvc: "12" }, now)).toEqual({ ok: false, errors: { cvc: "cvc_invalid" } });
    expect(cardAttempt({ ...valid, number: ["4242424242424242"] }, now)).toEqual({ ok: false, errors: { number: "number_missing" } });
  });

  it("accepts the current month and a four-digit year", () => {
    expect(cardAttempt({ ...valid, expiry: "11/26" }, now)).toMatchObject({ ok: true });
    expect(cardAttempt({ ...valid, expiry: "01 / 2031" }, now)).toMatchObject({ ok: true });
  });

  it("keys the 3-D Secure challenge to its payment", () => {
    const token = challengeToken("secret-secret-secret", "EB-AAAA-BBBB");
    expect(isChallengeToken("secret-secret-secret", "EB-AAAA-BBBB", token)).toBe(true);
    expect(isChallengeToken("secret-secret-secret", "EB-AAAA-CCCC", token)).toBe(false);
    expect(isChallengeToken("secret-secret-secret", "EB-AAAA-BBBB", undefined)).toBe(false);
  });
});

describe("payment references", () => {
  it("are short, typable and distinct", () => {
    const references = new Set(Array.from({ length: 2_000 }, newPaymentReference));
    expect(references.size).toBe(2_000);
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(normaliseReference(" eb-7k3m-9q2x ")).toBe("EB-7K3M-9Q2X");
    expect(normaliseReference("EB-0000-1111")).toBeNull();
  });
});

describe("the providers", () => {
  const providers = createProviders(config);
  const payment = { provider: "sandbox_card" as const, reference: "EB-7K3M-9Q2X", amountCents: 4_990, currency: "EUR" };

  it("start a hosted payment on the store's page, and a deferred one with instructions", () => {
    expect(providers.sandbox_card.start(payment, stores.fr)).toEqual({ kind: "redirect", url: "https://shop.example/payment/sandbox/sandbox_card/EB-7K3M-9Q2X" });
    expect(providers.sandbox_wallet.start({ ...payment, provider: "sandbox_wallet" }, stores.en)).toEqual({
      kind: "redirect",
      url: "https://shop.example/en/payment/sandbox/sandbox_wallet/EB-7K3M-9Q2X",
    });
    expect(providers.bank_transfer.start(payment, stores.fr)).toEqual({ kind: "instructions" });
    expect(providers.cheque.isDeferred && providers.bank_transfer.isDeferred && !providers.sandbox_card.isDeferred).toBe(true);
  });

  it("lapse after the card timeout or the deferred days", () => {
    expect(providers.sandbox_card.dueAt(now).getTime() - now.getTime()).toBe(config.payments.cardTimeoutMinutes * 60_000);
    expect(providers.cheque.dueAt(now).getTime() - now.getTime()).toBe(config.payments.deferredDays * 86_400_000);
  });

  it("read a signed notification; refuse a signed non-notification (400), an unsigned one (401); deferred methods take none (404)", () => {
    const notification = sandboxNotification(config, payment, "payment.failed", "declined", now);
    const headers = Object.fromEntries(Object.entries(notification.headers).map(([name, value]) => [name.toLowerCase(), value]));
    expect(providers.sandbox_card.verifyNotification(headers, Buffer.from(notification.body), now)).toEqual({
      ok: true,
      event: { id: notification.eventId, type: "payment.failed", reference: payment.reference, amountCents: 4_990, currency: "EUR", occurredAt: now.toISOString(), reason: "declined" },
    });
    expect(notification.url).toBe("https://shop.example/payment/notify/sandbox_card");
    const other = Buffer.from(JSON.stringify({ hello: "world" }));
    const signed = sandboxNotification(config, payment, "payment.succeeded", undefined, now).headers;
    expect(providers.sandbox_card.verifyNotification(lower(signedHeaders(config.payments.notificationSecret, other, now)), other, now)).toMatchObject({ ok: false, status: 400 });
    expect(providers.sandbox_card.verifyNotification({}, Buffer.from(notification.body), now)).toMatchObject({ ok: false, status: 401 });
    expect(providers.bank_transfer.verifyNotification(lower(signed), Buffer.from(notification.body), now)).toMatchObject({ ok: false, status: 404 });
  });

  it("refund: the sandbox accepts it and confirms it later by a signed notification naming the refund; a transfer or cheque is refunded by hand", () => {
    expect(providers.sandbox_wallet.refund(payment, 1_000, "rf-1")).toEqual({ kind: "requested" });
    expect(providers.cheque.refund(payment, 1_000, "rf-2")).toEqual({ kind: "manual" });
    const refunded = sandboxRefundNotification(config, payment, { id: "rf-1", amountCents: 1_000 }, now);
    expect(refunded.eventId).toBe("evt_refund_rf-1");
    expect(providers.sandbox_wallet.verifyNotification(lower(refunded.headers), Buffer.from(refunded.body), now)).toEqual({
      ok: true,
      event: { id: "evt_refund_rf-1", type: "payment.refunded", reference: payment.reference, amountCents: 1_000, currency: payment.currency, occurredAt: now.toISOString(), refundId: "rf-1" },
    });
    // A refund notification must say which refund it confirms.
    const unnamed = JSON.stringify({ ...JSON.parse(refunded.body), refund_id: undefined });
    expect(providers.sandbox_wallet.verifyNotification(lower(signedHeaders(config.payments.notificationSecret, unnamed, now)), Buffer.from(unnamed), now)).toMatchObject({ ok: false, status: 400 });
  });
});

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
