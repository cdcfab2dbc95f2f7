import { type Kysely, type Transaction, sql } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { CustomerTokenPurpose, Database } from "../../db/schema.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { type NotSignedIn, requireCustomer } from "../../shared/ownership.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type PasswordVerdict, hashPassword, judgePassword, verifyPassword } from "../../shared/passwords.ts";
import { isSessionTokenShaped, newToken, tokenDigest } from "../../shared/session-tokens.ts";
import { inTransaction } from "../../shared/transactions.ts";
import type { SessionService } from "../session/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { emailChangedMail, passwordChangedMail } from "./mail/account-changes.ts";
import { accountExistsMail } from "./mail/account-exists.ts";
import { emailChangeConfirmationMail, emailChangeRequestedMail, emailInUseMail } from "./mail/email-change.ts";
import { emailConfirmationMail } from "./mail/email-confirmation.ts";
import { passwordResetMail, passwordResetNoAccountMail } from "./mail/password-reset.ts";
import { welcomeMail } from "./mail/welcome.ts";

export { MIN_PASSWORD_LENGTH };

export interface CustomerProfile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  /** When the account was created (ISO 8601). */
  createdAt: string;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const isEmail = (email: string): boolean => email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * How long a link works: a confirmation two days (mail can be slow to be read), a reset one hour,
 * a new address's confirmation one day (the account's owner is at their screen, waiting for it).
 */
export const TOKEN_LIFETIME_MS: Record<CustomerTokenPurpose, number> = { confirm: 48 * 3_600_000, reset: 3_600_000, change_email: 24 * 3_600_000 };

export type PasswordFailure = "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_WEAK";
export type RegisterFailure = "EMAIL_INVALID" | "NAME_REQUIRED" | PasswordFailure;
type Failure<Code extends string> = { ok: false; code: Code };
type Profiled = { ok: true; customer: CustomerProfile };
/** The account, and the address a change is waiting to move it to (null: none waiting). */
type WithPendingEmail = { ok: true; customer: CustomerProfile; pendingEmail: string | null };
/** Whether a message may go to this recipient now (its per-recipient limit, asked by account-access.ts); any address, taken or not. */
type MayMail = (recipient: string) => Promise<boolean>;

/** The customer's own words, counted against a password they choose (a password made of them is guessed first). */
const personalInputs = (account: { email: string; firstname: string; lastname: string }) => [account.email, account.firstname, account.lastname];
const cleanName = (name: string) => name.trim().slice(0, 100);

/** Whether a write failed on a unique index (two changes racing for one e-mail address). */
function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

export interface CustomerServiceDeps {
  mail: MailQueue;
  sessions: Pick<SessionService, "endAllOf">;
  /** Told inside the unit of work that moved an account to a new address (the newsletter's subscription follows it). */
  onEmailChanged?: (trx: Transaction<Database>, change: { customerId: number; from: string; to: string }) => Promise<void>;
}

/**
 * Customer accounts (ADR 004, 065, 069). An account is created unconfirmed and signs in only once
 * its e-mail is confirmed through a single-use link, and moves to a new address only through a
 * link sent there; answers that a stranger could get (registration, sign-in, password reset)
 * never tell whether an address has an account, and the work behind them is the same either way,
 * so their timing does not tell either. Links carry random tokens of which only the sha256 is
 * stored (`customer_token`).
 *
 * Limits (who may try how often) are applied around this service, by `account-access.ts`.
 */
