import type { Resolvers } from "../../graphql/context.ts";
import { servedCategory } from "../catalog/resolvers.ts";
import { servedCmsPage } from "../cms/resolvers.ts";
import { normaliseRoutePath } from "./normalise-path.ts";
import { type Entity, notFoundEntity, resolveEntity } from "./registry.ts";

export const urlResolutionResolvers: Resolvers = {
  Query: {
    route: async (_parent, { url }: { url: string }, context) => {
      const path = normaliseRoutePath(url, context.store);
      // Whatever could not be read is one shared not-found entity (no leading slash: no clash).
      if (path === null) return notFoundEntity("#invalid");
      return resolveEntity(path, context);
    },
  },
  Entity: {
    category: (entity: Entity, _args, context) => servedCategory(context, entity.category),
    cmsPage: (entity: Entity, _args, context) => servedCmsPage(context, entity.cmsPage),
    sku: (entity: Entity) =>
      entity.sku ?? (entity.type === "product" ? entity.identifier.slice("product:".length) : null),
  },
};
