import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { newsletterErrors } from "./errors.ts";

export const newsletterResolvers: Resolvers = {
  Me: {
    newsletter: (_me, _args, context) => context.services.newsletter.subscription(context.scope),
  },
  Mutation: {
    updateNewsletterSubscription: async (_parent, { subscribed }, context) => {
      const subscription = await context.services.newsletter.update(context.scope, subscribed);
      if (!subscription) return { ...context.failure(newsletterErrors, "NOT_SIGNED_IN"), subscription: null };
      return { success: true, errorCode: null, errorMessage: null, subscription };
    },
  },
};
