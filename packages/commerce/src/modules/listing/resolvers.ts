import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { type ListingView, displayRateOf } from "./listing-view.ts";
import type { ContentLanguage } from "../../db/schema.ts";
import { baseCentsBound } from "../pricing/money.ts";
import { servedProducts } from "../../graphql/served-content.ts";
import { geographicalOrigin } from "../product/service.ts";
import { type FilterCode, FILTER_CODES, PAGE_SIZES, SORT_FIELDS, type SortField, normaliseListingInput, VALUE_FILTERS } from "./listing-query.ts";
import { type FacetCounts, PRICE_RANGES } from "./listing-service.ts";
import { type Localised, VARIANT_ATTRIBUTES, familyName, labelName, measureOrder } from "../product/product-attributes.ts";
import type { AttributeOptionRecord } from "../product/product-records.ts";
import { listingTag } from "../stock/stock-change-feed.ts";

/** A facet lists at most 10 buckets, each with at least one product (docs/product-rules.md#listings). */
export const FACET_SIZE = 10;
export const MIN_DOC_COUNT = 1;

const FACET_LABELS: Record<FilterCode, Localised> = {
  category: { fr: "Catégorie", en: "Category" },
  family: { fr: "Type de produit", en: "Product type" },
  is_organic: { fr: "Agriculture biologique", en: "Organic" },
  labels: { fr: "Labels", en: "Labels" },
  origin: { fr: "Origine", en: "Origin" },
  volume: VARIANT_ATTRIBUTES.volume.label,
  size: VARIANT_ATTRIBUTES.size.label,
  color: VARIANT_ATTRIBUTES.color.label,
  in_stock: { fr: "Disponibilité", en: "Availability" },
};

const BOOLEAN_LABELS: Record<"is_organic" | "in_stock", Record<string, Localised>> = {
  is_organic: { "1": { fr: "Bio", en: "Organic" }, "0": { fr: "Conventionnel", en: "Conventional" } },
  in_stock: { "1": { fr: "En stock", en: "In stock" }, "0": { fr: "Épuisé", en: "Out of stock" } },
};

const SORT_LABELS: Record<SortField, Localised> = {
  relevance: { fr: "Pertinence", en: "Relevance" },
  position: { fr: "Notre sélection", en: "Our selection" },
  price: { fr: "Prix", en: "Price" },
  name: { fr: "Nom", en: "Name" },
  newest: { fr: "Nouveautés", en: "Newest" },
};

interface Bucket {
  value: string;
  label: string;
  docCount: number;
  selected: boolean;
  /** Natural order of the facet's values (tree order, sizes…); undefined: by count. */
  order?: number;
}


/** The 10 most frequent buckets, plus any chosen value, in the facet's natural order. */
function topBuckets(buckets: Bucket[]): Bucket[] {
  const present = buckets.filter((bucket) => bucket.docCount >= MIN_DOC_COUNT || bucket.selected);
  const byCount = [...present].sort((a, b) => b.docCount - a.docCount || (a.order ?? 0) - (b.order ?? 0) || a.label.localeCompare(b.label));
  const kept = new Set(byCount.slice(0, FACET_SIZE));
  for (const bucket of present) if (bucket.selected) kept.add(bucket);
  return byCount.filter((bucket) => kept.has(bucket)).sort((a, b) => (a.order !== undefined && b.order !== undefined ? a.order - b.order : 0));
}

