import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Newsletter subscribers (modules/newsletter; ADR 083): `newsletter_subscriber`, one row per
 * e-mail address (unique, trimmed and lower-cased), whoever signed it up: a visitor (confirmed by
 * a link), a customer from their account or the checkout (one step). It replaces
 * `newsletter_subscription` (0015, one row per customer): its rows are carried over here at the
 * account's address, then that table is dropped, so consent is kept in one place only.
 *
 * - `store`: the store signed up in (`fr`, `en`): the language of every message.
 * - `status`: `pending` (a link is on its way), `confirmed` (messages go there), `unsubscribed`.
 * - `source`: where the consent was asked: `newsletter_page`, `footer`, `checkout`, `account`.
 * - `consent_at`: when the consent was given (the link followed, or the customer's click); kept
 *   when they unsubscribe, with `unsubscribed_at`, so what was consented and withdrawn, and when,
 *   stays on record.
 * - `token_hash`: sha256 of the last confirmation link's token (unique); `token_expires_at` its
 *   end (48 hours).
 * - `unsubscribe_token`: the random token of the unsubscribe link every message carries (unique,
 *   kept as is: each message must carry it, and it can only withdraw a consent).
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await autoIncrementId(db.schema.createTable("newsletter_subscriber"))
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("store", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("source", "text", (column) => column.notNull())
    .addColumn("consent_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("token_hash", "text", (column) => column.unique())
    .addColumn("token_expires_at", "text")
    .addColumn("unsubscribe_token", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addCheckConstraint("newsletter_subscriber_status", sql`status in ('pending', 'confirmed', 'unsubscribed')`)
    .addCheckConstraint("newsletter_subscriber_source", sql`source in ('newsletter_page', 'footer', 'checkout', 'account')`)
    .addCheckConstraint("newsletter_subscriber_store", sql`store in ('fr', 'en')`)
    .execute();
  // The export and the issues: the confirmed subscribers of a store.
  await db.schema.createIndex("newsletter_subscriber_status_store").on("newsletter_subscriber").columns(["status", "store"]).execute();
  // Housekeeping: pending subscriptions past their link.
  await db.schema.createIndex("newsletter_subscriber_status_expiry").on("newsletter_subscriber").columns(["status", "token_expires_at"]).execute();

  // The customers' consents, at their account's address: subscribed ones confirmed (their account's
  // address was confirmed when they signed up), those who unsubscribed with both dates; a row with
  // no consent ever given says nothing and is not carried over.
  const rows = await sql<{ email: string; store: string; subscribed: number; consent_at: string | null; unsubscribed_at: string | null; updated_at: string }>`
    select lower(trim(c.email)) as email, s.store, s.subscribed, s.consent_at, s.unsubscribed_at, s.updated_at
    from newsletter_subscription s join customer c on c.id = s.customer_id
    where s.subscribed = 1 or s.consent_at is not null
    order by s.customer_id`.execute(db);
  for (const row of rows.rows) {
    const confirmed = Number(row.subscribed) === 1;
    await sql`
      insert into newsletter_subscriber (email, store, status, source, consent_at, unsubscribed_at, unsubscribe_token, created_at, updated_at)
      values (${row.email}, ${row.store === "en" ? "en" : "fr"}, ${confirmed ? "confirmed" : "unsubscribed"}, 'account', ${row.consent_at ?? row.updated_at},
        ${confirmed ? null : (row.unsubscribed_at ?? row.updated_at)}, ${randomBytes(32).toString("base64url")}, ${row.consent_at ?? row.updated_at}, ${row.updated_at})
      on conflict (email) do nothing`.execute(db);
  }
  await db.schema.dropTable("newsletter_subscription").execute();
}
