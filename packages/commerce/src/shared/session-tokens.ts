import { createHash, randomBytes } from "node:crypto";

/**
 * Opaque tokens of sessions (customers' and staff's) and API tokens: 32 random bytes, written as
 * 43 base64url characters; only their sha256 is stored, so a copy of the database signs nobody in.
 */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** What is stored of a token (hex sha256). */
export const tokenDigest = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Whether a cookie's value can be a session token at all: anything else costs no query. */
export const isSessionTokenShaped = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);
