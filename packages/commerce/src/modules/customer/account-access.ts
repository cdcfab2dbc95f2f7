import { createHash } from "node:crypto";
import type { PasswordVerdict } from "../../shared/passwords.ts";
import type { Limits } from "../../shared/throttling/limits.ts";
import { type Throttled, createSignInGuard, throttled } from "../../shared/throttling/sign-in-guard.ts";
import { type Limiter, addressKey } from "../../shared/throttling/throttling.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { type CustomerProfile, type CustomerService, isEmail, normaliseEmail } from "./service.ts";

type Outcome<Method extends keyof CustomerService> = Awaited<ReturnType<CustomerService[Method]>>;

/** Outcomes of a sign-in: the customer, or why not (never whether the address has an account). */
export type SignInResult =
  | { ok: true; customer: CustomerProfile }
  | { ok: false; code: "INVALID_CREDENTIALS" | "EMAIL_NOT_CONFIRMED" }
  | Throttled;

/** A recipient's key in the limits: the normalised address's hash (the store never holds addresses). */
const recipientKey = (email: string) => createHash("sha256").update(normaliseEmail(email)).digest("base64url");

/**
 * How long a reset request or a confirmation resend takes to answer at the least. Their work
 * differs with what the answer must not reveal (an account has older links to revoke and gets a
 * new one; an unknown address gets a note) and, unlike registration and sign-in, no password hash
 * drowns that difference: the answer waits until this long after the question, so its time says
 * nothing (a machine slower than this shows it only in its own noise).
 */
export const SAME_ANSWER_TIME_MS = 60;

async function inSameTime<Result>(work: () => Promise<Result>): Promise<Result> {
  const started = performance.now();
  const result = await work();
  const left = SAME_ANSWER_TIME_MS - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}

/**
 * The customer service's account access under the shop's limits (shared/throttling/limits.ts):
 * what a client may try how often, per client address (`request.ip`) and per recipient. A refused
 * attempt answers `TOO_MANY_ATTEMPTS` without running; a message past its recipient's limit is
 * simply not sent, the answer unchanged. Passwords are checked under the sign-in guard (back-off
 * per account and address, a daily cap per address), also when a signed-in customer confirms a
 * change with theirs. A change of address e-mails an address its owner may not have asked for:
 * it counts against that recipient's limit as registration's messages do.
 */
