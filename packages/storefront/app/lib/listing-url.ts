/**
 * The category/search listing state lives in the query string (docs/product-rules.md#listings).
 * One parser and one serialiser; the serialiser writes the canonical form.
 */
export interface ListingSort {
  field: string;
  direction: "asc" | "desc";
}

export interface ListingState {
  page: number;
  pageLength: number;
  minPrice?: number;
  maxPrice?: number;
  sort?: ListingSort;
  /** Every other parameter: an attribute filter, a name with a list of values. */
  filters: Record<string, string[]>;
}

export interface ListingConfig {
  /** Offered page sizes; the default is the first, or 9 if none is configured. */
  pageSizes: number[];
  /** Entered prices are divided by this (default 1) and rounded to 2 decimals. */
  taxDivisor?: number;
  /** Values read per filter (default 50); the rest are ignored. */
  maxArrayLength?: number;
  /** Filters (distinct parameter names) read (default 20); the rest are ignored. */
  maxFilters?: number;
  onWarning?: (message: string) => void;
}

export const LISTING_PAGE_SIZES = [18, 36];
const RESERVED = new Set(["page", "pageLength", "minPrice", "maxPrice", "sort"]);
/**
 * The URL is read within what the API accepts (modules/catalog/listing-query.ts) and can
 * represent: a number beyond GraphQL's 32-bit Int or a price that rounds to Infinity would make
 * the page's query fail (a 500) rather than show a listing. Query-string arrays may be read up to
 * up to 9999 entries; a page shows 10 buckets a facet, so far fewer are read: every link of a
 * listing repeats its filters, and a URL must not be able to multiply the page it gets.
 */
const MAX_PAGE = 100_000;
/** Highest price bound read (display currency): beyond any price; a larger one means the same. */
const MAX_PRICE = 1_000_000;
const DEFAULT_MAX_ARRAY_LENGTH = 50;
const DEFAULT_MAX_FILTERS = 20;
/** Longest filter name or value read (the API drops longer values: no product has them). */
const MAX_FILTER_TEXT = 100;

const defaultPageLength = (config: Pick<ListingConfig, "pageSizes">): number => config.pageSizes[0] ?? 9;

/**
 * A page number: digits only (anything else is the first page), at least 1 and at most MAX_PAGE
 * (a page beyond the last is served as the last one by the API, however far beyond).
 */
function parsePage(raw: string | null): number {
  if (raw === null || !/^\s*\d{1,30}\s*$/.test(raw)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(raw)));
}

/** Only an offered page size: any other (0, 1e9, 100) is the default, so a page is never longer than the shop shows. */
function parsePageLength(raw: string | null, config: Pick<ListingConfig, "pageSizes">): number {
  const value = raw !== null && /^\s*\d{1,4}\s*$/.test(raw) ? Number(raw) : undefined;
  return value !== undefined && config.pageSizes.includes(value) ? value : defaultPageLength(config);
}

/** A price bound: not a finite non-negative number is ignored; above MAX_PRICE reads as MAX_PRICE. */
function parsePrice(raw: string | null, taxDivisor: number): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) return undefined;
  return Math.round(Math.min(MAX_PRICE, value / taxDivisor) * 100) / 100;
}

function parseSort(raw: string | null, warn: (message: string) => void): ListingSort | undefined {
  if (raw === null || raw === "") return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === "object" &&
      typeof (parsed as ListingSort).field === "string" &&
      /^[a-z_]{1,40}$/i.test((parsed as ListingSort).field) &&
      ((parsed as ListingSort).direction === "asc" || (parsed as ListingSort).direction === "desc")
    ) {
      return { field: (parsed as ListingSort).field, direction: (parsed as ListingSort).direction };
    }
    warn(`Ignored sort parameter with an unexpected shape: ${raw.slice(0, 100)}`);
  } catch {
    // An invalid JSON sort parameter is ignored, with a warning and no sorting.
    warn(`Ignored sort parameter that is not valid JSON: ${raw.slice(0, 100)}`);
  }
  return undefined;
}

export function parseListingQuery(params: URLSearchParams, config: ListingConfig): ListingState {
  const warn = config.onWarning ?? ((message: string) => console.warn(message));
  const maxArrayLength = config.maxArrayLength ?? DEFAULT_MAX_ARRAY_LENGTH;
  const maxFilters = config.maxFilters ?? DEFAULT_MAX_FILTERS;
  const page = parsePage(params.get("page"));
  const pageLength = parsePageLength(params.get("pageLength"), config);
  const taxDivisor = config.taxDivisor && config.taxDivisor > 0 ? config.taxDivisor : 1;

  // One pass over the parameters, whatever their number: the first names and values are kept.
  const found = new Map<string, Set<string>>();
  for (const [name, value] of params) {
    if (RESERVED.has(name) || name === "" || name.length > MAX_FILTER_TEXT || value === "" || value.length > MAX_FILTER_TEXT) continue;
    let values = found.get(name);
    if (!values) {
      if (found.size >= maxFilters) continue;
      found.set(name, (values = new Set()));
    }
    if (values.size < maxArrayLength) values.add(value);
  }
  // Own properties even for names like `__proto__` (an assignment would set the prototype).
  const filters: Record<string, string[]> = Object.fromEntries([...found].map(([name, values]) => [name, [...values].sort()]));

  const state: ListingState = { page, pageLength, filters };
  const minPrice = parsePrice(params.get("minPrice"), taxDivisor);
  const maxPrice = parsePrice(params.get("maxPrice"), taxDivisor);
  if (minPrice !== undefined) state.minPrice = minPrice;
  if (maxPrice !== undefined) state.maxPrice = maxPrice;
  const sort = parseSort(params.get("sort"), warn);
  if (sort) state.sort = sort;
  return state;
}

/** Canonical query string: the first page and the default page size are omitted. */
export function serializeListingQuery(state: ListingState, config: Pick<ListingConfig, "pageSizes">): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.keys(state.filters).sort()) {
    for (const value of [...state.filters[name]].sort()) params.append(name, value);
  }
  if (state.minPrice !== undefined) params.set("minPrice", String(state.minPrice));
  if (state.maxPrice !== undefined) params.set("maxPrice", String(state.maxPrice));
  if (state.sort) params.set("sort", JSON.stringify({ field: state.sort.field, direction: state.sort.direction }));
  if (state.pageLength !== defaultPageLength(config)) params.set("pageLength", String(state.pageLength));
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}
