import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/schema.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { type RequestOptions, type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";
import { nameSortKey } from "../../shared/text-folding.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";

/**
 * Category listings (docs/product-rules.md#listings) over the GraphQL API, on both
 * databases. Facet counts are checked against an independent computation: SQL over the source
 * tables (products, variants, links, labels), never the listing index the API reads.
 */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const EN: RequestOptions = { path: "/en/graphql" };

const LISTING = /* GraphQL */ `
  query Listing($id: ID!, $input: ListingInput) {
    category(id: $id) {
      products(input: $input) {
        total page pageLength pageCount pageSizes
        products { sku name createdAt prices { minPrice { priceInclTax { amount currency } } } }
        facets { code label buckets { value label docCount selected } }
        priceRanges { name value docCount min max selected }
        sortFields { field label }
        appliedSort { field direction }
        appliedFilters { name values }
      }
    }
  }
`;

interface Listing {
  total: number;
  page: number;
  pageLength: number;
  pageCount: number;
  pageSizes: number[];
  products: { sku: string; name: string; createdAt: string; prices: { minPrice: { priceInclTax: { amount: number; currency: string } } } }[];
  facets: { code: string; label: string; buckets: { value: string; label: string; docCount: number; selected: boolean }[] }[];
  priceRanges: { name: string; value: string; docCount: number; min: number; max: number | null; selected: boolean }[];
  sortFields: { field: string; label: string }[];
  appliedSort: { field: string; direction: string } | null;
  appliedFilters: { name: string; values: string[] }[];
}

type Filters = Record<string, string[]>;

/** One listed product as computed from the source tables. */
interface TruthRow {
  id: number;
  family: string;
  isOrganic: string;
  origin: string;
  inStock: string;
  /** Final price incl. VAT, cents. */
  price: number;
  values: Record<string, Set<string>>;
  categories: Set<string>;
}

const FINAL = (alias: string) => `(case when ${alias}.special_price_cents is not null and ${alias}.special_price_cents < ${alias}.price_cents then ${alias}.special_price_cents else ${alias}.price_cents end)`;
/**
 * A bundle choice's line at its default quantity (at least one). A bundle costs its own price plus
 * its default choices: the first in stock (else the first) of a single-choice option, every choice
 * of the others.
 */
const LINE = `${FINAL("c")} * (case when s.default_qty < 1 then 1 else s.default_qty end)`;

/** The listed products of a category and everything a facet reads of them, straight from the source tables. */
async function truth(db: Kysely<Database>, categoryId: number): Promise<TruthRow[]> {
  const { rows: categories } = await sql<{ id: number; path: string }>`select id, path from category`.execute(db);
  const path = categories.find((category) => category.id === categoryId)!.path;
  const subtree = categories.filter((category) => category.path === path || category.path.startsWith(`${path}/`)).map((category) => category.id);
  const { rows: products } = await sql<{ id: number; family: string; is_organic: number; origin_country: string | null; in_stock: number; price_excl: number }>`
    select p.id, p.family, p.is_organic, p.origin_country,
      case
        when p.type = 'configurable' then (select count(*) from product v where v.parent_id = p.id and v.is_active = 1 and v.stock_qty > 0)
        when p.type = 'grouped' then (select count(*) from product_link l join product i on i.id = l.linked_product_id where l.product_id = p.id and i.is_active = 1 and i.stock_qty > 0)
        when p.type = 'bundle' then
          case when (select count(*) from product_bundle_option o where o.product_id = p.id) = 0 then p.stock_qty
          else (case when not exists (
                 select 1 from product_bundle_option o where o.product_id = p.id and o.is_required = 1 and not exists (
                   select 1 from product_bundle_selection s join product c on c.id = s.product_id where s.option_id = o.id and c.is_active = 1 and c.stock_qty > 0))
               and exists (select 1 from product_bundle_selection s join product_bundle_option o on o.id = s.option_id join product c on c.id = s.product_id
                 where o.product_id = p.id and c.is_active = 1 and c.stock_qty > 0) then 1 else 0 end) end
        else p.stock_qty
      end as in_stock,
      case
        when p.type = 'configurable' then (select min(${sql.raw(FINAL("v"))}) from product v where v.parent_id = p.id and v.is_active = 1)
        when p.type = 'grouped' then (select min(${sql.raw(FINAL("i"))}) from product_link l join product i on i.id = l.linked_product_id where l.product_id = p.id and i.is_active = 1)
        when p.type = 'bundle' then coalesce(${sql.raw(FINAL("p"))}, 0) + (
          select coalesce(sum(case when o.type in ('select', 'radio') then coalesce(
              (select ${sql.raw(LINE)} from product_bundle_selection s join product c on c.id = s.product_id
                where s.option_id = o.id and c.is_active = 1 and c.stock_qty > 0 order by s.position, s.id limit 1),
              (select ${sql.raw(LINE)} from product_bundle_selection s join product c on c.id = s.product_id
                where s.option_id = o.id and c.is_active = 1 order by s.position, s.id limit 1))
            else (select sum(${sql.raw(LINE)}) from product_bundle_selection s join product c on c.id = s.product_id where s.option_id = o.id and c.is_active = 1)
          end), 0)
          from product_bundle_option o where o.product_id = p.id and o.is_required = 1)
        else ${sql.raw(FINAL("p"))}
      end as price_excl
    from product p
    where p.parent_id is null and p.is_active = 1 and p.is_visible = 1
      and exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id in (${sql.join(subtree)}))`.execute(db);
  const ids = products.map((product) => product.id);
  const rows = new Map<number, TruthRow>(
    products.map((product) => [
      product.id,
      {
        id: product.id,
        family: product.family,
        isOrganic: String(product.is_organic),
        origin: product.origin_country ?? "",
        inStock: Number(product.in_stock) > 0 ? "1" : "0",
        price: Math.round(Number(product.price_excl) * 1.2),
        values: { labels: new Set(), volume: new Set(), size: new Set(), color: new Set() },
        categories: new Set(),
      },
    ]),
  );
  if (ids.length === 0) return [];
  const { rows: labels } = await sql<{ product_id: number; code: string }>`select product_id, code from product_label where product_id in (${sql.join(ids)})`.execute(db);
  for (const label of labels) rows.get(label.product_id)!.values.labels.add(label.code);
  const { rows: variants } = await sql<{ parent_id: number; configurable_attribute: string; variant_value: string }>`
    select v.parent_id, p.configurable_attribute, v.variant_value from product v join product p on p.id = v.parent_id
    where v.parent_id in (${sql.join(ids)}) and v.is_active = 1`.execute(db);
  for (const variant of variants) rows.get(variant.parent_id)!.values[variant.configurable_attribute]?.add(variant.variant_value);
  const { rows: links } = await sql<{ product_id: number; path: string }>`
    select pc.product_id, c.path from product_category pc join category c on c.id = pc.category_id where pc.product_id in (${sql.join(ids)})`.execute(db);
  for (const link of links) for (const id of link.path.split("/")) rows.get(link.product_id)!.categories.add(id);
  return [...rows.values()];
}

const RANGES = [
  ["0-10", 0, 1_000],
  ["10-25", 1_000, 2_500],
  ["25-50", 2_500, 5_000],
  ["50-100", 5_000, 10_000],
  ["100-*", 10_000, Infinity],
] as const;

/** Expected total and disjunctive facet counts, computed in the test from the source-table rows. */
function expectedCounts(rows: TruthRow[], filters: Filters, price: { min?: number; max?: number }, childIds: string[]) {
  const matches = (row: TruthRow, code: string, values: string[]): boolean => {
    switch (code) {
      case "family":
        return values.includes(row.family);
      case "is_organic":
        return values.includes(row.isOrganic);
      case "in_stock":
        return values.includes(row.inStock);
      case "origin":
        return values.includes(row.origin);
      case "category":
        return values.some((value) => row.categories.has(value));
      default:
        return values.some((value) => row.values[code]?.has(value));
    }
  };
  const passes = (row: TruthRow, except?: string) =>
    Object.entries(filters).every(([code, values]) => code === except || matches(row, code, values)) &&
    (except === "price" || ((price.min === undefined || row.price >= price.min * 100) && (price.max === undefined || row.price <= price.max * 100)));
  const tally = (except: string, valuesOf: (row: TruthRow) => string[]) => {
    const counts = new Map<string, number>();
    for (const row of rows) if (passes(row, except)) for (const value of valuesOf(row)) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  return {
    total: rows.filter((row) => passes(row)).length,
    facets: {
      category: tally("category", (row) => childIds.filter((id) => row.categories.has(id))),
      family: tally("family", (row) => [row.family]),
      is_organic: tally("is_organic", (row) => [row.isOrganic]),
      in_stock: tally("in_stock", (row) => [row.inStock]),
      origin: tally("origin", (row) => (row.origin ? [row.origin] : [])),
      labels: tally("labels", (row) => [...row.values.labels]),
      volume: tally("volume", (row) => [...row.values.volume]),
      size: tally("size", (row) => [...row.values.size]),
      color: tally("color", (row) => [...row.values.color]),
    } as Record<string, Map<string, number>>,
    priceRanges: RANGES.map(([value, from, to]) => [value, rows.filter((row) => passes(row, "price") && row.price >= from && row.price < to).length] as const),
  };
}

describe.each(dialects)("category listings on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let shelf: { shelf: number; oils: number; packaging: number };
    const db = () => api.commerce.database.db;
    const listing = async (id: number | string, input?: Record<string, unknown>, options?: RequestOptions): Promise<Listing> => {
      const response = await api.post({ query: LISTING, variables: { id: String(id), input } }, options);
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      return response.body.data.category.products;
    };
    const filterInput = (filters: Filters) => Object.entries(filters).map(([name, values]) => ({ name, values }));

    /** Compares every facet, the total and the price ranges of the API with the independent computation. */
    async function expectTruth(categoryId: number, filters: Filters = {}, price: { min?: number; max?: number } = {}) {
      const response = await listing(categoryId, { filters: filterInput(filters), minPrice: price.min, maxPrice: price.max, pageLength: 100 });
      const children = (await db().selectFrom("category").select("id").where("parent_id", "=", categoryId).where("is_active", "=", 1).execute()).map((row) => String(row.id));
      const rows = await truth(db(), categoryId);
      // A chosen value no product of the category has is dropped (it has no bucket), and a filter
      // left without values is ignored: the API reports what it applied.
      const domain = expectedCounts(rows, {}, {}, children).facets;
      const applied = Object.fromEntries(
        Object.entries(filters)
          .map(([code, values]) => [code, [...new Set(values.filter((value) => domain[code]?.has(value)))].sort()] as const)
          .filter(([, values]) => values.length > 0),
      );
      expect(Object.fromEntries(response.appliedFilters.map((filter) => [filter.name, filter.values]))).toEqual(applied);
      const expected = expectedCounts(rows, applied, price, children);
      expect(response.total).toBe(expected.total);
      expect(response.products).toHaveLength(Math.min(100, expected.total));
      for (const [code, counts] of Object.entries(expected.facets)) {
        const facet = response.facets.find((candidate) => candidate.code === code);
        const nonZero = [...counts].filter(([, n]) => n > 0);
        const chosen = applied[code] ?? [];
        // A facet that cannot narrow the listing (one value every product has) is left out unless chosen.
        const narrows = nonZero.length > 1 || nonZero.some(([, n]) => n < expected.total);
        if ((nonZero.length === 0 || !narrows) && chosen.length === 0) {
          expect(facet, `facet ${code}`).toBeUndefined();
          continue;
        }
        expect(facet, `facet ${code}`).toBeDefined();
        // At most 10 buckets (the most frequent), plus the values chosen.
        expect(facet!.buckets.length, `buckets of ${code}`).toBe(
          Math.min(10, nonZero.length) + chosen.filter((value) => !nonZero.slice(0, 10).some(([bucket]) => bucket === value)).length,
        );
        for (const bucket of facet!.buckets) {
          expect(bucket.docCount, `${code}=${bucket.value}`).toBe(counts.get(bucket.value) ?? 0);
          expect(bucket.selected).toBe(chosen.includes(bucket.value));
        }
        const smallestShown = Math.min(...facet!.buckets.filter((bucket) => !bucket.selected).map((bucket) => bucket.docCount));
        for (const [value, n] of nonZero) {
          if (!facet!.buckets.some((bucket) => bucket.value === value)) expect(n, `${code}=${value} left out`).toBeLessThanOrEqual(smallestShown);
        }
      }
      expect(response.priceRanges.map((range) => [range.value, range.docCount])).toEqual(expected.priceRanges);
      return response;
    }

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      shelf = await createTestShelf(db());
      await seedProducts(db(), testProducts);
    });
    afterAll(async () => {
      await api?.close();
    });

    it("lists a category's products with its sub-categories', 18 a page by default", async () => {
      const result = await listing(shelf.shelf);
      // 47 products, the kit counted once though it sits in both sub-categories.
      expect(result).toMatchObject({ total: 47, page: 1, pageLength: 18, pageCount: 3, pageSizes: [18, 36] });
      expect(result.products).toHaveLength(18);
      expect(result.appliedSort).toEqual({ field: "position", direction: "asc" });
      expect(result.sortFields).toEqual([
        { field: "position", label: "Notre sélection" },
        { field: "price", label: "Prix" },
        { field: "name", label: "Nom" },
        { field: "newest", label: "Nouveautés" },
      ]);
      expect((await listing(shelf.packaging)).products.map((product) => product.sku)).toEqual(["TEST-FLACON", "TEST-COFFRET"]);
      // Variants are sold through their parent: never listed.
      const all = await listing(shelf.shelf, { pageLength: 100 });
      expect(all.products.map((product) => product.sku).filter((sku) => sku.startsWith("TEST-LAVANDE-"))).toEqual([]);
    });

    it("clamps pages and page sizes instead of failing", async () => {
      expect(await listing(shelf.shelf, { pageLength: 36 })).toMatchObject({ pageLength: 36, pageCount: 2 });
      expect(await listing(shelf.shelf, { page: 0 })).toMatchObject({ page: 1 });
      expect(await listing(shelf.shelf, { page: -5 })).toMatchObject({ page: 1 });
      const last = await listing(shelf.shelf, { page: 999_999 });
      expect(last).toMatchObject({ page: 3, pageCount: 3 });
      expect(last.products).toHaveLength(47 - 36);
      expect(await listing(shelf.shelf, { pageLength: 0 })).toMatchObject({ pageLength: 1, pageCount: 47 });
      expect(await listing(shelf.shelf, { pageLength: -1 })).toMatchObject({ pageLength: 1 });
      const huge = await listing(shelf.shelf, { pageLength: 1_000_000 });
      expect(huge).toMatchObject({ pageLength: 100, pageCount: 1 });
      expect(huge.products).toHaveLength(47);
      // Pages never overlap and together hold every product once.
      const pages = await Promise.all([1, 2, 3].map((page) => listing(shelf.shelf, { page })));
      const skus = pages.flatMap((page) => page.products.map((product) => product.sku));
      expect(new Set(skus).size).toBe(47);
    });

    it.each([
      ["price", "asc"],
      ["price", "desc"],
      ["name", "asc"],
      ["name", "desc"],
      ["newest", "asc"],
      ["newest", "desc"],
      ["position", "asc"],
      ["position", "desc"],
    ])("sorts by %s %s, the same across pages", async (field, direction) => {
      const pages = await Promise.all([1, 2, 3].map((page) => listing(shelf.shelf, { page, sort: { field, direction } })));
      expect(pages[0].appliedSort).toEqual({ field, direction });
      const products = pages.flatMap((page) => page.products);
      expect(products).toHaveLength(47);
      const sign = direction === "asc" ? 1 : -1;
      const key = (product: Listing["products"][number]) =>
        field === "price" ? product.prices.minPrice.priceInclTax.amount : field === "name" ? nameSortKey(product.name) : product.createdAt;
      if (field !== "position") {
        for (let index = 1; index < products.length; index++) {
          const [a, b] = [key(products[index - 1]), key(products[index])];
          expect(a === b || (a < b ? 1 : -1) === sign, `${field} ${direction} at ${index}: ${a} then ${b}`).toBe(true);
        }
      } else {
        // The category's order: the oils sub-category's products first, in the seed's order.
        const oils = testProducts.filter((product) => product.categories.includes("test-shelf/oils")).map((product) => product.sku);
        const expected = [...oils, "TEST-FLACON"];
        expect(products.map((product) => product.sku)).toEqual(direction === "asc" ? expected : [...expected].reverse());
      }
    });

    it("sorts names in the store's language, accents folded", async () => {
      const french = await listing(shelf.oils, { sort: { field: "name", direction: "asc" }, pageLength: 100 });
      const names = french.products.map((product) => product.name);
      expect(names.map(nameSortKey)).toEqual([...names.map(nameSortKey)].sort());
      // "Écorce" and "Ecorce" sort together, not after "Z".
      expect(names.findIndex((name) => name.startsWith("Écorce"))).toBeLessThan(names.findIndex((name) => name.startsWith("Lavande")));
      const english = await listing(shelf.oils, { sort: { field: "name", direction: "asc" }, pageLength: 100 }, EN);
      expect(english.products[0].name).toMatch(/^Bark number/);
    });

    it("ignores an unknown or malformed sort and sorts by position", async () => {
      const expected = (await listing(shelf.shelf)).products.map((product) => product.sku);
      for (const sort of [
        { field: "popularity", direction: "asc" },
        { field: "price", direction: "up" },
        { field: "", direction: "" },
        { field: "price; drop table product", direction: "asc" },
      ]) {
        const result = await listing(shelf.shelf, { sort });
        expect(result.appliedSort).toEqual({ field: "position", direction: "asc" });
        expect(result.products.map((product) => product.sku)).toEqual(expected);
      }
      expect((await listing(shelf.shelf, { sort: { field: "PRICE", direction: "DESC" } })).appliedSort).toEqual({ field: "price", direction: "desc" });
    });

    it("gives facet counts equal to the database's, unfiltered", async () => {
      const result = await expectTruth(shelf.shelf);
      expect(result.facets.map((facet) => facet.code)).toEqual(["category", "family", "is_organic", "labels", "origin", "volume", "color", "in_stock"]);
      const category = result.facets.find((facet) => facet.code === "category")!;
      expect(category).toEqual({
        code: "category",
        label: "Catégorie",
        buckets: [
          { value: String(shelf.oils), label: "Huiles de test", docCount: 46, selected: false },
          { value: String(shelf.packaging), label: "Flacons de test", docCount: 2, selected: false },
        ],
      });
      const inStock = result.facets.find((facet) => facet.code === "in_stock")!;
      expect(inStock.buckets.map((bucket) => bucket.label)).toEqual(["En stock", "Épuisé"]);
      const volume = result.facets.find((facet) => facet.code === "volume")!;
      expect(volume.buckets.map((bucket) => bucket.value)).toEqual(["5ml", "10ml", "30ml", "100ml"]);
      await expectTruth(shelf.oils);
      await expectTruth(shelf.packaging);
    });

    it.each<[string, Filters, { min?: number; max?: number }]>([
      ["one family", { family: ["hydrosol"] }, {}],
      ["organic and a label", { is_organic: ["1"], labels: ["vegan"] }, {}],
      ["two labels (either)", { labels: ["vegan", "new"] }, {}],
      ["a volume, matching configurable parents", { volume: ["10ml"] }, {}],
      ["in stock from two origins", { in_stock: ["1"], origin: ["FR", "MA"] }, {}],
      ["a price range", {}, { min: 10, max: 49.99 }],
      ["a price range and a family", { family: ["essential-oil"] }, { min: 5 }],
      ["a sub-category", { category: ["__oils__"] }, {}],
      ["everything at once", { category: ["__oils__"], family: ["essential-oil"], is_organic: ["0"], in_stock: ["1"], labels: ["vegan"] }, { max: 120 }],
      ["a colour", { color: ["amber", "blue"] }, {}],
      ["a value no product has", { labels: ["no-such-label"] }, {}],
      ["known and unknown values of one filter", { labels: ["no-such-label", "vegan"], family: ["no-such-family"] }, {}],
    ])("gives facet counts equal to the database's, filtered by %s", async (_name, filters, price) => {
      const resolved = Object.fromEntries(
        Object.entries(filters).map(([code, values]) => [code, values.map((value) => (value === "__oils__" ? String(shelf.oils) : value))]),
      );
      const result = await expectTruth(shelf.shelf, resolved, price);
      // Facets of chosen values show them selected; other values stay offered (disjunctive counts).
      for (const [code, values] of Object.entries(resolved)) {
        const facet = result.facets.find((candidate) => candidate.code === code);
        for (const value of values) {
          const bucket = facet?.buckets.find((candidate) => candidate.value === value);
          if (bucket) expect(bucket.selected).toBe(true);
        }
      }
    });

    it("matches a configurable product by a variant's volume", async () => {
      const result = await listing(shelf.shelf, { filters: [{ name: "volume", values: ["100ml"] }] });
      expect(result.products.map((product) => product.sku)).toEqual(["TEST-LAVANDE"]);
      const bottles = await listing(shelf.shelf, { filters: [{ name: "color", values: ["blue"] }] });
      expect(bottles.products.map((product) => product.sku)).toEqual(["TEST-FLACON"]);
    });

    it("filters on the final price incl. VAT, bounds included, and marks the matching range", async () => {
      const result = await listing(shelf.shelf, { minPrice: 10, maxPrice: 24.99, pageLength: 100 });
      for (const product of result.products) {
        expect(product.prices.minPrice.priceInclTax.amount).toBeGreaterThanOrEqual(10);
        expect(product.prices.minPrice.priceInclTax.amount).toBeLessThanOrEqual(24.99);
      }
      const range = result.priceRanges.find((candidate) => candidate.value === "10-25")!;
      expect({ ...range, name: range.name.replace(/[\u00a0\u202f]/g, " ") }).toMatchObject({ name: "10 € à 25 €", min: 10, max: 24.99, selected: true });
      expect(result.total).toBe(range.docCount);
      // The lemon costs 9.60 incl. VAT on sale: in "0-10", out of a 9.61 minimum.
      expect((await listing(shelf.oils, { maxPrice: 9.6, pageLength: 100 })).products.map((product) => product.sku)).toContain("TEST-CITRON");
      expect((await listing(shelf.oils, { minPrice: 9.61, pageLength: 100 })).products.map((product) => product.sku)).not.toContain("TEST-CITRON");
      const english = await listing(shelf.shelf, {}, EN);
      expect(english.priceRanges.map((candidate) => candidate.name)).toEqual(["Under €10", "€10 to €25", "€25 to €50", "€50 to €100", "€100 and over"]);
      expect(english.priceRanges.every((candidate) => !candidate.selected)).toBe(true);
      // An impossible range is an empty listing, not an error.
      expect(await listing(shelf.shelf, { minPrice: 50, maxPrice: 10 })).toMatchObject({ total: 0, products: [], pageCount: 1, page: 1 });
    });

    it("asks and shows price ranges in pounds when pounds are displayed", async () => {
      const pounds: RequestOptions = { ...EN, headers: { cookie: "currency=GBP" } };
      const all = await listing(shelf.shelf, { pageLength: 100 }, pounds);
      expect(all.priceRanges.map((candidate) => candidate.name)).toEqual(["Under £10", "£10 to £25", "£25 to £50", "£50 to £100", "£100 and over"]);
      expect(all.priceRanges.reduce((sum, range) => sum + range.docCount, 0)).toBe(all.total);
      for (const range of all.priceRanges) {
        // The range's own bounds, sent back, select exactly its products, by their displayed price.
        const within = await listing(shelf.shelf, { minPrice: range.min, maxPrice: range.max, pageLength: 100 }, pounds);
        expect(within.total).toBe(range.docCount);
        expect(within.priceRanges.find((candidate) => candidate.value === range.value)!.selected).toBe(true);
        for (const product of within.products) {
          expect(product.prices.minPrice.priceInclTax.currency).toBe("GBP");
          expect(product.prices.minPrice.priceInclTax.amount).toBeGreaterThanOrEqual(range.min);
          if (range.max !== null) expect(product.prices.minPrice.priceInclTax.amount).toBeLessThanOrEqual(range.max);
        }
      }
      // £8.26 is 9.60 € at 0.86 (the lemon on sale): in at a £8.26 maximum, out from £8.27.
      expect((await listing(shelf.oils, { maxPrice: 8.26, pageLength: 100 }, pounds)).products.map((product) => product.sku)).toContain("TEST-CITRON");
      expect((await listing(shelf.oils, { minPrice: 8.27, pageLength: 100 }, pounds)).products.map((product) => product.sku)).not.toContain("TEST-CITRON");
    });

    it("ignores unknown filters and the search-ignored attributes", async () => {
      const base = await listing(shelf.shelf);
      const ignored = await listing(shelf.shelf, {
        filters: ["url_key", "description", "image", "status", "tax_class_id", "short_description", "colour_of_the_sky", "__proto__", "constructor"].map((name) => ({
          name,
          values: ["1", "x"],
        })),
      });
      expect(ignored.total).toBe(base.total);
      expect(ignored.products.map((product) => product.sku)).toEqual(base.products.map((product) => product.sku));
      for (const code of ["url_key", "description", "image", "status", "tax_class_id", "short_description"]) {
        expect(base.facets.map((facet) => facet.code)).not.toContain(code);
      }
    });

    it("reads at most 50 values per filter, and many values cost no error", async () => {
      const values = Array.from({ length: 12_000 }, (_unused, index) => `v${index}`);
      values[40] = "vegan";
      const result = await listing(shelf.shelf, { filters: [{ name: "labels", values }] });
      expect(result.appliedFilters).toEqual([{ name: "labels", values: ["vegan"] }]);
      expect(result.total).toBeLessThan(47);
      values[40] = "x";
      values[60] = "vegan";
      // Beyond the 50th value: not read, so no label is applied and the filter is ignored.
      const ignored = await listing(shelf.shelf, { filters: [{ name: "labels", values }] });
      expect(ignored).toMatchObject({ total: 47, appliedFilters: [] });
    });

    it.each([
      ["negative prices", { minPrice: -10, maxPrice: -1 }],
      ["huge prices", { minPrice: 1e300, maxPrice: 1e308 }],
      ["empty filters", { filters: [] }],
      ["a filter without values", { filters: [{ name: "labels", values: [] }] }],
      ["empty values", { filters: [{ name: "family", values: ["", " "] }] }],
      // NUL is refused before any resolver (graphql/limits.test.ts); other control characters are plain text.
      ["odd characters", { filters: [{ name: "labels", values: ["\u0001", "' OR 1=1 --", "%", "#503 Maintenance flag", "é".repeat(500)] }] }],
      ["odd categories", { filters: [{ name: "category", values: ["-1", "0", "1e3", "99999999999", "abc"] }] }],
      ["a null sort", { sort: null }],
    ])("answers a sane listing for %s, never an error", async (_name, input) => {
      const response = await api.post({ query: LISTING, variables: { id: String(shelf.shelf), input } });
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      const result: Listing = response.body.data.category.products;
      expect(result.page).toBeGreaterThanOrEqual(1);
      expect(result.pageLength).toBeGreaterThanOrEqual(1);
      expect(result.pageLength).toBeLessThanOrEqual(100);
    });

    const SEARCH_LISTING = /* GraphQL */ `
      query SearchListing($input: ListingInput) {
        search(query: "test", input: $input) {
          listing { total page pageLength pageCount products { sku } appliedFilters { name values } }
        }
      }
    `;

    it.each<[string, { page?: number; pageLength?: number; minPrice?: number; maxPrice?: number }]>([
      ["the largest Int page", { page: 2_147_483_647 }],
      ["a huge minimum price", { minPrice: 1e308 }],
      ["a huge maximum price", { maxPrice: 1e308 }],
      ["huge bounds both ways", { minPrice: -1e308, maxPrice: Number.MAX_VALUE }],
      ["the largest Int page length", { pageLength: 2_147_483_647 }],
    ])("clamps %s on category and search listings, in euros and in pounds", async (_name, input) => {
      for (const options of [{}, { ...EN, headers: { cookie: "currency=GBP" } }]) {
        const category = await api.post({ query: LISTING, variables: { id: String(shelf.shelf), input } }, options);
        const search = await api.post({ query: SEARCH_LISTING, variables: { input } }, options);
        for (const response of [category, search]) {
          expect(response.status).toBe(200);
          expect(response.body.errors).toBeUndefined();
        }
        for (const result of [category.body.data.category.products, search.body.data.search.listing] as Listing[]) {
          expect(result.page).toBe(Math.min(input.page ?? 1, result.pageCount));
          expect(result.pageLength).toBe(input.pageLength === undefined ? 18 : 100);
          // Beyond any price: a minimum matches nothing, a maximum everything.
          if (input.minPrice !== undefined && input.minPrice > 0) expect(result.total).toBe(0);
          else expect(result.total).toBeGreaterThan(0);
        }
      }
    });

    it("refuses a page beyond GraphQL's Int as a typed 400 error, without internals", async () => {
      for (const query of [LISTING, SEARCH_LISTING]) {
        const response = await api.post({ query, variables: { id: String(shelf.shelf), input: { page: 999_999_999_999 } } });
        expect(response.status).toBe(400);
        expect(response.body.errors[0].message).toMatch(/Int cannot represent/);
        expect(response.text).not.toMatch(/\bat .+:\d+|\/src\/|node_modules/);
      }
    });

    it("answers a hostile filter list with only the values that exist, at the size of a plain listing", async () => {
      const plain = await api.post({ query: LISTING, variables: { id: String(shelf.shelf) } });
      const values = Array.from({ length: 1_200 }, (_unused, index) => `v${index}-${"x".repeat(8)}`);
      values[3] = "vegan";
      const input = { filters: ["labels", "origin", "volume", "color", "family"].map((name) => ({ name, values })) };
      const category = await api.post({ query: LISTING, variables: { id: String(shelf.shelf), input } });
      const search = await api.post({ query: SEARCH_LISTING, variables: { input } });
      expect(category.body.data.category.products.appliedFilters).toEqual([{ name: "labels", values: ["vegan"] }]);
      expect(search.body.data.search.listing.appliedFilters).toEqual([{ name: "labels", values: ["vegan"] }]);
      expect(category.text.length).toBeLessThan(plain.text.length * 1.5);
    });

    it("refuses input of the wrong type as a GraphQL validation error, not a server error", async () => {
      for (const input of [{ page: "two" }, { page: 1.5 }, { page: 1e12 }, { filters: "labels=vegan" }, { sort: "price" }]) {
        const response = await api.post({ query: LISTING, variables: { id: String(shelf.shelf), input } });
        expect(response.status).toBeLessThan(500);
        expect(response.body.errors?.[0]?.extensions?.code).not.toBe("INTERNAL_SERVER_ERROR");
      }
    });

    it("answers with the database's counts again after a product changes", async () => {
      const { id } = await db().selectFrom("product").select("id").where("sku", "=", "TEST-CITRON").executeTakeFirstOrThrow();
      const before = await listing(shelf.shelf, { filters: [{ name: "in_stock", values: ["1"] }] });
      await db().updateTable("product").set({ stock_qty: 0 }).where("id", "=", id).execute();
      await api.commerce.services.products.reindex([id]);
      try {
        const after = await expectTruth(shelf.shelf, { in_stock: ["1"] });
        // The lemon and the range made only of it and a sold-out oil leave the in-stock listing.
        expect(after.total).toBe(before.total - 2);
      } finally {
        await db().updateTable("product").set({ stock_qty: 25 }).where("id", "=", id).execute();
        await api.commerce.services.products.reindex([id]);
      }
      await expectTruth(shelf.shelf, { in_stock: ["1"] });
    });

    it("drops a deleted product from the listing once reindexed", async () => {
      const product = await db().selectFrom("product").selectAll().where("sku", "=", "TEST-CITRON").executeTakeFirstOrThrow();
      const before = await listing(shelf.shelf);
      const links = await db().selectFrom("product_category").selectAll().where("product_id", "=", product.id).execute();
      const translations = await db().selectFrom("product_translation").selectAll().where("product_id", "=", product.id).execute();
      const memberships = await db().selectFrom("product_link").selectAll().where("linked_product_id", "=", product.id).execute();
      const choices = await db().selectFrom("product_bundle_selection").selectAll().where("product_id", "=", product.id).execute();
      const bundles = choices.length
        ? await db().selectFrom("product_bundle_option").select("product_id").where("id", "in", choices.map((choice) => choice.option_id)).execute()
        : [];
      await db().deleteFrom("product").where("id", "=", product.id).execute();
      // Its links are gone with it, so whoever deletes names the ranges and bundles that held it too.
      const holders = [...memberships, ...bundles].map((link) => link.product_id);
      await api.commerce.services.products.reindex([product.id, ...holders]);
      try {
        const after = await expectTruth(shelf.shelf, {});
        expect(after.total).toBe(before.total - 1);
        await expectTruth(shelf.shelf, { in_stock: ["1"] });
        const stale = await db().selectFrom("product_listing").select("product_id").where("product_id", "=", product.id).execute();
        expect(stale).toEqual([]);
      } finally {
        await db().insertInto("product").values(product).execute();
        await db().insertInto("product_translation").values(translations).execute();
        await db().insertInto("product_category").values(links).execute();
        if (memberships.length) await db().insertInto("product_link").values(memberships).execute();
        if (choices.length) await db().insertInto("product_bundle_selection").values(choices).execute();
        await api.commerce.services.products.reindex([product.id, ...holders]);
      }
      await expectTruth(shelf.shelf, {});
    });

    it("gives facet counts equal to the database's on the demo catalogue's categories too", async () => {
      const tops = await db()
        .selectFrom("category")
        .select("id")
        .where("parent_id", "=", 2)
        .where("code", "<>", "test-shelf")
        .orderBy("position")
        .limit(3)
        .execute();
      for (const { id } of tops) {
        await expectTruth(id);
        await expectTruth(id, { is_organic: ["1"] }, { max: 30 });
      }
    });

    it("serves the listing through a category's URL path too", async () => {
      const response = await api.post({
        query: `query { route(url: "/etagere-de-test/huiles-de-test") { category { products(input: { pageLength: 5 }) { total products { sku } } } } }`,
      });
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.route.category.products.total).toBe(46);
      expect(response.body.data.route.category.products.products).toHaveLength(5);
    });
  });
});
