/**
 * The category/search listing state lives in the query string (spec §2 "Category listing URL",
 * §5, §9). One parser and one serialiser; the serialiser writes the canonical form.
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
  /** Offered page sizes; the default is the first, or 9 if none is configured (spec §9). */
  pageSizes: number[];
  /** Spec §5: entered prices are divided by this (default 1) and rounded to 2 decimals. */
  taxDivisor?: number;
  /** Largest page size accepted from a URL (protects the API from huge pages). */
  maxPageLength?: number;
  /** Spec §9: query-string arrays are accepted up to 9999 entries. */
  maxArrayLength?: number;
  onWarning?: (message: string) => void;
}

export const LISTING_PAGE_SIZES = [18, 36];
const RESERVED = new Set(["page", "pageLength", "minPrice", "maxPrice", "sort"]);
const DEFAULT_MAX_PAGE_LENGTH = 100;
const DEFAULT_MAX_ARRAY_LENGTH = 9999;

export const defaultPageLength = (config: Pick<ListingConfig, "pageSizes">): number => config.pageSizes[0] ?? 9;

function parsePositiveInteger(raw: string | null): number | undefined {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  const value = Number.parseInt(raw, 10);
  return Number.isSafeInteger(value) ? value : undefined;
}

function parsePrice(raw: string | null, taxDivisor: number): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) return undefined;
  return Math.round((value / taxDivisor) * 100) / 100;
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
    // Spec §5: an invalid JSON sort parameter is ignored, with a warning and no sorting.
    warn(`Ignored sort parameter that is not valid JSON: ${raw.slice(0, 100)}`);
  }
  return undefined;
}

export function parseListingQuery(params: URLSearchParams, config: ListingConfig): ListingState {
  const warn = config.onWarning ?? ((message: string) => console.warn(message));
  const maxPageLength = config.maxPageLength ?? DEFAULT_MAX_PAGE_LENGTH;
  const maxArrayLength = config.maxArrayLength ?? DEFAULT_MAX_ARRAY_LENGTH;
  const page = Math.max(1, parsePositiveInteger(params.get("page")) ?? 1);
  const pageLength = Math.min(maxPageLength, Math.max(1, parsePositiveInteger(params.get("pageLength")) ?? defaultPageLength(config)));
  const taxDivisor = config.taxDivisor && config.taxDivisor > 0 ? config.taxDivisor : 1;

  const filters: Record<string, string[]> = {};
  for (const name of new Set(params.keys())) {
    if (RESERVED.has(name) || name === "" || name.length > 100) continue;
    const values = [...new Set(params.getAll(name).filter((value) => value !== ""))].slice(0, maxArrayLength);
    if (values.length) filters[name] = values.sort();
  }

  const state: ListingState = { page, pageLength, filters };
  const minPrice = parsePrice(params.get("minPrice"), taxDivisor);
  const maxPrice = parsePrice(params.get("maxPrice"), taxDivisor);
  if (minPrice !== undefined) state.minPrice = minPrice;
  if (maxPrice !== undefined) state.maxPrice = maxPrice;
  const sort = parseSort(params.get("sort"), warn);
  if (sort) state.sort = sort;
  return state;
}

/** Canonical query string: the first page and the default page size are omitted (spec §2). */
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
