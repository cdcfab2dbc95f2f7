import { describe, expect, it } from "vitest";
import { resolveLine } from "../cart/cart-lines.ts";
import { BASE_CURRENCY, type ProductSelectionSource, selectionModelOfSource } from "../pricing/selection-model.ts";
import { MAX_RECIPIENTS, availabilityOf, isShareCodeShaped, itemIdOf, keptChoices, newShareCode, recipientsOf } from "./wishlist-items.ts";

/**
 * What a wishlist keeps, without a database: choices checked as the cart checks a line's, choices
 * still to make kept as made so far in the same canonical form, availability from stock, share
 * codes, the recipients of a list sent by e-mail.
 */

const sku = (code: string, priceCents: number, inStock = true) => ({ sku: code, name: code, priceCents, specialPriceCents: null, inStock });

/** A bottle in two colours, with an engraving (20 characters at most), gift wrapping and a required typeface. */
const bottle: ProductSelectionSource = {
  product: { ...sku("FL", 0), priceCents: null, type: "configurable" },
  variants: [
    { ...sku("FL-AMBER", 100), options: { 93: "amber" } },
    { ...sku("FL-BLUE", 120, false), options: { 93: "blue" } },
  ],
  configurableOptions: [{ id: "93", label: "Couleur", values: [{ value: "amber", label: "Ambre" }, { value: "blue", label: "Bleu" }] }],
  groupedItems: [],
  bundleOptions: [],
  customOptions: [
    { id: "1", title: "Gravure", type: "field", isRequired: false, maxCharacters: 20, extraCost: null, values: [] },
    { id: "2", title: "Emballage", type: "checkbox", isRequired: false, maxCharacters: null, extraCost: null, values: [{ id: "7", title: "Kraft", extraCost: null }, { id: "8", title: "Soie", extraCost: null }] },
    { id: "3", title: "Police", type: "drop_down", isRequired: true, maxCharacters: null, extraCost: null, values: [{ id: "5", title: "Romaine", extraCost: null }] },
  ],
};

/** A kit: one oil (required, radio), a bottle or none (checkbox). */
const kit: ProductSelectionSource = {
  product: { ...sku("KIT", 0), priceCents: null, type: "bundle" },
  variants: [],
  configurableOptions: [],
  groupedItems: [],
  bundleOptions: [
    { id: "10", label: "Huile", isRequired: true, type: "radio", selections: [{ source: sku("CITRON", 800), defaultQty: 2, userDefinedQty: true }, { source: sku("LAVANDE", 600), defaultQty: 1, userDefinedQty: false }] },
    { id: "11", label: "Flacon", isRequired: false, type: "checkbox", selections: [{ source: sku("FL-AMBER", 100), defaultQty: 1, userDefinedQty: true }] },
  ],
  customOptions: [],
};

const range: ProductSelectionSource = { product: { ...sku("RANGE", 0), priceCents: null, type: "grouped" }, variants: [], configurableOptions: [], groupedItems: [sku("CITRON", 800)], bundleOptions: [], customOptions: [] };

const model = (source: ProductSelectionSource) => selectionModelOfSource(source, BASE_CURRENCY);
const amber = { option_id: "93", option_value: "amber" };
const roman = { option_id: "3", option_value: "5" };

