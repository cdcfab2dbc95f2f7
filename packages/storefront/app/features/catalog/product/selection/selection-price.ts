import { type SelectionState, selectedVariant } from "./product-selection.ts";
import type { Cents, CustomOptionModel, ExtraCostModel, PricedSku, SelectionModel } from "./selection-model.ts";

/**
 * What a selection costs, with and without VAT, in integer cents (spec §3 prices; issue 4 custom
 * option extra costs). The rules, the same as commerce's (modules/pricing/product-prices.ts):
 *
 * - unit price: the final price of what is bought (a configurable's chosen variant), lowered by
 *   the best tier price the quantity reaches;
 * - a bundle: its base price plus its chosen values' final prices times their quantities (no tier);
 * - custom options add, per unit, a fixed amount (its own amounts with and without VAT) or a
 *   percentage of the unit price above, rounded to the cent;
 * - a grouped product costs the sum of its items, each at its tier for its own quantity;
 * - the total is the unit price times the quantity.
 */
export interface SelectionPrice {
  currency: string;
  /** One unit before custom options, tier applied (a grouped product: null). */
  base: Cents | null;
  /** One unit before the sale, when the unit is on sale (struck through). */
  regular: Cents | null;
  /** What the custom options add to one unit. */
  options: Cents;
  /** One unit, options included (a grouped product: null). */
  unit: Cents | null;
  total: Cents;
  /** The tier the quantity reached (its minimum quantity), if any. */
  tierQty: number | null;
  /** False while a configurable has no complete choice: the amounts are then its lowest ("from"). */
  complete: boolean;
  /** What is priced: the variant's sku, else the product's. */
  sku: string;
}

const ZERO: Cents = { incl: 0, excl: 0 };
const add = (a: Cents, b: Cents): Cents => ({ incl: a.incl + b.incl, excl: a.excl + b.excl });
const times = (a: Cents, factor: number): Cents => ({ incl: a.incl * factor, excl: a.excl * factor });

/** The unit price of `quantity` units: the best tier reached when below the final price. */
export function tierUnitPrice(priced: PricedSku, quantity: number): { price: Cents; tierQty: number | null } {
  let price = priced.final;
  let tierQty: number | null = null;
  for (const tier of priced.tiers) {
    if (quantity >= tier.qty && tier.price.incl < price.incl) {
      price = tier.price;
      tierQty = tier.qty;
    }
  }
  return { price, tierQty };
}

/** What one extra cost adds to a unit priced `unit`. */
export function extraCost(extra: ExtraCostModel, unit: Cents): Cents {
  if (extra.type === "fixed") return extra.amount;
  return { incl: Math.round((unit.incl * extra.rate) / 100), excl: Math.round((unit.excl * extra.rate) / 100) };
}

/** The extra costs the filled-in and chosen custom options add to one unit. */
export function customOptionsCost(options: readonly CustomOptionModel[], state: Pick<SelectionState, "customText" | "customValues">, unit: Cents): Cents {
  let total = ZERO;
  for (const option of options) {
    if (option.type === "field" || option.type === "area") {
      if ((state.customText[option.id] ?? "").trim() !== "" && option.extraCost) total = add(total, extraCost(option.extraCost, unit));
      continue;
    }
    const chosen = (state.customValues[option.id] ?? []).flatMap((id) => option.values.filter((value) => value.id === id));
    if (chosen.length && option.extraCost) total = add(total, extraCost(option.extraCost, unit));
    for (const value of chosen) if (value.extraCost) total = add(total, extraCost(value.extraCost, unit));
  }
  return total;
}

/** One bundle: its base plus what is chosen, at final and at regular prices. */
function bundleUnit(model: SelectionModel, state: SelectionState): { final: Cents; regular: Cents } {
  let final = model.bundleBase.final;
  let regular = model.bundleBase.regular;
  for (const option of model.bundleOptions) {
    for (const [sku, quantity] of Object.entries(state.bundle[option.id] ?? {})) {
      const value = option.values.find((entry) => entry.sku === sku);
      if (!value) continue;
      final = add(final, times(value.priced.final, Math.max(0, quantity)));
      regular = add(regular, times(value.priced.regular, Math.max(0, quantity)));
    }
  }
  return { final, regular };
}

export function selectionPrice(model: SelectionModel, state: SelectionState): SelectionPrice {
  const quantity = Math.max(0, state.quantity);

  if (model.type === "grouped") {
    let total = ZERO;
    for (const item of model.groupedItems) {
      const itemQuantity = state.grouped[item.sku] ?? 0;
      if (itemQuantity > 0) total = add(total, times(tierUnitPrice(item, itemQuantity).price, itemQuantity));
    }
    return { currency: model.currency, base: null, regular: null, options: ZERO, unit: null, total, tierQty: null, complete: true, sku: model.sku };
  }

  let priced: PricedSku = model.own;
  let complete = true;
  if (model.type === "configurable") {
    const variant = selectedVariant(model, state);
    if (variant) priced = variant;
    else complete = false;
  }

  let base: Cents;
  let regular: Cents | null = null;
  let tierQty: number | null = null;
  if (model.type === "bundle") {
    const bundle = bundleUnit(model, state);
    base = bundle.final;
    if (bundle.regular.incl > base.incl) regular = bundle.regular;
  } else {
    const tier = tierUnitPrice(priced, quantity);
    base = tier.price;
    tierQty = tier.tierQty;
    if (priced.regular.incl > base.incl && tierQty === null) regular = priced.regular;
  }

  const options = customOptionsCost(model.customOptions, state, base);
  const unit = add(base, options);
  return {
    currency: model.currency,
    base,
    regular: regular ? add(regular, customOptionsCost(model.customOptions, state, regular)) : null,
    options,
    unit,
    total: times(unit, quantity),
    tierQty,
    complete,
    sku: priced.sku,
  };
}

/** Cents back to the API's `{ amount, currency }` for the one money formatter. */
export const moneyOf = (cents: number, currency: string) => ({ amount: cents / 100, currency });
