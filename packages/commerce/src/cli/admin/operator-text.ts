import os from "node:os";
import type { StaffIdentity } from "../../shared/ownership.ts";

/** What the operator commands print and record the same way: euros, the shop's time, who acted. */

/** The shop's calendar and clock (its invoices' years, its opening hours). */
export const SHOP_TIME_ZONE = "Europe/Paris";

/** `12.50 EUR` from euro cents. */
export const euros = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

/** A stored instant in the shop's time (`2026-11-26 11:05`); `—` for none. */
export function shopTime(instant: string | null): string {
  if (!instant) return "—";
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: SHOP_TIME_ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Who is acting, as histories, refunds and ledger entries record it: `cli:<the account running the command>`. */
export function operatorName(): string {
  let name = process.env.USER ?? "";
  try {
    name = os.userInfo().username || name;
  } catch {
    // No account name for this process's user (a container): the record still says an operator did it.
  }
  return `cli:${name || "operator"}`;
}

/**
 * The operator as staff, for the services whose questions are staff work (publishing a page…):
 * whoever runs a command on the shop's machine already holds its database, so acts as ADMIN.
 */
export function operatorStaff(): StaffIdentity {
  return { id: null, name: operatorName(), email: null, role: "admin", via: "operator" };
}
