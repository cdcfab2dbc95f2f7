import { type CouponRecord, type CouponType, type NewCouponRefusal, normaliseCouponCode } from "../../modules/coupon/service.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { type AdminCommand, UsageError, commandArguments } from "./command.ts";
import { SHOP_TIME_ZONE } from "./operator-text.ts";

/**
 * Coupons for the operator: `npm run admin -- coupon list|add|disable`. Amounts are typed in
 * euros incl. VAT (`5`, `5.50` or `5,50`); dates are days of the shop's calendar (Paris time):
 * `--from` starts at midnight of that day, `--until` includes that whole day.
 */


/** Euros typed by the operator as cents; undefined when not an amount. */
function cents(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : undefined;
}

function wholeNumber(text: string | undefined, name: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) throw new UsageError(`--${name}: a whole number from ${min} to ${max}.`);
  return Number(text);
}

/** Milliseconds Paris is ahead of UTC at `instant`. */
function parisOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: SHOP_TIME_ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - (instant - (instant % 1000));
}

/** The instant a day of the shop's calendar starts (`daysLater` days after `YYYY-MM-DD`), as stored. */
export function shopDayStart(day: string, daysLater = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + daysLater);
  const date = new Date(midnightUtc);
  // Rejects 2026-02-30 and the like (Date.UTC would roll it over).
  if (daysLater === 0 && date.toISOString().slice(0, 10) !== day) return undefined;
  // Paris changes its offset at 2 or 3 in the morning, never at midnight: the offset at UTC midnight holds.
  return new Date(midnightUtc - parisOffsetMs(midnightUtc)).toISOString();
}

