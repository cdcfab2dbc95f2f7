import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { inTransaction } from "../../shared/transactions.ts";
import type { ServiceScope } from "../shop/service-scope.ts";

/** A customer's newsletter subscription as the account shows it. */
export interface NewsletterSubscriptionView {
  subscribed: boolean;
  consentDate: string | null;
  unsubscribedAt: string | null;
}

const NEVER: NewsletterSubscriptionView = { subscribed: false, consentDate: null, unsubscribedAt: null };

/**
 * Customers' consent to the newsletter. The consent's date is recorded when they subscribe and
 * kept when they unsubscribe (with that date too): what the shop may send, and since when, can be
 * shown at any time. Only a change of state writes a date, so a repeated or concurrent request
 * never moves the consent date.
 */
export function createNewsletterService(db: Kysely<Database>) {
  async function read(executor: Kysely<Database>, customerId: number): Promise<NewsletterSubscriptionView> {
    const row = await executor
      .selectFrom("newsletter_subscription")
      .select(["subscribed", "consent_at", "unsubscribed_at"])
      .where("customer_id", "=", customerId)
      .executeTakeFirst();
    return row ? { subscribed: row.subscribed === 1, consentDate: row.consent_at, unsubscribedAt: row.unsubscribed_at } : NEVER;
  }

  return {
    /** The subscription of the scope's customer (never subscribed for a visitor). */
    async subscription(scope: ServiceScope): Promise<NewsletterSubscriptionView> {
      return scope.customerId ? read(scope.executor ?? db, scope.customerId) : NEVER;
    },

    /** Subscribes or unsubscribes the scope's customer; undefined for a visitor. */
    async update(scope: ServiceScope, subscribed: boolean): Promise<NewsletterSubscriptionView | undefined> {
      const customerId = scope.customerId;
      if (!customerId) return undefined;
      return inTransaction(scope.executor ?? db, async (trx) => {
        const at = nowIso();
        await trx
          .insertInto("newsletter_subscription")
          .values({ customer_id: customerId, subscribed: 0, store: scope.store.language, consent_at: null, unsubscribed_at: null, updated_at: at })
          .onConflict((conflict) => conflict.column("customer_id").doNothing())
          .execute();
        // Conditional on the state it changes: of two requests at once, one writes the dates.
        const change = subscribed
          ? { subscribed: 1, consent_at: at, unsubscribed_at: null, store: scope.store.language, updated_at: at }
          : { subscribed: 0, unsubscribed_at: at, updated_at: at };
        await trx
          .updateTable("newsletter_subscription")
          .set(change)
          .where("customer_id", "=", customerId)
          .where("subscribed", "=", subscribed ? 0 : 1)
          .execute();
        return read(trx, customerId);
      });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
