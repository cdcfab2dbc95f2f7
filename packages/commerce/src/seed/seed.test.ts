import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/schema.ts";
import { type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../testing/test-server.ts";
import { categorySeeds } from "./catalog-categories.ts";
import { cmsPageSeeds } from "./cms-pages/seed-cms-pages.ts";
import { inclTaxCents } from "../modules/pricing/money.ts";
import { couponSeeds } from "./coupons.ts";
import { shippingRateSeeds } from "./shipping-rates.ts";
import { seed, seedIfEmpty } from "./seed.ts";
import { urlRewriteSeeds } from "./url-rewrites.ts";

/** The demo seed: complete, and idempotent on both databases. */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const TABLES = ["customer", "category", "category_translation", "cms_page", "cms_page_translation", "url_rewrite", "coupon", "shipping_rate"] as const;

describe("category seed data", () => {
  it("has thirteen top categories of two to four sub-categories, with unique codes and url keys", () => {
    expect(categorySeeds).toHaveLength(13);
    const all = categorySeeds.flatMap((top) => [top, ...(top.children ?? [])]);
    for (const top of categorySeeds) {
      expect(top.children!.length).toBeGreaterThanOrEqual(2);
      expect(top.children!.length).toBeLessThanOrEqual(4);
      for (const child of top.children!) expect(child.code.startsWith(`${top.code}/`)).toBe(true);
    }
    expect(new Set(all.map((category) => category.code)).size).toBe(all.length);
    for (const language of ["fr", "en"] as const) {
      for (const siblings of [categorySeeds, ...categorySeeds.map((top) => top.children!)]) {
        const keys = siblings.map((category) => category.urlKey[language]);
        expect(new Set(keys).size).toBe(keys.length);
        for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
      for (const category of all) {
        expect(category.name[language].length).toBeGreaterThan(2);
        expect(category.description[language]).toMatch(/\.$/);
      }
    }
  });
});

describe("delivery and coupon seed data", () => {
  it("prices every delivery method and weight band at a whole price list amount incl. VAT (× 1.2 rounded: 5.90 €, 3.90 €…)", () => {
    for (const rate of shippingRateSeeds) {
      for (const price of [rate.price_cents, ...rate.bands.map((band) => band.price_cents)]) expect(inclTaxCents(price) % 10, `${rate.country} ${rate.code}`).toBe(0);
      // Heavier costs more: bands rise with their limit, and the method's own price (above the last band) is the highest.
      const prices = [...rate.bands.map((band) => band.price_cents), rate.price_cents];
      expect(prices, `${rate.country} ${rate.code}`).toEqual([...prices].sort((a, b) => a - b));
      expect(rate.bands.map((band) => band.max_weight_grams)).toEqual([500, 1000, 2000, 5000, 10_000]);
    }
    const fr = shippingRateSeeds
      .filter((rate) => rate.country === "FR")
      .map((rate) => [rate.code, inclTaxCents(rate.bands[0].price_cents), inclTaxCents(rate.price_cents), rate.free_from_cents]);
    expect(fr).toEqual([
      ["colissimo-home", 590, 2990, 4900],
      ["mondial-relay-pickup", 390, 1690, 4900],
      ["chronopost-express", 1290, 3990, null],
    ]);
    const keys = shippingRateSeeds.map((rate) => `${rate.country}/${rate.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Every country delivered to has a home delivery (the cart's estimate).
    for (const country of new Set(shippingRateSeeds.map((rate) => rate.country))) {
      expect(shippingRateSeeds.some((rate) => rate.country === country && !rate.needs_pickup_point), country).toBe(true);
    }
  });

  it("has upper-case unique coupon codes, labels in both languages and date ranges that are instants", () => {
    expect(new Set(couponSeeds.map((coupon) => coupon.code)).size).toBe(couponSeeds.length);
    for (const coupon of couponSeeds) {
      expect(coupon.code).toMatch(/^[A-Z0-9]+$/);
      expect(coupon.label_fr.length).toBeGreaterThan(3);
      expect(coupon.label_en.length).toBeGreaterThan(3);
      for (const instant of [coupon.starts_at, coupon.ends_at]) if (instant) expect(new Date(instant).toISOString()).toBe(instant);
    }
  });
});

describe.each(dialects)("seed on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "database", () => {
    let api: TestApi;
    const db = () => api.commerce.database.db;
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          TABLES.map(async (table) => {
            const { n } = await db()
              .selectFrom(table as keyof Database)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow();
            return [table, Number(n)] as const;
          }),
        ),
      );

    beforeAll(async () => {
      // Not the run's seeded template: the start-up seeds an empty database: what these tests look at.
      api = await startTestApi({ dialect, emptyDatabase: true });
    });
    afterAll(async () => {
      await api?.close();
    });

    it("seeds every category, page and rewrite at start-up", async () => {
      const categoryCount = categorySeeds.reduce((sum, top) => sum + 1 + (top.children?.length ?? 0), 0);
      const seeded = await counts();
      expect(seeded).toMatchObject({
        // + the root and the default category.
        category: categoryCount + 2,
        category_translation: (categoryCount + 2) * 2,
        cms_page: cmsPageSeeds.length,
        cms_page_translation: cmsPageSeeds.length * 2,
        coupon: couponSeeds.length,
        shipping_rate: shippingRateSeeds.length,
      });
      // Other parts of the seed (products…) may add rewrites of their own.
      expect(seeded.url_rewrite).toBeGreaterThanOrEqual(urlRewriteSeeds.length);
      expect(seeded.customer).toBeGreaterThanOrEqual(1);
    });

    it("keeps the counts when run twice more", async () => {
      const before = await counts();
      await seed(db(), api.commerce.logger);
      await seed(db(), api.commerce.logger);
      expect(await counts()).toEqual(before);
    });

    it("leaves edited content alone and only restores what is missing", async () => {
      await db().updateTable("cms_page_translation").set({ title: "Édité" }).where("url_key", "=", "a-propos").execute();
      const faq = await db().selectFrom("cms_page").select("id").where("identifier", "=", "faq").executeTakeFirstOrThrow();
      await db().deleteFrom("cms_page").where("id", "=", faq.id).execute();
      await db().deleteFrom("url_rewrite").where("request_path", "=", "/cgv").execute();

      // An older seed version: seedIfEmpty brings the database up to date.
      await db().deleteFrom("setting").where("key", "=", "seed_version").execute();
      await seedIfEmpty(db(), api.commerce.logger);

      const about = await db().selectFrom("cms_page_translation").select("title").where("url_key", "=", "a-propos").executeTakeFirstOrThrow();
      expect(about.title).toBe("Édité");
      const restored = await db().selectFrom("cms_page").select("identifier").where("identifier", "=", "faq").executeTakeFirst();
      expect(restored).toBeDefined();
      const rewrite = await db().selectFrom("url_rewrite").select("target_path").where("request_path", "=", "/cgv").executeTakeFirst();
      expect(rewrite?.target_path).toBe("/conditions-generales-de-vente");
      const version = await db().selectFrom("setting").select("value").where("key", "=", "seed_version").executeTakeFirst();
      expect(Number(version?.value)).toBeGreaterThanOrEqual(2);
    });

    it("gives new categories ids after the structural ones (the sequence moved past 1 and 2)", async () => {
      const rows = await db().selectFrom("category").select(["id", "code", "path", "level"]).orderBy("id").execute();
      expect(rows.slice(0, 2)).toEqual([
        { id: 1, code: "root", path: "1", level: 0 },
        { id: 2, code: "catalogue", path: "1/2", level: 1 },
      ]);
      for (const row of rows.slice(2)) expect(row.path).toMatch(new RegExp(`^1/2/(\\d+/)?${row.id}$`));
    });
  });
});
