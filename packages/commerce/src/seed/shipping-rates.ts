import type { Insertable, Kysely } from "kysely";
import type { Database, ShippingRateTable } from "../db/schema.ts";

/**
 * The demo shop's delivery methods: a French shop sending fragrances and botanicals to France,
 * the United Kingdom and the EU countries it serves. Prices are stored excl. VAT, chosen so the
 * price incl. VAT (× 1.2, rounded to the cent) is the one the carriers' price list shows
 * (seed.test.ts checks it); thresholds are incl. VAT. Each method is priced by weight band (up to
 * 0.5, 1, 2, 5 and 10 kg); its own price is that of heavier parcels (up to the carriers' 30 kg).
 */
export type ShippingRateSeed = Omit<Insertable<ShippingRateTable>, "id" | "active"> & {
  /** Weight bands, lightest first: up to `max_weight_grams` it costs `price_cents` (excl. VAT). */
  bands: { max_weight_grams: number; price_cents: number }[];
};

/** The bands' upper limits in grams: a parcel of up to 0.5 kg, 1 kg, 2 kg, 5 kg, 10 kg. */
const BAND_LIMITS = [500, 1000, 2000, 5000, 10_000] as const;

/** A carrier's price incl. VAT (cents) as stored: excl. VAT, so that × 1.2 rounds back to it. */
const excl = (inclCents: number): number => Math.round(inclCents / 1.2);

interface Method {
  code: string;
  carrier: string;
  label_fr: string;
  label_en: string;
  /** Excl. VAT, above the last band: 2492 → 29.90 € incl. */
  price_cents: number;
  /** Excl. VAT per band (`BAND_LIMITS`): 492 → 5.90 € incl., 325 → 3.90 €. */
  band_prices: number[];
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
  price_cents: excl(2990),
  band_prices: [excl(590), excl(790), excl(890), excl(1390), excl(1990)],
  free_from_cents: 4900,
  min_days: 2,
  max_days: 3,
};
const mondialRelayFrance: Method = {
  code: "mondial-relay-pickup",
  carrier: "Mondial Relay",
  label_fr: "Mondial Relay en point relais",
  label_en: "Mondial Relay pickup point",
  price_cents: excl(1690),
  band_prices: [excl(390), excl(490), excl(590), excl(890), excl(1290)],
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
  price_cents: excl(3990),
  band_prices: [excl(1290), excl(1490), excl(1690), excl(2290), excl(2990)],
  free_from_cents: null,
  min_days: 1,
  max_days: 1,
};
const dpdHome: Method = {
  code: "dpd-home",
  carrier: "DPD",
  label_fr: "DPD à domicile",
  label_en: "DPD home delivery",
  price_cents: excl(3990),
  band_prices: [excl(990), excl(1190), excl(1490), excl(1990), excl(2790)],
  free_from_cents: 7900,
  min_days: 3,
  max_days: 5,
};
const dpdExpress: Method = {
  code: "dpd-express",
  carrier: "DPD",
  label_fr: "DPD express",
  label_en: "DPD express",
  price_cents: excl(5990),
  band_prices: [excl(1990), excl(2290), excl(2690), excl(3490), excl(4490)],
  free_from_cents: null,
  min_days: 1,
  max_days: 2,
};
const colissimoEurope: Method = {
  code: "colissimo-europe",
  carrier: "Colissimo",
  label_fr: "Colissimo Europe à domicile",
  label_en: "Colissimo Europe home delivery",
  price_cents: excl(4490),
  band_prices: [excl(990), excl(1290), excl(1590), excl(2190), excl(3190)],
  free_from_cents: 7900,
  min_days: 3,
  max_days: 6,
};
/** DPD Pickup shops in the United Kingdom (the relay network of the pickup-point module). */
const dpdPickup: Method = {
  code: "dpd-pickup",
  carrier: "DPD",
  label_fr: "DPD en point relais (Pickup)",
  label_en: "DPD Pickup shop",
  price_cents: excl(2990),
  band_prices: [excl(690), excl(890), excl(1090), excl(1490), excl(2090)],
  free_from_cents: 7900,
  needs_pickup_point: 1,
  min_days: 3,
  max_days: 5,
};

/**
 * The EU countries the shop ships to by Colissimo Europe: home delivery only, the shop's relay
 * network covering France and the United Kingdom.
 */
const EUROPE = ["AT", "BE", "DE", "ES", "IE", "IT", "LU", "NL", "PT"] as const;

const rows = (country: string, methods: Method[]): ShippingRateSeed[] =>
  methods.map(({ band_prices, ...method }, position) => ({
    country,
    ...method,
    position,
    bands: band_prices.map((price_cents, index) => ({ max_weight_grams: BAND_LIMITS[index], price_cents })),
  }));

export const shippingRateSeeds: readonly ShippingRateSeed[] = [
  ...rows("FR", [colissimoHome, mondialRelayFrance, chronopostExpress]),
  ...rows("GB", [dpdPickup, dpdHome, dpdExpress]),
  ...EUROPE.flatMap((country) => rows(country, [colissimoEurope])),
];

/**
 * Inserts the delivery methods missing, and the bands of a method that has none (a method or
 * bands the operator changed are left as they are). Returns how many methods were added.
 */
export async function seedShippingRates(db: Kysely<Database>, seeds: readonly ShippingRateSeed[] = shippingRateSeeds): Promise<number> {
  let added = 0;
  for (const { bands, ...seed } of seeds) {
    const result = await db
      .insertInto("shipping_rate")
      .values(seed)
      .onConflict((conflict) => conflict.columns(["country", "code"]).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
    const rate = await db.selectFrom("shipping_rate").select("id").where("country", "=", seed.country).where("code", "=", seed.code).executeTakeFirstOrThrow();
    const banded = await db.selectFrom("shipping_rate_band").select("id").where("rate_id", "=", rate.id).limit(1).executeTakeFirst();
    if (!banded && bands.length) await db.insertInto("shipping_rate_band").values(bands.map((band) => ({ rate_id: rate.id, ...band }))).execute();
  }
  return added;
}
