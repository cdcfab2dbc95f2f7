import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { startTestApi } from "../../testing/test-server.ts";
import { bumpCatalogVersion } from "../catalog-version/catalog-version.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";
import { SITEMAP_TYPES, type SitemapEntry, type SitemapType, createSitemapService } from "./service.ts";

/**
 * Sitemaps on both databases: the index of each store lists every type's pages; a type read page
 * by page (small pages here, to cross many boundaries with the demo catalogue) gives every listed
 * item once, in key order, with no gap; the API reads a file by parts with its cursor; what a
 * shopper cannot open (an inactive product, a variant, an inactive category or content page) is
 * absent; every entry has its version in each store (the pages' hreflang alternates) and
 * absolute URLs from the configured public URL only.
 */

const INDEX = "query { sitemapIndex { type page lastmod entryCount } }";
const FILE = `query File($type: SitemapType!, $page: Int!, $first: Int, $after: String) {
  sitemap(type: $type, page: $page, first: $first, after: $after) {
    endCursor
    entries { path priority images lastmod changefreq alternates { locale url absoluteUrl } }
  }
}`;
const PUBLIC_URL = "https://shop.example";
const SMALL_PAGE = 7;

describe.each(dialects)("sitemaps on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "service and API", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect, env: { PUBLIC_URL } });
    }, 60_000);
    afterAll(() => api?.close());

    const ask = async (query: string, variables: Record<string, unknown> = {}, store: "fr" | "en" = "fr") =>
      (await api.post({ query, variables }, { path: store === "en" ? "/en/graphql" : "/graphql" })).body as { data: Record<string, unknown>; errors?: unknown[] };
    const smallPages = () => {
      const { services } = api.commerce;
      return createSitemapService(api.commerce.database.db, api.commerce.config, services, SMALL_PAGE);
    };
    /** Every entry of a type in a store, page after page, and the pages' sizes. */
    const readAll = async (type: SitemapType, store: "fr" | "en" = "fr") => {
      const sitemaps = smallPages();
      const scope = serviceScope({ store: stores[store] });
      const files = (await sitemaps.index(serviceScope({ store: stores[store] }))).filter((file) => file.type === type);
      const entries: SitemapEntry[] = [];
      const sizes: number[] = [];
      for (const file of files) {
        const page = (await sitemaps.entries(scope, type, file.page))!;
        expect(page.length, `${type} page ${file.page}`).toBe(file.entryCount);
        sizes.push(page.length);
        entries.push(...page);
      }
      expect(await sitemaps.entries(scope, type, files.length + 1), "past the last page").toBeUndefined();
      return { entries, sizes };
    };
    const listedProducts = async (language: "fr" | "en") =>
      (
        await api.commerce.database.db
          .selectFrom("product_index as i")
          .innerJoin("product_translation as t", "t.product_id", "i.product_id")
          .select(["i.product_id as id", "t.url_key"])
          .where("t.language", "=", language)
          .where("t.url_key", "is not", null)
          .orderBy("i.product_id")
          .execute()
      ).map((row) => ({ id: row.id, path: `/${row.url_key}` }));

    it("each store's index lists every type, the products' files summing up to the listed products", async () => {
      for (const store of ["fr", "en"] as const) {
        const { data, errors } = await ask(INDEX, {}, store);
        expect(errors).toBeUndefined();
        const files = data.sitemapIndex as { type: string; page: number; lastmod: string; entryCount: number }[];
        expect(new Set(files.map((file) => file.type))).toEqual(new Set(["PAGES", "LANDING_PAGES", "CATEGORIES", "PRODUCTS"]));
        const productFiles = files.filter((file) => file.type === "PRODUCTS");
        expect(productFiles.map((file) => file.page)).toEqual(productFiles.map((_file, index) => index + 1));
        expect(productFiles.reduce((sum, file) => sum + file.entryCount, 0)).toBe((await listedProducts(store)).length);
        for (const file of files) expect(file.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      }
    });

    it("pages cross their boundaries with every listed product once, in key order, none missing", async () => {
      for (const store of ["fr", "en"] as const) {
        const { entries, sizes } = await readAll("products", store);
        const expected = await listedProducts(store);
        expect(expected.length).toBeGreaterThan(SMALL_PAGE * 3);
        expect(sizes.slice(0, -1).every((size) => size === SMALL_PAGE)).toBe(true);
        expect(entries.map((entry) => entry.key)).toEqual(expected.map((row) => row.id));
        expect(entries.map((entry) => entry.path)).toEqual(expected.map((row) => row.path));
      }
      for (const type of SITEMAP_TYPES) {
        const { entries } = await readAll(type);
        expect(new Set(entries.map((entry) => entry.path)).size, `${type}: no path twice`).toBe(entries.length);
      }
    });

    it("the API reads a file by parts, following its cursor, as the service reads it whole", async () => {
      const scope = serviceScope();
      const whole = (await api.commerce.services.sitemaps.entries(scope, "products", 1))!;
      const paths: string[] = [];
      let after: string | null = null;
      for (let part = 0; part < 1000; part++) {
        const { data, errors } = await ask(FILE, { type: "PRODUCTS", page: 1, first: 40, after });
        expect(errors).toBeUndefined();
        const file = data.sitemap as { endCursor: string | null; entries: { path: string; changefreq: string; priority: number }[] };
        paths.push(...file.entries.map((entry) => entry.path));
        if (!file.endCursor) break;
        after = file.endCursor;
      }
      expect(paths).toEqual(whole.map((entry) => entry.path));
      const { data } = await ask(FILE, { type: "PRODUCTS", page: 999 });
      expect(data.sitemap).toBeNull();
    });

    it("entries carry the spec's fields, absolute images and both stores' URLs from the configured public URL", async () => {
      const { data } = await ask(FILE, { type: "PRODUCTS", page: 1, first: 5 }, "en");
      const [entry] = (data.sitemap as { entries: Record<string, unknown>[] }).entries as {
        path: string;
        priority: number;
        images: string[];
        lastmod: string;
        changefreq: string;
        alternates: { locale: string; url: string; absoluteUrl: string }[];
      }[];
      expect(entry.priority).toBeGreaterThan(0);
      expect(entry.priority).toBeLessThanOrEqual(1);
      expect(entry.changefreq).toBe("WEEKLY");
      expect(entry.images.length).toBeGreaterThan(0);
      for (const image of entry.images) expect(image.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      expect(entry.alternates.map((alternate) => alternate.locale)).toEqual(["fr-FR", "en-GB"]);
      const english = entry.alternates.find((alternate) => alternate.locale === "en-GB")!;
      expect(english.url).toBe(entry.path);
      expect(english.absoluteUrl).toBe(`${PUBLIC_URL}/en${entry.path}`);
      const french = entry.alternates.find((alternate) => alternate.locale === "fr-FR")!;
      expect(french.absoluteUrl).toBe(`${PUBLIC_URL}${french.url}`);

      // The homepage: `/` in both stores, first of the content pages.
      const pages = (await api.commerce.services.sitemaps.entries(serviceScope({ store: stores.en }), "pages", 1))!;
      const home = pages.find((page) => page.path === "/")!;
      expect(home.priority).toBe(1);
      expect(home.alternates.map((alternate) => api.commerce.services.sitemaps.absoluteUrl(alternate))).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/en/`]);
      const landing = (await api.commerce.services.sitemaps.entries(serviceScope(), "landing-pages", 1))!;
      expect(landing.length).toBeGreaterThan(0);
      for (const page of landing) expect(page.path.startsWith("/landing/")).toBe(true);
    });

    it("leaves out what a shopper cannot open: inactive products, variants, inactive categories and content pages", async () => {
      const { db } = api.commerce.database;
      const { services } = api.commerce;
      const variant = await db.selectFrom("product").select(["id"]).where("parent_id", "is not", null).executeTakeFirstOrThrow();
      const [product] = await listedProducts("fr");
      const category = await db.selectFrom("category").select("id").where("level", "=", 3).orderBy("id").executeTakeFirstOrThrow();
      const page = await db.selectFrom("cms_page").select("id").where("identifier", "=", "faq").executeTakeFirstOrThrow();
      const keysOf = async (type: SitemapType) => (await readAll(type)).entries.map((entry) => entry.key);

      expect(await keysOf("products")).not.toContain(variant.id);
      expect(await keysOf("products")).toContain(product.id);
      expect(await keysOf("categories")).toContain(category.id);
      expect(await keysOf("pages")).toContain(page.id);
      try {
        await db.updateTable("product").set({ is_active: 0 }).where("id", "=", product.id).execute();
        await services.products.reindex([product.id]);
        await db.updateTable("category").set({ is_active: 0 }).where("id", "=", category.id).execute();
        await db.updateTable("cms_page").set({ is_active: 0 }).where("id", "=", page.id).execute();
        await bumpCatalogVersion(db);
        expect(await keysOf("products")).not.toContain(product.id);
        expect(await keysOf("categories")).not.toContain(category.id);
        expect(await keysOf("pages")).not.toContain(page.id);
      } finally {
        await db.updateTable("product").set({ is_active: 1 }).where("id", "=", product.id).execute();
        await db.updateTable("category").set({ is_active: 1 }).where("id", "=", category.id).execute();
        await db.updateTable("cms_page").set({ is_active: 1 }).where("id", "=", page.id).execute();
        await services.products.reindex([product.id]);
      }
      expect(await keysOf("products")).toContain(product.id);
    });
  });
});
