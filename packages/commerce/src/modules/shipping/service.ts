import type { Kysely, Selectable } from "kysely";
import type { Database, ShippingRateTable } from "../../db/schema.ts";
import { normaliseCountryId } from "../shop/stores.ts";
import type { ServiceScope } from "../shop/service-scope.ts";

/**
 * Delivery methods and what delivery costs (docs/product-rules.md#delivery). One table,
 * `shipping_rate`, read by the cart's estimate and by the checkout: a method per destination
 * country with its price (euro cents excl. VAT) and the amount of the lines (incl. VAT, after
 * discount) from which it is free.
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
}

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

function methodOf(row: Selectable<ShippingRateTable>, language: "fr" | "en"): ShippingMethod {
  return {
    code: row.code,
    carrier: row.carrier,
    label: language === "fr" ? row.label_fr : row.label_en,
    priceExclCents: row.price_cents,
    freeFromCents: row.free_from_cents,
    needsPickupPoint: row.needs_pickup_point === 1,
    minDays: row.min_days,
    maxDays: row.max_days,
  };
}

/** What a method costs for lines worth `linesInclCents`, with or without a free-delivery coupon. */
export function deliveryPriceExclCents(method: Pick<ShippingMethod, "priceExclCents" | "freeFromCents">, linesInclCents: number, freeShipping: boolean): number {
  if (freeShipping || (method.freeFromCents != null && linesInclCents >= method.freeFromCents)) return 0;
  return method.priceExclCents;
}

export function createShippingService(db: Kysely<Database>) {
  const service = {
    /** The active delivery methods to `country` (ISO code; `UK` accepted as `GB`), in the shop's order. None: the shop does not deliver there. */
    async methods(scope: ServiceScope, country: string): Promise<ShippingMethod[]> {
      const wanted = normaliseCountryId(country);
      if (!COUNTRY_PATTERN.test(wanted)) return [];
      const rows = await (scope.executor ?? db)
        .selectFrom("shipping_rate")
        .selectAll()
        .where("country", "=", wanted)
        .where("active", "=", 1)
        .orderBy("position")
        .orderBy("id")
        .execute();
      return rows.map((row) => methodOf(row, scope.store.language));
    },

    /**
     * What delivering lines worth `linesInclCents` (incl. VAT, after discount) to `country` costs
     * by the cheapest home delivery (pickup points need the shopper's choice, so an estimate never
     * assumes one). Cheapest for these lines: a method free from the amount reached beats a
     * cheaper one that never is. Null: the shop does not deliver to that country.
     */
    async estimate(scope: ServiceScope, order: { country: string; linesInclCents: number; freeShipping: boolean }): Promise<ShippingEstimate | null> {
      const home = (await service.methods(scope, order.country)).filter((method) => !method.needsPickupPoint);
      if (home.length === 0) return null;
      const priced = home.map((method, index) => ({ method, index, price: deliveryPriceExclCents(method, order.linesInclCents, order.freeShipping) }));
      // Ties keep the shop's order (position).
      priced.sort((a, b) => a.price - b.price || a.method.priceExclCents - b.method.priceExclCents || a.index - b.index);
      const { method, price } = priced[0];
      const remainingCents =
        price === 0 && (order.freeShipping || method.freeFromCents != null) ? 0 : method.freeFromCents == null ? null : Math.max(0, method.freeFromCents - order.linesInclCents);
      return { method, priceExclCents: price, freeFromCents: method.freeFromCents, remainingCents };
    },
  };
  return service;
}

export type ShippingService = ReturnType<typeof createShippingService>;
