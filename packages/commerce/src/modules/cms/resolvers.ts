import type { GraphQLContext } from "../../graphql/context.ts";
import type { CmsPageEditResult, Resolvers } from "../../graphql/generated/resolver-types.ts";
import { servedCmsPage } from "../../graphql/served-content.ts";
import { staffOnlyError } from "../../graphql/staff-only.ts";
import type { StaffOnly } from "../../shared/ownership.ts";
import { type StoreUrl, absoluteStoreUrl, storeUrls } from "../shop/service-scope.ts";
import type { CmsEditOutcome } from "./editing.ts";
import { cmsEditErrors, invalidContentMessage } from "./errors.ts";
import type { CmsPageView } from "./service.ts";

/** A staff-only question's answer, or the generic refusal (`@staffOnly` refuses first; the service checks again). */
function allowed<T extends { ok: true }>(context: GraphQLContext, outcome: T | StaffOnly): T {
  if (!outcome.ok) throw staffOnlyError(context.store.language);
  return outcome;
}

function editResult(context: GraphQLContext, outcome: CmsEditOutcome): CmsPageEditResult {
  if (outcome.ok) return { success: true, page: outcome.page };
  if (outcome.code === "FORBIDDEN") throw staffOnlyError(context.store.language);
  if (outcome.code === "INVALID_CONTENT") {
    return { success: false, errorCode: outcome.code, errorMessage: invalidContentMessage(outcome, context.store.language), field: outcome.field };
  }
  return context.failure(cmsEditErrors, outcome.code);
}

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: async (_parent, { identifier }, context) =>
      servedCmsPage(context, await context.services.cms.findByIdentifier(context.scope, identifier)),
    cmsPagesForEditing: async (_parent, _args, context) => allowed(context, await context.services.cmsEditing.list(context.scope)).pages,
    cmsPageForEditing: async (_parent, { identifier }, context) => allowed(context, await context.services.cmsEditing.get(context.scope, identifier)).page ?? null,
  },
  Mutation: {
    saveCmsPageDraft: async (_parent, { input }, context) => editResult(context, await context.services.cmsEditing.saveDraft(context.scope, input)),
    discardCmsPageDraft: async (_parent, { identifier, locale }, context) =>
      editResult(context, await context.services.cmsEditing.discardDraft(context.scope, identifier, locale)),
    publishCmsPage: async (_parent, { identifier, publishAt }, context) =>
      editResult(context, await context.services.cmsEditing.publish(context.scope, identifier, publishAt)),
    unpublishCmsPage: async (_parent, { identifier }, context) => editResult(context, await context.services.cmsEditing.unpublish(context.scope, identifier)),
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
