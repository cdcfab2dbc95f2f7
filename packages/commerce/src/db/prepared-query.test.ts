import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inTransaction } from "../shared/transactions.ts";
import { createThrowawayDatabase, isCI, postgresUnavailableReason } from "../testing/test-server.ts";
import { type DatabaseHandle, openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";
import { preparedQuery } from "./prepared-query.ts";
import { DeadlineExceededError, runWithDeadline } from "./request-deadline.ts";

/** A statement built once runs with each call's values, on the database or a transaction, on both dialects. */
const postgresProblem = await postgresUnavailableReason();
const skipPostgres = postgresProblem && !isCI() ? postgresProblem : undefined;

const SETTING = preparedQuery<{ key: string }, { key: string; value: string }>((db, param) =>
  db.selectFrom("setting").select(["key", "value"]).where("key", "=", param("key")).where("updated_at", "!=", "never"),
);
const SET = preparedQuery<{ key: string; value: string }, never>((db, param) =>
  db
    .insertInto("setting")
    .values({ key: param("key"), value: param("value"), updated_at: "2026-11-26T00:00:00.000Z" })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: param("value") })),
);

function behaves(open: () => Promise<DatabaseHandle>) {
  let handle: DatabaseHandle;

  it("binds each call's values where the placeholders were, keeping the values fixed at build time", async () => {
    handle = await open();
    await migrateToLatest(handle.db, handle.dialect);
    await SET.run(handle.db, { key: "prepared-a", value: "first" });
    await SET.run(handle.db, { key: "prepared-b", value: "second" });
    await SET.run(handle.db, { key: "prepared-a", value: "again" });
    expect(await SETTING.execute(handle.db, { key: "prepared-a" })).toEqual([{ key: "prepared-a", value: "again" }]);
    expect(await SETTING.executeTakeFirst(handle.db, { key: "prepared-b" })).toEqual({ key: "prepared-b", value: "second" });
    expect(await SETTING.executeTakeFirst(handle.db, { key: "prepared-none" })).toBeUndefined();
    const { numAffectedRows } = await SET.run(handle.db, { key: "prepared-b", value: "third" });
    expect(Number(numAffectedRows)).toBe(1);
  });

  it("runs in a transaction, seeing its writes, and rolls back with it", async () => {
    await expect(
      inTransaction(handle.db, async (trx) => {
        await SET.run(trx, { key: "prepared-c", value: "inside" });
        expect(await SETTING.executeTakeFirst(trx, { key: "prepared-c" })).toEqual({ key: "prepared-c", value: "inside" });
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await SETTING.executeTakeFirst(handle.db, { key: "prepared-c" })).toBeUndefined();
  });

  it("starts no statement for a request past its deadline, though it was compiled before", async () => {
    await expect(runWithDeadline({ at: Date.now() - 1 }, () => SETTING.execute(handle.db, { key: "prepared-a" }))).rejects.toBeInstanceOf(DeadlineExceededError);
    expect(await runWithDeadline({ at: Date.now() + 60_000 }, () => SETTING.execute(handle.db, { key: "prepared-a" }))).toHaveLength(1);
  });

  afterAll(async () => {
    await handle?.close();
  });
}

describe("SQLite", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-prepared-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  behaves(async () => openDatabase({ kind: "sqlite", file: path.join(dir, "shop.sqlite") }));
});

describe.skipIf(!!skipPostgres)(skipPostgres ? `PostgreSQL skipped: ${skipPostgres}` : "PostgreSQL", () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());
  behaves(async () => {
    const throwaway = await createThrowawayDatabase();
    drop = throwaway.drop;
    return openDatabase({ kind: "postgres", url: throwaway.url });
  });
});
