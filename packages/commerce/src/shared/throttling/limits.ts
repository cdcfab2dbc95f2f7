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
     * Account e-mails nobody may have asked for, to one recipient (keyed by the address's hash):
     * confirmation links (registration, a resend, a sign-in before confirming, a new address's
     * link) and "you already have an account" or "your address was offered" notes. Past it the message is not sent and the answer stays the same, so
     * nobody floods another's inbox and the answer still tells nothing.
     */
    accountMailRecipient: throttling.limiter("account-mail-recipient", { points: 3, durationSeconds: 15 * MINUTE }),
    /** New confirmation links asked for from one address. */
    resendConfirmationAddress: throttling.limiter("resend-confirmation-address", { points: 10, durationSeconds: HOUR }),
    /** E-mail confirmations tried from one address (a token cannot be guessed: this stops floods). */
    confirmEmailAddress: throttling.limiter("confirm-email-address", { points: 30, durationSeconds: 10 * MINUTE }),
    /** Password reset links asked for from one address. */
    passwordResetRequestAddress: throttling.limiter("password-reset-request-address", { points: 10, durationSeconds: HOUR }),
    /** Password reset links asked for one e-mail address, from anywhere: nobody floods its inbox. */
    passwordResetRequestRecipient: throttling.limiter("password-reset-request-recipient", { points: 5, durationSeconds: HOUR }),
    /** New passwords set with a reset link from one address. */
    passwordResetAddress: throttling.limiter("password-reset-address", { points: 30, durationSeconds: 10 * MINUTE }),
    /**
     * Password strength checks from one address: a meter asks a few times a second while the
     * shopper types, and each check costs milliseconds of CPU (up to about 0.1 s).
     */
    passwordStrengthAddress: throttling.limiter("password-strength-address", { points: 120, durationSeconds: MINUTE }),
    /**
     * Coupon codes tried from one address (a code that applies is given back): enough for a
     * shopper's typos, far too few to guess codes.
     */
    couponAttemptAddress: throttling.limiter("coupon-attempt-address", { points: 10, durationSeconds: 10 * MINUTE }),
    /** Cart changes from one address: generous (a quick order, a shop's shared address), it only stops floods. */
    cartWriteAddress: throttling.limiter("cart-write-address", { points: 600, durationSeconds: MINUTE }),
    /** Orders placed (or attempted) from one address: far more than a shop's shared address places, few enough to stop a script. */
    placeOrderAddress: throttling.limiter("place-order-address", { points: 30, durationSeconds: MINUTE }),
    /** Return requests made (or attempted) from one address: a shopper's corrections pass, a script filing requests is stopped. */
    returnRequestAddress: throttling.limiter("return-request-address", { points: 30, durationSeconds: 10 * MINUTE }),
    /** Requests to the browser's log endpoint from one address. */
    clientLogAddress: throttling.limiter("client-log-address", { points: 30, durationSeconds: MINUTE }),
    /** Changes to one customer's address book: a shopper sorting theirs makes a few dozen, a script filling it is stopped. */
    addressBookWriteCustomer: throttling.limiter("address-book-write-customer", { points: 60, durationSeconds: 10 * MINUTE }),
    /**
     * Guest order lookups (number, e-mail, postcode) from one address that found nothing: a
     * shopper's typos pass, guessing the three does not.
     */
    guestOrderLookupAddress: throttling.limiter("guest-order-lookup-address", { points: 10, durationSeconds: 15 * MINUTE }),
    /**
     * Failed lookups of one order number with one e-mail, from any address: one order cannot be
     * guessed at from many addresses, and guesses with other e-mails leave its shopper's lookups alone.
     */
    guestOrderLookupNumber: throttling.limiter("guest-order-lookup-number", { points: 10, durationSeconds: HOUR }),
    /** Changes to one customer's wishlist (keep, remove, share, make private): a shopper sorting theirs makes a few dozen, a script is stopped. */
    wishlistWriteCustomer: throttling.limiter("wishlist-write-customer", { points: 120, durationSeconds: 10 * MINUTE }),
    /**
     * Share codes from one address that found no shared wishlist (one that finds its list is given
     * back): a mistyped or revoked link passes, guessing codes does not; past it even a good code waits.
     */
    wishlistShareCodeAddress: throttling.limiter("wishlist-share-code-address", { points: 20, durationSeconds: 10 * MINUTE }),
    /** Wishlists sent by e-mail by one customer: a few friends now and then, never a mailing. */
    wishlistSendCustomer: throttling.limiter("wishlist-send-customer", { points: 3, durationSeconds: HOUR }),
    /** Recipients one customer's wishlist e-mails name in a day (each message counts). */
    wishlistRecipientsCustomer: throttling.limiter("wishlist-recipients-customer", { points: 15, durationSeconds: DAY }),
    /** Wishlists sent by e-mail from one address, whatever the account: new accounts do not make a mailing either. */
    wishlistSendAddress: throttling.limiter("wishlist-send-address", { points: 10, durationSeconds: HOUR }),
    /** Product reviews written by one customer (one per product ever): a shopper reviewing an order's products passes, a script is stopped. */
    reviewCreateCustomer: throttling.limiter("review-create-customer", { points: 5, durationSeconds: HOUR }),
    /** Product reviews attempted from one address, whatever the account: new accounts do not flood the moderation queue either. */
    reviewCreateAddress: throttling.limiter("review-create-address", { points: 20, durationSeconds: HOUR }),
    /** In-stock alerts asked by one signed-in customer: a shopper's wishes pass, a script is stopped. */
    stockAlertCustomer: throttling.limiter("stock-alert-customer", { points: 30, durationSeconds: HOUR }),
    /** In-stock alerts asked by visitors from one client address (each may send a confirmation link). */
    stockAlertAddress: throttling.limiter("stock-alert-address", { points: 10, durationSeconds: HOUR }),
    /**
     * Alert confirmation links sent to one address, from anywhere (keyed by the address's hash):
     * past it nothing is sent and the answer stays the same, so nobody makes the shop flood another's inbox.
     */
    stockAlertRecipient: throttling.limiter("stock-alert-recipient", { points: 3, durationSeconds: DAY }),
    /** Alert links (confirm, stop) from one address that found nothing (a good one is given back): guessing tokens is stopped. */
    stockAlertTokenAddress: throttling.limiter("stock-alert-token-address", { points: 20, durationSeconds: 10 * MINUTE }),
    /** Newsletter sign-ups from one client address (visitors' and customers' forms: each may send a message to the address typed). */
    newsletterAddress: throttling.limiter("newsletter-address", { points: 10, durationSeconds: HOUR }),
    /**
     * Newsletter messages nobody may have asked for, to one address, from anywhere (keyed by the
     * address's hash): confirmation links and "already subscribed" notes. Past it nothing is sent
     * and the answer stays the same.
     */
    newsletterRecipient: throttling.limiter("newsletter-recipient", { points: 3, durationSeconds: DAY }),
    /** Newsletter links (confirm, unsubscribe) from one address that found nothing (a good one is given back). */
    newsletterTokenAddress: throttling.limiter("newsletter-token-address", { points: 20, durationSeconds: 10 * MINUTE }),
    /** Changes to one customer's own subscription (each start sends the welcome message): a shopper's changes of mind pass, a script is stopped. */
    newsletterCustomer: throttling.limiter("newsletter-customer", { points: 20, durationSeconds: HOUR }),
    /** Contact messages sent from one client address: a shopper's question and its follow-ups pass, a script is stopped. */
    contactMessageAddress: throttling.limiter("contact-message-address", { points: 5, durationSeconds: HOUR }),
    /** Contact messages signed with one e-mail address (keyed by its hash), from anywhere: new client addresses do not make a flood either. */
    contactMessageEmail: throttling.limiter("contact-message-email", { points: 5, durationSeconds: DAY }),
  } satisfies Record<string, Limiter | BackOff>;
}

export type Limits = ReturnType<typeof createLimits>;
