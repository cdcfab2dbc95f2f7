import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type RequestOptions, type TestApi, startTestApi } from "../../testing/test-server.ts";

/** `skuSuggestions`: a quick order's suggestions as a sku is typed, on both databases. */

const SUGGEST = /* GraphQL */ `
  query SkuSuggestions($text: String!) {
    skuSuggestions(text: $text) {
      sku
      type
      name
      imageUrl
      prices {
        finalPrice {
          priceInclTax {
            amount
            currency
          }
        }
      }
    }
  }
`;

describe.each(dialects)("skuSuggestions on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const suggest = async (text: string, options?: RequestOptions) => {
      const response = await api.post({ query: SUGGEST, variables: { text } }, options);
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      return response.body.data.skuSuggestions as { sku: string; type: string; name: string; imageUrl: string; prices: { finalPrice: { priceInclTax: { amount: number; currency: string } } } }[];
    };
    const skus = async (text: string, options?: RequestOptions) => (await suggest(text, options)).map((product) => product.sku);

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      await createTestShelf(api.commerce.database.db);
      await seedProducts(api.commerce.database.db, testProducts);
    });
    afterAll(() => api?.close());

    it("gives the products whose sku starts with the text, case aside, variants included, in sku order", async () => {
      const expected = ["TEST-LAVANDE", "TEST-LAVANDE-100ML", "TEST-LAVANDE-10ML", "TEST-LAVANDE-30ML", "TEST-LAVANDE-5ML"];
      expect(await skus("TEST-LAV")).toEqual(expected);
      expect(await skus("  test-lav ")).toEqual(expected);
      // Then, filling up, products whose name matches the words.
      expect((await skus("Test-Lavande-1")).slice(0, 2)).toEqual(["TEST-LAVANDE-100ML", "TEST-LAVANDE-10ML"]);
      // The whole sku: that unit first (then its parent, whose name document holds its variants' skus).
      expect((await skus("TEST-LAVANDE-10ML"))[0]).toBe("TEST-LAVANDE-10ML");
    });

    it("answers at most 8, each with its name, visual, price and type", async () => {
      const found = await suggest("test-lot");
      expect(found.map((product) => product.sku)).toEqual(["TEST-LOT-01", "TEST-LOT-02", "TEST-LOT-03", "TEST-LOT-04", "TEST-LOT-05", "TEST-LOT-06", "TEST-LOT-07", "TEST-LOT-08"]);
      expect(await skus("TEST-")).toHaveLength(8);
      const [variant] = await suggest("TEST-LAVANDE-10ML");
      expect(variant).toMatchObject({ type: "simple", imageUrl: expect.stringContaining("TEST-LAVANDE-10ML") });
      // The variant's own price (its special price), incl. VAT.
      expect(variant.prices.finalPrice.priceInclTax).toEqual({ amount: 7.2, currency: "EUR" });
      expect(variant.name).toContain("Lavande vraie de test");
    });

    it("says by type which need options chosen on their page", async () => {
      const types = Object.fromEntries((await suggest("TEST-")).map((product) => [product.sku, product.type]));
      expect(types).toMatchObject({ "TEST-COFFRET": "bundle", "TEST-CITRON": "simple", "TEST-EPUISE": "simple", "TEST-FLACON": "configurable" });
      expect((await suggest("TEST-GAMME"))[0]).toMatchObject({ sku: "TEST-GAMME", type: "grouped" });
    });

    it("fills up with products whose name matches, in the store's language", async () => {
      // The demo catalogue is there too: its lemons are found alike.
      expect(await skus("citron zeste de t")).toEqual(["TEST-CITRON"]);
      expect(await skus("lemon peel", { path: "/en/graphql" })).toContain("TEST-CITRON");
      expect(await skus("lemon peel")).not.toContain("TEST-CITRON");
      // A sku match comes first, a name match of the same product is not repeated.
      const flacon = await skus("test-flacon");
      expect(flacon[0]).toBe("TEST-FLACON");
      expect(new Set(flacon).size).toBe(flacon.length);
    });

    it("answers nothing, never an error, below two characters or for text no product has", async () => {
      expect(await suggest("T")).toEqual([]);
      expect(await suggest("   ")).toEqual([]);
      expect(await suggest("ZZZ-NOTHING")).toEqual([]);
      expect(await suggest("%")).toEqual([]);
      expect(await suggest("\u0001\u0002\u0003")).toEqual([]);
      expect(await suggest("x".repeat(500))).toEqual([]);
    });
  });
});
