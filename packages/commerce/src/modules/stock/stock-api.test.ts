import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, gql } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";

/**
 * What a shopper sees of a stock change through the API: the category's availability facet and
 * in-stock total, and the product's `stock { isInStock }`, follow at once, while the catalogue
 * version (and every cache keyed by it) stays as it was.
 */

const PAGE = /* GraphQL */ `
  query StockPage($id: ID!, $sku: String!, $inStock: ListingInput) {
    category(id: $id) {
      products { total facets { code buckets { value docCount } } }
      inStock: products(input: $inStock) { total }
    }
    product(sku: $sku) { sku stock { isInStock } }
  }
`;

describe.each(dialects)("stock changes through the API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let oils: number;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      ({ oils } = await createTestShelf(api.commerce.database.db));
      await seedProducts(api.commerce.database.db, testProducts);
    });
    afterAll(() => api?.close());

    async function page(sku: string) {
      const response = await gql(api, PAGE, { id: String(oils), sku, inStock: { filters: [{ name: "in_stock", values: ["1"] }] } });
      expect(response.body.errors).toBeUndefined();
      const { category, product } = response.body.data;
      const availability = category.products.facets.find((facet: { code: string }) => facet.code === "in_stock");
      return {
        buckets: Object.fromEntries(availability.buckets.map((bucket: { value: string; docCount: number }) => [bucket.value, bucket.docCount])),
        inStockTotal: category.inStock.total as number,
        total: category.products.total as number,
        isInStock: product.stock.isInStock as boolean,
      };
    }

    it("changes the category's availability facet and the product's stock at once, without a new catalogue version", async () => {
      const { stock, catalogVersion } = api.commerce.services;
      const version = await catalogVersion.current();
      const before = await page("TEST-LOT-10");
      expect(before.isInStock).toBe(true);

      expect((await stock.set(serviceScope(), "TEST-LOT-10", 0)).success).toBe(true);
      const out = await page("TEST-LOT-10");
      expect(out).toEqual({
        buckets: { "1": before.buckets["1"] - 1, "0": (before.buckets["0"] ?? 0) + 1 },
        inStockTotal: before.inStockTotal - 1,
        total: before.total,
        isInStock: false,
      });

      expect((await stock.take(serviceScope(), [{ sku: "TEST-LOT-11", quantity: 11 }])).success).toBe(true);
      expect((await page("TEST-LOT-11")).isInStock).toBe(false);
      expect((await page("TEST-LOT-11")).inStockTotal).toBe(before.inStockTotal - 2);

      expect((await stock.giveBack(serviceScope(), [{ sku: "TEST-LOT-11", quantity: 11 }])).success).toBe(true);
      expect((await stock.set(serviceScope(), "TEST-LOT-10", 10)).success).toBe(true);
      expect(await page("TEST-LOT-10")).toEqual(before);
      expect(await catalogVersion.current()).toBe(version);
    });
  });
});
