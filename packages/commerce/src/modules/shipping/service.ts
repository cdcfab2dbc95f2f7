import type { Kysely, Selectable } from "kysely";
import type { Database, ShippingRateTable } from "../../db/schema.ts";
import { preparedQuery } from "../../db/prepared-query.ts";
import { normaliseCountryId } from "../shop/stores.ts";
import type { ServiceScope } from "../shop/service-scope.ts";

/**
 * Delivery methods and what delivery costs (docs/product-rules.md#delivery). One table,
 * `shipping_rate`, read by the cart's estimate and by the checkout: a method per destination
 * country with its price (euro cents excl. VAT) and the amount of the lines (incl. VAT, after
 * discount) from which it is free. Its weight bands (`shipping_rate_band`) price a parcel by its
 * weight: the first band whose limit is at least the weight; above the last band (or without
 * bands) the method's own price.
 *
 * Read straight from the database on every question, no cache: a country has a handful of rows
 * behind the `(country, code)` unique index (measured in the module's README), and an operator's
 * change shows at once in every process.
 */

export interface ShippingMethod {
  code: string;
  carrier: string;
  /** In the scope's language. */
  label: string;
  /** Euro cents excl. VAT (VAT incl.: `inclTaxCents`, modules/pricing/money.ts). */
  priceExclCents: number;
  /** Free from lines worth this (euro cents incl. VAT, after discount); null: never free. */
  freeFromCents: number | null;
  /** Delivered to a pickup point the shopper chooses (not home delivery). */
  needsPickupPoint: boolean;
  minDays: number;
  maxDays: number;
  /** The method's weight bands, lightest first: up to `maxWeightGrams` (inclusive) it costs `priceExclCents`. */
  bands: WeightBand[];
}

export interface WeightBand {
  maxWeightGrams: number;
  /** Euro cents excl. VAT. */
  priceExclCents: number;
}

/** A method priced for one parcel: `priceExclCents` is what it costs for these lines (0 when free). */
export type PricedShippingMethod = ShippingMethod & { priceExclCents: number };

/** A unit whose product has no weight counts as this much, packaging included. */
export const DEFAULT_WEIGHT_GRAMS = 250;

export interface ShippingEstimate {
  /** The cheapest home delivery to the country. */
  method: ShippingMethod;
  /** What it costs for these lines: 0 when free (a free-delivery coupon, or the threshold reached). */
  priceExclCents: number;
  /** The method's threshold (null: never free by amount). */
  freeFromCents: number | null;
  /** What the lines lack to be delivered free: 0 once free (threshold or coupon), null when the method is never free by amount and no coupon makes it so. */
  remainingCents: number | null;
}

const COUNTRY_PATTERN = /^[A-Z]{2}$/;

function methodOf(row: Selectable<ShippingRateTable>, language: "fr" | "en", bands: WeightBand[]): ShippingMethod {
  return {
    code: row.code,
    carrier: row.carrier,
    label: language === "fr" ? row.label_fr : row.label_en,
    priceExclCents: row.price_cents,
    freeFromCents: row.free_from_cents,
    needsPickupPoint: row.needs_pickup_point === 1,
    minDays: row.min_days,
    maxDays: row.max_days,
    bands,
  };
}

/** What a method costs for a parcel of `weightGrams`: its first band that holds it, else its own price. */
export function weightPriceExclCents(method: Pick<ShippingMethod, "priceExclCents" | "bands">, weightGrams: number): number {
  const weight = Number.isFinite(weightGrams) ? Math.max(0, weightGrams) : 0;
  return method.bands.find((band) => band.maxWeightGrams >= weight)?.priceExclCents ?? method.priceExclCents;
}

/**
 * What a method costs for lines worth `linesInclCents` weighing `weightGrams` (without a weight:
 * the method's own price), with or without a free-delivery coupon. Free by amount or coupon
 * whatever the weight.
 */
export function deliveryPriceExclCents(
  method: Pick<ShippingMethod, "priceExclCents" | "freeFromCents"> & Partial<Pick<ShippingMethod, "bands">>,
  linesInclCents: number,
  freeShipping: boolean,
  weightGrams?: number,
): number {
  if (freeShipping || (method.freeFromCents != null && linesInclCents >= method.freeFromCents)) return 0;
  return weightGrams === undefined ? method.priceExclCents : weightPriceExclCents({ priceExclCents: method.priceExclCents, bands: method.bands ?? [] }, weightGrams);
}

/** The parcel a cart makes: what its lines are worth (incl. VAT, after discount), what they weigh, a free-delivery coupon. */
export interface Parcel {
  country: string;
  linesInclCents: number;
  freeShipping: boolean;
  /** Without it, the methods' own prices (no band). */
  weightGrams?: number;
}

