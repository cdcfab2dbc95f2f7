import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import type { ContentLanguage } from "../../db/schema.ts";
import type { CatalogVersionService } from "../catalog-version/service.ts";
import type { CategoryNode, CategoryService } from "../category/service.ts";
import { reindexProducts } from "../listing/product-index.ts";
import { type Money, type PriceInclExcl, inclTaxCents, priceInclExcl, toMoney } from "../pricing/money.ts";
import { type ExtraCostSource, effectiveTierPrices, simplePrices } from "../pricing/product-prices.ts";
import { bundleShownPrices, priceInclExclOfCents } from "../pricing/selection-model.ts";
import { type ServiceScope, type StoreUrl, storeUrls } from "../shop/service-scope.ts";
import { VARIANT_ATTRIBUTES, type VariantAttributeCode, colourSwatch, familyName, isVariantAttribute, labelName, measureOrder } from "./product-attributes.ts";
import { type ProductLoaders, type ProductReads, createProductLoaders } from "./product-loaders.ts";
import { loadProductMediaSource } from "./product-media-source.ts";
import type { BundleOptionRecord, CustomOptionRecord, ProductRecord, TierPriceRecord } from "./product-records.ts";
import { createProductRepository, hasNoControlCharacters } from "./product-repository.ts";
import { countryName } from "../shop/countries.ts";
import { bundleOptionSources, isInStock, isUnitInStock, summarisePrices } from "./product-summary.ts";

/** Where generated media is served (modules/product/media-router.ts, mounted by the server). */
export const MEDIA_PATH = "/media";

/** The technical document and the safety data sheet ("fiche de données de sécurité"). */
export type ProductDocumentKind = "technical" | "fds";

/** Skus are short codes; anything longer is unknown without a query. */
const MAX_SKU_LENGTH = 64;
/** Url keys are lower-case slugs; anything longer cannot be one (no query). */
const MAX_URL_KEY_LENGTH = 200;
/** At most this many skus are looked up at once; the rest is ignored. */
export const MAX_SKUS = 100;
const MAX_RELATED = 24;
const DEFAULT_RELATED = 8;
const VISUAL_SIZE = 800;

/** A product's prices in the scope's currency: incl. and excl. VAT. */
export interface ProductPrices {
  regularPrice: PriceInclExcl;
  finalPrice: PriceInclExcl;
  /** The lowest price it can be bought at (a configurable's cheapest variant…). */
  minPrice: PriceInclExcl;
  /** Quantity prices lower than the final price, by ascending quantity. */
  tierPrice: { qty: number; priceInclTax: Money; priceExclTax: Money }[];
}

export interface ExtraCost {
  type: "fixed" | "percentage";
  priceInclTax: Money | null;
  priceExclTax: Money | null;
  /** Percent of the product's price (percentage extra costs). */
  rate: number | null;
}

export interface ConfigurableOptionValue {
  label: string;
  value: string;
  swatch: { type: "color" | "text"; value: string };
  /** Whether any variant with this value has units left. */
  isInStock: boolean;
}

export interface ConfigurableOption {
  id: string;
  label: string;
  attribute: { id: string; code: VariantAttributeCode; label: string };
  /** In the attribute's natural order (volumes by size), else as the variants come. */
  values: ConfigurableOptionValue[];
}

export interface BundleOption {
  id: string;
  label: string;
  required: boolean;
  type: string;
  values: BundleOptionChoice[];
}

/** A product a bundle option offers, with its default quantity. */
export interface BundleOptionChoice {
  value: string;
  label: string;
  defaultQuantity: number;
  userDefinedQuantity: boolean;
  product: ProductRecord;
}

export interface CustomOption {
  option_id: string;
  title: string;
  type: string;
  is_required: boolean;
  max_characters: number | null;
  extraCost: ExtraCost | null;
  values: { option_value_id: string; title: string; sort_order: number; extraCost: ExtraCost | null }[];
}

/** A sellable unit: what a cart line holds. */
export interface SellableVariant {
  /** The product a shopper sees the page of (a variant's parent). */
  product: ProductRecord;
  /** What is sold: the chosen variant of a configurable, else the product itself. */
  variant: ProductRecord;
  prices: ProductPrices;
  stock: { isInStock: boolean; quantity: number };
}

