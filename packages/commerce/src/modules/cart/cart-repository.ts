import type { Compilable, ExpressionBuilder, Kysely, Transaction } from "kysely";
import { dialectOf, nowIso } from "../../db/database.ts";
import { preparedQuery } from "../../db/prepared-query.ts";
import type { Database } from "../../db/schema.ts";
import { newToken } from "../../shared/session-tokens.ts";
import type { LineChoices } from "./cart-lines.ts";

/**
 * The cart's statements. Every one names its cart by its owner, in the statement itself: a
 * visitor's session (`session_hash`, the session's token hash) or a customer (`customer_id`).
 * No statement takes a cart id from a client, and an item id is always matched together with its
 * owner's cart, so another cart's item is found, changed and deleted exactly as a missing one: not.
 */

export type CartOwner = { customerId: number } | { sessionHash: string };

export interface StoredCart {
  id: number;
  publicId: string;
  couponCode: string | null;
  /** The checkout's state as stored (checked when it was set; what still applies is decided on reading). */
  checkout: StoredCheckout;
  /** The signed-in owner's own e-mail (the checkout's default); null for a visitor's cart. */
  customerEmail: string | null;
  /** The shopper chose to pay with their store credit (`useStoreCredit`; modules/store-credit). */
  useStoreCredit: boolean;
}

/** The cart's checkout columns: addresses as JSON (`CheckoutAddress`), null billing: the shipping address. */
export interface StoredCheckout {
  email: string | null;
  shippingAddress: string | null;
  billingAddress: string | null;
  shippingMethod: string | null;
  pickupPointId: string | null;
}

const CHECKOUT_COLUMNS = {
  email: "checkout_email",
  shippingAddress: "shipping_address",
  billingAddress: "billing_address",
  shippingMethod: "shipping_method",
  pickupPointId: "pickup_point_id",
} as const satisfies Record<keyof StoredCheckout, string>;

export interface StoredLine {
  id: number;
  sku: string;
  lineKey: string;
  quantity: number;
  choices: { selected_options: string; selected_custom_options: string; selected_bundle_options: string };
}

const ownedBy =
  (owner: CartOwner) =>
  (eb: ExpressionBuilder<Database, "cart">) =>
    "customerId" in owner ? eb("cart.customer_id", "=", owner.customerId) : eb("cart.session_hash", "=", owner.sessionHash);

/** A cart's owner column, and the placeholder of its value in a prepared statement. */
type OwnerColumn = "cart.customer_id" | "cart.session_hash";

/**
 * A statement naming its cart by owner, prepared for both kinds of owner: `build` gets the owner's
 * column and value, and the placeholders of its other parameters.
 */
function byOwner<Params extends Record<string, unknown> = Record<string, never>, Row = unknown>(
  build: (db: Kysely<Database>, column: OwnerColumn, owner: number | string, param: <K extends keyof Params & string>(name: K) => Params[K]) => Compilable<Row>,
) {
  return {
    customer: preparedQuery<Params & { owner: number }, Row>((db, param) => build(db, "cart.customer_id", param("owner"), param as never)),
    session: preparedQuery<Params & { owner: string }, Row>((db, param) => build(db, "cart.session_hash", param("owner"), param as never)),
  };
}

/** Runs an owner's statement for this owner. */
const forOwner = <Params extends Record<string, unknown>, Row>(statements: ReturnType<typeof byOwner<Params, Row>>, owner: CartOwner, executor: Kysely<Database>, params: Params) =>
  "customerId" in owner ? statements.customer.run(executor, { ...params, owner: owner.customerId }) : statements.session.run(executor, { ...params, owner: owner.sessionHash });

const LOCK_CART = byOwner((db, column, owner) => db.selectFrom("cart").select("cart.id").where(column, "=", owner).forUpdate());

