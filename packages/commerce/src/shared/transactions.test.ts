import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { dialects } from "../testing/api-test-kit.ts";
import { createThrowawayDatabase } from "../testing/test-server.ts";
import { inTransaction, isTransactionConflict } from "./transactions.ts";

/**
 * The unit of work every write joins, on both databases: committed or rolled back as a whole,
 * joined by inner work, and on PostgreSQL retried when a concurrent transaction wins a
 * serialization conflict or a deadlock, a bounded number of times.
 */

// A table of its own, outside the shop's schema: raw SQL only.
type Probe = Kysely<Database>;
const probeValue = async (db: Probe, id: number): Promise<number | undefined> => {
  const { rows } = await sql<{ n: number }>`select n from tx_probe where id = ${id}`.execute(db);
  return rows[0] === undefined ? undefined : Number(rows[0].n);
};
const insertProbe = (db: Probe, id: number, n: number) => sql`insert into tx_probe (id, n) values (${id}, ${n})`.execute(db);
const increment = (db: Probe, id: number) => sql`update tx_probe set n = n + 1 where id = ${id}`.execute(db);

/** Resolves once `count` parties have arrived. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) release();
    return all;
  };
}

const conflict = (code: string) => Object.assign(new Error(`simulated ${code}`), { code });

describe.each(dialects)("inTransaction on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "units of work", () => {
    const handles: DatabaseHandle[] = [];
    let cleanup: () => Promise<void>;
    let env: Record<string, string>;
    const open = () => {
      const handle = openDatabase(loadConfig(env).database);
      handles.push(handle);
      return handle.db;
    };
    let db: Probe;

    beforeAll(async () => {
      if (dialect === "postgres") {
        const database = await createThrowawayDatabase("eb_tx");
        env = { DATABASE_URL: database.url };
        cleanup = database.drop;
      } else {
        const directory = fs.mkdtempSync(path.join(os.tmpdir(), "eb-tx-"));
        env = { DATA_DIR: directory };
        cleanup = async () => fs.rmSync(directory, { recursive: true, force: true });
      }
      db = open();
      await sql`create table tx_probe (id integer primary key, n integer not null)`.execute(db);
    });
    afterAll(async () => {
      for (const handle of handles) await handle.close();
      await cleanup?.();
    });
    beforeEach(async () => {
      await sql`delete from tx_probe`.execute(db);
    });

    it("commits the work when it resolves", async () => {
      const result = await inTransaction(db, async (trx) => {
        await insertProbe(trx, 1, 10);
        return "done";
      });
      expect(result).toBe("done");
      expect(await probeValue(db, 1)).toBe(10);
    });

    it("rolls every write back when the work throws, and rethrows", async () => {
      await expect(
        inTransaction(db, async (trx) => {
          await insertProbe(trx, 2, 1);
          await increment(trx, 2);
          throw new Error("refused");
        }),
      ).rejects.toThrow("refused");
      expect(await probeValue(db, 2)).toBeUndefined();
    });

    it("joins an outer transaction: inner work commits or rolls back with it", async () => {
      await expect(
        inTransaction(db, async (outer) => {
          await insertProbe(outer, 3, 1);
          await inTransaction(outer, async (inner) => {
            expect(inner).toBe(outer);
            await increment(inner, 3);
          });
          expect(await probeValue(outer, 3)).toBe(2);
          throw new Error("the order failed later");
        }),
      ).rejects.toThrow("the order failed later");
      expect(await probeValue(db, 3)).toBeUndefined();

      await inTransaction(db, async (outer) => {
        await insertProbe(outer, 3, 1);
        await inTransaction(outer, (inner) => increment(inner, 3));
      });
      expect(await probeValue(db, 3)).toBe(2);
    });

    it("runs the whole work again after a conflict, a bounded number of times, and never after another failure", async () => {
      let calls = 0;
      const value = await inTransaction(db, async (trx) => {
        calls += 1;
        await insertProbe(trx, 4, calls);
        if (calls < 3) throw conflict(calls === 1 ? "40001" : "40P01");
        return calls;
      });
      expect(value).toBe(3);
      // The failed attempts' writes were rolled back: only the third's is there.
      expect(await probeValue(db, 4)).toBe(3);

      calls = 0;
      const always = inTransaction(
        db,
        async () => {
          calls += 1;
          throw conflict("40001");
        },
        { attempts: 4 },
      );
      await expect(always).rejects.toSatisfy(isTransactionConflict);
      expect(calls).toBe(4);

      calls = 0;
      await expect(
        inTransaction(db, async () => {
          calls += 1;
          throw conflict("23505");
        }),
      ).rejects.toThrow("simulated 23505");
      expect(calls).toBe(1);
    });

    it("never loses an update when read-then-write units of work run at once on many connections", async () => {
      await insertProbe(db, 5, 0);
      const connections = [db, open(), open(), open()];
      // Read, then write what was read plus one: only a serial order of the units keeps every one.
      // SQLite's write transactions begin immediate (queued), PostgreSQL's serializable ones are retried.
      await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          inTransaction(
            connections[index % connections.length],
            async (trx) => {
              const n = (await probeValue(trx, 5))!;
              await sql`update tx_probe set n = ${n + 1} where id = 5`.execute(trx);
            },
            { isolation: "serializable", attempts: 50 },
          ),
        ),
      );
      expect(await probeValue(db, 5)).toBe(40);
    });

    it.runIf(dialect === "postgres")("retries the loser of two conflicting serializable transactions", async () => {
      await insertProbe(db, 6, 0);
      const bothRead = barrier(2);
      const attempts = [0, 0];
      const unit = (party: number) =>
        inTransaction(
          db,
          async (trx) => {
            attempts[party] += 1;
            const n = (await probeValue(trx, 6))!;
            // First attempts read before either writes: the second write conflicts with the first commit.
            if (attempts[party] === 1) await bothRead();
            await sql`update tx_probe set n = ${n + 1} where id = 6`.execute(trx);
          },
          { isolation: "serializable" },
        );
      await Promise.all([unit(0), unit(1)]);
      expect(await probeValue(db, 6)).toBe(2);
      expect(attempts[0] + attempts[1]).toBe(3);
    });

    it.runIf(dialect === "postgres")("retries the victim of a deadlock", async () => {
      await insertProbe(db, 7, 0);
      await insertProbe(db, 8, 0);
      const bothLocked = barrier(2);
      const attempts = [0, 0];
      const unit = (party: number, first: number, second: number) =>
        inTransaction(db, async (trx) => {
          attempts[party] += 1;
          await increment(trx, first);
          if (attempts[party] === 1) await bothLocked();
          await increment(trx, second);
        });
      await Promise.all([unit(0, 7, 8), unit(1, 8, 7)]);
      expect([await probeValue(db, 7), await probeValue(db, 8)]).toEqual([2, 2]);
      expect(attempts[0] + attempts[1]).toBe(3);
    });
  });
});
