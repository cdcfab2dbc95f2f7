import type { Resolvers } from "../../graphql/context.ts";
import { servedProducts } from "../../graphql/served-content.ts";

export const showcaseResolvers: Resolvers = {
  Query: {
    newArrivals: async (_parent, { limit }: { limit?: number | null }, context) =>
      servedProducts(context, await context.services.showcase.products(context.scope, "newArrivals", limit)),
    currentOffers: async (_parent, { limit }: { limit?: number | null }, context) =>
      servedProducts(context, await context.services.showcase.products(context.scope, "currentOffers", limit)),
  },
};
