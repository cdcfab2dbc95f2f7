import type { Config } from "../../config.ts";
import { VARIANT_ATTRIBUTES, isVariantAttribute } from "../product/product-attributes.ts";
import type { ProductRecord } from "../product/product-records.ts";
import type { ProductPriceSources, ProductService } from "../product/service.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { BASE_CURRENCY, type DisplayCurrency, type ProductSelectionSource, type SkuPriceSource, selectionModelOfSource } from "./selection-model.ts";
import { type Cents, type SelectionModel, type SelectionState, initialSelection, selectionPrice } from "./selection-price.ts";

/**
 * "The price of this selection", for whoever asks without a GraphQL request (a cart, a payment
 * notification, a back-office command): given a store's currency, a sku and the shopper's choices
 * in the shape a cart line sends them, the unit and row prices incl. and excl. VAT, in the display
 * currency and in euros. The same functions as the product page's (selection-price.ts), fed with
 * the same shown amounts, so the cart charges what the page showed.
 */

/** One cart line's choices (the option shapes are those of the storefront's cart request). */
export interface SelectionRequest {
  sku: string;
  /** Units of the product (not read for a grouped product). Default 1. */
  quantity?: number;
  /** Configurable: attribute id and value code of each option. */
  selectedOptions?: { option_id: string; option_value: string }[];
  /** Custom options: the text of a field or area, a value id of a drop-down, radio or checkbox (one entry per checked box). */
  selectedCustomOptions?: { option_id: string; option_value: string }[];
  /** Bundle: option id, chosen sku and its quantity. Left out: the default choices. */
  selectedBundleOptions?: { option_id: string; option_value: string; option_qty: number }[];
  /** Grouped: each item's sku and quantity. */
  groupedQuantities?: { sku: string; quantity: number }[];
}

export interface PricedAmounts {
  currency: string;
  /** One unit, options included (a grouped product: null). */
  unit: Cents | null;
  /** The row: the unit times the quantity, or a grouped product's items. */
  row: Cents;
  /** One unit before the sale, when on sale (null otherwise, and for a grouped product). */
  regularUnit: Cents | null;
  /** The tier the quantity reached (its minimum quantity), if any. */
  tierQty: number | null;
}

export interface SelectionQuote {
  sku: string;
  /** What is priced: a configurable's chosen variant, else the product. */
  pricedSku: string;
  /** False while a configurable has no complete choice: the amounts are then its cheapest variant's. */
  complete: boolean;
  display: PricedAmounts;
  /** The same in euros (the base currency). */
  base: PricedAmounts;
}

/** A product as read for pricing: its record (the page's product) and its price sources. */
export interface PricedProduct {
  record: ProductRecord;
  source: ProductSelectionSource;
}

/** The shopper's choices as the selection state the page works on. */
export function selectionStateOf(model: SelectionModel, request: SelectionRequest): SelectionState {
  const state = initialSelection(model);
  state.quantity = request.quantity ?? 1;
  if (request.selectedOptions) {
    state.configurable = Object.fromEntries(request.selectedOptions.map((option) => [option.option_id, option.option_value]));
  }
  for (const chosen of request.selectedCustomOptions ?? []) {
    const option = model.customOptions.find((entry) => entry.id === chosen.option_id);
    if (!option) continue;
    if (option.type === "field" || option.type === "area") state.customText[option.id] = chosen.option_value;
    else state.customValues[option.id] = [...(state.customValues[option.id] ?? []), chosen.option_value];
  }
  if (request.selectedBundleOptions) {
    state.bundle = {};
    for (const chosen of request.selectedBundleOptions) {
      state.bundle[chosen.option_id] = { ...state.bundle[chosen.option_id], [chosen.option_value]: chosen.option_qty };
    }
  }
  for (const item of request.groupedQuantities ?? []) state.grouped[item.sku] = item.quantity;
  return state;
}

/** Prices a request against a product as the catalogue stores it. Pure. */
export function priceSelection(source: ProductSelectionSource, request: SelectionRequest, display: DisplayCurrency): SelectionQuote {
  const quoteIn = (currency: DisplayCurrency) => {
    const model = selectionModelOfSource(source, currency);
    const price = selectionPrice(model, selectionStateOf(model, request));
    return { price, amounts: { currency: currency.currency, unit: price.unit, row: price.total, regularUnit: price.regular, tierQty: price.tierQty } };
  };
  const shown = quoteIn(display);
  return { sku: source.product.sku, pricedSku: shown.price.sku, complete: shown.price.complete, display: shown.amounts, base: quoteIn(BASE_CURRENCY).amounts };
}

const skuSource = (
  record: { sku: string; name: string; priceCents: number | null; specialPriceCents: number | null; stockQty: number },
  tiers: SkuPriceSource["tiers"] = [],
): SkuPriceSource => ({
  sku: record.sku,
  name: record.name,
  priceCents: record.priceCents,
  specialPriceCents: record.specialPriceCents,
  inStock: record.stockQty > 0,
  tiers,
});

/**
 * Selection pricing over the product service: reads a product with what its price depends on
 * (variants, grouped items, bundle choices, custom options, tier prices) through the service's
 * reads at the current catalogue version, then prices the request.
 */
