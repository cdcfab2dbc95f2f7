import type { GraphQLContext, Resolvers } from "../../graphql/context.ts";
import type { ContentLanguage } from "../../db/schema.ts";
import { contentHash } from "../cms/content-metadata.ts";
import type { AlternateSource } from "../cms/resolvers.ts";
import { type PriceInclExcl, inclTaxCents, priceInclExcl, toMoney } from "../pricing/money.ts";
import { type ExtraCostSource, effectiveTierPrices, simplePrices } from "../pricing/product-prices.ts";
import { type Store, stores } from "../shop/stores.ts";
import { VARIANT_ATTRIBUTES, colourSwatch, familyName, isVariantAttribute, labelName, measureOrder } from "./product-attributes.ts";
import { productLoadersOf } from "./product-loaders.ts";
import { type BundleOptionRecord, type CustomOptionRecord, type CustomOptionValueRecord, type ProductRecord, hasNoControlCharacters } from "./product-repository.ts";
import { isInStock, isUnitInStock, summarisePrices } from "./product-summary.ts";
import { servedCategory } from "./resolvers.ts";
import { categoryTreeOf } from "./request-tree.ts";
import { type CategoryNode, categoryBreadcrumbs } from "./service.ts";

/** Skus are short codes; anything longer is unknown without a query. */
const MAX_SKU_LENGTH = 64;
const MAX_SKUS = 100;
const MAX_RELATED = 24;
const VISUAL_SIZE = 800;

// Records are shared by the requests of one catalogue version: hash each once.
const hashes = new WeakMap<ProductRecord, string>();

/** Every product a response carries is reported in its content metadata (spec §3). */
export function servedProduct(context: GraphQLContext, record: ProductRecord | undefined): ProductRecord | null {
  if (!record) return null;
  let hash = hashes.get(record);
  if (!hash) {
    hash = contentHash("product", record.sku, record.language, record.updatedAt);
    hashes.set(record, hash);
  }
  context.recordContent({ type: "product", id: record.sku, hash });
  return record;
}

const servedProducts = (context: GraphQLContext, records: (ProductRecord | undefined)[]) =>
  records.filter((record): record is ProductRecord => !!record).map((record) => servedProduct(context, record)!);

/** A variant's descriptive fields are its parent's: the product a shopper sees a page of. */
async function pageProduct(record: ProductRecord, context: GraphQLContext): Promise<ProductRecord> {
  if (record.parentId === null) return record;
  return (await productLoadersOf(context).byId.load(record.parentId)) ?? record;
}

/** A field of the page product: read at once for most products, after loading the parent for variants. */
const fromPageProduct =
  <T>(pick: (owner: ProductRecord, record: ProductRecord, context: GraphQLContext) => T) =>
  (record: ProductRecord, _args: unknown, context: GraphQLContext): T | Promise<T> =>
    record.parentId === null ? pick(record, record, context) : pageProduct(record, context).then((owner) => pick(owner, record, context));

export async function productBySku(sku: string, context: GraphQLContext): Promise<ProductRecord | undefined> {
  const trimmed = sku.trim();
  // Control characters are in no sku (and PostgreSQL refuses a NUL in a parameter).
  if (!trimmed || trimmed.length > MAX_SKU_LENGTH || !hasNoControlCharacters(trimmed)) return undefined;
  const loaders = productLoadersOf(context);
  // Skus are upper case; a quick order typed in lower case finds them too.
  const id = (await loaders.idBySku.load(trimmed)) ?? (await loaders.idBySku.load(trimmed.toUpperCase()));
  return id === undefined ? undefined : loaders.byId.load(id);
}

const money = (cents: number, context: GraphQLContext) => toMoney(cents, context.currency, context.config.exchangeRates);
const price = (exclTaxCents: number, context: GraphQLContext): PriceInclExcl =>
  priceInclExcl(exclTaxCents, context.currency, context.config.exchangeRates);

async function productPrices(record: ProductRecord, context: GraphQLContext) {
  const loaders = productLoadersOf(context);
  const summary = summarisePrices(await loaders.familyTree(record));
  const tiers = record.type === "simple" ? await loaders.tierPrices.load(record.id) : [];
  return {
    regularPrice: price(summary.regularCents, context),
    finalPrice: price(summary.finalCents, context),
    minPrice: price(summary.minCents, context),
    tierPrice: effectiveTierPrices(summary.finalCents, tiers).map((tier) => ({
      qty: tier.qty,
      priceInclTax: money(inclTaxCents(tier.priceCents), context),
      priceExclTax: money(tier.priceCents, context),
    })),
  };
}

function extraCost(extra: ExtraCostSource | null, context: GraphQLContext) {
  if (!extra) return null;
  if (extra.type === "fixed") {
    return { type: "fixed", priceInclTax: money(inclTaxCents(extra.cents), context), priceExclTax: money(extra.cents, context), rate: null };
  }
  return { type: "percentage", priceInclTax: null, priceExclTax: null, rate: extra.rateBp / 100 };
}

