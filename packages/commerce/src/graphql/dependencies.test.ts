import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingTag, productTag } from "../modules/stock/stock-change-feed.ts";
import { dialects } from "../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../testing/test-server.ts";
import type { InProcessExchange } from "./context.ts";

/**
 * The tags a page's in-process query depends on (`InProcessExchange.dependencies`): every
 * product it serves (a variant through its listed parent), the category listing or the search
 * listing it answers, and every listed product's availability for a showcase. The storefront's
 * stored pages are retired by a stock change carrying one of them; an HTTP client never sees them.
 */
describe.each(dialects)("dependencies of in-process queries on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "recorded", () => {
    let api: TestApi;
    let configurable: { id: number; sku: string };
    let variant: { id: number; sku: string };
    let category: { id: number };

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      const { db } = api.commerce.database;
      configurable = await db.selectFrom("product").select(["id", "sku"]).where("type", "=", "configurable").where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      variant = await db.selectFrom("product").select(["id", "sku"]).where("parent_id", "=", configurable.id).orderBy("id").executeTakeFirstOrThrow();
      // Its smallest category, so that one page of the listing shows it.
      category = await db
        .selectFrom("product_category as mine")
        .innerJoin("product_category as all", "all.category_id", "mine.category_id")
        .select("mine.category_id as id")
        .where("mine.product_id", "=", configurable.id)
        .groupBy("mine.category_id")
        .orderBy((eb) => eb.fn.countAll(), "asc")
        .orderBy("mine.category_id")
        .executeTakeFirstOrThrow();
    });
    afterAll(async () => {
      await api?.close();
    });

    const inProcess = async (query: string, variables: Record<string, unknown> = {}) => {
      const exchange: InProcessExchange = { params: { query, variables } };
      const init = { method: "POST", headers: { "content-type": "application/json", "x-graphql-csrf": "1" } };
      const response = await api.commerce.graphql.fetch(`${api.url}/graphql`, init, { inProcess: exchange });
      expect(response.status).toBe(204);
      return { data: exchange.result?.data as Record<string, never>, dependencies: [...(exchange.dependencies ?? [])] };
    };
    const productIds = async (skus: string[]) =>
      (await api.commerce.database.db.selectFrom("product").select(["sku", "id", "parent_id"]).where("sku", "in", skus).execute()).map((row) =>
        productTag(row.parent_id ?? row.id),
      );

    it("a product page's query depends on the product, and a variant's on its listed product", async () => {
      const page = await inProcess("query ($sku: String!) { product(sku: $sku) { sku configurations { sku } } }", { sku: configurable.sku });
      expect(page.data.product).toMatchObject({ sku: configurable.sku });
      // The variants served with it are the same listed product.
      expect(page.dependencies).toEqual([productTag(configurable.id)]);

      const byVariant = await inProcess("query ($sku: String!) { product(sku: $sku) { sku } }", { sku: variant.sku });
      expect(byVariant.dependencies).toEqual([productTag(configurable.id)]);
      expect(byVariant.dependencies).not.toContain(productTag(variant.id));
    });

    it("a category page's listing depends on its category's listing and on every product it shows", async () => {
      const { data, dependencies } = await inProcess("query ($id: ID!) { category(id: $id) { products(input: { pageLength: 48 }) { products { sku } } } }", {
        id: String(category.id),
      });
      const skus = (data.category as { products: { products: { sku: string }[] } }).products.products.map((product) => product.sku);
      expect(skus).toContain(configurable.sku);
      expect(new Set(dependencies)).toEqual(new Set([listingTag(category.id), ...(await productIds(skus))]));
    });

    it("a search listing depends on the search listing, and a showcase on every listed product's availability", async () => {
      const search = await inProcess('{ search(query: "huile") { listing { total products { sku } } } }');
      expect(search.dependencies).toContain(listingTag("search"));
      const skus = (search.data.search as { listing: { products: { sku: string }[] } }).listing.products.map((product) => product.sku);
      expect(skus.length).toBeGreaterThan(0);
      expect(search.dependencies).toEqual(expect.arrayContaining(await productIds(skus)));

      const home = await inProcess("{ newArrivals(limit: 4) { sku } currentOffers(limit: 4) { sku } }");
      expect(home.dependencies).toContain(listingTag("search"));
    });

    it("a query serving no product depends on nothing, and nothing is said over HTTP", async () => {
      expect((await inProcess("{ shop { id } categories { id name } }")).dependencies).toEqual([]);
      const overHttp = await api.post({ query: "query ($sku: String!) { product(sku: $sku) { sku } }", variables: { sku: configurable.sku } });
      expect(overHttp.status).toBe(200);
      expect(overHttp.text).not.toMatch(/product:\d|dependencies|listing:/);
    });
  });
});
