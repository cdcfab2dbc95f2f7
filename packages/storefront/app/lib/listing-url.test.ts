import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { type ListingState, parseListingQuery, serializeListingQuery } from "./listing-url.ts";

const config = { pageSizes: [18, 36], onWarning: () => undefined };
const parse = (query: string, overrides = {}) => parseListingQuery(new URLSearchParams(query), { ...config, ...overrides });

const filterName = fc.stringMatching(/^[a-z][a-z_]{0,11}$/).filter((name) => !["page", "sort"].includes(name));
const stateArbitrary: fc.Arbitrary<ListingState> = fc.record(
  {
    page: fc.integer({ min: 1, max: 5000 }),
    pageLength: fc.constantFrom(18, 36),
    minPrice: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    maxPrice: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    sort: fc.record({ field: fc.constantFrom("position", "price", "name", "newest"), direction: fc.constantFrom("asc" as const, "desc" as const) }),
    filters: fc.dictionary(filterName, fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 5 }).map((values) => values.sort())),
  },
  { requiredKeys: ["page", "pageLength", "filters"] },
);

describe("listing URL state", () => {
  it("round-trips: parse(serialise(state)) = state", () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        expect(parseListingQuery(serializeListingQuery(state, config), config)).toEqual(state);
      }),
    );
  });

  it("serialises to a canonical form: serialise(parse(query)) is stable", () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        const once = serializeListingQuery(state, config).toString();
        expect(serializeListingQuery(parse(once), config).toString()).toBe(once);
      }),
    );
  });

  it("omits the first page and the default page size from canonical URLs", () => {
    expect(serializeListingQuery(parse("page=1&pageLength=18"), config).toString()).toBe("");
    expect(serializeListingQuery(parse("page=2&pageLength=36"), config).toString()).toBe("pageLength=36&page=2");
  });

  it("defaults the page to 1 and the page length to the first size, or 9 without sizes", () => {
    expect(parse("")).toMatchObject({ page: 1, pageLength: 18 });
    expect(parseListingQuery(new URLSearchParams(""), { pageSizes: [] })).toMatchObject({ pageLength: 9 });
  });

  it("keeps bad numbers sane: negative, zero, garbage and huge values", () => {
    expect(parse("page=-3&pageLength=0")).toMatchObject({ page: 1, pageLength: 18 });
    expect(parse("page=0&pageLength=-36")).toMatchObject({ page: 1, pageLength: 18 });
    expect(parse("page=abc&pageLength=1e9")).toMatchObject({ page: 1, pageLength: 18 });
    expect(parse("page=2.5")).toMatchObject({ page: 1 });
  });

  it("reads a page beyond 100,000 as 100,000 (the API serves the last page) and only offered page sizes", () => {
    // Beyond GraphQL's 32-bit Int, a page number made the page's query fail: a 500.
    for (const page of ["999999999999", "99999999999999999999", "9007199254740993", "100001"]) {
      expect(parse(`page=${page}`).page, page).toBe(100_000);
    }
    expect(parse("page=100000").page).toBe(100_000);
    expect(parse("pageLength=36").pageLength).toBe(36);
    for (const size of ["1", "17", "100", "999999", "99999999999"]) expect(parse(`pageLength=${size}`).pageLength, size).toBe(18);
  });

  it("ignores prices that are not finite non-negative numbers, and reads those above 1,000,000 as 1,000,000", () => {
    expect(parse("minPrice=1e308&maxPrice=1e308")).toMatchObject({ minPrice: 1_000_000, maxPrice: 1_000_000 });
    expect(parse("minPrice=1e308", { taxDivisor: 1.2 }).minPrice).toBe(1_000_000);
    for (const price of ["Infinity", "-1e308", "1e309", "NaN", "0x", ""]) expect(parse(`minPrice=${price}`), price).not.toHaveProperty("minPrice");
  });

  it("divides entered prices by the tax divisor and rounds to 2 decimals", () => {
    expect(parse("minPrice=12&maxPrice=50", { taxDivisor: 1.2 })).toMatchObject({ minPrice: 10, maxPrice: 41.67 });
    expect(parse("minPrice=-5&maxPrice=abc")).not.toHaveProperty("minPrice");
  });

  it("ignores an invalid JSON sort with a warning", () => {
    const onWarning = vi.fn();
    expect(parse("sort={oops", { onWarning })).not.toHaveProperty("sort");
    expect(onWarning).toHaveBeenCalledOnce();
    expect(parse('sort={"field":"price","direction":"desc"}').sort).toEqual({ field: "price", direction: "desc" });
  });

  it("treats every other parameter as an attribute filter: at most 20 filters of at most 50 values", () => {
    expect(parse("is_organic=1&origin=FR&origin=BG").filters).toEqual({ is_organic: ["1"], origin: ["BG", "FR"] });
    // Query-string arrays are read up to 9999 entries; a page shows 10 buckets a facet.
    const many = Array.from({ length: 12_000 }, (_, index) => `v=${index}`).join("&");
    expect(parse(many).filters.v).toHaveLength(50);
    const names = Array.from({ length: 30 }, (_, index) => `f${index}=x`).join("&");
    expect(Object.keys(parse(`${names}&empty=&long=${"x".repeat(101)}`).filters)).toHaveLength(20);
    expect(parse(`a=&a=${"x".repeat(101)}&a=ok`).filters).toEqual({ a: ["ok"] });
    expect(Object.keys(parse("__proto__=x&constructor=y").filters)).toEqual(["__proto__", "constructor"]);
  });
});
