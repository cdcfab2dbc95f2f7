import { LISTING_PAGE_SIZES, type ListingSort, type ListingState, parseListingQuery, serializeListingQuery } from "../../../lib/listing-url.ts";
import type { ProductListing } from "./listing-types.ts";

/**
 * The category listing's state and the GraphQL `ListingInput`
 * it becomes. The URL is the only place the state lives: every change below returns the next
 * state, and the screen navigates to its canonical query string (`serializeListingQuery`), so
 * back and forward restore exactly what was shown. Parsing is lib/listing-url.ts's, not repeated here.
 */
export const LISTING_CONFIG = { pageSizes: LISTING_PAGE_SIZES, taxDivisor: 1 } as const;

const silent = () => undefined;

/** The state of a query string; `onWarning` hears about an ignored sort (the loader logs it, rendering stays quiet). */
export function listingStateOf(search: URLSearchParams | string, onWarning: (message: string) => void = silent): ListingState {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return parseListingQuery(params, { ...LISTING_CONFIG, onWarning });
}

/** commerce `ListingInput` (modules/catalog/listing.graphql). */
export interface ListingInput {
  page: number;
  pageLength: number;
  minPrice?: number;
  maxPrice?: number;
  sort?: ListingSort;
  filters: { name: string; values: string[] }[];
}

export function toListingInput(state: ListingState): ListingInput {
  const input: ListingInput = {
    page: state.page,
    pageLength: state.pageLength,
    filters: Object.keys(state.filters)
      .sort()
      .map((name) => ({ name, values: state.filters[name] })),
  };
  if (state.minPrice !== undefined) input.minPrice = state.minPrice;
  if (state.maxPrice !== undefined) input.maxPrice = state.maxPrice;
  if (state.sort) input.sort = { field: state.sort.field, direction: state.sort.direction };
  return input;
}

/** The variables of a listing query for the URL's query string. */
export const listingInputOf = (search: URLSearchParams | string, onWarning?: (message: string) => void): ListingInput =>
  toListingInput(listingStateOf(search, onWarning));

/** `?…` for a state, or "" for the default listing: what a link or navigation points at. */
export function listingSearch(state: ListingState): string {
  const query = serializeListingQuery(state, LISTING_CONFIG).toString();
  return query ? `?${query}` : "";
}

/**
 * The query string of the listing's canonical and hreflang URLs: the pagination only (page and
 * a page size other than the default). Filters, price bounds and sort are views of the same
 * collection: indexed, they would multiply the category into countless near-duplicates, so their
 * canonical is the unfiltered page.
 */
export function canonicalListingSearch(search: URLSearchParams | string): URLSearchParams {
  const { page, pageLength } = listingStateOf(search);
  return serializeListingQuery({ page, pageLength, filters: {} }, LISTING_CONFIG);
}

/**
 * The state a listing's links are built from: the URL's, with the filters the API applied (values
 * no product of the listing has, and filters of no known name, dropped), the page it served
 * (beyond the last: the last) and the sort only if it applied it. Every facet, sort, page and
 * sub-category link repeats the state: built from the URL as typed, a URL with a thousand
 * made-up values made a page of megabytes; built from this, a page is the size of what it shows,
 * and its links lead to the same listing.
 */
export function acceptedListingState(state: ListingState, listing: Pick<ProductListing, "page" | "appliedFilters" | "appliedSort">): ListingState {
  const { sort, ...rest } = state;
  const accepted: ListingState = {
    ...rest,
    page: listing.page,
    filters: Object.fromEntries(listing.appliedFilters.map((filter) => [filter.name, [...filter.values].sort()])),
  };
  const applied = listing.appliedSort;
  if (sort && applied && sort.field === applied.field && sort.direction === applied.direction) accepted.sort = sort;
  return accepted;
}

/** Any change but a page change starts again from the first page. */
const firstPage = (state: ListingState): ListingState => ({ ...state, page: 1 });

export function withFilterValue(state: ListingState, name: string, value: string, chosen: boolean): ListingState {
  const current = state.filters[name] ?? [];
  const values = chosen ? [...new Set([...current, value])].sort() : current.filter((entry) => entry !== value);
  const filters = { ...state.filters };
  if (values.length) filters[name] = values;
  else delete filters[name];
  return firstPage({ ...state, filters });
}

export function withoutFilter(state: ListingState, name: string): ListingState {
  const { [name]: _removed, ...filters } = state.filters;
  return firstPage({ ...state, filters });
}

export function withPriceRange(state: ListingState, minPrice: number | undefined, maxPrice: number | undefined): ListingState {
  const { minPrice: _min, maxPrice: _max, ...rest } = state;
  const next: ListingState = firstPage(rest);
  // Reversed bounds are what the shopper meant the other way round.
  const [low, high] = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? [maxPrice, minPrice] : [minPrice, maxPrice];
  if (low !== undefined) next.minPrice = low;
  if (high !== undefined) next.maxPrice = high;
  return next;
}

/** The default order (position, ascending) is no sort parameter at all. */
export const DEFAULT_SORT: ListingSort = { field: "position", direction: "asc" };

export function withSort(state: ListingState, sort: ListingSort): ListingState {
  const { sort: _previous, ...rest } = state;
  const next: ListingState = firstPage(rest);
  if (sort.field !== DEFAULT_SORT.field || sort.direction !== DEFAULT_SORT.direction) next.sort = sort;
  return next;
}

/** A new page size keeps the first product of the current page in view. */
export function withPageLength(state: ListingState, pageLength: number): ListingState {
  const firstItem = (state.page - 1) * state.pageLength;
  return { ...state, pageLength, page: Math.floor(firstItem / pageLength) + 1 };
}

export const withPage = (state: ListingState, page: number): ListingState => ({ ...state, page: Math.max(1, Math.floor(page)) });

/** Filters and price bounds removed; sort and page size kept. */
export function withoutRefinements(state: ListingState): ListingState {
  const { minPrice: _min, maxPrice: _max, ...rest } = state;
  return firstPage({ ...rest, filters: {} });
}

export const refinementCount = (state: ListingState): number =>
  Object.values(state.filters).reduce((count, values) => count + values.length, 0) + (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0);

/** The sort choices offered, in order (position, price both ways, name, newest). */
export const SORT_CHOICES: readonly ListingSort[] = [
  DEFAULT_SORT,
  { field: "price", direction: "asc" },
  { field: "price", direction: "desc" },
  { field: "name", direction: "asc" },
  { field: "newest", direction: "desc" },
];

export const sortKey = (sort: ListingSort): string => `${sort.field}:${sort.direction}`;

export function sortOfKey(key: string): ListingSort {
  return SORT_CHOICES.find((choice) => sortKey(choice) === key) ?? DEFAULT_SORT;
}

/**
 * The pages to link to around the current one: always the first and the last, `around` either
 * side, and `null` where a gap is (shown as an ellipsis); a gap of one page shows that page instead.
 */
export function paginationWindow(current: number, count: number, around = 1): (number | null)[] {
  const pages = new Set<number>([1, count]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= count) pages.add(page);
  const sorted = [...pages].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === "number" && page - previous === 2) result.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) result.push(null);
    result.push(page);
  }
  return result;
}
