import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed provider notifications: `X-Payment-Signature: v1=<hex HMAC-SHA256(secret, timestamp + "." + raw body)>`
 * with `X-Payment-Timestamp` in unix seconds. The signature covers the bytes as sent, so a body
 * parsed and serialised again (other spacing, other key order) no longer matches; the timestamp
 * bounds how long a captured notification can be replayed.
 */
export const TIMESTAMP_HEADER = "x-payment-timestamp";
export const SIGNATURE_HEADER = "x-payment-signature";
const SCHEME = "v1=";
/** A provider's clock may run slightly ahead of ours: more than this is refused as from the future. */
export const CLOCK_SKEW_SECONDS = 30;

export function signPayload(secret: string, timestamp: number, rawBody: Buffer | string): string {
  const mac = createHmac("sha256", secret);
  mac.update(`${timestamp}.`);
  mac.update(rawBody);
  return `${SCHEME}${mac.digest("hex")}`;
}

/** The headers a provider sends with `rawBody`, signed now (or at `at`). */
export function signedHeaders(secret: string, rawBody: Buffer | string, at: Date = new Date()): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return { "X-Payment-Timestamp": String(timestamp), "X-Payment-Signature": signPayload(secret, timestamp, rawBody) };
}

export type SignatureVerdict = { ok: true; timestamp: number } | { ok: false; reason: "missing" | "malformed" | "mismatch" | "stale" | "future" };

type HeaderBag = Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  // Node lower-cases incoming header names; a caller's own object may not.
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(entry) ? (entry.length === 1 ? entry[0] : undefined) : entry;
}

/**
 * Whether `rawBody` was signed with `secret` at a time no older than `maxAgeSeconds` (nor in the
 * future beyond a small skew). The comparison is in constant time over the decoded bytes.
 */
export function verifySignature(
  secret: string,
  headers: HeaderBag,
  rawBody: Buffer,
  options: { maxAgeSeconds: number; now?: Date },
): SignatureVerdict {
  const timestampText = header(headers, TIMESTAMP_HEADER)?.trim();
  const signatureText = header(headers, SIGNATURE_HEADER)?.trim();
  if (!timestampText || !signatureText) return { ok: false, reason: "missing" };
  if (!/^\d{1,12}$/.test(timestampText) || !/^v1=[0-9a-f]{64}$/i.test(signatureText)) return { ok: false, reason: "malformed" };
  const timestamp = Number(timestampText);
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody).slice(SCHEME.length), "hex");
  const given = Buffer.from(signatureText.slice(SCHEME.length), "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "mismatch" };
  // Age is checked after the signature: only the provider can have chosen this timestamp.
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (timestamp > nowSeconds + CLOCK_SKEW_SECONDS) return { ok: false, reason: "future" };
  if (nowSeconds - timestamp > options.maxAgeSeconds) return { ok: false, reason: "stale" };
  return { ok: true, timestamp };
}
