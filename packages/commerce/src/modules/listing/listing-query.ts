import { baseCentsBound } from "../pricing/money.ts";
import { normaliseCountryId } from "../shop/stores.ts";

/**
 * A category listing request as the API receives it (docs/product-rules.md#listings),
 * and its normalised form. Nothing a shopper types can make it fail: out-of-range numbers are
 * clamped, unknown sorts and filter names are ignored, values that cannot exist are dropped, and
 * what is read is bounded (values per filter), so the work and the answer stay proportional to
 * what a listing shows rather than to what a request sends.
 */

export interface ListingInput {
  page?: number | null;
  pageLength?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  sort?: { field?: string | null; direction?: string | null } | null;
  filters?: { name?: string | null; values?: (string | null)[] | null }[] | null;
}

/** The product-list page sizes offered; the default is the first one (docs/product-rules.md#listings). */
export const PAGE_SIZES = [18, 36] as const;
export const DEFAULT_PAGE_LENGTH: number = PAGE_SIZES[0] ?? 9;
/** The largest page the API serves, whatever the URL asks. */
export const MAX_PAGE_LENGTH = 100;
/**
 * Values read per filter; the rest are ignored. A query-string parser may read arrays of
 * up to 9999 entries, but a facet offers 10 buckets and a shopper ticks a few: accepting thousands
 * only lets one URL multiply the work and the links of a page (every link repeats the filters).
 */
export const MAX_FILTER_VALUES = 50;
/** Filters read per request (there are FILTER_CODES.length codes; repeats of one name merge). */
export const MAX_FILTERS = 20;
/** Pages beyond this are clamped too (no deep offsets). */
export const MAX_PAGE = 100_000;

export const SORT_FIELDS = ["position", "price", "name", "newest"] as const;
/** Search listings (modules/search) sort by relevance by default, and have no category position. */
export const SEARCH_SORT_FIELDS = ["relevance", "price", "name", "newest"] as const;
export type SortField = (typeof SORT_FIELDS)[number] | (typeof SEARCH_SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";

/**
 * Filters the listing understands, by URL parameter name (the facet codes). The
 * search-ignored attributes (url_key, description, image, status, tax_class_id,
 * short_description) are deliberately absent, so they are never facets nor filters.
 */
export const FILTER_CODES = ["category", "family", "is_organic", "labels", "origin", "volume", "size", "color", "in_stock"] as const;
export type FilterCode = (typeof FILTER_CODES)[number];

/** Filters on a column of the listing row; the others are multi-valued (product_listing_value). */
export const COLUMN_FILTERS = { is_organic: "is_organic", in_stock: "in_stock", family: "family", origin: "origin_country" } as const;
export type ColumnFilterCode = keyof typeof COLUMN_FILTERS;
export const VALUE_FILTERS = ["labels", "volume", "size", "color"] as const;
export type ValueFilterCode = (typeof VALUE_FILTERS)[number];

export const isColumnFilter = (code: FilterCode): code is ColumnFilterCode => code in COLUMN_FILTERS;
export const isValueFilter = (code: FilterCode): code is ValueFilterCode => (VALUE_FILTERS as readonly string[]).includes(code);

export interface ListingQuery {
  page: number;
  pageLength: number;
  /** Final price incl. VAT, in base-currency (EUR) cents, inclusive bounds. */
  minCents?: number;
  maxCents?: number;
  /** Display-currency units per euro: prices asked and price ranges shown are in that currency. */
  displayRate: number;
  sort: { field: SortField; direction: SortDirection };
  /** Values per filter, deduplicated and sorted; only filters with at least one value. */
  filters: Partial<Record<FilterCode, string[]>>;
}

function clampInteger(value: number | null | undefined, min: number, max: number, fallback: number): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * Highest price bound read, in display-currency units: beyond any price the shop sells, and small
 * enough that its cents, converted at any display rate, stay ordinary 32-bit integers. A larger
 * bound (`1e308`) is read as this one: the same products match.
 */
export const MAX_PRICE = 1_000_000;

function priceCents(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return undefined;
  return Math.round(Math.min(value, MAX_PRICE) * 100);
}

const booleanValue = (value: string): string | undefined => {
  const lower = value.toLowerCase();
  if (lower === "1" || lower === "true" || lower === "yes") return "1";
  if (lower === "0" || lower === "false" || lower === "no") return "0";
  return undefined;
};

/** The canonical form of one filter value, or undefined when no product can have it. */
export function normaliseFilterValue(code: FilterCode, raw: string): string | undefined {
  const value = raw.trim();
  if (value === "" || value.length > 100) return undefined;
  switch (code) {
    case "category":
      return /^[1-9]\d{0,9}$/.test(value) ? value : undefined;
    case "is_organic":
    case "in_stock":
      return booleanValue(value);
    case "origin":
      return /^[a-z]{2}$/i.test(value) ? normaliseCountryId(value) : undefined;
    case "family":
      return /^[a-z0-9-]{1,40}$/.test(value) ? value : undefined;
    default:
      return value;
  }
}

export interface ListingSortRules {
  fields: readonly SortField[];
  /** Applied when none or an invalid one is asked for. */
  fallback: { field: SortField; direction: SortDirection };
}

const CATEGORY_SORT_RULES: ListingSortRules = { fields: SORT_FIELDS, fallback: { field: "position", direction: "asc" } };

/**
 * The listing a request asks for, within bounds. `minPrice`/`maxPrice` are in the display
 * currency (`displayRate` units per euro) and become base-currency cents here.
 */
export function normaliseListingInput(
  input: ListingInput | null | undefined,
  sortRules: ListingSortRules = CATEGORY_SORT_RULES,
  displayRate = 1,
): ListingQuery {
  const page = clampInteger(input?.page, 1, MAX_PAGE, 1);
  const pageLength = clampInteger(input?.pageLength, 1, MAX_PAGE_LENGTH, DEFAULT_PAGE_LENGTH);
  const field = input?.sort?.field?.trim().toLowerCase();
  const direction = input?.sort?.direction?.trim().toLowerCase();
  const sortValid = (sortRules.fields as readonly string[]).includes(field ?? "") && (direction === "asc" || direction === "desc");
  const query: ListingQuery = {
    page,
    pageLength,
    sort: sortValid ? { field: field as SortField, direction: direction as SortDirection } : { ...sortRules.fallback },
    filters: {},
    displayRate,
  };
  const minCents = priceCents(input?.minPrice);
  const maxCents = priceCents(input?.maxPrice);
  if (minCents !== undefined) query.minCents = baseCentsBound(minCents, displayRate, "lower");
  if (maxCents !== undefined) query.maxCents = baseCentsBound(maxCents, displayRate, "upper");

  for (const filter of (input?.filters ?? []).slice(0, MAX_FILTERS)) {
    const code = filter?.name?.trim() as FilterCode | undefined;
    if (!code || !(FILTER_CODES as readonly string[]).includes(code)) continue;
    const values = new Set(query.filters[code] ?? []);
    for (const raw of (filter.values ?? []).slice(0, MAX_FILTER_VALUES)) {
      if (values.size >= MAX_FILTER_VALUES) break;
      if (typeof raw !== "string") continue;
      const value = normaliseFilterValue(code, raw);
      if (value !== undefined) values.add(value);
    }
    if (values.size) query.filters[code] = [...values].sort();
  }
  return query;
}
