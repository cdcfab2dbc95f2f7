import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { StaffTokenEntry } from "../../config.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { readCookie } from "../../shared/cookies.ts";
import { isSessionTokenShaped, newToken, tokenDigest } from "../../shared/session-tokens.ts";
import type { Limits } from "../../shared/throttling/limits.ts";
import { type Throttled, createSignInGuard } from "../../shared/throttling/sign-in-guard.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { purgeInBatches } from "../../shared/purge-in-batches.ts";
import { DEFAULT_STAFF_ROLE, type StaffIdentity, type StaffRole, isStaffRole, requireStaff } from "../../shared/ownership.ts";
import { MAX_PASSWORD_LENGTH, hashPassword, verifyPassword } from "../../shared/passwords.ts";
import type { CatalogVersionService } from "../catalog-version/service.ts";
import { normaliseEmail } from "../customer/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";

/**
 * Staff identities: people of the shop (back office, editor modes), never customers. Their own
 * accounts, their own sessions in their own cookie, and API tokens from configuration for programs.
 */

/** The staff session cookie: an opaque random token; only its sha256 is stored. */
export const STAFF_COOKIE = "eb_staff";
/** Its name on an https shop (`__Host-`: Secure, Path=/, no Domain; nothing else can plant it). */
export const SECURE_STAFF_COOKIE = `__Host-${STAFF_COOKIE}`;
/** A staff session is a working day: a stolen cookie is worth hours, not the customer's 30 days. */
export const STAFF_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Staff passwords guard more than one account's orders: longer than customers' minimum. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
/** Prefix of API tokens, so a token pasted somewhere it should not be is recognisable (secret scanners). */
const API_TOKEN_PREFIX = "ebst_";

/** The editor modes of one staff session (modules/contribution), kept on its row. */
export interface EditorModes {
  /** Pages show drafts, unpublished and scheduled content pages. */
  readonly preview: boolean;
  /** Pages outline their content with its type, id and edit link. */
  readonly xRay: boolean;
}
export type EditorMode = keyof EditorModes;

/** A new staff session's modes: every mode off. */
export const MODES_OFF: EditorModes = { preview: false, xRay: false };

/** What the request's credentials say: no staff, a staff member (session or API token), or the check failed. */
export type StaffState =
  | { status: "none" }
  | {
      status: "active";
      staff: StaffIdentity;
      /** The session cookie's token; absent for an API token. */
      sessionToken?: string;
      /** The session's editor modes, read with it; absent for an API token (it has none). */
      modes?: EditorModes;
    }
  | { status: "failed" };

export interface StaffListing {
  id: number;
  email: string;
  displayName: string;
  role: StaffRole;
  createdAt: string;
  disabledAt: string | null;
}

export type StaffAccountFailure = "EMAIL_INVALID" | "PASSWORD_TOO_SHORT" | "NAME_REQUIRED" | "ROLE_INVALID" | "EMAIL_TAKEN" | "NOT_FOUND";

const isEmail = (email: string): boolean => z.email().safeParse(email).success;

/** A strong password for a person to store in a password manager (144 random bits, 24 characters). */
export const generatePassword = (): string => randomBytes(18).toString("base64url");

type StaffRow = { id: number; email: string; display_name: string; role: string };
const identityOf = (row: StaffRow): StaffIdentity => ({
  id: row.id,
  name: row.display_name,
  email: row.email,
  // A role a later version no longer knows acts as the least powerful one.
  role: isStaffRole(row.role) ? row.role : DEFAULT_STAFF_ROLE,
  via: "session",
});

const modesOf = (row: { preview_mode: number; xray_mode: number }): EditorModes => ({ preview: Number(row.preview_mode) === 1, xRay: Number(row.xray_mode) === 1 });

type StaffSignIn = { ok: true; staff: StaffIdentity; token: string; expiresAt: Date } | { ok: false; code: "INVALID_CREDENTIALS" };