describe("keptChoices", () => {
  it("keeps complete choices exactly as the cart's line: same canonical choices, key and units", () => {
    const choices = { selectedOptions: [amber], selectedCustomOptions: [{ option_id: "2", option_value: "8" }, roman, { option_id: "1", option_value: "  Léa " }, { option_id: "2", option_value: "7" }] };
    const kept = keptChoices(model(bottle), choices);
    const line = resolveLine(model(bottle), choices);
    if (!kept.ok || !line.ok) throw new Error("both accepted");
    expect(kept.kept).toEqual({ choices: line.line.choices, itemKey: line.line.lineKey, units: line.line.units });
    expect(kept.kept.choices.selectedCustomOptions).toEqual([{ option_id: "1", option_value: "Léa" }, { option_id: "2", option_value: "7" }, { option_id: "2", option_value: "8" }, roman]);
    expect([...kept.kept.units!]).toEqual([["FL-AMBER", 1]]);
  });

  it("keeps choices still to make as made so far, in canonical form, the same key whatever their order", () => {
    const fromCard = keptChoices(model(bottle), {});
    expect(fromCard).toMatchObject({ ok: true, kept: { choices: { selectedOptions: [], selectedCustomOptions: [], selectedBundleOptions: [] }, units: undefined } });
    const partly = keptChoices(model(bottle), { selectedOptions: [amber], selectedCustomOptions: [{ option_id: "2", option_value: "8" }, { option_id: "2", option_value: "7" }, { option_id: "1", option_value: "Léa " }] });
    const reordered = keptChoices(model(bottle), { selectedCustomOptions: [{ option_id: "1", option_value: "Léa" }, { option_id: "2", option_value: "7" }, { option_id: "2", option_value: "8" }], selectedOptions: [amber] });
    if (!partly.ok || !reordered.ok || !fromCard.ok) throw new Error("kept");
    expect(partly.kept.units).toBeUndefined();
    expect(partly.kept.choices.selectedCustomOptions.map((choice) => choice.option_value)).toEqual(["Léa", "7", "8"]);
    expect(reordered.kept.itemKey).toBe(partly.kept.itemKey);
    expect(fromCard.kept.itemKey).not.toBe(partly.kept.itemKey);
    // A grouped product is bought as its items: kept without choices.
    expect(keptChoices(model(range), {})).toMatchObject({ ok: true, kept: { units: undefined } });
  });

  it("refuses what the cart refuses besides choices still to make, also behind a required option missing", () => {
    expect(keptChoices(model(bottle), { selectedOptions: [{ option_id: "93", option_value: "green" }] })).toEqual({ ok: false, code: "OPTIONS_INVALID" });
    // The required typeface is missing, and the engraving is too long or its value unknown: refused all the same.
    expect(keptChoices(model(bottle), { selectedCustomOptions: [{ option_id: "1", option_value: "x".repeat(21) }] })).toEqual({ ok: false, code: "OPTION_TEXT_TOO_LONG" });
    expect(keptChoices(model(bottle), { selectedOptions: [amber], selectedCustomOptions: [{ option_id: "1", option_value: "x".repeat(21) }] })).toEqual({ ok: false, code: "OPTION_TEXT_TOO_LONG" });
    expect(keptChoices(model(bottle), { selectedCustomOptions: [{ option_id: "3", option_value: "99" }] })).toEqual({ ok: false, code: "OPTIONS_INVALID" });
    expect(keptChoices(model(bottle), { selectedCustomOptions: [{ option_id: "99", option_value: "1" }] })).toEqual({ ok: false, code: "OPTIONS_INVALID" });
    expect(keptChoices(model(range), { selectedOptions: [amber] })).toEqual({ ok: false, code: "OPTIONS_INVALID" });
    expect(keptChoices(model(kit), { selectedBundleOptions: [{ option_id: "10", option_value: "CITRON", option_qty: 1 }, { option_id: "10", option_value: "LAVANDE", option_qty: 1 }] })).toEqual({ ok: false, code: "OPTIONS_INVALID" });
    expect(keptChoices(model(kit), { selectedBundleOptions: [{ option_id: "10", option_value: "LAVANDE", option_qty: 3 }] })).toEqual({ ok: false, code: "OPTIONS_INVALID" });
  });

  it("keeps a bundle's default choices when none are given, the items' units with them", () => {
    const kept = keptChoices(model(kit), {});
    if (!kept.ok) throw new Error("kept");
    expect(kept.kept.choices.selectedBundleOptions).toEqual([{ option_id: "10", option_value: "CITRON", option_qty: 2 }]);
    expect([...kept.kept.units!]).toEqual([["CITRON", 2]]);
    // Only the optional bottle given: the required oil is still to choose.
    const partly = keptChoices(model(kit), { selectedBundleOptions: [{ option_id: "11", option_value: "FL-AMBER", option_qty: 1 }] });
    expect(partly).toMatchObject({ ok: true, kept: { choices: { selectedBundleOptions: [{ option_id: "11", option_value: "FL-AMBER", option_qty: 1 }] }, units: undefined } });
  });
});

