import { type Kysely, sql } from "kysely";
import { LRUCache } from "lru-cache";
import type { ContentLanguage, Database } from "../../db/schema.ts";
import { type LatestBuild, ROWS_PER_READ, latestBuild, nextTurn } from "../../latest-build.ts";
import { loadOnce } from "../../load-once.ts";
import type { CatalogVersionService } from "../catalog-version/service.ts";
import { type CategoryNode, descendantIds } from "../category/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { baseCentsBound } from "../pricing/money.ts";
import {
  COLUMN_FILTERS,
  type ColumnFilterCode,
  FILTER_CODES,
  type FilterCode,
  type ListingQuery,
  type SortField,
  VALUE_FILTERS,
  type ValueFilterCode,
  isColumnFilter,
} from "./listing-query.ts";

/**
 * Category listings: one page of product ids, the total, and every facet's counts.
 *
 * The listing index (product_listing, product_listing_value: one row per product and category,
 * every column a listing filters or sorts on) is the truth. Per catalogue version and category,
 * this process reads the category's rows once into a compact columnar snapshot (typed arrays,
 * posting lists per attribute value, the four sort orders precomputed); a request then filters,
 * counts and pages in memory, in about a millisecond for 10,000 products, whatever the filters.
 * The next catalogue version (product-index.ts moves it on at every change) reads them afresh,
 * so counts are always the database's at the version the request read. See
 * docs/decisions/008-product-listing-index.md.
 *
 * Stock changes are the exception: they do not move the version (modules/stock). Each process
 * applies the stock-change feed to the snapshots it holds, in place (`applyStockChanges`: a
 * product's availability and listing price), so counts and the in-stock facet follow within a
 * second at the cost of the products changed.
 *
 * Counts are disjunctive: a facet's own filter is left out when its buckets are counted
 * (choosing "10 ml" still shows how many "30 ml" there are), every other filter applies; the
 * total and the page apply them all.
 */

/**
 * The fixed price-range facet (final price incl. VAT, in cents of the display currency; `from`
 * inclusive, `to` exclusive): 0–10, 10–25… euros, or pounds when pounds are shown.
 */
export const PRICE_RANGES = [
  { value: "0-10", from: 0, to: 1_000 },
  { value: "10-25", from: 1_000, to: 2_500 },
  { value: "25-50", from: 2_500, to: 5_000 },
  { value: "50-100", from: 5_000, to: 10_000 },
  { value: "100-*", from: 10_000, to: null },
] as const;

export interface FacetCounts {
  /** Products matching every filter. */
  total: number;
  /** Per child category id. */
  category: Map<number, number>;
  columns: Record<ColumnFilterCode, Map<string, number>>;
  values: Record<ValueFilterCode, Map<string, number>>;
  /** Per PRICE_RANGES entry, in order. */
  priceRanges: number[];
}

export interface ListingScope {
  categoryId: number;
  /** Children shown in the category facet. */
  childIds: number[];
  /** Categories a `category` filter may name: the category's descendants. */
  descendantIds: ReadonlySet<number>;
}

export interface ListingResult {
  total: number;
  /** The page served: the one asked for, clamped to the last page. */
  page: number;
  pageLength: number;
  pageCount: number;
  productIds: number[];
  facets: FacetCounts;
  /** The filters applied: values no product of the listing has dropped, filters left empty ignored. */
  filters: Partial<Record<FilterCode, string[]>>;
}

/** A string column stored as indexes into its distinct values. */
interface Dictionary {
  values: string[];
  codes: Uint16Array;
}

/** A category's listing rows, read once per catalogue version. */
interface CategorySnapshot {
  size: number;
  productIds: Int32Array;
  price: Int32Array;
  priceRange: Uint8Array;
  columns: Record<ColumnFilterCode, Dictionary>;
  /** Rows having each value, per attribute. */
  postings: Record<ValueFilterCode, Map<string, Int32Array>>;
  /** Rows of each descendant category. */
  categories: Map<number, Int32Array>;
  /** Row indexes in ascending order of each sort (ties by product id); descending walks it backwards. */
  orders: Pick<ReadonlyMap<string, Int32Array>, "get">;
  /** Row of each product id. */
  rowOf: Map<number, number>;
  /** Stock changes patched into it so far (a cut compares it with the count it copied). */
  patches: number;
  /** A search's cut: its parent and the parent row of each of its rows. */
  cutFrom?: { parent: CategorySnapshot; parentRows: Int32Array; patches: number };
}

