import { describe, expect, it } from "vitest";
import { seedWeightGrams } from "./catalog-products.ts";
import { essentialOils } from "./catalogue/essential-oils.ts";

/** The catalogue's shipping weights: a unit's content and its packed container. */

describe("seeded product weights", () => {
  it("weighs a size with its packing: 10 ml 70 g, 100 ml 260 g, 1 kg 1.2 kg", () => {
    expect(seedWeightGrams("essential-oil", "simple", "10ml")).toBe(70);
    expect(seedWeightGrams("essential-oil", "simple", "100ml")).toBe(260);
    expect(seedWeightGrams("vegetable-oil", "simple", "1l")).toBe(1200);
    expect(seedWeightGrams("butter-wax", "simple", "1kg")).toBe(1200);
    expect(seedWeightGrams("butter-wax", "simple", "250g")).toBe(450);
    expect(seedWeightGrams("essential-oil", "simple", "TEST-LAVANDE-5ML".split("-").at(-1)!)).toBe(60);
  });

  it("weighs goods sold by the piece by their family, and nothing that is not shipped as such", () => {
    expect(seedWeightGrams("bottle", "simple", "AMBER")).toBe(120);
    expect(seedWeightGrams("accessory", "simple", "100")).toBe(200);
    expect(seedWeightGrams("kit", "simple", null)).toBe(800);
    expect(seedWeightGrams("essential-oil", "configurable", null)).toBeNull();
    expect(seedWeightGrams("kit", "bundle", null)).toBeNull();
  });

  it("gives every variant of the catalogue's essential oils a weight that grows with its size", () => {
    for (const oil of essentialOils.filter((seed) => seed.configurable)) {
      const weights = oil.configurable!.variants.map((variant) => seedWeightGrams(oil.family, "simple", variant.value));
      expect(weights.every((weight) => weight !== null && weight > 0), oil.sku).toBe(true);
      expect(weights, oil.sku).toEqual([...weights].sort((a, b) => a! - b!));
    }
  });
});
