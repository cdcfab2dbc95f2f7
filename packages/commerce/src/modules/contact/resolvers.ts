import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { contactErrors, contactFieldErrorsOf } from "./errors.ts";

/**
 * The contact form's API, thin over `services.contact`: the service owns the rules, the robots'
 * checks and the limits; a resolver turns its outcome into the mutation's result. Answers are
 * never stored (a token is for one render; a result concerns one sender).
 */
export const contactResolvers: Resolvers = {
  Query: {
    contactFormToken: (_parent, _args, context) => {
      context.privateAnswer = true;
      return context.services.contact.formToken(context.scope);
    },
  },
  Mutation: {
    sendContactMessage: async (_parent, { input }, context) => {
      context.privateAnswer = true;
      const outcome = await context.services.contact.send(context.scope, input, context.clientAddress);
      if (outcome.ok) return { success: true, errorCode: null, errorMessage: null, fieldErrors: [] };
      if (outcome.code === "TOO_MANY_ATTEMPTS") return { ...context.throttled(contactErrors, outcome), fieldErrors: [] };
      const fieldErrors = outcome.code === "INVALID_FIELDS" ? contactFieldErrorsOf(outcome.fieldErrors, context.store.language) : [];
      return { ...context.failure(contactErrors, outcome.code), fieldErrors };
    },
  },
};
