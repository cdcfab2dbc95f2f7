import { describe, expect, it } from "vitest";
import { catalogs } from "../../../../lib/i18n.ts";
import type { ProductPrices } from "../../../../lib/product-fragments.ts";
import type { ProductPageData, ProductVariant } from "../product-data.ts";
import { type SelectionModel, type SelectionState, initialSelection, savingPercent, selectionPrice, tierUnitPrice } from "@eb/commerce/pricing";
import { MAX_QUANTITY, type SelectionAction, applySelection, cartRequestOf, validateSelection, valueAvailability } from "./product-selection.ts";
import { selectionModelOf } from "./selection-model.ts";

/** API-shaped prices from amounts incl. VAT (20 %), as commerce answers them. */
function prices(incl: number, options: { regular?: number; tiers?: [qty: number, incl: number][] } = {}): ProductPrices {
  const money = (amount: number) => ({ amount, currency: "EUR" });
  const price = (amount: number) => ({ priceInclTax: money(amount), priceExclTax: money(Math.round((amount / 1.2) * 100) / 100) });
  return {
    regularPrice: price(options.regular ?? incl),
    finalPrice: price(incl),
    minPrice: price(incl),
    tierPrice: (options.tiers ?? []).map(([qty, amount]) => ({ qty, ...price(amount) })),
  };
}

function item(sku: string, incl: number, options: { inStock?: boolean; regular?: number; tiers?: [number, number][]; selected?: Record<string, string> } = {}): ProductVariant {
  return {
    sku,
    type: "simple",
    isVirtual: false,
    name: sku,
    path: `/${sku.toLowerCase()}`,
    botanical_name: null,
    is_organic: false,
    imageUrl: `/media/product/${sku}.svg`,
    stock: { isInStock: options.inStock ?? true },
    labels: [],
    reviewsLayer: { total: 0, ratingAverage: 0 },
    prices: prices(incl, options),
    selectedOptions: Object.entries(options.selected ?? {}).map(([option_id, option_value]) => ({ option_id, option_value, label: option_value })),
  };
}

function product(overrides: Partial<ProductPageData> & Pick<ProductPageData, "sku" | "type" | "prices">): ProductPageData {
  return {
    name: overrides.sku,
    path: "/p",
    botanical_name: null,
    is_organic: false,
    imageUrl: "/media/product/p.svg",
    stock: { isInStock: true },
    labels: [],
    label: overrides.sku,
    overview: null,
    shortDescription: null,
    description: [],
    family: "bottle",
    familyLabel: "Bottles",
    geographical_origin: null,
    conformity_cas: null,
    specificity: null,
    technical_document: null,
    fds: null,
    isVirtual: false,
    downloads: [],
    images: [],
    reviewsLayer: { total: 0, ratingAverage: 0 },
    configurableOptions: [],
    configurations: [],
    groupedItems: [],
    bundleOptions: [],
    bundleBasePrice: null,
    customOptions: [],
    breadcrumbs: [],
    related: [],
    metaTitle: overrides.sku,
    metaDescription: null,
    alternates: [],
    ...overrides,
  };
}

const fixed = (incl: number, excl: number) => ({ type: "fixed", priceInclTax: { amount: incl, currency: "EUR" }, priceExclTax: { amount: excl, currency: "EUR" }, rate: null });
const percentage = (rate: number) => ({ type: "percentage", priceInclTax: null, priceExclTax: null, rate });

