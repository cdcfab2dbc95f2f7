import type { GraphQLContext, Resolvers } from "../../graphql/context.ts";
import { stores } from "../shop/stores.ts";
import { categoryTreeOf } from "./request-tree.ts";
import { type CategoryNode, categoryBreadcrumbs, categoryUrl } from "./service.ts";

/** Every category a response carries is reported in its content metadata (spec §3). */
export function servedCategory(context: GraphQLContext, node: CategoryNode): CategoryNode;
export function servedCategory(context: GraphQLContext, node: CategoryNode | undefined): CategoryNode | null;
export function servedCategory(context: GraphQLContext, node: CategoryNode | undefined): CategoryNode | null {
  if (!node) return null;
  context.recordContent({ type: "category", id: String(node.id), hash: node.contentHash });
  return node;
}

const servedCategories = (context: GraphQLContext, nodes: CategoryNode[]) => nodes.map((node) => servedCategory(context, node));

/** Category ids are positive integers; anything else is unknown, not an error. */
const parseCategoryId = (id: string): number | undefined => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined);

export const categoryResolvers: Resolvers = {
  Query: {
    categories: async (_parent, _args, context) => {
      const tree = await categoryTreeOf(context);
      return servedCategories(
        context,
        tree.topLevel.filter((node) => node.includeInMenu),
      );
    },
    category: async (_parent, { id }: { id: string }, context) => {
      const categoryId = parseCategoryId(id);
      if (categoryId === undefined) return null;
      const tree = await categoryTreeOf(context);
      return servedCategory(context, tree.byId.get(categoryId));
    },
  },
  Category: {
    id: (node: CategoryNode) => String(node.id),
    url: (node: CategoryNode) => categoryUrl(node.urlPath),
    metaTitle: (node: CategoryNode) => node.metaTitle ?? node.name,
    metaDescription: (node: CategoryNode) => node.metaDescription ?? node.description,
    parent: (node: CategoryNode, _args, context) => servedCategory(context, node.parent),
    children: (node: CategoryNode, { menuOnly }: { menuOnly?: boolean | null }, context) =>
      servedCategories(
        context,
        menuOnly ? node.children.filter((child) => child.includeInMenu) : node.children,
      ),
    breadcrumbs: (node: CategoryNode, _args, context) => servedCategories(context, categoryBreadcrumbs(node)),
    alternates: (node: CategoryNode) =>
      Object.values(stores).flatMap((store) => {
        const urlPath = node.urlPaths[store.language];
        return urlPath ? [{ store, url: categoryUrl(urlPath) }] : [];
      }),
  },
};
