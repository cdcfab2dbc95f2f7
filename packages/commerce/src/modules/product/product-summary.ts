import type { ProductType } from "../../db/schema.ts";
import { type PriceSummary, cheapestPrices, simplePrices } from "../pricing/product-prices.ts";
import { type BundleOptionPriceSource, bundlePrices } from "../pricing/selection-model.ts";

/**
 * What a product's price and availability depend on: itself and the products it is sold through
 * (variants, grouped items, bundle choices). One implementation for the API and the listing index,
 * so a card, a product page and a facet count never disagree.
 */
export interface SummaryProduct {
  type: ProductType;
  priceCents: number | null;
  specialPriceCents: number | null;
  stockQty: number;
}

export interface ProductFamilyTree {
  product: SummaryProduct;
  /** Active variants (configurable). */
  variants: SummaryProduct[];
  /** Active items (grouped). */
  groupedItems: SummaryProduct[];
  /** Options with their active choices (bundle). */
  bundleOptions: { isRequired: boolean; type: string; selections: { product: SummaryProduct; defaultQty: number }[] }[];
}

export const isUnitInStock = (product: SummaryProduct): boolean => product.stockQty > 0;

/**
 * `stock { isInStock }` (docs/product-rules.md#stock): a simple product or variant with units left; a configurable with
 * any variant in stock; a grouped product with any item in stock; a bundle whose every required
 * option has a choice in stock (and that has at least one choice in stock at all).
 */
export function isInStock(tree: ProductFamilyTree): boolean {
  switch (tree.product.type) {
    case "configurable":
      return tree.variants.some(isUnitInStock);
    case "grouped":
      return tree.groupedItems.some(isUnitInStock);
    case "bundle": {
      const options = tree.bundleOptions.filter((option) => option.selections.length > 0);
      if (options.length === 0) return isUnitInStock(tree.product);
      const hasChoice = (option: (typeof options)[number]) => option.selections.some((selection) => isUnitInStock(selection.product));
      return options.filter((option) => option.isRequired).every(hasChoice) && options.some(hasChoice);
    }
    default:
      return isUnitInStock(tree.product);
  }
}

/** A bundle's options as its price depends on them (modules/pricing/selection-model.ts). */
export const bundleOptionSources = (tree: ProductFamilyTree): BundleOptionPriceSource[] =>
  tree.bundleOptions.map((option) => ({
    isRequired: option.isRequired,
    type: option.type,
    selections: option.selections.map((selection) => ({ source: { ...selection.product, inStock: isUnitInStock(selection.product) }, defaultQty: selection.defaultQty })),
  }));

/** The product's prices in cents excluding VAT (rules in modules/pricing/product-prices.ts). */
export function summarisePrices(tree: ProductFamilyTree): PriceSummary {
  switch (tree.product.type) {
    case "configurable":
      return tree.variants.length ? cheapestPrices(tree.variants) : simplePrices(tree.product);
    case "grouped":
      return cheapestPrices(tree.groupedItems);
    case "bundle":
      return bundlePrices(tree.product, bundleOptionSources(tree));
    default:
      return simplePrices(tree.product);
  }
}
