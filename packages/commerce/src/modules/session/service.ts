import { readCookie } from "../../shared/cookies.ts";
import { isSessionTokenShaped, newToken, tokenDigest } from "../../shared/session-tokens.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { preparedQuery } from "../../db/prepared-query.ts";
import { purgeInBatches } from "../../shared/purge-in-batches.ts";

/** The session cookie: an opaque random token; only its sha256 is stored. */
export const SESSION_COOKIE = "eb_session";
/**
 * Its name on an https shop. Browsers accept a `__Host-` cookie only when it is Secure, has
 * `Path=/` and no Domain, so neither a sibling subdomain nor a plain-http page can plant or
 * overwrite it (session fixation); a cookie under the plain name is then not read at all.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long an expired session's row is kept before housekeeping deletes it: a request that found
 * the session valid an instant before it expired still finishes on rows that exist (its cart).
 */
export const SESSION_PURGE_GRACE_MS = 60 * 60 * 1000;

export interface Session {
  customerId: number | null;
}

/** What the request's cookie says: no session, a valid one, or the check failed (DB down…). */
export type SessionState =
  | { status: "none" }
  | { status: "active"; token: string; session: Session }
  | { status: "failed" };


/** Every request with a session cookie runs it. */
const SESSION_BY_TOKEN = preparedQuery<{ tokenHash: string }, { customer_id: number | null; expires_at: string }>((db, param) =>
  db.selectFrom("session").select(["customer_id", "expires_at"]).where("token_hash", "=", param("tokenHash")),
);

export function createSessionService(db: Kysely<Database>, options: { secure: boolean } = { secure: false }) {
  const cookieName = options.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  return {
    /** The cookie the session token travels in (written by the API, read here and by the page cache). */
    cookieName,

    /** Resolves the session named by a Cookie header. Never throws: failures are a state. */
    async resolve(cookieHeader: string | null | undefined): Promise<SessionState> {
      const token = readCookie(cookieHeader, cookieName);
      if (!token || !isSessionTokenShaped(token)) return { status: "none" };
      try {
        const row = await SESSION_BY_TOKEN.executeTakeFirst(db, { tokenHash: tokenDigest(token) });
        if (!row || row.expires_at <= new Date().toISOString()) return { status: "none" };
        return { status: "active", token, session: { customerId: row.customer_id } };
      } catch {
        return { status: "failed" };
      }
    },

    /** Starts a session (e.g. on sign-in). A fresh token each time prevents session fixation. */
    async start(customerId: number | null): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      await db
        .insertInto("session")
        .values({
          token_hash: tokenDigest(token),
          customer_id: customerId,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .execute();
      return { token, expiresAt };
    },

    async end(token: string): Promise<void> {
      await db.deleteFrom("session").where("token_hash", "=", tokenDigest(token)).execute();
    },

    /**
     * Ends every session of a customer (a new password, a new e-mail address), but the one of
     * `except` (a session token) when given: the request that made the change stays signed in.
     * On `executor`, so it commits with the change.
     */
    async endAllOf(customerId: number, options: { except?: string; executor?: Kysely<Database> } = {}): Promise<void> {
      let query = (options.executor ?? db).deleteFrom("session").where("customer_id", "=", customerId);
      if (options.except) query = query.where("token_hash", "!=", tokenDigest(options.except));
      await query.execute();
    },

    /**
     * Deletes the sessions expired more than SESSION_PURGE_GRACE_MS ago, in bounded batches
     * (safe in several processes at once); a visitor's cart goes with its session (cascade), a
     * customer's cart is theirs, not the session's, and stays. Resolves to the sessions deleted.
     */
    async purgeExpired(options: { batchSize?: number; now?: Date } = {}): Promise<number> {
      const before = new Date((options.now ?? new Date()).getTime() - SESSION_PURGE_GRACE_MS).toISOString();
      return purgeInBatches(
        db,
        (limit, claimed) =>
          db
            .deleteFrom("session")
            .where("token_hash", "in", claimed(db.selectFrom("session").select("token_hash").where("expires_at", "<=", before).limit(limit)))
            .executeTakeFirst(),
        options.batchSize,
      );
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
