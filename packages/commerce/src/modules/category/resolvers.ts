import type { Resolvers } from "../../graphql/context.ts";
import { servedCategories, servedCategory } from "../../graphql/served-content.ts";
import type { CategoryNode } from "./service.ts";

export const categoryResolvers: Resolvers = {
  Query: {
    categories: async (_parent, _args, context) => servedCategories(context, await context.services.categories.menu(context.scope)),
    category: async (_parent, { id }: { id: string }, context) => servedCategory(context, await context.services.categories.byId(context.scope, id)),
  },
  Category: {
    id: (node: CategoryNode) => String(node.id),
    url: (node: CategoryNode, _args, context) => context.services.categories.url(node),
    metaTitle: (node: CategoryNode) => node.metaTitle ?? node.name,
    metaDescription: (node: CategoryNode) => node.metaDescription ?? node.description,
    parent: (node: CategoryNode, _args, context) => servedCategory(context, node.parent),
    children: (node: CategoryNode, { menuOnly }: { menuOnly?: boolean | null }, context) =>
      servedCategories(context, context.services.categories.children(node, { menuOnly })),
    breadcrumbs: (node: CategoryNode, _args, context) => servedCategories(context, context.services.categories.breadcrumbs(node)),
    alternates: (node: CategoryNode, _args, context) => context.services.categories.alternates(node),
  },
};