export function createStaffService(
  db: Kysely<Database>,
  options: { secure: boolean; tokens: StaffTokenEntry[]; catalogVersion: CatalogVersionService; limits: Limits },
) {
  const guarded = createSignInGuard(options.limits, "staff");
  const cookieName = options.secure ? SECURE_STAFF_COOKIE : STAFF_COOKIE;
  const secure = options.secure ? "; Secure" : "";
  const tokenDigests = options.tokens.map((entry) => ({ entry, digest: Buffer.from(entry.sha256, "hex") }));
  // A batched request builds one GraphQL context per operation: its credentials are checked once.
  const byRequest = new WeakMap<object, Promise<StaffState>>();

  /** The configured API token `token` is, compared in constant time against every entry. */
  function tokenIdentity(token: string): StaffIdentity | undefined {
    const digest = Buffer.from(tokenDigest(token), "hex");
    let found: StaffTokenEntry | undefined;
    // No early exit: the time taken does not depend on which entry (if any) matches.
    for (const { entry, digest: expected } of tokenDigests) {
      if (timingSafeEqual(digest, expected) && !found) found = entry;
    }
    return found && { id: null, name: found.name, email: null, role: found.role, via: "token" };
  }

  async function checkAndStartSession(emailInput: string, password: string, previousSessionToken?: string): Promise<StaffSignIn> {
    const row = await db
      .selectFrom("staff")
      .select(["id", "email", "display_name", "role", "password_hash", "disabled_at"])
      .where("email", "=", normaliseEmail(emailInput))
      .executeTakeFirst();
    const matches = await verifyPassword(row?.password_hash, password);
    if (!row || !matches || row.disabled_at !== null) return { ok: false, code: "INVALID_CREDENTIALS" };
    const token = newToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS);
    await inTransaction(db, async (transaction) => {
      // Expired sessions go when someone signs in: the table stays the size of the staff's working day.
      await transaction.deleteFrom("staff_session").where("expires_at", "<=", now.toISOString()).execute();
      if (previousSessionToken) await transaction.deleteFrom("staff_session").where("token_hash", "=", tokenDigest(previousSessionToken)).execute();
      await transaction
        .insertInto("staff_session")
        .values({ token_hash: tokenDigest(token), staff_id: row.id, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
        .execute();
    });
    return { ok: true, staff: identityOf(row), token, expiresAt };
  }

  async function sessionIdentity(token: string): Promise<StaffState> {
    if (!isSessionTokenShaped(token)) return { status: "none" };
    try {
      const row = await db
        .selectFrom("staff_session")
        .innerJoin("staff", "staff.id", "staff_session.staff_id")
        .select(["staff.id", "staff.email", "staff.display_name", "staff.role", "staff_session.preview_mode", "staff_session.xray_mode"])
        .where("staff_session.token_hash", "=", tokenDigest(token))
        .where("staff_session.expires_at", ">", nowIso())
        .where("staff.disabled_at", "is", null)
        .executeTakeFirst();
      return row ? { status: "active", staff: identityOf(row), sessionToken: token, modes: modesOf(row) } : { status: "none" };
    } catch {
      return { status: "failed" };
    }
  }

  /**
   * Who the credentials name. An `Authorization` header, when present, decides alone (`Bearer
   * <API token>`; anything else is no one, whatever cookie comes with it); otherwise the staff
   * cookie. Never throws: a failed check is a state.
   */
  async function resolve(credentials: { cookie?: string | null; authorization?: string | null }): Promise<StaffState> {
    if (credentials.authorization) {
      const bearer = /^Bearer +(\S{1,200})$/i.exec(credentials.authorization.trim())?.[1];
      const staff = bearer ? tokenIdentity(bearer) : undefined;
      return staff ? { status: "active", staff } : { status: "none" };
    }
    const token = readCookie(credentials.cookie, cookieName);
    return token ? sessionIdentity(token) : { status: "none" };
  }

  async function endSessionsOf(staffId: number, executor: Kysely<Database> = db): Promise<void> {
    await executor.deleteFrom("staff_session").where("staff_id", "=", staffId).execute();
  }

  return {
    /** The cookie staff sessions travel in (written by the API, read here and by the page cache). */
    cookieName,

    resolve,

    /** `resolve` for a request's headers, once per request object (the operations of a batch share it). */
    resolveRequest(request: Request): Promise<StaffState> {
      let state = byRequest.get(request);
      if (!state) {
        state = resolve({ cookie: request.headers.get("cookie"), authorization: request.headers.get("authorization") });
        byRequest.set(request, state);
      }
      return state;
    },

    /** The Set-Cookie value carrying a new staff session: HttpOnly, SameSite=Strict, `__Host-` on https. */
    sessionCookie(token: string, expiresAt: Date): string {
      // Strict: a link from another site opens the shop as a visitor, so no cross-site request ever
      // carries staff power (CSRF protection besides the API's own header check).
      return `${cookieName}=${token}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Strict${secure}`;
    },
    clearedSessionCookie(): string {
      return `${cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure}`;
    },

    /**
     * Signs a staff member in: a new session (a fresh token each time: no session fixation) and the
     * end of the session the request came with. Unknown e-mail, wrong password and disabled
     * account answer alike, at the same cost.
     */
    /**
     * Signs a staff member in from `client` (its address), under the shop's sign-in limits: a
     * throttled attempt is refused before any password is checked.
     */
    signIn(emailInput: string, password: string, client: string, previousSessionToken?: string): Promise<StaffSignIn | Throttled> {
      return guarded(normaliseEmail(emailInput), client, () => checkAndStartSession(emailInput, password, previousSessionToken));
    },

    async endSession(token: string): Promise<void> {
      await db.deleteFrom("staff_session").where("token_hash", "=", tokenDigest(token)).execute();
    },

    /**
     * Turns one editor mode of the staff session `token` on or off, on that session only; its modes
     * after the change, or undefined when the session is not `staffId`'s live session (ended,
     * expired, its account disabled meanwhile). Whether the staff member may use the mode is the
     * caller's question (modules/contribution).
     */
    async setSessionMode(token: string, staffId: number, mode: EditorMode, enabled: boolean): Promise<EditorModes | undefined> {
      const value = enabled ? 1 : 0;
      const row = await db
        .updateTable("staff_session")
        .set(mode === "preview" ? { preview_mode: value } : { xray_mode: value })
        .where("token_hash", "=", tokenDigest(token))
        .where("staff_id", "=", staffId)
        .where("expires_at", ">", nowIso())
        .where("staff_id", "in", (eb) => eb.selectFrom("staff").select("id").where("disabled_at", "is", null))
        .returning(["preview_mode", "xray_mode"])
        .executeTakeFirst();
      return row && modesOf(row);
    },

    /** A new staff member (operator command). */
    async add(input: {
      email: string;
      displayName?: string;
      role?: string;
      password: string;
    }): Promise<{ ok: true; staff: StaffListing } | { ok: false; code: StaffAccountFailure }> {
      const email = normaliseEmail(input.email);
      const displayName = (input.displayName ?? email.split("@")[0]).trim().slice(0, 100);
      const role = input.role ?? DEFAULT_STAFF_ROLE;
      if (!isEmail(email)) return { ok: false, code: "EMAIL_INVALID" };
      if (!displayName) return { ok: false, code: "NAME_REQUIRED" };
      if (!isStaffRole(role)) return { ok: false, code: "ROLE_INVALID" };
      if (input.password.length < MIN_STAFF_PASSWORD_LENGTH || input.password.length > MAX_PASSWORD_LENGTH) {
        return { ok: false, code: "PASSWORD_TOO_SHORT" };
      }
      const password_hash = await hashPassword(input.password);
      // The unique index decides between two concurrent additions of one e-mail.
      const inserted = await db
        .insertInto("staff")
        .values({ email, display_name: displayName, password_hash, role, created_at: nowIso(), disabled_at: null })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .returning(["id", "email", "display_name", "role", "created_at", "disabled_at"])
        .executeTakeFirst();
      if (!inserted) return { ok: false, code: "EMAIL_TAKEN" };
      return { ok: true, staff: listingOf(inserted) };
    },

    async list(): Promise<StaffListing[]> {
      const rows = await db.selectFrom("staff").select(["id", "email", "display_name", "role", "created_at", "disabled_at"]).orderBy("email").execute();
      return rows.map(listingOf);
    },

    /** Disables a staff member: no more sign-in, and every session of theirs ends now. */
    async disable(emailInput: string): Promise<{ ok: true; alreadyDisabled: boolean } | { ok: false; code: "NOT_FOUND" }> {
      return inTransaction(db, async (transaction) => {
        const row = await transaction.selectFrom("staff").select(["id", "disabled_at"]).where("email", "=", normaliseEmail(emailInput)).executeTakeFirst();
        if (!row) return { ok: false, code: "NOT_FOUND" } as const;
        if (row.disabled_at === null) await transaction.updateTable("staff").set({ disabled_at: nowIso() }).where("id", "=", row.id).execute();
        await endSessionsOf(row.id, transaction);
        return { ok: true, alreadyDisabled: row.disabled_at !== null } as const;
      });
    },

    /** Sets a staff member's password; every session of theirs ends (whoever held one must sign in again). */
    async setPassword(emailInput: string, password: string): Promise<{ ok: true } | { ok: false; code: "NOT_FOUND" | "PASSWORD_TOO_SHORT" }> {
      if (password.length < MIN_STAFF_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return { ok: false, code: "PASSWORD_TOO_SHORT" };
      const password_hash = await hashPassword(password);
      return inTransaction(db, async (transaction) => {
        const row = await transaction
          .updateTable("staff")
          .set({ password_hash })
          .where("email", "=", normaliseEmail(emailInput))
          .returning("id")
          .executeTakeFirst();
        if (!row) return { ok: false, code: "NOT_FOUND" } as const;
        await endSessionsOf(row.id, transaction);
        return { ok: true } as const;
      });
    },

    /**
     * A new API token for `name` and the STAFF_TOKENS entry that makes it valid. Nothing is stored:
     * the operator adds the entry to the configuration; the token is shown once and never again.
     */
    newApiToken(name: string, role: StaffRole = DEFAULT_STAFF_ROLE): { token: string; entry: string } {
      const token = API_TOKEN_PREFIX + newToken();
      return { token, entry: `${name}:${role}:${tokenDigest(token)}` };
    },

    /** The catalogue's version and size, for staff checking what the shop serves. */
    async catalogueStatus(scope: ServiceScope): Promise<{ ok: true; version: string; productCount: number } | { ok: false; code: "FORBIDDEN" }> {
      const allowed = requireStaff(scope);
      if (!allowed.ok) return allowed;
      const executor = scope.executor ?? db;
      const [version, { count }] = await Promise.all([
        options.catalogVersion.of(scope),
        executor.selectFrom("product").select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
      ]);
      return { ok: true, version, productCount: Number(count) };
    },

    /**
     * Deletes the expired staff sessions, in bounded batches (housekeeping; safe in several
     * processes at once): nothing refers to one, so it goes as soon as it has expired, as at
     * sign-in. Resolves to the sessions deleted.
     */
    async purgeExpiredSessions(options: { batchSize?: number; now?: Date } = {}): Promise<number> {
      const before = (options.now ?? new Date()).toISOString();
      return purgeInBatches(
        db,
        (limit, claimed) =>
          db
            .deleteFrom("staff_session")
            .where("token_hash", "in", claimed(db.selectFrom("staff_session").select("token_hash").where("expires_at", "<=", before).limit(limit)))
            .executeTakeFirst(),
        options.batchSize,
      );
    },
  };
}

function listingOf(row: StaffRow & { created_at: string; disabled_at: string | null }): StaffListing {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: isStaffRole(row.role) ? row.role : DEFAULT_STAFF_ROLE,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