describe("availabilityOf", () => {
  const stock = new Map([["FL-AMBER", 3], ["CITRON", 1]]);
  const complete = { selectedOptions: [amber], selectedCustomOptions: [roman], selectedBundleOptions: [] };
  it("says whether the item can go in a basket as kept", () => {
    expect(availabilityOf(keptChoices(model(bottle), complete), stock)).toBe("AVAILABLE");
    expect(availabilityOf(keptChoices(model(bottle), complete), new Map())).toBe("OUT_OF_STOCK");
    expect(availabilityOf(keptChoices(model(bottle), { ...complete, selectedCustomOptions: [] }), stock)).toBe("OPTIONS_REQUIRED");
    // No longer sold, or a choice kept no longer offered.
    expect(availabilityOf(undefined, stock)).toBe("UNAVAILABLE");
    expect(availabilityOf(keptChoices(model(bottle), { ...complete, selectedOptions: [{ option_id: "93", option_value: "green" }] }), stock)).toBe("UNAVAILABLE");
    // A kit of two lemons with one in stock.
    expect(availabilityOf(keptChoices(model(kit), {}), stock)).toBe("OUT_OF_STOCK");
    expect(availabilityOf(keptChoices(model(kit), {}), new Map([["CITRON", 2]]))).toBe("AVAILABLE");
  });
});

describe("share codes", () => {
  it("are 128 random bits as 22 base64url characters, never drawn twice", () => {
    const codes = Array.from({ length: 10_000 }, newShareCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(codes[0], "base64url")).toHaveLength(16);
    expect(codes.every(isShareCodeShaped)).toBe(true);
  });
  it("are told from what cannot be one before anything is read", () => {
    for (const code of ["", "short", `${newShareCode()}x`, "a".repeat(21) + "=", "a".repeat(21) + "/", "' or 1=1 --aaaaaaaaaaa"]) expect(isShareCodeShaped(code)).toBe(false);
  });
});

describe("itemIdOf", () => {
  it("reads positive whole numbers only", () => {
    expect(itemIdOf("42")).toBe(42);
    for (const id of ["0", "-1", "1.5", "abc", "", "1e3", "9".repeat(16)]) expect(itemIdOf(id)).toBeUndefined();
  });
});

describe("recipientsOf", () => {
  it("takes 1 to 5 addresses, blanks left out, each checked, the same address once", () => {
    expect(recipientsOf([" Léa@Example.com ", "lea@example.com", "", "bob@example.org"])).toEqual({ ok: true, recipients: ["léa@example.com", "lea@example.com", "bob@example.org"] });
    expect(recipientsOf(["A@example.com", "a@example.com "])).toEqual({ ok: true, recipients: ["a@example.com"] });
    expect(recipientsOf([])).toEqual({ ok: false, code: "RECIPIENTS_OUT_OF_RANGE" });
    expect(recipientsOf(["  ", ""])).toEqual({ ok: false, code: "RECIPIENTS_OUT_OF_RANGE" });
    expect(recipientsOf(Array.from({ length: MAX_RECIPIENTS + 1 }, (_unused, index) => `friend${index}@example.com`))).toEqual({ ok: false, code: "RECIPIENTS_OUT_OF_RANGE" });
    expect(recipientsOf(["lea@example.com", "not an address", "bob@"])).toEqual({ ok: false, code: "INVALID_EMAIL", email: "not an address" });
  });
});
