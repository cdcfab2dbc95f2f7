import { createHmac, timingSafeEqual } from "node:crypto";
import { signPayload } from "../payment/signature.ts";

/**
 * The contact form's token (ADR 082): when the page was rendered, signed by the shop, so the
 * server can tell how long the form was open before it was sent, with or without JavaScript (the
 * server writes the token into the form as a hidden field). `<issued at, ms>.<hex HMAC-SHA256>`,
 * signed with the payments' one signing helper (`signPayload`) over the time and the store.
 *
 * The key is derived from the shop's signing secret (PAYMENT_NOTIFICATION_SECRET) for this use
 * alone, so a form token can never pass for a payment notification's signature, nor the reverse.
 * The token proves only that the shop rendered a form at that time: it is not personal and may
 * be sent more than once while it lasts (the limits stop repeats).
 */

/** How long a rendered form may wait before it is sent: a tab left open overnight still works. */
export const FORM_TOKEN_LIFETIME_MS = 24 * 3_600_000;
/** A token from slightly in the future (another server process's clock) is still accepted. */
const CLOCK_SKEW_MS = 30_000;

const keyOf = (secret: string) => createHmac("sha256", secret).update("contact-form-token/v1").digest();
const signed = (key: Buffer, issuedAt: number, store: string) => signPayload(key.toString("hex"), issuedAt, `contact-form.${store}`).slice("v1=".length);

export function createFormTokens(secret: string) {
  const key = keyOf(secret);
  return {
    /** A token for a form rendered now in `store`. */
    issue(store: "fr" | "en", now: Date = new Date()): string {
      const issuedAt = now.getTime();
      return `${issuedAt}.${signed(key, issuedAt, store)}`;
    },
    /**
     * What a posted token says: how long ago its form was rendered (ms), or why it is refused:
     * `invalid` (missing, malformed, not signed by the shop, another store's), `expired` (older
     * than a day, or from the future).
     */
    read(token: string | null | undefined, store: "fr" | "en", now: Date = new Date()): { ok: true; ageMs: number } | { ok: false; reason: "invalid" | "expired" } {
      const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(token?.trim() ?? "");
      if (!match) return { ok: false, reason: "invalid" };
      const issuedAt = Number(match[1]);
      const given = Buffer.from(match[2], "hex");
      const expected = Buffer.from(signed(key, issuedAt, store), "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
      const ageMs = now.getTime() - issuedAt;
      if (ageMs < -CLOCK_SKEW_MS || ageMs > FORM_TOKEN_LIFETIME_MS) return { ok: false, reason: "expired" };
      return { ok: true, ageMs: Math.max(0, ageMs) };
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
