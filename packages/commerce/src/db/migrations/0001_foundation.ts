import type { Kysely } from "kysely";
import type { MigrationContext } from "../migrate.ts";

export async function up(db: Kysely<unknown>, { autoIncrementId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("setting")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await autoIncrementId(db.schema.createTable("customer"))
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("password_hash", "text", (column) => column.notNull())
    .addColumn("firstname", "text", (column) => column.notNull())
    .addColumn("lastname", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("customer_id", "integer", (column) => column.references("customer.id").onDelete("cascade"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("session_expires_at").on("session").column("expires_at").execute();
}
