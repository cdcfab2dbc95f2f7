import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../testing/test-server.ts";
import { catalogueFingerprint, loadDemoProducts, seedDemoProducts, seedProducts, seedReturnableOnlyUnopened } from "./catalog-products.ts";
import { SYNTHETIC_SKU_PREFIX, seedSyntheticCatalogue } from "./synthetic-catalogue.ts";

/** The product seed: the demo catalogue imported at start-up, idempotently; the synthetic catalogue. */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

// The catalogue's data module may be mid-edit (its own tests report it): then only the rest runs.
const demo = await loadDemoProducts().catch(() => []);

describe.each(dialects)("product seed on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "database", () => {
    let api: TestApi;
    const db = () => api.commerce.database.db;
    const count = async (table: string, where = "") => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} ${sql.raw(where)}`.execute(db());
      return Number(rows[0].n);
    };

    beforeAll(async () => {
      // Not the run's seeded template: the start-up imports the catalogue into an empty database: what these tests look at.
      api = await startTestApi({ dialect, emptyDatabase: true });
    });
    afterAll(async () => {
      await api?.close();
    });

    it.skipIf(demo.length === 0)("imports every product of the demo catalogue at start-up, with its variants", async () => {
      const variants = demo.reduce((sum, product) => sum + (product.type === "configurable" ? (product.configurable?.variants.length ?? 0) : 0), 0);
      expect(await count("product", "where parent_id is null")).toBe(demo.length);
      expect(await count("product", "where parent_id is not null")).toBe(variants);
      expect(await count("product_translation")).toBe((demo.length + variants) * 2);
      // Every listed product is in the listing index, in at least two categories (its leaf and the top).
      expect(await count("product_index")).toBe(demo.length);
      const { rows } = await sql<{ n: number }>`select min(n) as n from (select count(*) as n from product_listing group by product_id) counts`.execute(db());
      expect(Number(rows[0].n)).toBeGreaterThanOrEqual(2);
    });

    it.skipIf(demo.length === 0)("gives every product a url key per language, unique, lower-case words joined by dashes", async () => {
      for (const language of ["fr", "en"]) {
        const keys = await db()
          .selectFrom("product_translation as t")
          .innerJoin("product as p", "p.id", "t.product_id")
          .select("t.url_key")
          .where("t.language", "=", language as "fr")
          .where("p.parent_id", "is", null)
          .execute();
        expect(keys).toHaveLength(demo.length);
        const values = keys.map((row) => row.url_key!);
        expect(new Set(values).size).toBe(values.length);
        for (const key of values) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    });

    it.skipIf(demo.length === 0)("is idempotent: seeding again keeps ids, url keys, dates and counts", async () => {
      const snapshot = async () =>
        (
          await db()
            .selectFrom("product as p")
            .leftJoin("product_translation as t", "t.product_id", "p.id")
            .select(["p.id", "p.sku", "p.created_at", "t.language", "t.url_key"])
            .orderBy("p.id")
            .orderBy("t.language")
            .execute()
        ).map((row) => JSON.stringify(row));
      const before = await snapshot();
      const options = await count("product_custom_option");
      const result = await seedProducts(db(), demo);
      expect(result.created).toBe(0);
      expect(await snapshot()).toEqual(before);
      expect(await count("product_custom_option")).toBe(options);
      // Unchanged source data: the start-up check does nothing.
      const logger = api.commerce.logger;
      expect(await seedDemoProducts(db(), logger)).toBe(0);
      const { value } = await db().selectFrom("setting").select("value").where("key", "=", "catalogue_seed").executeTakeFirstOrThrow();
      expect(value).toBe(catalogueFingerprint(demo));
    });

    it("writes a deterministic synthetic catalogue, replacing the previous one", async () => {
      const first = await seedSyntheticCatalogue(db(), 300);
      expect(first.products).toBe(300);
      const skus = async () =>
        (await db().selectFrom("product").select(["sku", "price_cents", "variant_value"]).where("sku", "like", `${SYNTHETIC_SKU_PREFIX}%`).orderBy("sku").execute()).map(
          (row) => `${row.sku}:${row.price_cents}:${row.variant_value}`,
        );
      const written = await skus();
      expect(written.length).toBe(300 + first.variants);
      expect(await count("product_index", `where product_id in (select id from product where sku like '${SYNTHETIC_SKU_PREFIX}%')`)).toBe(300);

      const second = await seedSyntheticCatalogue(db(), 300);
      expect(second.variants).toBe(first.variants);
      expect(await skus()).toEqual(written);
      const smaller = await seedSyntheticCatalogue(db(), 120);
      expect(smaller.products).toBe(120);
      expect(await count("product", `where sku like '${SYNTHETIC_SKU_PREFIX}%' and parent_id is null`)).toBe(120);
      expect(await count("product_listing", `where product_id not in (select id from product)`)).toBe(0);

      // The synthetic products are listed and served like any other.
      const response = await api.post({ query: `{ product(sku: "${SYNTHETIC_SKU_PREFIX}000007") { sku path categories { id } stock { isInStock } } }` });
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.product.path).toMatch(/-s7$/);
      expect(response.body.data.product.categories).toHaveLength(1);
    });
  });
});

describe("products returnable only unopened (hygiene and safety)", () => {
  it("are the substances and the kits holding one; never bottles, accessories, guides or a range of tools", () => {
    const families = new Map(demo.flatMap((product) => [[product.sku, product.family] as const, ...(product.configurable?.variants ?? []).map((variant) => [product.sku + variant.skuSuffix, product.family] as const)]));
    const rule = (sku: string) => seedReturnableOnlyUnopened(demo.find((product) => product.sku === sku)!, (item) => families.get(item));
    const byFamily = (family: string) => demo.filter((product) => product.family === family);
    if (!demo.length) return;
    for (const family of ["essential-oil", "absolute", "hydrosol", "vegetable-oil", "fragrance", "cosmetic-active"]) {
      expect(byFamily(family).length, family).toBeGreaterThan(0);
      expect(byFamily(family).every((product) => rule(product.sku)), family).toBe(true);
    }
    for (const family of ["bottle", "accessory", "guide"]) expect(byFamily(family).some((product) => rule(product.sku)), family).toBe(false);
    expect(rule("KIT-DECOUVERTE-AGRUMES")).toBe(true);
    expect(rule("GR-ATELIER-PESEE")).toBe(false);
  });
});
