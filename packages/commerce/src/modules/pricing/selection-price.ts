import { type CurrencyRates, convertCents, inclTaxCents } from "./money.ts";

export { TAX_MULTIPLIER } from "./money.ts";

/**
 * The price of a selection on a product page: the one implementation the server (product prices,
 * "price of this selection", the listing index) and the browser (instant display) both run, so the
 * cart charges exactly what the page shows. Pure: no Node or database import, the storefront
 * bundles this file (`@eb/commerce/pricing`).
 *
 * Rounding (ADR 029): every catalogue amount (a unit price, a tier, a fixed extra cost, a bundle's
 * own price) is taxed and converted on its own and rounded to the cent, as the API shows it
 * (money.ts). A selection is computed from those shown amounts, incl. and excl. VAT side by side:
 *
 * - unit price: the final price of what is bought (a configurable's chosen variant), lowered by
 *   the best tier price the quantity reaches;
 * - a bundle: its own price plus its chosen items' final prices times their quantities (no tier);
 *   it is on sale only when its own price is (an item's sale lowers it without making it a sale);
 * - custom options add, per unit, a fixed amount or a percentage of the unit price above, each
 *   percentage rounded to the cent;
 * - a grouped product costs the sum of its items, each at its tier for its own quantity;
 * - a row is the unit price times the quantity.
 */

/** An amount with and without VAT, in integer cents of one currency. */
export interface Cents {
  incl: number;
  excl: number;
}

export interface PricedSku {
  sku: string;
  name: string;
  inStock: boolean;
  regular: Cents;
  final: Cents;
  /** Unit prices from a quantity on, ascending; only those below the final price. */
  tiers: { qty: number; price: Cents }[];
}

export type ExtraCostModel = { type: "fixed"; amount: Cents } | { type: "percentage"; /** Percent of the unit price: 10 = 10 %. */ rate: number };

export interface CustomOptionModel {
  id: string;
  title: string;
  type: "field" | "area" | "drop_down" | "radio" | "checkbox";
  required: boolean;
  maxCharacters: number | null;
  extraCost: ExtraCostModel | null;
  values: { id: string; title: string; extraCost: ExtraCostModel | null }[];
}

export interface BundleValueModel {
  sku: string;
  label: string;
  defaultQuantity: number;
  userDefinedQuantity: boolean;
  priced: PricedSku;
}

export interface BundleOptionModel {
  id: string;
  label: string;
  required: boolean;
  /** `select` and `radio` take one choice; `checkbox` and `multi` any number. */
  type: "select" | "radio" | "checkbox" | "multi";
  values: BundleValueModel[];
}

export interface VariantModel extends PricedSku {
  /** Attribute id → value code, e.g. `{ "141": "10ml" }`. */
  options: Record<string, string>;
}

export interface ConfigurableOptionModel {
  id: string;
  label: string;
  values: { value: string; label: string }[];
}

/** A product as its selection is priced: amounts in one display currency. */
export interface SelectionModel {
  sku: string;
  type: "simple" | "configurable" | "grouped" | "bundle";
  currency: string;
  own: PricedSku;
  configurableOptions: ConfigurableOptionModel[];
  variants: VariantModel[];
  bundleOptions: BundleOptionModel[];
  /** A bundle's own price (box, booklet, labels), to which the chosen items add theirs (zero for other types). */
  bundleBase: { final: Cents; regular: Cents };
  groupedItems: PricedSku[];
  customOptions: CustomOptionModel[];
}

/** A shopper's choices on a product page. */
export interface SelectionState {
  /** Units of the product (ignored for grouped products, whose items have their own quantities). */
  quantity: number;
  /** Configurable: attribute id → chosen value code. */
  configurable: Record<string, string>;
  /** Custom options: text for `field`/`area`, value ids for `drop_down`/`radio` (one) and `checkbox` (any). */
  customText: Record<string, string>;
  customValues: Record<string, string[]>;
  /** Bundle: option id → chosen value sku → quantity. */
  bundle: Record<string, Record<string, number>>;
  /** Grouped: item sku → quantity (0: not wanted). */
  grouped: Record<string, number>;
}

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

export const ZERO_CENTS: Cents = { incl: 0, excl: 0 };
const add = (a: Cents, b: Cents): Cents => ({ incl: a.incl + b.incl, excl: a.excl + b.excl });
const times = (a: Cents, factor: number): Cents => ({ incl: a.incl * factor, excl: a.excl * factor });

