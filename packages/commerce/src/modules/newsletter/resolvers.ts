import type { GraphQLContext } from "../../graphql/context.ts";
import type { NewsletterSource as ApiSource, Resolvers } from "../../graphql/generated/resolver-types.ts";
import type { NewsletterSource } from "../../db/schema.ts";
import { newsletterErrors } from "./errors.ts";
import type { NewsletterOutcome } from "./service.ts";

/**
 * The newsletter's API, thin over `services.newsletter`: the service owns the rules and the limits
 * (per client address, per address written to, per customer); a resolver turns its outcome into
 * the mutation's result. Answers are never stored (they concern an address).
 */

const SOURCES: Record<ApiSource, NewsletterSource> = { NEWSLETTER_PAGE: "newsletter_page", FOOTER: "footer", CHECKOUT: "checkout", ACCOUNT: "account" };

function answer(context: GraphQLContext, result: NewsletterOutcome) {
  context.privateAnswer = true;
  if (result.ok) return { success: true, errorCode: null, errorMessage: null, outcome: result.outcome, subscription: result.subscription ?? null };
  const failure = result.code === "TOO_MANY_ATTEMPTS" ? context.throttled(newsletterErrors, result) : context.failure(newsletterErrors, result.code);
  return { ...failure, outcome: null, subscription: null };
}

export const newsletterResolvers: Resolvers = {
  Me: {
    newsletter: (_me, _args, context) => context.services.newsletter.subscription(context.scope),
  },
  Mutation: {
    updateNewsletterSubscription: async (_parent, { subscribed, source }, context) =>
      answer(context, await context.services.newsletter.update(context.scope, subscribed, source === "CHECKOUT" ? "checkout" : "account")),
    subscribeToNewsletter: async (_parent, { input }, context) =>
      answer(context, await context.services.newsletter.subscribe(context.scope, { email: input.email, source: SOURCES[input.source ?? "NEWSLETTER_PAGE"] }, context.clientAddress)),
    confirmNewsletterSubscription: async (_parent, { token }, context) => answer(context, await context.services.newsletter.confirm(token, context.clientAddress)),
    unsubscribeFromNewsletter: async (_parent, { token }, context) => answer(context, await context.services.newsletter.unsubscribe(token, context.clientAddress)),
  },
};
