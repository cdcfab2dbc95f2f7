import type { Limits } from "../../shared/throttling/limits.ts";
import { type Throttled, createSignInGuard, throttled } from "../../shared/throttling/sign-in-guard.ts";
import { addressKey } from "../../shared/throttling/throttling.ts";
import { type CustomerProfile, type CustomerService, normaliseEmail } from "./service.ts";

export type SignInResult = { ok: true; customer: CustomerProfile } | { ok: false; code: "INVALID_CREDENTIALS" } | Throttled;

/** Customers' sign-in and registration under the shop's limits (shared/throttling). */
export function createSignInLimits(customers: CustomerService, limits: Limits) {
  const guarded = createSignInGuard(limits, "customer");
  return {
    signIn(email: string, password: string, client: string): Promise<SignInResult> {
      return guarded(normaliseEmail(email), client, async () => {
        const customer = await customers.authenticate(email, password);
        return customer ? { ok: true as const, customer } : { ok: false as const, code: "INVALID_CREDENTIALS" as const };
      });
    },

    /** Registration, at most so many a time from one address (every call counts). */
    async register(clientAddress: string, ...args: Parameters<CustomerService["register"]>): Promise<Awaited<ReturnType<CustomerService["register"]>> | Throttled> {
      const verdict = await limits.registrationAddress.consume(addressKey(clientAddress));
      if (!verdict.allowed) return throttled(verdict.retryAfterSeconds);
      return customers.register(...args);
    },
  };
}
