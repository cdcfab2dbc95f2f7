import type { GraphQLContext } from "../../graphql/context.ts";
import { loadOnce } from "../../load-once.ts";
import { productLoadersOf } from "../product/product-loaders.ts";
import type { CategoryTree } from "./service.ts";

// One lookup per operation context, however many fields (menu, children, route, breadcrumbs) ask.
const treesByContext = new WeakMap<GraphQLContext, Promise<CategoryTree>>();

/**
 * The category tree of the request's store language: read once per process and catalogue
 * version (whatever changes categories moves the version on, as product changes do), looked up
 * at most once per operation.
 */
export function categoryTreeOf(context: GraphQLContext): Promise<CategoryTree> {
  // A failed load is not kept: the next field of the operation may try again.
  return loadOnce(treesByContext, context, async () => {
    const { language } = context.store;
    const version = await productLoadersOf(context).catalogVersion();
    return context.services.products.readCache.single(version, `category-tree|${language}`, () => context.services.catalog.loadCategoryTree(language));
  });
}
