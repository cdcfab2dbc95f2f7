import type { GraphQLContext, Resolvers } from "../../graphql/context.ts";
import { productLoadersOf } from "../catalog/product-loaders.ts";
import { servedProduct } from "../catalog/product-resolvers.ts";
import type { ProductRecord } from "../catalog/product-repository.ts";
import { MAX_SHOWCASE } from "./service.ts";

/** A showcase's products, read once per catalogue version and size (every home page asks the same). */
async function showcase(context: GraphQLContext, kind: "newArrivals" | "currentOffers", limit: number | null | undefined) {
  const wanted = Math.min(MAX_SHOWCASE, Math.max(0, Math.trunc(limit ?? 4)));
  if (wanted === 0) return [];
  const loaders = productLoadersOf(context);
  const { showcase: service } = context.services;
  const ids = await context.services.products.readCache.single(await loaders.catalogVersion(), `showcase:${kind}:${wanted}`, () =>
    kind === "newArrivals" ? service.newArrivalIds(wanted) : service.currentOfferIds(wanted),
  );
  const records = await loaders.byId.loadAll(ids);
  return records.filter((record): record is ProductRecord => !!record).map((record) => servedProduct(context, record));
}

export const showcaseResolvers: Resolvers = {
  Query: {
    newArrivals: (_parent, { limit }: { limit?: number | null }, context) => showcase(context, "newArrivals", limit),
    currentOffers: (_parent, { limit }: { limit?: number | null }, context) => showcase(context, "currentOffers", limit),
  },
};
