import type { Kysely } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Staff identities, separate from customers: their own accounts (argon2id password hashes, a
 * role, disabled rather than deleted so what they did keeps a name) and their own sessions (a
 * shorter lifetime, their own cookie). API tokens are configuration (STAFF_TOKENS), not rows.
 */
export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await autoIncrementId(db.schema.createTable("staff"))
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("display_name", "text", (column) => column.notNull())
    .addColumn("password_hash", "text", (column) => column.notNull())
    .addColumn("role", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("disabled_at", "text")
    .execute();

  await db.schema
    .createTable("staff_session")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("staff_id", "integer", (column) => column.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  // Ending one person's sessions (new password, disabled) and purging expired ones.
  await db.schema.createIndex("staff_session_staff_id").on("staff_session").column("staff_id").execute();
  await db.schema.createIndex("staff_session_expires_at").on("staff_session").column("expires_at").execute();
}