// Country names per locale and code: ICU's lookup (`Intl.DisplayNames#of`) costs microseconds and a
// listing asks for the same few countries on every product.
const countryNamesByLocale = new Map<string, Map<string, string>>();

function countryName(country: string, locale: string): string {
  let names = countryNamesByLocale.get(locale);
  if (!names) {
    names = new Map();
    countryNamesByLocale.set(locale, names);
  }
  let name = names.get(country);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([locale], { type: "region" }).of(country.toUpperCase()) ?? country;
    } catch {
      name = country;
    }
    // Codes come from the catalogue (a few hundred at most), so the map stays small.
    names.set(country, name);
  }
  return name;
}

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

/** Categories in tree order: top first, then depth-first by position. */
function treeOrder(nodes: CategoryNode[]): CategoryNode[] {
  const key = (node: CategoryNode) => [...categoryBreadcrumbs(node), node].map((step) => String(step.position).padStart(8, "0")).join("/");
  return [...nodes].sort((a, b) => key(a).localeCompare(key(b)));
}

async function productCategories(record: ProductRecord, context: GraphQLContext): Promise<CategoryNode[]> {
  const owner = await pageProduct(record, context);
  const [ids, tree] = await Promise.all([productLoadersOf(context).categoryIds.load(owner.id), categoryTreeOf(context)]);
  return treeOrder(ids.map((id) => tree.byId.get(id)).filter((node): node is CategoryNode => !!node));
}

function customOptionValue(value: CustomOptionValueRecord, language: ContentLanguage, context: GraphQLContext) {
  return {
    option_value_id: String(value.id),
    title: value.title[language],
    sort_order: value.sortOrder,
    extraCost: extraCost(value.extraCost, context),
  };
}

function customOption(option: CustomOptionRecord, context: GraphQLContext) {
  const { language } = context.store;
  return {
    option_id: String(option.id),
    title: option.title[language],
    type: option.type,
    is_required: option.isRequired,
    max_characters: option.maxCharacters,
    extraCost: extraCost(option.extraCost, context),
    values: option.values.map((value) => customOptionValue(value, language, context)),
  };
}

async function bundleOption(option: BundleOptionRecord, context: GraphQLContext) {
  const loaders = productLoadersOf(context);
  const products = await loaders.byId.loadAll(option.selections.map((selection) => selection.productId));
  return {
    id: String(option.id),
    label: option.title[context.store.language],
    required: option.isRequired,
    type: option.type,
    values: option.selections.flatMap((selection, index) => {
      const product = products[index];
      if (!product) return [];
      return [
        {
          value: product.sku,
          label: product.name,
          defaultQuantity: selection.defaultQty,
          userDefinedQuantity: selection.userDefinedQty,
          product: servedProduct(context, product),
        },
      ];
    }),
  };
}

const localeOf = (context: GraphQLContext) => context.store.locale;

