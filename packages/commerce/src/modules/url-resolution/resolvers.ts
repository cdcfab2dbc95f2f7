import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { servedCategory, servedCmsPage } from "../../graphql/served-content.ts";
import { normaliseRoutePath } from "./normalise-path.ts";
import { notFoundEntity, resolveEntity } from "./registry.ts";

export const urlResolutionResolvers: Resolvers = {
  Query: {
    route: async (_parent, { url }, context) => {
      const path = normaliseRoutePath(url, context.store);
      // Whatever could not be read is one shared not-found entity (no leading slash: no clash).
      if (path === null) return notFoundEntity("#invalid");
      return resolveEntity(path, context);
    },
  },
  Entity: {
    category: (entity, _args, context) => servedCategory(context, entity.category),
    cmsPage: (entity, _args, context) => servedCmsPage(context, entity.cmsPage),
    sku: (entity) =>
      entity.sku ?? (entity.type === "product" ? entity.identifier.slice("product:".length) : null),
  },
};
