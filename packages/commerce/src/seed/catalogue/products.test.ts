import { describe, expect, it } from "vitest";
import { HAZARD_STATEMENTS } from "../../media/hazards.ts";
import { categorySeeds } from "../catalog-categories.ts";
import { EU_ALLERGENS, untranslatedConstituents } from "./product-builders.ts";
import { products } from "./products.ts";
import type { Localised, ProductSeed } from "../../modules/product/product-definition.ts";

/** The demo catalogue's source data: complete, consistent and true to form. */

const topCodes = categorySeeds.map((category) => category.code);
const leafCodes = new Set(categorySeeds.flatMap((category) => (category.children ?? []).map((child) => child.code)));
const allCodes = new Set([...topCodes, ...leafCodes]);

const sellable = products;
const variantSkus = products.flatMap((product) => (product.configurable?.variants ?? []).map((variant) => product.sku + variant.skuSuffix));
/** Skus a shopper can put in a cart on their own: simple products and configurable children. */
const purchasableSkus = new Set([...products.filter((product) => product.type === "simple").map((product) => product.sku), ...variantSkus]);

/** CAS Registry Number check digit: the digits right to left, weighted 1, 2, 3…, sum modulo 10. */
function isValidCas(cas: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!match) return false;
  const digits = (match[1] + match[2]).split("").reverse();
  const sum = digits.reduce((total, digit, index) => total + (index + 1) * Number(digit), 0);
  return sum % 10 === Number(match[3]);
}

function textsOf(product: ProductSeed): [string, Localised][] {
  const texts: [string, Localised][] = [
    ["name", product.name],
    ["shortDescription", product.shortDescription],
    ["description", product.description],
  ];
  if (product.specificity) texts.push(["specificity", product.specificity]);
  if (product.origin?.region) texts.push(["origin.region", product.origin.region]);
  for (const [key, value] of Object.entries(product.technical ?? {})) {
    if (value && typeof value === "object" && "fr" in value) texts.push([`technical.${key}`, value as Localised]);
  }
  for (const variant of product.configurable?.variants ?? []) texts.push([`variant ${variant.skuSuffix}`, variant.label]);
  for (const option of product.bundleOptions ?? []) texts.push([`bundle option ${option.code}`, option.label]);
  for (const option of product.customOptions ?? []) {
    texts.push([`custom option ${option.code}`, option.title]);
    for (const value of option.values ?? []) texts.push([`custom option value ${option.code}`, value.title]);
  }
  return texts;
}

/** Every price of a product: its own, its variants', its tiers'. */
function pricesOf(product: ProductSeed): number[] {
  const prices: number[] = [];
  if (product.priceCents !== undefined) prices.push(product.priceCents);
  if (product.specialPriceCents !== undefined) prices.push(product.specialPriceCents);
  for (const tier of product.tierPrices ?? []) prices.push(tier.priceCents);
  for (const variant of product.configurable?.variants ?? []) {
    prices.push(variant.priceCents);
    if (variant.specialPriceCents !== undefined) prices.push(variant.specialPriceCents);
    for (const tier of variant.tierPrices ?? []) prices.push(tier.priceCents);
  }
  return prices;
}

const isOutOfStock = (product: ProductSeed): boolean =>
  product.type === "configurable" ? product.configurable!.variants.every((variant) => variant.stock === 0) : product.stock === 0;
const isOnSale = (product: ProductSeed): boolean =>
  product.specialPriceCents !== undefined || (product.configurable?.variants ?? []).some((variant) => variant.specialPriceCents !== undefined);
const hasTierPrices = (product: ProductSeed): boolean =>
  (product.tierPrices?.length ?? 0) > 0 || (product.configurable?.variants ?? []).some((variant) => (variant.tierPrices?.length ?? 0) > 0);

