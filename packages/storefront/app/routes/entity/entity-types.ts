import { entityRegistry } from "../../features/url-resolution/entity-registry.ts";
import type { Locale } from "../../lib/i18n.ts";
import { isLocale } from "../../lib/i18n.ts";
import { canonicalListingSearch, listingInputOf } from "../../features/catalog/listing/listing-state.ts";
import { CATEGORY_QUERY } from "./category-query.ts";
import { productPageQueries } from "./product-query.ts";
import type { RouteEntity } from "./route-query.ts";

/**
 * The entity types the shop shows: each screen is its own chunk — the category,
 * product and cms-page groups — loaded when a URL resolves to that type. Add an integrator's
 * type here the same way (see app/features/url-resolution/entity-registry.ts).
 */
const alternatesOf = (alternates: readonly { locale: string; url: string }[] | undefined) => {
  const result: Partial<Record<Locale, string>> = {};
  for (const alternate of alternates ?? []) if (isLocale(alternate.locale)) result[alternate.locale] = alternate.url;
  return result;
};

entityRegistry.register<RouteEntity>("cms-page", {
  head: (entity) => ({
    title: entity.cmsPage?.metaTitle,
    description: entity.cmsPage?.metaDescription,
    alternates: alternatesOf(entity.cmsPage?.alternates),
  }),
  loadScreen: () => import("./cms-page-screen.tsx"),
});

entityRegistry.register<RouteEntity>("category", {
  // The listing's state is the URL's query string.
  queries: (entity, search) => (entity.category ? [{ query: CATEGORY_QUERY, variables: { id: entity.category.id, input: listingInputOf(search ?? "") } }] : []),
  head: (entity) => ({
    title: entity.category?.metaTitle,
    description: entity.category?.metaDescription,
    alternates: alternatesOf(entity.category?.alternates),
  }),
  canonicalSearch: (search) => canonicalListingSearch(search).toString(),
  loadScreen: () => import("./category-screen.tsx"),
});

entityRegistry.register<RouteEntity>("product", {
  queries: (entity) => productPageQueries(entity.sku ?? entity.identifier.replace(/^product:/, "")),
  head: (entity) => ({
    title: entity.product?.metaTitle,
    description: entity.product?.metaDescription,
    alternates: alternatesOf(entity.product?.alternates),
  }),
  // A product's page is its path: options chosen on it are not other pages.
  canonicalSearch: () => "",
  loadScreen: () => import("./product-screen.tsx"),
});

export { alternatesOf, entityRegistry };
