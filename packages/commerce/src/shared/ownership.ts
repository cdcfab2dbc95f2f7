import { type DeleteQueryBuilder, type SelectQueryBuilder, type SqlBool, type StringReference, type UpdateQueryBuilder, sql } from "kysely";

/**
 * Who may do what, once for every service: a signed-in customer, an object reached only through
 * its owner, a staff member (with a role). These read a service scope structurally (the fields
 * below), so a scope built by a script or a back-office command works as one built for GraphQL.
 */

/** What a scope says about the customer it acts for (ServiceScope has it). */
export interface CustomerScope {
  readonly customerId?: number | null;
}

/** The failure of a question that needs a signed-in customer: resolvers answer `NOT_SIGNED_IN`. */
export interface NotSignedIn {
  ok: false;
  code: "NOT_SIGNED_IN";
}

/** The signed-in customer's id, or the typed failure a resolver turns into `NOT_SIGNED_IN`. */
export function requireCustomer(scope: CustomerScope): { ok: true; customerId: number } | NotSignedIn {
  const customerId = scope.customerId ?? null;
  return customerId === null ? { ok: false, code: "NOT_SIGNED_IN" } : { ok: true, customerId };
}

// Matches no row: a visitor owns nothing, not even rows whose owner column is null (guest orders).
const nothing = sql<SqlBool>`1 = 0`;

/**
 * The query restricted to rows `ownerColumn` says belong to the scope's customer: the owner
 * condition is part of the SQL that finds the object, so another customer's id finds nothing
 * exactly as a missing id does (same statement, same answer, same error code), and an update or
 * delete through someone else's id changes nothing. A visitor matches no row.
 *
 * ```ts
 * owned(scope, db.selectFrom("address").selectAll().where("id", "=", id), "customer_id").executeTakeFirst()
 * owned(scope, db.deleteFrom("address").where("id", "=", id), "customer_id").executeTakeFirst()
 * ```
 */
export function owned<DB, TB extends keyof DB, O>(
  scope: CustomerScope,
  query: SelectQueryBuilder<DB, TB, O>,
  ownerColumn: StringReference<DB, TB>,
): SelectQueryBuilder<DB, TB, O>;
export function owned<DB, UT extends keyof DB, TB extends keyof DB, O>(
  scope: CustomerScope,
  query: UpdateQueryBuilder<DB, UT, TB, O>,
  ownerColumn: StringReference<DB, TB>,
): UpdateQueryBuilder<DB, UT, TB, O>;
export function owned<DB, TB extends keyof DB, O>(
  scope: CustomerScope,
  query: DeleteQueryBuilder<DB, TB, O>,
  ownerColumn: StringReference<DB, TB>,
): DeleteQueryBuilder<DB, TB, O>;
export function owned(scope: CustomerScope, query: OwnableQuery, ownerColumn: string): OwnableQuery {
  const customerId = scope.customerId ?? null;
  return customerId === null ? query.where(nothing) : query.where(sql<SqlBool>`${sql.ref(ownerColumn)} = ${customerId}`);
}

interface OwnableQuery {
  where(expression: typeof nothing): OwnableQuery;
}

/** What a refused attempt on an owned object is logged with: which kind of object and the id tried, never its content. */
export interface RefusedAttempt {
  /** The kind of object: `address`, `order`, `invoice`, `shipment`… */
  object: string;
  /** The id or number asked for, as sent (clipped). */
  tried: string;
  /** What was asked of it, when not just reading it: `delete`, `reorder`, `pdf`… */
  action?: string;
}

/** All a refused attempt needs of a logger (pino's). */
export interface WarnLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** Longest id logged: an id is short; anything longer is a probe and needs no more room. */
const MAX_TRIED_LENGTH = 100;

/**
 * Logs, at warn, one line for an owned object the scope did not get: another customer's, a
 * visitor's try, a guessed neighbouring id or a missing one. The shopper's answer is the same
 * not-found for all of these (one statement found nothing), and so is this line: it names the
 * customer (null for a visitor), the kind of object and the id tried, so repeated probes show in
 * the log, but never the object's content. Every owned object's service logs refusals here.
 */
export function logRefusedAccess(logger: WarnLogger | undefined, scope: CustomerScope, attempt: RefusedAttempt): void {
  const tried = attempt.tried.length > MAX_TRIED_LENGTH ? `${attempt.tried.slice(0, MAX_TRIED_LENGTH)}…` : attempt.tried;
  logger?.warn({ customerId: scope.customerId ?? null, object: attempt.object, tried, ...(attempt.action ? { action: attempt.action } : {}) }, "refused ownership attempt");
}

/**
 * Staff roles, each a kind of back-office work; `admin` may do all of it.
 * - `editor`: content and the storefront's editor modes (preview, x-ray, contribution), review moderation;
 * - `support`: customers' requests (returns, refunds, exports).
 */
export const STAFF_ROLES = ["admin", "editor", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);
/** The role of a new staff member or API token when none is named: least power that is useful. */
export const DEFAULT_STAFF_ROLE: StaffRole = "editor";

/**
 * A staff member acting, signed in (`session`), a program with an API token (`token`), or the
 * operator running a command on the shop's machine (`operator`, `npm run admin`: never over the API).
 */
export interface StaffIdentity {
  /** The staff row's id; null for an API token, which has no row. */
  readonly id: number | null;
  /** The staff member's display name, or the token's name. */
  readonly name: string;
  readonly email: string | null;
  readonly role: StaffRole;
  readonly via: "session" | "token" | "operator";
}

/** What a scope says about the staff member it acts for (ServiceScope has it). */
export interface StaffScope {
  readonly staff?: StaffIdentity | null;
}

/** The failure of a staff-only question: resolvers answer `FORBIDDEN` (never the data). */
export interface StaffOnly {
  ok: false;
  code: "FORBIDDEN";
}

/** Whether `staff` may do work of `role` (any staff when no role is named; `admin` may do all). */
export const staffMayAct = (staff: StaffIdentity | null | undefined, role?: StaffRole): staff is StaffIdentity =>
  !!staff && (role === undefined || staff.role === role || staff.role === "admin");

/** The acting staff member when they may do work of `role`, or the typed failure (`FORBIDDEN`). */
export function requireStaff(scope: StaffScope, role?: StaffRole): { ok: true; staff: StaffIdentity } | StaffOnly {
  const { staff } = scope;
  return staffMayAct(staff, role) ? { ok: true, staff } : { ok: false, code: "FORBIDDEN" };
}
