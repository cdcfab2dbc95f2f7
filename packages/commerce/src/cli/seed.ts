import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createLogger } from "../logger.ts";
import { seed } from "../seed/seed.ts";
import { seedSyntheticReviews } from "../seed/reviews.ts";
import { SYNTHETIC_SKU_PREFIX, seedSyntheticCatalogue } from "../seed/synthetic-catalogue.ts";

/**
 * `npm run seed`: seeds the demo shop (idempotent).
 * `npm run seed -- --products 100000`: also writes a synthetic catalogue of that many products
 * for benchmarks (replacing a previous one; the demo catalogue stays). Use a separate DATA_DIR or
 * DATABASE_URL for it.
 */
const { values } = parseArgs({ options: { products: { type: "string" } }, allowPositionals: false });
const syntheticCount = values.products === undefined ? 0 : Number(values.products);
if (!Number.isSafeInteger(syntheticCount) || syntheticCount < 0 || syntheticCount > 2_000_000) {
  console.error("--products takes a number of products between 0 and 2000000.");
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database.db, database.dialect);
  await seed(database.db, createLogger(config));
  console.log("The demo shop is seeded.");
  if (syntheticCount > 0) {
    const result = await seedSyntheticCatalogue(database.db, syntheticCount, (message) => console.log(`synthetic catalogue: ${message}`));
    console.log(
      `Synthetic catalogue: ${result.products} products and ${result.variants} variants written in ${(result.writeMs / 1000).toFixed(1)} s, indexed in ${(result.indexMs / 1000).toFixed(1)} s.`,
    );
    // The bench's pages read real review rows for part of the synthetic products too.
    console.log(`Synthetic catalogue: ${await seedSyntheticReviews(database.db, SYNTHETIC_SKU_PREFIX)} reviews written.`);
  }
} finally {
  await database.close();
}
