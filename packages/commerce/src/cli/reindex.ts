import { loadConfig } from "../config.ts";
import { openDatabase, refreshPlannerStatistics } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { reindexProducts } from "../modules/listing/product-index.ts";

/**
 * `npm run reindex`: rebuilds every derived catalogue table from the product tables — the listing
 * index (product_index, product_listing, product_listing_value) and the search index (FTS5 tables
 * on SQLite, product_search on PostgreSQL, search_term) — and moves the catalogue version on.
 * For recovery: every product change already reindexes what it touches.
 */
const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database.db, database.dialect);
  const started = performance.now();
  let last = 0;
  const written = await reindexProducts(database.db, "all", {
    chunkSize: 1000,
    onProgress: (done, total) => {
      if (done === total || performance.now() - last > 5_000) {
        last = performance.now();
        console.log(`listing index: ${done} / ${total} products`);
      }
    },
  });
  await refreshPlannerStatistics(database.db);
  console.log(`${written} listed products indexed (listing and search, ${database.dialect}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
