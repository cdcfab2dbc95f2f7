import { type Kysely, sql } from "kysely";
import type { Database, StockAlertStatus } from "../../db/schema.ts";
import { type CustomerScope, owned } from "../../shared/ownership.ts";

/** The statements of in-stock alerts: an alert is named by its product and address (unique), by its link's token hash, or by its owner and id. */

export type StockAlertRow = Awaited<ReturnType<typeof alertByKey>> & {};

const COLUMNS = ["id", "product_id", "email", "customer_id", "store", "product_name", "status", "token_expires_at", "created_at", "confirmed_at", "notified_at"] as const;

export function alertByKey(db: Kysely<Database>, productId: number, email: string) {
  return db.selectFrom("stock_alert").select(COLUMNS).where("product_id", "=", productId).where("email", "=", email).executeTakeFirst();
}

export function alertByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom("stock_alert").select(COLUMNS).where("token_hash", "=", tokenHash).executeTakeFirst();
}

/** A customer's account address, as the alert writes to it. */
export async function customerEmail(db: Kysely<Database>, customerId: number): Promise<string | undefined> {
  return (await db.selectFrom("customer").select("email").where("id", "=", customerId).executeTakeFirst())?.email;
}

/**
 * A signed-in customer's alert, in one statement: a new one is active at once; an existing one
 * for the product and address becomes active (unconfirmed: confirmed now; notified: a new wait,
 * its dates started again), an active one stays as it is. The customer is set on it either way.
 */
export async function upsertActive(
  db: Kysely<Database>,
  alert: { productId: number; email: string; customerId: number; store: "fr" | "en"; productName: string; now: string },
): Promise<void> {
  await db
    .insertInto("stock_alert")
    .values({
      product_id: alert.productId,
      email: alert.email,
      customer_id: alert.customerId,
      store: alert.store,
      product_name: alert.productName,
      status: "active",
      created_at: alert.now,
      confirmed_at: alert.now,
    })
    .onConflict((conflict) =>
      conflict.columns(["product_id", "email"]).doUpdateSet({
        customer_id: alert.customerId,
        store: sql`case when stock_alert.status = 'active' then stock_alert.store else excluded.store end`,
        product_name: sql`case when stock_alert.status = 'active' then stock_alert.product_name else excluded.product_name end`,
        created_at: sql`case when stock_alert.status = 'notified' then excluded.created_at else stock_alert.created_at end`,
        confirmed_at: sql`case when stock_alert.status = 'active' then stock_alert.confirmed_at else excluded.confirmed_at end`,
        notified_at: sql`case when stock_alert.status = 'notified' then null else stock_alert.notified_at end`,
        status: "active",
      }),
    )
    .execute();
}

/**
 * A visitor's alert waiting for its link: a new one, or an unconfirmed or notified one set back
 * to unconfirmed with this link's token (a notified one starts a new wait). An active one is left
 * alone: the answer is whether a link is to be sent.
 */
export async function upsertUnconfirmed(
  db: Kysely<Database>,
  alert: { productId: number; email: string; store: "fr" | "en"; productName: string; tokenHash: string; expiresAt: string; now: string },
): Promise<boolean> {
  const row = await db
    .insertInto("stock_alert")
    .values({
      product_id: alert.productId,
      email: alert.email,
      store: alert.store,
      product_name: alert.productName,
      status: "unconfirmed",
      token_hash: alert.tokenHash,
      token_expires_at: alert.expiresAt,
      created_at: alert.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["product_id", "email"])
        .doUpdateSet({
          store: alert.store,
          product_name: alert.productName,
          token_hash: alert.tokenHash,
          token_expires_at: alert.expiresAt,
          created_at: sql`case when stock_alert.status = 'notified' then excluded.created_at else stock_alert.created_at end`,
          confirmed_at: null,
          notified_at: null,
          status: "unconfirmed",
        })
        .where("stock_alert.status", "<>", "active"),
    )
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Confirms the alert of this unexpired link: unconfirmed → active. Whether it changed. */
export async function confirmByTokenHash(db: Kysely<Database>, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("stock_alert")
    .set({ status: "active", confirmed_at: now })
    .where("token_hash", "=", tokenHash)
    .where("status", "=", "unconfirmed")
    .where("token_expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every alert of an address still waiting (unconfirmed or active) deleted; how many. */
export async function deleteWaitingOf(db: Kysely<Database>, email: string): Promise<number> {
  const result = await db.deleteFrom("stock_alert").where("email", "=", email).where("status", "in", ["unconfirmed", "active"]).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the scope's customer's alert `id` (the owner is in the statement); whether it did. */
export async function deleteOwned(db: Kysely<Database>, scope: CustomerScope, id: number): Promise<boolean> {
  const result = await owned(scope, db.deleteFrom("stock_alert").where("id", "=", id), "stock_alert.customer_id").executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function ownedAlert(db: Kysely<Database>, scope: CustomerScope, id: number) {
  return owned(scope, db.selectFrom("stock_alert").select(COLUMNS).where("id", "=", id), "stock_alert.customer_id").executeTakeFirst();
}

/** A customer's alerts: waiting ones newest first, then those notified since `notifiedSince`, newest first; at most `limit`. */
export async function alertsOfCustomer(db: Kysely<Database>, customerId: number, notifiedSince: string, limit: number) {
  const waiting = await db
    .selectFrom("stock_alert")
    .select(COLUMNS)
    .where("customer_id", "=", customerId)
    .where("status", "in", ["unconfirmed", "active"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  if (waiting.length >= limit) return waiting;
  const notified = await db
    .selectFrom("stock_alert")
    .select(COLUMNS)
    .where("customer_id", "=", customerId)
    .where("status", "=", "notified")
    .where("notified_at", ">=", notifiedSince)
    .orderBy("notified_at", "desc")
    .orderBy("id", "desc")
    .limit(limit - waiting.length)
    .execute();
  return [...waiting, ...notified];
}

/** The active alerts of these products (the restock listener's question). */
export function activeAlertsOf(db: Kysely<Database>, productIds: readonly number[]) {
  return db
    .selectFrom("stock_alert")
    .select(["id", "product_id", "email", "store", "product_name"])
    .where("product_id", "in", productIds)
    .where("status", "=", "active")
    .orderBy("id")
    .execute();
}

/**
 * active → notified, with the message's stop link's token: only when the alert is still active,
 * so of two restocks racing only one changes it (and sends its message).
 */
export async function markNotified(db: Kysely<Database>, id: number, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("stock_alert")
    .set({ status: "notified", notified_at: now, token_hash: tokenHash, token_expires_at: null })
    .where("id", "=", id)
    .where("status", "=", "active")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Products with alerts waiting (the operator's list): counts per status. */
export async function waitingByProduct(db: Kysely<Database>, productId?: number) {
  return db
    .selectFrom("stock_alert")
    .innerJoin("product", "product.id", "stock_alert.product_id")
    .select((eb) => [
      "product.sku",
      "stock_alert.product_id",
      eb.fn.max("stock_alert.product_name").as("product_name"),
      eb.fn.sum<number>(eb.case().when("stock_alert.status", "=", "active").then(1).else(0).end()).as("active"),
      eb.fn.sum<number>(eb.case().when("stock_alert.status", "=", "unconfirmed").then(1).else(0).end()).as("unconfirmed"),
    ])
    .where("stock_alert.status", "in", ["unconfirmed", "active"] satisfies StockAlertStatus[])
    .$if(productId !== undefined, (query) => query.where("stock_alert.product_id", "=", productId!))
    .groupBy(["product.sku", "stock_alert.product_id"])
    .orderBy("product.sku")
    .execute();
}
