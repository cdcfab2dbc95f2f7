import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { createPostgresSearchStrategy } from "./postgres-search-strategy.ts";
import { createSqliteSearchStrategy } from "./sqlite-search-strategy.ts";
import { dialectOf } from "../../db/database.ts";
import type { SearchStrategy } from "./search-strategy.ts";

/** The strategy of the database `db` talks to. */
export function searchStrategyFor(db: Kysely<Database>): SearchStrategy {
  return dialectOf(db) === "postgres" ? createPostgresSearchStrategy(db) : createSqliteSearchStrategy(db);
}

/**
 * Rewrites the search documents of these products (ids of any products; those no longer listed,
 * or deleted, lose theirs), or all of them. Called by the listing index's `reindexProducts`, so
 * every product change (seed, import, update, stock, delete) reaches search without a rebuild.
 */
export function reindexSearch(db: Kysely<Database>, productIds: readonly number[] | "all"): Promise<number> {
  return searchStrategyFor(db).index(productIds);
}

/**
 * Whether listed products exist but the search index holds nothing: a database migrated to
 * 0004 after its catalogue was written. `seedIfEmpty` then indexes it once at start-up.
 */
export async function searchIndexMissing(db: Kysely<Database>): Promise<boolean> {
  const listed = await db.selectFrom("product_index").select("product_id").limit(1).executeTakeFirst();
  if (!listed) return false;
  const term = await db.selectFrom("search_term").select("term").limit(1).executeTakeFirst();
  return !term;
}
