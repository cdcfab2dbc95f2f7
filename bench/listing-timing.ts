import { startTimingHarness } from "./timing-harness.ts";

/**
 * Times category listings and product pages through the GraphQL API in-process (yoga.fetch, no
 * HTTP), N concurrent requests at a time, on the database DATA_DIR / DATABASE_URL points at:
 *
 *   DATA_DIR=/tmp/eb-big npx tsx bench/listing-timing.ts [--requests 400] [--concurrency 10]
 *
 * Scenarios: the same category page again and again, pages and sorts that vary, filters and
 * prices that vary (facets counted per request), every category visited (each category's first
 * visit reads its listing snapshot), and product pages (random skus: nothing cached).
 * Prints p50 / p95 / p99 / max in milliseconds per scenario.
 */
const LISTING = /* GraphQL */ `
  query CategoryPage($id: ID!, $input: ListingInput) {
    category(id: $id) {
      id name
      products(input: $input) {
        total page pageCount pageLength pageSizes
        products {
          sku name path imageUrl botanical_name is_organic type
          labels { code label }
          stock { isInStock }
          prices { finalPrice { priceInclTax { amount currency } } minPrice { priceInclTax { amount currency } } regularPrice { priceInclTax { amount currency } } }
        }
        facets { code label buckets { value label docCount selected } }
        priceRanges { name value docCount min max selected }
        sortFields { field label }
        appliedSort { field direction }
      }
    }
  }
`;
const PRODUCT = /* GraphQL */ `
  query ProductPage($sku: String!) {
    product(sku: $sku) {
      sku name path description shortDescription botanical_name geographical_origin conformity_cas is_organic specificity
      labels { code label } technical_document fds imageUrl stock { isInStock }
      prices { regularPrice { priceInclTax { amount } priceExclTax { amount } } finalPrice { priceInclTax { amount } priceExclTax { amount } } tierPrice { qty priceInclTax { amount } } }
      configurableOptions { id label values { label value swatch { type value } isInStock } }
      configurations { sku stock { isInStock } selectedOptions { option_id option_value } prices { finalPrice { priceInclTax { amount } } } }
      customOptions { option_id title type is_required max_characters extraCost { type rate priceInclTax { amount } } values { option_value_id title extraCost { type rate } } }
      breadcrumbs { id name url } related(limit: 8) { sku name path imageUrl prices { minPrice { priceInclTax { amount } } } }
      reviewsLayer(input: { from: 0, size: 0 }) { total ratingAverage }
      metaTitle metaDescription alternates { locale url }
    }
  }
`;

const { commerce, execute, measure, rand, pick } = await startTimingHarness(7);
const { db } = commerce.database;

const categories = await db
  .selectFrom("product_listing")
  .select(["category_id"])
  .select((eb) => eb.fn.countAll<number>().as("n"))
  .groupBy("category_id")
  .orderBy("n", "desc")
  .execute();
const skus = (await db.selectFrom("product").select("sku").where("parent_id", "is", null).where("is_visible", "=", 1).limit(5_000).execute()).map(
  (row) => row.sku,
);
const top = categories[0];
console.log(
  `${commerce.database.dialect}: ${categories.length} listing categories; largest ${top?.category_id} with ${top?.n} products; ${skus.length} skus sampled`,
);




const big = String(top.category_id);
const middle = String(categories[Math.floor(categories.length / 2)].category_id);
const sorts = ["position", "price", "name", "newest"];
const filterSets = [
  [{ name: "is_organic", values: ["1"] }],
  [{ name: "labels", values: ["vegan"] }],
  [{ name: "in_stock", values: ["1"] }, { name: "origin", values: ["FR", "MA", "IN"] }],
  [{ name: "volume", values: ["10ml", "30ml"] }],
  [{ name: "family", values: ["essential-oil"] }, { name: "is_organic", values: ["1"] }],
  [{ name: "labels", values: ["new", "bestseller"] }, { name: "in_stock", values: ["1"] }],
];

await execute(LISTING, { id: big, input: {} });
await measure(`largest category, same page (${top.n} products)`, () => [LISTING, { id: big, input: {} }]);
await measure("largest category, pages and sorts vary", () => [
  LISTING,
  { id: big, input: { page: 1 + Math.floor(rand() * 50), sort: { field: pick(sorts), direction: pick(["asc", "desc"]) } } },
]);
await measure("largest category, filters + price vary", () => [
  LISTING,
  {
    id: big,
    input: { filters: pick(filterSets), minPrice: Math.floor(rand() * 40), maxPrice: 50 + Math.floor(rand() * 1000) / 10, sort: { field: pick(sorts), direction: "asc" } },
  },
]);
await measure("any category (first visits load snapshots)", () => [
  LISTING,
  {
    id: String(pick(categories).category_id),
    input: { filters: pick(filterSets), minPrice: Math.floor(rand() * 40), maxPrice: 50 + Math.floor(rand() * 1000) / 10 },
  },
]);
await measure("middle category, first page", () => [LISTING, { id: middle, input: {} }]);
await measure("product page, random sku", () => [PRODUCT, { sku: pick(skus) }]);

await commerce.close();