/** A catalogue amount (base-currency cents excl. VAT) as shown: taxed and converted, each rounded to the cent. */
export function displayCents(exclTaxCents: number, currency: string, rates: CurrencyRates): Cents {
  return { incl: convertCents(inclTaxCents(exclTaxCents), currency, rates), excl: convertCents(exclTaxCents, currency, rates) };
}

/** An API amount in major units (`{ amount }`) as integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Cents back to the API's `{ amount, currency }`, for the one money formatter. */
export const moneyOf = (cents: number, currency: string) => ({ amount: cents / 100, currency });

/** Tiers worth showing and applying: above one unit, below the final price, by ascending quantity. */
export const usefulTiers = (final: Cents, tiers: readonly { qty: number; price: Cents }[]) =>
  tiers.filter((tier) => tier.qty > 1 && tier.price.incl < final.incl).sort((a, b) => a.qty - b.qty);

const isSingleChoice = (option: BundleOptionModel) => option.type === "select" || option.type === "radio";

/** Whether a variant has every chosen value. */
export function variantMatches(variant: VariantModel, chosen: Record<string, string>): boolean {
  return Object.entries(chosen).every(([optionId, value]) => variant.options[optionId] === value);
}

/** The variant the chosen values name, when every configurable option has one. */
export function selectedVariant(model: SelectionModel, state: SelectionState): VariantModel | undefined {
  if (model.type !== "configurable") return undefined;
  if (model.configurableOptions.some((option) => !state.configurable[option.id])) return undefined;
  return model.variants.find((variant) => variantMatches(variant, state.configurable));
}

/**
 * The choices a page opens with, and what a product costs when nothing else is said (a bundle's
 * card price): the first variant in stock (else the first), the default choice of each required
 * bundle option (the first value in stock of a select or radio, else its first; every value of a
 * checkbox or multi) at its default quantity, no custom option filled in, no grouped item.
 */
export function initialSelection(model: SelectionModel): SelectionState {
  const state: SelectionState = { quantity: 1, configurable: {}, customText: {}, customValues: {}, bundle: {}, grouped: {} };
  const firstVariant = model.variants.find((variant) => variant.inStock) ?? model.variants[0];
  if (model.type === "configurable" && firstVariant) {
    for (const option of model.configurableOptions) {
      const value = firstVariant.options[option.id];
      if (value) state.configurable[option.id] = value;
    }
  }
  for (const option of model.bundleOptions) {
    if (!option.required || option.values.length === 0) continue;
    const chosen = isSingleChoice(option) ? [option.values.find((value) => value.priced.inStock) ?? option.values[0]] : option.values;
    state.bundle[option.id] = Object.fromEntries(chosen.map((value) => [value.sku, value.defaultQuantity]));
  }
  for (const item of model.groupedItems) state.grouped[item.sku] = 0;
  return state;
}

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
  let total = ZERO_CENTS;
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

/** One bundle: its own price plus what is chosen. Only its own sale makes a regular price to strike through. */
function bundleUnit(model: SelectionModel, state: SelectionState): { final: Cents; regular: Cents } {
  let items = ZERO_CENTS;
  for (const option of model.bundleOptions) {
    for (const [sku, quantity] of Object.entries(state.bundle[option.id] ?? {})) {
      const value = option.values.find((entry) => entry.sku === sku);
      if (value) items = add(items, times(value.priced.final, Math.max(0, quantity)));
    }
  }
  return { final: add(model.bundleBase.final, items), regular: add(model.bundleBase.regular, items) };
}

export function selectionPrice(model: SelectionModel, state: SelectionState): SelectionPrice {
  const quantity = Math.max(0, state.quantity);

  if (model.type === "grouped") {
    let total = ZERO_CENTS;
    for (const item of model.groupedItems) {
      const itemQuantity = state.grouped[item.sku] ?? 0;
      if (itemQuantity > 0) total = add(total, times(tierUnitPrice(item, itemQuantity).price, itemQuantity));
    }
    return { currency: model.currency, base: null, regular: null, options: ZERO_CENTS, unit: null, total, tierQty: null, complete: true, sku: model.sku };
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

/** A whole-number saving in percent of the regular price, as a badge shows it; 0 when there is none to show. */
export function savingPercent(price: Pick<SelectionPrice, "unit" | "regular">): number {
  if (!price.unit || !price.regular || price.regular.incl <= 0) return 0;
  return Math.max(0, Math.round((1 - price.unit.incl / price.regular.incl) * 100));
}

// The validation of a selection is bundled with its price: the page and the cart import both from here.
export { MAX_QUANTITY, type SelectionIssue, characterCount, validateSelection } from "./selection-validation.ts";
