import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { servedProducts } from "../../graphql/served-content.ts";

export const showcaseResolvers: Resolvers = {
  Query: {
    newArrivals: async (_parent, { limit }, context) =>
      servedProducts(context, await context.services.showcase.products(context.scope, "newArrivals", limit)),
    currentOffers: async (_parent, { limit }, context) =>
      servedProducts(context, await context.services.showcase.products(context.scope, "currentOffers", limit)),
  },
};
