import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSTGRES_ADMIN_URL, createThrowawayDatabase, isCI, postgresUnavailableReason } from "../testing/test-server.ts";
import { createCatalogVersionSource } from "../modules/catalog-version/catalog-version.ts";
import { type DatabaseHandle, openDatabase } from "./database.ts";
import { LockWaitingSqliteDialect } from "./sqlite-driver.ts";
import { SILENT_STATEMENT_MS, outsideRequestDeadline } from "./request-deadline.ts";
import { DatabaseUnavailableError, asDatabaseUnavailable } from "./unavailable.ts";

/**
 * The database layer under faults (ADR 022): what counts as "unavailable, retry later", SQLite
 * waiting for another connection's lock without blocking the event loop, and PostgreSQL
 * connections terminated while checked out. The production server under the same faults:
 * packages/storefront/server/database-faults.test.ts.
 */
describe("classification", () => {
  it("turns connection and lock failures into the typed error, and nothing else", () => {
    const cases: [unknown, boolean][] = [
      [Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }), true],
      [Object.assign(new Error("connection failure"), { code: "08006" }), true],
      [Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }), true],
      [new Error("Connection terminated unexpectedly"), true],
      [new Error("timeout exceeded when trying to connect"), true],
      [Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }), true],
      [new Error("outer", { cause: Object.assign(new Error("inner"), { code: "SQLITE_BUSY_SNAPSHOT" }) }), true],
      [Object.assign(new Error("duplicate key"), { code: "23505" }), false],
      [Object.assign(new Error("syntax error"), { code: "42601" }), false],
      [Object.assign(new Error("constraint"), { code: "SQLITE_CONSTRAINT_UNIQUE" }), false],
      [new Error("Unexpected error."), false],
      [undefined, false],
    ];
    for (const [error, unavailable] of cases) {
      const typed = asDatabaseUnavailable(error);
      expect(typed !== undefined, String(error)).toBe(unavailable);
      if (typed) expect(typed).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryAfterSeconds: 5 });
    }
  });
});

describe("SQLite: a lock held by another connection", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-lock-unit-"));
  const file = path.join(dir, "lock.sqlite");
  const open = (lockWaitMs: number) =>
    new Kysely<{ item: { id: number; name: string } }>({
      dialect: new LockWaitingSqliteDialect({
        lockWaitMs,
        open: async () => {
          const connection = new SQLite(file);
          connection.pragma("journal_mode = WAL");
          return connection;
        },
      }),
    });
  let other: SQLite.Database;

  beforeAll(async () => {
    const db = open(1_000);
    await sql`create table item (id integer primary key, name text not null)`.execute(db);
    await db.insertInto("item").values({ id: 1, name: "first" }).execute();
    await db.destroy();
    other = new SQLite(file, { timeout: 0 });
  });
  afterAll(() => {
    other.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Longest gap between timer ticks while `run` is pending: how long the event loop was blocked. */
  async function longestStall(run: Promise<unknown>): Promise<number> {
    let longest = 0;
    let last = performance.now();
    let done = false;
    const settled = run.finally(() => (done = true)).catch(() => undefined);
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }
    await settled;
    return longest;
  }

  it("waits without blocking the event loop, reads meanwhile, then fails with the typed error", async () => {
    const db = open(400);
    other.exec("begin immediate");
    try {
      const write = db.updateTable("item").set({ name: "second" }).where("id", "=", 1).execute();
      const outcome = write.then(
        () => "written",
        (error: unknown) => error,
      );
      // A read through the same Kysely instance answers while the write waits.
      const read = await db.selectFrom("item").select("name").where("id", "=", 1).executeTakeFirstOrThrow();
      expect(read.name).toBe("first");
      expect(await longestStall(write)).toBeLessThan(60);
      expect(await outcome).toBeInstanceOf(DatabaseUnavailableError);
      // A transaction cannot begin either, and says so the same way.
      await expect(db.transaction().execute((trx) => trx.insertInto("item").values({ id: 2, name: "x" }).execute())).rejects.toBeInstanceOf(
        DatabaseUnavailableError,
      );
    } finally {
      other.exec("rollback");
      await db.destroy();
    }
  });

  it("succeeds once a short lock is released within the budget", async () => {
    const db = open(2_000);
    other.exec("begin immediate");
    setTimeout(() => other.exec("commit"), 300);
    try {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("item").set({ name: "third" }).where("id", "=", 1).execute();
      });
      expect((await db.selectFrom("item").select("name").executeTakeFirstOrThrow()).name).toBe("third");
    } finally {
      await db.destroy();
    }
  });

  it("takes the write lock at BEGIN, so a transaction that read first never fails half-way", async () => {
    const db = open(2_000);
    let wroteMeanwhile = false;
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom("item").selectAll().execute();
        // Another connection cannot write between this transaction's read and its write.
        try {
          other.exec("update item set name = 'other' where id = 1");
          wroteMeanwhile = true;
        } catch (error) {
          expect((error as { code?: string }).code).toMatch(/^SQLITE_BUSY/);
        }
        await trx.updateTable("item").set({ name: "fourth" }).where("id", "=", 1).execute();
      });
    } finally {
      await db.destroy();
    }
    expect(wroteMeanwhile).toBe(false);
  });
});