export function createSelectionPricing(products: Pick<ProductService, "priceSources">, config: Pick<Config, "exchangeRates">) {
  // Each product's source as last built, by its record: the product service's reads are values
  // shared by every request and never changed (a product read anew, after a catalogue or stock
  // change, is a new record), so a source made of the same record, lists and tiers is the same
  // source, and the selection models built from it are kept with it (selection-model.ts).
  const builtSources = new WeakMap<ProductRecord, Map<string, { parts: unknown[]; source: ProductSelectionSource | undefined }>>();
  const partsOf = (read: ProductPriceSources) => [read.variants, read.groupedIds, read.bundleOptions, read.customOptions, ...read.linked.values(), ...read.tiers.values()];
  // A list read for a product that has none is a new empty one each time: empty lists are alike.
  const samePart = (a: unknown, b: unknown) => a === b || (Array.isArray(a) && Array.isArray(b) && a.length === 0 && b.length === 0);

  async function loadSelection(scope: ServiceScope, sku: string): Promise<PricedProduct | undefined> {
    const read = await products.priceSources(scope, sku);
    if (!read) return undefined;
    const parts = partsOf(read);
    const { language } = scope.store;
    let byLanguage = builtSources.get(read.record);
    if (!byLanguage) builtSources.set(read.record, (byLanguage = new Map()));
    const built = byLanguage.get(language);
    let source: ProductSelectionSource | undefined;
    if (built && built.parts.length === parts.length && built.parts.every((part, index) => samePart(part, parts[index]))) {
      source = built.source;
    } else {
      source = sourceOf(scope, read);
      byLanguage.set(language, { parts, source });
    }
    return source && { record: read.record, source };
  }

  function sourceOf(scope: ServiceScope, read: ProductPriceSources): ProductSelectionSource | undefined {
    const { record, variants, groupedIds, bundleOptions, customOptions, linked, tiers } = read;
    const { language } = scope.store;
    if (record.type !== "simple" && record.type !== "configurable" && record.type !== "grouped" && record.type !== "bundle") return undefined;
    const attribute = isVariantAttribute(record.configurableAttribute) ? VARIANT_ATTRIBUTES[record.configurableAttribute] : undefined;
    const tiersOf = (productId: number) => tiers.get(productId) ?? [];
    return {
      product: { ...skuSource(record, record.type === "simple" ? tiersOf(record.id) : []), type: record.type },
      variants: variants.map((variant) => ({
        ...skuSource(variant, tiersOf(variant.id)),
        options: attribute && variant.variantValue ? { [attribute.id]: variant.variantValue } : {},
      })),
      configurableOptions: attribute
        ? [
            {
              id: attribute.id,
              label: attribute.label[language],
              values: [...new Set(variants.flatMap((variant) => (variant.variantValue ? [variant.variantValue] : [])))].map((value) => ({ value, label: value })),
            },
          ]
        : [],
      groupedItems: groupedIds.flatMap((itemId) => {
        const item = linked.get(itemId);
        return item ? [skuSource(item, tiersOf(item.id))] : [];
      }),
      bundleOptions: bundleOptions.map((option) => ({
        id: String(option.id),
        label: option.title[language],
        isRequired: option.isRequired,
        type: option.type,
        selections: option.selections.flatMap((selection) => {
          const chosen = linked.get(selection.productId);
          return chosen ? [{ source: skuSource(chosen), defaultQty: selection.defaultQty, userDefinedQty: selection.userDefinedQty }] : [];
        }),
      })),
      customOptions: customOptions.map((option) => ({
        id: String(option.id),
        title: option.title[language],
        type: option.type,
        isRequired: option.isRequired,
        maxCharacters: option.maxCharacters,
        extraCost: option.extraCost,
        values: option.values.map((value) => ({ id: String(value.id), title: value.title[language], extraCost: value.extraCost })),
      })),
    };
  }

  return {
    /** The price of a selection in the scope's currency and in euros; undefined for an unknown sku. */
    async priceOf(scope: ServiceScope, request: SelectionRequest): Promise<SelectionQuote | undefined> {
      const source = (await loadSelection(scope, request.sku))?.source;
      return source && priceSelection(source, request, { currency: scope.currency, rates: config.exchangeRates });
    },

    /**
     * A product a shopper can choose (not a variant) with what its price depends on, read through
     * the scope's batched product reads: many skus asked in the same turn cost one round of reads.
     * Price requests against it with `quote` (the same `priceSelection` as `priceOf`).
     */
    selection: loadSelection,

    /** Prices a request against a product `selection` read, in the scope's currency and in euros. Pure. */
    quote(scope: Pick<ServiceScope, "currency">, source: ProductSelectionSource, request: SelectionRequest): SelectionQuote {
      return priceSelection(source, request, { currency: scope.currency, rates: config.exchangeRates });
    },

    /** The selection model of a product in the scope's currency (what the page validates and prices). */
    model(scope: Pick<ServiceScope, "currency">, source: ProductSelectionSource): SelectionModel {
      return selectionModelOfSource(source, { currency: scope.currency, rates: config.exchangeRates });
    },
  };
}

export type SelectionPricing = ReturnType<typeof createSelectionPricing>;
