import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/database.ts";
import type { MigrationContext } from "../../db/migrate.ts";
import * as newsletter from "../../db/migrations/0015_newsletter.ts";
import * as subscribers from "../../db/migrations/0027_newsletter_subscribers.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import { createThrowawayDatabase } from "../../testing/test-server.ts";

/**
 * Migration 0027 on both databases: the customers' consents of `newsletter_subscription` become
 * subscribers at their account's address (subscribed ones confirmed, with their consent's date;
 * those who unsubscribed with both dates; never-consented rows dropped), then the old table goes.
 */
describe.each(dialects)("migration 0027 on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "on a database of its own", () => {
    let handle: ReturnType<typeof openDatabase>;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      if (dialect === "postgres") {
        const database = await createThrowawayDatabase("eb_migration");
        handle = openDatabase({ kind: "postgres", url: database.url });
        cleanup = database.drop;
      } else {
        const dir = await fs.mkdtemp(path.join(os.tmpdir(), "eb-migration-"));
        handle = openDatabase({ kind: "sqlite", file: path.join(dir, "shop.sqlite") });
        cleanup = () => fs.rm(dir, { recursive: true, force: true });
      }
    });
    afterAll(async () => {
      await handle?.close();
      await cleanup?.();
    });

    it("keeps every consent the customers gave, at their account's address", async () => {
      const db = handle.db as unknown as Kysely<unknown>;
      const context: MigrationContext = {
        dialect: handle.dialect,
        autoIncrementId: (table) =>
          handle.dialect === "postgres" ? table.addColumn("id", "serial", (column) => column.primaryKey()) : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement()),
      };
      // The part of the schema 0015 and 0027 read: customers' ids and addresses.
      await context.autoIncrementId(db.schema.createTable("customer")).addColumn("email", "text", (column) => column.notNull()).execute();
      await newsletter.up(db);
      await sql`insert into customer (email) values ('Subscribed@Example.com'), ('left@example.com'), ('never@example.com')`.execute(db);
      await sql`insert into newsletter_subscription (customer_id, subscribed, store, consent_at, unsubscribed_at, updated_at) values
        (1, 1, 'en', '2026-01-02T10:00:00.000Z', null, '2026-01-02T10:00:00.000Z'),
        (2, 0, 'fr', '2026-02-01T09:00:00.000Z', '2026-03-01T09:00:00.000Z', '2026-03-01T09:00:00.000Z'),
        (3, 0, 'fr', null, null, '2026-03-05T09:00:00.000Z')`.execute(db);

      await subscribers.up(db, context);

      const rows = await sql<Record<string, unknown>>`select email, store, status, source, consent_at, unsubscribed_at, unsubscribe_token from newsletter_subscriber order by id`.execute(db);
      expect(rows.rows.map(({ unsubscribe_token: _token, ...row }) => row)).toEqual([
        { email: "subscribed@example.com", store: "en", status: "confirmed", source: "account", consent_at: "2026-01-02T10:00:00.000Z", unsubscribed_at: null },
        { email: "left@example.com", store: "fr", status: "unsubscribed", source: "account", consent_at: "2026-02-01T09:00:00.000Z", unsubscribed_at: "2026-03-01T09:00:00.000Z" },
      ]);
      expect(new Set(rows.rows.map((row) => row.unsubscribe_token)).size).toBe(2);
      for (const row of rows.rows) expect(row.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await expect(sql`select 1 from newsletter_subscription`.execute(db)).rejects.toThrow();
    });
  });
});
