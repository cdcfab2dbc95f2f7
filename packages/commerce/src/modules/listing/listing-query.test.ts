import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_LENGTH, MAX_FILTER_VALUES, normaliseFilterValue, normaliseListingInput } from "./listing-query.ts";
import { nameSortKey } from "../../shared/text-folding.ts";

describe("normaliseListingInput", () => {
  it("defaults to the first page of 18, by position", () => {
    expect(DEFAULT_PAGE_LENGTH).toBe(18);
    for (const input of [undefined, null, {}]) {
      expect(normaliseListingInput(input)).toEqual({ page: 1, pageLength: 18, sort: { field: "position", direction: "asc" }, filters: {}, displayRate: 1 });
    }
  });

  it("clamps the page to ≥ 1 and the page length to 1 … 100 (a page is at least 1)", () => {
    expect(normaliseListingInput({ page: 0, pageLength: 0 })).toMatchObject({ page: 1, pageLength: 1 });
    expect(normaliseListingInput({ page: -3, pageLength: -1 })).toMatchObject({ page: 1, pageLength: 1 });
    expect(normaliseListingInput({ page: 4, pageLength: 36 })).toMatchObject({ page: 4, pageLength: 36 });
    expect(normaliseListingInput({ page: 2.9, pageLength: 1e9 })).toMatchObject({ page: 2, pageLength: 100 });
    expect(normaliseListingInput({ page: Number.NaN })).toMatchObject({ page: 1 });
  });

  it("keeps known sorts in any letter case and ignores the rest", () => {
    expect(normaliseListingInput({ sort: { field: "Price", direction: "DESC" } }).sort).toEqual({ field: "price", direction: "desc" });
    expect(normaliseListingInput({ sort: { field: "newest", direction: "asc" } }).sort).toEqual({ field: "newest", direction: "asc" });
    for (const sort of [{ field: "rating", direction: "asc" }, { field: "name", direction: "down" }, { field: null, direction: null }, null]) {
      expect(normaliseListingInput({ sort }).sort).toEqual({ field: "position", direction: "asc" });
    }
  });

  it("turns prices into inclusive bounds in cents, ignoring negative or non-finite ones", () => {
    expect(normaliseListingInput({ minPrice: 10, maxPrice: 24.99 })).toMatchObject({ minCents: 1000, maxCents: 2499 });
    expect(normaliseListingInput({ minPrice: 0.005 })).toMatchObject({ minCents: 1 });
    const ignored = normaliseListingInput({ minPrice: -1, maxPrice: Number.POSITIVE_INFINITY });
    expect(ignored.minCents).toBeUndefined();
    expect(ignored.maxCents).toBeUndefined();
  });

  it("reads prices typed in another display currency as the euro bounds of the same displayed prices", () => {
    // At 0.86 £/€, 9.60 € shows as £8.26 (960 × 0.86 = 825.6): in at most £8.26, out from £8.27.
    const pounds = normaliseListingInput({ minPrice: 8.27, maxPrice: 8.26 }, undefined, 0.86);
    expect(pounds).toMatchObject({ displayRate: 0.86, minCents: 962, maxCents: 961 });
    const displayed = (euroCents: number) => Math.round(euroCents * 0.86);
    for (let cents = 900; cents < 1_100; cents++) {
      const query = normaliseListingInput({ minPrice: displayed(cents) / 100, maxPrice: displayed(cents) / 100 }, undefined, 0.86);
      expect(cents).toBeGreaterThanOrEqual(query.minCents!);
      expect(cents).toBeLessThanOrEqual(query.maxCents!);
    }
  });

  it("keeps the known filters, canonical values, deduplicated and sorted", () => {
    const query = normaliseListingInput({
      filters: [
        { name: "labels", values: ["vegan", "organic", "vegan", " "] },
        { name: "origin", values: ["fr", "UK", "France"] },
        { name: "is_organic", values: ["true", "1", "maybe"] },
        { name: "category", values: ["12", "012", "-1", "abc"] },
        { name: "family", values: ["essential-oil", "Essential Oil"] },
        { name: "labels", values: ["new"] },
        { name: "colour_of_the_sky", values: ["blue"] },
        { name: "url_key", values: ["x"] },
        { name: "description", values: ["x"] },
        { name: "tax_class_id", values: ["2"] },
        { name: "volume", values: [] },
      ],
    });
    expect(query.filters).toEqual({
      labels: ["new", "organic", "vegan"],
      origin: ["FR", "GB"],
      is_organic: ["1"],
      category: ["12"],
      family: ["essential-oil"],
    });
  });

  it("reads at most 50 values of a filter and 20 filters, far below the 9999 entries a query-string array may hold", () => {
    expect(MAX_FILTER_VALUES).toBe(50);
    const values = Array.from({ length: 20_000 }, (_unused, index) => `value-${index}`);
    const query = normaliseListingInput({ filters: [{ name: "labels", values }, { name: "labels", values }] });
    expect(query.filters.labels).toHaveLength(MAX_FILTER_VALUES);
    const many = normaliseListingInput({ filters: [...Array.from({ length: 20 }, () => ({ name: "labels", values: ["a"] })), { name: "volume", values: ["10ml"] }] });
    expect(many.filters).toEqual({ labels: ["a"] });
  });

  it("reads a price beyond 1,000,000 as 1,000,000, so its cents stay an ordinary integer at any display rate", () => {
    expect(normaliseListingInput({ minPrice: 1e308, maxPrice: Number.MAX_VALUE })).toMatchObject({ minCents: 100_000_000, maxCents: 100_000_000 });
    const pounds = normaliseListingInput({ minPrice: 1e308 }, undefined, 0.86);
    expect(Number.isSafeInteger(pounds.minCents)).toBe(true);
    expect(pounds.minCents).toBeLessThan(2 ** 31);
  });

  it("normalises single values", () => {
    expect(normaliseFilterValue("in_stock", "no")).toBe("0");
    expect(normaliseFilterValue("origin", "uk")).toBe("GB");
    expect(normaliseFilterValue("volume", " 10ml ")).toBe("10ml");
    expect(normaliseFilterValue("volume", "x".repeat(101))).toBeUndefined();
  });
});

describe("nameSortKey", () => {
  it("folds accents, case, ligatures and punctuation", () => {
    expect(nameSortKey("Écorce d'Œillet — « extra »")).toBe("ecorce d oeillet extra");
    expect(nameSortKey("  Ylang-Ylang  III ")).toBe("ylang ylang iii");
    expect(["Zeste", "écorce", "Ecorce", "Ambre"].map(nameSortKey).sort()).toEqual(["ambre", "ecorce", "ecorce", "zeste"]);
  });
});
