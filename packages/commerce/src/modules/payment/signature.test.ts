import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signPayload, signedHeaders, verifySignature } from "./signature.ts";

const SECRET = "a-test-secret-of-some-length";
const body = Buffer.from('{"id":"evt_1","type":"payment.succeeded"}');
const now = new Date("2026-11-26T10:00:00Z");
const at = Math.floor(now.getTime() / 1000);
const verify = (headers: Record<string, string>, raw = body, options = { maxAgeSeconds: 300, now }) => verifySignature(SECRET, headers, raw, options);

describe("notification signatures", () => {
  it("is HMAC-SHA256 in hex over the timestamp, a dot and the raw body", () => {
    const expected = createHmac("sha256", SECRET).update(`${at}.${body.toString()}`).digest("hex");
    expect(signPayload(SECRET, at, body)).toBe(`v1=${expected}`);
    expect(signedHeaders(SECRET, body, now)).toEqual({ "X-Payment-Timestamp": String(at), "X-Payment-Signature": `v1=${expected}` });
  });

  it("accepts a notification signed with the secret, whatever the header names' case", () => {
    expect(verify(signedHeaders(SECRET, body, now))).toEqual({ ok: true, timestamp: at });
    const headers = signedHeaders(SECRET, body, now);
    expect(verify({ "x-payment-timestamp": headers["X-Payment-Timestamp"], "x-payment-signature": headers["X-Payment-Signature"].toUpperCase().replace("V1=", "v1=") })).toMatchObject({ ok: true });
  });

  it("refuses a missing, malformed or wrong signature", () => {
    expect(verify({})).toEqual({ ok: false, reason: "missing" });
    expect(verify({ "X-Payment-Timestamp": String(at) })).toEqual({ ok: false, reason: "missing" });
    expect(verify({ "X-Payment-Timestamp": "soon", "X-Payment-Signature": signPayload(SECRET, at, body) })).toEqual({ ok: false, reason: "malformed" });
    expect(verify({ "X-Payment-Timestamp": String(at), "X-Payment-Signature": "sha256=abc" })).toEqual({ ok: false, reason: "malformed" });
    expect(verify(signedHeaders("another-secret-entirely", body, now))).toEqual({ ok: false, reason: "mismatch" });
    // The timestamp is signed: changing it breaks the signature.
    const headers = signedHeaders(SECRET, body, now);
    expect(verify({ ...headers, "X-Payment-Timestamp": String(at + 1) })).toEqual({ ok: false, reason: "mismatch" });
  });

  it("refuses the same JSON serialised again (other spacing or key order)", () => {
    const headers = signedHeaders(SECRET, body, now);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(verify(headers, reserialised)).toEqual({ ok: false, reason: "mismatch" });
  });

  it("refuses a notification older than the maximum age, or from the future beyond a small skew", () => {
    const old = new Date(now.getTime() - 301_000);
    expect(verify(signedHeaders(SECRET, body, old))).toEqual({ ok: false, reason: "stale" });
    expect(verify(signedHeaders(SECRET, body, new Date(now.getTime() - 300_000)))).toMatchObject({ ok: true });
    expect(verify(signedHeaders(SECRET, body, new Date(now.getTime() + 20_000)))).toMatchObject({ ok: true });
    expect(verify(signedHeaders(SECRET, body, new Date(now.getTime() + 120_000)))).toEqual({ ok: false, reason: "future" });
  });
});
