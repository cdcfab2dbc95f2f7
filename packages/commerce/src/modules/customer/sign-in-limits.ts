import { createHash } from "node:crypto";
import type { Limits } from "../../shared/throttling/limits.ts";
import { addressKey } from "../../shared/throttling/throttling.ts";
import { type CustomerProfile, type CustomerService, normaliseEmail } from "./service.ts";

export type Throttled = { ok: false; code: "TOO_MANY_ATTEMPTS"; retryAfterSeconds: number };
export type SignInResult = { ok: true; customer: CustomerProfile } | { ok: false; code: "INVALID_CREDENTIALS" } | Throttled;

/**
 * Sign-in and registration under the shop's limits (shared/throttling/limits.ts), keyed by the
 * client's address (`request.ip`: forwarding headers count only from TRUST_PROXY's proxies).
 *
 * Sign-in: consecutive failures of one account from one address back off exponentially after a
 * few free ones, and a success from that address clears them, so a guesser elsewhere never
 * delays the owner; failures from one address, whatever the account, have a daily cap. The
 * account is the normalised e-mail, whether or not it has an account (same answers, same
 * timing), kept in the store only as a hash. A throttled attempt never reaches the password
 * check. Each call is one attempt: every alias and every operation of a batch counts.
 */
export function createSignInLimits(customers: CustomerService, limits: Limits) {
  const accountKey = (email: string, clientAddress: string) =>
    createHash("sha256").update(`${normaliseEmail(email)}\n${clientAddress}`).digest("base64url");

  return {
    async signIn(email: string, password: string, client: string): Promise<SignInResult> {
      const clientAddress = addressKey(client);
      const address = await limits.signInAddress.consume(clientAddress);
      if (!address.allowed) return throttled(address.retryAfterSeconds);
      const account = accountKey(email, clientAddress);
      const backOff = await limits.signInAccount.attempt(account);
      if (!backOff.allowed) {
        await limits.signInAddress.refund(clientAddress);
        return throttled(backOff.retryAfterSeconds);
      }
      const customer = await customers.authenticate(email, password);
      if (!customer) return { ok: false, code: "INVALID_CREDENTIALS" };
      // Only failures count towards the address's cap.
      await Promise.all([limits.signInAccount.succeeded(account), limits.signInAddress.refund(clientAddress)]);
      return { ok: true, customer };
    },

    /** Registration, at most so many a time from one address (every call counts). */
    async register(clientAddress: string, ...args: Parameters<CustomerService["register"]>): Promise<Awaited<ReturnType<CustomerService["register"]>> | Throttled> {
      const verdict = await limits.registrationAddress.consume(addressKey(clientAddress));
      if (!verdict.allowed) return throttled(verdict.retryAfterSeconds);
      return customers.register(...args);
    },
  };
}

const throttled = (retryAfterSeconds: number): Throttled => ({ ok: false, code: "TOO_MANY_ATTEMPTS", retryAfterSeconds });