/** A perfume bottle with an engraving (20 characters, 6 € incl. VAT), a font (one costs 2 €) and gift wrapping (10 %). */
const bottle = selectionModelOf(
  product({
    sku: "FL-CARRE-50",
    type: "simple",
    prices: prices(12, { tiers: [[10, 10.8], [50, 9.6]] }),
    customOptions: [
      { option_id: "56", title: "Engraving", type: "field", is_required: false, max_characters: 20, extraCost: fixed(6, 5), values: [] },
      {
        option_id: "57",
        title: "Font",
        type: "drop_down",
        is_required: false,
        max_characters: null,
        extraCost: null,
        values: [
          { option_value_id: "62", title: "Roman capitals", sort_order: 1, extraCost: null },
          { option_value_id: "64", title: "Script", sort_order: 3, extraCost: { ...fixed(2, 0), priceExclTax: null } },
        ],
      },
      {
        option_id: "58",
        title: "Gift wrapping",
        type: "checkbox",
        is_required: false,
        max_characters: null,
        extraCost: null,
        values: [{ option_value_id: "65", title: "Kraft paper", sort_order: 1, extraCost: percentage(10) }],
      },
    ],
  }),
);

const run = (model: SelectionModel, ...actions: SelectionAction[]): SelectionState =>
  actions.reduce((state, action) => applySelection(model, state, action), initialSelection(model));

describe("custom options", () => {
  it("add a fixed extra cost per unit, with and without VAT, once filled in", () => {
    expect(selectionPrice(bottle, initialSelection(bottle)).unit).toEqual({ incl: 1200, excl: 1000 });
    const engraved = run(bottle, { type: "customText", optionId: "56", text: "Pour Léa" });
    expect(selectionPrice(bottle, engraved)).toMatchObject({ options: { incl: 600, excl: 500 }, unit: { incl: 1800, excl: 1500 } });
    // Blank text is no engraving.
    expect(selectionPrice(bottle, run(bottle, { type: "customText", optionId: "56", text: "   " })).unit).toEqual({ incl: 1200, excl: 1000 });
  });

  it("derive the net amount of a fixed cost given only with VAT", () => {
    const script = run(bottle, { type: "customChoice", optionId: "57", valueId: "64" });
    expect(selectionPrice(bottle, script).options).toEqual({ incl: 200, excl: 167 });
    expect(selectionPrice(bottle, run(bottle, { type: "customChoice", optionId: "57", valueId: "62" })).options).toEqual({ incl: 0, excl: 0 });
  });

  it("add a percentage of the unit price, the tier price when one is reached", () => {
    const wrapped = run(bottle, { type: "customToggle", optionId: "58", valueId: "65", checked: true });
    expect(selectionPrice(bottle, wrapped)).toMatchObject({ options: { incl: 120, excl: 100 }, unit: { incl: 1320, excl: 1100 } });
    const bulk = applySelection(bottle, wrapped, { type: "quantity", quantity: 10 });
    expect(selectionPrice(bottle, bulk)).toMatchObject({ base: { incl: 1080, excl: 900 }, options: { incl: 108, excl: 90 }, tierQty: 10 });
    expect(selectionPrice(bottle, bulk).total).toEqual({ incl: 11880, excl: 9900 });
  });

  it("add up: engraving, paid font and gift wrapping times the quantity", () => {
    const state = run(
      bottle,
      { type: "customText", optionId: "56", text: "A & B" },
      { type: "customChoice", optionId: "57", valueId: "64" },
      { type: "customToggle", optionId: "58", valueId: "65", checked: true },
      { type: "quantity", quantity: 2 },
    );
    const price = selectionPrice(bottle, state);
    expect(price.unit).toEqual({ incl: 1200 + 600 + 200 + 120, excl: 1000 + 500 + 167 + 100 });
    expect(price.total).toEqual({ incl: 2 * 2120, excl: 2 * 1767 });
    expect(cartRequestOf(bottle, state)).toEqual([
      {
        sku: "FL-CARRE-50",
        quantity: 2,
        selectedOptions: [],
        selectedCustomOptions: [
          { option_id: "56", option_value: "A & B" },
          { option_id: "57", option_value: "64" },
          { option_id: "58", option_value: "65" },
        ],
        selectedBundleOptions: [],
      },
    ]);
  });

  it("refuse a text longer than max_characters, counting characters as people do", () => {
    expect(validateSelection(bottle, run(bottle, { type: "customText", optionId: "56", text: "Éléonore & Héloïse 🌸" }))).toEqual([]);
    const tooLong = run(bottle, { type: "customText", optionId: "56", text: "Twenty-one characters" });
    expect(validateSelection(bottle, tooLong)).toEqual([{ code: "customTooLong", optionId: "56", title: "Engraving", max: 20 }]);
    expect(cartRequestOf(bottle, tooLong)).toBeUndefined();
  });

  it("require what is required, and only known values", () => {
    const model: SelectionModel = { ...bottle, customOptions: bottle.customOptions.map((option) => ({ ...option, required: true })) };
    expect(validateSelection(model, initialSelection(model)).map((issue) => issue.code)).toEqual(["customRequired", "customRequired", "customRequired"]);
    const forged = run(bottle, { type: "customChoice", optionId: "57", valueId: "999" });
    expect(validateSelection(bottle, forged)).toEqual([{ code: "customInvalid", optionId: "57", title: "Font" }]);
  });
});