const postgresProblem = await postgresUnavailableReason();
const skipPostgres = postgresProblem && !isCI() ? postgresProblem : undefined;

describe.skipIf(!!skipPostgres)(skipPostgres ? `PostgreSQL faults skipped: ${skipPostgres}` : "PostgreSQL: connections terminated while in use", () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  let database: DatabaseHandle;

  beforeAll(async () => {
    admin.on("error", () => undefined);
    await admin.connect();
    throwaway = await createThrowawayDatabase("eb_conn");
    database = openDatabase({ kind: "postgres", url: throwaway.url });
    await sql`create table item (id int primary key, name text not null)`.execute(database.db);
    await sql`insert into item values (1, 'first')`.execute(database.db);
    await sql`create table setting (key text primary key, value text not null, updated_at text not null)`.execute(database.db);
    await sql`insert into setting values ('catalog_version', 'v1', '')`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await throwaway?.drop();
    await admin.end();
  });

  const terminateAll = () =>
    admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [throwaway.name]);

  it("fails a transaction whose connection died with the typed error, without an unhandled 'error' event", async () => {
    const outcome = await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await terminateAll();
        // The termination reaches the client as an 'error' event while it is checked out.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await sql`update item set name = 'second' where id = 1`.execute(trx);
      })
      .then(
        () => "committed",
        (error: unknown) => error,
      );
    expect(outcome).toBeInstanceOf(DatabaseUnavailableError);
    // The next queries get fresh connections: nothing broken is handed out again.
    for (let attempt = 0; attempt < 12; attempt++) {
      const { rows } = await sql<{ name: string }>`select name from item where id = 1`.execute(database.db);
      expect(rows[0].name).toBe("first");
    }
  });

  it("repeats a read whose idle connection was terminated on a fresh one", async () => {
    // Fill the pool with connections, then terminate them all while idle.
    await Promise.all(Array.from({ length: 5 }, () => sql`select pg_sleep(0.05)`.execute(database.db)));
    await terminateAll();
    const reads = await Promise.all(Array.from({ length: 5 }, () => database.db.selectFrom("item" as never).select(sql`name`.as("name")).execute()));
    expect(reads.every((rows) => rows.length === 1)).toBe(true);
  });

  it("gives up a statement of shared work left unanswered for 6 s with the typed error, not trying it again", async () => {
    // pg_sleep stands for a database gone silent: nothing comes back on the connection.
    const started = Date.now();
    const outcome = await outsideRequestDeadline(() => sql`select pg_sleep(8)`.execute(database.db)).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(DatabaseUnavailableError);
    // Once, not again on a fresh connection (12 s), nor waited for until the work's 15-s bound.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SILENT_STATEMENT_MS);
    expect(Date.now() - started).toBeLessThan(SILENT_STATEMENT_MS + 2_000);
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
  }, 20_000);

  it("answers the typed error while the database refuses connections; the catalogue version last read stands", async () => {
    // Without its LISTEN connection, the version is read per call.
    const versions = createCatalogVersionSource({ db: database.db });
    expect(await versions.current()).toBe("v1");
    await admin.query(`alter database "${throwaway.name}" allow_connections false`);
    try {
      await terminateAll();
      expect(await versions.current()).toBe("v1");
      await expect(sql`select 1`.execute(database.db)).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(database.ping()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    } finally {
      await admin.query(`alter database "${throwaway.name}" allow_connections true`);
    }
    await database.ping();
    await versions.close();
  });
});
