import { type CurrencyRates, type PriceInclExcl } from "./money.ts";
import { type ExtraCostSource, type PriceSource, type PriceSummary, type TierPriceSource, cheapestPrices, effectiveTierPrices, finalCents, regularCents } from "./product-prices.ts";
import {
  type BundleOptionModel,
  type Cents,
  type CustomOptionModel,
  type ExtraCostModel,
  type PricedSku,
  type SelectionModel,
  displayCents,
  initialSelection,
  selectionPrice,
} from "./selection-price.ts";

/**
 * The server's side of selection pricing: a product as the catalogue stores it (base-currency
 * cents excl. VAT) turned into the selection model of one display currency, with each amount
 * taxed, converted and rounded exactly as the API shows it. The storefront builds the same model
 * from the API's answer; both then run selection-price.ts.
 */

export interface SkuPriceSource extends PriceSource {
  sku: string;
  name: string;
  inStock: boolean;
  /** Tier prices (simple products and variants; a bundle's own tiers are not applied). */
  tiers?: readonly TierPriceSource[];
}

export interface ProductSelectionSource {
  product: SkuPriceSource & { type: SelectionModel["type"] };
  variants: (SkuPriceSource & { options: Record<string, string> })[];
  configurableOptions: { id: string; label: string; values: { value: string; label: string }[] }[];
  groupedItems: SkuPriceSource[];
  bundleOptions: {
    id: string;
    label: string;
    isRequired: boolean;
    type: string;
    selections: { source: SkuPriceSource; defaultQty: number; userDefinedQty: boolean }[];
  }[];
  customOptions: {
    id: string;
    title: string;
    type: string;
    isRequired: boolean;
    maxCharacters: number | null;
    extraCost: ExtraCostSource | null;
    values: { id: string; title: string; extraCost: ExtraCostSource | null }[];
  }[];
}

export interface DisplayCurrency {
  currency: string;
  rates: CurrencyRates;
}

/** The base currency itself: amounts excl. VAT are then the catalogue's cents exactly. */
export const BASE_CURRENCY: DisplayCurrency = { currency: "EUR", rates: { EUR: 1 } };

const BUNDLE_TYPES = new Set(["select", "radio", "checkbox", "multi"]);
const CUSTOM_TYPES = new Set(["field", "area", "drop_down", "radio", "checkbox"]);

function pricedSku(source: SkuPriceSource, display: DisplayCurrency): PricedSku {
  const show = (cents: number) => displayCents(cents, display.currency, display.rates);
  const final = finalCents(source);
  const shownFinal = show(final);
  return {
    sku: source.sku,
    name: source.name,
    inStock: source.inStock,
    regular: show(regularCents(source)),
    final: shownFinal,
    tiers: effectiveTierPrices(final, [...(source.tiers ?? [])])
      .map((tier) => ({ qty: tier.qty, price: show(tier.priceCents) }))
      .filter((tier) => tier.price.incl < shownFinal.incl),
  };
}

function extraCostModel(extra: ExtraCostSource | null, display: DisplayCurrency): ExtraCostModel | null {
  if (!extra) return null;
  if (extra.type === "percentage") return extra.rateBp > 0 ? { type: "percentage", rate: extra.rateBp / 100 } : null;
  return extra.cents > 0 ? { type: "fixed", amount: displayCents(extra.cents, display.currency, display.rates) } : null;
}

/**
 * What a product's own price is (product-prices.ts): a configurable's or a grouped product's is its
 * cheapest variant's or item's (a configurable's "from" price until a choice is complete); only a
 * simple product applies tier prices of its own.
 */
function ownPrices({ product, variants, groupedItems }: ProductSelectionSource): SkuPriceSource {
  const family = product.type === "configurable" && variants.length ? variants : product.type === "grouped" ? groupedItems : undefined;
  if (!family) return product.type === "simple" ? product : { ...product, tiers: [] };
  const cheapest = cheapestPrices(family);
  return { ...product, priceCents: cheapest.regularCents, specialPriceCents: cheapest.finalCents, tiers: [] };
}

export function selectionModelOfSource(source: ProductSelectionSource, display: DisplayCurrency): SelectionModel {
  // A source is never changed once built (the pricing service keeps one per product as read), nor
  // is a model: each is built once per display currency and rates.
  let models = modelsBySource.get(source);
  if (!models) modelsBySource.set(source, (models = []));
  const known = models.find((entry) => entry.currency === display.currency && entry.rates === display.rates);
  if (known) return known.model;
  const model = buildSelectionModel(source, display);
  models.push({ currency: display.currency, rates: display.rates, model });
  return model;
}