/** A listed product's availability and listing price after a stock change (modules/stock). */
export interface StockChange {
  /** Its place in the stock-change feed. */
  position: number;
  productId: number;
  inStock: boolean;
  /** Lowest final price incl. VAT, in cents (product_index.price_cents). */
  priceCents: number;
}

/** Product ids in relevance order (best first) with their scores: a search's matches (modules/search). */
export interface RankedMatches {
  ids: readonly number[];
  scores: readonly number[];
}

/** Stock changes kept to patch the snapshots read while they arrived (a read takes seconds at most). */
const MAX_RECENT_CHANGES = 20_000;

const FILTER_INDEX = new Map<FilterCode | "price", number>([...FILTER_CODES, "price" as const].map((code, index) => [code, index]));
const PASSES_ALL = -1;
const FAILS_SEVERAL = -2;

/** Lower bounds of the price ranges in base cents, for a display rate. */
const priceRangeFloors = (rate: number) => PRICE_RANGES.map((range) => baseCentsBound(range.from, rate, "lower"));
const EURO_FLOORS = priceRangeFloors(1);

/** The price range of a price in base cents (the last range whose floor it reaches). */
function priceRangeIndex(cents: number, floors: readonly number[] = EURO_FLOORS): number {
  let index = 0;
  while (index + 1 < floors.length && cents >= floors[index + 1]) index += 1;
  return index;
}