/** A stored instant as the shop's day it belongs to (an end instant: the last day included). */
function shopDay(instant: string, end: boolean): string {
  const at = new Date(instant).getTime() - (end ? 1 : 0);
  return new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

const euros = (value: number) => (value / 100).toFixed(2);

function valueOf(coupon: CouponRecord): string {
  if (coupon.type === "percentage") return `${coupon.percent}%`;
  if (coupon.type === "fixed_amount") return `${euros(coupon.amountCents ?? 0)} EUR`;
  return "free delivery";
}

function validity(coupon: CouponRecord): string {
  if (!coupon.startsAt && !coupon.endsAt) return "always";
  if (!coupon.endsAt) return `from ${shopDay(coupon.startsAt!, false)}`;
  if (!coupon.startsAt) return `until ${shopDay(coupon.endsAt, true)}`;
  return `${shopDay(coupon.startsAt, false)} to ${shopDay(coupon.endsAt, true)}`;
}

const list: AdminCommand = {
  words: ["coupon", "list"],
  usage: "",
  summary: "Lists coupons: code, type, value, minimum, validity (Paris days, inclusive), used/limit, active.",
  async run(context, args) {
    commandArguments(args, {}, []);
    const coupons = await context.services.coupons.list(serviceScope());
    if (coupons.length === 0) {
      context.print("No coupons yet (npm run admin -- coupon add <CODE> …).");
      return;
    }
    const rows = coupons.map((coupon) => [
      coupon.code,
      coupon.type,
      valueOf(coupon),
      coupon.minSubtotalCents ? `from ${euros(coupon.minSubtotalCents)} EUR` : "no minimum",
      validity(coupon),
      `${coupon.timesUsed}/${coupon.usageLimit ?? "∞"}${coupon.usagePerCustomer ? `, ${coupon.usagePerCustomer} per customer` : ""}`,
      coupon.active ? "active" : "disabled",
    ]);
    rows.unshift(["CODE", "TYPE", "VALUE", "MINIMUM", "VALID", "USED/LIMIT", "STATE"]);
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows) context.print(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
  },
};

const refusals: Record<NewCouponRefusal, (code: string) => string> = {
  CODE_TAKEN: (code) => `A coupon ${code} already exists (coupon list shows it).`,
  MALFORMED_CODE: () => "A code is 3 to 32 letters (A to Z), digits, - or _.",
  INVALID_VALUE: () => "That value is not allowed: a percentage from 1 to 100, an amount above 0, limits of 1 or more, --from before --until.",
};

const add: AdminCommand = {
  words: ["coupon", "add"],
  usage: '<CODE> (--percent N|--amount EUR|--free-shipping) [--min EUR] [--from|--until YYYY-MM-DD] [--limit N] [--per-customer N] [--label-fr|--label-en "…"]',
  summary: "Adds a coupon (amounts incl. VAT; days in Paris time, --until included; labels default from the value).",
  async run(context, args) {
    const { values, positionals } = commandArguments(
      args,
      {
        percent: { type: "string" },
        amount: { type: "string" },
        "free-shipping": { type: "boolean" },
        min: { type: "string" },
        from: { type: "string" },
        until: { type: "string" },
        limit: { type: "string" },
        "per-customer": { type: "string" },
        "label-fr": { type: "string" },
        "label-en": { type: "string" },
      },
      ["<code>"],
    );
    type TextOption = Exclude<keyof typeof values, "free-shipping">;
    const text = (name: TextOption) => values[name];
    const kinds = [text("percent") !== undefined, text("amount") !== undefined, values["free-shipping"] === true].filter(Boolean).length;
    if (kinds !== 1) throw new UsageError("Give exactly one of --percent, --amount, --free-shipping.");
    const type: CouponType = text("percent") !== undefined ? "percentage" : text("amount") !== undefined ? "fixed_amount" : "free_shipping";
    const amount = (name: TextOption) => {
      const value = text(name);
      if (value === undefined) return undefined;
      const parsed = cents(value);
      if (parsed === undefined) throw new UsageError(`--${name}: an amount in euros, e.g. 5 or 5.50.`);
      return parsed;
    };
    const day = (name: TextOption, daysLater: number) => {
      const value = text(name);
      if (value === undefined) return undefined;
      const instant = shopDayStart(value, 0) && shopDayStart(value, daysLater);
      if (!instant) throw new UsageError(`--${name}: a date written YYYY-MM-DD.`);
      return instant;
    };
    const [code] = positionals;
    const result = await context.services.coupons.add(serviceScope(), {
      code,
      type,
      percent: wholeNumber(text("percent"), "percent", 1, 100),
      amountCents: amount("amount"),
      minSubtotalCents: amount("min"),
      startsAt: day("from", 0),
      // Stored as the instant after the last day: the whole of --until's day is included.
      endsAt: day("until", 1),
      usageLimit: wholeNumber(text("limit"), "limit", 1, 1_000_000),
      usagePerCustomer: wholeNumber(text("per-customer"), "per-customer", 1, 1_000_000),
      labelFr: text("label-fr"),
      labelEn: text("label-en"),
    });
    if (!result.ok) {
      context.print(refusals[result.code](normaliseCouponCode(code) ?? code.trim()));
      return 1;
    }
    const coupon = result.coupon;
    context.print(`Added ${coupon.code}: ${valueOf(coupon)}, ${coupon.minSubtotalCents ? `from ${euros(coupon.minSubtotalCents)} EUR` : "no minimum"}, valid ${validity(coupon)}.`);
    context.print(`Labels: "${coupon.labelFr}" / "${coupon.labelEn}"`);
  },
};

const disable: AdminCommand = {
  words: ["coupon", "disable"],
  usage: "<CODE>",
  summary: "Disables a coupon: refused from now on (uses already counted stay counted).",
  async run(context, args) {
    const [code] = commandArguments(args, {}, ["<code>"]).positionals;
    if (!(await context.services.coupons.disable(serviceScope(), code))) {
      context.print(`No coupon has the code ${normaliseCouponCode(code) ?? code.trim()}.`);
      return 1;
    }
    context.print(`Disabled ${normaliseCouponCode(code)}.`);
  },
};

/** The coupon commands, as listed by `help`. */
export const couponCommands: AdminCommand[] = [list, add, disable];
