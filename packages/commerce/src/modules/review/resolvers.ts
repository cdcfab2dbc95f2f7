import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { servedProduct } from "../../graphql/served-content.ts";
import { reviewErrors } from "./errors.ts";

/**
 * Reviews' API, thin over `services.reviews`: the summary and page of a product's approved
 * reviews in this store, the customer's own reviews (the scope's customer, never an id sent), and
 * writing one (the service checks who, the limits and the input, in that order).
 */
export const reviewResolvers: Resolvers = {
  Product: {
    reviewsLayer: (record, { input }, context) => context.services.reviews.page(context.scope, record, { from: input?.from, size: input?.size }),
  },
  Me: {
    productReviews: (_me, { sku }, context) => context.services.reviews.customerReviews(context.scope, sku),
  },
  CustomerProductReview: {
    product: async (review, _args, context) => servedProduct(context, await context.services.reviews.product(context.scope, review)),
  },
  Mutation: {
    createProductReview: async (_parent, { input }, context) => {
      const outcome = await context.services.reviews.create(context.scope, input, { clientAddress: context.clientAddress });
      if (outcome.ok) return { success: true, errorCode: null, errorMessage: null, review: outcome.review };
      const failure = outcome.code === "TOO_MANY_ATTEMPTS" ? context.throttled(reviewErrors, outcome) : context.failure(reviewErrors, outcome.code);
      return { ...failure, review: null };
    },
  },
};
