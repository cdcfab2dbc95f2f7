import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { nowIso } from "../../db/database.ts";
import type { Database, NewsletterSource, NewsletterStatus } from "../../db/schema.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { requireCustomer } from "../../shared/ownership.ts";
import type { Limits } from "../../shared/throttling/limits.ts";
import { addressKey, recipientKey } from "../../shared/throttling/throttling.ts";
import { type Executor, inTransaction } from "../../shared/transactions.ts";
import { isEmail, normaliseEmail } from "../customer/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { newsletterAlreadySubscribedMail } from "./mail/already-subscribed.ts";
import { newsletterConfirmationMail } from "./mail/confirmation.ts";
import { newsletterIssueMail } from "./mail/issue.ts";
import { newsletterWelcomeMail } from "./mail/welcome.ts";

/**
 * The newsletter (ADR 083): one subscriber per e-mail address (`newsletter_subscriber`), whoever
 * signed it up. A visitor's address (the newsletter page, the footer, a guest's checkout) is
 * `pending` until the link sent there is followed (48 hours): the answer is CONFIRMATION_SENT
 * whatever the address's state, and the work is the same (one message in the outbox: a link, or
 * "you are already subscribed" for a confirmed address), at most three a day to one address. A
 * signed-in customer subscribes their account's address in one step (the account's address was
 * confirmed by a link when it was opened, ADR 065). Consent is dated when it is given (the link
 * followed, or the customer's click) and kept, with the withdrawal's date, when they unsubscribe.
 * Every newsletter message carries the address's unsubscribe link and the List-Unsubscribe
 * headers (RFC 8058).
 */

/** How long a confirmation link works. */
export const CONFIRMATION_LIFETIME_MS = 48 * 3_600_000;

/** A subscription as the account shows it (`NewsletterSubscription`). */
export interface NewsletterSubscriptionView {
  status: "NONE" | "PENDING" | "SUBSCRIBED" | "UNSUBSCRIBED";
  subscribed: boolean;
  consentDate: string | null;
  unsubscribedAt: string | null;
}

export type NewsletterRefusal = "EMAIL_REQUIRED" | "INVALID_EMAIL" | "INVALID_TOKEN" | "NOT_SIGNED_IN";

export type NewsletterOutcome =
  | { ok: true; outcome: "CONFIRMATION_SENT" | "SUBSCRIBED" | "UNSUBSCRIBED"; subscription?: NewsletterSubscriptionView }
  | { ok: false; code: NewsletterRefusal }
  | { ok: false; code: "TOO_MANY_ATTEMPTS"; retryAfterSeconds: number };

/** One line of the export: a confirmed subscriber. */
export interface ConfirmedSubscriber {
  id: number;
  email: string;
  store: "fr" | "en";
  consentAt: string;
  source: NewsletterSource;
}

const NONE: NewsletterSubscriptionView = { status: "NONE", subscribed: false, consentDate: null, unsubscribedAt: null };
const STATUS: Record<NewsletterStatus, NewsletterSubscriptionView["status"]> = { pending: "PENDING", confirmed: "SUBSCRIBED", unsubscribed: "UNSUBSCRIBED" };

/** A link's token: 256 random bits, base64url (43 characters); a confirmation's only by its hash. */
const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");
const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

const throttled = (retryAfterSeconds: number) => ({ ok: false as const, code: "TOO_MANY_ATTEMPTS" as const, retryAfterSeconds });

/** Subscribers read per statement by the export and the issues (keyset pages by id). */
export const PAGE_SIZE = 500;

