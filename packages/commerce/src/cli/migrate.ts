import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";

const config = loadConfig();
const database = openDatabase(config.database);
try {
  const applied = await migrateToLatest(database.db, database.dialect);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
} finally {
  await database.close();
}
