import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";

/** The home page's showcases over the demo catalogue (docs/product-rules.md#home-page), on both databases. */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const PRICE = "priceInclTax { amount currency }";
const SHOWCASES = /* GraphQL */ `
  query Showcases($limit: Int) {
    newArrivals(limit: $limit) { sku type createdAt stock { isInStock } }
    currentOffers(limit: $limit) { sku type stock { isInStock } prices { finalPrice { ${PRICE} } regularPrice { ${PRICE} } } }
  }
`;

interface Offer {
  sku: string;
  type: string;
  stock: { isInStock: boolean };
  prices: { finalPrice: { priceInclTax: { amount: number } }; regularPrice: { priceInclTax: { amount: number } } };
}

describe.each(dialects)("showcases on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    it("lists the newest products in stock, most recent first", async () => {
      const { body } = await api.post({ query: SHOWCASES, variables: { limit: 12 } });
      const arrivals: { sku: string; createdAt: string; stock: { isInStock: boolean } }[] = body.data.newArrivals;
      expect(arrivals).toHaveLength(12);
      expect(arrivals.every((product) => product.stock.isInStock)).toBe(true);
      const dates = arrivals.map((product) => product.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it("lists products on sale in stock, largest reduction first, never a bundle or a grouped product", async () => {
      const { body } = await api.post({ query: SHOWCASES, variables: { limit: 12 } });
      const offers: Offer[] = body.data.currentOffers;
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer.stock.isInStock).toBe(true);
        expect(["simple", "configurable"]).toContain(offer.type);
        expect(offer.prices.finalPrice.priceInclTax.amount).toBeLessThan(offer.prices.regularPrice.priceInclTax.amount);
      }
      const reductions = offers.map((offer) => 1 - offer.prices.finalPrice.priceInclTax.amount / offer.prices.regularPrice.priceInclTax.amount);
      // Displayed prices are rounded to the cent: compare the reductions to the percent.
      for (let i = 1; i < reductions.length; i++) expect(reductions[i]).toBeLessThanOrEqual(reductions[i - 1] + 0.01);
    });

    it("answers the default size of four, and nothing for a limit of 0", async () => {
      const { body } = await api.post({ query: "query { newArrivals { sku } currentOffers { sku } }" });
      expect(body.data.newArrivals).toHaveLength(4);
      expect(body.data.currentOffers).toHaveLength(4);
      const none = await api.post({ query: SHOWCASES, variables: { limit: 0 } });
      expect(none.body.data).toEqual({ newArrivals: [], currentOffers: [] });
    });
  });
});
