import type { Kysely } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/schema.ts";
import { createMaintenanceService } from "./service.ts";

/**
 * The flag's reads against a database that answers when told to (or never: gone silent). Every
 * request asks the flag, so it must not add a silent database's wait to each of them.
 */
function scriptedDatabase() {
  const reads: { resolve: (row: { value: string } | undefined) => void; reject: (error: Error) => void }[] = [];
  const query = {
    select: () => query,
    where: () => query,
    executeTakeFirst: () => new Promise((resolve, reject) => reads.push({ resolve, reject })),
    insertInto: () => query,
    values: () => query,
    onConflict: () => query,
    execute: async () => [],
  };
  const db = { selectFrom: () => query, insertInto: () => query } as unknown as Kysely<Database>;
  return { db, reads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the maintenance flag's reads", () => {
  it("waits for the first read, then shares one read between the requests of the moment", async () => {
    const { db, reads } = scriptedDatabase();
    const maintenance = createMaintenanceService(db, false);
    const first = maintenance.isOn();
    const second = maintenance.isOn();
    expect(reads).toHaveLength(1);
    reads[0].resolve({ value: "on" });
    expect(await Promise.all([first, second])).toEqual([true, true]);
    // Within the check interval: no read at all.
    expect(await maintenance.isOn()).toBe(true);
    expect(reads).toHaveLength(1);
  });

  it("answers the last known value after a second when the database goes silent, and at once while that read is still unanswered", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { db, reads } = scriptedDatabase();
    const maintenance = createMaintenanceService(db, false);
    const first = maintenance.isOn();
    reads[0].resolve(undefined);
    expect(await first).toBe(false);

    vi.advanceTimersByTime(1_500);
    let answered: boolean | undefined;
    const waiting = maintenance.isOn().then((value) => (answered = value));
    expect(reads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(answered).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(answered).toBe(false);

    // The silent read is not waited on again, nor sent again.
    expect(await maintenance.isOn()).toBe(false);
    expect(reads).toHaveLength(2);

    // Once the database answers, its value is the flag.
    reads[1].resolve({ value: "on" });
    await vi.advanceTimersByTimeAsync(0);
    expect(await maintenance.isOn()).toBe(true);
    expect(reads).toHaveLength(2);
  });

  it("keeps the last known value when the read fails (an outage is not maintenance)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { db, reads } = scriptedDatabase();
    const maintenance = createMaintenanceService(db, false);
    const first = maintenance.isOn();
    reads[0].resolve({ value: "on" });
    expect(await first).toBe(true);
    vi.advanceTimersByTime(1_500);
    const during = maintenance.isOn();
    reads[1].reject(new Error("connection refused"));
    expect(await during).toBe(true);
  });

  it("reads the flag anew after this process changed it, not keeping a read begun before", async () => {
    const { db, reads } = scriptedDatabase();
    const maintenance = createMaintenanceService(db, false);
    const before = maintenance.isOn();
    await maintenance.set(true);
    const after = maintenance.isOn();
    expect(reads).toHaveLength(2);
    reads[1].resolve({ value: "on" });
    expect(await after).toBe(true);
    reads[0].resolve({ value: "off" });
    expect(await before).toBe(false);
    expect(await maintenance.isOn()).toBe(true);
    expect(reads).toHaveLength(2);
  });
});