export function createAccountAccess(customers: CustomerService, limits: Limits) {
  const guarded = createSignInGuard(limits, "customer");
  const byAddress = async (limiter: Limiter, client: string): Promise<Throttled | undefined> => {
    const verdict = await limiter.consume(addressKey(client));
    return verdict.allowed ? undefined : throttled(verdict.retryAfterSeconds);
  };
  const mayMail = async (email: string) => (await limits.accountMailRecipient.consume(recipientKey(email))).allowed;

  /**
   * A change confirmed by the current password: its wrong answers count as failed sign-ins of the
   * account, any other answer as a success (the service checks the password before anything else).
   */
  async function withCurrentPassword<Result extends { ok: boolean; code?: string }>(
    scope: Pick<ServiceScope, "customerId">,
    client: string,
    change: () => Promise<Result>,
  ): Promise<Result | Throttled | { ok: false; code: "NOT_SIGNED_IN" }> {
    const account = scope.customerId == null ? undefined : await customers.findById(scope.customerId);
    if (!account) return { ok: false, code: "NOT_SIGNED_IN" };
    const outcome = await guarded(account.email, client, async () => {
      const result = await change();
      return { ok: result.ok || result.code !== "CURRENT_PASSWORD_WRONG", result };
    });
    return "result" in outcome ? outcome.result : outcome;
  }

  return {
    /**
     * Signs in. The right password of an unconfirmed account answers `EMAIL_NOT_CONFIRMED` and
     * sends a new confirmation link (within the recipient's limit): only the owner gets there.
     */
    async signIn(scope: Pick<ServiceScope, "executor">, email: string, password: string, client: string): Promise<SignInResult> {
      const outcome = await guarded(normaliseEmail(email), client, async () => {
        const account = await customers.authenticate(email, password);
        return account ? { ok: true as const, account } : { ok: false as const, code: "INVALID_CREDENTIALS" as const };
      });
      if (!outcome.ok) return outcome;
      if (!outcome.account.confirmed) {
        if (await mayMail(email)) await customers.sendConfirmation(scope, email);
        return { ok: false, code: "EMAIL_NOT_CONFIRMED" };
      }
      return { ok: true, customer: outcome.account.customer };
    },

    /** Registration, at most so many a time from one address (every call counts). */
    async register(client: string, ...[scope, input]: Parameters<CustomerService["register"]>): Promise<Outcome<"register"> | Throttled> {
      const refused = await byAddress(limits.registrationAddress, client);
      if (refused) return refused;
      // Asked for a new address as for one with an account: the limit's state tells nothing either.
      return customers.register(scope, input, { mayNoteOwner: () => mayMail(input.email) });
    },

    async confirmEmail(client: string, ...args: Parameters<CustomerService["confirmEmail"]>): Promise<Outcome<"confirmEmail"> | Throttled> {
      return (await byAddress(limits.confirmEmailAddress, client)) ?? customers.confirmEmail(...args);
    },

    /** Always the same answer; a link goes only to an unconfirmed account, within its recipient's limit. */
    async resendConfirmation(client: string, scope: Pick<ServiceScope, "executor">, email: string): Promise<{ ok: true } | { ok: false; code: "EMAIL_INVALID" } | Throttled> {
      const refused = await byAddress(limits.resendConfirmationAddress, client);
      if (refused) return refused;
      if (!isEmail(normaliseEmail(email))) return { ok: false, code: "EMAIL_INVALID" };
      return inSameTime(async () => ((await mayMail(email)) ? customers.sendConfirmation(scope, email) : { ok: true as const }));
    },

    /** Limited per client address and per recipient, whether or not the address has an account. */
    async requestPasswordReset(client: string, ...[scope, email]: Parameters<CustomerService["requestPasswordReset"]>): Promise<Outcome<"requestPasswordReset"> | Throttled> {
      const refused = await byAddress(limits.passwordResetRequestAddress, client);
      if (refused) return refused;
      if (!isEmail(normaliseEmail(email))) return { ok: false, code: "EMAIL_INVALID" };
      const recipient = await limits.passwordResetRequestRecipient.consume(recipientKey(email));
      if (!recipient.allowed) return throttled(recipient.retryAfterSeconds);
      return inSameTime(() => customers.requestPasswordReset(scope, email));
    },

    async resetPassword(client: string, ...args: Parameters<CustomerService["resetPassword"]>): Promise<Outcome<"resetPassword"> | Throttled> {
      return (await byAddress(limits.passwordResetAddress, client)) ?? customers.resetPassword(...args);
    },

    /** The link (or the note to the address's account) goes within the new address's limit, the answer the same; the old address is always told. */
    changeEmail(client: string, scope: Parameters<CustomerService["changeEmail"]>[0], input: Parameters<CustomerService["changeEmail"]>[1]) {
      return withCurrentPassword(scope, client, () => customers.changeEmail(scope, input, { mayMail }));
    },

    /** No password (the address was chosen with it): limited per client address, the message within its recipient's limit. */
    async resendEmailChange(client: string, scope: Parameters<CustomerService["resendEmailChange"]>[0]): Promise<Outcome<"resendEmailChange"> | Throttled> {
      return (await byAddress(limits.resendConfirmationAddress, client)) ?? customers.resendEmailChange(scope, { mayMail });
    },

    async confirmEmailChange(client: string, ...args: Parameters<CustomerService["confirmEmailChange"]>): Promise<Outcome<"confirmEmailChange"> | Throttled> {
      return (await byAddress(limits.confirmEmailAddress, client)) ?? customers.confirmEmailChange(...args);
    },

    changePassword(client: string, ...[scope, input]: Parameters<CustomerService["changePassword"]>) {
      return withCurrentPassword(scope, client, () => customers.changePassword(scope, input));
    },

    async passwordStrength(client: string, ...args: Parameters<CustomerService["passwordStrength"]>): Promise<PasswordVerdict | Throttled> {
      return (await byAddress(limits.passwordStrengthAddress, client)) ?? customers.passwordStrength(...args);
    },
  };
}

export type AccountAccess = ReturnType<typeof createAccountAccess>;
