import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  acceptedListingState,
  canonicalListingSearch,
  listingInputOf,
  listingSearch,
  listingStateOf,
  paginationWindow,
  refinementCount,
  sortKey,
  sortOfKey,
  SORT_CHOICES,
  withFilterValue,
  withPage,
  withPageLength,
  withPriceRange,
  withSort,
  withoutFilter,
  withoutRefinements,
} from "./listing-state.ts";

describe("URL state → ListingInput", () => {
  it("sends the defaults for an empty query string", () => {
    expect(listingInputOf("")).toEqual({ page: 1, pageLength: 18, filters: [] });
  });

  it("sends every other parameter as an attribute filter with its values", () => {
    const input = listingInputOf('origin=FR&family=essential-oil&origin=IT&page=2&pageLength=36&minPrice=10&maxPrice=25.5&sort={"field":"price","direction":"desc"}');
    expect(input).toEqual({
      page: 2,
      pageLength: 36,
      minPrice: 10,
      maxPrice: 25.5,
      sort: { field: "price", direction: "desc" },
      filters: [
        { name: "family", values: ["essential-oil"] },
        { name: "origin", values: ["FR", "IT"] },
      ],
    });
  });

  it("turns bad values into a sane listing, never an error", () => {
    const warn = vi.fn();
    const input = listingInputOf("page=-3&pageLength=100000&minPrice=abc&maxPrice=-5&sort={oops&unknown_attribute=x", warn);
    expect(input).toEqual({ page: 1, pageLength: 18, filters: [{ name: "unknown_attribute", values: ["x"] }] });
    expect(warn).toHaveBeenCalledOnce();
    // Query-string arrays are read up to 9999 entries: 50 are sent.
    const many = new URLSearchParams(Array.from({ length: 12000 }, (_, index) => ["origin", `v${index}`]));
    expect(listingInputOf(many).filters[0].values).toHaveLength(50);
    // Within GraphQL's Int and finite Floats: out of range, the page's query failed (a 500).
    expect(listingInputOf("page=999999999999&minPrice=1e308&maxPrice=1e999")).toEqual({ page: 100_000, pageLength: 18, minPrice: 1_000_000, filters: [] });
  });

  it("gives the same variables for the same listing however its URL is written", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("origin", "family", "labels"), fc.constantFrom("a", "b", "c")), { maxLength: 8 }), (pairs) => {
        const forward = new URLSearchParams(pairs);
        const backward = new URLSearchParams([...pairs].reverse());
        expect(listingInputOf(forward)).toEqual(listingInputOf(backward));
      }),
    );
  });
});

describe("listing changes", () => {
  const state = listingStateOf('origin=FR&page=3&sort={"field":"name","direction":"asc"}');

  it("go back to the first page when a filter, price or sort changes", () => {
    expect(withFilterValue(state, "origin", "IT", true)).toMatchObject({ page: 1, filters: { origin: ["FR", "IT"] } });
    expect(withFilterValue(state, "origin", "FR", false)).toMatchObject({ page: 1, filters: {} });
    expect(withoutFilter(state, "origin").filters).toEqual({});
    expect(withPriceRange(state, 10, 25)).toMatchObject({ page: 1, minPrice: 10, maxPrice: 25 });
    expect(withSort(state, { field: "price", direction: "asc" })).toMatchObject({ page: 1, sort: { field: "price", direction: "asc" } });
  });

  it("write the canonical URL: default sort, first page and default size left out", () => {
    expect(listingSearch(withSort(state, { field: "position", direction: "asc" }))).toBe("?origin=FR");
    expect(listingSearch(withPage(state, 1))).toBe('?origin=FR&sort=%7B%22field%22%3A%22name%22%2C%22direction%22%3A%22asc%22%7D');
    expect(listingSearch(listingStateOf(""))).toBe("");
    expect(listingSearch(withPageLength(listingStateOf(""), 36))).toBe("?pageLength=36");
  });

  it("swap reversed price bounds and drop missing ones", () => {
    expect(withPriceRange(state, 50, 10)).toMatchObject({ minPrice: 10, maxPrice: 50 });
    const open = withPriceRange(withPriceRange(state, 10, 20), 100, undefined);
    expect(open.minPrice).toBe(100);
    expect("maxPrice" in open).toBe(false);
  });

  it("keep the first product of the page in view when the page size changes", () => {
    expect(withPageLength(listingStateOf("page=3"), 36).page).toBe(2); // items 37–54 → page 2 of 36
    expect(withPageLength(listingStateOf("page=2&pageLength=36"), 18).page).toBe(3); // item 37 → page 3 of 18
  });

  it("clear filters and prices, keeping sort and page size", () => {
    const refined = withPriceRange(withFilterValue(withPageLength(state, 36), "labels", "organic", true), 5, undefined);
    expect(refinementCount(refined)).toBe(3);
    const cleared = withoutRefinements(refined);
    expect(cleared).toEqual({ page: 1, pageLength: 36, filters: {}, sort: { field: "name", direction: "asc" } });
    expect(refinementCount(cleared)).toBe(0);
  });

  it("offer position, price both ways, name and newest, each round-tripping through its key", () => {
    expect(SORT_CHOICES.map(sortKey)).toEqual(["position:asc", "price:asc", "price:desc", "name:asc", "newest:desc"]);
    for (const choice of SORT_CHOICES) expect(sortOfKey(sortKey(choice))).toEqual(choice);
    expect(sortOfKey("nonsense")).toEqual({ field: "position", direction: "asc" });
  });
});

describe("accepted listing state", () => {
  it("keeps only what the API applied: its filters, the page it served, the sort if it applied it", () => {
    const made = Array.from({ length: 40 }, (_, index) => `origin=v${index}`).join("&");
    const state = listingStateOf(`origin=fr&${made}&labels=nope&utm_source=mail&page=999&pageLength=36&minPrice=5&sort={"field":"rating","direction":"asc"}`);
    const accepted = acceptedListingState(state, {
      page: 4,
      appliedFilters: [{ name: "origin", values: ["FR"] }],
      appliedSort: { field: "position", direction: "asc" },
    });
    expect(accepted).toEqual({ page: 4, pageLength: 36, minPrice: 5, filters: { origin: ["FR"] } });
    // Every link is then built from it: the made-up values are in none.
    expect(listingSearch(withPage(accepted, 3))).toBe("?origin=FR&minPrice=5&pageLength=36&page=3");
    const sorted = listingStateOf('sort={"field":"price","direction":"desc"}');
    expect(acceptedListingState(sorted, { page: 1, appliedFilters: [], appliedSort: { field: "price", direction: "desc" } }).sort).toEqual({ field: "price", direction: "desc" });
  });
});

describe("canonical listing URL", () => {
  it("keeps the pagination and drops filters, prices and sort", () => {
    expect(canonicalListingSearch('origin=FR&minPrice=3&sort={"field":"price","direction":"asc"}&page=2').toString()).toBe("page=2");
    expect(canonicalListingSearch("pageLength=36&page=1&labels=organic").toString()).toBe("pageLength=36");
    expect(canonicalListingSearch("utm_source=mail&page=-1").toString()).toBe("");
  });
});

describe("pagination window", () => {
  it("shows the first, the last and the neighbours, with gaps", () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(paginationWindow(10, 10)).toEqual([1, null, 9, 10]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
