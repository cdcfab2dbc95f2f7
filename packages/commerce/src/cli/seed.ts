import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createLogger } from "../logger.ts";
import { seed } from "../seed/seed.ts";

const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database.db, database.dialect);
  await seed(database.db, createLogger(config));
  console.log("The demo shop is seeded.");
} finally {
  await database.close();
}
