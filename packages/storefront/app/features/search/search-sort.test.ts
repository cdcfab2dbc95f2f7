import { describe, expect, it } from "vitest";
import type { ListingState } from "../../lib/listing-url.ts";
import { searchSortOf, withSearchSort } from "./search-sort.tsx";

const state: ListingState = { page: 3, pageLength: 18, filters: { family: ["essential-oil"] } };

describe("search sort", () => {
  it("relevance is the default: no sort parameter; another order is kept; the page resets", () => {
    expect(withSearchSort({ ...state, sort: { field: "price", direction: "asc" } }, { field: "relevance", direction: "desc" })).toEqual({ ...state, page: 1 });
    expect(withSearchSort(state, { field: "name", direction: "asc" })).toEqual({ ...state, page: 1, sort: { field: "name", direction: "asc" } });
  });

  it("an unknown or catalogue-only order reads as relevance", () => {
    expect(searchSortOf(state)).toEqual({ field: "relevance", direction: "desc" });
    expect(searchSortOf({ ...state, sort: { field: "position", direction: "asc" } })).toEqual({ field: "relevance", direction: "desc" });
    expect(searchSortOf({ ...state, sort: { field: "price", direction: "desc" } })).toEqual({ field: "price", direction: "desc" });
  });
});
