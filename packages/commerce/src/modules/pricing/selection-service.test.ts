import { describe, expect, it } from "vitest";
import type { ProductRecord } from "../product/product-records.ts";
import type { ProductPriceSources } from "../product/service.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";
import { BASE_CURRENCY, type ProductSelectionSource, selectionModelOfSource } from "./selection-model.ts";
import { createSelectionPricing, priceSelection } from "./selection-service.ts";

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

describe("a product's selection, as the pricing service keeps it", () => {
  const record = (fields: Partial<ProductRecord>) => ({ id: 1, sku: "FL", name: "Flacon", type: "simple", parentId: null, configurableAttribute: null, variantValue: null, priceCents: 500, specialPriceCents: null, stockQty: 5, ...fields }) as ProductRecord;
  // What the product service answers: shared values, the same objects until a product is read anew.
  let read: ProductPriceSources;
  const pricing = createSelectionPricing({ priceSources: async () => ({ ...read, linked: new Map(read.linked), tiers: new Map(read.tiers) }) }, { exchangeRates: { EUR: 1, GBP: 0.86 } });
  const fr = serviceScope();
  const en = serviceScope({ store: stores.en });

  it("is built once for the same reads, and anew when a record, a variant or a tier was read anew", async () => {
    const parent = record({ id: 1, type: "configurable", configurableAttribute: "volume", priceCents: null });
    const small = record({ id: 2, sku: "FL-30", parentId: 1, variantValue: "30ml", priceCents: 500 });
    const large = record({ id: 3, sku: "FL-50", parentId: 1, variantValue: "50ml", priceCents: 800 });
    read = { record: parent, variants: [small, large], groupedIds: [], bundleOptions: [], customOptions: [], linked: new Map(), tiers: new Map([[1, []], [2, []], [3, []]]) };
    const first = await pricing.selection(fr, "FL");
    const again = await pricing.selection(serviceScope(), "FL");
    expect(again!.source).toBe(first!.source);
    expect(selectionModelOfSource(again!.source, BASE_CURRENCY)).toBe(selectionModelOfSource(first!.source, BASE_CURRENCY));
    // Each store its own labels.
    const english = await pricing.selection(en, "FL");
    expect(english!.source.configurableOptions[0].label).toBe("Volume");
    expect((await pricing.selection(fr, "FL"))!.source).toBe(first!.source);

    // A variant's stock ran out: its record was read anew.
    read = { ...read, variants: [{ ...small, stockQty: 0 }, large] };
    const restocked = await pricing.selection(fr, "FL");
    expect(restocked!.source).not.toBe(first!.source);
    expect(restocked!.source.variants.map((variant) => variant.inStock)).toEqual([false, true]);

    // A tier price added to the large bottle.
    read = { ...read, tiers: new Map([[1, []], [2, []], [3, [{ qty: 10, priceCents: 700 }]]]) };
    const tiered = await pricing.selection(fr, "FL");
    expect(pricing.quote(fr, tiered!.source, { sku: "FL", quantity: 10, selectedOptions: [{ option_id: "141", option_value: "50ml" }] }).base.unit).toEqual({ incl: 840, excl: 700 });

    // A new price: the product itself read anew.
    read = { ...read, variants: [{ ...small, stockQty: 0 }, { ...large, priceCents: 900 }] };
    const repriced = await pricing.selection(fr, "FL");
    expect(pricing.quote(fr, repriced!.source, { sku: "FL", quantity: 1, selectedOptions: [{ option_id: "141", option_value: "50ml" }] }).base.unit).toEqual({ incl: 1080, excl: 900 });
  });
});
