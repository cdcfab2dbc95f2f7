import type { Config } from "../../config.ts";
import { type BackOff, createBackOff } from "./back-off.ts";
import type { Limiter, Throttling } from "./throttling.ts";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit of the shop, defined once. A new one is an entry here (a name, a rule) and a
 * `consume` where the action happens. Keys are chosen by the caller: a client address
 * (`request.ip`, which follows TRUST_PROXY), an account, or both.
 */
export function createLimits(throttling: Throttling, config: Pick<Config, "throttling">) {
  const { signIn } = config.throttling;
  return {
    /** Consecutive failed sign-ins of one account from one address: free ones, then a doubling wait. */
    signInAccount: createBackOff(throttling, "sign-in-account", {
      freeAttempts: signIn.freeFailures,
      firstDelaySeconds: signIn.firstDelaySeconds,
      maxDelaySeconds: signIn.maxDelaySeconds,
      forgetAfterSeconds: DAY,
    }),
    /** Failed sign-ins from one address, whatever the account: a broad daily cap. */
    signInAddress: throttling.limiter("sign-in-address", { points: signIn.dailyFailuresPerAddress, durationSeconds: DAY }),
    /** Accounts created from one address. */
    registrationAddress: throttling.limiter("registration-address", { points: 10, durationSeconds: HOUR }),
    /**
     * Coupon codes tried from one address (a code that applies is given back): enough for a
     * shopper's typos, far too few to guess codes.
     */
    couponAttemptAddress: throttling.limiter("coupon-attempt-address", { points: 10, durationSeconds: 10 * MINUTE }),
    /** Cart changes from one address: generous (a quick order, a shop's shared address), it only stops floods. */
    cartWriteAddress: throttling.limiter("cart-write-address", { points: 600, durationSeconds: MINUTE }),
    /** Orders placed (or attempted) from one address: far more than a shop's shared address places, few enough to stop a script. */
    placeOrderAddress: throttling.limiter("place-order-address", { points: 30, durationSeconds: MINUTE }),
    /** Requests to the browser's log endpoint from one address. */
    clientLogAddress: throttling.limiter("client-log-address", { points: 30, durationSeconds: MINUTE }),
  } satisfies Record<string, Limiter | BackOff>;
}

export type Limits = ReturnType<typeof createLimits>;
