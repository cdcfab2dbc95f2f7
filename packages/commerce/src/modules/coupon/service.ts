import type { Kysely, Selectable, Transaction } from "kysely";
import { dialectOf, nowIso } from "../../db/database.ts";
import type { CouponKind, CouponTable, Database } from "../../db/schema.ts";
import { inTransaction } from "../../shared/transactions.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import type { CouponRefusal } from "./errors.ts";

export type { CouponRefusal } from "./errors.ts";

/**
 * Coupons: whether a code applies to a basket (`check`), and its uses by orders (`redeem`,
 * `release`). The rules (docs/product-rules.md#coupons):
 *
 * - A code is matched trimmed and case-insensitively (stored upper case). Unknown, disabled or
 *   malformed: `COUPON_INVALID`, whatever the reason, so refusals never tell which codes exist.
 * - Valid from `starts_at` (included) to `ends_at` (excluded), both instants (UTC ISO); outside:
 *   `COUPON_EXPIRED`.
 * - A limit reached (`times_used >= usage_limit`, or this customer's redemptions
 *   `>= usage_per_customer`): `COUPON_USED_UP`. Checked before the minimum, since adding to the
 *   basket would not help.
 * - Under `min_subtotal_cents` (the lines incl. VAT before any discount): `COUPON_NOT_APPLICABLE`.
 *
 * A use is counted only when an order redeems the coupon (a basket holding it counts nothing), in
 * the order's unit of work, serialised per coupon so no interleaving exceeds either limit.
 */

export type CouponType = CouponKind;

export interface CouponOffer {
  /** Upper case. */
  code: string;
  type: CouponType;
  /** percentage: whole percent off the lines. */
  percent: number | null;
  /** fixed_amount: euro cents incl. VAT off the lines (at most their total). */
  amountCents: number | null;
  /** Euro cents incl. VAT of the lines, before any discount, from which it applies. */
  minSubtotalCents: number;
  /** In the scope's language, e.g. "10 % de remise" / "10% off". */
  label: string;
}

export type CouponOutcome = { ok: true; coupon: CouponOffer } | { ok: false; code: CouponRefusal };

/** A coupon as the operator sees it. */
export interface CouponRecord {
  code: string;
  type: CouponType;
  percent: number | null;
  amountCents: number | null;
  minSubtotalCents: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usagePerCustomer: number | null;
  timesUsed: number;
  labelFr: string;
  labelEn: string;
  active: boolean;
}

export interface NewCoupon {
  code: string;
  type: CouponType;
  percent?: number | null;
  amountCents?: number | null;
  minSubtotalCents?: number;
  startsAt?: string | null;
  endsAt?: string | null;
  usageLimit?: number | null;
  usagePerCustomer?: number | null;
  /** Default: `defaultCouponLabels`. */
  labelFr?: string;
  labelEn?: string;
}

export type NewCouponRefusal = "CODE_TAKEN" | "MALFORMED_CODE" | "INVALID_VALUE";

/** What a code may look like once trimmed and upper-cased: letters, digits, `-` and `_`, 3 to 32 characters. */
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
const MAX_CENTS = 100_000_000;

/** The code as stored, or undefined when it cannot be one (anything else is `COUPON_INVALID`). */
export function normaliseCouponCode(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  return CODE_PATTERN.test(upper) ? upper : undefined;
}

/**
 * The labels a coupon gets when the operator gives none, from its value: "10 % de remise" /
 * "10% off", "5 € de remise" / "€5 off". Written out rather than by `Intl`, whose spaces change
 * with the ICU version; French puts a no-break space before `%` and `€`.
 */
export function defaultCouponLabels(type: CouponType, value: { percent?: number | null; amountCents?: number | null }): { fr: string; en: string } {
  if (type === "free_shipping") return { fr: "Livraison offerte", en: "Free delivery" };
  if (type === "percentage") return { fr: `${value.percent ?? 0}\u00a0% de remise`, en: `${value.percent ?? 0}% off` };
  const cents = value.amountCents ?? 0;
  const euros = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return { fr: `${euros.replace(".", ",")}\u00a0€ de remise`, en: `€${euros} off` };
}

/**
 * The discount a coupon gives on lines worth `linesInclCents` (incl. VAT): a percentage rounded
 * once to the cent, a fixed amount at most the lines' total, nothing for free delivery (the
 * delivery's price is what it changes).
 */
export function couponDiscountCents(offer: Pick<CouponOffer, "type" | "percent" | "amountCents">, linesInclCents: number): number {
  const lines = Math.max(0, linesInclCents);
  if (offer.type === "percentage") return Math.min(lines, Math.round((lines * (offer.percent ?? 0)) / 100));
  if (offer.type === "fixed_amount") return Math.min(lines, offer.amountCents ?? 0);
  return 0;
}

type CouponRow = Selectable<CouponTable>;

