import type { Kysely } from "kysely";

/**
 * A changed e-mail address takes effect only once the new address confirms it (ADR 069):
 * `customer_token.new_email` is the address a `change_email` link moves its account to. The link
 * (its token's sha256, expiry and use, as the other links) is the pending change itself, so a newer
 * request, a cancellation or a new password replaces or spends it by the statements that already
 * revoke links; other purposes leave it null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("customer_token").addColumn("new_email", "text").execute();
}
