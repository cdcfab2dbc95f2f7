import type { Kysely, Selectable } from "kysely";
import { nowIso } from "../../db/database.ts";
import { preparedQuery } from "../../db/prepared-query.ts";
import type { Database, StoreCreditAction, StoreCreditEntryTable } from "../../db/schema.ts";

/**
 * The ledger's statements. The balance row changes only by one statement each way, conditional
 * where it takes: an addition is an upsert adding to it, a spending subtracts only where the
 * balance covers the amount (`balance_cents >= :amount`, the table's check says the same), so two
 * spendings at once never overdraw it: the second one's update, having waited for the first
 * (PostgreSQL's row lock; SQLite's writers are serial), matches no row. Each change answers the
 * balance it left, written on its entry.
 */

export type StoreCreditEntryRow = Selectable<StoreCreditEntryTable>;

/** The balance a customer has (read on every cart of theirs: compiled once, ADR 062). */
const BALANCE = preparedQuery<{ customerId: number }, { balance_cents: number }>((db, param) =>
  db.selectFrom("customer_store_credit").select("balance_cents").where("customer_id", "=", param("customerId")),
);

export async function balanceOf(executor: Kysely<Database>, customerId: number): Promise<number> {
  return (await BALANCE.executeTakeFirst(executor, { customerId }))?.balance_cents ?? 0;
}

/** Adds `amountCents` (> 0) to the customer's balance, creating it when they had none: the balance after. */
export async function credit(executor: Kysely<Database>, customerId: number, amountCents: number): Promise<number> {
  const now = nowIso();
  const row = await executor
    .insertInto("customer_store_credit")
    .values({ customer_id: customerId, balance_cents: amountCents, updated_at: now })
    .onConflict((conflict) =>
      conflict.column("customer_id").doUpdateSet((eb) => ({ balance_cents: eb(eb.ref("customer_store_credit.balance_cents"), "+", amountCents), updated_at: now })),
    )
    .returning("balance_cents")
    .executeTakeFirstOrThrow();
  return row.balance_cents;
}

/** Takes `amountCents` (> 0) from the balance where it covers it: the balance after, or undefined (refused, nothing changed). */
export async function debit(executor: Kysely<Database>, customerId: number, amountCents: number): Promise<number | undefined> {
  const row = await executor
    .updateTable("customer_store_credit")
    .set((eb) => ({ balance_cents: eb("balance_cents", "-", amountCents), updated_at: nowIso() }))
    .where("customer_id", "=", customerId)
    .where("balance_cents", ">=", amountCents)
    .returning("balance_cents")
    .executeTakeFirst();
  return row?.balance_cents;
}

export interface NewEntry {
  customerId: number;
  action: StoreCreditAction;
  amountCents: number;
  balanceCents: number;
  orderId?: number | null;
  refundId?: number | null;
  comment?: string | null;
  staff?: string | null;
}

export async function insertEntry(executor: Kysely<Database>, entry: NewEntry): Promise<StoreCreditEntryRow> {
  return executor
    .insertInto("store_credit_entry")
    .values({
      customer_id: entry.customerId,
      action: entry.action,
      amount_cents: entry.amountCents,
      balance_cents: entry.balanceCents,
      order_id: entry.orderId ?? null,
      refund_id: entry.refundId ?? null,
      comment: entry.comment ?? null,
      staff: entry.staff ?? null,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * What was spent on the order and what came back for it: its spending and its cancellation's
 * entry (at most one each), and its refunds' (`refunded`, any number).
 */
export async function orderEntries(executor: Kysely<Database>, orderId: number): Promise<StoreCreditEntryRow[]> {
  return executor
    .selectFrom("store_credit_entry")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("action", "in", ["spent_on_order", "order_cancelled", "refunded"])
    .orderBy("id")
    .execute();
}

/** A page of the customer's entries, newest first, with the number of the order each concerns. */
export async function entriesPage(executor: Kysely<Database>, customerId: number, limit: number, offset: number) {
  return executor
    .selectFrom("store_credit_entry")
    .leftJoin("sales_order", "sales_order.id", "store_credit_entry.order_id")
    .selectAll("store_credit_entry")
    .select(["sales_order.number as order_number", "sales_order.public_id as order_public_id"])
    .where("store_credit_entry.customer_id", "=", customerId)
    .orderBy("store_credit_entry.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The account of an e-mail address (as accounts store it: trimmed, lower case), for the operator's commands. */
export async function customerByEmail(executor: Kysely<Database>, email: string) {
  return executor.selectFrom("customer").select(["id", "email", "firstname", "language"]).where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

export async function entryCount(executor: Kysely<Database>, customerId: number): Promise<number> {
  const { n } = await executor
    .selectFrom("store_credit_entry")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  return Number(n);
}