function offerOf(row: CouponRow, language: "fr" | "en"): CouponOffer {
  return {
    code: row.code,
    type: row.type,
    percent: row.percent,
    amountCents: row.amount_cents,
    minSubtotalCents: row.min_subtotal_cents,
    label: language === "fr" ? row.label_fr : row.label_en,
  };
}

function recordOf(row: CouponRow): CouponRecord {
  return {
    code: row.code,
    type: row.type,
    percent: row.percent,
    amountCents: row.amount_cents,
    minSubtotalCents: row.min_subtotal_cents,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    usagePerCustomer: row.usage_per_customer,
    timesUsed: row.times_used,
    labelFr: row.label_fr,
    labelEn: row.label_en,
    active: row.active === 1,
  };
}

/** Whether a well-formed coupon's value is one the rules allow. */
function validValue(input: NewCoupon): boolean {
  const whole = (value: number | null | undefined, min: number, max: number) => value != null && Number.isSafeInteger(value) && value >= min && value <= max;
  const optional = (value: number | null | undefined, min: number) => value == null || whole(value, min, MAX_CENTS);
  if (input.type === "percentage" && (!whole(input.percent, 1, 100) || input.amountCents != null)) return false;
  if (input.type === "fixed_amount" && (!whole(input.amountCents, 1, MAX_CENTS) || input.percent != null)) return false;
  if (input.type === "free_shipping" && (input.percent != null || input.amountCents != null)) return false;
  if (!optional(input.minSubtotalCents, 0) || !optional(input.usageLimit, 1) || !optional(input.usagePerCustomer, 1)) return false;
  const instant = (value: string | null | undefined) => value == null || new Date(value).toISOString() === value;
  try {
    if (!instant(input.startsAt) || !instant(input.endsAt)) return false;
  } catch {
    return false;
  }
  return !(input.startsAt && input.endsAt && input.startsAt >= input.endsAt);
}