/**
 * The chosen value per variant attribute, by its code or by its option id as the API writes it
 * (`configurableOptions.id`): `{ volume: "30ml" }`, `{ "141": "30ml" }`, `{ color: "amber" }`.
 */
export type SelectedOptions = Partial<Record<VariantAttributeCode, string>> & Record<string, string | undefined>;


/** "Haute-Provence, France" / "Madagascar": region then country, in the store's language. */
export function geographicalOrigin(country: string | null, region: string | null, locale: string): string | null {
  const country_name = country ? countryName(country, locale) : undefined;
  const parts = [region?.trim(), country_name].filter((part): part is string => !!part);
  return parts.length ? parts.join(", ") : null;
}

/** Plain-text paragraphs: separated by blank lines in storage. */
export const paragraphsOf = (text: string | null): string[] =>
  (text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Every language the catalogue's cached reads are kept in. */
const CONTENT_LANGUAGES: readonly ContentLanguage[] = ["fr", "en"];

const present = (records: readonly (ProductRecord | undefined)[]): ProductRecord[] => records.filter((record): record is ProductRecord => !!record);

/**
 * The catalogue's products as the shop sells them: reading (by sku, id, url key), what a product
 * page and a cart need (sellable variant, prices incl./excl. VAT in the scope's currency, stock,
 * configurable options with their availability and swatches, bundle and custom options, related
 * products, categories and breadcrumbs), the listing index's upkeep and generated media. Every
 * question takes a `ServiceScope`; reads of one scope are batched and memoised per scope, and
 * read through the process's catalogue cache at the current catalogue version.
 */
export function createProductService(
  database: Pick<DatabaseHandle, "db">,
  config: Pick<Config, "publicUrl" | "imageBaseUrl" | "exchangeRates">,
  dependencies: { catalogVersion: CatalogVersionService; categories: CategoryService; logger?: Logger },
) {
  const { db } = database;
  const { catalogVersion, categories } = dependencies;
  const { readCache } = catalogVersion;
  const repository = createProductRepository(db);
  // With IMAGE_BASE_URL left at its default (this server's /media), URLs stay store-relative
  // paths so they work on any host the shop answers on; a CDN base is used as configured.
  const mediaBase = config.imageBaseUrl === `${config.publicUrl}${MEDIA_PATH}` ? MEDIA_PATH : config.imageBaseUrl;

  /** The scope's reads of many products at once (see ProductReads). */
  function readsOf(scope: ServiceScope): ProductReads {
    const { language } = scope.store;
    // A unit of work with its own executor (a transaction) reads what it sees, uncached.
    if (scope.executor) {
      const own = createProductRepository(scope.executor);
      return {
        byIds: (ids) => own.byIds(ids, language),
        idsBySkus: (skus) => own.idsBySkus(skus),
        variants: (ids) => own.variantsByParent(ids, language),
        labels: (ids) => own.labels(ids),
        tierPrices: (ids) => own.tierPrices(ids),
        categoryIds: (ids) => own.categoryIds(ids),
        groupedItemIds: (ids) => own.groupedItemIds(ids),
        bundleOptions: (ids) => own.bundleOptions(ids),
        customOptions: (ids) => own.customOptions(ids),
        attributeOptions: () => own.attributeOptions(),
      };
    }
    /** A batch read through the process-wide cache of the scope's catalogue version. */
    const cached =
      <K extends string | number, V>(kind: string, load: (keys: K[]) => Promise<Map<K, V>>) =>
      async (keys: K[]): Promise<Map<K, V>> =>
        readCache.load(await catalogVersion.of(scope), `${kind}|${language}`, keys, load);
    return {
      byIds: cached("product", (ids: number[]) => repository.byIds(ids, language)),
      idsBySkus: cached("sku", (skus: string[]) => repository.idsBySkus(skus)),
      variants: cached("variants", (ids: number[]) => repository.variantsByParent(ids, language)),
      labels: cached("labels", (ids: number[]) => repository.labels(ids)),
      tierPrices: cached("tiers", (ids: number[]) => repository.tierPrices(ids)),
      categoryIds: cached("categories", (ids: number[]) => repository.categoryIds(ids)),
      groupedItemIds: cached("grouped", (ids: number[]) => repository.groupedItemIds(ids)),
      bundleOptions: cached("bundle", (ids: number[]) => repository.bundleOptions(ids)),
      customOptions: cached("custom", (ids: number[]) => repository.customOptions(ids)),
      attributeOptions: async () => readCache.single(await catalogVersion.of(scope), "attribute-options", () => repository.attributeOptions()),
    };
  }

  const loadersByScope = new WeakMap<ServiceScope, ProductLoaders>();
  function loadersOf(scope: ServiceScope): ProductLoaders {
    let loaders = loadersByScope.get(scope);
    if (!loaders) {
      loaders = createProductLoaders(readsOf(scope));
      loadersByScope.set(scope, loaders);
    }
    return loaders;
  }

  /** The product's generated visual; the en-GB store's shows English texts. */
  const imageUrl = (sku: string, language: ContentLanguage): string =>
    `${mediaBase}/product/${encodeURIComponent(sku)}.svg${language === "fr" ? "" : `?lang=${language}`}`;

  const money = (scope: ServiceScope, cents: number): Money => toMoney(cents, scope.currency, config.exchangeRates);
  const price = (scope: ServiceScope, exclTaxCents: number): PriceInclExcl => priceInclExcl(exclTaxCents, scope.currency, config.exchangeRates);

  function extraCost(scope: ServiceScope, extra: ExtraCostSource | null): ExtraCost | null {
    if (!extra) return null;
    if (extra.type === "fixed") {
      return { type: "fixed", priceInclTax: money(scope, inclTaxCents(extra.cents)), priceExclTax: money(scope, extra.cents), rate: null };
    }
    return { type: "percentage", priceInclTax: null, priceExclTax: null, rate: extra.rateBp / 100 };
  }

  async function bySku(scope: ServiceScope, sku: string): Promise<ProductRecord | undefined> {
    const trimmed = sku.trim();
    // Control characters are in no sku (and PostgreSQL refuses a NUL in a parameter).
    if (!trimmed || trimmed.length > MAX_SKU_LENGTH || !hasNoControlCharacters(trimmed)) return undefined;
    const loaders = loadersOf(scope);
    // Skus are upper case; a quick order typed in lower case finds them too.
    const id = (await loaders.idBySku.load(trimmed)) ?? (await loaders.idBySku.load(trimmed.toUpperCase()));
    return id === undefined ? undefined : loaders.byId.load(id);
  }

  /** A variant's descriptive fields are its parent's: the product a shopper sees a page of. */
  async function pageProduct(scope: ServiceScope, record: ProductRecord): Promise<ProductRecord> {
    if (record.parentId === null) return record;
    return (await loadersOf(scope).byId.load(record.parentId)) ?? record;
  }

  async function prices(scope: ServiceScope, record: ProductRecord): Promise<ProductPrices> {
    const loaders = loadersOf(scope);
    const tree = await loaders.familyTree(record);
    if (record.type === "bundle") {
      // Priced like the selection its page opens with, in shown amounts (modules/pricing/selection-model.ts).
      const shown = bundleShownPrices(record, bundleOptionSources(tree), { currency: scope.currency, rates: config.exchangeRates });
      const finalPrice = priceInclExclOfCents(shown.final, scope.currency);
      return { regularPrice: priceInclExclOfCents(shown.regular, scope.currency), finalPrice, minPrice: finalPrice, tierPrice: [] };
    }
    const summary = summarisePrices(tree);
    const tiers = record.type === "simple" ? await loaders.tierPrices.load(record.id) : [];
    return {
      regularPrice: price(scope, summary.regularCents),
      finalPrice: price(scope, summary.finalCents),
      minPrice: price(scope, summary.minCents),
      tierPrice: effectiveTierPrices(summary.finalCents, tiers).map((tier) => ({
        qty: tier.qty,
        priceInclTax: money(scope, inclTaxCents(tier.priceCents)),
        priceExclTax: money(scope, tier.priceCents),
      })),
    };
  }

  async function stock(scope: ServiceScope, record: ProductRecord): Promise<{ isInStock: boolean }> {
    return { isInStock: isInStock(await loadersOf(scope).familyTree(record)) };
  }

  async function productCategories(scope: ServiceScope, record: ProductRecord): Promise<CategoryNode[]> {
    const owner = await pageProduct(scope, record);
    return categories.inTreeOrder(scope, await loadersOf(scope).categoryIds.load(owner.id));
  }

  return {
    bySku,
    /** Products by sku, at most MAX_SKUS, in the order asked; two spellings of one sku answer once. */
    async bySkus(scope: ServiceScope, skus: readonly string[]): Promise<ProductRecord[]> {
      const wanted = [...new Set(skus.slice(0, MAX_SKUS).map((sku) => sku.trim()))];
      const records = await Promise.all(wanted.map((sku) => bySku(scope, sku)));
      const seen = new Set<number>();
      return present(records).filter((record) => !seen.has(record.id) && !!seen.add(record.id));
    },
    byId: (scope: ServiceScope, id: number): Promise<ProductRecord | undefined> => loadersOf(scope).byId.load(id),
    /**
     * Products a shopper can add whose sku starts with what was typed, case aside (a quick order's
     * suggestions): simple products, variants (a unit of their own), configurable parents, grouped
     * products and bundles, in sku order, at most `limit`. Nothing for a text no sku can start with.
     */
    async bySkuPrefix(scope: ServiceScope, typed: string, limit: number): Promise<ProductRecord[]> {
      const prefix = typed.trim().toUpperCase();
      if (!prefix || prefix.length > MAX_SKU_LENGTH || !hasNoControlCharacters(prefix) || limit <= 0) return [];
      // Not through the catalogue cache: every prefix typed is a new key, and the read is one index range.
      const ids = await createProductRepository(scope.executor ?? db).idsBySkuPrefix(prefix, limit);
      return present(await loadersOf(scope).byId.loadAll(ids));
    },

    /** The active products among these ids, in the order asked. */
    /**
     * A product as its price depends on it, in one round of reads: the record (a product a shopper
     * can choose, not a variant), its variants, grouped items, bundle options with their chosen
     * products, custom options and the tier prices of everything priced by units.
     */
    async priceSources(scope: ServiceScope, sku: string): Promise<ProductPriceSources | undefined> {
      const record = await bySku(scope, sku);
      if (!record || record.parentId !== null) return undefined;
      const loaders = loadersOf(scope);
      const [variants, groupedIds, bundleOptions, customOptions] = await Promise.all([
        record.type === "configurable" ? loaders.variants.load(record.id) : [],
        record.type === "grouped" ? loaders.groupedItemIds.load(record.id) : [],
        record.type === "bundle" ? loaders.bundleOptions.load(record.id) : [],
        loaders.customOptions.load(record.id),
      ]);
      const linkedIds = [...groupedIds, ...bundleOptions.flatMap((option) => option.selections.map((selection) => selection.productId))];
      const tierIds = [record.id, ...variants.map((variant) => variant.id), ...groupedIds];
      const [linkedRecords, tierLists] = await Promise.all([loaders.byId.loadAll(linkedIds), loaders.tierPrices.loadAll(tierIds)]);
      const linked = new Map<number, ProductRecord>();
      for (const item of linkedRecords) if (item) linked.set(item.id, item);
      return { record, variants, groupedIds, bundleOptions, customOptions, linked, tiers: new Map(tierIds.map((id, index) => [id, tierLists[index] ?? []])) };
    },
    async byIds(scope: ServiceScope, ids: readonly number[]): Promise<ProductRecord[]> {
      return present(await loadersOf(scope).byId.loadAll(ids));
    },
    /**
     * Products shown as cards (suggestions): the records and, in the same batch, what their
     * prices and stock read (variants, tier prices, grouped items, bundle options), so one round
     * of reads answers the whole card rather than up to four. Variants are left out.
     */
    async forCards(scope: ServiceScope, ids: readonly number[]): Promise<ProductRecord[]> {
      const loaders = loadersOf(scope);
      const [records] = await Promise.all([
        loaders.byId.loadAll(ids),
        loaders.variants.loadAll(ids),
        loaders.tierPrices.loadAll(ids),
        loaders.groupedItemIds.loadAll(ids),
        loaders.bundleOptions.loadAll(ids),
      ]);
      return present(records).filter((record) => record.parentId === null);
    },
    /** The product at a store-relative path (`/huile-essentielle-lavande-fine-bio`) in the scope's language. */
    async byUrlPath(scope: ServiceScope, path: string): Promise<ProductRecord | undefined> {
      const urlKey = path.slice(1).toLowerCase();
      if (!urlKey || urlKey.includes("/") || urlKey.length > MAX_URL_KEY_LENGTH || !hasNoControlCharacters(urlKey)) return undefined;
      const { language } = scope.store;
      const id = scope.executor
        ? await createProductRepository(scope.executor).idByUrlKey(urlKey, language)
        : (
            await readCache.load(await catalogVersion.of(scope), `url|${language}`, [urlKey], async ([key]) => {
              const found = await repository.idByUrlKey(key, language);
              return new Map(found === undefined ? [] : [[key, found]]);
            })
          ).get(urlKey);
      return id === undefined ? undefined : loadersOf(scope).byId.load(id);
    },
    pageProduct,
    prices,
    stock,

    /**
     * What a cart line sells for `sku` with these options chosen: a simple product or a variant's
     * own sku is itself; a configurable needs its attribute's value (`{ volume: "30ml" }`).
     * Undefined when the sku is unknown, the choice names no active variant, or the product is
     * sold through its parts (grouped, bundle: their selections are priced by the pricing module).
     */
    async sellableVariant(scope: ServiceScope, sku: string, selected: SelectedOptions = {}): Promise<SellableVariant | undefined> {
      const record = await bySku(scope, sku);
      if (!record) return undefined;
      let variant: ProductRecord | undefined = record;
      if (record.type === "configurable") {
        if (!isVariantAttribute(record.configurableAttribute)) return undefined;
        const attribute = VARIANT_ATTRIBUTES[record.configurableAttribute];
        const value = (selected[attribute.code] ?? selected[attribute.id])?.trim().toLowerCase();
        if (!value) return undefined;
        const variants = await loadersOf(scope).variants.load(record.id);
        variant = variants.find((candidate) => candidate.variantValue?.toLowerCase() === value);
      } else if (record.type !== "simple") {
        return undefined;
      }
      if (!variant) return undefined;
      const [product, variantPrices] = await Promise.all([pageProduct(scope, variant), prices(scope, variant)]);
      return { product, variant, prices: variantPrices, stock: { isInStock: isUnitInStock(variant), quantity: Math.max(0, variant.stockQty) } };
    },

    /** A configurable's variants, in position order (none for other types). */
    async variants(scope: ServiceScope, record: ProductRecord): Promise<ProductRecord[]> {
      return record.type === "configurable" ? loadersOf(scope).variants.load(record.id) : [];
    },
    /** A grouped product's active items. */
    async groupedItems(scope: ServiceScope, record: ProductRecord): Promise<ProductRecord[]> {
      if (record.type !== "grouped") return [];
      const loaders = loadersOf(scope);
      return present(await loaders.byId.loadAll(await loaders.groupedItemIds.load(record.id)));
    },
    /** Label badges of the page product, named in the scope's language. */
    async labels(scope: ServiceScope, record: ProductRecord): Promise<{ code: string; label: string }[]> {
      const owner = await pageProduct(scope, record);
      const codes = await loadersOf(scope).labels.load(owner.id);
      return codes.map((code) => ({ code, label: labelName(code, scope.store.language) }));
    },
    familyLabel: (scope: ServiceScope, record: ProductRecord): string => familyName(record.family, scope.store.language, "singular"),
    geographicalOrigin: (scope: ServiceScope, owner: ProductRecord): string | null =>
      geographicalOrigin(owner.originCountry, owner.originRegion, scope.store.locale),

    /**
     * The configurable's option (its variant attribute) and the values its variants offer: one
     * per value, in stock when any variant with it is, a colour swatch (the dictionary's, else a
     * known colour) or the label as text, volumes and sizes in measure order.
     */
    async configurableOptions(scope: ServiceScope, record: ProductRecord): Promise<ConfigurableOption[]> {
      if (record.type !== "configurable" || !isVariantAttribute(record.configurableAttribute)) return [];
      const loaders = loadersOf(scope);
      const [variants, dictionary] = await Promise.all([loaders.variants.load(record.id), loaders.attributeOptions()]);
      const attribute = VARIANT_ATTRIBUTES[record.configurableAttribute];
      const { language } = scope.store;
      const values = new Map<string, ConfigurableOptionValue & { order: number }>();
      for (const [index, variant] of variants.entries()) {
        const value = variant.variantValue;
        if (!value) continue;
        const known = values.get(value);
        if (known) {
          known.isInStock ||= isUnitInStock(variant);
          continue;
        }
        const option = dictionary.get(attribute.code)?.get(value);
        const label = option?.label[language] || value;
        const colour = attribute.swatchType === "color" ? (option?.swatch ?? colourSwatch(value)) : null;
        values.set(value, {
          label,
          value,
          swatch: colour ? { type: "color", value: colour } : { type: "text", value: label },
          isInStock: isUnitInStock(variant),
          order: measureOrder(value) ?? Number.MAX_SAFE_INTEGER - variants.length + index,
        });
      }
      return [
        {
          id: attribute.id,
          label: attribute.label[language],
          attribute: { id: attribute.id, code: attribute.code, label: attribute.label[language] },
          values: [...values.values()].sort((a, b) => a.order - b.order).map(({ order: _order, ...value }) => value),
        },
      ];
    },
    /** The option values a variant stands for (its parent's attribute and its value). */
    async selectedOptions(scope: ServiceScope, record: ProductRecord): Promise<{ option_id: string; option_value: string; label: string }[]> {
      if (record.parentId === null || !record.variantValue) return [];
      const parent = await pageProduct(scope, record);
      if (!isVariantAttribute(parent.configurableAttribute)) return [];
      const attribute = VARIANT_ATTRIBUTES[parent.configurableAttribute];
      const option = (await loadersOf(scope).attributeOptions()).get(attribute.code)?.get(record.variantValue);
      return [{ option_id: attribute.id, option_value: record.variantValue, label: option?.label[scope.store.language] || record.variantValue }];
    },
    /** A bundle's own base price (box, booklet) to which its chosen items add theirs. */
    bundleBasePrice(scope: ServiceScope, record: ProductRecord): { regularPrice: PriceInclExcl; finalPrice: PriceInclExcl } | null {
      if (record.type !== "bundle") return null;
      const base = simplePrices(record);
      return { regularPrice: price(scope, base.regularCents), finalPrice: price(scope, base.finalCents) };
    },
    /** A bundle's options with their active choices. */
    async bundleOptions(scope: ServiceScope, record: ProductRecord): Promise<BundleOption[]> {
      if (record.type !== "bundle") return [];
      const loaders = loadersOf(scope);
      const options = await loaders.bundleOptions.load(record.id);
      return Promise.all(
        options.map(async (option: BundleOptionRecord): Promise<BundleOption> => {
          const products = await loaders.byId.loadAll(option.selections.map((selection) => selection.productId));
          return {
            id: String(option.id),
            label: option.title[scope.store.language],
            required: option.isRequired,
            type: option.type,
            values: option.selections.flatMap((selection, index) => {
              const product = products[index];
              return product
                ? [{ value: product.sku, label: product.name, defaultQuantity: selection.defaultQty, userDefinedQuantity: selection.userDefinedQty, product }]
                : [];
            }),
          };
        }),
      );
    },
    /** The product's custom options (engraving, gift wrap…) with their extra costs in the scope's currency. */
    async customOptions(scope: ServiceScope, record: ProductRecord): Promise<CustomOption[]> {
      const { language } = scope.store;
      return (await loadersOf(scope).customOptions.load(record.id)).map((option: CustomOptionRecord) => ({
        option_id: String(option.id),
        title: option.title[language],
        type: option.type,
        is_required: option.isRequired,
        max_characters: option.maxCharacters,
        extraCost: extraCost(scope, option.extraCost),
        values: option.values.map((value) => ({
          option_value_id: String(value.id),
          title: value.title[language],
          sort_order: value.sortOrder,
          extraCost: extraCost(scope, value.extraCost),
        })),
      }));
    },
    /** The page product's visible categories, in tree order. */
    categories: productCategories,
    /** The main category's trail (the deepest category, first in tree order among equals). */
    async breadcrumbs(scope: ServiceScope, record: ProductRecord): Promise<CategoryNode[]> {
      return categories.mainTrail(await productCategories(scope, record));
    },
    /** Products like this one (same family, nearest prices), at most 24; 8 unless told. */
    async related(scope: ServiceScope, record: ProductRecord, limit?: number | null): Promise<ProductRecord[]> {
      const wanted = Math.min(MAX_RELATED, Math.max(0, Math.trunc(limit ?? DEFAULT_RELATED)));
      if (wanted === 0) return [];
      const owner = await pageProduct(scope, record);
      const key = `${owner.id}:${wanted}`;
      const ids = scope.executor
        ? await createProductRepository(scope.executor).relatedIds(owner.id, wanted)
        : ((await readCache.load(await catalogVersion.of(scope), "related", [key], async () => new Map([[key, await repository.relatedIds(owner.id, wanted)]]))).get(key) ?? []);
      return present(await loadersOf(scope).byId.loadAll(ids));
    },
    /** The page product's URL in every store it is translated into. */
    async alternates(scope: ServiceScope, record: ProductRecord): Promise<StoreUrl[]> {
      const owner = await pageProduct(scope, record);
      return storeUrls(Object.fromEntries(Object.entries(owner.urlKeys).map(([language, urlKey]) => [language, `/${urlKey}`])));
    },
    /** Dictionary of variant attribute values (labels, swatches), per attribute code. */
    attributeOptions: (scope: ServiceScope) => loadersOf(scope).attributeOptions(),

    /** Current catalogue version (changes with every reindex); listings are cached under it. */
    catalogVersion: () => catalogVersion.current(),
    /**
     * Forgets this process's cached reads that carry the stock of these listed products (applied
     * from the stock-change feed, modules/stock): their records and their variants', grouped
     * items' and bundle choices' (stock quantities), their variant lists, and every product's
     * related products (ranked in stock first). Reads in flight are not kept (catalogue-read-cache.ts).
     */
    async forgetStock(listedIds: readonly number[]): Promise<void> {
      if (listedIds.length === 0) return;
      const members = await repository.stockMemberIds(listedIds);
      for (const language of CONTENT_LANGUAGES) {
        readCache.forget(`product|${language}`, [...listedIds, ...members]);
        readCache.forget(`variants|${language}`, listedIds);
      }
      readCache.forget("related");
    },
    /**
     * Rebuilds the listing index of these products (see listing/product-index.ts). Call after any
     * change but stock (modules/stock changes stock without a new catalogue version).
     */
    reindex: (ids: readonly number[] | "all", options?: Parameters<typeof reindexProducts>[2]) => reindexProducts(db, ids, options),
    mediaSource: (sku: string) => loadProductMediaSource(db, sku),

    imageUrl,
    images(scope: ServiceScope, record: ProductRecord): { url: string; alt: string; width: number; height: number }[] {
      return [{ url: imageUrl(record.sku, scope.store.language), alt: record.name, width: VISUAL_SIZE, height: VISUAL_SIZE }];
    },
    /** Absolute-path URL of a product document (always served by this server, never a CDN). */
    documentUrl(sku: string, kind: ProductDocumentKind, language: ContentLanguage): string {
      return `${MEDIA_PATH}/documents/${encodeURIComponent(sku)}/${kind}-${language}.pdf`;
    },
    categoryImageUrl(categoryId: number, language: ContentLanguage): string {
      return `${mediaBase}/category/${categoryId}.svg${language === "fr" ? "" : `?lang=${language}`}`;
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;

/** What a product's price depends on (ProductService.priceSources). */
export interface ProductPriceSources {
  record: ProductRecord;
  variants: ProductRecord[];
  groupedIds: number[];
  bundleOptions: BundleOptionRecord[];
  customOptions: CustomOptionRecord[];
  /** Grouped items and bundle choices by id. */
  linked: Map<number, ProductRecord>;
  tiers: Map<number, TierPriceRecord[]>;
}
