import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { servedCmsPage } from "../../graphql/served-content.ts";
import { type StoreUrl, absoluteStoreUrl, storeUrls } from "../shop/service-scope.ts";
import type { CmsPageView } from "./service.ts";

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: async (_parent, { identifier }, context) =>
      servedCmsPage(context, await context.services.cms.findByIdentifier(identifier, context.store.language)),
  },
  CmsPage: {
    metaTitle: (page: CmsPageView) => page.metaTitle ?? page.title,
    alternates: (page: CmsPageView): StoreUrl[] => storeUrls(page.urls),
  },
  CmsAlternate: {
    locale: ({ store }: StoreUrl) => store.locale,
    // The English homepage is `/en/`, as the storefront writes it.
    absoluteUrl: (alternate: StoreUrl, _args, { config }) => absoluteStoreUrl(config.publicUrl, alternate),
  },
};
