import type { Logger } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHousekeeping, startHousekeeping } from "./housekeeping.ts";
import { ago, ahead, housekeepingFixtures } from "./housekeeping-test-kit.ts";
import { dialects } from "./testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "./testing/test-server.ts";

/**
 * Housekeeping against a real database of each dialect: what is past its keep time goes, what is
 * still of use stays (a live session and its cart, a customer's cart whose session expired, a
 * recent link, a parked e-mail; a visitor's wishlist goes with its session, a customer's stays),
 * big backlogs go in bounded statements, and passes running at once (several processes) delete
 * each row once, without an error.
 */

const nothing = { sessions: 0, staffSessions: 0, accountLinks: 0, sentMails: 0, stockAlerts: 0, newsletterPending: 0, contactMessages: 0 };

describe.each(dialects)("housekeeping on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "against a real database", () => {
    let api: TestApi;
    let fixtures: ReturnType<typeof housekeepingFixtures>;
    const housekeeping = (options: { batchSize?: number } = {}) => createHousekeeping(api.commerce.database.db, api.commerce.services, options);

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      fixtures = housekeepingFixtures(api.commerce.database.db);
      // Whatever the seeded database holds past its keep time, so each test counts its own rows.
      await housekeeping().run();
    });
    afterAll(async () => {
      await api?.close();
    });

    it("deletes what is past its keep time and keeps what can still be used", async () => {
      const customerId = await fixtures.customer();
      // Sessions: expired over an hour ago (with the visitor's cart), expired minutes ago (kept an hour), live.
      const expiredVisitor = await fixtures.session(ago({ hours: 2 }));
      const expiredVisitorCart = await fixtures.cart({ sessionHash: expiredVisitor });
      const justExpired = await fixtures.session(ago({ minutes: 10 }));
      const justExpiredCart = await fixtures.cart({ sessionHash: justExpired });
      const liveVisitor = await fixtures.session(ahead({ days: 3 }));
      const liveCart = await fixtures.cart({ sessionHash: liveVisitor });
      // A customer's session expires; their cart is theirs, not the session's.
      const expiredCustomerSession = await fixtures.session(ago({ days: 2 }), customerId);
      const customerCart = await fixtures.cart({ customerId });
      const liveCustomerSession = await fixtures.session(ahead({ days: 10 }), customerId);
      // Staff sessions go once expired.
      const expiredStaff = await fixtures.staffSession(ago({ minutes: 1 }));
      const liveStaff = await fixtures.staffSession(ahead({ hours: 5 }));
      // Links: kept a week after their expiry, used or not.
      const oldUsedLink = await fixtures.token(customerId, ago({ days: 8 }), ago({ days: 9 }));
      const oldUnusedLink = await fixtures.token(customerId, ago({ days: 7, hours: 1 }));
      const recentUsedLink = await fixtures.token(customerId, ago({ days: 6 }), ago({ days: 6, hours: 1 }));
      const liveLink = await fixtures.token(customerId, ahead({ hours: 1 }));
      // E-mails: sent ones kept 30 days; parked and pending ones always.
      const oldSent = await fixtures.mail("sent", ago({ days: 31 }), ago({ days: 31 }));
      const recentSent = await fixtures.mail("sent", ago({ days: 40 }), ago({ days: 29 }));
      const oldParked = await fixtures.mail("parked", ago({ days: 60 }));
      const oldPending = await fixtures.mail("pending", ago({ days: 60 }));

      expect(await housekeeping().run()).toEqual({ sessions: 2, staffSessions: 1, accountLinks: 2, sentMails: 1, stockAlerts: 0, newsletterPending: 0, contactMessages: 0 });

      expect(
        await fixtures.remaining({
          sessions: [expiredVisitor, justExpired, liveVisitor, expiredCustomerSession, liveCustomerSession],
          carts: [expiredVisitorCart, justExpiredCart, liveCart, customerCart],
          staffSessions: [expiredStaff, liveStaff],
          tokens: [oldUsedLink, oldUnusedLink, recentUsedLink, liveLink],
          mails: [oldSent, recentSent, oldParked, oldPending],
        }),
      ).toEqual({
        sessions: [justExpired, liveVisitor, liveCustomerSession].sort(),
        carts: [justExpiredCart, liveCart, customerCart],
        cartLines: [justExpiredCart, liveCart, customerCart],
        staffSessions: [liveStaff],
        tokens: [recentUsedLink, liveLink],
        mails: [recentSent, oldParked, oldPending],
      });

      // A second pass finds nothing more.
      expect(await housekeeping().run()).toEqual(nothing);
      // Once the just-expired session is an hour past, it goes too, with its cart.
      expect(await housekeeping().run({ now: new Date(Date.now() + 60 * 60 * 1000) })).toMatchObject({ sessions: 1 });
      expect(await fixtures.remaining({ sessions: [justExpired], carts: [justExpiredCart] })).toMatchObject({ sessions: [], carts: [], cartLines: [] });
    });

    it("deletes the wishlist a visitor's expired session kept with it, never a customer's", async () => {
      const db = api.commerce.database.db;
      const now = new Date().toISOString();
      const wishlist = async (owner: { session_hash: string } | { customer_id: number }) => {
        const { id } = await db
          .insertInto("wishlist")
          .values({ public_id: `keep-${now}-${Math.random()}`, ...owner, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db.insertInto("wishlist_item").values({ wishlist_id: id, sku: "TEST-SKU", name: "Test", item_key: "TEST-SKU", created_at: now }).execute();
        return id;
      };
      const customerId = await fixtures.customer();
      const expiredVisitor = await fixtures.session(ago({ hours: 2 }));
      await fixtures.session(ago({ days: 2 }), customerId);
      const lists = [await wishlist({ session_hash: expiredVisitor }), await wishlist({ session_hash: await fixtures.session(ahead({ days: 1 })) }), await wishlist({ customer_id: customerId })];

      expect(await housekeeping().run()).toMatchObject({ sessions: 2 });
      const left = (table: "wishlist" | "wishlist_item", column: "id" | "wishlist_id") =>
        db.selectFrom(table).select(column).where(column, "in", lists).orderBy(column).execute().then((rows) => rows.map((row) => (row as Record<string, number>)[column]));
      expect(await left("wishlist", "id")).toEqual(lists.slice(1));
      expect(await left("wishlist_item", "wishlist_id")).toEqual(lists.slice(1));
    });

    it("deletes in-stock alerts never confirmed a week after their link, and notified ones after 90 days", async () => {
      const { db } = api.commerce.database;
      const customerId = await fixtures.customer();
      const product = await db.selectFrom("product").select("id").orderBy("id").executeTakeFirstOrThrow();
      const alert = async (status: "unconfirmed" | "active" | "notified", dates: { expires?: string; notified?: string; created?: string }) =>
        (
          await db
            .insertInto("stock_alert")
            .values({
              product_id: product.id,
              email: `alert-${Math.random().toString(36).slice(2)}@example.test`,
              customer_id: customerId,
              store: "fr",
              product_name: "Test",
              status,
              token_expires_at: dates.expires ?? null,
              notified_at: dates.notified ?? null,
              created_at: dates.created ?? ago({ days: 200 }),
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const stale = await alert("unconfirmed", { expires: ago({ days: 7, hours: 1 }) });
      const lapsed = await alert("unconfirmed", { expires: ago({ days: 6 }) });
      const live = await alert("unconfirmed", { expires: ahead({ hours: 2 }) });
      const waiting = await alert("active", {});
      const oldNotified = await alert("notified", { notified: ago({ days: 91 }) });
      const recentNotified = await alert("notified", { notified: ago({ days: 89 }) });

      expect(await housekeeping().run()).toMatchObject({ stockAlerts: 2 });
      const left = await db.selectFrom("stock_alert").select("id").where("id", "in", [stale, lapsed, live, waiting, oldNotified, recentNotified]).orderBy("id").execute();
      expect(left.map((row) => row.id)).toEqual([lapsed, live, waiting, recentNotified]);
    });

    it("deletes contact messages once past CONTACT_MESSAGE_RETENTION_DAYS (365 by default), the newer ones kept", async () => {
      const { db } = api.commerce.database;
      const message = async (created: string) =>
        (
          await db
            .insertInto("contact_message")
            .values({ store: "fr", name: "Ada", email: "ada@example.com", subject: "other", order_number: null, message: "Une question.", client_hash: "x", created_at: created })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const old = await message(ago({ days: 366 }));
      const recent = await message(ago({ days: 364 }));
      expect(await housekeeping().run()).toMatchObject({ contactMessages: 1 });
      const left = await db.selectFrom("contact_message").select("id").where("id", "in", [old, recent]).execute();
      expect(left.map((row) => row.id)).toEqual([recent]);
    });

    it("deletes a backlog bigger than a statement's batch, batch after batch", async () => {
      const customerId = await fixtures.customer();
      const sessions = await Promise.all(Array.from({ length: 7 }, () => fixtures.session(ago({ days: 3 }))));
      const carts = await Promise.all(sessions.map((sessionHash) => fixtures.cart({ sessionHash })));
      const staffSessions = await Promise.all(Array.from({ length: 5 }, () => fixtures.staffSession(ago({ hours: 1 }))));
      const tokens = await Promise.all(Array.from({ length: 6 }, () => fixtures.token(customerId, ago({ days: 10 }))));
      const mails = await Promise.all(Array.from({ length: 4 }, () => fixtures.mail("sent", ago({ days: 45 }), ago({ days: 45 }))));

      // Two rows a statement: 7 sessions need four statements (2, 2, 2, 1), 6 links four (the last deletes none).
      expect(await housekeeping({ batchSize: 2 }).run()).toEqual({ sessions: 7, staffSessions: 5, accountLinks: 6, sentMails: 4, stockAlerts: 0, newsletterPending: 0, contactMessages: 0 });
      expect(await fixtures.remaining({ sessions, carts, staffSessions, tokens, mails })).toEqual({
        sessions: [],
        carts: [],
        cartLines: [],
        staffSessions: [],
        tokens: [],
        mails: [],
      });
    });

    it("passes running at once delete each row once, without an error", async () => {
      const customerId = await fixtures.customer();
      const sessions = await Promise.all(Array.from({ length: 40 }, () => fixtures.session(ago({ days: 2 }))));
      const carts = await Promise.all(sessions.slice(0, 20).map((sessionHash) => fixtures.cart({ sessionHash })));
      const staffSessions = await Promise.all(Array.from({ length: 12 }, () => fixtures.staffSession(ago({ hours: 3 }))));
      const tokens = await Promise.all(Array.from({ length: 30 }, () => fixtures.token(customerId, ago({ days: 9 }))));
      const mails = await Promise.all(Array.from({ length: 30 }, () => fixtures.mail("sent", ago({ days: 35 }), ago({ days: 35 }))));
      const live = await fixtures.session(ahead({ days: 1 }));
      const liveCart = await fixtures.cart({ sessionHash: live });

      // Three processes' passes at once (each its own connections on PostgreSQL), in small batches so they interleave.
      const reports = await Promise.all([housekeeping({ batchSize: 3 }).run(), housekeeping({ batchSize: 3 }).run(), housekeeping({ batchSize: 5 }).run()]);
      const sum = (kind: keyof (typeof reports)[number]) => reports.reduce((total, report) => total + report[kind], 0);
      expect({ sessions: sum("sessions"), staffSessions: sum("staffSessions"), accountLinks: sum("accountLinks"), sentMails: sum("sentMails") }).toEqual({
        sessions: 40,
        staffSessions: 12,
        accountLinks: 30,
        sentMails: 30,
      });
      expect(await fixtures.remaining({ sessions: [...sessions, live], carts: [...carts, liveCart], staffSessions, tokens, mails })).toEqual({
        sessions: [live],
        carts: [liveCart],
        cartLines: [liveCart],
        staffSessions: [],
        tokens: [],
        mails: [],
      });
    });

    it("the hourly pass says at info level what it deleted, and nothing when it deleted nothing", async () => {
      const lines: { fields: unknown; message: string }[] = [];
      const logger = { info: (fields: unknown, message: string) => lines.push({ fields, message }), error: (fields: unknown, message: string) => lines.push({ fields, message }) } as unknown as Logger;
      await fixtures.session(ago({ hours: 5 }));
      await fixtures.mail("sent", ago({ days: 90 }), ago({ days: 90 }));
      const task = startHousekeeping(housekeeping(), { intervalMs: 3_600_000, logger });
      await task.runNow();
      await task.runNow();
      await task.stop();
      expect(lines).toEqual([{ fields: { deleted: { sessions: 1, staffSessions: 0, accountLinks: 0, sentMails: 1, stockAlerts: 0, newsletterPending: 0, contactMessages: 0 } }, message: "housekeeping: rows past their keep time deleted" }]);
    });
  });
});