function dictionary(values: string[]): Dictionary {
  const index = new Map<string, number>();
  const codes = new Uint16Array(values.length);
  values.forEach((value, row) => {
    let code = index.get(value);
    if (code === undefined) {
      code = index.size;
      index.set(value, code);
    }
    codes[row] = code;
  });
  return { values: [...index.keys()], codes };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface SnapshotRow {
  product_id: number;
  position: number;
  price_cents: number;
  created_at: string;
  name_fr: string;
  name_en: string;
  in_stock: number;
  is_organic: number;
  family: string;
  origin_country: string;
}

async function loadSnapshot(db: Kysely<Database>, scope: ListingScope): Promise<CategorySnapshot> {
  const { rows } = await sql<SnapshotRow>`select product_id, position, price_cents, created_at, name_fr, name_en, in_stock, is_organic, family, origin_country
     from product_listing where category_id = ${scope.categoryId}`.execute(db);
  return buildSnapshot(db, scope, rows, [scope.categoryId]);
}

/**
 * Every listed product (product_index), for search results (modules/search): attribute values and
 * category memberships are read from the listing rows of the scope's child categories (the top
 * categories), where every categorised product appears.
 */
async function loadCatalogueSnapshot(db: Kysely<Database>, scope: ListingScope): Promise<CategorySnapshot> {
  const rows: SnapshotRow[] = [];
  for (let after = 0; ; await nextTurn()) {
    const { rows: slice } = await sql<SnapshotRow>`select product_id, 0 as position, price_cents, created_at, name_fr, name_en, in_stock, is_organic, family,
         coalesce(origin_country, '') as origin_country
       from product_index where product_id > ${after} order by product_id limit ${ROWS_PER_READ}`.execute(db);
    for (const row of slice) rows.push(row);
    if (slice.length < ROWS_PER_READ) break;
    after = Number(slice[slice.length - 1].product_id);
  }
  return buildSnapshot(db, scope, rows, scope.childIds);
}

/** The snapshot's product ids in ranges of ROWS_PER_READ products, ascending (a slice of reading each). */
function productIdRanges(productIds: Int32Array): [from: number, to: number][] {
  const sorted = Int32Array.from(productIds).sort();
  const ranges: [number, number][] = [];
  for (let start = 0; start < sorted.length; start += ROWS_PER_READ) ranges.push([sorted[start], sorted[Math.min(start + ROWS_PER_READ, sorted.length) - 1]]);
  return ranges;
}

async function buildSnapshot(db: Kysely<Database>, scope: ListingScope, rows: SnapshotRow[], valueCategoryIds: readonly number[]): Promise<CategorySnapshot> {
  const size = rows.length;
  const rowOf = new Map<number, number>();
  const productIds = new Int32Array(size);
  const price = new Int32Array(size);
  const priceRange = new Uint8Array(size);
  rows.forEach((row, index) => {
    productIds[index] = Number(row.product_id);
    rowOf.set(productIds[index], index);
    price[index] = Number(row.price_cents);
    priceRange[index] = priceRangeIndex(price[index]);
  });

  const postings = Object.fromEntries(VALUE_FILTERS.map((code) => [code, new Map<string, Int32Array>()])) as CategorySnapshot["postings"];
  const categories = new Map<number, Int32Array>();
  if (size > 0 && valueCategoryIds.length > 0) {
    // Read in slices of products (the whole catalogue's are hundreds of thousands of rows).
    const ranges = productIdRanges(productIds);
    const lists = new Map<string, number[]>();
    for (const [from, to] of ranges) {
      const values = await sql<{ attribute: string; value: string; product_id: number }>`
        select attribute, value, product_id from product_listing_value
        where category_id in (${sql.join([...valueCategoryIds])}) and product_id between ${from} and ${to}`.execute(db);
      for (const row of values.rows) {
        const index = rowOf.get(Number(row.product_id));
        if (index === undefined || !(VALUE_FILTERS as readonly string[]).includes(row.attribute)) continue;
        const key = `${row.attribute}\u0000${row.value}`;
        const list = lists.get(key);
        if (list) list.push(index);
        else lists.set(key, [index]);
      }
      if (ranges.length > 1) await nextTurn();
    }
    for (const [key, list] of lists) {
      const [attribute, value] = key.split("\u0000");
      postings[attribute as ValueFilterCode].set(value, uniqueSorted(list));
    }
    if (scope.descendantIds.size) {
      const byCategory = new Map<number, number[]>();
      for (const [from, to] of ranges) {
        const members = await sql<{ category_id: number; product_id: number }>`
          select category_id, product_id from product_listing
          where category_id in (${sql.join([...scope.descendantIds])}) and product_id between ${from} and ${to}`.execute(db);
        for (const row of members.rows) {
          const index = rowOf.get(Number(row.product_id));
          if (index === undefined) continue;
          const list = byCategory.get(Number(row.category_id));
          if (list) list.push(index);
          else byCategory.set(Number(row.category_id), [index]);
        }
        if (ranges.length > 1) await nextTurn();
      }
      for (const [categoryId, list] of byCategory) categories.set(categoryId, uniqueSorted(list));
    }
  }

  const byId = (a: number, b: number) => productIds[a] - productIds[b];
  const sorts: [string, (a: number, b: number) => number][] = [
    ["price", (a, b) => price[a] - price[b]],
    ["newest", (a, b) => compareText(rows[a].created_at, rows[b].created_at)],
    ["name:fr", (a, b) => compareText(rows[a].name_fr, rows[b].name_fr)],
    ["name:en", (a, b) => compareText(rows[a].name_en, rows[b].name_en)],
    ["position:fr", (a, b) => rows[a].position - rows[b].position || compareText(rows[a].name_fr, rows[b].name_fr)],
    ["position:en", (a, b) => rows[a].position - rows[b].position || compareText(rows[a].name_en, rows[b].name_en)],
  ];
  const orders = new Map<string, Int32Array>();
  for (const [key, compare] of sorts) {
    // A sort of the whole catalogue is tens of milliseconds: one per turn.
    if (size > ROWS_PER_READ) await nextTurn();
    orders.set(key, Int32Array.from(rows.keys()).sort((a, b) => compare(a, b) || byId(a, b)));
  }

  return {
    size,
    productIds,
    price,
    priceRange,
    columns: {
      is_organic: dictionary(rows.map((row) => String(row.is_organic))),
      in_stock: dictionary(rows.map((row) => String(row.in_stock))),
      family: dictionary(rows.map((row) => row.family)),
      origin: dictionary(rows.map((row) => row.origin_country)),
    },
    postings,
    categories,
    orders,
    rowOf,
    patches: 0,
  };
}

/**
 * Writes a stock change into a snapshot's row of the product, if it has one: its `in_stock`
 * value (added to the column's dictionary when no row had it) and its price and price range.
 * Sort orders stay as built (a bundle whose price moved keeps its place in the price sort until
 * the next catalogue version). Returns whether the snapshot held the product.
 */
function patchSnapshot(snapshot: CategorySnapshot, change: StockChange): boolean {
  const row = snapshot.rowOf.get(change.productId);
  if (row === undefined) return false;
  const column = snapshot.columns.in_stock;
  const value = change.inStock ? "1" : "0";
  let code = column.values.indexOf(value);
  if (code < 0) code = column.values.push(value) - 1;
  column.codes[row] = code;
  snapshot.price[row] = change.priceCents;
  snapshot.priceRange[row] = priceRangeIndex(change.priceCents);
  snapshot.patches += 1;
  return true;
}

/** Row lists read over several categories may name a row twice. */
function uniqueSorted(list: number[]): Int32Array {
  const sorted = Int32Array.from(list).sort();
  let size = 0;
  for (let index = 0; index < sorted.length; index++) if (index === 0 || sorted[index] !== sorted[index - 1]) sorted[size++] = sorted[index];
  return sorted.subarray(0, size);
}

interface AppliedFilters {
  /** Values per filter, each existing in the snapshot; filters without any are absent. */
  values: Partial<Record<FilterCode, string[]>>;
  minCents?: number;
  maxCents?: number;
}

/**
 * Per row: PASSES_ALL, the index of the only filter it fails (it counts for that facet), or
 * FAILS_SEVERAL.
 */
function evaluate(snapshot: CategorySnapshot, filters: AppliedFilters): Int8Array {
  const state = new Int8Array(snapshot.size).fill(PASSES_ALL);
  const tests: { index: number; matches: Uint8Array }[] = [];
  const rowsIn = (lists: (Int32Array | undefined)[]) => {
    const matches = new Uint8Array(snapshot.size);
    for (const list of lists) if (list) for (const row of list) matches[row] = 1;
    return matches;
  };
  for (const code of FILTER_CODES) {
    const values = filters.values[code];
    if (!values) continue;
    let matches: Uint8Array;
    if (code === "category") {
      matches = rowsIn(values.map((value) => snapshot.categories.get(Number(value))));
    } else if (isColumnFilter(code)) {
      const column = snapshot.columns[code];
      const wanted = new Set(values.map((value) => column.values.indexOf(value)).filter((index) => index >= 0));
      matches = new Uint8Array(snapshot.size);
      for (let row = 0; row < snapshot.size; row++) if (wanted.has(column.codes[row])) matches[row] = 1;
    } else {
      matches = rowsIn(values.map((value) => snapshot.postings[code as ValueFilterCode].get(value)));
    }
    tests.push({ index: FILTER_INDEX.get(code)!, matches });
  }
  if (filters.minCents !== undefined || filters.maxCents !== undefined) {
    const min = filters.minCents ?? -Infinity;
    const max = filters.maxCents ?? Infinity;
    const matches = new Uint8Array(snapshot.size);
    for (let row = 0; row < snapshot.size; row++) if (snapshot.price[row] >= min && snapshot.price[row] <= max) matches[row] = 1;
    tests.push({ index: FILTER_INDEX.get("price")!, matches });
  }
  for (const { index, matches } of tests) {
    for (let row = 0; row < snapshot.size; row++) {
      if (matches[row]) continue;
      state[row] = state[row] === PASSES_ALL ? index : FAILS_SEVERAL;
    }
  }
  return state;
}

function countFacets(snapshot: CategorySnapshot, scope: ListingScope, state: Int8Array, displayRate: number): FacetCounts {
  /** Whether a row counts in the facet of `code`: it passes every filter but (maybe) that one. */
  const counts = (row: number, code: FilterCode | "price") => state[row] === PASSES_ALL || state[row] === FILTER_INDEX.get(code);
  const result: FacetCounts = {
    total: 0,
    category: new Map(),
    columns: { is_organic: new Map(), in_stock: new Map(), family: new Map(), origin: new Map() },
    values: { labels: new Map(), volume: new Map(), size: new Map(), color: new Map() },
    priceRanges: PRICE_RANGES.map(() => 0),
  };
  for (let row = 0; row < snapshot.size; row++) if (state[row] === PASSES_ALL) result.total += 1;
  for (const code of Object.keys(COLUMN_FILTERS) as ColumnFilterCode[]) {
    const column = snapshot.columns[code];
    const tally = new Array<number>(column.values.length).fill(0);
    for (let row = 0; row < snapshot.size; row++) if (counts(row, code)) tally[column.codes[row]] += 1;
    column.values.forEach((value, index) => {
      // A product without an origin has no origin bucket.
      if (tally[index] > 0 && value !== "") result.columns[code].set(value, tally[index]);
    });
  }
  for (const code of VALUE_FILTERS) {
    for (const [value, rows] of snapshot.postings[code]) {
      let n = 0;
      for (const row of rows) if (counts(row, code)) n += 1;
      if (n > 0) result.values[code].set(value, n);
    }
  }
  for (const childId of scope.childIds) {
    let n = 0;
    for (const row of snapshot.categories.get(childId) ?? []) if (counts(row, "category")) n += 1;
    if (n > 0) result.category.set(childId, n);
  }
  // The snapshot knows each row's range in euros; another display currency has its own bounds.
  const floors = displayRate === 1 ? undefined : priceRangeFloors(displayRate);
  for (let row = 0; row < snapshot.size; row++) {
    if (counts(row, "price")) result.priceRanges[floors ? priceRangeIndex(snapshot.price[row], floors) : snapshot.priceRange[row]] += 1;
  }
  return result;
}

function pageOf(
  snapshot: CategorySnapshot,
  state: Int8Array,
  sort: { field: SortField; direction: string },
  language: ContentLanguage,
  offset: number,
  limit: number,
): number[] {
  const key = sort.field === "name" || sort.field === "position" ? `${sort.field}:${language}` : sort.field;
  // `relevance` exists in a search's snapshot only.
  const order = snapshot.orders.get(key) ?? snapshot.orders.get(`position:${language}`)!;
  const ids: number[] = [];
  let skipped = 0;
  const descending = sort.direction === "desc";
  for (let step = 0; step < order.length && ids.length < limit; step++) {
    const row = order[descending ? order.length - 1 - step : step];
    if (state[row] !== PASSES_ALL) continue;
    if (skipped < offset) skipped += 1;
    else ids.push(snapshot.productIds[row]);
  }
  return ids;
}

/** The filters of a query that can match something in the snapshot (a value no product has is dropped). */
function applicableFilters(snapshot: CategorySnapshot, scope: ListingScope, query: ListingQuery): AppliedFilters {
  // Only values some product of the listing has are accepted; the others are dropped, and a
  // filter left without values is ignored, as an unknown filter name is. What is applied is then
  // exactly what the answer reports (`appliedFilters`), so a client rebuilds its links and URLs
  // from it and the same listing comes back: nothing a request invents is echoed into them.
  const values: Partial<Record<FilterCode, string[]>> = {};
  for (const code of FILTER_CODES) {
    const requested = query.filters[code];
    if (!requested) continue;
    const accepted = requested.filter((value) => {
      if (code === "category") return scope.descendantIds.has(Number(value));
      if (isColumnFilter(code)) return snapshot.columns[code].values.includes(value);
      return snapshot.postings[code as ValueFilterCode].has(value);
    });
    if (accepted.length) values[code] = accepted;
  }
  return { values, minCents: query.minCents, maxCents: query.maxCents };
}

function paged(
  snapshot: CategorySnapshot,
  state: Int8Array,
  facets: FacetCounts,
  query: ListingQuery,
  language: ContentLanguage,
  filters: AppliedFilters,
): ListingResult {
  const pageCount = Math.max(1, Math.ceil(facets.total / query.pageLength));
  const page = Math.min(query.page, pageCount);
  const productIds =
    facets.total > 0 ? pageOf(snapshot, state, query.sort, language, (page - 1) * query.pageLength, query.pageLength) : [];
  return { total: facets.total, page, pageLength: query.pageLength, pageCount, productIds, facets, filters: filters.values };
}

/** Rows grouped: the entries of row r are `entries[starts[r]…starts[r + 1]]`. */
interface RowGroups {
  starts: Int32Array;
  entries: Int32Array;
}

/** Inverts lists of rows (group g holds `lists[g]`) into the groups of each row. */
function groupsOfRows(size: number, lists: readonly Int32Array[]): RowGroups {
  const starts = new Int32Array(size + 1);
  for (const rows of lists) for (const row of rows) starts[row + 1] += 1;
  for (let row = 0; row < size; row++) starts[row + 1] += starts[row];
  const entries = new Int32Array(starts[size]);
  const next = starts.slice(0, size);
  lists.forEach((rows, group) => {
    for (const row of rows) entries[next[row]++] = group;
  });
  return { starts, entries };
}

/**
 * What a row of the catalogue snapshot belongs to — attribute values, categories — and where it
 * stands in each sort: built once per snapshot, so that cutting a search's matches out of it
 * costs per match rather than per product of the catalogue.
 */
interface RowMemberships {
  values: { code: ValueFilterCode; value: string }[];
  valuesOfRows: RowGroups;
  categoryIds: number[];
  categoriesOfRows: RowGroups;
  /** Per sort: each row's place in it. */
  places: Map<string, Int32Array>;
}

const memberships = new WeakMap<CategorySnapshot, RowMemberships>();

function membershipsOf(snapshot: CategorySnapshot): RowMemberships {
  let found = memberships.get(snapshot);
  if (found) return found;
  const values: RowMemberships["values"] = [];
  const valueLists: Int32Array[] = [];
  for (const code of VALUE_FILTERS) {
    for (const [value, rows] of snapshot.postings[code]) {
      values.push({ code, value });
      valueLists.push(rows);
    }
  }
  const categoryIds = [...snapshot.categories.keys()];
  found = {
    values,
    valuesOfRows: groupsOfRows(snapshot.size, valueLists),
    categoryIds,
    categoriesOfRows: groupsOfRows(snapshot.size, categoryIds.map((id) => snapshot.categories.get(id)!)),
    places: new Map(),
  };
  memberships.set(snapshot, found);
  return found;
}

/**
 * The rows of a snapshot that a search matched, as a snapshot of their own (rows in relevance
 * order, best first), with a `relevance` order (worst first: `desc` serves the best first).
 * Costs per match: values and categories come from the parent's row memberships, and a sort is
 * worked out the first time a page asks for it.
 */
function cutSnapshot(parent: CategorySnapshot, matches: RankedMatches): CategorySnapshot {
  const parentRows: number[] = [];
  const taken = new Set<number>();
  for (const id of matches.ids) {
    const row = parent.rowOf.get(id);
    if (row === undefined || taken.has(row)) continue;
    taken.add(row);
    parentRows.push(row);
  }
  const size = parentRows.length;
  const gather = <T extends Int32Array | Uint8Array | Uint16Array>(source: T, target: T): T => {
    parentRows.forEach((row, index) => (target[index] = source[row]));
    return target;
  };
  const parentOf = membershipsOf(parent);
  // Rows are visited in ascending order, so every list comes out sorted.
  const collect = ({ starts, entries }: RowGroups): Map<number, number[]> => {
    const lists = new Map<number, number[]>();
    parentRows.forEach((parentRow, row) => {
      for (let entry = starts[parentRow]; entry < starts[parentRow + 1]; entry++) {
        const list = lists.get(entries[entry]);
        if (list) list.push(row);
        else lists.set(entries[entry], [row]);
      }
    });
    return lists;
  };
  const postings = Object.fromEntries(VALUE_FILTERS.map((code) => [code, new Map<string, Int32Array>()])) as CategorySnapshot["postings"];
  for (const [index, rows] of collect(parentOf.valuesOfRows)) {
    const { code, value } = parentOf.values[index];
    postings[code].set(value, Int32Array.from(rows));
  }
  const categories = new Map<number, Int32Array>();
  for (const [index, rows] of collect(parentOf.categoriesOfRows)) categories.set(parentOf.categoryIds[index], Int32Array.from(rows));

  const orders = new Map<string, Int32Array>([["relevance", Int32Array.from({ length: size }, (_, index) => size - 1 - index)]]);
  const orderOf = (key: string): Int32Array | undefined => {
    const existing = orders.get(key);
    if (existing) return existing;
    const parentOrder = parent.orders.get(key);
    if (!parentOrder) return undefined;
    let places = parentOf.places.get(key);
    if (!places) {
      places = new Int32Array(parent.size);
      parentOrder.forEach((row, place) => (places![row] = place));
      parentOf.places.set(key, places);
    }
    const placeOf = places;
    const order = Int32Array.from({ length: size }, (_, index) => index).sort((a, b) => placeOf[parentRows[a]] - placeOf[parentRows[b]]);
    orders.set(key, order);
    return order;
  };
  const columns = Object.fromEntries(
    (Object.keys(parent.columns) as ColumnFilterCode[]).map((code) => [
      code,
      { values: parent.columns[code].values, codes: gather(parent.columns[code].codes, new Uint16Array(size)) },
    ]),
  ) as CategorySnapshot["columns"];
  const productIds = gather(parent.productIds, new Int32Array(size));
  return {
    size,
    productIds,
    price: gather(parent.price, new Int32Array(size)),
    priceRange: gather(parent.priceRange, new Uint8Array(size)),
    columns,
    postings,
    categories,
    orders: { get: orderOf },
    rowOf: new Map(Array.from(productIds, (id, index) => [id, index])),
    patches: 0,
    cutFrom: { parent, parentRows: Int32Array.from(parentRows), patches: parent.patches },
  };
}

/**
 * Copies again, from its parent, what stock changes patch (availability, price) into a search's
 * cut when the parent was patched since: cuts are cached per search, out of reach of the patches.
 * Costs per match. Returns whether it did.
 */
function refreshCut(cut: CategorySnapshot): boolean {
  const source = cut.cutFrom;
  if (!source || source.patches === source.parent.patches) return false;
  const { parent, parentRows } = source;
  const inStock = cut.columns.in_stock.codes;
  const parentInStock = parent.columns.in_stock.codes;
  for (let row = 0; row < parentRows.length; row++) {
    inStock[row] = parentInStock[parentRows[row]];
    cut.price[row] = parent.price[parentRows[row]];
    cut.priceRange[row] = parent.priceRange[parentRows[row]];
  }
  source.patches = parent.patches;
  return true;
}

export function createListingService(
  db: Kysely<Database>,
  options: { catalogVersion: CatalogVersionService; maxCategories?: number; onError?: (error: unknown) => void },
) {
  // Snapshots in flight are shared: concurrent first requests for a category read it once.
  const snapshots = new LRUCache<string, Promise<CategorySnapshot>>({
    max: options.maxCategories ?? 200,
    dispose: (_value, key) => readSnapshots.delete(key),
  });
  // The whole catalogue's snapshot (searches), per set of top categories (the category facet's
  // buckets): seconds to read at 100,000 products, so the previous one serves while it is read.
  const catalogues = new LRUCache<string, LatestBuild<CategorySnapshot>>({ max: 4, dispose: (_value, key) => servedCatalogues.delete(key) });
  // Facet counts without any filter, per snapshot and display rate: the most asked page of each listing.
  const unfiltered = new WeakMap<CategorySnapshot, Map<number, FacetCounts>>();
  const matchSnapshots = new WeakMap<CategorySnapshot, WeakMap<RankedMatches, CategorySnapshot>>();

  // Stock changes (modules/stock) patch the snapshots in place. Those being read while changes
  // arrive are patched once read, with the changes applied since their read began: hence the
  // recent changes are kept, and each snapshot read notes the position it started at.
  /** Category snapshots read, by their key in `snapshots`. */
  const readSnapshots = new Map<string, CategorySnapshot>();
  /** The catalogue snapshot each LatestBuild serves now, by its key in `catalogues`. */
  const servedCatalogues = new Map<string, CategorySnapshot>();
  const recentChanges: StockChange[] = [];
  let appliedPosition = 0;
  /** Every change after this position is in `recentChanges`. */
  let recentFloor = 0;

  const forgetCounts = (snapshot: CategorySnapshot) => unfiltered.delete(snapshot);
  /** Applies the changes made after `position` to a snapshot read since; false when they are no longer all known. */
  const catchUp = (snapshot: CategorySnapshot, position: number): boolean => {
    if (position < recentFloor) return false;
    let patched = false;
    for (const change of recentChanges) if (change.position > position && patchSnapshot(snapshot, change)) patched = true;
    if (patched) forgetCounts(snapshot);
    return true;
  };

  const snapshotOf = (scope: ListingScope, version: string): Promise<CategorySnapshot> => {
    // The tree may change without a new catalogue version: its shape is part of the key.
    const key = `${version}|${scope.categoryId}|${[...scope.descendantIds].sort((a, b) => a - b).join(",")}`;
    return loadOnce(snapshots, key, async () => {
      const from = appliedPosition;
      const snapshot = await loadSnapshot(db, scope);
      // Too many changes during the read to patch it: this request is served it, the next reads it again.
      // (Evicted meanwhile: nobody will be served it again, nothing to keep patching.)
      if (!catchUp(snapshot, from)) queueMicrotask(() => snapshots.delete(key));
      else if (snapshots.has(key)) readSnapshots.set(key, snapshot);
      return snapshot;
    });
  };

  /** Filters, facet counts and the asked page of a snapshot. */
  const listSnapshot = (snapshot: CategorySnapshot, scope: ListingScope, query: ListingQuery, language: ContentLanguage): ListingResult => {
    if (refreshCut(snapshot)) forgetCounts(snapshot);
    const filters = applicableFilters(snapshot, scope, query);
    const isUnfiltered = Object.keys(filters.values).length === 0 && query.minCents === undefined && query.maxCents === undefined;
    const state = evaluate(snapshot, filters);
    let byRate = isUnfiltered ? unfiltered.get(snapshot) : undefined;
    let facets = byRate?.get(query.displayRate);
    if (!facets) {
      facets = countFacets(snapshot, scope, state, query.displayRate);
      if (isUnfiltered) {
        if (!byRate) unfiltered.set(snapshot, (byRate = new Map()));
        byRate.set(query.displayRate, facets);
      }
    }
    return paged(snapshot, state, facets, query, language, filters);
  };

  const list = async (scope: ListingScope, query: ListingQuery, language: ContentLanguage, version: string): Promise<ListingResult> =>
    listSnapshot(await snapshotOf(scope, version), scope, query, language);

  return {
    list,

    /** A category's listing (its own products and its sub-categories'), at the scope's catalogue version. */
    async ofCategory(scope: ServiceScope, node: CategoryNode, query: ListingQuery): Promise<ListingResult> {
      const version = await options.catalogVersion.of(scope);
      return list({ categoryId: node.id, childIds: node.children.map((child) => child.id), descendantIds: descendantIds(node) }, query, scope.store.language, version);
    },

    /**
     * A search's listing (modules/search): the same filters, facets, sorts and pages as a
     * category's, over every listed product restricted to the matches, with `relevance` (the
     * matches' order) as a sort. The scope's children are the category facet's buckets. The
     * matches may still be on their way: the catalogue's snapshot is got meanwhile.
     */
    async listMatches(
      scope: ListingScope,
      pendingMatches: RankedMatches | Promise<RankedMatches>,
      query: ListingQuery,
      language: ContentLanguage,
      version: string,
    ): Promise<ListingResult> {
      const key = [...scope.childIds].sort((a, b) => a - b).join(",");
      let builds = catalogues.get(key);
      if (!builds) {
        builds = latestBuild(async () => {
          const from = appliedPosition;
          const snapshot = await loadCatalogueSnapshot(db, scope);
          // A build that could not be caught up fails: the one in service stays, the next request builds again.
          if (!catchUp(snapshot, from)) throw new Error("listing: too many stock changes during the catalogue snapshot's read");
          servedCatalogues.set(key, snapshot);
          return snapshot;
        }, options.onError);
        catalogues.set(key, builds);
      }
      const [{ value: catalogue }, matches] = await Promise.all([builds.get(version), pendingMatches]);
      // The matches' own snapshot, cut from the catalogue's once per search (the matches object
      // is cached per query and version by the search service): pages, sorts and filters of a
      // search then cost what a category of that size costs.
      let cuts = matchSnapshots.get(catalogue);
      if (!cuts) {
        cuts = new WeakMap();
        matchSnapshots.set(catalogue, cuts);
      }
      let matched = cuts.get(matches);
      if (!matched) {
        matched = cutSnapshot(catalogue, matches);
        cuts.set(matches, matched);
      }
      return listSnapshot(matched, scope, query, language);
    },

    /**
     * Applies stock changes (in feed order) to every snapshot this process holds: a product's
     * availability and listing price, in place, and the unfiltered facet counts of the snapshots
     * holding it are dropped. Searches' cuts copy them again when next read.
     */
    applyStockChanges(changes: readonly StockChange[]): void {
      const fresh = changes.filter((change) => change.position > appliedPosition);
      if (fresh.length === 0) return;
      const held: CategorySnapshot[] = [...servedCatalogues.values()];
      for (const snapshot of readSnapshots.values()) held.push(snapshot);
      for (const snapshot of held) {
        let patched = false;
        for (const change of fresh) if (patchSnapshot(snapshot, change)) patched = true;
        if (patched) forgetCounts(snapshot);
      }
      appliedPosition = fresh[fresh.length - 1].position;
      recentChanges.push(...fresh);
      if (recentChanges.length > MAX_RECENT_CHANGES) {
        const dropped = recentChanges.splice(0, recentChanges.length - MAX_RECENT_CHANGES);
        recentFloor = dropped[dropped.length - 1].position;
      }
    },

    /** Forgets every snapshot of this process (tests; a version change does it anyway). */
    clearCache(): void {
      snapshots.clear();
      catalogues.clear();
      servedCatalogues.clear();
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