function buildFacets(
  view: ListingView,
  counts: FacetCounts,
  language: ContentLanguage,
  locale: string,
  dictionary: Map<string, Map<string, AttributeOptionRecord>>,
) {
  const chosen = (code: FilterCode) => new Set(view.result.filters[code] ?? []);
  const facet = (code: FilterCode, buckets: Bucket[]) => ({ code, label: FACET_LABELS[code][language], buckets: topBuckets(buckets) });
  const fromMap = (code: FilterCode, map: Map<string, number>, label: (value: string) => string, order?: (value: string) => number | undefined) => {
    const selected = chosen(code);
    return facet(
      code,
      [...map].map(([value, docCount]) => ({ value, label: label(value), docCount, selected: selected.has(value), order: order?.(value) })),
    );
  };

  const selectedCategories = chosen("category");
  const facets = [
    facet(
      "category",
      view.node.children.map((child, index) => ({
        value: String(child.id),
        label: child.name,
        docCount: counts.category.get(child.id) ?? 0,
        selected: selectedCategories.has(String(child.id)),
        order: index,
      })),
    ),
    fromMap("family", counts.columns.family, (value) => familyName(value, language)),
    fromMap("is_organic", counts.columns.is_organic, (value) => BOOLEAN_LABELS.is_organic[value]?.[language] ?? value, (value) => -Number(value)),
    fromMap("labels", counts.values.labels, (value) => labelName(value, language)),
    fromMap("origin", counts.columns.origin, (value) => geographicalOrigin(value, null, locale) ?? value),
    ...VALUE_FILTERS.filter((code) => code !== "labels").map((code) => {
      const options = dictionary.get(code);
      return fromMap(
        code,
        counts.values[code],
        (value) => options?.get(value)?.label[language] || value,
        (value) => measureOrder(value) ?? options?.get(value)?.position,
      );
    }),
    fromMap("in_stock", counts.columns.in_stock, (value) => BOOLEAN_LABELS.in_stock[value]?.[language] ?? value, (value) => -Number(value)),
  ];
  // A facet is offered only when choosing in it could narrow the listing (two values or more, or one
  // value some products lack) or when a value of it is chosen (so that it can be unchosen): the
  // guides, all downloads and none organic, have no availability nor organic facet.
  const total = view.result.total;
  return facets.filter(
    (entry) => entry.buckets.length > 1 || entry.buckets.some((bucket) => bucket.selected || bucket.docCount < total),
  );
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** "10 € à 25 €", "£10 to £25": a range in the display currency. */
function priceRangeName(range: (typeof PRICE_RANGES)[number], language: ContentLanguage, locale: string, currency: string): string {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 });
    priceFormats.set(key, format);
  }
  const from = format.format(range.from / 100);
  if (range.to === null) return language === "fr" ? `${from} et plus` : `${from} and over`;
  const to = format.format(range.to / 100);
  if (range.from === 0) return language === "fr" ? `Moins de ${to}` : `Under ${to}`;
  return language === "fr" ? `${from} à ${to}` : `${from} to ${to}`;
}


export const listingResolvers: Resolvers = {
  Category: {
    products: async (node, { input }, context): Promise<ListingView> => {
      const query = normaliseListingInput(input, undefined, displayRateOf(context));
      // Its counts, in-stock facet and order follow its products' availability.
      context.dependsOn(listingTag(node.id));
      const result = await context.services.listings.ofCategory(context.scope, node, query);
      return { node, query, result };
    },
    imageUrl: (node, _args, context) => context.services.products.categoryImageUrl(node.id, context.store.language),
  },
  ProductListing: {
    total: (view) => view.result.total,
    page: (view) => view.result.page,
    pageLength: (view) => view.result.pageLength,
    pageCount: (view) => view.result.pageCount,
    pageSizes: () => [...PAGE_SIZES],
    products: async (view, _args, context) => servedProducts(context, await context.services.products.byIds(context.scope, view.result.productIds)),
    facets: async (view, _args, context) =>
      buildFacets(view, view.result.facets, context.store.language, context.store.locale, await context.services.products.attributeOptions(context.scope)),
    priceRanges: (view, _args, context) => {
      const { minCents, maxCents, displayRate } = view.query;
      return PRICE_RANGES.map((range, index) => {
        // Selected when the filter applied is this range's, as its min and max would have set it.
        const floor = baseCentsBound(range.from, displayRate, "lower");
        const ceiling = range.to === null ? undefined : baseCentsBound(range.to - 1, displayRate, "upper");
        return {
          name: priceRangeName(range, context.store.language, context.store.locale, context.currency),
          value: range.value,
          docCount: view.result.facets.priceRanges[index] ?? 0,
          min: range.from / 100,
          max: range.to === null ? null : (range.to - 1) / 100,
          selected: (minCents !== undefined || maxCents !== undefined) && (minCents ?? 0) === floor && maxCents === ceiling,
        };
      });
    },
    sortFields: (view, _args, context) =>
      (view.sortFields ?? SORT_FIELDS).map((field) => ({ field, label: SORT_LABELS[field][context.store.language] })),
    appliedSort: (view) => view.query.sort,
    appliedFilters: (view) =>
      FILTER_CODES.flatMap((code) => {
        const values = view.result.filters[code];
        return values?.length ? [{ name: code, values }] : [];
      }),
  },
};
