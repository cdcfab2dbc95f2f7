import type { GraphQLContext } from "../../graphql/context.ts";
import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { servedCategories, servedProduct, servedProducts } from "../../graphql/served-content.ts";
import type { ProductRecord } from "./product-records.ts";
import { paragraphsOf } from "./service.ts";

/** A field of the page product (a variant's parent): read at once for most products, after loading the parent for variants. */
const fromPageProduct =
  <T>(pick: (owner: ProductRecord, record: ProductRecord, context: GraphQLContext) => T) =>
  (record: ProductRecord, _args: unknown, context: GraphQLContext): T | Promise<T> =>
    record.parentId === null
      ? pick(record, record, context)
      : context.services.products.pageProduct(context.scope, record).then((owner) => pick(owner, record, context));

export const productResolvers: Resolvers = {
  Query: {
    product: async (_parent, { sku }, context) => servedProduct(context, await context.services.products.bySku(context.scope, sku)),
    products: async (_parent, { skus }, context) => servedProducts(context, await context.services.products.bySkus(context.scope, skus)),
    // The name half of the suggestions is the search's name index: the search service answers.
    skuSuggestions: async (_parent, { text }, context) => servedProducts(context, await context.services.search.skuSuggestions(context.scope, text)),
  },
  Entity: {
    product: async (entity: { type: string; product?: ProductRecord; sku?: string }, _args, context) => {
      if (entity.product) return servedProduct(context, entity.product);
      return entity.type === "product" && entity.sku ? servedProduct(context, await context.services.products.bySku(context.scope, entity.sku)) : null;
    },
  },
  Product: {
    label: (record) => record.name,
    overview: fromPageProduct((owner, record) => record.shortDescription ?? owner.shortDescription),
    urlKey: fromPageProduct((owner) => owner.urlKey ?? ""),
    path: fromPageProduct((owner) => (owner.urlKey ? `/${owner.urlKey}` : "")),
    shortDescription: fromPageProduct((owner, record) => record.shortDescription ?? owner.shortDescription),
    description: fromPageProduct((owner, record) => paragraphsOf(record.description ?? owner.description)),
    familyLabel: (record, _args, context) => context.services.products.familyLabel(context.scope, record),
    botanical_name: fromPageProduct((owner) => owner.botanicalName),
    geographical_origin: fromPageProduct((owner, _record, context) => context.services.products.geographicalOrigin(context.scope, owner)),
    conformity_cas: fromPageProduct((owner) => owner.casNumber),
    is_organic: fromPageProduct((owner) => owner.isOrganic),
    specificity: fromPageProduct((owner) => owner.specificity),
    labels: (record, _args, context) => context.services.products.labels(context.scope, record),
    // A downloadable guide is a file, not a substance or an article: it has no data sheets.
    technical_document: fromPageProduct((owner, _record, context) =>
      owner.isVirtual ? null : context.services.products.documentUrl(owner.sku, "technical", context.store.language),
    ),
    fds: fromPageProduct((owner, _record, context) => (owner.isVirtual ? null : context.services.products.documentUrl(owner.sku, "fds", context.store.language))),
    imageUrl: (record, _args, context) => context.services.products.imageUrl(record.sku, context.store.language),
    images: (record, _args, context) => context.services.products.images(context.scope, record),
    stock: (record, _args, context) => context.services.products.stock(context.scope, record),
    prices: (record, _args, context) => context.services.products.prices(context.scope, record),
    configurations: async (record, _args, context) =>
      servedProducts(context, await context.services.products.variants(context.scope, record)),
    configurableOptions: (record, _args, context) => context.services.products.configurableOptions(context.scope, record),
    selectedOptions: (record, _args, context) => context.services.products.selectedOptions(context.scope, record),
    groupedItems: async (record, _args, context) =>
      servedProducts(context, await context.services.products.groupedItems(context.scope, record)),
    bundleBasePrice: (record, _args, context) => context.services.products.bundleBasePrice(context.scope, record),
    bundleOptions: async (record, _args, context) =>
      (await context.services.products.bundleOptions(context.scope, record)).map((option) => ({
        ...option,
        values: option.values.map((value) => ({ ...value, product: servedProduct(context, value.product) })),
      })),
    customOptions: (record, _args, context) => context.services.products.customOptions(context.scope, record),
    categories: async (record, _args, context) =>
      servedCategories(context, await context.services.products.categories(context.scope, record)),
    breadcrumbs: async (record, _args, context) =>
      servedCategories(context, await context.services.products.breadcrumbs(context.scope, record)),
    related: async (record, { limit }, context) =>
      servedProducts(context, await context.services.products.related(context.scope, record, limit)),
    metaTitle: fromPageProduct((owner, record) => owner.metaTitle ?? record.name),
    metaDescription: fromPageProduct((owner) => owner.metaDescription ?? owner.shortDescription),
    alternates: (record, _args, context) => context.services.products.alternates(context.scope, record),
  },
  BundleOptionValue: {
    prices: (value, _args, context) => context.services.products.prices(context.scope, value.product),
  },
};
