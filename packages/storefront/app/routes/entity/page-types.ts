import type { EntityHead, EntityTypeDefinition } from "../../features/url-resolution/entity-registry.ts";
import { canonicalListingSearch, listingInputOf } from "../../features/catalog/listing/listing-state.ts";
import type { Locale } from "../../lib/i18n.ts";
import { isLocale } from "../../lib/i18n.ts";
import type { CategoryPageVariables } from "../../lib/generated/graphql.ts";
import { CATEGORY_QUERY } from "./category-query.ts";
import CmsPageEntityScreen from "./cms-page-screen.tsx";
import CategoryEntityScreen from "./category-screen.tsx";
import { productPageQueries } from "./product-query.ts";
import ProductEntityScreen from "./product-screen.tsx";
import type { RouteEntity } from "./route-query.ts";

const alternatesOf = (alternates: readonly { locale: string; url: string }[] | undefined) => {
  const result: Partial<Record<Locale, string>> = {};
  for (const alternate of alternates ?? []) if (isLocale(alternate.locale)) result[alternate.locale] = alternate.url;
  return result;
};

/** Every page the shop shows selects these fields: its browser-tab title, description and the same page in the other store. */
interface PageRecord {
  metaTitle?: string | null;
  metaDescription?: string | null;
  alternates?: readonly { locale: string; url: string }[];
}

/** A page's head (title, description, hreflang alternates) from its record. */
export const pageHead = (page: PageRecord | null | undefined): EntityHead => ({
  title: page?.metaTitle ?? undefined,
  description: page?.metaDescription,
  alternates: alternatesOf(page?.alternates),
});

/** Category pages, at their own path (`/huiles-essentielles`) and at `/category/:id`. */
export const categoryPage = {
  /** The listing's state is the URL's query string; a value it cannot use is ignored and reported to `warn`. */
  variables: (id: string, search: URLSearchParams | string, warn?: (message: string) => void): CategoryPageVariables => ({ id, input: listingInputOf(search, warn) }),
  /** The canonical URL keeps the listing's page (and a page size other than the default), not its filters, price bounds or sort. */
  canonicalSearch: (search: string) => canonicalListingSearch(search).toString(),
};

const skuOf = (entity: RouteEntity) => entity.sku ?? entity.identifier.replace(/^product:/, "");

/**
 * The page types a resolved URL can show, each described once: its screen, the GraphQL it needs
 * before rendering, its head and its canonical query string. The resolving route builds its registry from this list when the app
 * starts; an integrator's type is one more entry (see app/features/url-resolution/entity-registry.ts).
 */
export const PAGE_TYPES: Record<string, EntityTypeDefinition<RouteEntity>> = {
  "cms-page": {
    head: (entity) => pageHead(entity.cmsPage),
    // Built-in screens are bundled, not loaded on demand: a screen's styles come with the server's
    // page only when its module is in the route's chunks (one loaded on demand styles the page
    // only once its script has run).
    Screen: CmsPageEntityScreen,
  },
  category: {
    queries: (entity, search) => (entity.category ? [{ query: CATEGORY_QUERY, variables: categoryPage.variables(entity.category.id, search ?? "") }] : []),
    head: (entity) => pageHead(entity.category),
    canonicalSearch: categoryPage.canonicalSearch,
    Screen: CategoryEntityScreen,
  },
  product: {
    queries: (entity) => productPageQueries(skuOf(entity)),
    head: (entity) => pageHead(entity.product),
    // A product's page is its path: options chosen on it are not other pages.
    canonicalSearch: () => "",
    Screen: ProductEntityScreen,
  },
};