const READ_CART = byOwner((db, column, owner) =>
  db
    .selectFrom("cart")
    .leftJoin("cart_item", "cart_item.cart_id", "cart.id")
    .leftJoin("customer", "customer.id", "cart.customer_id")
    .select([
      "cart.id as cart_id",
      "cart.public_id",
      "cart.coupon_code",
      "cart.checkout_email",
      "cart.shipping_address",
      "cart.billing_address",
      "cart.shipping_method",
      "cart.pickup_point_id",
      "cart.use_store_credit",
      "customer.email as customer_email",
      "cart_item.id as item_id",
      "cart_item.sku",
      "cart_item.line_key",
      "cart_item.quantity",
      "cart_item.selected_options",
      "cart_item.selected_custom_options",
      "cart_item.selected_bundle_options",
    ])
    .where(column, "=", owner)
    .orderBy("cart_item.id"),
);

/**
 * The owner's cart and its lines (in the order they were added), in one statement. `lock`: in a
 * transaction, writers of one cart queue here on PostgreSQL (SQLite's write transactions are
 * serial anyway), so each reads the lines the previous one wrote.
 */
export async function readCart(executor: Kysely<Database>, owner: CartOwner, options: { lock?: boolean } = {}): Promise<{ cart?: StoredCart; lines: StoredLine[] }> {
  // Locked by a statement of its own: on PostgreSQL, a statement that waited for a row lock sees
  // that row as committed since, but the rows it joins as they were when it started; the lines
  // are read after the lock, by a statement that sees every write committed before it.
  if (options.lock && dialectOf(executor) === "postgres") await forOwner(LOCK_CART, owner, executor, {});
  const { rows } = await forOwner(READ_CART, owner, executor, {});
  if (rows.length === 0) return { lines: [] };
  const [first] = rows;
  const cart: StoredCart = {
    id: first.cart_id,
    publicId: first.public_id,
    couponCode: first.coupon_code,
    checkout: {
      email: first.checkout_email,
      shippingAddress: first.shipping_address,
      billingAddress: first.billing_address,
      shippingMethod: first.shipping_method,
      pickupPointId: first.pickup_point_id,
    },
    customerEmail: first.customer_email,
    useStoreCredit: first.use_store_credit === 1,
  };
  const lines = rows.flatMap((row) =>
    row.item_id === null
      ? []
      : [
          {
            id: row.item_id,
            sku: row.sku!,
            lineKey: row.line_key!,
            quantity: row.quantity!,
            choices: { selected_options: row.selected_options!, selected_custom_options: row.selected_custom_options!, selected_bundle_options: row.selected_bundle_options! },
          },
        ],
  );
  return { cart, lines };
}

/**
 * The owner's cart, created when it has none (two concurrent creations make one), locked on
 * PostgreSQL. Read first: a cart is created once and written to many times.
 */
