import type { Insertable, Kysely } from "kysely";
import { nowIso } from "../db/database.ts";
import type { CouponTable, Database } from "../db/schema.ts";

/**
 * The demo shop's coupons (listed in the README's demo section). Dates are instants: from
 * midnight, Paris time, to midnight after the last day (`ends_at` excluded). French labels put a
 * no-break space before `:`, `%` and `€`, as the default labels do (modules/coupon/service.ts).
 */
export type CouponSeed = Omit<Insertable<CouponTable>, "id" | "created_at" | "times_used" | "active">;

export const couponSeeds: readonly CouponSeed[] = [
  {
    code: "BIENVENUE10",
    type: "percentage",
    percent: 10,
    min_subtotal_cents: 3000,
    usage_per_customer: 1,
    label_fr: "Bienvenue\u00a0: 10\u00a0% de remise",
    label_en: "Welcome: 10% off",
  },
  { code: "ESSENCES5", type: "fixed_amount", amount_cents: 500, min_subtotal_cents: 4000, label_fr: "5\u00a0€ de remise", label_en: "€5 off" },
  { code: "LIVRAISONOFFERTE", type: "free_shipping", min_subtotal_cents: 2500, label_fr: "Livraison offerte", label_en: "Free delivery" },
  {
    code: "PREMIERS50",
    type: "percentage",
    percent: 15,
    usage_limit: 50,
    label_fr: "15\u00a0% de remise pour les 50 premières commandes",
    label_en: "15% off for the first 50 orders",
  },
  {
    code: "NOEL2025",
    type: "percentage",
    percent: 20,
    min_subtotal_cents: 5000,
    starts_at: "2025-11-30T23:00:00.000Z",
    ends_at: "2025-12-25T23:00:00.000Z",
    label_fr: "Noël 2025\u00a0: 20\u00a0% de remise",
    label_en: "Christmas 2025: 20% off",
  },
  {
    code: "PRINTEMPS2027",
    type: "fixed_amount",
    amount_cents: 1000,
    min_subtotal_cents: 6000,
    starts_at: "2027-03-19T23:00:00.000Z",
    ends_at: "2027-04-20T22:00:00.000Z",
    label_fr: "Printemps 2027\u00a0: 10\u00a0€ de remise",
    label_en: "Spring 2027: €10 off",
  },
];

/** Inserts the coupons missing (one the operator changed or used is left as it is). Returns how many were added. */
export async function seedCoupons(db: Kysely<Database>, seeds: readonly CouponSeed[] = couponSeeds): Promise<number> {
  let added = 0;
  const createdAt = nowIso();
  for (const seed of seeds) {
    const result = await db
      .insertInto("coupon")
      .values({ ...seed, created_at: createdAt })
      .onConflict((conflict) => conflict.column("code").doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
