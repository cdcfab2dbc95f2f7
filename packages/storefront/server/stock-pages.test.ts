import type { StockChangeFeed } from "@eb/commerce";
import { listingTag, productTag } from "@eb/commerce/modules/stock/stock-change-feed.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessApp, startInProcessApp } from "./testing/in-process-app.ts";
import { isBuilt } from "./testing/production-server.ts";

/**
 * Stored pages follow the stock-change feed (ADR 041): the server's own pages, on the production
 * build, with a feed whose changes the test makes. A change retires the stored pages that show
 * its product or listing, and no other.
 */
function testFeed() {
  const changes: string[][] = [];
  return {
    position: () => changes.length,
    tagsChangedSince: (position: number) => new Set(changes.slice(position).flat()),
    change: (...tags: string[]) => void changes.push(tags),
  } satisfies StockChangeFeed & { change(...tags: string[]): void };
}

describe.skipIf(!isBuilt)("stored pages and stock changes", () => {
  const feed = testFeed();
  let app: InProcessApp;
  let shown: { id: number; sku: string };
  let other: { sku: string };
  let categoryId: string;

  beforeAll(async () => {
    app = await startInProcessApp({}, { stockFeed: feed });
    const { db } = app.commerce.database;
    // A category, a product its first page shows, and a product of another category.
    const { category_id } = await db.selectFrom("product_category").select("category_id").orderBy("category_id").executeTakeFirstOrThrow();
    categoryId = String(category_id);
    const response = await fetch(`${app.base}/en/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      body: JSON.stringify({ query: "query ($id: ID!) { category(id: $id) { products { products { sku } } } }", variables: { id: categoryId } }),
    });
    const skus = ((await response.json()) as { data: { category: { products: { products: { sku: string }[] } } } }).data.category.products.products.map((product) => product.sku);
    shown = await db.selectFrom("product").select(["id", "sku"]).where("sku", "=", skus[0]).executeTakeFirstOrThrow();
    other = await db
      .selectFrom("product")
      .select("sku")
      .where("parent_id", "is", null)
      .where("is_visible", "=", 1)
      .where("sku", "not in", skus)
      .where("id", "not in", db.selectFrom("product_category").select("product_id").where("category_id", "=", category_id))
      .orderBy("id")
      .executeTakeFirstOrThrow();
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  const source = async (path: string) => {
    const response = await fetch(app.base + path);
    expect(response.status, path).toBe(200);
    await response.text();
    return response.headers.get("x-page-cache");
  };
  const pages = () => ({
    product: `/en/product/${encodeURIComponent(shown.sku)}`,
    otherProduct: `/en/product/${encodeURIComponent(other.sku)}`,
    category: `/en/category/${categoryId}`,
    search: `/en/search/${encodeURIComponent(shown.sku)}`,
    home: "/en",
  });

  it("renders again the pages showing a product whose availability changed, and serves the others stored", async () => {
    const paths = pages();
    for (const path of Object.values(paths)) {
      await source(path);
      expect(await source(path), path).toBe("hit");
    }

    feed.change(productTag(shown.id), listingTag(Number(categoryId)), listingTag("search"));
    expect(await source(paths.product)).toBe("miss");
    expect(await source(paths.category)).toBe("miss");
    expect(await source(paths.search)).toBe("miss");
    expect(await source(paths.home)).toBe("miss");
    expect(await source(paths.otherProduct)).toBe("hit");
    // Stored anew: served again.
    expect(await source(paths.product)).toBe("hit");
  });

  it("renders a category page again when its listing changes, not a product page it does not concern", async () => {
    const paths = pages();
    await source(paths.category);
    await source(paths.otherProduct);
    feed.change(listingTag(Number(categoryId)));
    expect(await source(paths.category)).toBe("miss");
    expect(await source(paths.otherProduct)).toBe("hit");
    expect(await source(paths.product)).toBe("hit");
  });
});
