import fs from "node:fs/promises";
import path from "node:path";

/**
 * The demo shop's database, migrated and seeded once per test run (`global-setup.ts`), that test
 * servers copy instead of seeding their own: migrating and seeding took seconds per server (a few
 * on SQLite, ten or more on PostgreSQL on a loaded machine), and the suite starts about a hundred.
 * The global setup says where the templates are through the environment its test processes inherit.
 */
export const SQLITE_TEMPLATE_ENV = "EB_TEST_SQLITE_TEMPLATE";
export const POSTGRES_TEMPLATE_ENV = "EB_TEST_POSTGRES_TEMPLATE";

/** The SQLite file's name in a data folder (the config's default when DATABASE_URL is empty). */
export const SQLITE_FILE = "shop.sqlite";

/** The seeded PostgreSQL database to copy, when the global setup made one. */
export const postgresTemplate = (): string | undefined => process.env[POSTGRES_TEMPLATE_ENV] || undefined;

/**
 * Puts a copy of the seeded SQLite database in `dataDir`, where a server configured with that
 * DATA_DIR and no DATABASE_URL opens it. False when there is no template (a test file run outside
 * the suite's config): the server then seeds its database itself, as `npm start` does.
 */
export async function copySeededSqlite(dataDir: string): Promise<boolean> {
  const template = process.env[SQLITE_TEMPLATE_ENV];
  if (!template) return false;
  await fs.copyFile(template, path.join(dataDir, SQLITE_FILE));
  return true;
}