export function createCouponService(db: Kysely<Database>) {
  /** The coupon of a well-formed code (active or not); on PostgreSQL in a transaction, its row locked. */
  async function find(executor: Kysely<Database>, code: string, lock = false): Promise<CouponRow | undefined> {
    return executor
      .selectFrom("coupon")
      .selectAll()
      .where("code", "=", code)
      .$if(lock && dialectOf(executor) === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
  }

  async function redemptionsBy(executor: Kysely<Database>, couponId: number, customerId: number): Promise<number> {
    const row = await executor
      .selectFrom("coupon_redemption")
      .select((eb) => eb.fn.countAll<number | string>().as("uses"))
      .where("coupon_id", "=", couponId)
      .where("customer_id", "=", customerId)
      .executeTakeFirstOrThrow();
    return Number(row.uses);
  }

  /** The rules, in the order a shopper is best told about them (see the module's comment). */
  async function refusalOf(executor: Kysely<Database>, row: CouponRow | undefined, basket: { subtotalInclCents: number; customerId: number | null; now?: Date }): Promise<CouponRefusal | undefined> {
    if (!row || row.active !== 1) return "COUPON_INVALID";
    const now = (basket.now ?? new Date()).toISOString();
    if ((row.starts_at && now < row.starts_at) || (row.ends_at && now >= row.ends_at)) return "COUPON_EXPIRED";
    if (row.usage_limit != null && row.times_used >= row.usage_limit) return "COUPON_USED_UP";
    // A visitor's per-customer uses are unknown until the order names the customer: checked again then.
    if (row.usage_per_customer != null && basket.customerId != null && (await redemptionsBy(executor, row.id, basket.customerId)) >= row.usage_per_customer) {
      return "COUPON_USED_UP";
    }
    if (basket.subtotalInclCents < row.min_subtotal_cents) return "COUPON_NOT_APPLICABLE";
    return undefined;
  }

  const service = {
    /** Whether `code` applies to a basket of lines worth `subtotalInclCents` (incl. VAT, before discount). Writes nothing. */
    async check(scope: ServiceScope, code: string, basket: { subtotalInclCents: number; customerId: number | null; now?: Date }): Promise<CouponOutcome> {
      const wanted = normaliseCouponCode(code);
      if (!wanted) return { ok: false, code: "COUPON_INVALID" };
      const executor = scope.executor ?? db;
      const row = await find(executor, wanted);
      const refusal = await refusalOf(executor, row, basket);
      return refusal ? { ok: false, code: refusal } : { ok: true, coupon: offerOf(row!, scope.store.language) };
    },

    /**
     * Counts one use of the coupon by the order `orderRef`, in the caller's unit of work
     * (`scope.executor`) or a transaction of its own: every rule is checked again, then
     * `times_used` goes up conditionally (never past `usage_limit`) and a redemption row records
     * the order and customer. The coupon's row is locked first (PostgreSQL; SQLite's writers are
     * serial already), so concurrent orders take the per-customer count one after the other.
     * Redeeming again for the same order answers as the first time and counts nothing.
     */
    async redeem(scope: ServiceScope, code: string, use: { customerId: number | null; orderRef: string; subtotalInclCents: number; now?: Date }): Promise<CouponOutcome> {
      const wanted = normaliseCouponCode(code);
      if (!wanted || !use.orderRef) return { ok: false, code: "COUPON_INVALID" };
      return inTransaction(scope.executor ?? db, async (trx: Transaction<Database>) => {
        const row = await find(trx, wanted, true);
        if (!row) return { ok: false, code: "COUPON_INVALID" } as const;
        const already = await trx
          .selectFrom("coupon_redemption")
          .select("id")
          .where("coupon_id", "=", row.id)
          .where("order_ref", "=", use.orderRef)
          .executeTakeFirst();
        if (already) return { ok: true, coupon: offerOf(row, scope.store.language) } as const;
        const refusal = await refusalOf(trx, row, use);
        if (refusal) return { ok: false, code: refusal } as const;
        // Conditional even under the lock: the row's check constraint and this guard state the same rule.
        const counted = await trx
          .updateTable("coupon")
          .set((eb) => ({ times_used: eb("times_used", "+", 1) }))
          .where("id", "=", row.id)
          .where((eb) => eb.or([eb("usage_limit", "is", null), eb("times_used", "<", eb.ref("usage_limit"))]))
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) === 0) return { ok: false, code: "COUPON_USED_UP" } as const;
        await trx.insertInto("coupon_redemption").values({ coupon_id: row.id, customer_id: use.customerId, order_ref: use.orderRef, created_at: nowIso() }).execute();
        return { ok: true, coupon: offerOf(row, scope.store.language) } as const;
      });
    },

    /** Gives back the use the order `orderRef` made of the coupon (the order was cancelled); a second call changes nothing. */
    async release(scope: ServiceScope, code: string, orderRef: string): Promise<void> {
      const wanted = normaliseCouponCode(code);
      if (!wanted) return;
      await inTransaction(scope.executor ?? db, async (trx) => {
        const row = await find(trx, wanted, true);
        if (!row) return;
        const removed = await trx.deleteFrom("coupon_redemption").where("coupon_id", "=", row.id).where("order_ref", "=", orderRef).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return;
        await trx
          .updateTable("coupon")
          .set((eb) => ({ times_used: eb("times_used", "-", 1) }))
          .where("id", "=", row.id)
          .where("times_used", ">", 0)
          .execute();
      });
    },

    /** The discount an offer gives on lines worth `linesInclCents` (`couponDiscountCents`). */
    discountCents: couponDiscountCents,

    /** Every coupon, for the operator: newest first. */
    async list(scope: ServiceScope): Promise<CouponRecord[]> {
      const rows = await (scope.executor ?? db).selectFrom("coupon").selectAll().orderBy("id", "desc").execute();
      return rows.map(recordOf);
    },

    /** Creates a coupon (the operator's). Refuses a taken or malformed code and a value the rules do not allow. */
    async add(scope: ServiceScope, input: NewCoupon): Promise<{ ok: true; coupon: CouponRecord } | { ok: false; code: NewCouponRefusal }> {
      const code = normaliseCouponCode(input.code);
      if (!code) return { ok: false, code: "MALFORMED_CODE" };
      if (!validValue(input)) return { ok: false, code: "INVALID_VALUE" };
      const labels = defaultCouponLabels(input.type, input);
      const inserted = await (scope.executor ?? db)
        .insertInto("coupon")
        .values({
          code,
          type: input.type,
          percent: input.type === "percentage" ? input.percent! : null,
          amount_cents: input.type === "fixed_amount" ? input.amountCents! : null,
          min_subtotal_cents: input.minSubtotalCents ?? 0,
          starts_at: input.startsAt ?? null,
          ends_at: input.endsAt ?? null,
          usage_limit: input.usageLimit ?? null,
          usage_per_customer: input.usagePerCustomer ?? null,
          label_fr: input.labelFr?.trim() || labels.fr,
          label_en: input.labelEn?.trim() || labels.en,
          created_at: nowIso(),
        })
        .onConflict((conflict) => conflict.column("code").doNothing())
        .returningAll()
        .executeTakeFirst();
      return inserted ? { ok: true, coupon: recordOf(inserted) } : { ok: false, code: "CODE_TAKEN" };
    },

    /** Disables a coupon: every check and redemption refuses it from now on (COUPON_INVALID). False: no such code. */
    async disable(scope: ServiceScope, code: string): Promise<boolean> {
      const wanted = normaliseCouponCode(code);
      if (!wanted) return false;
      const result = await (scope.executor ?? db).updateTable("coupon").set({ active: 0 }).where("code", "=", wanted).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
  return service;
}

export type CouponService = ReturnType<typeof createCouponService>;
