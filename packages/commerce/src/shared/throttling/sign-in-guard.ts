import { createHash } from "node:crypto";
import type { Limits } from "./limits.ts";
import { addressKey } from "./throttling.ts";

/** An attempt refused by a limit: how long until one would be accepted. */
export type Throttled = { ok: false; code: "TOO_MANY_ATTEMPTS"; retryAfterSeconds: number };

export const throttled = (retryAfterSeconds: number): Throttled => ({ ok: false, code: "TOO_MANY_ATTEMPTS", retryAfterSeconds });

/**
 * Sign-in under the shop's limits (limits.ts), for every kind of account (customers, staff),
 * keyed by the client's address (`request.ip`: forwarding headers count only from TRUST_PROXY's
 * proxies).
 *
 * Consecutive failures of one account from one address back off exponentially after a few free
 * ones, and a success from that address clears them, so a guesser elsewhere never delays the
 * owner; failures from one address, whatever the account, have a daily cap. The account is the
 * normalised e-mail, whether or not it has an account (same answers, same timing), kept in the
 * store only as a hash. A throttled attempt never reaches the password check. Each call is one
 * attempt: every alias and every operation of a batch counts.
 */
export function createSignInGuard(limits: Limits, realm: string) {
  const accountKey = (normalisedEmail: string, clientAddress: string) =>
    createHash("sha256").update(`${realm}\n${normalisedEmail}\n${clientAddress}`).digest("base64url");

  /** Runs `check` (the password check) unless a limit refuses; its failure counts, its success clears. */
  return async function guarded<Result extends { ok: boolean }>(normalisedEmail: string, client: string, check: () => Promise<Result>): Promise<Result | Throttled> {
    const clientAddress = addressKey(client);
    const address = await limits.signInAddress.consume(clientAddress);
    if (!address.allowed) return throttled(address.retryAfterSeconds);
    const account = accountKey(normalisedEmail, clientAddress);
    const backOff = await limits.signInAccount.attempt(account);
    if (!backOff.allowed) {
      await limits.signInAddress.refund(clientAddress);
      return throttled(backOff.retryAfterSeconds);
    }
    const result = await check();
    // Only failures count towards the address's cap.
    if (result.ok) await Promise.all([limits.signInAccount.succeeded(account), limits.signInAddress.refund(clientAddress)]);
    return result;
  };
}