export const productResolvers: Resolvers = {
  Query: {
    product: async (_parent, { sku }: { sku: string }, context) => servedProduct(context, await productBySku(sku, context)),
    products: async (_parent, { skus }: { skus: string[] }, context) => {
      const wanted = [...new Set(skus.slice(0, MAX_SKUS).map((sku) => sku.trim()))];
      const records = await Promise.all(wanted.map((sku) => productBySku(sku, context)));
      // Two spellings of one sku (lower and upper case) answer once.
      const seen = new Set<number>();
      return servedProducts(
        context,
        records.filter((record) => record && !seen.has(record.id) && seen.add(record.id)),
      );
    },
  },
  Entity: {
    product: async (entity: { type: string; product?: ProductRecord; sku?: string }, _args, context) => {
      if (entity.product) return servedProduct(context, entity.product);
      return entity.type === "product" && entity.sku ? servedProduct(context, await productBySku(entity.sku, context)) : null;
    },
  },
  Product: {
    label: (record: ProductRecord) => record.name,
    overview: fromPageProduct((owner, record) => record.shortDescription ?? owner.shortDescription),
    urlKey: fromPageProduct((owner) => owner.urlKey ?? ""),
    path: fromPageProduct((owner) => (owner.urlKey ? `/${owner.urlKey}` : "")),
    shortDescription: fromPageProduct((owner, record) => record.shortDescription ?? owner.shortDescription),
    description: fromPageProduct((owner, record) => paragraphsOf(record.description ?? owner.description)),
    familyLabel: (record: ProductRecord, _args, context) => familyName(record.family, context.store.language, "singular"),
    botanical_name: fromPageProduct((owner) => owner.botanicalName),
    geographical_origin: fromPageProduct((owner, _record, context) => geographicalOrigin(owner.originCountry, owner.originRegion, localeOf(context))),
    conformity_cas: fromPageProduct((owner) => owner.casNumber),
    is_organic: fromPageProduct((owner) => owner.isOrganic),
    specificity: fromPageProduct((owner) => owner.specificity),
    labels: fromPageProduct(async (owner, _record, context) => {
      const codes = await productLoadersOf(context).labels.load(owner.id);
      return codes.map((code) => ({ code, label: labelName(code, context.store.language) }));
    }),
    technical_document: fromPageProduct((owner, _record, context) =>
      context.services.products.documentUrl(owner.sku, "technical", context.store.language),
    ),
    fds: fromPageProduct((owner, _record, context) => context.services.products.documentUrl(owner.sku, "fds", context.store.language)),
    imageUrl: (record: ProductRecord, _args, context) => context.services.products.imageUrl(record.sku, context.store.language),
    images: (record: ProductRecord, _args, context) => [
      { url: context.services.products.imageUrl(record.sku, context.store.language), alt: record.name, width: VISUAL_SIZE, height: VISUAL_SIZE },
    ],
    stock: async (record: ProductRecord, _args, context) => ({ isInStock: isInStock(await productLoadersOf(context).familyTree(record)) }),
    prices: (record: ProductRecord, _args, context) => productPrices(record, context),
    // Reviews arrive with their own issue: until then no product has any (no table to read).
    reviewsLayer: () => ({ total: 0, ratingAverage: 0, reviews: [] }),
    configurations: async (record: ProductRecord, _args, context) =>
      record.type === "configurable" ? servedProducts(context, await productLoadersOf(context).variants.load(record.id)) : [],
    configurableOptions: async (record: ProductRecord, _args, context) => {
      if (record.type !== "configurable" || !isVariantAttribute(record.configurableAttribute)) return [];
      const loaders = productLoadersOf(context);
      const [variants, dictionary] = await Promise.all([loaders.variants.load(record.id), loaders.attributeOptions()]);
      const attribute = VARIANT_ATTRIBUTES[record.configurableAttribute];
      const { language } = context.store;
      const values = new Map<string, { label: string; value: string; swatch: { type: string; value: string }; isInStock: boolean; order: number }>();
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
          values: [...values.values()].sort((a, b) => a.order - b.order),
        },
      ];
    },
    selectedOptions: async (record: ProductRecord, _args, context) => {
      if (record.parentId === null || !record.variantValue) return [];
      const parent = await pageProduct(record, context);
      if (!isVariantAttribute(parent.configurableAttribute)) return [];
      const attribute = VARIANT_ATTRIBUTES[parent.configurableAttribute];
      const option = (await productLoadersOf(context).attributeOptions()).get(attribute.code)?.get(record.variantValue);
      return [{ option_id: attribute.id, option_value: record.variantValue, label: option?.label[context.store.language] || record.variantValue }];
    },
    groupedItems: async (record: ProductRecord, _args, context) => {
      if (record.type !== "grouped") return [];
      const loaders = productLoadersOf(context);
      return servedProducts(context, await loaders.byId.loadAll(await loaders.groupedItemIds.load(record.id)));
    },
    bundleBasePrice: (record: ProductRecord, _args, context) => {
      if (record.type !== "bundle") return null;
      const base = simplePrices(record);
      return { regularPrice: price(base.regularCents, context), finalPrice: price(base.finalCents, context) };
    },
    bundleOptions: async (record: ProductRecord, _args, context) => {
      if (record.type !== "bundle") return [];
      const options = await productLoadersOf(context).bundleOptions.load(record.id);
      return Promise.all(options.map((option) => bundleOption(option, context)));
    },
    customOptions: async (record: ProductRecord, _args, context) =>
      (await productLoadersOf(context).customOptions.load(record.id)).map((option) => customOption(option, context)),
    categories: async (record: ProductRecord, _args, context) =>
      (await productCategories(record, context)).map((node) => servedCategory(context, node)),
    breadcrumbs: async (record: ProductRecord, _args, context) => {
      const categories = await productCategories(record, context);
      // The main category: the deepest, first in tree order among equals.
      const main = [...categories].sort((a, b) => b.level - a.level)[0];
      return main ? [...categoryBreadcrumbs(main), main].map((node) => servedCategory(context, node)) : [];
    },
    related: async (record: ProductRecord, { limit }: { limit?: number | null }, context) => {
      const wanted = Math.min(MAX_RELATED, Math.max(0, Math.trunc(limit ?? 8)));
      if (wanted === 0) return [];
      const owner = await pageProduct(record, context);
      const { repository, readCache } = context.services.products;
      const loaders = productLoadersOf(context);
      const key = `${owner.id}:${wanted}`;
      const found = await readCache.load(await loaders.catalogVersion(), "related", [key], async () =>
        new Map([[key, await repository.relatedIds(owner.id, wanted)]]),
      );
      return servedProducts(context, await loaders.byId.loadAll(found.get(key) ?? []));
    },
    metaTitle: fromPageProduct((owner, record) => owner.metaTitle ?? record.name),
    metaDescription: fromPageProduct((owner) => owner.metaDescription ?? owner.shortDescription),
    alternates: async (record: ProductRecord, _args, context): Promise<AlternateSource[]> => {
      const owner = await pageProduct(record, context);
      return (Object.values(stores) as Store[]).flatMap((store) => {
        const urlKey = owner.urlKeys[store.language];
        return urlKey ? [{ store, url: `/${urlKey}` }] : [];
      });
    },
  },
  BundleOptionValue: {
    prices: (value: { product: ProductRecord }, _args, context) => productPrices(value.product, context),
  },
};
