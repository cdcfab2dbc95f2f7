import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";
import { CATALOG_VERSION_KEY, type CatalogVersionSource, bumpCatalogVersion, createCatalogVersionSource } from "./catalog-version.ts";

/**
 * The catalogue version every operation keys its caches by: read each time on SQLite, kept in
 * memory from notifications on PostgreSQL, and read again while the listening connection is down.
 */

const postgresProblem = await postgresUnavailableReason();

/** A write that bypasses `bumpCatalogVersion` (no notification): tells a read from a memory. */
const writeSilently = (handle: DatabaseHandle, value: string) =>
  handle.db.updateTable("setting").set({ value }).where("key", "=", CATALOG_VERSION_KEY).execute();

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("catalogue version on SQLite", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ dialect: "sqlite" });
  });
  afterAll(() => api.close());

  it("is read from the database every time", async () => {
    const { database, services } = api.commerce;
    const bumped = await bumpCatalogVersion(database.db);
    expect(await services.products.catalogVersion()).toBe(bumped);
    await writeSilently(database, "written-elsewhere");
    expect(await services.products.catalogVersion()).toBe("written-elsewhere");
    await bumpCatalogVersion(database.db);
  });
});

describe.skipIf(postgresProblem && !isCI())("catalogue version on PostgreSQL", () => {
  let api: TestApi;
  // Another server process on the same database.
  let other: DatabaseHandle;
  let otherVersion: CatalogVersionSource;

  beforeAll(async () => {
    api = await startTestApi({ dialect: "postgres" });
    other = openDatabase(api.commerce.config.database);
    otherVersion = createCatalogVersionSource(other);
    await bumpCatalogVersion(api.commerce.database.db);
  });
  afterAll(async () => {
    await otherVersion?.close();
    await other?.close();
    await api?.close();
  });

  const listening = async (source: CatalogVersionSource, handle: DatabaseHandle) => {
    // Kept in memory: a silent write is not seen (then undone with a real bump).
    const before = await source.current();
    await writeSilently(handle, "silent");
    const seen = await source.current();
    await writeSilently(handle, before);
    return seen === before;
  };

  it("reaches another process through a notification, and is then kept in memory", async () => {
    await eventually(() => listening(otherVersion, other));
    const bumped = await bumpCatalogVersion(api.commerce.database.db);
    await eventually(async () => (await otherVersion.current()) === bumped);
    expect(await listening(otherVersion, other)).toBe(true);
  });

  it("is the new one at once in the process that committed it", async () => {
    for (let round = 0; round < 5; round += 1) {
      const bumped = await bumpCatalogVersion(api.commerce.database.db);
      expect(await api.commerce.services.products.catalogVersion()).toBe(bumped);
    }
  });

  it("is read every time while the listening connection is lost, then listened for again", async () => {
    await eventually(() => listening(otherVersion, other));
    // The database drops the listening connections (as a restart would).
    const { rows } = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`.execute(api.commerce.database.db);
    expect(rows.length).toBeGreaterThan(0);
    await writeSilently(other, "while-lost");
    await eventually(async () => (await otherVersion.current()) === "while-lost");
    const bumped = await bumpCatalogVersion(api.commerce.database.db);
    expect(await otherVersion.current()).toBe(bumped);
    // Listening again after a short wait; notifications reach it once more.
    await eventually(() => listening(otherVersion, other));
    const next = await bumpCatalogVersion(api.commerce.database.db);
    await eventually(async () => (await otherVersion.current()) === next);
  });
});
