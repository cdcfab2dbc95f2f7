import type { GraphQLContext } from "../../graphql/context.ts";
import type { CategoryTree } from "./service.ts";

// One load per operation context, however many fields (menu, children, route, breadcrumbs) ask.
const treesByContext = new WeakMap<GraphQLContext, Promise<CategoryTree>>();

/** The category tree of the request's store language, loaded at most once per operation. */
export function categoryTreeOf(context: GraphQLContext): Promise<CategoryTree> {
  let tree = treesByContext.get(context);
  if (!tree) {
    tree = context.services.catalog.loadCategoryTree(context.store.language);
    // A failed load is not cached: the next field of the operation may try again.
    tree.catch(() => treesByContext.delete(context));
    treesByContext.set(context, tree);
  }
  return tree;
}
