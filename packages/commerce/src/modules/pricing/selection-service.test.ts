import { describe, expect, it } from "vitest";
import type { ProductSelectionSource } from "./selection-model.ts";
import { priceSelection } from "./selection-service.ts";

const GBP = { currency: "GBP", rates: { EUR: 1, GBP: 0.86 } };

/** A bottle in two volumes, the larger with tier prices, an engraving (fixed) and gift wrapping (10 %). */
const bottle: ProductSelectionSource = {
  product: { sku: "FL", name: "Flacon", type: "configurable", priceCents: null, specialPriceCents: null, inStock: true },
  variants: [
    { sku: "FL-30", name: "30 ml", priceCents: 500, specialPriceCents: null, inStock: true, options: { 141: "30ml" } },
    { sku: "FL-50", name: "50 ml", priceCents: 800, specialPriceCents: 772, inStock: true, options: { 141: "50ml" }, tiers: [{ qty: 10, priceCents: 700 }] },
  ],
  configurableOptions: [{ id: "141", label: "Contenance", values: [{ value: "30ml", label: "30 ml" }, { value: "50ml", label: "50 ml" }] }],
  groupedItems: [],
  bundleOptions: [],
  customOptions: [
    { id: "1", title: "Gravure", type: "field", isRequired: false, maxCharacters: 20, extraCost: { type: "fixed", cents: 500 }, values: [] },
    { id: "2", title: "Emballage", type: "checkbox", isRequired: false, maxCharacters: null, extraCost: null, values: [{ id: "9", title: "Kraft", extraCost: { type: "percentage", rateBp: 1000 } }] },
  ],
};

describe("the price of a selection", () => {
  it("prices the chosen variant at its tier, with its options, in the display currency and in euros", () => {
    const quote = priceSelection(
      bottle,
      {
        sku: "FL",
        quantity: 10,
        selectedOptions: [{ option_id: "141", option_value: "50ml" }],
        selectedCustomOptions: [
          { option_id: "1", option_value: "Pour Léa" },
          { option_id: "2", option_value: "9" },
        ],
      },
      GBP,
    );
    // Euros: 7.00 tier + 5.00 engraving + 10 % of 7.00 (excl.); 8.40 + 6.00 + 0.84 (incl.).
    expect(quote.base).toEqual({ currency: "EUR", unit: { incl: 1524, excl: 1270 }, row: { incl: 15240, excl: 12700 }, regularUnit: null, tierQty: 10 });
    // Pounds: each shown amount converted and rounded (8.40 → 7.22, 6.00 → 5.16), then 10 % of 7.22.
    expect(quote.display).toEqual({ currency: "GBP", unit: { incl: 722 + 516 + 72, excl: 602 + 430 + 60 }, row: { incl: 13100, excl: 10920 }, regularUnit: null, tierQty: 10 });
    expect(quote).toMatchObject({ sku: "FL", pricedSku: "FL-50", complete: true });
  });

  it("prices an incomplete choice from the cheapest variant, and says so", () => {
    const quote = priceSelection(bottle, { sku: "FL" }, { currency: "EUR", rates: { EUR: 1 } });
    expect(quote).toMatchObject({ pricedSku: "FL-30", complete: true, display: { unit: { incl: 600, excl: 500 } } });
    const none = priceSelection(bottle, { sku: "FL", selectedOptions: [] }, { currency: "EUR", rates: { EUR: 1 } });
    expect(none).toMatchObject({ pricedSku: "FL", complete: false, display: { unit: { incl: 600, excl: 500 } } });
  });
});
