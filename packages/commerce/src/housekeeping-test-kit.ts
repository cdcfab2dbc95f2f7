import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, OutboxStatus } from "./db/schema.ts";

/**
 * Rows for housekeeping's tests, written straight into a test server's database with the dates
 * a test needs (hours, days ago or ahead). Names are random, so tests of one file never collide.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** An instant relative to now: `ago({ days: 8 })`, `ahead({ hours: 1 })`. */
export const ago = ({ days = 0, hours = 0, minutes = 0 }: { days?: number; hours?: number; minutes?: number }) =>
  new Date(Date.now() - days * DAY - hours * HOUR - minutes * 60_000).toISOString();
export const ahead = ({ days = 0, hours = 0 }: { days?: number; hours?: number }) => new Date(Date.now() + days * DAY + hours * HOUR).toISOString();

const random = () => randomBytes(12).toString("hex");

export function housekeepingFixtures(db: Kysely<Database>) {
  return {
    async customer(): Promise<number> {
      const row = await db
        .insertInto("customer")
        .values({ email: `keep-${random()}@example.test`, password_hash: "x", firstname: "Ada", lastname: "Lovelace", created_at: ago({ days: 60 }), email_confirmed_at: ago({ days: 60 }) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A session expiring at `expiresAt` (a customer's when `customerId` is given); returns its hash. */
    async session(expiresAt: string, customerId: number | null = null): Promise<string> {
      const hash = random();
      await db.insertInto("session").values({ token_hash: hash, customer_id: customerId, created_at: ago({ days: 31 }), expires_at: expiresAt }).execute();
      return hash;
    },

    /** A cart of one line, a visitor session's or a customer's; returns its id. */
    async cart(owner: { sessionHash: string } | { customerId: number }): Promise<number> {
      const now = new Date().toISOString();
      const cart = await db
        .insertInto("cart")
        .values({
          public_id: random(),
          session_hash: "sessionHash" in owner ? owner.sessionHash : null,
          customer_id: "customerId" in owner ? owner.customerId : null,
          coupon_code: null,
          checkout_email: null,
          shipping_address: null,
          billing_address: null,
          shipping_method: null,
          pickup_point_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.insertInto("cart_item").values({ cart_id: cart.id, sku: "TEST-SKU", line_key: "TEST-SKU", quantity: 2, created_at: now, updated_at: now }).execute();
      return cart.id;
    },

    async staffSession(expiresAt: string): Promise<string> {
      const staff = await db
        .insertInto("staff")
        .values({ email: `staff-${random()}@example.test`, display_name: "Test", password_hash: "x", role: "editor", created_at: ago({ days: 60 }), disabled_at: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      const hash = random();
      await db.insertInto("staff_session").values({ token_hash: hash, staff_id: staff.id, created_at: ago({ days: 1 }), expires_at: expiresAt }).execute();
      return hash;
    },

    /** An account link of `customerId` expiring at `expiresAt`, used at `usedAt` (null: never); returns its id. */
    async token(customerId: number, expiresAt: string, usedAt: string | null = null): Promise<number> {
      const row = await db
        .insertInto("customer_token")
        .values({ customer_id: customerId, purpose: "reset", token_hash: random(), expires_at: expiresAt, used_at: usedAt, created_at: ago({ days: 30 }) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** An outbox message in `status`, due since `availableAt`, sent at `sentAt`; returns its id. */
    async mail(status: OutboxStatus, availableAt: string, sentAt: string | null = null): Promise<number> {
      const row = await db
        .insertInto("outbox_message")
        .values({
          message_id: random(),
          kind: "customer.welcome",
          recipient: "keep@example.test",
          language: "fr",
          payload: "{}",
          status,
          attempts: status === "pending" ? 0 : 1,
          available_at: availableAt,
          leased_until: null,
          lease_owner: null,
          last_error: null,
          created_at: availableAt,
          sent_at: sentAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Which of these sessions, carts, staff sessions, links and messages still exist. */
    async remaining(rows: { sessions?: string[]; carts?: number[]; staffSessions?: string[]; tokens?: number[]; mails?: number[] }) {
      const some = <T>(list: T[] | undefined) => (list && list.length ? list : undefined);
      const sessions = some(rows.sessions);
      const carts = some(rows.carts);
      const staffSessions = some(rows.staffSessions);
      const tokens = some(rows.tokens);
      const mails = some(rows.mails);
      return {
        sessions: sessions ? (await db.selectFrom("session").select("token_hash").where("token_hash", "in", sessions).execute()).map((row) => row.token_hash).sort() : [],
        carts: carts ? (await db.selectFrom("cart").select("id").where("id", "in", carts).orderBy("id").execute()).map((row) => row.id) : [],
        cartLines: carts ? (await db.selectFrom("cart_item").select("cart_id").where("cart_id", "in", carts).orderBy("cart_id").execute()).map((row) => row.cart_id) : [],
        staffSessions: staffSessions ? (await db.selectFrom("staff_session").select("token_hash").where("token_hash", "in", staffSessions).execute()).map((row) => row.token_hash).sort() : [],
        tokens: tokens ? (await db.selectFrom("customer_token").select("id").where("id", "in", tokens).orderBy("id").execute()).map((row) => row.id) : [],
        mails: mails ? (await db.selectFrom("outbox_message").select("id").where("id", "in", mails).orderBy("id").execute()).map((row) => row.id) : [],
      };
    },
  };
}
