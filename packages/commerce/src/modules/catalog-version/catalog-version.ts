import { type Kysely, sql } from "kysely";
import { type DatabaseHandle, dialectOf, nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { keepListening } from "../../db/keep-listening.ts";
import { preparedQuery } from "../../db/prepared-query.ts";
import { asDatabaseUnavailable } from "../../db/unavailable.ts";

/**
 * The catalogue version: a value in the `setting` table that moves on with every change to
 * products or categories (listing/product-index.ts calls `bumpCatalogVersion` after reindexing). Every
 * process keys what it caches of the catalogue by it (read caches, listing snapshots, the
 * category tree, the search name index, stored pages), so a change retires all of them at once.
 */

export const CATALOG_VERSION_KEY = "catalog_version";
/** PostgreSQL channel on which a new version is announced (sent at the commit that sets it). */
const CHANNEL = "eb_catalog_version";

// The version sources of this process by database, told at once of the bumps made here.
const sourcesByDb = new WeakMap<Kysely<Database>, CatalogVersionSource>();

/** A new catalogue version: every process's catalogue caches miss from now on. */
export async function bumpCatalogVersion(db: Kysely<Database>): Promise<string> {
  const now = nowIso();
  const value = `${now}#${Math.random().toString(36).slice(2, 10)}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("setting")
      .values({ key: CATALOG_VERSION_KEY, value, updated_at: now })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: now }))
      .execute();
    if (dialectOf(db) === "postgres") await sql`select pg_notify(${CHANNEL}, ${value})`.execute(trx);
  });
  sourcesByDb.get(db)?.changed();
  return value;
}

/** Read by every operation on SQLite. */
const READ_VERSION = preparedQuery<Record<string, never>, { value: string }>((db) => db.selectFrom("setting").select("value").where("key", "=", CATALOG_VERSION_KEY));

export async function readCatalogVersion(db: Kysely<Database>): Promise<string> {
  const row = await READ_VERSION.executeTakeFirst(db, {});
  return row?.value ?? "0";
}

export interface CatalogVersionSource {
  /** The current version. */
  current(): Promise<string>;
  /** This process has just committed a new version. */
  changed(): void;
  close(): Promise<void>;
}

/**
 * The current catalogue version as this process sees it. Every operation asks for it, so it must
 * cost next to nothing: SQLite reads the row (a call into the embedded library, microseconds);
 * on PostgreSQL a round trip per operation was a third of a cached suggestion's cost, so a
 * connection of its own LISTENs for new versions (announced by the committing transaction) and
 * the version is kept in memory. While that connection is not up (starting, lost with a
 * database restart) the version is read every time, as on SQLite, and listening is retried.
 */
export function createCatalogVersionSource(database: Pick<DatabaseHandle, "db" | "listen">, onError?: (error: unknown) => void): CatalogVersionSource {
  const { db } = database;
  /** The version last read from the database. */
  let lastRead: string | undefined;
  const read = async () => {
    try {
      lastRead = await readCatalogVersion(db);
      return lastRead;
    } catch (error) {
      // While the database cannot answer (connection lost, restarting), the version last read
      // stands: it only keys caches, and what is cached can still be served (a stored page, say);
      // whatever needs the database itself answers "retry later". Other failures stay failures.
      if (lastRead !== undefined && asDatabaseUnavailable(error)) return lastRead;
      throw error;
    }
  };
  let known: string | undefined;
  /** Notifications received since listening began: a read older than one of them is dropped. */
  let notified = 0;
  const listening =
    dialectOf(db) === "postgres"
      ? keepListening(
          database,
          CHANNEL,
          {
            message: (value) => {
              notified += 1;
              known = value;
            },
            // Listening before reading: a version committed after the read arrives as a notification.
            started: async (current) => {
              const before = notified;
              const value = await read();
              if (notified === before && current()) known = value;
            },
            lost: () => {
              known = undefined;
            },
          },
          onError,
        )
      : undefined;

  const source: CatalogVersionSource = {
    current: () => (known !== undefined ? Promise.resolve(known) : read()),
    changed() {
      // Not kept as is: another process's earlier version may still be on its way and would
      // overwrite it. Read until this commit's own notification arrives (they come in commit order).
      notified += 1;
      known = undefined;
    },
    async close() {
      known = undefined;
      await listening?.close();
    },
  };
  sourcesByDb.set(db, source);
  return source;
}
