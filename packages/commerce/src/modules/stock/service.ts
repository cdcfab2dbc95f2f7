import { type Kysely, type Transaction, sql } from "kysely";
import type { Logger } from "pino";
import { type DatabaseHandle, dialectOf, nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { chunked } from "../../shared/chunked.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { type ListedState, affectedTopLevelIds, listedStates } from "../listing/product-index.ts";
import type { CatalogVersionService } from "../catalog-version/service.ts";
import type { ListingService } from "../listing/listing-service.ts";
import type { ProductService } from "../product/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { StockErrorCode } from "./errors.ts";
import { STOCK_CHANGE_CHANNEL, type StockChangeFeed, createStockChangeReader } from "./stock-change-feed.ts";

/**
 * Stock: the only way stock quantities change. Each change is a conditional update of a sellable
 * unit's row (a simple product or a variant: a configurable, grouped product or bundle has no
 * stock of its own, its parts do), in a transaction, so no interleaving of concurrent changes can
 * make stock negative or lose one. In the same transaction, when a unit's availability flips,
 * the listed products made of it (itself, its configurable parent, the grouped products and
 * bundles holding it) are worked out again by the listing index's rule; those whose availability
 * or listing price moved get their listing-index rows updated in place and a row in the
 * stock-change feed, which every process applies within a second (stock-change-feed.ts). The
 * catalogue version never moves for stock, so nothing is rebuilt: a change costs its products.
 */

export interface StockLine {
  sku: string;
  quantity: number;
}

/** A sellable unit's stock before and after a change. */
export interface UnitChange {
  sku: string;
  productId: number;
  before: number;
  after: number;
}

export type StockOutcome =
  | { success: true; changes: UnitChange[] }
  | {
      success: false;
      errorCode: StockErrorCode;
      /** The line refused (absent for a malformed request). */
      sku?: string;
      /** What is left of that sku (INSUFFICIENT_STOCK). */
      available?: number;
    };

/** Feed rows older than this are pruned by whoever appends. */
const FEED_RETENTION_MS = 60 * 60_000;
/** Serialises appends to the feed on PostgreSQL, so feed ids become visible in increasing order. */
const FEED_LOCK = sql`hashtext(${STOCK_CHANGE_CHANNEL})`;
const MAX_QUANTITY = 1_000_000_000;

const isQuantity = (value: number, allowZero: boolean) => Number.isSafeInteger(value) && value <= MAX_QUANTITY && (allowZero ? value >= 0 : value > 0);
const inStock = (qty: number) => qty > 0;

/** What a change did to availability: feed rows appended, and the products back in stock (units and listed products). */
interface Availability {
  appended: number;
  restocked: number[];
}

/**
 * Told, inside the unit of work of a stock change, which products came back in stock: sellable
 * units that had none and now have some, and listed products (a configurable, grouped product or
 * bundle, or a simple product) that were unavailable and now are. Whatever it writes commits or
 * rolls back with the change (in-stock alerts enqueue their messages this way).
 */
export type RestockListener = (trx: Transaction<Database>, productIds: readonly number[]) => Promise<void>;

/** Why a sku's conditional update matched no row (nothing is locked by asking). */
async function refusal(trx: Kysely<Database>, sku: string): Promise<StockOutcome & { success: false }> {
  const row = await trx.selectFrom("product").select(["type", "stock_qty"]).where("sku", "=", sku).executeTakeFirst();
  if (!row) return { success: false, errorCode: "UNKNOWN_SKU", sku };
  if (row.type !== "simple") return { success: false, errorCode: "NOT_SELLABLE", sku };
  return { success: false, errorCode: "INSUFFICIENT_STOCK", sku, available: Math.max(0, row.stock_qty) };
}

/** Lines of one sku summed, in sku order (every change locks rows in the same order: no deadlock between two). */
function summed(lines: readonly StockLine[]): Map<string, number> | undefined {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const sku = line.sku.trim();
    if (!sku || !isQuantity(line.quantity, false)) return undefined;
    totals.set(sku, (totals.get(sku) ?? 0) + line.quantity);
  }
  if ([...totals.values()].some((quantity) => quantity > MAX_QUANTITY)) return undefined;
  return new Map([...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * After units' stock changed in `trx`: the listing-index rows and feed rows of the listed
 * products whose availability or price moved. Nothing at all unless a unit's availability flipped.
 */
async function recordAvailability(trx: Transaction<Database>, changes: readonly UnitChange[]): Promise<Availability> {
  const flipped = changes.filter((change) => inStock(change.before) !== inStock(change.after)).map((change) => change.productId);
  // Units that had none and now have some: their own alerts are due, whatever their listed products do.
  const restocked = new Set(changes.filter((change) => !inStock(change.before) && inStock(change.after)).map((change) => change.productId));
  const nothing = { appended: 0, restocked: [...restocked] };
  if (flipped.length === 0) return nothing;
  const affected = await affectedTopLevelIds(trx, flipped);
  if (affected.length === 0) return nothing;
  const postgres = dialectOf(trx) === "postgres";
  // The index rows are locked first (id order), then the parts read: two changes that each flip
  // one part of the same bundle cannot both read the other's part as it was (SQLite's write
  // transactions are serial anyway).
  const indexed = new Map<number, ListedState>();
  for (const chunk of chunked(affected, 500)) {
    const rows = await trx
      .selectFrom("product_index")
      .select(["product_id", "in_stock", "price_cents"])
      .where("product_id", "in", chunk)
      .orderBy("product_id")
      .$if(postgres, (query) => query.forUpdate())
      .execute();
    for (const row of rows) indexed.set(row.product_id, { inStock: row.in_stock, priceCents: row.price_cents });
  }
  if (indexed.size === 0) return nothing;
  const now = await listedStates(trx, [...indexed.keys()]);
  const appended = new Map<number, ListedState>();
  for (const [productId, before] of indexed) {
    const after = now.get(productId);
    if (!after || (after.inStock === before.inStock && after.priceCents === before.priceCents)) continue;
    const set = { in_stock: after.inStock, price_cents: after.priceCents };
    await trx.updateTable("product_index").set(set).where("product_id", "=", productId).execute();
    await trx.updateTable("product_listing").set(set).where("product_id", "=", productId).execute();
    appended.set(productId, after);
    if (after.inStock && !before.inStock) restocked.add(productId);
  }
  // A variant's own flip shows on its parent's page (which options are available) even when the
  // parent stays in stock.
  const parents = await trx
    .selectFrom("product")
    .select("parent_id")
    .where("id", "in", flipped)
    .where("parent_id", "is not", null)
    .execute();
  for (const { parent_id } of parents) {
    const state = indexed.get(parent_id!);
    if (state && !appended.has(parent_id!)) appended.set(parent_id!, state);
  }
  await appendToFeed(trx, appended);
  return { appended: appended.size, restocked: [...restocked] };
}

/** Appends feed rows for these listed products (as they are now), pruning old rows; announced at commit on PostgreSQL. */
async function appendToFeed(trx: Transaction<Database>, states: ReadonlyMap<number, ListedState>): Promise<void> {
  if (states.size === 0) return;
  const postgres = dialectOf(trx) === "postgres";
  const createdAt = nowIso();
  if (postgres) await sql`select pg_advisory_xact_lock(${FEED_LOCK})`.execute(trx);
  await trx
    .insertInto("stock_change")
    .values([...states].sort(([a], [b]) => a - b).map(([productId, state]) => ({ product_id: productId, in_stock: state.inStock, price_cents: state.priceCents, created_at: createdAt })))
    .execute();
  await trx.deleteFrom("stock_change").where("created_at", "<", new Date(Date.now() - FEED_RETENTION_MS).toISOString()).execute();
  if (postgres) await sql`select pg_notify(${STOCK_CHANGE_CHANNEL}, '')`.execute(trx);
}

export function createStockService(
  database: Pick<DatabaseHandle, "db" | "listen">,
  dependencies: { catalogVersion: CatalogVersionService; listings: ListingService; products: ProductService; logger?: Logger },
) {
  const { db } = database;
  const { catalogVersion, listings, products, logger } = dependencies;
  const restockListeners: RestockListener[] = [];
  const reader = createStockChangeReader(database, {
    async apply(changes) {
      listings.applyStockChanges(changes);
      await products.forgetStock([...new Set(changes.map((change) => change.productId))]);
      // The home page's showcases feature products in stock only: chosen again at the next ask.
      catalogVersion.readCache.forget("showcase");
    },
    onError: (error) => logger?.warn({ err: error }, "stock: reading the stock-change feed failed, retrying"),
  });

  /**
   * Runs a change in the scope's unit of work (joined) or a transaction of its own; in the
   * latter case this process applies its own feed rows before answering.
   */
  async function change(scope: ServiceScope, work: (trx: Transaction<Database>) => Promise<StockOutcome>): Promise<StockOutcome> {
    const executor = scope.executor ?? db;
    let appended = 0;
    const outcome = await inTransaction(executor, async (trx) => {
      const result = await work(trx);
      // Counted afresh by each attempt (PostgreSQL may run the work again after a conflict).
      appended = 0;
      if (!result.success) return result;
      const availability = await recordAvailability(trx, result.changes);
      appended = availability.appended;
      if (availability.restocked.length > 0) for (const listener of restockListeners) await listener(trx, availability.restocked);
      return result;
    });
    // A change that flipped nothing appended nothing: there is nothing to read back.
    if (appended > 0 && !executor.isTransaction) await reader.refresh();
    return outcome;
  }

  /** Adds `delta` to units conditionally, in sku order; on a refusal the lines already applied are undone. */
  async function applyDeltas(trx: Transaction<Database>, totals: Map<string, number>, sign: 1 | -1): Promise<StockOutcome> {
    const changes: UnitChange[] = [];
    for (const [sku, quantity] of totals) {
      const delta = sign * quantity;
      let update = trx
        .updateTable("product")
        .set((eb) => ({ stock_qty: eb("stock_qty", "+", delta) }))
        .where("sku", "=", sku)
        .where("type", "=", "simple");
      if (sign < 0) update = update.where("stock_qty", ">=", quantity);
      const row = await update.returning(["id", "stock_qty"]).executeTakeFirst();
      if (!row) {
        // Undone by hand rather than by rolling back: a joined unit of work goes on.
        for (const done of changes) await trx.updateTable("product").set({ stock_qty: done.before }).where("id", "=", done.productId).execute();
        return refusal(trx, sku);
      }
      changes.push({ sku, productId: row.id, before: row.stock_qty - delta, after: row.stock_qty });
    }
    return { success: true, changes };
  }

  const service = {
    /**
     * Takes these quantities (an order being placed): all lines or none. Lines of one sku are
     * summed. A line that cannot be served answers INSUFFICIENT_STOCK with the sku and what is
     * left of it (UNKNOWN_SKU, NOT_SELLABLE for a product without stock of its own), and
     * nothing is changed.
     */
    take(scope: ServiceScope, lines: readonly StockLine[]): Promise<StockOutcome> {
      const totals = summed(lines);
      if (!totals) return Promise.resolve({ success: false, errorCode: "INVALID_QUANTITY" });
      return change(scope, (trx) => applyDeltas(trx, totals, -1));
    },

    /** Gives these quantities back (a cancellation): all lines or none. */
    giveBack(scope: ServiceScope, lines: readonly StockLine[]): Promise<StockOutcome> {
      const totals = summed(lines);
      if (!totals) return Promise.resolve({ success: false, errorCode: "INVALID_QUANTITY" });
      return change(scope, (trx) => applyDeltas(trx, totals, 1));
    },

    /** Sets a unit's stock (the operator's count). */
    set(scope: ServiceScope, sku: string, quantity: number): Promise<StockOutcome> {
      const wanted = sku.trim();
      if (!isQuantity(quantity, true)) return Promise.resolve({ success: false, errorCode: "INVALID_QUANTITY", sku: wanted });
      return change(scope, async (trx) => {
        const row = await trx
          .selectFrom("product")
          .select(["id", "type", "stock_qty"])
          .where("sku", "=", wanted)
          .$if(dialectOf(trx) === "postgres", (query) => query.forUpdate())
          .executeTakeFirst();
        if (!row) return { success: false, errorCode: "UNKNOWN_SKU", sku: wanted };
        if (row.type !== "simple") return { success: false, errorCode: "NOT_SELLABLE", sku: wanted };
        await trx.updateTable("product").set({ stock_qty: quantity }).where("id", "=", row.id).execute();
        return { success: true, changes: [{ sku: wanted, productId: row.id, before: row.stock_qty, after: quantity }] };
      });
    },

    /** A unit's stock now, for the operator (undefined: no such sku). */
    async show(scope: ServiceScope, sku: string): Promise<{ sku: string; type: string; quantity: number; parentSku: string | null } | undefined> {
      const row = await (scope.executor ?? db)
        .selectFrom("product as p")
        .leftJoin("product as parent", "parent.id", "p.parent_id")
        .select(["p.sku", "p.type", "p.stock_qty", "parent.sku as parent_sku"])
        .where("p.sku", "=", sku.trim())
        .executeTakeFirst();
      return row && { sku: row.sku, type: row.type, quantity: row.stock_qty, parentSku: row.parent_sku };
    },

    /**
     * What is in stock now of these sellable units (simple products and variants), in one
     * statement per 500 skus, read from the database: never the catalogue's read cache, since a
     * stock change does not move the catalogue version. A sku that is unknown, inactive or has no
     * stock of its own (configurable, grouped, bundle) is absent from the answer. Run on the
     * scope's executor, so a unit of work reads what it is about to change.
     */
    async quantities(scope: ServiceScope, skus: readonly string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      const wanted = [...new Set(skus)];
      for (const chunk of chunked(wanted, 500)) {
        const rows = await (scope.executor ?? db)
          .selectFrom("product")
          .select(["sku", "stock_qty"])
          .where("sku", "in", chunk)
          .where("type", "=", "simple")
          .where("is_active", "=", 1)
          .execute();
        for (const row of rows) found.set(row.sku, Math.max(0, row.stock_qty));
      }
      return found;
    },

    /**
     * Announces listed products whose pages show something else now though their stock did not
     * change (a review approved): a feed row each, as they are, so every process's stored pages
     * showing them are rendered again, as after a stock change. Ids that are not listed products
     * are ignored. Joins the scope's unit of work, or runs in one of its own.
     */
    async announce(scope: ServiceScope, productIds: readonly number[]): Promise<void> {
      const wanted = [...new Set(productIds)];
      if (wanted.length === 0) return;
      const executor = scope.executor ?? db;
      let appended = 0;
      await inTransaction(executor, async (trx) => {
        const states = new Map<number, ListedState>();
        for (const chunk of chunked(wanted, 500)) {
          const rows = await trx.selectFrom("product_index").select(["product_id", "in_stock", "price_cents"]).where("product_id", "in", chunk).execute();
          for (const row of rows) states.set(row.product_id, { inStock: row.in_stock, priceCents: row.price_cents });
        }
        await appendToFeed(trx, states);
        appended = states.size;
      });
      if (appended > 0 && !executor.isTransaction) await reader.refresh();
    },

    /** Registers a listener told, inside each stock change's unit of work, which products came back in stock (`RestockListener`). */
    onRestocked(listener: RestockListener): void {
      restockListeners.push(listener);
    },

    /** What this process has applied of the stock-change feed (the storefront's page cache checks its pages against it). */
    feed: { position: () => reader.position(), tagsChangedSince: (position: number) => reader.tagsChangedSince(position) } satisfies StockChangeFeed,

    /** Reads the feed now (tests, and after a unit of work that took stock commits). */
    refresh: () => reader.refresh(),
    /** Stops reading the feed (before the database is closed). */
    close: () => reader.close(),
  };
  return service;
}

export type StockService = ReturnType<typeof createStockService>;
