import { startTimingHarness } from "./timing-harness.ts";

/**
 * Times search listings and suggestions as you type through the GraphQL API in-process
 * (yoga.fetch, no HTTP), N concurrent requests at a time, on the database DATA_DIR /
 * DATABASE_URL points at (run `npm run reindex` on it first):
 *
 *   DATA_DIR=/tmp/eb-big npx tsx bench/search-timing.ts [--requests 400] [--concurrency 10]
 *
 * Scenarios: search pages of varied queries (first request of each query ranks its matches;
 * later pages, sorts and filters reuse them), search pages with filters and sorts, search pages
 * of queries never seen (with and without results), and suggestions for prefixes typed letter by
 * letter and never seen. Prints p50 / p95 / p99 / max in ms. The warm-up loads what a process
 * reads once per catalogue version: the catalogue's listing snapshot and the name index.
 */
const SEARCH = /* GraphQL */ `
  query SearchPage($query: String!, $input: ListingInput) {
    search(query: $query, input: $input) {
      query correctedQuery suggestions
      listing {
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
const SUGGEST = /* GraphQL */ `
  query SearchSuggestions($query: String!) {
    searchSuggestions(query: $query, limit: 6) {
      products { sku name path imageUrl prices { finalPrice { priceInclTax { amount currency } } } }
      categories { id name url }
      pages { identifier title url }
    }
  }
`;

const { commerce, execute, measure, rand, pick } = await startTimingHarness(11);
const products = await commerce.database.db.selectFrom("product_index").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
console.log(`${commerce.database.dialect}: ${products.n} listed products`);




const FR_QUERIES = ["lavande", "huile essentielle", "rose", "neroli", "bio", "lavande fine", "menthe poivree", "vetiver", "flacon", "cedre atlas", "jasmin", "ylang", "HE-NEROLI", "8000-28-0", "santal", "eucalyptus radie", "lavnade", "patchuli"];
const EN_QUERIES = ["lavender", "essential oil", "rose", "neroli", "organic", "peppermint", "bottle", "sandalwood", "jasmine", "cedarwood", "frankincense", "lavendre"];
const sorts = ["relevance", "price", "name", "newest"];
const filterSets = [[{ name: "is_organic", values: ["1"] }], [{ name: "in_stock", values: ["1"] }], [{ name: "labels", values: ["vegan"] }], []];
// Plants and qualifiers of the synthetic catalogue's names: together, new queries that find products.
const PLANTS = ["lavande", "romarin", "menthe", "citron", "orange", "bergamote", "geranium", "ylang", "vetiver", "patchouli", "cedre", "santal", "encens", "jasmin", "neroli", "camomille", "cannelle", "vanille", "iris", "mimosa", "jojoba", "argan"];
const QUALIFIERS = ["sauvage", "fine", "extra", "montagne", "premium", "doux", "vert", "fume", "ambre", "poudre", "frais", "boise"];
const PREFIXES = ["l", "la", "lav", "lava", "lavan", "lavande", "ro", "ros", "rose", "ne", "ner", "nero", "men", "ment", "he", "hui", "huile", "fla", "flac", "ced", "sa", "san", "lave", "pep", "pepp"];

// Warm up: the catalogue snapshot search listings read (once per catalogue version and process).
let warm = performance.now();
await execute(SEARCH, { query: "lavande", input: {} });
console.log(`first search (loads the catalogue snapshot and the name index): ${(performance.now() - warm).toFixed(0)} ms`);
warm = performance.now();
await execute(SUGGEST, { query: "lav" });
console.log(`first suggestion: ${(performance.now() - warm).toFixed(0)} ms`);

await measure("search page, varied queries fr/en", () => (rand() < 0.6 ? [SEARCH, { query: pick(FR_QUERIES), input: {} }] : [SEARCH, { query: pick(EN_QUERIES), input: {} }, "/en/graphql"]));
await measure("search page, pages, sorts and filters vary", () => [
  SEARCH,
  { query: pick(FR_QUERIES), input: { page: 1 + Math.floor(rand() * 5), sort: { field: pick(sorts), direction: pick(["asc", "desc"]) }, filters: pick(filterSets) } },
]);
await measure("search page, unseen queries (no cache)", () => [SEARCH, { query: `${pick(FR_QUERIES)} ${pick(["bio", "fine", "france", "100", "inde", "douce", "rosat", ""])} ${Math.floor(rand() * 1e6)}`.trim(), input: {} }]);
await measure("suggestions, prefixes as typed", () => (rand() < 0.6 ? [SUGGEST, { query: pick(PREFIXES) }] : [SUGGEST, { query: pick(PREFIXES) }, "/en/graphql"]));
await measure("suggestions, unseen prefixes (no cache)", () => [SUGGEST, { query: `${pick(PREFIXES)} ${String.fromCharCode(97 + Math.floor(rand() * 26))}${String.fromCharCode(97 + Math.floor(rand() * 26))}` }]);
// Last, so that the scenarios above draw the same requests as before it was added.
await measure("search page, new queries with results (no cache)", () => [SEARCH, { query: `${pick(PLANTS)} ${pick(QUALIFIERS)} ${pick(["", "bio", "n"])}`.trim(), input: {} }]);

await commerce.close();
