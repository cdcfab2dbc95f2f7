import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { MIGRATION_NAMES } from "../../db/migrate.ts";
import { readCatalogVersion } from "../../modules/catalog-version/catalog-version.ts";
import { ORDER, PLACE, freshAddress, placeInput, readyShopper, startOrderTestApi } from "../../modules/order/place-order-test-kit.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { dialects, gql } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { withoutUnknownSettings } from "./backup.ts";
import { runAdminCommand, spawnAdmin } from "./test-kit.ts";

/**
 * `npm run admin -- backup|restore` on the configured database, both dialects: the drill (orders
 * placed, a backup, an order and changes after it, the shop stopped, the backup restored, the shop
 * started on it: what was saved is there, what came after is not, and the shop takes orders
 * again), and every refusal, each leaving the database and the files as they were.
 */

describe("a restore script for an older server", () => {
  it("leaves out the settings the server does not know, never a row of data", async () => {
    const script = [
      "SET statement_timeout = 0;",
      "SET transaction_timeout = 0;",
      "SELECT pg_catalog.set_config('search_path', '', false);",
      "COPY public.note (id, body) FROM stdin;",
      "1\tSET transaction_timeout = 0;",
      "2\tÉcorce d'orange amère",
      "\\.",
      "SET default_table_access_method = heap;",
      "",
    ].join("\n");
    // A byte at a time: every line and every character cut.
    const chunks = [...Buffer.from(script)].map((byte) => Buffer.of(byte));
    const filtered = await text(Readable.from(chunks).pipe(withoutUnknownSettings(new Set(["statement_timeout", "default_table_access_method"]))));
    expect(filtered.split("\n")).toEqual([
      "SET statement_timeout = 0;",
      "SELECT pg_catalog.set_config('search_path', '', false);",
      "COPY public.note (id, body) FROM stdin;",
      "1\tSET transaction_timeout = 0;",
      "2\tÉcorce d'orange amère",
      "\\.",
      "SET default_table_access_method = heap;",
      "",
    ]);
  });
});