describe("tier prices", () => {
  const priced = bottle.own;
  it("apply from their threshold on, the best one reached", () => {
    expect(tierUnitPrice(priced, 1)).toEqual({ price: { incl: 1200, excl: 1000 }, tierQty: null });
    expect(tierUnitPrice(priced, 9).tierQty).toBeNull();
    expect(tierUnitPrice(priced, 10)).toEqual({ price: { incl: 1080, excl: 900 }, tierQty: 10 });
    expect(tierUnitPrice(priced, 49).tierQty).toBe(10);
    expect(tierUnitPrice(priced, 50)).toEqual({ price: { incl: 960, excl: 800 }, tierQty: 50 });
  });

  it("ignore tiers that are not below the final price", () => {
    const model = selectionModelOf(product({ sku: "X", type: "simple", prices: prices(5, { tiers: [[5, 5], [10, 6]] }) }));
    expect(model.own.tiers).toEqual([]);
  });

  it("drop the struck-through regular price once a tier applies", () => {
    const model = selectionModelOf(product({ sku: "S", type: "simple", prices: prices(9, { regular: 10, tiers: [[5, 8]] }) }));
    expect(selectionPrice(model, initialSelection(model)).regular).toEqual({ incl: 1000, excl: 833 });
    expect(selectionPrice(model, applySelection(model, initialSelection(model), { type: "quantity", quantity: 5 })).regular).toBeNull();
  });
});

describe("configurable products", () => {
  const volumes = selectionModelOf(
    product({
      sku: "HE-BERGAMOTE",
      type: "configurable",
      prices: prices(6.1),
      configurableOptions: [
        {
          id: "141",
          label: "Volume",
          attribute: { id: "141", code: "volume", label: "Volume" },
          values: ["5ml", "10ml", "30ml", "1l"].map((value) => ({ label: value, value, swatch: { type: "text", value }, isInStock: value !== "30ml" })),
        },
      ],
      configurations: [
        item("HE-BERGAMOTE-5ML", 6.1, { inStock: false, selected: { 141: "5ml" } }),
        item("HE-BERGAMOTE-10ML", 9.9, { selected: { 141: "10ml" } }),
        item("HE-BERGAMOTE-30ML", 22.9, { inStock: false, selected: { 141: "30ml" } }),
        item("HE-BERGAMOTE-1L", 415.9, { tiers: [[2, 395.1], [5, 374.3]], selected: { 141: "1l" } }),
      ],
    }),
  );

  it("open on the first variant in stock, priced as that variant", () => {
    const state = initialSelection(volumes);
    expect(state.configurable).toEqual({ 141: "10ml" });
    expect(selectionPrice(volumes, state)).toMatchObject({ sku: "HE-BERGAMOTE-10ML", unit: { incl: 990, excl: 825 }, complete: true });
  });

  it("change sku, price and tier prices with the chosen volume", () => {
    const litre = run(volumes, { type: "configurable", optionId: "141", value: "1l" }, { type: "quantity", quantity: 5 });
    expect(selectionPrice(volumes, litre)).toMatchObject({ sku: "HE-BERGAMOTE-1L", base: { incl: 37430 }, tierQty: 5, total: { incl: 5 * 37430 } });
    expect(cartRequestOf(volumes, litre)).toEqual([
      {
        sku: "HE-BERGAMOTE",
        variantSku: "HE-BERGAMOTE-1L",
        quantity: 5,
        selectedOptions: [{ option_id: "141", option_value: "1l" }],
        selectedCustomOptions: [],
        selectedBundleOptions: [],
      },
    ]);
  });

  it("mark values out of stock and refuse them", () => {
    const state = initialSelection(volumes);
    expect(valueAvailability(volumes, state, "141", "30ml")).toBe("outOfStock");
    expect(valueAvailability(volumes, state, "141", "1l")).toBe("available");
    expect(valueAvailability(volumes, state, "141", "2l")).toBe("unavailable");
    const soldOut = applySelection(volumes, state, { type: "configurable", optionId: "141", value: "30ml" });
    expect(validateSelection(volumes, soldOut)).toEqual([{ code: "variantUnavailable" }]);
    // A value the product does not have changes nothing.
    expect(applySelection(volumes, state, { type: "configurable", optionId: "141", value: "2l" })).toBe(state);
  });

  it("price from the cheapest variant and ask for a choice while none is made", () => {
    const none: SelectionState = { ...initialSelection(volumes), configurable: {} };
    expect(selectionPrice(volumes, none)).toMatchObject({ complete: false, unit: { incl: 610 } });
    expect(validateSelection(volumes, none)).toEqual([{ code: "variantRequired", optionId: "141", label: "Volume" }]);
  });
});

