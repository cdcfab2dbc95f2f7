import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "@eb/commerce";
import { openDatabase } from "@eb/commerce/db/database.ts";
import { readCatalogVersion } from "@eb/commerce/modules/catalog-version/catalog-version.ts";
import { createThrowawayDatabase, isCI, postgresUnavailableReason } from "@eb/commerce/testing/test-server.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, closeHeldConnections, heldConnection, isBuilt, sleep, startProductionServer, storefrontDir } from "./testing/production-server.ts";
import { copySeededSqlite } from "@eb/commerce/testing/seeded-template.ts";

/**
 * A stock change made by another process (the operator's `npm run admin -- stock set`) shows on
 * every server process of `npm start`, stored pages included, within a second: the product's
 * page, the category page listing it and the category's in-stock facet, without a catalogue
 * rebuild, while a page that does not show the product stays stored.
 */
const postgresProblem = await postgresUnavailableReason();
const databases = [
  { database: "sqlite", skip: undefined },
  { database: "postgres", skip: postgresProblem && !isCI() ? postgresProblem : undefined },
] as const;

/** A GET or a GraphQL POST on a connection of its own kept open until the test ends, so both server processes answer in turn. */
function request(base: string, pathname: string, body?: unknown): Promise<{ status: number; cache: string | undefined; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      base + pathname,
      {
        method: payload ? "POST" : "GET",
        agent: heldConnection(),
        headers: payload ? { "content-type": "application/json", "x-graphql-csrf": "1", "content-length": Buffer.byteLength(payload) } : {},
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, cache: response.headers["x-page-cache"] as string | undefined, text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

const soldOutMarks = (html: string) => html.split('data-in-stock="false"').length - 1;

/** `npm run admin -- …` in a process of its own, against the server's database. */
function admin(env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  const repository = path.resolve(storefrontDir, "../..");
  const child = spawn(process.execPath, ["--import", "tsx", "packages/commerce/src/cli/admin.ts", ...args], {
    cwd: repository,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

/** The catalogue version in the server's database (it moves with catalogue edits, never with stock). */
async function catalogueVersion(env: Record<string, string>): Promise<string> {
  const database = openDatabase(loadConfig({ ...process.env, ...env }).database);
  try {
    return await readCatalogVersion(database.db);
  } finally {
    await database.close();
  }
}

interface CategoryListing {
  total: number;
  facets: { code: string; buckets: { value: string; docCount: number }[] }[];
  products: { sku: string; type: string; stock: { isInStock: boolean } }[];
}

/** Products in stock: the in-stock facet's count, or every product when there is no such facet (all alike: nothing to narrow). */
const inStockCountOf = (listing: CategoryListing) => {
  const facet = listing.facets.find((candidate) => candidate.code === "in_stock");
  if (facet) return facet.buckets.find((bucket) => bucket.value === "1")?.docCount ?? 0;
  return listing.products[0]?.stock.isInStock ? listing.total : 0;
};

const CATEGORY_QUERY = /* GraphQL */ `
  query ($id: ID!) {
    category(id: $id) {
      products {
        total
        facets { code buckets { value docCount } }
        products { sku type stock { isInStock } }
      }
    }
  }
`;

describe.skipIf(!isBuilt)("a stock change reaches every server process", () => {
  describe.each(databases)("$database", ({ database, skip }) => {
    describe.skipIf(!!skip)(skip ? `skipped: ${skip}` : "two processes, stored pages on", () => {
      let server: ProductionServer;
      let dropDatabase: (() => Promise<void>) | undefined;
      let dataDir: string;
      const env: Record<string, string> = {};

      beforeAll(async () => {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-stock-"));
        env.DATA_DIR = dataDir;
        if (database === "postgres") {
          const throwaway = await createThrowawayDatabase("eb_stock_pages", { seeded: true });
          dropDatabase = throwaway.drop;
          env.DATABASE_URL = throwaway.url;
        } else await copySeededSqlite(dataDir);
        server = await startProductionServer({ env: { ...env, WEB_CONCURRENCY: "2", PAGE_CACHE_TTL_SECONDS: "300" }, processes: 2 });
      }, 120_000);

      afterEach(closeHeldConnections);

      afterAll(async () => {
        await server?.stop();
        await dropDatabase?.();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }, 30_000);

      it("shows the new availability on the product's page, its category page and facet, on both processes, and keeps other pages stored", async () => {
        // The first category whose first page shows a simple product in stock.
        const menu = JSON.parse((await request(server.base, "/en/graphql", { query: "{ categories { id children { id } } }" })).text).data.categories as { id: string; children: { id: string }[] }[];
        const categories = menu.flatMap((top) => [...top.children, top]);
        let found: { categoryId: string; sku: string; inStockCount: number } | undefined;
        for (const { id } of categories) {
          const listing: CategoryListing | undefined = JSON.parse((await request(server.base, "/en/graphql", { query: CATEGORY_QUERY, variables: { id } })).text).data.category?.products;
          const product = listing?.products.find((item) => item.type === "simple" && item.stock.isInStock);
          if (!listing || !product) continue;
          found = { categoryId: id, sku: product.sku, inStockCount: inStockCountOf(listing) };
          break;
        }
        expect(found, "a category showing a simple product in stock").toBeDefined();
        const { categoryId, sku, inStockCount } = found!;
        const productPage = `/en/product/${encodeURIComponent(sku)}`;
        const categoryPage = `/en/category/${categoryId}`;
        const aboutPage = "/en/about-us";

        // Every page stored by both processes (held connections are spread over them).
        const warm = async (pathname: string) => {
          for (let attempt = 0; attempt < 8; attempt++) expect((await request(server.base, pathname)).status, pathname).toBe(200);
          const answers = await Promise.all(Array.from({ length: 4 }, () => request(server.base, pathname)));
          expect(answers.map((answer) => answer.cache)).toEqual(["hit", "hit", "hit", "hit"]);
          return answers[0].text;
        };
        const productBefore = await warm(productPage);
        const categoryBefore = await warm(categoryPage);
        await warm(aboutPage);
        expect(productBefore).toContain("https://schema.org/InStock");

        const versionBefore = await catalogueVersion(env);
        const changed = await admin(env, ["stock", "set", sku, "0"]);
        expect(changed.output).toContain("now out of stock");
        expect(changed.code).toBe(0);

        // Within a second on a quiet machine (the feed is applied every 250 ms at most); the
        // deadline here leaves room for a loaded CI machine.
        const settled = async (check: () => Promise<boolean>) => {
          while (Date.now() - changedAt < 5_000) {
            const answers = await Promise.all(Array.from({ length: 4 }, check));
            if (answers.every(Boolean)) return Date.now() - changedAt;
            await sleep(50);
          }
          throw new Error("the change did not show within 5 s");
        };
        let changedAt = Date.now();
        await settled(async () => (await request(server.base, productPage)).text.includes("https://schema.org/OutOfStock"));
        await settled(async () => soldOutMarks((await request(server.base, categoryPage)).text) === soldOutMarks(categoryBefore) + 1);
        await settled(async () => {
          const listing: CategoryListing = JSON.parse((await request(server.base, "/en/graphql", { query: CATEGORY_QUERY, variables: { id: categoryId } })).text).data.category.products;
          return inStockCountOf(listing) === inStockCount - 1;
        });

        // The page that does not show the product is still served stored by both processes.
        const about = await Promise.all(Array.from({ length: 4 }, () => request(server.base, aboutPage)));
        expect(about.map((answer) => answer.cache)).toEqual(["hit", "hit", "hit", "hit"]);
        // No catalogue rebuild: the catalogue version did not move.
        expect(await catalogueVersion(env)).toBe(versionBefore);

        // And back in stock.
        expect((await admin(env, ["stock", "set", sku, "5"])).code).toBe(0);
        changedAt = Date.now();
        await settled(async () => (await request(server.base, productPage)).text.includes("https://schema.org/InStock"));
      }, 120_000);
    });
  });
});