/** The cheapest home delivery of priced methods (pickup points need the shopper's choice, so an estimate never assumes one). */
function estimateOf(methods: readonly ShippingMethod[], priced: readonly PricedShippingMethod[], parcel: Parcel): ShippingEstimate | null {
  const lines = Number.isFinite(parcel.linesInclCents) ? Math.max(0, parcel.linesInclCents) : 0;
  // `priced` is cheapest first, ties in the shop's order: the first home delivery is the estimate.
  const cheapest = priced.find((method) => !method.needsPickupPoint);
  if (!cheapest) return null;
  const method = methods.find((candidate) => candidate.code === cheapest.code)!;
  const price = cheapest.priceExclCents;
  const remainingCents =
    price === 0 && (parcel.freeShipping || method.freeFromCents != null) ? 0 : method.freeFromCents == null ? null : Math.max(0, method.freeFromCents - lines);
  return { method, priceExclCents: price, freeFromCents: method.freeFromCents, remainingCents };
}

/** Methods priced for a parcel, cheapest first; ties: the cheaper own price, then the shop's order. */
function priceAll(methods: readonly ShippingMethod[], parcel: Parcel): PricedShippingMethod[] {
  const lines = Number.isFinite(parcel.linesInclCents) ? Math.max(0, parcel.linesInclCents) : 0;
  return methods
    .map((method, index) => ({ index, priced: { ...method, priceExclCents: deliveryPriceExclCents(method, lines, parcel.freeShipping, parcel.weightGrams) } }))
    .sort((a, b) => a.priced.priceExclCents - b.priced.priceExclCents || methods[a.index].priceExclCents - methods[b.index].priceExclCents || a.index - b.index)
    .map((entry) => entry.priced);
}

/** The active methods to a country with their bands, in the shop's order (a method without bands: one row of nulls). Every cart read runs it. */
const METHODS_TO = preparedQuery<{ country: string }, Selectable<ShippingRateTable> & { band_max_weight_grams: number | null; band_price_cents: number | null }>((db, param) =>
  db
    .selectFrom("shipping_rate")
    .leftJoin("shipping_rate_band", "shipping_rate_band.rate_id", "shipping_rate.id")
    .selectAll("shipping_rate")
    .select(["shipping_rate_band.max_weight_grams as band_max_weight_grams", "shipping_rate_band.price_cents as band_price_cents"])
    .where("shipping_rate.country", "=", param("country"))
    .where("shipping_rate.active", "=", 1)
    .orderBy("shipping_rate.position")
    .orderBy("shipping_rate.id")
    .orderBy("shipping_rate_band.max_weight_grams"),
);

export function createShippingService(db: Kysely<Database>) {
  const service = {
    /** The active delivery methods to `country` (ISO code; `UK` accepted as `GB`), in the shop's order. None: the shop does not deliver there. */
    async methods(scope: ServiceScope, country: string): Promise<ShippingMethod[]> {
      const wanted = normaliseCountryId(country);
      if (!COUNTRY_PATTERN.test(wanted)) return [];
      // The methods and their bands in one statement (a method without bands: one row of nulls).
      const rows = await METHODS_TO.execute(scope.executor ?? db, { country: wanted });
      const methods: ShippingMethod[] = [];
      let last: { id: number; method: ShippingMethod } | undefined;
      for (const { band_max_weight_grams, band_price_cents, ...row } of rows) {
        if (last?.id !== row.id) {
          last = { id: row.id, method: methodOf(row, scope.store.language, []) };
          methods.push(last.method);
        }
        if (band_max_weight_grams !== null && band_price_cents !== null) last.method.bands.push({ maxWeightGrams: band_max_weight_grams, priceExclCents: band_price_cents });
      }
      return methods;
    },

    /** The countries with at least one active method (ISO codes, sorted): where the shop delivers. */
    async countries(scope: ServiceScope): Promise<string[]> {
      const rows = await (scope.executor ?? db).selectFrom("shipping_rate").select("country").distinct().where("active", "=", 1).orderBy("country").execute();
      return rows.map((row) => row.country);
    },

    /**
     * A parcel's delivery to its country: every method priced for it (weight band, free
     * threshold, coupon), cheapest first, and the estimate (the cheapest home delivery), from
     * one read. Null estimate and no methods: the shop does not deliver there.
     */
    async quote(scope: ServiceScope, parcel: Parcel): Promise<{ methods: PricedShippingMethod[]; estimate: ShippingEstimate | null }> {
      const methods = await service.methods(scope, parcel.country);
      const priced = priceAll(methods, parcel);
      return { methods: priced, estimate: estimateOf(methods, priced, parcel) };
    },

    /**
     * What delivering lines worth `linesInclCents` (incl. VAT, after discount), weighing
     * `weightGrams` when given, to `country` costs by the cheapest home delivery (pickup points
     * need the shopper's choice, so an estimate never assumes one). Cheapest for these lines: a
     * method free from the amount reached beats a cheaper one that never is. Null: the shop does
     * not deliver to that country.
     */
    async estimate(scope: ServiceScope, parcel: Parcel): Promise<ShippingEstimate | null> {
      return (await service.quote(scope, parcel)).estimate;
    },
  };
  return service;
}

export type ShippingService = ReturnType<typeof createShippingService>;
