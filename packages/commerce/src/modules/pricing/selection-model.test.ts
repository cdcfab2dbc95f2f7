import { describe, expect, it } from "vitest";
import { bundlePrices, bundleShownPrices } from "./selection-model.ts";

const price = (priceCents: number | null, specialPriceCents: number | null = null) => ({ priceCents, specialPriceCents });

describe("bundle prices", () => {
  const options = [
    { isRequired: true, type: "radio", selections: [{ source: price(1000, 800), defaultQty: 2 }, { source: price(750, 600), defaultQty: 1 }] },
    { isRequired: true, type: "checkbox", selections: [{ source: price(100), defaultQty: 1 }, { source: price(200), defaultQty: 3 }] },
    { isRequired: false, type: "select", selections: [{ source: price(5000), defaultQty: 1 }] },
  ];

  it("are the price of the selection the page opens with: its own price plus the default choices", () => {
    expect(bundlePrices(price(null), options)).toEqual({ regularCents: 2300, finalCents: 2300, minCents: 2300 });
    expect(bundlePrices(price(575), [])).toEqual({ regularCents: 575, finalCents: 575, minCents: 575 });
  });

  it("take the first choice in stock of a single-choice option", () => {
    const [first, ...rest] = options;
    const outOfStock = { ...first, selections: [{ ...first.selections[0], source: { ...first.selections[0].source, inStock: false } }, first.selections[1]] };
    expect(bundlePrices(price(null), [outOfStock, ...rest]).finalCents).toBe(600 + 700);
  });

  it("are on sale only when the bundle's own price is: an item's sale lowers it without a struck-through price", () => {
    expect(bundlePrices(price(2500, 2000), options)).toEqual({ regularCents: 2500 + 2300, finalCents: 2000 + 2300, minCents: 2000 + 2300 });
    expect(bundlePrices(price(2500), options).regularCents).toBe(2500 + 2300);
  });

  it("add the shown (taxed, converted, rounded) amounts of their parts", () => {
    const shown = bundleShownPrices(price(575), [{ isRequired: true, type: "radio", selections: [{ source: price(333), defaultQty: 3 }] }], {
      currency: "GBP",
      rates: { EUR: 1, GBP: 0.86 },
    });
    // 575 → 6.90 / 4.95; 333 → 4.00 incl (399.6 → 400 → 344) / 2.86 excl.
    expect(shown.final).toEqual({ incl: Math.round(690 * 0.86) + 3 * Math.round(400 * 0.86), excl: Math.round(575 * 0.86) + 3 * Math.round(333 * 0.86) });
  });
});
