import type { Resolvers } from "../../graphql/generated/resolver-types.ts";

/** `Product.downloads` (the catalogue's files) and `Me.downloadableProducts` (the signed-in customer's rights): the service answers both. */
export const downloadResolvers: Resolvers = {
  Product: {
    downloads: (record, _args, context) => (record.isVirtual ? context.services.downloads.productFiles(context.scope, record.id) : []),
  },
  Me: {
    downloadableProducts: (_me, _args, context) => context.services.downloads.rightsOf(context.scope),
  },
};
