import type { Insertable, Kysely } from "kysely";
import type { Database, ShippingRateTable } from "../db/schema.ts";

/**
 * The demo shop's delivery methods: a French shop sending fragrances and botanicals to France,
 * the United Kingdom and the EU countries it serves. Prices are stored excl. VAT, chosen so the
 * price incl. VAT (× 1.2, rounded to the cent) is the one the carriers' price list shows
 * (seed.test.ts checks it); thresholds are incl. VAT.
 */
export type ShippingRateSeed = Omit<Insertable<ShippingRateTable>, "id" | "active">;

interface Method {
  code: string;
  carrier: string;
  label_fr: string;
  label_en: string;
  /** Excl. VAT: 492 → 5.90 € incl., 325 → 3.90 €, 1075 → 12.90 €, 825 → 9.90 €, 1658 → 19.90 €. */
  price_cents: number;
  free_from_cents: number | null;
  needs_pickup_point?: number;
  min_days: number;
  max_days: number;
}

const colissimoHome: Method = {
  code: "colissimo-home",
  carrier: "Colissimo",
  label_fr: "Colissimo à domicile",
  label_en: "Colissimo home delivery",
  price_cents: 492,
  free_from_cents: 4900,
  min_days: 2,
  max_days: 3,
};
const mondialRelayFrance: Method = {
  code: "mondial-relay-pickup",
  carrier: "Mondial Relay",
  label_fr: "Mondial Relay en point relais",
  label_en: "Mondial Relay pickup point",
  price_cents: 325,
  free_from_cents: 4900,
  needs_pickup_point: 1,
  min_days: 3,
  max_days: 5,
};
const chronopostExpress: Method = {
  code: "chronopost-express",
  carrier: "Chronopost",
  label_fr: "Chronopost express, livré le lendemain",
  label_en: "Chronopost express, next-day delivery",
  price_cents: 1075,
  free_from_cents: null,
  min_days: 1,
  max_days: 1,
};
const dpdHome: Method = {
  code: "dpd-home",
  carrier: "DPD",
  label_fr: "DPD à domicile",
  label_en: "DPD home delivery",
  price_cents: 825,
  free_from_cents: 7900,
  min_days: 3,
  max_days: 5,
};
const dpdExpress: Method = {
  code: "dpd-express",
  carrier: "DPD",
  label_fr: "DPD express",
  label_en: "DPD express",
  price_cents: 1658,
  free_from_cents: null,
  min_days: 1,
  max_days: 2,
};
const colissimoEurope: Method = {
  code: "colissimo-europe",
  carrier: "Colissimo",
  label_fr: "Colissimo Europe à domicile",
  label_en: "Colissimo Europe home delivery",
  price_cents: 825,
  free_from_cents: 7900,
  min_days: 3,
  max_days: 6,
};
/** Pickup points in the countries Mondial Relay serves from France. */
const mondialRelayEurope: Method = { ...mondialRelayFrance, price_cents: 492, free_from_cents: 7900, min_days: 4, max_days: 7 };

/** The EU countries the shop ships to by Colissimo Europe. */
const EUROPE = ["AT", "BE", "DE", "ES", "IE", "IT", "LU", "NL", "PT"] as const;
/** Those where Mondial Relay has pickup points. */
const MONDIAL_RELAY_EUROPE = new Set(["BE", "ES", "LU", "NL"]);

const rows = (country: string, methods: Method[]): ShippingRateSeed[] => methods.map((method, position) => ({ country, ...method, position }));

export const shippingRateSeeds: readonly ShippingRateSeed[] = [
  ...rows("FR", [colissimoHome, mondialRelayFrance, chronopostExpress]),
  ...rows("GB", [dpdHome, dpdExpress]),
  ...EUROPE.flatMap((country) => rows(country, MONDIAL_RELAY_EUROPE.has(country) ? [colissimoEurope, mondialRelayEurope] : [colissimoEurope])),
];

/** Inserts the delivery methods missing (a method the operator changed is left as it is). Returns how many were added. */
export async function seedShippingRates(db: Kysely<Database>, seeds: readonly ShippingRateSeed[] = shippingRateSeeds): Promise<number> {
  let added = 0;
  for (const seed of seeds) {
    const result = await db
      .insertInto("shipping_rate")
      .values(seed)
      .onConflict((conflict) => conflict.columns(["country", "code"]).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
