import type { ProductCardData, ProductPrices } from "../../../../lib/product-fragments.ts";
import type { ExtraCost, ProductPageData } from "../product-data.ts";

/**
 * What the product page's selection works on: the product, its variants, bundle choices, grouped
 * items and custom options with their prices, read once from the two product queries. Amounts are
 * integer cents (the API's `{ amount }` in the display currency, ×100), so sums never drift.
 */
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

export type ExtraCostModel = { type: "fixed"; amount: Cents } | { type: "percentage"; rate: number };

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

export const toCents = (amount: number): number => Math.round(amount * 100);

const ZERO: Cents = { incl: 0, excl: 0 };

const centsOf = (price: { priceInclTax: { amount: number }; priceExclTax: { amount: number } }): Cents => ({
  incl: toCents(price.priceInclTax.amount),
  excl: toCents(price.priceExclTax.amount),
});

export function pricedSkuOf(product: Pick<ProductCardData, "sku" | "name" | "stock"> & { prices: ProductPrices }): PricedSku {
  const final = centsOf(product.prices.finalPrice);
  return {
    sku: product.sku,
    name: product.name,
    inStock: product.stock.isInStock,
    regular: centsOf(product.prices.regularPrice),
    final,
    tiers: product.prices.tierPrice
      .map((tier) => ({ qty: tier.qty, price: centsOf(tier) }))
      .filter((tier) => tier.qty > 1 && tier.price.incl < final.incl)
      .sort((a, b) => a.qty - b.qty),
  };
}

/** VAT is 20 % (spec §9 tax multiplier 1.2): an amount given only with VAT gets its net share. */
const TAX_MULTIPLIER = 1.2;

function extraCostOf(extra: ExtraCost | null): ExtraCostModel | null {
  if (!extra) return null;
  if (extra.type === "percentage") return extra.rate && extra.rate > 0 ? { type: "percentage", rate: extra.rate } : null;
  if (!extra.priceInclTax && !extra.priceExclTax) return null;
  const incl = extra.priceInclTax ? toCents(extra.priceInclTax.amount) : Math.round(toCents(extra.priceExclTax!.amount) * TAX_MULTIPLIER);
  const excl = extra.priceExclTax ? toCents(extra.priceExclTax.amount) : Math.round(incl / TAX_MULTIPLIER);
  return incl > 0 || excl > 0 ? { type: "fixed", amount: { incl, excl } } : null;
}

const CUSTOM_TYPES = new Set(["field", "area", "drop_down", "radio", "checkbox"]);
const BUNDLE_TYPES = new Set(["select", "radio", "checkbox", "multi"]);
const PRODUCT_TYPES = new Set(["simple", "configurable", "grouped", "bundle"]);

/** The page's product, its variants, items and choices, as the selection needs them. */
export function selectionModelOf(product: Omit<ProductPageData, "related">): SelectionModel {
  const own = pricedSkuOf(product);
  const variants: VariantModel[] = product.configurations.map((variant) => ({
    ...pricedSkuOf(variant),
    options: Object.fromEntries(variant.selectedOptions.map((option) => [option.option_id, option.option_value])),
  }));
  const bundleOptions: BundleOptionModel[] = product.bundleOptions.map((option) => ({
    id: option.id,
    label: option.label,
    required: option.required,
    type: (BUNDLE_TYPES.has(option.type) ? option.type : "select") as BundleOptionModel["type"],
    values: option.values.map((value) => ({
      sku: value.value,
      label: value.label,
      defaultQuantity: Math.max(1, value.defaultQuantity),
      userDefinedQuantity: value.userDefinedQuantity,
      priced: pricedSkuOf(value.product),
    })),
  }));
  return {
    sku: product.sku,
    type: (PRODUCT_TYPES.has(product.type) ? product.type : "simple") as SelectionModel["type"],
    currency: product.prices.finalPrice.priceInclTax.currency,
    own,
    configurableOptions: product.configurableOptions.map((option) => ({
      id: option.id,
      label: option.label,
      values: option.values.map((value) => ({ value: value.value, label: value.label })),
    })),
    variants,
    bundleOptions,
    bundleBase: product.bundleBasePrice
      ? { final: centsOf(product.bundleBasePrice.finalPrice), regular: centsOf(product.bundleBasePrice.regularPrice) }
      : { final: ZERO, regular: ZERO },
    groupedItems: product.groupedItems.map(pricedSkuOf),
    customOptions: product.customOptions
      .filter((option) => CUSTOM_TYPES.has(option.type))
      .map((option) => ({
        id: option.option_id,
        title: option.title,
        type: option.type as CustomOptionModel["type"],
        required: option.is_required,
        maxCharacters: option.max_characters && option.max_characters > 0 ? option.max_characters : null,
        extraCost: extraCostOf(option.extraCost),
        values: [...option.values]
          .sort((a, b) => a.sort_order - b.sort_order)
          .map((value) => ({ id: value.option_value_id, title: value.title, extraCost: extraCostOf(value.extraCost) })),
      })),
  };
}
