import type { DatabaseHandle } from "../../db/database.ts";
import { keepListening } from "../../db/keep-listening.ts";

/**
 * What this process has applied of the stock-change feed: each change of a product's visible
 * availability is a row with a position, and tags naming what it changes: `product:<id>` (the
 * listed product: a simple product, a configurable parent, a bundle), `listing:<category id>`
 * for every category whose listing holds it, and `listing:search`. Whatever a process keeps that
 * shows availability (a stored page, say) notes the position it was made at and the tags it
 * depends on, and is stale once a later change carries one of its tags.
 */
export interface StockChangeFeed {
  /** The position of the last change this process has applied (0 before any). */
  position(): number;
  /**
   * The tags of the changes applied after `position`; undefined when this process no longer
   * holds them all (older than it keeps): the caller then treats everything as changed.
   */
  tagsChangedSince(position: number): ReadonlySet<string> | undefined;
}

/** Tag of a listed product's availability (its page, its cards). */
export const productTag = (productId: number): string => `product:${productId}`;
/** Tag of a category listing's counts and pages. */
export const listingTag = (categoryId: number | "search"): string => `listing:${categoryId}`;

/** A row of the stock-change feed as this process applies it. */
export interface FeedChange {
  position: number;
  /** The listed product. */
  productId: number;
  inStock: boolean;
  /** Its listing price now (product_index.price_cents). */
  priceCents: number;
}

/** PostgreSQL channel told of new feed rows (sent at the commit that appends them). */
export const STOCK_CHANGE_CHANNEL = "eb_stock_change";
/** How often the feed is read while no notification can tell (SQLite; PostgreSQL not listening). */
export const FEED_POLL_MS = 250;
/** How long this process remembers the tags of applied changes (the page cache asks about its pages' age). */
export const FEED_MEMORY_MS = 15 * 60_000;
/** Rows read at once. */
const FEED_BATCH = 500;

export interface StockChangeReader extends StockChangeFeed {
  /** Reads and applies the rows appended since the last read (this process's own commits, at once). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/**
 * This process's reader of the stock-change feed: it applies every row appended after its
 * position, in feed order, through `apply` (the listing snapshots' patches, the product reads
 * forgotten), then moves its position on and remembers the row's tags for FEED_MEMORY_MS. The
 * position starts at the feed's end: what was changed before is in whatever this process reads
 * from the database afterwards.
 *
 * On PostgreSQL a connection of its own LISTENs on STOCK_CHANGE_CHANNEL and each notification
 * triggers a read; while that connection is not up, and always on SQLite, the feed is read every
 * FEED_POLL_MS (an indexed `id > position` read, empty nearly always).
 */
export function createStockChangeReader(
  database: Pick<DatabaseHandle, "db" | "listen">,
  options: { apply(changes: FeedChange[]): Promise<void> | void; onError?: (error: unknown) => void; pollMs?: number; memoryMs?: number },
): StockChangeReader {
  const { db } = database;
  const memoryMs = options.memoryMs ?? FEED_MEMORY_MS;
  let position = 0;
  /** Every change applied after `floor` is in `applied`. */
  let floor = 0;
  let started = false;
  const applied: { position: number; tags: string[]; at: number }[] = [];
  let closed = false;
  let listening = false;

  const remember = (entries: typeof applied) => {
    applied.push(...entries);
    const horizon = Date.now() - memoryMs;
    let drop = 0;
    while (drop < applied.length && applied[drop].at < horizon) drop++;
    if (drop > 0) floor = applied.splice(0, drop)[drop - 1].position;
  };

  const readOnce = async (): Promise<void> => {
    if (!started) {
      const { last } = await db
        .selectFrom("stock_change")
        .select((eb) => eb.fn.max("id").as("last"))
        .executeTakeFirstOrThrow();
      position = floor = Number(last ?? 0);
      started = true;
      return;
    }
    for (;;) {
      const rows = await db
        .selectFrom("stock_change")
        .select(["id", "product_id", "in_stock", "price_cents"])
        .where("id", ">", position)
        .orderBy("id")
        .limit(FEED_BATCH)
        .execute();
      if (rows.length === 0 || closed) return;
      const productIds = [...new Set(rows.map((row) => row.product_id))];
      const listings = await db.selectFrom("product_listing").select(["product_id", "category_id"]).where("product_id", "in", productIds).execute();
      const categoriesOf = new Map<number, number[]>();
      for (const row of listings) categoriesOf.set(row.product_id, [...(categoriesOf.get(row.product_id) ?? []), row.category_id]);
      const changes = rows.map((row) => ({ position: row.id, productId: row.product_id, inStock: row.in_stock === 1, priceCents: row.price_cents }));
      await options.apply(changes);
      const at = Date.now();
      remember(
        changes.map((change) => ({
          position: change.position,
          at,
          tags: [productTag(change.productId), ...(categoriesOf.get(change.productId) ?? []).map((id) => listingTag(id)), listingTag("search")],
        })),
      );
      position = changes[changes.length - 1].position;
      if (rows.length < FEED_BATCH) return;
    }
  };

  // One read at a time; asks during a read are served by one more read after it.
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const refresh = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (queued) return queued;
    if (running) {
      queued = running.then(() => {
        queued = undefined;
        return refresh();
      });
      return queued;
    }
    running = readOnce()
      .catch((error) => options.onError?.(error))
      .finally(() => (running = undefined));
    return running;
  };

  const poll = setInterval(() => {
    if (!listening) void refresh();
  }, options.pollMs ?? FEED_POLL_MS);
  poll.unref();

  // On PostgreSQL every append notifies at commit: read then, and poll only while not listening.
  const listener = keepListening(
    database,
    STOCK_CHANGE_CHANNEL,
    {
      message: () => void refresh(),
      started: () => {
        listening = true;
        // Rows appended before listening began arrived without a notification.
        void refresh();
      },
      lost: () => {
        listening = false;
      },
    },
    options.onError,
  );

  void refresh();

  return {
    position: () => position,
    tagsChangedSince(since) {
      if (since >= position) return new Set();
      if (since < floor) return undefined;
      const tags = new Set<string>();
      for (let index = applied.length - 1; index >= 0 && applied[index].position > since; index--) for (const tag of applied[index].tags) tags.add(tag);
      return tags;
    },
    refresh,
    async close() {
      closed = true;
      clearInterval(poll);
      await listener.close();
      await running?.catch(() => undefined);
    },
  };
}