describe.each(dialects)("npm run admin -- backup and restore on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let api: TestApi;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "eb-backup-"));
    const at = (name: string) => path.join(folder, name);
    const magic = dialect === "sqlite" ? "SQLite format 3\0" : "PGDMP";

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(async () => {
      await api?.close();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    const admin = (...args: string[]) => runAdminCommand(api.env, args);
    /** What a refused command must leave as it was, read on a connection of its own (the shop may be stopped). */
    async function state() {
      const database = openDatabase(loadConfig(api.env).database);
      try {
        const { db } = database;
        const orders = await db.selectFrom("sales_order").select(["number"]).orderBy("id").execute();
        // Names with accents ("numéro"): the data went through the restore's text unchanged.
        const lines = await db.selectFrom("sales_order_line").select(["sku", "name", "quantity"]).orderBy("id").execute();
        const stock = await db.selectFrom("product").select(["sku", "stock_qty"]).where("sku", "in", ["TEST-CITRON", "TEST-LOT-12"]).orderBy("sku").execute();
        return { orders: orders.map((order) => order.number), lines, stock, version: await readCatalogVersion(db) };
      } finally {
        await database.close();
      }
    }
    /** Files in the backups' folder, the hidden temporary ones included. */
    const files = () => fs.readdirSync(folder).sort();

    async function placeOrder(target: TestApi, lines: { sku: string; quantity: number }[]) {
      const visitor = await readyShopper(target, freshAddress(), lines);
      const placed = (await visitor.send(PLACE, { input: placeInput() })).body.data.placeOrder;
      expect(placed, JSON.stringify(placed)).toMatchObject({ success: true });
      return { cookie: visitor.cookie!, order: placed.order as { order_id: string; number: string; items: { sku: string; quantity: number }[]; prices: { grandTotal: { priceInclTax: { amount: number } } } } };
    }

    it("writes a backup under its name only once it is whole, and never over a file without --force", async () => {
      const file = at("shop.backup");
      fs.writeFileSync(file, "an operator's file");
      const refused = await admin("backup", file);
      expect(refused.status).toBe(1);
      expect(refused.stdout.trim()).toBe(`${file} exists: nothing written (--force replaces it).`);
      expect(fs.readFileSync(file, "utf8")).toBe("an operator's file");

      const { orders } = await state();
      const forced = await admin("backup", file, "--force");
      expect(forced.status, forced.stdout + forced.stderr).toBe(0);
      const [saved, ordersLine, schemaLine] = forced.stdout.trim().split("\n");
      expect(saved).toMatch(new RegExp(`^Saved ${file}: [\\d.]+ (KB|MB), ${dialect === "sqlite" ? "SQLite online backup, integrity check ok" : "pg_dump custom format, read back with pg_restore --list \\(\\d+ entries\\)"}\\.$`));
      expect(ordersLine).toBe(orders.length ? `  Orders:  ${orders.length}, the latest ${orders.at(-1)}` : "  Orders:  none");
      expect(schemaLine).toBe(`  Schema:  ${MIGRATION_NAMES.at(-1)}`);
      expect(fs.readFileSync(file).subarray(0, magic.length).toString("latin1")).toBe(magic);
      expect(files()).toEqual(["shop.backup"]);

      const nowhere = await admin("backup", at("no-such-folder/shop.backup"));
      expect(nowhere.status).toBe(1);
      expect(nowhere.stdout).toContain(`No folder ${at("no-such-folder")}`);
      const usage = await admin("backup");
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain("Usage: npm run admin -- backup <file> [--force]");
      expect(files()).toEqual(["shop.backup"]);
    }, 30_000);

    it("refuses to restore a file of the other kind, garbage, a damaged or a newer backup, without --confirm or while the shop runs: nothing changed", async () => {
      const backup = at("refusals.backup");
      expect((await admin("backup", backup)).status).toBe(0);
      const before = await state();
      const restore = async (file: string, ...flags: string[]) => {
        const run = await admin("restore", file, ...flags);
        expect(run.status, run.stdout + run.stderr).toBe(1);
        expect(await state()).toEqual(before);
        return run.stdout.trim();
      };

      const other = at("other-kind.backup");
      if (dialect === "postgres") new SQLite(other).exec("create table t (x)").close();
      else fs.writeFileSync(other, Buffer.concat([Buffer.from("PGDMP", "latin1"), randomBytes(512)]));
      expect(await restore(other, "--confirm")).toMatch(
        dialect === "postgres"
          ? /is a SQLite database, but the shop is configured for PostgreSQL \(DATABASE_URL, database \w+\): nothing changed\.$/
          : /is a PostgreSQL dump \(pg_dump's custom format\), but the shop is configured for SQLite \(.+shop\.sqlite\): nothing changed\.$/,
      );
      const garbage = at("garbage.backup");
      fs.writeFileSync(garbage, randomBytes(4096));
      expect(await restore(garbage, "--confirm")).toBe(`${garbage} is not a backup of the shop: neither a SQLite database nor a PostgreSQL dump (pg_dump's custom format).`);
      expect(await restore(at("missing.backup"), "--confirm")).toBe(`Cannot read ${at("missing.backup")}: no such file.`);
      if (dialect === "sqlite") {
        const notTheShop = at("not-the-shop.sqlite");
        new SQLite(notTheShop).exec("create table t (x)").close();
        expect(await restore(notTheShop, "--confirm")).toBe(`${notTheShop} is not a backup of the shop: it has no migration table (kysely_migration).`);
        // Its first bytes right, the rest cut off.
        const damaged = at("damaged.sqlite");
        fs.writeFileSync(damaged, fs.readFileSync(backup).subarray(0, 64 * 1024));
        expect(await restore(damaged, "--confirm")).toMatch(new RegExp(`^${damaged} is damaged`));
      }

      // A backup of a later version of the shop: its schema has a migration this one does not know.
      const { db } = api.commerce.database;
      await db.insertInto("kysely_migration" as never).values({ name: "9999_from_the_future", timestamp: new Date().toISOString() } as never).execute();
      const newer = at("newer.backup");
      try {
        expect((await admin("backup", newer)).status).toBe(0);
      } finally {
        await db.deleteFrom("kysely_migration" as never).where("name" as never, "=", "9999_from_the_future" as never).execute();
      }
      expect(await restore(newer, "--confirm")).toBe(`${newer} was made by a newer version of the shop (migration 9999_from_the_future unknown here): deploy that version, then restore.`);

      // Without --confirm: what the backup holds, and nothing done.
      const dry = await restore(backup);
      expect(dry.split("\n")[0]).toMatch(dialect === "sqlite" ? `${backup}: a SQLite backup of the shop, integrity check ok.` : new RegExp(`^${backup}: a PostgreSQL dump of the shop \\(database \\w+, made .+\\), read with pg_restore --list\\.$`));
      expect(dry).toContain(before.orders.length ? `  Orders:  ${before.orders.length}, the latest ${before.orders.at(-1)}` : "  Orders:  none");
      expect(dry).toContain("Nothing restored: stop the shop's servers, then run again with --confirm");

      // The shop running on the database (its connections open): refused.
      expect(await restore(backup, "--confirm")).toMatch(
        dialect === "sqlite" ? /shop\.sqlite is open in another process \(the shop's servers or jobs process\?\): stop them, then restore\. Nothing changed\.$/ : /^\d+ other connections? to the database .*: stop the shop's servers and jobs process, then restore\. Nothing changed\.$/,
      );
      // No temporary file left beside the database.
      if (dialect === "sqlite") expect(fs.readdirSync(api.env.DATA_DIR).filter((name) => name.includes("restoring"))).toEqual([]);
    }, 30_000);

    it.skipIf(dialect !== "postgres")("says what is missing when pg_dump is not on PATH or older than the server, or the database does not answer", async () => {
      const tools = fs.mkdtempSync(path.join(os.tmpdir(), "eb-tools-"));
      try {
        const unreachable = new URL(api.env.DATABASE_URL);
        unreachable.port = "1";
        const down = await runAdminCommand({ ...api.env, DATABASE_URL: unreachable.toString() }, ["backup", at("unreachable.backup")]);
        expect(down.status).toBe(1);
        expect(down.stdout.trim()).toBe("The database did not answer (connect ECONNREFUSED 127.0.0.1:1): nothing written. Run again once it does.");
        const missing = await runAdminCommand({ ...api.env, PATH: tools }, ["backup", at("no-tool.backup")]);
        expect(missing.status).toBe(1);
        expect(missing.stdout.trim()).toMatch(/^pg_dump is not on PATH: install PostgreSQL's client tools of version (\d+) or later \(postgresql-client-\1\) and run again\.$/);
        // A pg_dump of PostgreSQL 9.6 first on PATH.
        fs.writeFileSync(path.join(tools, "pg_dump"), "#!/bin/sh\necho 'pg_dump (PostgreSQL) 9.6.24'\n", { mode: 0o755 });
        const old = await runAdminCommand({ ...api.env, PATH: `${tools}:${process.env.PATH}` }, ["backup", at("old-tool.backup")]);
        expect(old.status).toBe(1);
        expect(old.stdout.trim()).toMatch(/^pg_dump 9\.6 is older than the PostgreSQL (\d+) server: install the client tools of version \1 or later \(postgresql-client-\1\) and put them first on PATH\.$/);
        expect(files().filter((name) => /tool|unreachable/.test(name))).toEqual([]);
      } finally {
        fs.rmSync(tools, { recursive: true, force: true });
      }
    }, 30_000);

    it("the drill: orders placed before the backup are there after the restore, what came after is not, and the shop starts on it", async () => {
      const { db } = api.commerce.database;
      const scope = serviceScope();
      await api.commerce.services.stock.set(scope, "TEST-LOT-12", 12);
      const first = await placeOrder(api, [{ sku: "TEST-CITRON", quantity: 2 }, { sku: "TEST-LOT-12", quantity: 1 }]);
      const second = await placeOrder(api, [{ sku: "TEST-LOT-12", quantity: 3 }]);
      const file = at("drill.backup");
      // As the operator runs it, in a process of its own, while the shop runs.
      const saved = await spawnAdmin(api.env, ["backup", file]);
      expect(saved.status, saved.stderr).toBe(0);
      const atBackup = await state();
      expect(saved.stdout).toContain(`  Orders:  ${atBackup.orders.length}, the latest ${second.order.number}`);

      // After the backup: another order, a stock change, and a later version's table.
      const later = await placeOrder(api, [{ sku: "TEST-LOT-12", quantity: 2 }]);
      await api.commerce.services.stock.set(scope, "TEST-CITRON", 3);
      await db.schema.createTable("after_the_backup").addColumn("order_id", "integer", (column) => column.references("sales_order.id")).execute();
      const afterBackup = await state();
      expect(afterBackup.orders).toEqual([...atBackup.orders, later.order.number]);

      // The shop stopped (its connections closed), as the restore asks.
      await api.commerce.close();
      // A backup cut short is refused whole. PostgreSQL: its last bytes missing, pg_restore's script
      // stops at the last table's data, after all the others ran in psql's transaction: rolled back.
      const cut = at("cut.backup");
      const size = fs.statSync(file).size;
      fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, dialect === "sqlite" ? Math.floor(size * 0.6) : size - 10));
      const refused = await runAdminCommand(api.env, ["restore", cut, "--confirm"]);
      expect(refused.status, refused.stdout).toBe(1);
      expect(refused.stdout).toMatch(dialect === "sqlite" ? /is damaged/ : /could not be read whole \(pg_restore, exit 1\): the restore rolled back, nothing changed\./);
      expect(await state()).toEqual(afterBackup);

      const restored = await runAdminCommand(api.env, ["restore", file, "--confirm"]);
      expect(restored.status, restored.stdout + restored.stderr).toBe(0);
      expect(restored.stdout.trim().split("\n")).toEqual([
        `Restored ${file} into ${dialect === "sqlite" ? `SQLite (${path.join(api.env.DATA_DIR, "shop.sqlite")})` : `PostgreSQL (DATABASE_URL, database ${new URL(api.env.DATABASE_URL).pathname.slice(1)})`}.`,
        `  Orders:  ${atBackup.orders.length}, the latest ${second.order.number}`,
        `  Schema:  ${MIGRATION_NAMES.at(-1)}`,
        "Start the shop: it shows the restored data.",
      ]);
      const afterRestore = await state();
      expect({ ...afterRestore, version: undefined }).toEqual({ ...atBackup, version: undefined });
      // The catalogue version moved on: nothing cached of the replaced data's is served again.
      expect(afterRestore.version).not.toBe(afterBackup.version);
      if (dialect === "sqlite") expect(fs.readdirSync(api.env.DATA_DIR).filter((name) => name.startsWith(".") || name.includes("wal"))).toEqual([]);

      // The shop started on the restored data: the shoppers see their orders, the later one is gone.
      const restarted = await startTestApi({ dialect, existingDatabase: true, env: api.env });
      try {
        for (const { cookie, order } of [first, second]) {
          const seen = (await gql(restarted, ORDER, { orderId: order.order_id }, { headers: { cookie } })).body.data.order;
          expect(seen).toMatchObject({ number: order.number, items: order.items.map(({ sku, quantity }) => ({ sku, quantity })), prices: { grandTotal: { priceInclTax: order.prices.grandTotal.priceInclTax } } });
        }
        expect((await gql(restarted, ORDER, { orderId: later.order.order_id }, { headers: { cookie: later.cookie } })).body.data.order).toBeNull();
        const tables = (await restarted.commerce.database.db.introspection.getTables()).map((table) => table.name);
        expect(tables).not.toContain("after_the_backup");
        // It takes orders again, numbered on from the restored ones.
        const next = await placeOrder(restarted, [{ sku: "TEST-LOT-12", quantity: 1 }]);
        const [year, sequence] = second.order.number.split("-");
        expect(next.order.number).toBe(`${year}-${String(Number(sequence) + 1).padStart(sequence.length, "0")}`);
      } finally {
        await restarted.close();
      }
    }, 60_000);
  });
});
