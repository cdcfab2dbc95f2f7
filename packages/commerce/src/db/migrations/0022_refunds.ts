import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migrate.ts";

/**
 * Refunds (credit memos, modules/refund; ADR 075):
 *
 * - `refund`: money given back for an order, documented by the credit note issued in the same unit
 *   of work (`credit_note_id`, unique: one refund per credit note). `public_id` is random (the
 *   API's id and the sandbox provider's refund id). `method` is where the money goes:
 *   `original_payment` (the payment `payment_id`, through its provider) or `store_credit`; of an
 *   original-payment refund, `store_credit_cents` is the part that went back to store credit (the
 *   part of the order store credit paid). `status`: `pending` until the provider's signed
 *   notification confirms it (`provider_event_id`, `completed_at`), `completed`, or `manual` (a
 *   transfer or a cheque paid back by hand). `amount_cents` is what is paid back in all: the credit
 *   note's total + `adjustment_cents` (a gesture) − `fee_cents` (kept), all whole euro cents.
 * - `sales_order.refunded_cents` and `payment.refunded_cents`: what refunds have given back of the
 *   order and of each payment, raised by conditional updates in the refund's unit of work whose
 *   checks say it never exceeds what was paid (`grand_total_incl_cents`, `amount_cents`): two
 *   refunds at once cannot pay back more than was paid, on either database.
 * - `sales_order.status` may be `closed` (everything its invoice invoiced has been credited). A
 *   PostgreSQL check is replaced; SQLite cannot alter a check, so the table is rebuilt by SQLite's
 *   documented procedure (a copy with the new check, the rows copied, the old one dropped, the
 *   copy renamed, its indexes made again), with foreign keys off while it runs and checked after.
 */
const STATUSES = ["pending_payment", "processing", "partially_shipped", "shipped", "complete", "cancelled", "closed"];
const STATUS_LIST = STATUSES.map((status) => `'${status}'`).join(", ");
const OLD_STATUS_LIST = STATUSES.filter((status) => status !== "closed")
  .map((status) => `'${status}'`)
  .join(", ");

export async function up(db: Kysely<unknown>, { dialect, autoIncrementId }: MigrationContext): Promise<void> {
  if (dialect === "postgres") {
    await sql`alter table sales_order drop constraint sales_order_status`.execute(db);
    await sql`alter table sales_order add constraint sales_order_status check (status in (${sql.raw(STATUS_LIST)}))`.execute(db);
  } else {
    await rebuildSqliteTable(db, "sales_order", (definition) => {
      const replaced = definition.replace(`status in (${OLD_STATUS_LIST})`, `status in (${STATUS_LIST})`);
      if (replaced === definition) throw new Error("0022_refunds: sales_order's status check is not the one expected");
      return replaced;
    });
  }

  await db.schema
    .alterTable("sales_order")
    .addColumn("refunded_cents", "integer", (column) => column.notNull().defaultTo(0).check(sql`refunded_cents >= 0 and refunded_cents <= grand_total_incl_cents`))
    .execute();
  await db.schema
    .alterTable("payment")
    .addColumn("refunded_cents", "integer", (column) => column.notNull().defaultTo(0).check(sql`refunded_cents >= 0 and refunded_cents <= amount_cents`))
    .execute();

  await autoIncrementId(db.schema.createTable("refund"))
    .addColumn("public_id", "text", (column) => column.notNull().unique())
    .addColumn("order_id", "integer", (column) => column.notNull().references("sales_order.id"))
    .addColumn("credit_note_id", "integer", (column) => column.notNull().unique().references("credit_note.id"))
    .addColumn("method", "text", (column) => column.notNull())
    .addColumn("payment_id", "integer", (column) => column.references("payment.id"))
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("store_credit_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("adjustment_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("fee_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("reason", "text")
    .addColumn("provider_event_id", "text")
    .addColumn("staff", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("completed_at", "text")
    .addCheckConstraint("refund_method", sql`method in ('original_payment', 'store_credit')`)
    .addCheckConstraint("refund_status", sql`status in ('pending', 'completed', 'manual')`)
    .addCheckConstraint(
      "refund_amounts",
      sql`amount_cents > 0 and adjustment_cents >= 0 and fee_cents >= 0 and store_credit_cents between 0 and amount_cents`,
    )
    .execute();
  await db.schema.createIndex("refund_order").on("refund").columns(["order_id", "id"]).execute();
  // The sandbox providers' pending refunds, found by their notifier (ADR 075).
  await db.schema.createIndex("refund_status").on("refund").columns(["status", "id"]).execute();
}

/**
 * Rebuilds an SQLite table with a changed definition (SQLite's "other kinds of table schema
 * changes" procedure): foreign keys off (outside any transaction: the migrator runs SQLite's
 * migrations without one), then in one transaction the new table from the current definition,
 * every row copied, the old table dropped and the new one renamed, its indexes created again;
 * then the foreign keys checked and switched on again.
 */
async function rebuildSqliteTable(db: Kysely<unknown>, table: string, change: (definition: string) => string): Promise<void> {
  const rows = await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const definition = rows.rows.find((row) => row.type === "table")?.sql;
  if (!definition) throw new Error(`rebuild: no table ${table}`);
  const indexes = rows.rows.filter((row) => row.type === "index" && row.sql).map((row) => row.sql!);
  const copy = `${table}_rebuilt`;
  const created = change(definition).replace(/^CREATE TABLE\s+("?)(\w+)\1/i, `CREATE TABLE "${copy}"`);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(created).execute(trx);
      await sql.raw(`insert into "${copy}" select * from "${table}"`).execute(trx);
      await sql.raw(`drop table "${table}"`).execute(trx);
      await sql.raw(`alter table "${copy}" rename to "${table}"`).execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length) throw new Error(`rebuild of ${table}: ${broken.rows.length} rows break a foreign key`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
