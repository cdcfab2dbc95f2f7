import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Generated, Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { dialects } from "../testing/api-test-kit.ts";
import { createThrowawayDatabase } from "../testing/test-server.ts";
import { logRefusedAccess, owned, requireCustomer, requireStaff } from "./ownership.ts";
import { inTransaction } from "./transactions.ts";

/**
 * Customer-owned objects reached only through their owner, on both databases, with a table of
 * the test's own (the shop's owned tables use the same helper).
 */

interface TestDatabase {
  owned_note: { id: Generated<number>; customer_id: number | null; body: string };
}

const ADA = { customerId: 1 };
const BOB = { customerId: 2 };
const VISITOR = { customerId: null };

describe.each(dialects)("owned objects on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "in a throwaway database", () => {
    let handle: DatabaseHandle;
    let db: Kysely<TestDatabase>;
    const cleanups: (() => Promise<unknown>)[] = [];
    const notes = { ada: 0, bob: 0, guest: 0 };

    beforeAll(async () => {
      if (dialect === "postgres") {
        const database = await createThrowawayDatabase("eb_ownership");
        cleanups.push(database.drop);
        handle = openDatabase({ kind: "postgres", url: database.url });
      } else {
        const dir = await fs.mkdtemp(path.join(os.tmpdir(), "eb-ownership-"));
        cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
        handle = openDatabase({ kind: "sqlite", file: path.join(dir, "owned.sqlite") });
      }
      cleanups.unshift(() => handle.close());
      db = handle.db as unknown as Kysely<TestDatabase>;
      await db.schema
        .createTable("owned_note")
        .addColumn("id", dialect === "postgres" ? "serial" : "integer", (column) => (dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement()))
        .addColumn("customer_id", "integer")
        .addColumn("body", "text", (column) => column.notNull())
        .execute();
      const insert = (customer_id: number | null, body: string) =>
        db.insertInto("owned_note").values({ customer_id, body }).returning("id").executeTakeFirstOrThrow().then((row) => row.id);
      notes.ada = await insert(ADA.customerId, "Ada's note");
      notes.bob = await insert(BOB.customerId, "Bob's note");
      // A row with no owner (a guest's order, say) belongs to nobody who is signed in, nor to visitors.
      notes.guest = await insert(null, "a guest's note");
    });
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    });

    const find = (scope: { customerId: number | null }, id: number) =>
      owned(scope, db.selectFrom("owned_note").select(["id", "body"]).where("id", "=", id), "customer_id");
    const body = async (id: number) => (await db.selectFrom("owned_note").select("body").where("id", "=", id).executeTakeFirst())?.body;
    /** What a service built on it answers: the same failure for someone else's object and a missing one. */
    async function readNote(scope: { customerId: number | null }, id: number) {
      const customer = requireCustomer(scope);
      if (!customer.ok) return customer;
      const note = await find(scope, id).executeTakeFirst();
      return note ? { ok: true as const, note } : { ok: false as const, code: "NOT_FOUND" as const };
    }

    it("lets the owner find their object", async () => {
      expect(await find(ADA, notes.ada).executeTakeFirst()).toEqual({ id: notes.ada, body: "Ada's note" });
      expect(await readNote(BOB, notes.bob)).toEqual({ ok: true, note: { id: notes.bob, body: "Bob's note" } });
    });

    it("answers another customer exactly as for a missing id: same statement, same result, same code", async () => {
      const missing = notes.guest + 1000;
      expect(await find(BOB, notes.ada).executeTakeFirst()).toBeUndefined();
      expect(await readNote(BOB, notes.ada)).toEqual({ ok: false, code: "NOT_FOUND" });
      expect(await readNote(BOB, missing)).toEqual({ ok: false, code: "NOT_FOUND" });
      // One statement either way, differing only in the id asked for: nothing to time.
      const foreign = find(BOB, notes.ada).compile();
      const absent = find(BOB, missing).compile();
      expect(foreign.sql).toBe(absent.sql);
      expect(foreign.parameters).toEqual([notes.ada, BOB.customerId]);
      expect(absent.parameters).toEqual([missing, BOB.customerId]);
    });

    it("finds nothing for a visitor, not even an object without owner, and requireCustomer says NOT_SIGNED_IN", async () => {
      for (const id of [notes.ada, notes.bob, notes.guest]) expect(await find(VISITOR, id).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom("owned_note").select("id").$call((query) => owned(VISITOR, query, "customer_id")).execute()).toEqual([]);
      expect(await readNote(VISITOR, notes.ada)).toEqual({ ok: false, code: "NOT_SIGNED_IN" });
      expect(requireCustomer({})).toEqual({ ok: false, code: "NOT_SIGNED_IN" });
      expect(requireCustomer(ADA)).toEqual({ ok: true, customerId: 1 });
    });

    it("lists only the owner's objects", async () => {
      const list = (scope: { customerId: number | null }) =>
        owned(scope, db.selectFrom("owned_note").select("body").orderBy("id"), "owned_note.customer_id").execute();
      expect(await list(ADA)).toEqual([{ body: "Ada's note" }]);
      expect(await list(BOB)).toEqual([{ body: "Bob's note" }]);
    });

    it("changes nothing when another customer or a visitor updates or deletes through the object's id", async () => {
      for (const scope of [BOB, VISITOR]) {
        const update = await owned(scope, db.updateTable("owned_note").set({ body: "taken over" }).where("id", "=", notes.ada), "customer_id").executeTakeFirst();
        expect(update.numUpdatedRows).toBe(0n);
        const remove = await owned(scope, db.deleteFrom("owned_note").where("id", "=", notes.ada), "customer_id").executeTakeFirst();
        expect(remove.numDeletedRows).toBe(0n);
        expect(await body(notes.ada)).toBe("Ada's note");
      }
      const guestUpdate = await owned(VISITOR, db.updateTable("owned_note").set({ body: "taken over" }).where("id", "=", notes.guest), "customer_id").executeTakeFirst();
      expect(guestUpdate.numUpdatedRows).toBe(0n);
      expect(await body(notes.guest)).toBe("a guest's note");
    });

    it("lets the owner update and delete, also inside a unit of work's transaction", async () => {
      await inTransaction(handle.db, async (transaction) => {
        const trx = transaction as unknown as Kysely<TestDatabase>;
        const update = await owned(ADA, trx.updateTable("owned_note").set({ body: "Ada's edited note" }).where("id", "=", notes.ada), "customer_id").executeTakeFirst();
        expect(update.numUpdatedRows).toBe(1n);
      });
      expect(await body(notes.ada)).toBe("Ada's edited note");
      const remove = await owned(BOB, db.deleteFrom("owned_note").where("id", "=", notes.bob), "customer_id").executeTakeFirst();
      expect(remove.numDeletedRows).toBe(1n);
      expect(await body(notes.bob)).toBeUndefined();
    });
  });
});