export function createNewsletterService(
  db: Kysely<Database>,
  deps: {
    limits: Pick<Limits, "newsletterAddress" | "newsletterRecipient" | "newsletterTokenAddress" | "newsletterCustomer">;
    mail: MailQueue;
    logger?: Logger;
    now?: () => Date;
  },
) {
  const { limits, mail } = deps;
  const now = () => (deps.now ? deps.now().toISOString() : nowIso());

  async function viewOf(executor: Executor, email: string): Promise<NewsletterSubscriptionView> {
    const row = await executor.selectFrom("newsletter_subscriber").select(["status", "consent_at", "unsubscribed_at"]).where("email", "=", email).executeTakeFirst();
    if (!row) return NONE;
    return { status: STATUS[row.status], subscribed: row.status === "confirmed", consentDate: row.consent_at, unsubscribedAt: row.unsubscribed_at };
  }

  async function accountEmail(executor: Executor, customerId: number): Promise<string | undefined> {
    const row = await executor.selectFrom("customer").select("email").where("id", "=", customerId).executeTakeFirst();
    return row ? normaliseEmail(row.email) : undefined;
  }

  /**
   * The address confirmed now, in one unit of work with its welcome message: a new subscriber,
   * or an existing one not confirmed yet (pending, unsubscribed), its consent dated now. A
   * confirmed one is left as it is (its consent keeps its date; no second welcome).
   */
  async function confirmAddress(executor: Executor, email: string, store: "fr" | "en", source: NewsletterSource): Promise<void> {
    await inTransaction(executor, async (trx) => {
      const at = now();
      const changed = await trx
        .insertInto("newsletter_subscriber")
        .values({ email, store, status: "confirmed", source, consent_at: at, unsubscribe_token: newToken(), created_at: at, updated_at: at })
        .onConflict((conflict) =>
          conflict
            .column("email")
            .doUpdateSet({ status: "confirmed", store, source, consent_at: at, unsubscribed_at: null, token_hash: null, token_expires_at: null, updated_at: at })
            .where("newsletter_subscriber.status", "<>", "confirmed"),
        )
        .returning(["unsubscribe_token", "consent_at"])
        .executeTakeFirst();
      if (changed) {
        await mail.enqueue({ executor: trx }, { template: newsletterWelcomeMail, to: email, language: store, data: { consentAt: changed.consent_at ?? at, unsubscribeToken: changed.unsubscribe_token } });
      }
    });
  }

  /** A link's token checked under the per-address limit of links that found nothing (a good one gives its point back). */
  async function withToken(client: string, token: string, work: (token: string) => Promise<NewsletterOutcome>): Promise<NewsletterOutcome> {
    const key = addressKey(client);
    const verdict = await limits.newsletterTokenAddress.consume(key);
    if (!verdict.allowed) return throttled(verdict.retryAfterSeconds);
    const outcome = isTokenShaped(token) ? await work(token) : ({ ok: false, code: "INVALID_TOKEN" } as const);
    if (outcome.ok) await limits.newsletterTokenAddress.refund(key);
    return outcome;
  }

  return {
    /** The subscription of the signed-in customer's account address (none for a visitor). */
    async subscription(scope: ServiceScope): Promise<NewsletterSubscriptionView> {
      const customer = requireCustomer(scope);
      if (!customer.ok) return NONE;
      const executor = scope.executor ?? db;
      const email = await accountEmail(executor, customer.customerId);
      return email ? viewOf(executor, email) : NONE;
    },

    /**
     * The signed-in customer subscribes their account's address (one step: confirmed now, the
     * welcome message sent) or unsubscribes it. Asking for the state it is in changes nothing
     * (the consent keeps its date). `source`: where they asked (the account, the checkout).
     */
    async update(scope: ServiceScope, subscribed: boolean, source: NewsletterSource = "account"): Promise<NewsletterOutcome> {
      const customer = requireCustomer(scope);
      if (!customer.ok) return customer;
      const verdict = await limits.newsletterCustomer.consume(`customer:${customer.customerId}`);
      if (!verdict.allowed) return throttled(verdict.retryAfterSeconds);
      const executor = scope.executor ?? db;
      const email = await accountEmail(executor, customer.customerId);
      if (!email) return { ok: false, code: "NOT_SIGNED_IN" };
      if (subscribed) {
        await confirmAddress(executor, email, scope.store.language, source);
      } else {
        const at = now();
        // Conditional on the state it changes: of two requests at once, one writes the date.
        await executor
          .updateTable("newsletter_subscriber")
          .set({ status: "unsubscribed", unsubscribed_at: at, token_hash: null, token_expires_at: null, updated_at: at })
          .where("email", "=", email)
          .where("status", "<>", "unsubscribed")
          .execute();
      }
      return { ok: true, outcome: subscribed ? "SUBSCRIBED" : "UNSUBSCRIBED", subscription: await viewOf(executor, email) };
    },

    /**
     * Signs an address up from a form (the newsletter page, the footer, the checkout). A signed-in
     * customer's own account address is confirmed at once (SUBSCRIBED). Any other address is
     * answered CONFIRMATION_SENT, whatever its state: a new, pending or unsubscribed one becomes
     * pending with a fresh link (48 hours) sent there; a confirmed one is told it is subscribed
     * already; past three messages a day to the address nothing is written nor sent. The same
     * statements run in the first two cases (an upsert, a read, one outbox row). `client`: the
     * client's address (limits).
     */
    async subscribe(scope: ServiceScope, request: { email?: string | null; source: NewsletterSource }, client: string): Promise<NewsletterOutcome> {
      const typed = request.email?.trim() ?? "";
      if (!typed) return { ok: false, code: "EMAIL_REQUIRED" };
      const email = normaliseEmail(typed);
      if (!isEmail(email)) return { ok: false, code: "INVALID_EMAIL" };
      const verdict = await limits.newsletterAddress.consume(addressKey(client));
      if (!verdict.allowed) return throttled(verdict.retryAfterSeconds);
      const executor = scope.executor ?? db;
      const customer = requireCustomer(scope);
      if (customer.ok && (await accountEmail(executor, customer.customerId)) === email) {
        await confirmAddress(executor, email, scope.store.language, request.source);
        return { ok: true, outcome: "SUBSCRIBED", subscription: await viewOf(executor, email) };
      }
      // Past the address's messages of the day: nothing written, nothing sent, the same answer.
      if (!(await limits.newsletterRecipient.consume(recipientKey(email))).allowed) return { ok: true, outcome: "CONFIRMATION_SENT" };
      const token = newToken();
      await inTransaction(executor, async (trx) => {
        const at = now();
        const expiresAt = new Date(Date.parse(at) + CONFIRMATION_LIFETIME_MS).toISOString();
        const pending = await trx
          .insertInto("newsletter_subscriber")
          .values({
            email,
            store: scope.store.language,
            status: "pending",
            source: request.source,
            token_hash: hashOf(token),
            token_expires_at: expiresAt,
            unsubscribe_token: newToken(),
            created_at: at,
            updated_at: at,
          })
          .onConflict((conflict) =>
            conflict
              .column("email")
              .doUpdateSet({ status: "pending", store: scope.store.language, source: request.source, token_hash: hashOf(token), token_expires_at: expiresAt, updated_at: at })
              .where("newsletter_subscriber.status", "<>", "confirmed"),
          )
          .returning("id")
          .executeTakeFirst();
        const row = await trx.selectFrom("newsletter_subscriber").select(["store", "unsubscribe_token"]).where("email", "=", email).executeTakeFirstOrThrow();
        if (pending) {
          await mail.enqueue({ executor: trx }, { template: newsletterConfirmationMail, to: email, language: scope.store.language, data: { token } });
        } else {
          await mail.enqueue({ executor: trx }, { template: newsletterAlreadySubscribedMail, to: email, language: row.store, data: { unsubscribeToken: row.unsubscribe_token } });
        }
      });
      return { ok: true, outcome: "CONFIRMATION_SENT" };
    },

    /**
     * The checkout's newsletter box, once the order is placed: the order's address signed up
     * (source CHECKOUT) as `subscribe` does, a refusal or a failure only logged, never the order's.
     */
    async afterOrder(scope: ServiceScope, email: string, client: string): Promise<void> {
      try {
        const outcome = await this.subscribe(scope, { email, source: "checkout" }, client);
        if (!outcome.ok) deps.logger?.info({ code: outcome.code }, "newsletter: the checkout's sign-up was refused");
      } catch (error) {
        deps.logger?.warn({ err: error }, "newsletter: the checkout's sign-up failed");
      }
    },

    /**
     * Confirms a pending address with its link's token (unexpired): its consent dated now, the
     * welcome message sent, in one unit of work. The same link again while it is confirmed
     * answers SUBSCRIBED too; anything else INVALID_TOKEN.
     */
    async confirm(token: string, client: string): Promise<NewsletterOutcome> {
      return withToken(client, token, async (good) => {
        const tokenHash = hashOf(good);
        const confirmed = await inTransaction(db, async (trx) => {
          const at = now();
          const row = await trx
            .updateTable("newsletter_subscriber")
            .set({ status: "confirmed", consent_at: at, unsubscribed_at: null, updated_at: at })
            .where("token_hash", "=", tokenHash)
            .where("status", "=", "pending")
            .where("token_expires_at", ">", at)
            .returning(["email", "store", "unsubscribe_token"])
            .executeTakeFirst();
          if (row) await mail.enqueue({ executor: trx }, { template: newsletterWelcomeMail, to: row.email, language: row.store, data: { consentAt: at, unsubscribeToken: row.unsubscribe_token } });
          return row !== undefined;
        });
        if (confirmed) return { ok: true, outcome: "SUBSCRIBED" };
        const row = await db.selectFrom("newsletter_subscriber").select("status").where("token_hash", "=", tokenHash).executeTakeFirst();
        return row?.status === "confirmed" ? { ok: true, outcome: "SUBSCRIBED" } : { ok: false, code: "INVALID_TOKEN" };
      });
    },

    /**
     * Unsubscribes the address of an unsubscribe link (every newsletter message's, and the
     * one-click POST of mail clients): UNSUBSCRIBED, also when it was already; INVALID_TOKEN when
     * the token names no subscriber.
     */
    async unsubscribe(token: string, client: string): Promise<NewsletterOutcome> {
      return withToken(client, token, async (good) => {
        const at = now();
        const changed = await db
          .updateTable("newsletter_subscriber")
          .set({ status: "unsubscribed", unsubscribed_at: at, token_hash: null, token_expires_at: null, updated_at: at })
          .where("unsubscribe_token", "=", good)
          .where("status", "<>", "unsubscribed")
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) > 0) return { ok: true, outcome: "UNSUBSCRIBED" };
        const known = await db.selectFrom("newsletter_subscriber").select("id").where("unsubscribe_token", "=", good).executeTakeFirst();
        return known ? { ok: true, outcome: "UNSUBSCRIBED" } : { ok: false, code: "INVALID_TOKEN" };
      });
    },

    /** The operator unsubscribes an address (a request by mail, the mailto of List-Unsubscribe): whether it was subscribed or pending. */
    async unsubscribeAddress(email: string): Promise<boolean> {
      const at = now();
      const changed = await db
        .updateTable("newsletter_subscriber")
        .set({ status: "unsubscribed", unsubscribed_at: at, token_hash: null, token_expires_at: null, updated_at: at })
        .where("email", "=", normaliseEmail(email))
        .where("status", "<>", "unsubscribed")
        .executeTakeFirst();
      return Number(changed.numUpdatedRows) > 0;
    },

    /**
     * An account moved to a new address (customer service, in the change's unit of work): its
     * subscription moves with it when the new address has none of its own; otherwise each address
     * keeps its own consent.
     */
    async accountEmailChanged(trx: Executor, change: { from: string; to: string }): Promise<void> {
      const from = normaliseEmail(change.from);
      const to = normaliseEmail(change.to);
      if (from === to) return;
      await trx
        .updateTable("newsletter_subscriber")
        .set({ email: to, updated_at: now() })
        .where("email", "=", from)
        .where((eb) => eb.not(eb.exists(eb.selectFrom("newsletter_subscriber as other").select("other.id").where("other.email", "=", to))))
        .execute();
    },

    /** Confirmed subscribers after `afterId` (of one store, or both), by id: a page of the export or of an issue's recipients. */
    async confirmedPage(options: { store?: "fr" | "en"; afterId?: number; limit?: number } = {}): Promise<ConfirmedSubscriber[]> {
      let query = db
        .selectFrom("newsletter_subscriber")
        .select(["id", "email", "store", "consent_at", "source"])
        .where("status", "=", "confirmed")
        .where("id", ">", options.afterId ?? 0)
        .orderBy("id")
        .limit(options.limit ?? PAGE_SIZE);
      if (options.store) query = query.where("store", "=", options.store);
      const rows = await query.execute();
      return rows.map((row) => ({ id: row.id, email: row.email, store: row.store, consentAt: row.consent_at ?? "", source: row.source }));
    },

    /**
     * Enqueues an issue for every confirmed subscriber of `store`, a page of subscribers per unit
     * of work (each message with the subscriber's unsubscribe token). Resolves to the messages
     * enqueued. `html` is sanitised by the template when each message is rendered.
     */
    async sendIssue(issue: { store: "fr" | "en"; subject: string; html: string }): Promise<number> {
      let afterId = 0;
      let count = 0;
      for (;;) {
        const page = await db
          .selectFrom("newsletter_subscriber")
          .select(["id", "email", "unsubscribe_token"])
          .where("status", "=", "confirmed")
          .where("store", "=", issue.store)
          .where("id", ">", afterId)
          .orderBy("id")
          .limit(PAGE_SIZE)
          .execute();
        if (page.length === 0) return count;
        await inTransaction(db, async (trx) => {
          for (const row of page) {
            await mail.enqueue(
              { executor: trx },
              { template: newsletterIssueMail, to: row.email, language: issue.store, data: { subject: issue.subject, html: issue.html, unsubscribeToken: row.unsubscribe_token } },
            );
          }
        });
        count += page.length;
        afterId = page[page.length - 1].id;
        if (page.length < PAGE_SIZE) return count;
      }
    },

    /** How many subscribers each store has in each state (the operator's overview). */
    async counts(): Promise<{ store: string; status: string; count: number }[]> {
      const rows = await db
        .selectFrom("newsletter_subscriber")
        .select(({ fn }) => ["store", "status", fn.countAll<number | string>().as("count")])
        .groupBy(["store", "status"])
        .orderBy("store")
        .orderBy("status")
        .execute();
      return rows.map((row) => ({ store: row.store, status: row.status, count: Number(row.count) }));
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
