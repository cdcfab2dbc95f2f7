import type { GraphQLContext } from "../../graphql/context.ts";
import { loadOnce } from "../../load-once.ts";
import type { CategoryTree } from "./service.ts";

// One load per operation context, however many fields (menu, children, route, breadcrumbs) ask.
const treesByContext = new WeakMap<GraphQLContext, Promise<CategoryTree>>();

/** The category tree of the request's store language, loaded at most once per operation. */
export function categoryTreeOf(context: GraphQLContext): Promise<CategoryTree> {
  // A failed load is not kept: the next field of the operation may try again.
  return loadOnce(treesByContext, context, () => context.services.catalog.loadCategoryTree(context.store.language));
}
