import { type TestApi, isCI, postgresUnavailableReason, startTestApi } from "@eb/commerce/testing/test-server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, isBuilt, startProductionServer } from "./testing/production-server.ts";

/**
 * Category and search pages of the production server (needs `npm run build`) asked for listing
 * URLs out of range or built to amplify: each is an ordinary page, never a 500, and its size is
 * that of what it shows, not of its URL. On SQLite and PostgreSQL: the server runs on a seeded
 * throwaway database of each.
 */
const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const LISTINGS = ["/huiles-essentielles", "/en/essential-oils", "/search/huile", "/en/search/oil"];

/** The links of a page that the listing builds (the store switcher's, marked with hreflang, are not the listing's). */
function listingLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/hrefLang=/i.test(tag))
    .map((tag) => /href="([^"]*)"/.exec(tag)?.[1] ?? "")
    .map((href) => href.replaceAll("&amp;", "&"));
}

describe.skipIf(!isBuilt)("listing pages of the production server", () => {
  describe.each(dialects)("on $dialect", ({ dialect, skipReason }) => {
    describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "served", () => {
      let api: TestApi;
      let server: ProductionServer;
      const get = async (target: string) => {
        const response = await fetch(server.base + target, { redirect: "manual" });
        return { status: response.status, html: await response.text() };
      };

      beforeAll(async () => {
        // The test API creates, migrates and seeds the database; the server is started on it.
        api = await startTestApi({ dialect });
        server = await startProductionServer({ env: { ...api.env, DATABASE_URL: api.env.DATABASE_URL ?? "", LOG_LEVEL: "silent", PAGE_CACHE_TTL_SECONDS: "0" } });
      }, 90_000);
      afterAll(async () => {
        await server?.stop();
        await api?.close();
      });

      it.each([
        ["a page beyond GraphQL's Int", "page=999999999999"],
        ["a page beyond a safe integer, and a page length", "page=9007199254740993&pageLength=99999999999"],
        ["a huge minimum price", "minPrice=1e308"],
        ["a huge maximum price", "maxPrice=1e308"],
        ["prices beyond any number", "minPrice=-1e308&maxPrice=1e999"],
      ])("answers %s with a listing page, not a 500", async (_name, query) => {
        for (const listing of LISTINGS) {
          const { status, html } = await get(`${listing}?${query}`);
          expect(status, `${listing}?${query}`).toBe(200);
          expect(html).toMatch(/<h1[^>]*>/);
          expect(html).not.toMatch(/Unexpected Server Error|node_modules|\/src\//);
        }
      });

      it("serves a page beyond the last as the last page", async () => {
        const { html } = await get("/huiles-essentielles?page=999999999999");
        const pages = listingLinks(html).flatMap((href) => /[?&]page=(\d+)$/.exec(href)?.[1] ?? []).map(Number);
        expect(pages.length).toBeGreaterThan(0);
        // Links lead back to pages that exist: none beyond the last one shown.
        expect(Math.max(...pages)).toBeLessThan(100);
      });

      it("offers a search's no-result help when the only filters are made up", async () => {
        const plain = await get("/search/zzqxwv");
        expect(plain.html).toContain("data-search-empty");
        expect((await get("/search/zzqxwv?origin=v1&labels=v2")).html).toContain("data-search-empty");
      });

      it("answers a URL of 1,200 made-up filter values with a page the size of a plain one, linking only to what exists", async () => {
        for (const listing of ["/huiles-essentielles", "/search/huile"]) {
          const plain = await get(listing);
          const madeUp = Array.from({ length: 1_200 }, (_, index) => `origin=v${index}`).join("&");
          const hostile = await get(`${listing}?origin=FR&${madeUp}`);
          expect(hostile.status).toBe(200);
          // Before: every facet, sort and page link repeated the 14 KiB query string (22 MiB pages).
          expect(hostile.html.length).toBeLessThan(plain.html.length * 2);
          const links = listingLinks(hostile.html);
          expect(links.some((href) => href.includes("origin=FR"))).toBe(true);
          expect(links.filter((href) => /origin=v\d/.test(href))).toEqual([]);
        }
      });
    });
  });
});
