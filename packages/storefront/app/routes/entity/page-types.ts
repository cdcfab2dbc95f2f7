import type { EntityTypeDefinition } from "../../features/url-resolution/entity-registry.ts";
import { CATEGORY_QUERY, categoryPage } from "./category-query.ts";
import CmsPageEntityScreen from "./cms-page-screen.tsx";
import CategoryEntityScreen from "./category-screen.tsx";
import { productPageQueries } from "./product-query.ts";
import ProductEntityScreen from "./product-screen.tsx";
import { pageHead, productPage } from "./resolved-head.ts";
import type { RouteEntity } from "./route-query.ts";

const skuOf = (entity: RouteEntity) => entity.sku ?? entity.identifier.replace(/^product:/, "");

/**
 * The page types a resolved URL can show, each described once: its screen, the GraphQL it needs
 * before rendering, its head and its canonical query string. The resolving route builds its registry from this list when the app
 * starts; an integrator's type is one more entry (see app/features/url-resolution/entity-registry.ts).
 */
export const PAGE_TYPES: Record<string, EntityTypeDefinition<RouteEntity>> = {
  "cms-page": {
    // Without a description of its own, its first paragraph describes it.
    head: (entity) => pageHead(entity.cmsPage, entity.cmsPage?.blocks.find((block) => block.type === "paragraph")?.text),
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
    queries: (entity, search) => productPageQueries(skuOf(entity), search),
    head: (entity) => pageHead(entity.product),
    canonicalSearch: productPage.canonicalSearch,
    Screen: ProductEntityScreen,
  },
};
