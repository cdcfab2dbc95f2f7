import type { Kysely, Selectable, Transaction } from "kysely";
import { dialectOf, nowIso } from "../../db/database.ts";
import type { Database, WishlistItemTable, WishlistTable } from "../../db/schema.ts";
import { newToken } from "../../shared/session-tokens.ts";
import type { LineChoices } from "../cart/cart-lines.ts";

/**
 * The wishlist's statements. A list is always named by its owner in the statement itself (a
 * customer, or a visitor's session until it signs in), never by an id a client sent, and an item
 * id is always matched together with its owner's list: another list's item is found, and deleted,
 * exactly as a missing one is: not. A shared list is found by its live share code only.
 */

export type WishlistOwner = { customerId: number } | { sessionHash: string };
export type WishlistRow = Selectable<WishlistTable>;
export type WishlistItemRow = Selectable<WishlistItemTable>;

const ownerColumn = (owner: WishlistOwner) => ("customerId" in owner ? "customer_id" : "session_hash") as "customer_id" | "session_hash";
const ownerValue = (owner: WishlistOwner): number | string => ("customerId" in owner ? owner.customerId : owner.sessionHash);

/**
 * The owner's list. `lock`: in a transaction on PostgreSQL, the writers of one list queue here
 * (SQLite's write transactions are serial anyway), so each counts the items the previous one left.
 */
export async function findWishlist(executor: Kysely<Database>, owner: WishlistOwner, options: { lock?: boolean } = {}): Promise<WishlistRow | undefined> {
  return executor
    .selectFrom("wishlist")
    .selectAll()
    .where(ownerColumn(owner), "=", ownerValue(owner))
    .$if(!!options.lock && dialectOf(executor) === "postgres", (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * The owner's list, created when it has none: two creations at once make one (the insert does
 * nothing on the owner's unique column, and the second reads the first's row once it commits).
 * Locked on PostgreSQL when `executor` is a transaction. Read first: a list is created once.
 */
export async function ensureWishlist(executor: Kysely<Database>, owner: WishlistOwner): Promise<WishlistRow> {
  const lock = executor.isTransaction;
  const existing = await findWishlist(executor, owner, { lock });
  if (existing) return existing;
  const now = nowIso();
  await executor
    .insertInto("wishlist")
    .values({
      public_id: newToken(),
      customer_id: "customerId" in owner ? owner.customerId : null,
      session_hash: "sessionHash" in owner ? owner.sessionHash : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column(ownerColumn(owner)).doNothing())
    .execute();
  return (await findWishlist(executor, owner, { lock }))!;
}

/** A list's items, newest first. */
export async function itemsOf(executor: Kysely<Database>, wishlistId: number): Promise<WishlistItemRow[]> {
  return executor.selectFrom("wishlist_item").selectAll().where("wishlist_id", "=", wishlistId).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export async function itemCount(executor: Kysely<Database>, wishlistId: number): Promise<number> {
  const { n } = await executor
    .selectFrom("wishlist_item")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("wishlist_id", "=", wishlistId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function hasItemKey(executor: Kysely<Database>, wishlistId: number, itemKey: string): Promise<boolean> {
  return !!(await executor.selectFrom("wishlist_item").select("id").where("wishlist_id", "=", wishlistId).where("item_key", "=", itemKey).executeTakeFirst());
}

export interface NewItem {
  sku: string;
  name: string;
  itemKey: string;
  choices: LineChoices;
  /** When it was kept (a visitor's item keeps its time when it moves to the customer's list). */
  createdAt?: string;
}

/** Keeps an item unless the list has one with its key (the same product and choices): true when this statement kept it. */
export async function insertItem(executor: Kysely<Database>, wishlistId: number, item: NewItem): Promise<boolean> {
  const row = await executor
    .insertInto("wishlist_item")
    .values({
      wishlist_id: wishlistId,
      sku: item.sku,
      name: item.name,
      item_key: item.itemKey,
      selected_options: JSON.stringify(item.choices.selectedOptions),
      selected_custom_options: JSON.stringify(item.choices.selectedCustomOptions),
      selected_bundle_options: JSON.stringify(item.choices.selectedBundleOptions),
      created_at: item.createdAt ?? nowIso(),
    })
    .onConflict((conflict) => conflict.columns(["wishlist_id", "item_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return !!row;
}

/** Of these item ids, those of the list's items. */
export async function itemIdsIn(executor: Kysely<Database>, wishlistId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await executor.selectFrom("wishlist_item").select("id").where("wishlist_id", "=", wishlistId).where("id", "in", ids).execute();
  return rows.map((row) => row.id);
}

export async function deleteItems(trx: Transaction<Database>, wishlistId: number, ids: readonly number[]): Promise<void> {
  if (ids.length) await trx.deleteFrom("wishlist_item").where("wishlist_id", "=", wishlistId).where("id", "in", ids).execute();
}

/** Sets the live share code (null: private, the code revoked) and notes the change. */
export async function setShareCode(trx: Transaction<Database>, wishlistId: number, shareCode: string | null): Promise<void> {
  const now = nowIso();
  await trx.updateTable("wishlist").set({ share_code: shareCode, shared_at: shareCode ? now : null, updated_at: now }).where("id", "=", wishlistId).execute();
}

export async function touchWishlist(trx: Transaction<Database>, wishlistId: number): Promise<void> {
  await trx.updateTable("wishlist").set({ updated_at: nowIso() }).where("id", "=", wishlistId).execute();
}

export async function deleteWishlist(trx: Transaction<Database>, wishlistId: number): Promise<void> {
  await trx.deleteFrom("wishlist").where("id", "=", wishlistId).execute();
}

/** The customer's list shared under this live code (by the code's unique index), with its owner's first name only. */
export async function sharedByCode(executor: Kysely<Database>, shareCode: string): Promise<(WishlistRow & { owner_firstname: string }) | undefined> {
  return executor
    .selectFrom("wishlist")
    .innerJoin("customer", "customer.id", "wishlist.customer_id")
    .selectAll("wishlist")
    .select("customer.firstname as owner_firstname")
    .where("wishlist.share_code", "=", shareCode)
    .executeTakeFirst();
}

/** What a list sent by e-mail says of its owner: the first name, and nothing else. */
export async function ownerFirstName(executor: Kysely<Database>, customerId: number): Promise<string | undefined> {
  return (await executor.selectFrom("customer").select("firstname").where("id", "=", customerId).executeTakeFirst())?.firstname;
}