describe("bundles", () => {
  const items = Object.fromEntries([item("A", 6), item("B", 12), item("S", 2.4), item("F1", 1.2, { inStock: false }), item("F2", 3.6)].map((entry) => [entry.sku, entry]));
  // The API's price is the base plus the default choices (A, F1, 3 × F2 = 6 + 1.2 + 10.8 = 18 € incl. VAT).
  const kitProduct = (baseIncl: number, baseRegularIncl?: number) =>
    product({
      sku: "KIT",
      type: "bundle",
      prices: prices(baseIncl + 18, { regular: baseRegularIncl === undefined ? undefined : baseRegularIncl + 18 }),
      bundleBasePrice: (({ regularPrice, finalPrice }) => ({ regularPrice, finalPrice }))(prices(baseIncl, { regular: baseRegularIncl })),
      bundleOptions: [
        {
          id: "1",
          label: "Oil",
          required: true,
          type: "radio",
          values: [
            { value: "A", label: "Oil A", defaultQuantity: 1, userDefinedQuantity: false, product: items.A },
            { value: "B", label: "Oil B", defaultQuantity: 1, userDefinedQuantity: false, product: items.B },
          ],
        },
        {
          id: "2",
          label: "Strips",
          required: false,
          type: "checkbox",
          values: [{ value: "S", label: "Strips", defaultQuantity: 2, userDefinedQuantity: true, product: items.S }],
        },
        {
          id: "3",
          label: "Bottles",
          required: true,
          type: "multi",
          values: [
            { value: "F1", label: "Bottle 1", defaultQuantity: 1, userDefinedQuantity: false, product: items.F1 },
            { value: "F2", label: "Bottle 2", defaultQuantity: 3, userDefinedQuantity: false, product: items.F2 },
          ],
        },
      ],
    });
  const noBase = selectionModelOf(kitProduct(0));
  const boxed = selectionModelOf(kitProduct(6.9));

  it("take the bundle's own price from the API and add the default choices to it", () => {
    expect(noBase.bundleBase.final).toEqual({ incl: 0, excl: 0 });
    expect(boxed.bundleBase.final).toEqual({ incl: 690, excl: 575 });
    // At the default choices the page shows exactly the API's price.
    expect(selectionPrice(boxed, initialSelection(boxed)).unit).toEqual(boxed.own.final);
  });

  it("open with the default choice of each required option", () => {
    expect(initialSelection(noBase).bundle).toEqual({ 1: { A: 1 }, 3: { F1: 1, F2: 3 } });
  });

  it("add the chosen values times their quantities to the base, times the bundle quantity", () => {
    const choose: SelectionAction[] = [
      { type: "bundleChoice", optionId: "1", sku: "B" },
      { type: "bundleToggle", optionId: "2", sku: "S", checked: true },
      { type: "bundleQuantity", optionId: "2", sku: "S", quantity: 5 },
      { type: "quantity", quantity: 2 },
    ];
    const state = run(noBase, ...choose);
    expect(state.bundle).toEqual({ 1: { B: 1 }, 2: { S: 5 }, 3: { F1: 1, F2: 3 } });
    const items = 1200 + 5 * 240 + 120 + 3 * 360;
    expect(selectionPrice(noBase, state)).toMatchObject({ unit: { incl: items }, total: { incl: 2 * items } });
    expect(selectionPrice(boxed, run(boxed, ...choose))).toMatchObject({ unit: { incl: 690 + items, excl: 575 + 1000 + 5 * 200 + 100 + 3 * 300 } });
    // Taking a value out takes its price out.
    expect(selectionPrice(boxed, run(boxed, { type: "bundleToggle", optionId: "3", sku: "F2", checked: false })).unit?.incl).toBe(690 + 600 + 120);
  });

  it("strike through a regular price only when the bundle's own price is on sale, not when a chosen item is", () => {
    const withItemOnSale = (base: ReturnType<typeof kitProduct>) => ({
      ...base,
      bundleOptions: base.bundleOptions.map((option) =>
        option.id === "1" ? { ...option, values: option.values.map((value) => (value.value === "A" ? { ...value, product: item("A", 6, { regular: 7.2 }) } : value)) } : option,
      ),
    });
    const itemSale = selectionModelOf(withItemOnSale(kitProduct(6.9)));
    expect(selectionPrice(itemSale, initialSelection(itemSale))).toMatchObject({ unit: { incl: 2490 }, regular: null });

    const boxSale = selectionModelOf({
      ...withItemOnSale(kitProduct(6.9)),
      bundleBasePrice: { regularPrice: prices(8.1).finalPrice, finalPrice: prices(6.9).finalPrice },
    });
    const price = selectionPrice(boxSale, initialSelection(boxSale));
    expect(price).toMatchObject({ unit: { incl: 2490 }, regular: { incl: 2610 } });
    expect(savingPercent(price)).toBe(5);
  });

  it("keep quantities within the rules", () => {
    const state = initialSelection(noBase);
    // Not the shopper's to change…
    expect(applySelection(noBase, state, { type: "bundleQuantity", optionId: "3", sku: "F2", quantity: 7 })).toBe(state);
    // …nor for a value not chosen.
    expect(applySelection(noBase, state, { type: "bundleQuantity", optionId: "2", sku: "S", quantity: 7 })).toBe(state);
    const zero = run(noBase, { type: "bundleToggle", optionId: "2", sku: "S", checked: true }, { type: "bundleQuantity", optionId: "2", sku: "S", quantity: 0 });
    expect(validateSelection(noBase, zero)).toContainEqual({ code: "bundleQuantity", optionId: "2", sku: "S", label: "Strips", max: MAX_QUANTITY });
  });

  it("require a choice for required options, one for single-choice ones, in stock", () => {
    const state = run(noBase, { type: "bundleChoice", optionId: "1", sku: null }, { type: "bundleToggle", optionId: "3", sku: "F2", checked: false });
    expect(validateSelection(noBase, state)).toEqual([
      { code: "bundleRequired", optionId: "1", label: "Oil" },
      { code: "bundleUnavailable", optionId: "3", sku: "F1", label: "Bottle 1" },
    ]);
    const forged: SelectionState = { ...initialSelection(noBase), bundle: { 1: { A: 1, B: 1 }, 3: { F2: 3 } } };
    expect(validateSelection(noBase, forged)).toEqual([{ code: "bundleSingle", optionId: "1", label: "Oil" }]);
    expect(cartRequestOf(noBase, run(noBase, { type: "bundleToggle", optionId: "3", sku: "F1", checked: false }))).toEqual([
      {
        sku: "KIT",
        quantity: 1,
        selectedOptions: [],
        selectedCustomOptions: [],
        selectedBundleOptions: [
          { option_id: "1", option_value: "A", option_qty: 1 },
          { option_id: "3", option_value: "F2", option_qty: 3 },
        ],
      },
    ]);
  });
});

