/**
 * Product price rules: every amount here is integer cents EXCLUDING
 * VAT in the base currency; `money.ts` adds VAT and converts for display, once.
 *
 * - Final price: the special price when there is one below the regular price, else the regular.
 * - Configurable: the variants' prices; `finalPrice` and `minPrice` are the cheapest variant's,
 *   `regularPrice` that variant's regular price (so a sale shows as a struck-through price).
 * - Grouped: priced by its items, "from" the cheapest one.
 * - Bundle: its own price is a base price (box, booklet, labels; none is 0) to which the chosen
 *   items add their own; priced as the selection its page opens with (selection-model.ts).
 * - Tier prices: from `qty` units on, the unit price is the tier's when lower than the final price.
 */

export interface PriceSource {
  priceCents: number | null;
  specialPriceCents: number | null;
}

export interface PriceSummary {
  regularCents: number;
  finalCents: number;
  minCents: number;
}

export interface TierPriceSource {
  qty: number;
  priceCents: number;
}

const ZERO: PriceSummary = { regularCents: 0, finalCents: 0, minCents: 0 };

export function regularCents(source: PriceSource): number {
  return Math.max(0, source.priceCents ?? 0);
}

export function finalCents(source: PriceSource): number {
  const regular = regularCents(source);
  const special = source.specialPriceCents;
  return special !== null && special >= 0 && special < regular ? special : regular;
}

export function simplePrices(source: PriceSource): PriceSummary {
  const final = finalCents(source);
  return { regularCents: regularCents(source), finalCents: final, minCents: final };
}

/** The cheapest of several priced products (variants of a configurable, items of a grouped). */
export function cheapestPrices(sources: PriceSource[]): PriceSummary {
  let best: PriceSummary | undefined;
  for (const source of sources) {
    const prices = simplePrices(source);
    if (!best || prices.finalCents < best.finalCents) best = prices;
  }
  return best ?? ZERO;
}

/** Tiers worth showing: below the final price, by ascending quantity. */
export function effectiveTierPrices(final: number, tiers: TierPriceSource[]): TierPriceSource[] {
  return tiers
    .filter((tier) => tier.qty > 1 && tier.priceCents < final)
    .sort((a, b) => a.qty - b.qty);
}

/** The unit price for a quantity: the best tier reached, else the final price. */
export function unitPriceForQuantity(final: number, tiers: TierPriceSource[], quantity: number): number {
  let unit = final;
  for (const tier of tiers) if (quantity >= tier.qty && tier.priceCents < unit) unit = tier.priceCents;
  return unit;
}

export type ExtraCostSource =
  | { type: "fixed"; cents: number }
  | { type: "percentage"; /** Basis points of the unit price: 1000 = 10 %. */ rateBp: number };

/** What a custom option (or value) adds to one unit of a product whose unit price is `unitCents`. */
export function extraCostCents(extra: ExtraCostSource, unitCents: number): number {
  return extra.type === "fixed" ? extra.cents : Math.round((unitCents * extra.rateBp) / 10_000);
}
