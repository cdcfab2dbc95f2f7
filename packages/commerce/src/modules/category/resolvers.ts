import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { servedCategories, servedCategory } from "../../graphql/served-content.ts";

export const categoryResolvers: Resolvers = {
  Query: {
    categories: async (_parent, _args, context) => servedCategories(context, await context.services.categories.menu(context.scope)),
    category: async (_parent, { id }, context) => servedCategory(context, await context.services.categories.byId(context.scope, id)),
  },
  Category: {
    id: (node) => String(node.id),
    url: (node, _args, context) => context.services.categories.url(node),
    metaTitle: (node) => node.metaTitle ?? node.name,
    metaDescription: (node) => node.metaDescription ?? node.description,
    parent: (node, _args, context) => servedCategory(context, node.parent),
    children: (node, { menuOnly }, context) =>
      servedCategories(context, context.services.categories.children(node, { menuOnly })),
    breadcrumbs: (node, _args, context) => servedCategories(context, context.services.categories.breadcrumbs(node)),
    alternates: (node, _args, context) => context.services.categories.alternates(node),
  },
};