describe("grouped products", () => {
  const range = selectionModelOf(
    product({
      sku: "GR",
      type: "grouped",
      prices: prices(3.6),
      groupedItems: [item("L1", 6.5, { tiers: [[6, 5.5]] }), item("L2", 9.9), item("L3", 3.6, { inStock: false })],
    }),
  );

  it("total each item at its quantity, tiers included", () => {
    const state = run(range, { type: "groupedQuantity", sku: "L1", quantity: 6 }, { type: "groupedQuantity", sku: "L2", quantity: 1 });
    expect(selectionPrice(range, state)).toMatchObject({ unit: null, total: { incl: 6 * 550 + 990, excl: 6 * 458 + 825 } });
    expect(cartRequestOf(range, state)).toEqual([
      { sku: "L1", quantity: 6, selectedOptions: [], selectedCustomOptions: [], selectedBundleOptions: [] },
      { sku: "L2", quantity: 1, selectedOptions: [], selectedCustomOptions: [], selectedBundleOptions: [] },
    ]);
  });

  it("need at least one item, in stock, within the quantity limit", () => {
    expect(validateSelection(range, initialSelection(range))).toEqual([{ code: "groupedEmpty" }]);
    const state = run(range, { type: "groupedQuantity", sku: "L3", quantity: 1 }, { type: "groupedQuantity", sku: "L2", quantity: MAX_QUANTITY + 1 });
    expect(validateSelection(range, state)).toEqual([
      { code: "groupedQuantity", sku: "L2", name: "L2", max: MAX_QUANTITY },
      { code: "groupedUnavailable", sku: "L3", name: "L3" },
    ]);
    // Negative or fractional entries become whole quantities.
    expect(run(range, { type: "groupedQuantity", sku: "L1", quantity: -3 }).grouped.L1).toBe(0);
    expect(run(range, { type: "groupedQuantity", sku: "L1", quantity: 2.7 }).grouped.L1).toBe(2);
  });
});

