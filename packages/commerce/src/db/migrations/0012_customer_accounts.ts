import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Accounts confirmed by e-mail, and the single-use tokens of account links (ADR 065):
 *
 * - `customer.email_confirmed_at`: when the owner proved the mailbox (a confirmation link, or a
 *   password reset). An account without it cannot sign in. Accounts created before count as
 *   confirmed: they were signed in at registration and have been used since.
 * - `customer_token`: a link's token (`confirm`: e-mail confirmation, `reset`: password reset);
 *   only its sha256 is kept, with its expiry and when it was used, so a link works once.
 * - `session_customer_id`: ending every session of one customer (a new password, a reset).
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await db.schema.alterTable("customer").addColumn("email_confirmed_at", "text").execute();
  await sql`update customer set email_confirmed_at = created_at`.execute(db);

  await autoIncrementId(db.schema.createTable("customer_token"))
    .addColumn("customer_id", "integer", (column) => column.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("purpose", "text", (column) => column.notNull())
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  // Revoking an account's outstanding links of one purpose.
  await db.schema.createIndex("customer_token_customer").on("customer_token").columns(["customer_id", "purpose"]).execute();

  await db.schema.createIndex("session_customer_id").on("session").column("customer_id").execute();
}