const modelsBySource = new WeakMap<ProductSelectionSource, { currency: string; rates: CurrencyRates; model: SelectionModel }[]>();

function buildSelectionModel(source: ProductSelectionSource, display: DisplayCurrency): SelectionModel {
  const { product } = source;
  const isBundle = product.type === "bundle";
  const base = (cents: number): Cents => displayCents(cents, display.currency, display.rates);
  return {
    sku: product.sku,
    type: product.type,
    currency: display.currency,
    own: pricedSku(ownPrices(source), display),
    configurableOptions: source.configurableOptions,
    variants: source.variants.map((variant) => ({ ...pricedSku(variant, display), options: variant.options })),
    bundleOptions: source.bundleOptions.map(
      (option): BundleOptionModel => ({
        id: option.id,
        label: option.label,
        required: option.isRequired,
        type: (BUNDLE_TYPES.has(option.type) ? option.type : "select") as BundleOptionModel["type"],
        values: option.selections.map((selection) => ({
          sku: selection.source.sku,
          label: selection.source.name,
          defaultQuantity: Math.max(1, selection.defaultQty),
          userDefinedQuantity: selection.userDefinedQty,
          priced: pricedSku({ ...selection.source, tiers: [] }, display),
        })),
      }),
    ),
    bundleBase: isBundle ? { final: base(finalCents(product)), regular: base(regularCents(product)) } : { final: base(0), regular: base(0) },
    groupedItems: source.groupedItems.map((item) => pricedSku(item, display)),
    customOptions: source.customOptions
      .filter((option) => CUSTOM_TYPES.has(option.type))
      .map(
        (option): CustomOptionModel => ({
          id: option.id,
          title: option.title,
          type: option.type as CustomOptionModel["type"],
          required: option.isRequired,
          maxCharacters: option.maxCharacters && option.maxCharacters > 0 ? option.maxCharacters : null,
          extraCost: extraCostModel(option.extraCost, display),
          values: option.values.map((value) => ({ id: value.id, title: value.title, extraCost: extraCostModel(value.extraCost, display) })),
        }),
      ),
  };
}

/** What a bundle's price depends on: its own price and its options' choices. */
export interface BundleOptionPriceSource {
  isRequired: boolean;
  type: string;
  selections: { source: PriceSource & { inStock?: boolean }; defaultQty: number }[];
}

function bundleSource(own: PriceSource, options: readonly BundleOptionPriceSource[]): ProductSelectionSource {
  return {
    product: { ...own, sku: "bundle", name: "", inStock: true, type: "bundle" },
    variants: [],
    configurableOptions: [],
    groupedItems: [],
    customOptions: [],
    bundleOptions: options.map((option, optionIndex) => ({
      id: String(optionIndex),
      label: "",
      isRequired: option.isRequired,
      type: option.type,
      selections: option.selections.map(({ source, defaultQty }, index) => ({
        source: { ...source, sku: String(index), name: "", inStock: source.inStock ?? true },
        defaultQty,
        userDefinedQty: false,
      })),
    })),
  };
}

/**
 * A bundle's price is the price of the selection its page opens with (initialSelection: its own
 * price plus the default choices at their default quantities), shown alike on its card, its page
 * and in its structured data; its "min" price is that same price, so no card says "from" a price
 * the page does not open at. Regular: its own regular price plus the same items.
 */
export function bundleShownPrices(own: PriceSource, options: readonly BundleOptionPriceSource[], display: DisplayCurrency): { final: Cents; regular: Cents } {
  const model = selectionModelOfSource(bundleSource(own, options), display);
  const price = selectionPrice(model, initialSelection(model));
  const final = price.unit!;
  return { final, regular: price.regular ?? final };
}

/** The same in base-currency cents excl. VAT (the listing index and product summaries). */
export function bundlePrices(own: PriceSource, options: readonly BundleOptionPriceSource[]): PriceSummary {
  const { final, regular } = bundleShownPrices(own, options, BASE_CURRENCY);
  return { regularCents: regular.excl, finalCents: final.excl, minCents: final.excl };
}

const money = (cents: number, currency: string) => ({ amount: cents / 100, currency });

/** Shown cents as the API's `PriceInclExcl`. */
export const priceInclExclOfCents = (cents: Cents, currency: string): PriceInclExcl => ({
  priceInclTax: money(cents.incl, currency),
  priceExclTax: money(cents.excl, currency),
});
