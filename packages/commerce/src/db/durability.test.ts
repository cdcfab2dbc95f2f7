import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { inTransaction } from "../shared/transactions.ts";
import { createThrowawayDatabase, isCI, postgresUnavailableReason } from "../testing/test-server.ts";
import { type DatabaseHandle, openDatabase } from "./database.ts";

/**
 * A transaction asks whether its COMMIT waits for the disk (durability.ts): relaxed ones do not,
 * every other write still does, whatever ran before it on the same connection.
 */
const postgresProblem = await postgresUnavailableReason();
const skipPostgres = postgresProblem && !isCI() ? postgresProblem : undefined;

describe("SQLite", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-durability-"));
  const handle = openDatabase({ kind: "sqlite", file: path.join(dir, "shop.sqlite") });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  // PRAGMA synchronous: 2 is FULL (the commit is synced), 1 is NORMAL (WAL synced at checkpoints).
  const level = async (executor: DatabaseHandle["db"]) => (await sql<{ synchronous: number }>`pragma synchronous`.execute(executor)).rows[0].synchronous;

  it("commits a relaxed transaction without syncing, and every other write with a sync", async () => {
    expect(await level(handle.db)).toBe(2);
    expect(await inTransaction(handle.db, (trx) => level(trx), { durability: "relaxed" })).toBe(1);
    // Put back once it ended: a statement outside any transaction, and a default one.
    expect(await level(handle.db)).toBe(2);
    expect(await inTransaction(handle.db, (trx) => level(trx))).toBe(2);
    // And when the relaxed one rolled back.
    await expect(inTransaction(handle.db, async () => Promise.reject(new Error("refused")), { durability: "relaxed" })).rejects.toThrow("refused");
    expect(await level(handle.db)).toBe(2);
  });

  it("gives each of concurrent transactions its own level", async () => {
    const levels = await Promise.all(
      Array.from({ length: 6 }, (_, index) => inTransaction(handle.db, (trx) => level(trx), { durability: index % 2 ? "relaxed" : "full" })),
    );
    expect(levels).toEqual([2, 1, 2, 1, 2, 1]);
  });
});

describe.skipIf(!!skipPostgres)(skipPostgres ? `PostgreSQL skipped: ${skipPostgres}` : "PostgreSQL", () => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });
  const setting = async (executor: DatabaseHandle["db"]) => (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(executor)).rows[0].synchronous_commit;

  it("turns synchronous_commit off for a relaxed transaction only", async () => {
    const throwaway = await createThrowawayDatabase();
    drop = throwaway.drop;
    handle = openDatabase({ kind: "postgres", url: throwaway.url });
    const db = handle.db;
    expect(await inTransaction(db, (trx) => setting(trx), { durability: "relaxed" })).toBe("off");
    expect(await inTransaction(db, (trx) => setting(trx), { durability: "relaxed", isolation: "serializable" })).toBe("off");
    expect(await inTransaction(db, (trx) => setting(trx))).toBe("on");
    expect(await setting(db)).toBe("on");
  });
});
