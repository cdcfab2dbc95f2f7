import type { GraphQLContext } from "../../graphql/context.ts";
import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { type Store, stores } from "../shop/stores.ts";
import type { CmsPageView } from "./service.ts";

/** What `CmsAlternate` resolves from: a store and a store-relative URL in it. */
export interface AlternateSource {
  store: Store;
  url: string;
}

/** Every page a response carries is reported in its content metadata. */
export function servedCmsPage(context: GraphQLContext, page: CmsPageView | undefined): CmsPageView | null {
  if (!page) return null;
  context.recordContent({ type: "cms-page", id: page.identifier, hash: page.contentHash });
  return page;
}

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: async (_parent, { identifier }, context) =>
      servedCmsPage(context, await context.services.cms.findByIdentifier(identifier, context.store.language)),
  },
  CmsPage: {
    metaTitle: (page) => page.metaTitle ?? page.title,
    alternates: (page) =>
      Object.values(stores).flatMap((store) => {
        const url = page.urls[store.language];
        return url ? [{ store, url }] : [];
      }),
  },
  CmsAlternate: {
    locale: ({ store }) => store.locale,
    // The English homepage is `/en/`, as the storefront writes it.
    absoluteUrl: ({ store, url }, _args, { config }) => `${config.publicUrl}${store.pathPrefix}${url}`,
  },
};
