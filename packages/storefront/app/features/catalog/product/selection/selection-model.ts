import {
  type BundleOptionModel,
  type Cents,
  type CustomOptionModel,
  type ExtraCostModel,
  type PricedSku,
  type SelectionModel,
  type VariantModel,
  TAX_MULTIPLIER,
  ZERO_CENTS,
  toCents,
  usefulTiers,
} from "@eb/commerce/pricing";
import type { ProductCardData, ProductPrices } from "../../../../lib/product-fragments.ts";
import type { ExtraCost, ProductPageData } from "../product-data.ts";

/**
 * The product page's selection model (commerce `@eb/commerce/pricing`), read once from the two
 * product queries. Amounts are integer cents (the API's `{ amount }` in the display currency,
 * ×100): the shown amounts the server prices a selection from too, so both agree to the cent.
 */

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
    tiers: usefulTiers(
      final,
      product.prices.tierPrice.map((tier) => ({ qty: tier.qty, price: centsOf(tier) })),
    ),
  };
}

/** An amount given only with VAT gets its net share, and the other way round. */
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
      : { final: ZERO_CENTS, regular: ZERO_CENTS },
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
