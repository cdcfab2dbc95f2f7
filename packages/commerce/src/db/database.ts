import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../config.ts";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Resolves when the database answers a trivial query (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), sums) as strings by default; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(database: Config["database"]): DatabaseHandle {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A restarted server kills idle connections; the pool drops them and reconnects on next use.
    pool.on("error", () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: "postgres",
      ping: async () => void (await sql`select 1`.execute(db)),
      close: () => db.destroy(),
    };
  }

  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: async () => {
        const connection = new SQLite(database.file);
        connection.pragma("journal_mode = WAL");
        connection.pragma("synchronous = FULL");
        connection.pragma("foreign_keys = ON");
        connection.pragma("busy_timeout = 5000");
        return connection;
      },
    }),
  });
  return {
    db,
    dialect: "sqlite",
    ping: async () => void (await sql`select 1`.execute(db)),
    close: () => db.destroy(),
  };
}

export const nowIso = (): string => new Date().toISOString();

/**
 * Fresh planner statistics after a bulk write (seed, synthetic catalogue, full reindex):
 * PostgreSQL plans the catalogue's joins from them, and a new database has none until autovacuum
 * runs (if it is on). SQLite's planner does well without (ANALYZE there could change its plans).
 */
export async function refreshPlannerStatistics(db: Kysely<Database>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`analyze`.execute(db);
}