export function createCustomerService(db: Kysely<Database>, deps: CustomerServiceDeps) {
  const profileColumns = ["id", "email", "firstname", "lastname", "created_at"] as const;
  const toProfile = (row: { id: number; email: string; firstname: string; lastname: string; created_at: string }): CustomerProfile => ({
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    createdAt: row.created_at,
  });
  const expiry = (purpose: CustomerTokenPurpose, now: Date) => new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString();

  /**
   * A new token of `purpose` for the account of `email` when it has one (and, for a confirmation,
   * while it is unconfirmed): one INSERT … SELECT whichever the case, so the statement run does
   * not depend on the account. Returns the raw token, or undefined when no row was written.
   */
  async function issueToken(trx: Transaction<Database>, email: string, purpose: CustomerTokenPurpose, now: Date): Promise<string | undefined> {
    const token = newToken();
    const issued = await trx
      .insertInto("customer_token")
      .columns(["customer_id", "purpose", "token_hash", "expires_at", "created_at"])
      .expression((eb) => {
        let accounts = eb
          .selectFrom("customer")
          .select((inner) => [
            "id",
            inner.val(purpose).as("purpose"),
            inner.val(tokenDigest(token)).as("token_hash"),
            inner.val(expiry(purpose, now)).as("expires_at"),
            inner.val(now.toISOString()).as("created_at"),
          ])
          .where("email", "=", email);
        if (purpose === "confirm") accounts = accounts.where("email_confirmed_at", "is", null);
        return accounts;
      })
      .returning("customer_id")
      .executeTakeFirst();
    return issued ? token : undefined;
  }

  /** Uses a token once: the conditional update decides between two requests racing with one link. */
  async function consumeToken(trx: Transaction<Database>, token: string, purpose: CustomerTokenPurpose, now: Date): Promise<number | undefined> {
    const row = await trx
      .updateTable("customer_token")
      .set({ used_at: now.toISOString() })
      .where("token_hash", "=", tokenDigest(token))
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .returning("customer_id")
      .executeTakeFirst();
    return row?.customer_id;
  }

  /** The account's other links of these purposes stop working (a newer one was sent, or it no longer applies). */
  async function revokeTokens(trx: Transaction<Database>, customerId: number, purposes: CustomerTokenPurpose[], now: Date): Promise<void> {
    await trx
      .updateTable("customer_token")
      .set({ used_at: now.toISOString() })
      .where("customer_id", "=", customerId)
      .where("purpose", "in", purposes)
      .where("used_at", "is", null)
      .execute();
  }

  /** A new password's checks, in the order a shopper fixes them: length (the input alone), then strength. */
  async function checkNewPassword(password: string, language: "fr" | "en", account: { email: string; firstname: string; lastname: string }): Promise<Failure<PasswordFailure> | undefined> {
    if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return { ok: false, code: "PASSWORD_TOO_SHORT" };
    const verdict = await judgePassword(password, { language, userInputs: personalInputs(account) });
    return verdict.acceptable ? undefined : { ok: false, code: "PASSWORD_TOO_WEAK" };
  }

  async function accountById(executor: Kysely<Database>, customerId: number) {
    return executor
      .selectFrom("customer")
      .select([...profileColumns, "password_hash", "language", "email_confirmed_at"])
      .where("id", "=", customerId)
      .executeTakeFirst();
  }

  /** The address an account's change is waiting to move it to: its live `change_email` link's (a newer one revokes the older). */
  async function pendingChange(executor: Kysely<Database>, customerId: number, now: Date): Promise<string | null> {
    const link = await executor
      .selectFrom("customer_token")
      .select("new_email")
      .where("customer_id", "=", customerId)
      .where("purpose", "=", "change_email")
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return link?.new_email ?? null;
  }

  /**
   * Records a change of the account's address to `newEmail` (its earlier one revoked) as a new
   * `change_email` link, and, when `mayMail` allows, e-mails the new address: the link when no
   * account has it, else a note to the account that does (in its language), never a link. The
   * same statements either way (one read of the address's owner, one outbox row), so neither the
   * answer nor its time tells whether the address is taken.
   */
  async function recordChange(
    trx: Transaction<Database>,
    account: { id: number; firstname: string; language: "fr" | "en" },
    newEmail: string,
    now: Date,
    mayMail: boolean,
  ): Promise<void> {
    await revokeTokens(trx, account.id, ["change_email"], now);
    const token = newToken();
    await trx
      .insertInto("customer_token")
      .values({
        customer_id: account.id,
        purpose: "change_email",
        token_hash: tokenDigest(token),
        expires_at: expiry("change_email", now),
        created_at: now.toISOString(),
        new_email: newEmail,
      })
      .execute();
    const owner = await trx.selectFrom("customer").select(["firstname", "language"]).where("email", "=", newEmail).executeTakeFirst();
    if (!mayMail) return;
    await deps.mail.enqueue(
      { executor: trx },
      owner
        ? { template: emailInUseMail, to: newEmail, language: owner.language, data: { firstname: owner.firstname } }
        : { template: emailChangeConfirmationMail, to: newEmail, language: account.language, data: { firstname: account.firstname, token } },
    );
  }

  return {
    async findById(id: number): Promise<CustomerProfile | undefined> {
      const row = await db.selectFrom("customer").select(profileColumns).where("id", "=", id).executeTakeFirst();
      return row && toProfile(row);
    },

    /** How strong a candidate password is, the shopper's e-mail and names counted against it. */
    passwordStrength(
      scope: Pick<ServiceScope, "store">,
      input: { password: string; email?: string | null; firstname?: string | null; lastname?: string | null },
    ): Promise<PasswordVerdict> {
      return judgePassword(input.password, { language: scope.store.language, userInputs: [input.email, input.firstname, input.lastname] });
    },

    /**
     * Starts an account, or tells the owner of an address that has one. The answer depends only
     * on the input (validation), never on the account: a new address gets an unconfirmed account
     * and its confirmation link (in the scope's store language, which becomes the account's); an
     * address with an account gets, when `mayNoteOwner` allows (the recipient's mail limit), an
     * "account already exists" message in the account's language, with a fresh confirmation
     * link when it was never confirmed. Either way the password is hashed and one transaction
     * writes about the same rows, so the time taken does not tell either.
     */
    async register(
      scope: Pick<ServiceScope, "store" | "executor">,
      input: { email: string; password: string; firstname: string; lastname: string },
      options: { mayNoteOwner?: () => Promise<boolean> } = {},
    ): Promise<{ ok: true } | Failure<RegisterFailure>> {
      const email = normaliseEmail(input.email);
      const firstname = cleanName(input.firstname);
      const lastname = cleanName(input.lastname);
      if (!isEmail(email)) return { ok: false, code: "EMAIL_INVALID" };
      if (!firstname || !lastname) return { ok: false, code: "NAME_REQUIRED" };
      const weak = await checkNewPassword(input.password, scope.store.language, { email, firstname, lastname });
      if (weak) return weak;
      // Hashed before the transaction (SQLite's write lock is nobody's to wait 50 ms for), and
      // also for an address that has an account, whose answer must take as long.
      const password_hash = await hashPassword(input.password);
      // Asked whatever the address, before the transaction (it may ask a shared store).
      const noteToOwner = (await options.mayNoteOwner?.()) ?? true;
      const { language } = scope.store;
      await inTransaction(scope.executor ?? db, async (trx) => {
        const now = new Date();
        // The unique index decides between concurrent registrations of one address.
        const created = await trx
          .insertInto("customer")
          .values({ email, password_hash, firstname, lastname, language, created_at: now.toISOString(), email_confirmed_at: null })
          .onConflict((conflict) => conflict.column("email").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (created) {
          const token = (await issueToken(trx, email, "confirm", now))!;
          await deps.mail.enqueue({ executor: trx }, { template: emailConfirmationMail, to: email, language, data: { firstname, token } });
          return;
        }
        if (!noteToOwner) return;
        const confirmToken = await issueToken(trx, email, "confirm", now);
        const owner = await trx.selectFrom("customer").select(["firstname", "language"]).where("email", "=", email).executeTakeFirstOrThrow();
        await deps.mail.enqueue(
          { executor: trx },
          { template: accountExistsMail, to: email, language: owner.language, data: { firstname: owner.firstname, confirmToken: confirmToken ?? null } },
        );
      });
      return { ok: true };
    },

    /**
     * Creates an account whose address is already confirmed, with its welcome message (the
     * seed's demo account, tests). Undefined when the address has an account.
     */
    async createConfirmed(
      scope: Pick<ServiceScope, "store" | "executor">,
      input: { email: string; password: string; firstname: string; lastname: string },
    ): Promise<CustomerProfile | undefined> {
      const email = normaliseEmail(input.email);
      const firstname = cleanName(input.firstname);
      const password_hash = await hashPassword(input.password);
      const { language } = scope.store;
      return inTransaction(scope.executor ?? db, async (trx) => {
        const at = nowIso();
        const created = await trx
          .insertInto("customer")
          .values({ email, password_hash, firstname, lastname: cleanName(input.lastname), language, created_at: at, email_confirmed_at: at })
          .onConflict((conflict) => conflict.column("email").doNothing())
          .returning(profileColumns)
          .executeTakeFirst();
        if (created) await deps.mail.enqueue({ executor: trx }, { template: welcomeMail, to: email, language, data: { firstname } });
        return created && toProfile(created);
      });
    },

    /**
     * Confirms an account's address with the token of its link (once; 48 hours): the account can
     * sign in from then on, its other confirmation links stop working, and its first
     * confirmation queues the welcome message. The caller signs the customer in.
     */
    async confirmEmail(scope: Pick<ServiceScope, "executor">, token: string): Promise<Profiled | Failure<"TOKEN_INVALID">> {
      if (!isSessionTokenShaped(token)) return { ok: false, code: "TOKEN_INVALID" };
      const customer = await inTransaction(scope.executor ?? db, async (trx) => {
        const now = new Date();
        const customerId = await consumeToken(trx, token, "confirm", now);
        if (customerId === undefined) return undefined;
        const confirmed = await trx
          .updateTable("customer")
          .set({ email_confirmed_at: now.toISOString() })
          .where("id", "=", customerId)
          .where("email_confirmed_at", "is", null)
          .executeTakeFirst();
        await revokeTokens(trx, customerId, ["confirm"], now);
        const account = (await accountById(trx, customerId))!;
        if (Number(confirmed.numUpdatedRows) > 0) {
          await deps.mail.enqueue({ executor: trx }, { template: welcomeMail, to: account.email, language: account.language, data: { firstname: account.firstname } });
        }
        return toProfile(account);
      });
      return customer ? { ok: true, customer } : { ok: false, code: "TOKEN_INVALID" };
    },

    /**
     * A new confirmation link for the account of `email` while it is unconfirmed, in the
     * account's language; nothing for any other address (the caller answers the same).
     */
    async sendConfirmation(scope: Pick<ServiceScope, "executor">, emailInput: string): Promise<{ ok: true } | Failure<"EMAIL_INVALID">> {
      const email = normaliseEmail(emailInput);
      if (!isEmail(email)) return { ok: false, code: "EMAIL_INVALID" };
      await inTransaction(scope.executor ?? db, async (trx) => {
        const token = await issueToken(trx, email, "confirm", new Date());
        if (!token) return;
        const account = await trx.selectFrom("customer").select(["firstname", "language"]).where("email", "=", email).executeTakeFirstOrThrow();
        await deps.mail.enqueue({ executor: trx }, { template: emailConfirmationMail, to: email, language: account.language, data: { firstname: account.firstname, token } });
      });
      return { ok: true };
    },

    /**
     * The account whose e-mail and password match, and whether its address is confirmed; else
     * undefined. One argon2 verification whatever the case (a dummy hash for an unknown address).
     */
    async authenticate(emailInput: string, password: string): Promise<{ customer: CustomerProfile; confirmed: boolean } | undefined> {
      const row = await db
        .selectFrom("customer")
        .select([...profileColumns, "password_hash", "email_confirmed_at"])
        .where("email", "=", normaliseEmail(emailInput))
        .executeTakeFirst();
      if (!(await verifyPassword(row?.password_hash, password)) || !row) return undefined;
      return { customer: toProfile(row), confirmed: row.email_confirmed_at !== null };
    },

    /**
     * E-mails a password reset link (one hour, once) to an address that has an account, its
     * earlier unused links revoked; to any other address, a message saying it has no account.
     * Both in the scope's store language, and both run the same statements (the revocation
     * and the token's INSERT … SELECT match no row for an unknown address, then one outbox row).
     */
    async requestPasswordReset(scope: Pick<ServiceScope, "store" | "executor">, emailInput: string): Promise<{ ok: true } | Failure<"EMAIL_INVALID">> {
      const email = normaliseEmail(emailInput);
      if (!isEmail(email)) return { ok: false, code: "EMAIL_INVALID" };
      const { language } = scope.store;
      await inTransaction(scope.executor ?? db, async (trx) => {
        const now = new Date();
        await trx
          .updateTable("customer_token")
          .set({ used_at: now.toISOString() })
          .where("purpose", "=", "reset")
          .where("used_at", "is", null)
          .where("customer_id", "in", (eb) => eb.selectFrom("customer").select("id").where("email", "=", email))
          .execute();
        const token = await issueToken(trx, email, "reset", now);
        await deps.mail.enqueue(
          { executor: trx },
          token ? { template: passwordResetMail, to: email, language, data: { token } } : { template: passwordResetNoAccountMail, to: email, language, data: {} },
        );
      });
      return { ok: true };
    },

    /**
     * Sets a new password with the token of a reset link (once; one hour). The address counts as
     * confirmed (the link reached its mailbox), every session of the account ends and its other
     * links stop working, and the address is told. The caller then signs the customer in.
     * A password refused by the rules leaves the link usable.
     */
    async resetPassword(
      scope: Pick<ServiceScope, "store" | "executor">,
      input: { token: string; password: string },
    ): Promise<Profiled | Failure<"TOKEN_INVALID" | PasswordFailure>> {
      const executor = scope.executor ?? db;
      if (input.password.length < MIN_PASSWORD_LENGTH || input.password.length > MAX_PASSWORD_LENGTH) return { ok: false, code: "PASSWORD_TOO_SHORT" };
      if (!isSessionTokenShaped(input.token)) return { ok: false, code: "TOKEN_INVALID" };
      const holder = await executor
        .selectFrom("customer_token")
        .innerJoin("customer", "customer.id", "customer_token.customer_id")
        .select(["customer.email", "customer.firstname", "customer.lastname"])
        .where("customer_token.token_hash", "=", tokenDigest(input.token))
        .where("customer_token.purpose", "=", "reset")
        .where("customer_token.used_at", "is", null)
        .where("customer_token.expires_at", ">", nowIso())
        .executeTakeFirst();
      if (!holder) return { ok: false, code: "TOKEN_INVALID" };
      const weak = await checkNewPassword(input.password, scope.store.language, holder);
      if (weak) return weak;
      const password_hash = await hashPassword(input.password);
      const customer = await inTransaction(executor, async (trx) => {
        const now = new Date();
        const customerId = await consumeToken(trx, input.token, "reset", now);
        if (customerId === undefined) return undefined;
        await trx
          .updateTable("customer")
          .set({ password_hash, email_confirmed_at: sql<string>`coalesce(email_confirmed_at, ${now.toISOString()})` })
          .where("id", "=", customerId)
          .execute();
        await revokeTokens(trx, customerId, ["reset", "confirm", "change_email"], now);
        await deps.sessions.endAllOf(customerId, { executor: trx });
        const account = (await accountById(trx, customerId))!;
        await deps.mail.enqueue(
          { executor: trx },
          { template: passwordChangedMail, to: account.email, language: account.language, data: { firstname: account.firstname, changedAt: now.toISOString() } },
        );
        return toProfile(account);
      });
      return customer ? { ok: true, customer } : { ok: false, code: "TOKEN_INVALID" };
    },

    /** The signed-in customer's names. */
    async updateInformation(
      scope: Pick<ServiceScope, "customerId" | "executor">,
      input: { firstname: string; lastname: string },
    ): Promise<Profiled | NotSignedIn | Failure<"NAME_REQUIRED">> {
      const signedIn = requireCustomer(scope);
      if (!signedIn.ok) return signedIn;
      const firstname = cleanName(input.firstname);
      const lastname = cleanName(input.lastname);
      if (!firstname || !lastname) return { ok: false, code: "NAME_REQUIRED" };
      const row = await (scope.executor ?? db)
        .updateTable("customer")
        .set({ firstname, lastname })
        .where("id", "=", signedIn.customerId)
        .returning(profileColumns)
        .executeTakeFirst();
      return row ? { ok: true, customer: toProfile(row) } : { ok: false, code: "NOT_SIGNED_IN" };
    },

    /**
     * Asks, on the current password, for the signed-in customer's account to move to a new
     * e-mail address (ADR 069). Nothing changes yet: the new address gets a link (24 hours, once)
     * that makes the change, or, when another account has it, that account gets a note instead;
     * the answer is the same either way. The current address is told of the request; a newer
     * request replaces the one waiting. Asking for the address the account has drops the one
     * waiting. `mayMail` (the recipient's limit) is asked only once the password is right.
     */
    async changeEmail(
      scope: Pick<ServiceScope, "customerId" | "executor">,
      input: { email: string; currentPassword: string },
      options: { mayMail?: MayMail } = {},
    ): Promise<WithPendingEmail | NotSignedIn | Failure<"EMAIL_INVALID" | "CURRENT_PASSWORD_WRONG">> {
      const signedIn = requireCustomer(scope);
      if (!signedIn.ok) return signedIn;
      const executor = scope.executor ?? db;
      const account = await accountById(executor, signedIn.customerId);
      if (!account) return { ok: false, code: "NOT_SIGNED_IN" };
      // The password first: any other answer then means it was right (the sign-in guard counts on it).
      if (!(await verifyPassword(account.password_hash, input.currentPassword))) return { ok: false, code: "CURRENT_PASSWORD_WRONG" };
      const email = normaliseEmail(input.email);
      if (!isEmail(email)) return { ok: false, code: "EMAIL_INVALID" };
      if (email === account.email) {
        await inTransaction(executor, (trx) => revokeTokens(trx, account.id, ["change_email"], new Date()));
        return { ok: true, customer: toProfile(account), pendingEmail: null };
      }
      // Asked before the transaction (it may ask a shared store), whoever has the address.
      const mayMail = (await options.mayMail?.(email)) ?? true;
      await inTransaction(executor, async (trx) => {
        const now = new Date();
        await recordChange(trx, account, email, now, mayMail);
        await deps.mail.enqueue(
          { executor: trx },
          { template: emailChangeRequestedMail, to: account.email, language: account.language, data: { firstname: account.firstname, newEmail: email, requestedAt: now.toISOString() } },
        );
      });
      return { ok: true, customer: toProfile(account), pendingEmail: email };
    },

    /**
     * A new link for the change waiting (the earlier one revoked, 24 hours again), within the new
     * address's limit; the same note instead when another account has the address. Without a
     * change waiting, nothing is sent and the answer says none is.
     */
    async resendEmailChange(scope: Pick<ServiceScope, "customerId" | "executor">, options: { mayMail?: MayMail } = {}): Promise<WithPendingEmail | NotSignedIn> {
      const signedIn = requireCustomer(scope);
      if (!signedIn.ok) return signedIn;
      const executor = scope.executor ?? db;
      const account = await accountById(executor, signedIn.customerId);
      if (!account) return { ok: false, code: "NOT_SIGNED_IN" };
      const waiting = await pendingChange(executor, account.id, new Date());
      if (!waiting) return { ok: true, customer: toProfile(account), pendingEmail: null };
      const mayMail = (await options.mayMail?.(waiting)) ?? true;
      const pendingEmail = await inTransaction(executor, async (trx) => {
        const now = new Date();
        // Cancelled or confirmed meanwhile (another tab): nothing to send again.
        if ((await pendingChange(trx, account.id, now)) !== waiting) return null;
        await recordChange(trx, account, waiting, now, mayMail);
        return waiting;
      });
      return { ok: true, customer: toProfile(account), pendingEmail };
    },

    /** Drops the change waiting, if any: its link stops working. */
    async cancelEmailChange(scope: Pick<ServiceScope, "customerId" | "executor">): Promise<WithPendingEmail | NotSignedIn> {
      const signedIn = requireCustomer(scope);
      if (!signedIn.ok) return signedIn;
      const executor = scope.executor ?? db;
      const account = await accountById(executor, signedIn.customerId);
      if (!account) return { ok: false, code: "NOT_SIGNED_IN" };
      await inTransaction(executor, (trx) => revokeTokens(trx, account.id, ["change_email"], new Date()));
      return { ok: true, customer: toProfile(account), pendingEmail: null };
    },

    /** The address the signed-in customer's change is waiting to move their account to; null when none is waiting (or for a visitor). */
    async pendingEmail(scope: Pick<ServiceScope, "customerId" | "executor">): Promise<string | null> {
      const signedIn = requireCustomer(scope);
      return signedIn.ok ? pendingChange(scope.executor ?? db, signedIn.customerId, new Date()) : null;
    },

    /**
     * Moves an account to the address of a `change_email` link (once; 24 hours), in one
     * transaction, provided no other account has the address by then (`EMAIL_TAKEN`, the link
     * spent). Every session of the account ends but the request's own (`keepSession`) when it is
     * the account's, its other links stop working, and the address it had is told. `signedIn`:
     * the request is the account's and stays signed in; otherwise the shopper signs in anew.
     */
    async confirmEmailChange(
      scope: Pick<ServiceScope, "customerId" | "executor">,
      input: { token: string; keepSession?: string },
    ): Promise<{ ok: true; customer: CustomerProfile; signedIn: boolean } | Failure<"TOKEN_INVALID" | "EMAIL_TAKEN">> {
      if (!isSessionTokenShaped(input.token)) return { ok: false, code: "TOKEN_INVALID" };
      const executor = scope.executor ?? db;
      try {
        const outcome = await inTransaction(executor, async (trx) => {
          const now = new Date();
          // The conditional update decides between two clicks racing with one link.
          const link = await trx
            .updateTable("customer_token")
            .set({ used_at: now.toISOString() })
            .where("token_hash", "=", tokenDigest(input.token))
            .where("purpose", "=", "change_email")
            .where("used_at", "is", null)
            .where("expires_at", ">", now.toISOString())
            .returning(["customer_id", "new_email"])
            .executeTakeFirst();
          if (!link?.new_email) return "TOKEN_INVALID" as const;
          const account = (await accountById(trx, link.customer_id))!;
          const changed = await trx
            .updateTable("customer")
            .set({ email: link.new_email })
            .where("id", "=", account.id)
            .where((eb) => eb.not(eb.exists(eb.selectFrom("customer as other").select("other.id").where("other.email", "=", link.new_email))))
            .returning(profileColumns)
            .executeTakeFirst();
          if (!changed) return "EMAIL_TAKEN" as const;
          await revokeTokens(trx, account.id, ["confirm", "reset", "change_email"], now);
          await deps.onEmailChanged?.(trx, { customerId: account.id, from: account.email, to: changed.email });
          const signedIn = scope.customerId === account.id;
          await deps.sessions.endAllOf(account.id, { except: signedIn ? input.keepSession : undefined, executor: trx });
          await deps.mail.enqueue(
            { executor: trx },
            { template: emailChangedMail, to: account.email, language: account.language, data: { firstname: account.firstname, newEmail: changed.email, changedAt: now.toISOString() } },
          );
          return { customer: toProfile(changed), signedIn };
        });
        return typeof outcome === "string" ? { ok: false, code: outcome } : { ok: true, ...outcome };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another account took the address between our check and our write: the link is spent, as when it was taken before.
        await executor.updateTable("customer_token").set({ used_at: nowIso() }).where("token_hash", "=", tokenDigest(input.token)).where("used_at", "is", null).execute();
        return { ok: false, code: "EMAIL_TAKEN" };
      }
    },

    /**
     * A new password for the signed-in customer, on their current one, under the same rules as
     * at registration. Their other sessions end (`keepSession` stays), their reset links and a
     * change of address waiting stop working, and the address is told.
     */
    async changePassword(
      scope: Pick<ServiceScope, "store" | "customerId" | "executor">,
      input: { currentPassword: string; newPassword: string; keepSession?: string },
    ): Promise<Profiled | NotSignedIn | Failure<"CURRENT_PASSWORD_WRONG" | PasswordFailure>> {
      const signedIn = requireCustomer(scope);
      if (!signedIn.ok) return signedIn;
      const executor = scope.executor ?? db;
      const account = await accountById(executor, signedIn.customerId);
      if (!account) return { ok: false, code: "NOT_SIGNED_IN" };
      if (!(await verifyPassword(account.password_hash, input.currentPassword))) return { ok: false, code: "CURRENT_PASSWORD_WRONG" };
      const weak = await checkNewPassword(input.newPassword, scope.store.language, account);
      if (weak) return weak;
      const password_hash = await hashPassword(input.newPassword);
      await inTransaction(executor, async (trx) => {
        const now = new Date();
        await trx.updateTable("customer").set({ password_hash }).where("id", "=", account.id).execute();
        // A change of address waiting is dropped too: a new password is what an owner does who did not ask for it.
        await revokeTokens(trx, account.id, ["reset", "change_email"], now);
        await deps.sessions.endAllOf(account.id, { except: input.keepSession, executor: trx });
        await deps.mail.enqueue(
          { executor: trx },
          { template: passwordChangedMail, to: account.email, language: account.language, data: { firstname: account.firstname, changedAt: now.toISOString() } },
        );
      });
      return { ok: true, customer: toProfile(account) };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