export async function ensureCart(trx: Transaction<Database>, owner: CartOwner): Promise<{ cart: StoredCart; lines: StoredLine[] }> {
  const existing = await readCart(trx, owner, { lock: true });
  if (existing.cart) return { cart: existing.cart, lines: existing.lines };
  const now = nowIso();
  const column = "customerId" in owner ? "customer_id" : "session_hash";
  await trx
    .insertInto("cart")
    .values({
      public_id: newToken(),
      session_hash: "sessionHash" in owner ? owner.sessionHash : null,
      customer_id: "customerId" in owner ? owner.customerId : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column(column).doNothing())
    .execute();
  const read = await readCart(trx, owner, { lock: true });
  return { cart: read.cart!, lines: read.lines };
}

const UPSERT_LINE = preparedQuery<
  { cartId: number; sku: string; lineKey: string; quantity: number; options: string; customOptions: string; bundleOptions: string; now: string },
  { id: number; sku: string; line_key: string; quantity: number; selected_options: string; selected_custom_options: string; selected_bundle_options: string }
>((db, param) =>
  db
    .insertInto("cart_item")
    .values({
      cart_id: param("cartId"),
      sku: param("sku"),
      line_key: param("lineKey"),
      quantity: param("quantity"),
      selected_options: param("options"),
      selected_custom_options: param("customOptions"),
      selected_bundle_options: param("bundleOptions"),
      created_at: param("now"),
      updated_at: param("now"),
    })
    .onConflict((conflict) => conflict.columns(["cart_id", "line_key"]).doUpdateSet({ quantity: param("quantity"), updated_at: param("now") }))
    .returning(["id", "sku", "line_key", "quantity", "selected_options", "selected_custom_options", "selected_bundle_options"]),
);

/** Adds a line, or sets the quantity of the line with the same key (one line whatever the concurrency): the line as stored now. */
export async function upsertLine(trx: Transaction<Database>, cartId: number, line: { sku: string; lineKey: string; choices: LineChoices }, quantity: number): Promise<StoredLine> {
  const row = await UPSERT_LINE.executeTakeFirst(trx, {
    cartId,
    sku: line.sku,
    lineKey: line.lineKey,
    quantity,
    options: JSON.stringify(line.choices.selectedOptions),
    customOptions: JSON.stringify(line.choices.selectedCustomOptions),
    bundleOptions: JSON.stringify(line.choices.selectedBundleOptions),
    now: nowIso(),
  });
  if (!row) throw new Error("cart: the line upserted was not returned");
  return {
    id: row.id,
    sku: row.sku,
    lineKey: row.line_key,
    quantity: row.quantity,
    choices: { selected_options: row.selected_options, selected_custom_options: row.selected_custom_options, selected_bundle_options: row.selected_bundle_options },
  };
}

const SET_LINE_QUANTITY = byOwner<{ itemId: number; quantity: number; now: string }, never>((db, column, owner, param) =>
  db
    .updateTable("cart_item")
    .set({ quantity: param("quantity"), updated_at: param("now") })
    .where("id", "=", param("itemId"))
    .where("cart_id", "in", (eb) => eb.selectFrom("cart").select("cart.id").where(column, "=", owner)),
);

/** Sets a line's quantity; false when the owner's cart has no such line. */
export async function setLineQuantity(trx: Transaction<Database>, owner: CartOwner, itemId: number, quantity: number): Promise<boolean> {
  const result = await forOwner(SET_LINE_QUANTITY, owner, trx, { itemId, quantity, now: nowIso() });
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Removes a line; false when the owner's cart has no such line. */
export async function deleteLine(executor: Kysely<Database>, owner: CartOwner, itemId: number): Promise<boolean> {
  const result = await executor
    .deleteFrom("cart_item")
    .where("id", "=", itemId)
    .where("cart_id", "in", (eb) => eb.selectFrom("cart").select("cart.id").where(ownedBy(owner)))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteLines(trx: Transaction<Database>, cartId: number, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length) await trx.deleteFrom("cart_item").where("cart_id", "=", cartId).where("id", "in", [...itemIds]).execute();
}

export async function setCoupon(trx: Transaction<Database>, cartId: number, code: string | null): Promise<void> {
  await trx.updateTable("cart").set({ coupon_code: code, updated_at: nowIso() }).where("id", "=", cartId).execute();
}

/** Records whether the shopper pays the cart with their store credit. */
export async function setStoreCreditUse(trx: Transaction<Database>, cartId: number, use: boolean): Promise<void> {
  await trx.updateTable("cart").set({ use_store_credit: use ? 1 : 0, updated_at: nowIso() }).where("id", "=", cartId).execute();
}

/** Sets some of the cart's checkout columns (the others are left as they are). */
export async function setCheckout(trx: Transaction<Database>, cartId: number, changes: Partial<StoredCheckout>): Promise<void> {
  const values = Object.fromEntries(Object.entries(changes).map(([key, value]) => [CHECKOUT_COLUMNS[key as keyof StoredCheckout], value ?? null]));
  await trx
    .updateTable("cart")
    .set({ ...values, updated_at: nowIso() })
    .where("id", "=", cartId)
    .execute();
}

/** True when nothing of the checkout has been set on this cart. */
export const isCheckoutEmpty = (checkout: StoredCheckout): boolean => Object.values(checkout).every((value) => value === null);

const TOUCH_CART = preparedQuery<{ cartId: number; now: string }, never>((db, param) => db.updateTable("cart").set({ updated_at: param("now") }).where("id", "=", param("cartId")));

export async function touchCart(trx: Transaction<Database>, cartId: number): Promise<void> {
  await TOUCH_CART.run(trx, { cartId, now: nowIso() });
}

export async function deleteCart(trx: Transaction<Database>, cartId: number): Promise<void> {
  await trx.deleteFrom("cart").where("id", "=", cartId).execute();
}
