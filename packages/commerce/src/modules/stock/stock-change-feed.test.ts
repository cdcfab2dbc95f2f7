import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/database.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { type FeedChange, STOCK_CHANGE_CHANNEL, createStockChangeReader, listingTag, productTag } from "./stock-change-feed.ts";

/**
 * A process's reader of the stock-change feed, listening or not: rows applied in order from the
 * position it started at, with the tags a stored page is checked against, for as long as it keeps them.
 */
describe.each(dialects)("stock-change feed reader on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "reader", () => {
    let api: TestApi;
    let shelf: { shelf: number; oils: number; packaging: number };
    const db = () => api.commerce.database.db;
    const idOf = async (sku: string) => (await db().selectFrom("product").select("id").where("sku", "=", sku).executeTakeFirstOrThrow()).id;
    const append = (productId: number, inStock: number) =>
      db().insertInto("stock_change").values({ product_id: productId, in_stock: inStock, price_cents: 100, created_at: nowIso() }).returning("id").executeTakeFirstOrThrow();

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      shelf = await createTestShelf(db());
      await seedProducts(db(), testProducts);
    });
    afterAll(() => api?.close());

    it("polls when it cannot listen, applies rows from its start in order, then moves its position and keeps their tags", async () => {
      const earlier = await append(await idOf("TEST-LOT-15"), 0);
      const applied: FeedChange[] = [];
      // No `listen`: what a PostgreSQL process does while its listening connection is down, and SQLite always.
      const reader = createStockChangeReader({ db: db() }, { apply: (changes) => void applied.push(...changes), pollMs: 20 });
      try {
        await expect.poll(() => reader.position(), { timeout: 3_000 }).toBe(earlier.id);
        const [lemon, kit] = [await idOf("TEST-CITRON"), await idOf("TEST-COFFRET")];
        const first = await append(lemon, 0);
        const second = await append(kit, 1);
        await expect.poll(() => reader.position(), { timeout: 3_000 }).toBe(second.id);
        expect(applied).toEqual([
          { position: first.id, productId: lemon, inStock: false, priceCents: 100 },
          { position: second.id, productId: kit, inStock: true, priceCents: 100 },
        ]);
        expect(reader.tagsChangedSince(second.id)).toEqual(new Set());
        expect(reader.tagsChangedSince(first.id)).toEqual(new Set([productTag(kit), listingTag(shelf.oils), listingTag(shelf.packaging), listingTag(shelf.shelf), listingTag("search")]));
        expect(reader.tagsChangedSince(earlier.id)).toContain(productTag(lemon));
        // Rows from before it started are not its to tell.
        expect(reader.tagsChangedSince(earlier.id - 1)).toBeUndefined();
      } finally {
        await reader.close();
      }
    });

    it.skipIf(dialect !== "postgres")("hears rows as they are notified, and after losing its listening connection reads what it missed and listens again", async () => {
      const notify = () => sql`select pg_notify(${STOCK_CHANGE_CHANNEL}, '')`.execute(db());
      const appendAndNotify = async (productId: number, inStock: number) => {
        const row = await append(productId, inStock);
        await notify();
        return row;
      };
      // Polling far too slow to matter: only notifications and re-listening bring rows in time.
      const reader = createStockChangeReader(api.commerce.database, { apply: () => undefined, pollMs: 600_000 });
      try {
        const lot = await idOf("TEST-LOT-15");
        const first = await appendAndNotify(lot, 1);
        await expect.poll(() => reader.position(), { timeout: 5_000 }).toBe(first.id);
        // The database drops the listening connections, as a restart would.
        const { rows } = await sql<{ pid: number }>`
          select pg_terminate_backend(pid) as pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`.execute(db());
        expect(rows.length).toBeGreaterThan(0);
        const missed = await appendAndNotify(lot, 0);
        await expect.poll(() => reader.position(), { timeout: 5_000 }).toBe(missed.id);
        const heard = await appendAndNotify(lot, 1);
        await expect.poll(() => reader.position(), { timeout: 5_000 }).toBe(heard.id);
      } finally {
        await reader.close();
      }
    });

    it("answers undefined for positions older than what it keeps", async () => {
      const reader = createStockChangeReader({ db: db() }, { apply: () => undefined, pollMs: 20, memoryMs: 0 });
      try {
        await reader.refresh();
        const start = reader.position();
        const row = await append(await idOf("TEST-LOT-16"), 0);
        await reader.refresh();
        expect(reader.position()).toBe(row.id);
        expect(reader.tagsChangedSince(row.id)).toEqual(new Set());
        // Applied a moment ago and already past its memory: the caller must treat everything as changed.
        await new Promise((resolve) => setTimeout(resolve, 5));
        await append(await idOf("TEST-LOT-16"), 1);
        await reader.refresh();
        expect(reader.tagsChangedSince(start)).toBeUndefined();
      } finally {
        await reader.close();
      }
    });
  });
});
