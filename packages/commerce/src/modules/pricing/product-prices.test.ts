import { describe, expect, it } from "vitest";
import { cheapestPrices, effectiveTierPrices, extraCostCents, finalCents, simplePrices, unitPriceForQuantity } from "./product-prices.ts";

const price = (priceCents: number | null, specialPriceCents: number | null = null) => ({ priceCents, specialPriceCents });

describe("product prices (cents excl. VAT)", () => {
  it("takes the special price only when it is below the regular price", () => {
    expect(finalCents(price(1000, 800))).toBe(800);
    expect(finalCents(price(1000, 1200))).toBe(1000);
    expect(finalCents(price(1000))).toBe(1000);
    expect(simplePrices(price(1000, 800))).toEqual({ regularCents: 1000, finalCents: 800, minCents: 800 });
    expect(simplePrices(price(null))).toEqual({ regularCents: 0, finalCents: 0, minCents: 0 });
  });

  it("prices a configurable or grouped product from its cheapest variant or item", () => {
    expect(cheapestPrices([price(750, 600), price(450), price(1700)])).toEqual({ regularCents: 450, finalCents: 450, minCents: 450 });
    expect(cheapestPrices([price(750, 400), price(450)])).toEqual({ regularCents: 750, finalCents: 400, minCents: 400 });
    expect(cheapestPrices([])).toEqual({ regularCents: 0, finalCents: 0, minCents: 0 });
  });

  it("shows tiers below the final price and applies the best reached", () => {
    const tiers = [{ qty: 10, priceCents: 700 }, { qty: 3, priceCents: 750 }, { qty: 20, priceCents: 900 }, { qty: 1, priceCents: 100 }];
    expect(effectiveTierPrices(800, tiers)).toEqual([{ qty: 3, priceCents: 750 }, { qty: 10, priceCents: 700 }]);
    expect(unitPriceForQuantity(800, tiers.slice(0, 3), 1)).toBe(800);
    expect(unitPriceForQuantity(800, tiers.slice(0, 3), 5)).toBe(750);
    expect(unitPriceForQuantity(800, tiers.slice(0, 3), 25)).toBe(700);
  });

  it("adds a fixed extra cost, or a percentage of the unit price rounded to the cent", () => {
    expect(extraCostCents({ type: "fixed", cents: 500 }, 1234)).toBe(500);
    expect(extraCostCents({ type: "percentage", rateBp: 1000 }, 1234)).toBe(123);
    expect(extraCostCents({ type: "percentage", rateBp: 750 }, 999)).toBe(75);
  });
});