describe("demo catalogue data", () => {
  it("has at least 300 sellable products (configurable children not counted)", () => {
    expect(sellable.length).toBeGreaterThanOrEqual(300);
  });

  it("uses all thirteen top categories, and every product sits in a leaf sub-category", () => {
    const usedTops = new Set(products.flatMap((product) => product.categories.map((code) => code.split("/")[0])));
    expect([...usedTops].sort()).toEqual([...topCodes].sort());
    for (const product of products) {
      expect(product.categories.some((code) => leafCodes.has(code)), product.sku).toBe(true);
    }
  });

  it("refers only to categories defined in catalog-categories.ts, and uses every sub-category", () => {
    const unknown = products.flatMap((product) => product.categories.filter((code) => !allCodes.has(code)).map((code) => `${product.sku}: ${code}`));
    expect(unknown).toEqual([]);
    const used = new Set(products.flatMap((product) => product.categories));
    expect([...leafCodes].filter((code) => !used.has(code))).toEqual([]);
  });

  it("has unique skus, variant skus included, in upper-case ASCII", () => {
    const skus = [...products.map((product) => product.sku), ...variantSkus];
    const seen = new Set<string>();
    const duplicates = skus.filter((sku) => (seen.has(sku) ? true : (seen.add(sku), false)));
    expect(duplicates).toEqual([]);
    for (const sku of skus) expect(sku).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
  });

  it("gives each product type the fields it needs", () => {
    for (const product of products) {
      switch (product.type) {
        case "simple":
          expect(product.priceCents, product.sku).toBeDefined();
          expect(product.stock, product.sku).toBeDefined();
          break;
        case "configurable": {
          const variants = product.configurable?.variants ?? [];
          expect(variants.length, product.sku).toBeGreaterThanOrEqual(2);
          expect(new Set(variants.map((variant) => variant.value)).size, product.sku).toBe(variants.length);
          for (const variant of variants) expect(variant.skuSuffix, product.sku).toMatch(/^-[A-Z0-9]+$/);
          break;
        }
        case "grouped":
          expect(product.groupedSkus?.length ?? 0, product.sku).toBeGreaterThanOrEqual(2);
          break;
        case "bundle":
          expect(product.bundleOptions?.length ?? 0, product.sku).toBeGreaterThanOrEqual(2);
          expect(product.priceCents, product.sku).toBeDefined();
          break;
      }
    }
  });

  it("points grouped items and bundle choices at purchasable skus of the catalogue", () => {
    const missing: string[] = [];
    for (const product of products) {
      for (const sku of product.groupedSkus ?? []) if (!purchasableSkus.has(sku)) missing.push(`${product.sku} → ${sku}`);
      for (const option of product.bundleOptions ?? []) {
        expect(option.values.length, `${product.sku} ${option.code}`).toBeGreaterThanOrEqual(1);
        for (const value of option.values) {
          if (!purchasableSkus.has(value.sku)) missing.push(`${product.sku} ${option.code} → ${value.sku}`);
          expect(Number.isInteger(value.defaultQuantity) && value.defaultQuantity >= 1, `${product.sku} ${value.sku}`).toBe(true);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(products.filter((product) => product.type === "grouped").length).toBeGreaterThanOrEqual(2);
    expect(products.filter((product) => product.type === "bundle").length).toBeGreaterThanOrEqual(4);
    const choices = products.flatMap((product) => (product.bundleOptions ?? []).flatMap((option) => option.values));
    expect(choices.some((value) => value.userDefinedQuantity)).toBe(true);
    expect(products.some((product) => (product.bundleOptions ?? []).some((option) => option.required))).toBe(true);
    expect(products.some((product) => (product.bundleOptions ?? []).some((option) => !option.required))).toBe(true);
  });

  it("has every text in French and in English", () => {
    const empty: string[] = [];
    for (const product of products) {
      for (const [key, value] of textsOf(product)) {
        for (const language of ["fr", "en"] as const) {
          if (typeof value[language] !== "string" || value[language].trim() === "") empty.push(`${product.sku} ${key} ${language}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it("writes short descriptions of one or two sentences and descriptions of two or three paragraphs", () => {
    for (const product of products) {
      for (const language of ["fr", "en"] as const) {
        const sentences = product.shortDescription[language].split(/(?<=[.!?…])\s+(?=[A-ZÀ-Ý«])/u);
        expect(sentences.length, `${product.sku} ${language}`).toBeLessThanOrEqual(2);
        expect(product.shortDescription[language], `${product.sku} ${language}`).toMatch(/[.!?…]$/);
        const count = product.description[language].split("\n\n").length;
        expect(count, `${product.sku} ${language}`).toBeGreaterThanOrEqual(2);
        expect(count, `${product.sku} ${language}`).toBeLessThanOrEqual(3);
      }
      // French typography: no straight apostrophe, no ordinary space before « : ; ! ? ».
      const fr = textsOf(product).map(([, value]) => value.fr).join("\n");
      expect(fr, product.sku).not.toMatch(/'/);
      expect(fr, product.sku).not.toMatch(/ [:;!?]/);
    }
  });

  it("writes distinct prose for the raw materials", () => {
    const raw = products.filter((product) =>
      ["essential-oil", "absolute", "co2-extract", "hydrosol", "vegetable-oil", "butter-wax", "aroma-molecule"].includes(product.family),
    );
    expect(raw.length).toBeGreaterThanOrEqual(120);
    for (const language of ["fr", "en"] as const) {
      const firstParagraphs = raw.map((product) => product.description[language].split("\n\n")[0]);
      expect(new Set(firstParagraphs).size).toBe(raw.length);
      const shorts = raw.map((product) => product.shortDescription[language]);
      expect(new Set(shorts).size).toBe(raw.length);
    }
    const names = products.map((product) => product.name.en);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives natural raw materials a botanical name and an origin, and quotes only translated constituents", () => {
    for (const product of products) {
      if (["essential-oil", "absolute", "co2-extract", "hydrosol", "vegetable-oil"].includes(product.family) && product.type !== "grouped") {
        expect(product.botanicalName, product.sku).toMatch(/^[A-Z][a-z]+ [a-z×-]+/);
        expect(product.origin?.country, product.sku).toMatch(/^[A-Z]{2}$/);
        expect(product.technical?.extraction, product.sku).toBeDefined();
      }
    }
    const quoted = products.flatMap((product) => (product.technical?.mainComponents ?? []).slice(0, 3).map((component) => component.name));
    expect(untranslatedConstituents(quoted)).toEqual([]);
  });

  it("has CAS numbers that pass the check-digit algorithm", () => {
    const withCas = products.filter((product) => product.casNumber !== undefined);
    expect(withCas.length).toBeGreaterThanOrEqual(100);
    const invalid = withCas.filter((product) => !isValidCas(product.casNumber!)).map((product) => `${product.sku}: ${product.casNumber}`);
    expect(invalid).toEqual([]);
    const bySku = new Map(products.map((product) => [product.sku, product.casNumber]));
    // Reference values from the issue.
    expect(products.find((product) => product.sku === "HE-LAVANDE-FINE")?.casNumber).toBe("8000-28-0");
    expect(bySku.get("MA-LINALOL")).toBe("78-70-6");
    expect(bySku.get("MA-ISO-E-SUPER")).toBe("54464-57-2");
    expect(bySku.get("MA-HEDIONE")).toBe("24851-98-7");
    expect(bySku.get("MA-AMBROXIDE")).toBe("6790-58-5");
    expect(bySku.get("MA-VANILLINE")).toBe("121-33-5");
    expect(bySku.get("MA-COUMARINE")).toBe("91-64-5");
  });

  it("declares known hazard statements and EU allergens", () => {
    const known = new Set(Object.keys(HAZARD_STATEMENTS));
    const allergens = new Set<string>(EU_ALLERGENS);
    for (const product of products) {
      for (const code of product.technical?.hazardStatements ?? []) expect(known.has(code), `${product.sku} ${code}`).toBe(true);
      for (const allergen of product.technical?.allergens ?? []) expect(allergens.has(allergen), `${product.sku} ${allergen}`).toBe(true);
    }
  });

  it("has some products out of stock, on sale, organic, with tier prices", () => {
    const outOfStock = products.filter(isOutOfStock).length;
    const onSale = products.filter(isOnSale).length;
    expect(outOfStock / products.length).toBeGreaterThanOrEqual(0.05);
    expect(onSale / products.length).toBeGreaterThanOrEqual(0.06);
    expect(onSale / products.length).toBeLessThanOrEqual(0.12);
    expect(products.filter((product) => product.isOrganic).length).toBeGreaterThanOrEqual(40);
    for (const product of products.filter((product) => product.isOrganic)) expect(product.labels, product.sku).toContain("organic");
    expect(products.filter(hasTierPrices).length).toBeGreaterThanOrEqual(20);
  });

  it("sells essential oils in 5/10/30/100 ml, some with a 1 L bulk size, vegetable oils and hydrosols in their sizes", () => {
    const values = (product: ProductSeed) => product.configurable?.variants.map((variant) => variant.value) ?? [];
    const oils = products.filter((product) => product.family === "essential-oil" && product.type === "configurable");
    expect(oils.filter((product) => ["5ml", "10ml", "30ml", "100ml"].every((value) => values(product).includes(value))).length).toBeGreaterThan(20);
    const bulk = oils.filter((product) => values(product).includes("1l"));
    expect(bulk.length).toBeGreaterThanOrEqual(5);
    for (const product of bulk) {
      const litre = product.configurable!.variants.find((variant) => variant.value === "1l")!;
      expect(litre.tierPrices?.length, product.sku).toBeGreaterThan(0);
    }
    for (const product of products.filter((item) => item.family === "vegetable-oil" && item.type === "configurable")) {
      expect(values(product), product.sku).toEqual(["50ml", "100ml", "250ml", "1l"]);
    }
    for (const product of products.filter((item) => item.family === "hydrosol" && item.type === "configurable")) {
      expect(values(product), product.sku).toEqual(["200ml", "1l"]);
    }
  });

  it("offers an engraving of up to 20 characters at a fixed extra cost, and gift wrapping at a percentage", () => {
    const options = products.flatMap((product) => product.customOptions ?? []);
    const engravings = options.filter((option) => option.code === "engraving");
    expect(engravings.length).toBeGreaterThanOrEqual(5);
    for (const option of engravings) {
      expect(option.type).toBe("field");
      expect(option.maxCharacters).toBe(20);
      expect(option.extraCost?.type).toBe("fixed");
    }
    const giftWraps = options.filter((option) => option.code === "gift-wrap");
    expect(giftWraps.length).toBeGreaterThanOrEqual(5);
    for (const option of giftWraps) {
      expect(option.type).toBe("checkbox");
      expect(option.values?.[0]?.extraCost?.type).toBe("percentage");
    }
  });

  it("prices everything in positive integer cents, special prices and tiers below the regular price", () => {
    for (const product of products) {
      for (const price of pricesOf(product)) expect(Number.isInteger(price) && price > 0, product.sku).toBe(true);
      const rows = [product, ...(product.configurable?.variants ?? [])] as { priceCents?: number; specialPriceCents?: number; tierPrices?: { qty: number; priceCents: number }[] }[];
      for (const row of rows) {
        if (row.priceCents === undefined) continue;
        if (row.specialPriceCents !== undefined) expect(row.specialPriceCents, product.sku).toBeLessThan(row.priceCents);
        for (const tier of row.tierPrices ?? []) {
          expect(tier.priceCents, product.sku).toBeLessThan(row.priceCents);
          expect(tier.qty, product.sku).toBeGreaterThan(1);
        }
      }
      for (const option of product.customOptions ?? []) {
        for (const cost of [option.extraCost, ...(option.values ?? []).map((value) => value.extraCost)]) {
          if (cost?.type === "fixed") expect(Number.isInteger(cost.cents) && cost.cents > 0, product.sku).toBe(true);
          if (cost?.type === "percentage") expect(cost.rate > 0 && cost.rate <= 100, product.sku).toBe(true);
        }
      }
    }
    // Reference points of the issue: fine lavender 10 ml at €6.50 incl. VAT.
    const lavender = products.find((product) => product.sku === "HE-LAVANDE-FINE")!;
    expect(lavender.configurable!.variants.find((variant) => variant.value === "10ml")!.priceCents).toBe(542);
  });
});