describe("requireStaff", () => {
  const staff = (role: "admin" | "editor" | "support") => ({ staff: { id: 3, name: "S", email: "s@example.test", role, via: "session" as const } });
  it("refuses a scope without staff (a visitor, a customer) with FORBIDDEN", () => {
    expect(requireStaff({})).toEqual({ ok: false, code: "FORBIDDEN" });
    expect(requireStaff({ staff: null })).toEqual({ ok: false, code: "FORBIDDEN" });
    expect(requireStaff({ customerId: 1 } as { customerId: number; staff?: null })).toEqual({ ok: false, code: "FORBIDDEN" });
  });
  it("accepts any staff without a role, the role's staff and admins with one", () => {
    expect(requireStaff(staff("editor"))).toMatchObject({ ok: true, staff: { role: "editor" } });
    expect(requireStaff(staff("support"), "support").ok).toBe(true);
    expect(requireStaff(staff("admin"), "support").ok).toBe(true);
    expect(requireStaff(staff("editor"), "support")).toEqual({ ok: false, code: "FORBIDDEN" });
    expect(requireStaff(staff("support"), "admin")).toEqual({ ok: false, code: "FORBIDDEN" });
  });
});

describe("logRefusedAccess", () => {
  it("writes one warn line naming the customer, the kind of object and the id tried (clipped), nothing else", () => {
    const lines: [Record<string, unknown>, string][] = [];
    const logger = { warn: (fields: Record<string, unknown>, message: string) => void lines.push([fields, message]) };
    logRefusedAccess(logger, { customerId: 7 }, { object: "address", tried: "42" });
    logRefusedAccess(logger, { customerId: null }, { object: "order", tried: "x".repeat(500), action: "reorder" });
    logRefusedAccess(undefined, { customerId: 7 }, { object: "address", tried: "42" });
    expect(lines[0]).toEqual([{ customerId: 7, object: "address", tried: "42" }, "refused ownership attempt"]);
    expect(lines[1][0]).toMatchObject({ customerId: null, object: "order", action: "reorder" });
    expect(String(lines[1][0].tried)).toHaveLength(101);
    expect(lines).toHaveLength(2);
  });
});
