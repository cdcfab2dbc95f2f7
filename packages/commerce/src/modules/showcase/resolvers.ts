import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { servedProducts } from "../../graphql/served-content.ts";
import { listingTag } from "../stock/stock-change-feed.ts";
import type { ShowcaseKind } from "./service.ts";

/**
 * A showcase lists only products in stock, chosen among every listed product: a product coming
 * back in stock can enter it, which no tag of the products it shows would tell. It depends on
 * the availability of every listed product, as the search listing does (`listing:search`).
 */
async function showcase(context: GraphQLContext, kind: ShowcaseKind, limit: number | null | undefined) {
  context.dependsOn(listingTag("search"));
  return servedProducts(context, await context.services.showcase.products(context.scope, kind, limit));
}

export const showcaseResolvers: Resolvers = {
  Query: {
    newArrivals: (_parent, { limit }, context) => showcase(context, "newArrivals", limit),
    currentOffers: (_parent, { limit }, context) => showcase(context, "currentOffers", limit),
  },
};