describe("quantity and stock", () => {
  it("keep the quantity between 1 and the maximum, for a product in stock", () => {
    expect(validateSelection(bottle, run(bottle, { type: "quantity", quantity: 0 }))).toEqual([{ code: "quantityRange", max: MAX_QUANTITY }]);
    expect(validateSelection(bottle, run(bottle, { type: "quantity", quantity: Number.NaN }))).toEqual([{ code: "quantityRange", max: MAX_QUANTITY }]);
    expect(validateSelection(bottle, run(bottle, { type: "quantity", quantity: MAX_QUANTITY }))).toEqual([]);
    const soldOut: SelectionModel = { ...bottle, own: { ...bottle.own, inStock: false } };
    expect(validateSelection(soldOut, initialSelection(soldOut))).toEqual([{ code: "productUnavailable" }]);
  });

  it("has a message for every issue, in both languages", () => {
    const codes = [
      "productUnavailable",
      "quantityRange",
      "variantRequired",
      "variantUnavailable",
      "customRequired",
      "customTooLong",
      "customInvalid",
      "bundleRequired",
      "bundleSingle",
      "bundleQuantity",
      "bundleUnavailable",
      "groupedEmpty",
      "groupedQuantity",
      "groupedUnavailable",
    ];
    for (const locale of ["fr-FR", "en-GB"] as const) {
      for (const code of codes) expect(catalogs[locale][`catalog.selection.error.${code}`], `${locale} ${code}`).toBeTruthy();
    }
  });
});
