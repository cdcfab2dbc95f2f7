import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { type Services, createServices } from "../../services.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { startTestApi } from "../../testing/test-server.ts";
import { descendantIds } from "../category/service.ts";
import { normaliseListingInput } from "../listing/listing-query.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { serviceScope } from "../shop/service-scope.ts";
import type { StockOutcome } from "./service.ts";
import { listingTag, productTag } from "./stock-change-feed.ts";

/**
 * Stock changes on both databases: conditional updates that never oversell under real
 * concurrency (several connection pools on one database), all-or-nothing orders, and the
 * availability they flip reaching every process through the stock-change feed without a new
 * catalogue version.
 */

/** Another server process on the same database: its own connections, caches and feed reader. */
interface OtherProcess {
  database: DatabaseHandle;
  services: Services;
  close(): Promise<void>;
}

function openProcess(api: TestApi): OtherProcess {
  const config = loadConfig(api.env);
  const database = openDatabase(config.database);
  const services = createServices(database, config);
  return {
    database,
    services,
    async close() {
      await services.stock.close();
      await services.catalogVersion.close();
      await database.close();
    },
  };
}

/** Polls until `check` passes. The feed is read every 250 ms (or notified); the bound leaves room for a loaded machine. */
async function eventually(check: () => Promise<void>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

const scope = serviceScope();
const failure = (outcome: StockOutcome) => (outcome.success ? undefined : outcome);

describe.each(dialects)("stock on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "services and feed", () => {
    let api: TestApi;
    let services: Services;
    let other: OtherProcess;
    let shelf: { shelf: number; oils: number; packaging: number };
    const db = () => api.commerce.database.db;
    const qty = async (sku: string) => (await db().selectFrom("product").select("stock_qty").where("sku", "=", sku).executeTakeFirstOrThrow()).stock_qty;
    const idOf = async (sku: string) => (await db().selectFrom("product").select("id").where("sku", "=", sku).executeTakeFirstOrThrow()).id;
    const feedRows = () => db().selectFrom("stock_change").select(["id", "product_id", "in_stock", "price_cents"]).orderBy("id").execute();
    const indexed = async (productId: number) => {
      const index = await db().selectFrom("product_index").select(["in_stock", "price_cents"]).where("product_id", "=", productId).executeTakeFirstOrThrow();
      const listing = await db().selectFrom("product_listing").select(["in_stock", "price_cents"]).where("product_id", "=", productId).execute();
      return { index, listing };
    };
    const set = async (sku: string, quantity: number) => {
      const outcome = await services.stock.set(scope, sku, quantity);
      expect(outcome.success, JSON.stringify(outcome)).toBe(true);
    };

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      services = api.commerce.services;
      shelf = await createTestShelf(db());
      await seedProducts(db(), testProducts);
      other = openProcess(api);
    });
    afterAll(async () => {
      await other?.close();
      await api?.close();
    });

    it("never oversells concurrent takes from many connections, and loses none", async () => {
      await set("TEST-LOT-01", 20);
      const processes = [other, openProcess(api), openProcess(api), openProcess(api)];
      try {
        // 60 takes of one unit for 20 units: exactly 20 succeed, whatever the interleaving.
        const outcomes = await Promise.all(
          Array.from({ length: 60 }, (_, index) => processes[index % processes.length].services.stock.take(serviceScope(), [{ sku: "TEST-LOT-01", quantity: 1 }])),
        );
        expect(outcomes.filter((outcome) => outcome.success)).toHaveLength(20);
        const refused = outcomes.map(failure).filter((outcome) => outcome !== undefined);
        expect(refused).toHaveLength(40);
        for (const outcome of refused) expect(outcome).toMatchObject({ errorCode: "INSUFFICIENT_STOCK", sku: "TEST-LOT-01", available: 0 });
        expect(await qty("TEST-LOT-01")).toBe(0);

        // Mixed quantities: what is left is exactly the start less what was taken, never below zero.
        await set("TEST-LOT-01", 50);
        const quantities = Array.from({ length: 40 }, (_, index) => 1 + ((index * 7) % 4));
        const mixed = await Promise.all(
          quantities.map((quantity, index) => processes[index % processes.length].services.stock.take(serviceScope(), [{ sku: "TEST-LOT-01", quantity }])),
        );
        const taken = mixed.reduce((sum, outcome, index) => sum + (outcome.success ? quantities[index] : 0), 0);
        const left = await qty("TEST-LOT-01");
        expect(left).toBe(50 - taken);
        expect(left).toBeGreaterThanOrEqual(0);
        mixed.forEach((outcome, index) => {
          if (!outcome.success) expect(outcome.available).toBeLessThan(quantities[index]);
        });
        // Every refusal came when less than its quantity was left: the units ran out.
        expect(left).toBeLessThan(4);
      } finally {
        for (const process of processes.slice(1)) await process.close();
      }
    });

    it("takes an order's lines all or none, lines of one sku summed", async () => {
      await set("TEST-LOT-02", 2);
      await set("TEST-LOT-03", 3);
      const refused = failure(await services.stock.take(scope, [{ sku: "TEST-LOT-02", quantity: 1 }, { sku: "TEST-LOT-03", quantity: 2 }, { sku: "TEST-LOT-03", quantity: 2 }]));
      expect(refused).toMatchObject({ errorCode: "INSUFFICIENT_STOCK", sku: "TEST-LOT-03", available: 3 });
      expect(await qty("TEST-LOT-02")).toBe(2);
      expect(await qty("TEST-LOT-03")).toBe(3);

      const taken = await services.stock.take(scope, [{ sku: "TEST-LOT-03", quantity: 1 }, { sku: "TEST-LOT-02", quantity: 1 }, { sku: "TEST-LOT-03", quantity: 2 }]);
      expect(taken).toEqual({
        success: true,
        changes: [
          { sku: "TEST-LOT-02", productId: await idOf("TEST-LOT-02"), before: 2, after: 1 },
          { sku: "TEST-LOT-03", productId: await idOf("TEST-LOT-03"), before: 3, after: 0 },
        ],
      });
      expect((await services.stock.giveBack(scope, [{ sku: "TEST-LOT-03", quantity: 3 }])).success).toBe(true);
      expect(await qty("TEST-LOT-03")).toBe(3);
    });

    it("joins the unit of work it is given: rolled back with it, and a refusal leaves the unit's other changes alone", async () => {
      await set("TEST-LOT-13", 13);
      await set("TEST-LOT-14", 1);
      const start = (await feedRows()).length;
      await expect(
        inTransaction(db(), async (trx) => {
          expect((await services.stock.take(serviceScope({ executor: trx }), [{ sku: "TEST-LOT-14", quantity: 1 }])).success).toBe(true);
          throw new Error("payment refused");
        }),
      ).rejects.toThrow("payment refused");
      expect(await qty("TEST-LOT-14")).toBe(1);
      expect(await feedRows()).toHaveLength(start);

      await inTransaction(db(), async (trx) => {
        const order = serviceScope({ executor: trx });
        expect((await services.stock.take(order, [{ sku: "TEST-LOT-14", quantity: 1 }])).success).toBe(true);
        const refused = failure(await services.stock.take(order, [{ sku: "TEST-LOT-13", quantity: 1 }, { sku: "TEST-LOT-14", quantity: 1 }]));
        expect(refused).toMatchObject({ errorCode: "INSUFFICIENT_STOCK", sku: "TEST-LOT-14", available: 0 });
      });
      expect(await qty("TEST-LOT-13")).toBe(13);
      expect(await qty("TEST-LOT-14")).toBe(0);
      // Committed by the caller: every process, this one included, applies the row from the feed.
      const lot = await idOf("TEST-LOT-14");
      expect((await feedRows()).slice(start)).toEqual([expect.objectContaining({ product_id: lot, in_stock: 0 })]);
      await eventually(async () => {
        const scope = serviceScope();
        expect(await services.products.stock(scope, (await services.products.bySku(scope, "TEST-LOT-14"))!)).toEqual({ isInStock: false });
      });
      await set("TEST-LOT-14", 14);
    });

    it("refuses products without stock of their own, unknown skus and bad quantities, changing nothing", async () => {
      const before = await qty("TEST-LOT-04");
      for (const sku of ["TEST-LAVANDE", "TEST-COFFRET", "TEST-GAMME"]) {
        expect(failure(await services.stock.take(scope, [{ sku: "TEST-LOT-04", quantity: 1 }, { sku, quantity: 1 }]))).toMatchObject({ errorCode: "NOT_SELLABLE", sku });
        expect(failure(await services.stock.set(scope, sku, 5))).toMatchObject({ errorCode: "NOT_SELLABLE", sku });
      }
      expect(failure(await services.stock.giveBack(scope, [{ sku: "NO-SUCH-SKU", quantity: 1 }]))).toMatchObject({ errorCode: "UNKNOWN_SKU", sku: "NO-SUCH-SKU" });
      expect(failure(await services.stock.take(scope, [{ sku: "TEST-LOT-04", quantity: 0 }]))).toMatchObject({ errorCode: "INVALID_QUANTITY" });
      expect(failure(await services.stock.take(scope, [{ sku: "TEST-LOT-04", quantity: 1.5 }]))).toMatchObject({ errorCode: "INVALID_QUANTITY" });
      expect(failure(await services.stock.set(scope, "TEST-LOT-04", -1))).toMatchObject({ errorCode: "INVALID_QUANTITY" });
      expect(await qty("TEST-LOT-04")).toBe(before);
    });

    it("flips in_stock in the listing index and appends the feed when availability changes, and only then; the catalogue version never moves", async () => {
      const version = await services.catalogVersion.current();
      const lot = await idOf("TEST-LOT-05");
      await set("TEST-LOT-05", 5);
      const start = (await feedRows()).length;

      await set("TEST-LOT-05", 6);
      await services.stock.take(scope, [{ sku: "TEST-LOT-05", quantity: 2 }]);
      expect(await feedRows()).toHaveLength(start);

      await set("TEST-LOT-05", 0);
      let state = await indexed(lot);
      expect(state.index.in_stock).toBe(0);
      expect(state.listing.length).toBeGreaterThan(0);
      expect(state.listing.every((row) => row.in_stock === 0)).toBe(true);
      expect((await feedRows()).slice(start)).toEqual([expect.objectContaining({ product_id: lot, in_stock: 0, price_cents: state.index.price_cents })]);

      await set("TEST-LOT-05", 4);
      state = await indexed(lot);
      expect(state.index.in_stock).toBe(1);
      expect(state.listing.every((row) => row.in_stock === 1)).toBe(true);
      expect((await feedRows()).slice(start).map((row) => [row.product_id, row.in_stock])).toEqual([
        [lot, 0],
        [lot, 1],
      ]);
      expect(await services.catalogVersion.current()).toBe(version);
      expect(await other.services.catalogVersion.current()).toBe(version);
    });

    it("follows a variant to its parent's page and a part to its bundles: availability and the bundle's price", async () => {
      const [lavender, kit, fixedKit] = await Promise.all([idOf("TEST-LAVANDE"), idOf("TEST-COFFRET"), idOf("TEST-COFFRET-FIXE")]);
      let start = (await feedRows()).length;
      // The parent stays in stock (other volumes are): its page still changes (the 30 ml option).
      await set("TEST-LAVANDE-30ML", 0);
      expect((await feedRows()).slice(start).map((row) => [row.product_id, row.in_stock])).toEqual([[lavender, 1]]);
      expect((await indexed(lavender)).index.in_stock).toBe(1);

      // The fixed kit needs one of lemon or 5 ml lavender; the other kit opens with the first oil in stock.
      const kitPrice = (await indexed(kit)).index.price_cents;
      start = (await feedRows()).length;
      await set("TEST-CITRON", 0);
      const afterLemon = (await feedRows()).slice(start);
      expect((await indexed(fixedKit)).index.in_stock).toBe(1);
      const kitRow = afterLemon.find((row) => row.product_id === kit);
      expect(kitRow?.in_stock).toBe(1);
      expect(kitRow?.price_cents).not.toBe(kitPrice);
      expect((await indexed(kit)).index.price_cents).toBe(kitRow?.price_cents);

      start = (await feedRows()).length;
      await set("TEST-LAVANDE-5ML", 0);
      expect((await indexed(fixedKit)).index.in_stock).toBe(0);
      expect((await feedRows()).slice(start)).toContainEqual(expect.objectContaining({ product_id: fixedKit, in_stock: 0 }));

      // The API of another process agrees once it has read the feed.
      const products = other.services.products;
      await eventually(async () => {
        const record = await products.bySku(serviceScope(), "TEST-COFFRET-FIXE");
        expect(await products.stock(serviceScope(), record!)).toEqual({ isInStock: false });
      });
      await set("TEST-CITRON", 25);
      await set("TEST-LAVANDE-5ML", 10);
      await set("TEST-LAVANDE-30ML", 3);
      expect((await indexed(fixedKit)).index.in_stock).toBe(1);
      expect((await indexed(kit)).index.price_cents).toBe(kitPrice);
    });

    it("shows another process's listings, search and product pages the change within a second, without a new catalogue version", async () => {
      const version = await other.services.catalogVersion.current();
      const node = (await other.services.categories.byId(serviceScope(), shelf.oils))!;
      const inStockOnly = normaliseListingInput({ filters: [{ name: "in_stock", values: ["1"] }] });
      const all = normaliseListingInput({});
      const listing = other.services.listings;
      const bucket = async (query = all) => (await listing.ofCategory(serviceScope(), node, query)).facets.columns.in_stock;
      const searchInStock = async () => (await other.services.search.search(serviceScope(), "ecorce", all)).result.facets.columns.in_stock;
      // Read (and cached) before the change.
      const before = await bucket();
      const totalBefore = (await listing.ofCategory(serviceScope(), node, inStockOnly)).total;
      const searchBefore = await searchInStock();
      const scopeBefore = serviceScope();
      const lotRecord = (await other.services.products.bySku(scopeBefore, "TEST-LOT-06"))!;
      expect(await other.services.products.stock(scopeBefore, lotRecord)).toEqual({ isInStock: true });

      await set("TEST-LOT-06", 0);
      await eventually(async () => {
        expect(await bucket()).toEqual(new Map([["1", before.get("1")! - 1], ["0", (before.get("0") ?? 0) + 1]]));
        expect((await listing.ofCategory(serviceScope(), node, inStockOnly)).total).toBe(totalBefore - 1);
        const search = await searchInStock();
        expect(search.get("1")).toBe(searchBefore.get("1")! - 1);
        const fresh = serviceScope();
        expect(await other.services.products.stock(fresh, (await other.services.products.bySku(fresh, "TEST-LOT-06"))!)).toEqual({ isInStock: false });
      });
      const lot = await idOf("TEST-LOT-06");
      const position = other.services.stock.feed.position();
      expect(other.services.stock.feed.tagsChangedSince(position)).toEqual(new Set());
      const tags = other.services.stock.feed.tagsChangedSince(position - 1);
      expect(tags).toEqual(new Set([productTag(lot), listingTag(shelf.oils), listingTag(shelf.shelf), listingTag("search")]));

      await set("TEST-LOT-06", 6);
      await eventually(async () => expect(await bucket()).toEqual(before));
      expect(await other.services.catalogVersion.current()).toBe(version);
    });

    it("takes a product that went out of stock off another process's home page showcases", async () => {
      const showcase = async () => (await other.services.showcase.products(serviceScope(), "newArrivals", 12)).map((record) => record.sku);
      const featured = await showcase();
      const simple = (await other.services.products.bySkus(serviceScope(), featured)).find((record) => record.type === "simple" && record.parentId === null);
      expect(simple, "a simple product among the new arrivals").toBeDefined();
      const before = await qty(simple!.sku);
      await set(simple!.sku, 0);
      try {
        await eventually(async () => expect(await showcase()).not.toContain(simple!.sku));
      } finally {
        await set(simple!.sku, before);
      }
      await eventually(async () => expect(await showcase()).toEqual(featured));
    });

    it("patches a snapshot that was being read while the change arrived", async () => {
      const third = openProcess(api);
      try {
        const node = (await third.services.categories.byId(serviceScope(), shelf.oils))!;
        await third.services.stock.refresh();
        const all = normaliseListingInput({});
        // The read starts, then the change lands and is applied while the rows are on their way.
        const reading = third.services.listings.ofCategory(serviceScope(), node, all);
        await set("TEST-LOT-08", 0);
        await third.services.stock.refresh();
        const counts = (await reading).facets.columns.in_stock;
        const truth = await db()
          .selectFrom("product_listing")
          .select(["in_stock", (eb) => eb.fn.countAll<number>().as("n")])
          .where("category_id", "=", shelf.oils)
          .groupBy("in_stock")
          .execute();
        const expected = new Map(truth.map((row) => [String(row.in_stock), Number(row.n)]));
        expect((await third.services.listings.ofCategory(serviceScope(), node, all)).facets.columns.in_stock).toEqual(expected);
        // Whichever came first, the answer given to the read in flight is the database's now or before.
        expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe([...expected.values()].reduce((a, b) => a + b, 0));

        // Deterministically: a change applied while the read is still in flight, whatever the rows said.
        const lot = await idOf("TEST-LOT-09");
        const price = (await indexed(lot)).index.price_cents;
        third.services.listings.clearCache();
        const version = await third.services.catalogVersion.current();
        const listingScope = { categoryId: node.id, childIds: node.children.map((child) => child.id), descendantIds: descendantIds(node) };
        // The read begins here (its first statement is sent); the change is applied before its rows come back.
        const inFlight = third.services.listings.list(listingScope, all, "fr", version);
        third.services.listings.applyStockChanges([{ position: Number.MAX_SAFE_INTEGER, productId: lot, inStock: false, priceCents: price }]);
        const patched = (await inFlight).facets.columns.in_stock;
        expect(patched.get("0")).toBe(expected.get("0")! + 1);
      } finally {
        await third.close();
        await set("TEST-LOT-08", 8);
      }
    });
  });
});
