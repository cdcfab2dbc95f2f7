import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import { shippingRateSeeds } from "../../testing/seed-data.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { inclTaxCents } from "../pricing/money.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";
import type { ShippingService } from "./service.ts";

/** Delivery methods per country and the cart's estimate, on both databases, from the demo shop's rates. */

const fr = serviceScope();
const en = serviceScope({ store: stores.en });

describe.each(dialects)("shipping on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "service", () => {
    let api: TestApi;
    let shipping: ShippingService;
    const db = () => api.commerce.database.db;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      shipping = api.commerce.services.shipping;
    }, 60_000);
    afterAll(() => api?.close());

    it("lists a country's methods in the shop's order, labelled in the scope's language", async () => {
      const france = await shipping.methods(fr, "FR");
      // Each with its own price (above its last band) and its bands, lightest first.
      expect(france.map((method) => [method.code, method.label, inclTaxCents(method.priceExclCents), method.freeFromCents, method.needsPickupPoint])).toEqual([
        ["colissimo-home", "Colissimo à domicile", 2990, 4900, false],
        ["mondial-relay-pickup", "Mondial Relay en point relais", 1690, 4900, true],
        ["chronopost-express", "Chronopost express, livré le lendemain", 3990, null, false],
      ]);
      expect(france[0].bands.map((band) => [band.maxWeightGrams, inclTaxCents(band.priceExclCents)])).toEqual([
        [500, 590],
        [1000, 790],
        [2000, 890],
        [5000, 1390],
        [10_000, 1990],
      ]);
      expect(france[0]).toMatchObject({ carrier: "Colissimo", minDays: 2, maxDays: 3 });
      const uk = await shipping.methods(en, " uk ");
      expect(uk.map((method) => [method.code, method.label, inclTaxCents(method.bands[0].priceExclCents), method.freeFromCents])).toEqual([
        ["dpd-pickup", "DPD Pickup shop", 690, 7900],
        ["dpd-home", "DPD home delivery", 990, 7900],
        ["dpd-express", "DPD express", 1990, null],
      ]);
      expect(await shipping.methods(en, "gb")).toEqual(uk);
      // Home delivery only: the relay network covers France and the United Kingdom.
      expect((await shipping.methods(fr, "BE")).map((method) => method.code)).toEqual(["colissimo-europe"]);
      expect((await shipping.methods(fr, "DE")).map((method) => method.code)).toEqual(["colissimo-europe"]);
      for (const country of ["US", "", "FRA", "<b>"]) expect(await shipping.methods(fr, country), country).toEqual([]);
    });

    it("estimates the cheapest home delivery, free from its threshold exactly (49.00 € free, 48.99 € not)", async () => {
      expect(await shipping.estimate(fr, { country: "FR", linesInclCents: 4899, freeShipping: false, weightGrams: 400 })).toEqual({
        method: expect.objectContaining({ code: "colissimo-home", needsPickupPoint: false }),
        priceExclCents: 492,
        freeFromCents: 4900,
        remainingCents: 1,
      });
      expect(await shipping.estimate(fr, { country: "FR", linesInclCents: 4900, freeShipping: false, weightGrams: 400 })).toMatchObject({
        method: { code: "colissimo-home" },
        priceExclCents: 0,
        freeFromCents: 4900,
        remainingCents: 0,
      });
      expect(await shipping.estimate(fr, { country: "FR", linesInclCents: 0, freeShipping: false, weightGrams: 400 })).toMatchObject({ priceExclCents: 492, remainingCents: 4900 });
      expect(await shipping.estimate(fr, { country: "FR", linesInclCents: Number.NaN, freeShipping: false, weightGrams: 400 })).toMatchObject({ priceExclCents: 492, remainingCents: 4900 });
      expect(await shipping.estimate(en, { country: "UK", linesInclCents: 7899, freeShipping: false, weightGrams: 400 })).toMatchObject({
        method: { code: "dpd-home", label: "DPD home delivery" },
        priceExclCents: 825,
        remainingCents: 1,
      });
      expect(await shipping.estimate(en, { country: "GB", linesInclCents: 7900, freeShipping: false, weightGrams: 400 })).toMatchObject({ priceExclCents: 0, remainingCents: 0 });
    });

    it("makes delivery free with a free-delivery coupon, whatever the amount", async () => {
      expect(await shipping.estimate(fr, { country: "FR", linesInclCents: 2500, freeShipping: true, weightGrams: 400 })).toMatchObject({
        method: { code: "colissimo-home" },
        priceExclCents: 0,
        freeFromCents: 4900,
        remainingCents: 0,
      });
      expect(await shipping.estimate(fr, { country: "IE", linesInclCents: 100, freeShipping: true, weightGrams: 400 })).toMatchObject({ priceExclCents: 0, remainingCents: 0 });
    });

    it("prices a parcel by the first band that holds its weight, its own price above the last band, free from the threshold whatever the weight", async () => {
      const price = async (weightGrams: number, linesInclCents = 1000, freeShipping = false) =>
        inclTaxCents((await shipping.estimate(fr, { country: "FR", linesInclCents, freeShipping, weightGrams }))!.priceExclCents);
      expect(await price(0)).toBe(590);
      expect(await price(500)).toBe(590);
      expect(await price(501)).toBe(790);
      expect(await price(1000)).toBe(790);
      expect(await price(1001)).toBe(890);
      expect(await price(4999)).toBe(1390);
      expect(await price(10_000)).toBe(1990);
      expect(await price(10_001)).toBe(2990);
      expect(await price(25_000, 4900)).toBe(0);
      expect(await price(25_000, 100, true)).toBe(0);
      // Every method priced for the parcel, cheapest first.
      const quote = await shipping.quote(fr, { country: "FR", linesInclCents: 1000, freeShipping: false, weightGrams: 1500 });
      expect(quote.methods.map((method) => [method.code, inclTaxCents(method.priceExclCents)])).toEqual([
        ["mondial-relay-pickup", 590],
        ["colissimo-home", 890],
        ["chronopost-express", 1690],
      ]);
      // The estimate is never a pickup point.
      expect(quote.estimate).toMatchObject({ method: { code: "colissimo-home" }, priceExclCents: 742 });
    });

    it("lists the countries delivered to", async () => {
      expect(await shipping.countries(fr)).toEqual(["AT", "BE", "DE", "ES", "FR", "GB", "IE", "IT", "LU", "NL", "PT"]);
    });

    it("answers null for a country the shop does not deliver to", async () => {
      expect(await shipping.estimate(fr, { country: "US", linesInclCents: 10_000, freeShipping: false, weightGrams: 400 })).toBeNull();
      expect(await shipping.estimate(fr, { country: "nowhere", linesInclCents: 10_000, freeShipping: false, weightGrams: 400 })).toBeNull();
    });

    it("shows an operator's change at once: a disabled method, a new price, a method never free", async () => {
      const update = (code: string, set: { active?: number; price_cents?: number; free_from_cents?: number | null }) =>
        db().updateTable("shipping_rate").set(set).where("country", "=", "FR").where("code", "=", code).execute();
      try {
        await update("colissimo-home", { active: 0 });
        // Only pickup points and the express are left: the estimate is the express, never free.
        expect((await shipping.methods(fr, "FR")).map((method) => method.code)).toEqual(["mondial-relay-pickup", "chronopost-express"]);
        expect(await shipping.estimate(fr, { country: "FR", linesInclCents: 10_000, freeShipping: false, weightGrams: 400 })).toMatchObject({
          method: { code: "chronopost-express" },
          priceExclCents: 1075,
          freeFromCents: null,
          remainingCents: null,
        });
        expect(await shipping.estimate(fr, { country: "FR", linesInclCents: 100, freeShipping: true, weightGrams: 400 })).toMatchObject({ priceExclCents: 0, remainingCents: 0 });

        // A home delivery free from an amount reached beats a cheaper one that never is free (12 kg: above the bands, the methods' own prices).
        await update("colissimo-home", { active: 1, price_cents: 5000 });
        expect(await shipping.estimate(fr, { country: "FR", linesInclCents: 4900, freeShipping: false, weightGrams: 12_000 })).toMatchObject({ method: { code: "colissimo-home" }, priceExclCents: 0 });
        expect(await shipping.estimate(fr, { country: "FR", linesInclCents: 4899, freeShipping: false, weightGrams: 12_000 })).toMatchObject({
          method: { code: "chronopost-express" },
          priceExclCents: 3325,
          remainingCents: null,
        });
      } finally {
        const seeded = shippingRateSeeds.find((rate) => rate.country === "FR" && rate.code === "colissimo-home")!;
        await update("colissimo-home", { active: 1, price_cents: seeded.price_cents });
      }
    });
  });
});
