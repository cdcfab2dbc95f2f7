import { type TestApi, isCI, postgresUnavailableReason, startTestApi } from "@eb/commerce/testing/test-server.ts";
import { listingTag, productTag } from "@eb/commerce/modules/stock/stock-change-feed.ts";
import type { Request, Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MENU_QUERY } from "../../app/features/navigation/navigation-queries.ts";
import { IS_FEATURE_ACTIVE_QUERY, WISHLIST_FEATURE } from "../../app/features/wishlist/wishlist-feature.ts";
import { categoryPage } from "../../app/routes/entity/category-query.ts";
import { CATEGORY_QUERY } from "../../app/routes/entity/category-query.ts";
import { productPageQueries } from "../../app/routes/entity/product-query.ts";
import { loadStorefrontConfig } from "../config.ts";
import { createLoadContext } from "./load-context.ts";

/**
 * A page that may be stored collects, through its load context, the tags its queries' answers
 * depend on (ADR 041): the page cache keeps them with the page. Run against the real API on a
 * seeded throwaway database of each dialect, with the pages' own documents.
 */
const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

describe.each(dialects)("a page's load context on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "collects dependencies", () => {
    let api: TestApi;
    let loadContext: ReturnType<typeof createLoadContext>;
    let configurable: { id: number; sku: string };
    let categoryId: number;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      loadContext = createLoadContext(api.commerce, loadStorefrontConfig({}));
      const { db } = api.commerce.database;
      configurable = await db.selectFrom("product").select(["id", "sku"]).where("type", "=", "configurable").where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      ({ category_id: categoryId } = await db.selectFrom("product_category").select("category_id").where("product_id", "=", configurable.id).orderBy("category_id").executeTakeFirstOrThrow());
    });
    afterAll(async () => {
      await api?.close();
    });

    /** The context the page handler builds for an anonymous visitor's request of `path`. */
    const contextFor = (path: string, dependencies?: Set<string>) => {
      const request = { path, headers: {}, query: {}, get: () => undefined } as unknown as Request;
      const response = { locals: { requestId: "test", nonce: "n" } } as unknown as Response;
      return loadContext(request, response, "/", "", dependencies);
    };
    const tagsOfSkus = async (skus: string[]) =>
      (await api.commerce.database.db.selectFrom("product").select(["id", "parent_id"]).where("sku", "in", skus).execute()).map((row) =>
        productTag(row.parent_id ?? row.id),
      );

    it("a product page depends on its product and on the products it shows beside it, not on any listing", async () => {
      const dependencies = new Set<string>();
      const { queries } = await contextFor("/a-product", dependencies);
      const [page, , , related] = await Promise.all([...productPageQueries(configurable.sku).map((query) => queries.query(query)), queries.query({ query: MENU_QUERY })]);
      expect((page.data as { product: { sku: string } }).product.sku).toBe(configurable.sku);
      expect(dependencies).toContain(productTag(configurable.id));
      const relatedSkus = ((related.data as { product: { related?: { sku: string }[] } }).product.related ?? []).map((product) => product.sku);
      for (const tag of await tagsOfSkus(relatedSkus)) expect(dependencies).toContain(tag);
      expect([...dependencies].every((tag) => tag.startsWith("product:"))).toBe(true);
    });

    it("executes the header's menu and the wishlist switch once for the pages of a store and catalogue version", async () => {
      const { commerce } = api;
      const executed: string[] = [];
      const counted = createLoadContext(
        {
          ...commerce,
          graphql: {
            fetch: (url: string, init: RequestInit, serverContext: { inProcess?: { params: { operationName?: string } } }) => {
              executed.push(serverContext.inProcess?.params.operationName ?? "(over HTTP)");
              return commerce.graphql.fetch(url, init, serverContext as never);
            },
          } as unknown as typeof commerce.graphql,
        },
        loadStorefrontConfig({}),
      );
      const request = { path: "/a-page", headers: {}, query: {}, get: () => undefined } as unknown as Request;
      const response = { locals: { requestId: "test", nonce: "n" } } as unknown as Response;
      for (let page = 0; page < 3; page++) {
        const { queries } = await counted(request, response, "/", "");
        const [menu, feature] = await Promise.all([queries.query({ query: MENU_QUERY }), queries.query({ query: IS_FEATURE_ACTIVE_QUERY, variables: WISHLIST_FEATURE })]);
        expect((menu.data as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
        expect(feature.data).toEqual({ isFeatureActive: true });
      }
      expect(executed.sort()).toEqual(["IsFeatureActive", "MenuQuery"]);
    });

    it("a category page depends on its listing and on every product card it shows", async () => {
      const dependencies = new Set<string>();
      const { queries } = await contextFor("/a-category", dependencies);
      const { data } = await queries.query({ query: CATEGORY_QUERY, variables: categoryPage.variables(String(categoryId), "") });
      const skus = (data as { category: { products: { products: { sku: string }[] } } }).category.products.products.map((product) => product.sku);
      expect(skus.length).toBeGreaterThan(0);
      expect(dependencies).toEqual(new Set([listingTag(categoryId), ...(await tagsOfSkus(skus))]));
    });
  });
});
