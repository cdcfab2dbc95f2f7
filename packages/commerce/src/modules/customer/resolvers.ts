import { createGraphQLError } from "graphql-yoga";
import type { GraphQLContext } from "../../graphql/context.ts";
import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { tokenDigest } from "../../shared/session-tokens.ts";
import { customerErrors } from "./errors.ts";
import type { CustomerProfile } from "./service.ts";

/** The customer as `Me`; `pendingEmail` when the service answered it (else `Me.pendingEmail` asks). */
const toMe = (customer: CustomerProfile, pendingEmail?: string | null) => ({ ...customer, id: String(customer.id), ...(pendingEmail === undefined ? {} : { pendingEmail }) });

/** The failure value of an expected refusal: a limit's (saying when to retry) or the module's code. */
function refusal(context: GraphQLContext, result: { ok: false; code: keyof typeof customerErrors; retryAfterSeconds?: number }) {
  return result.code === "TOO_MANY_ATTEMPTS" && result.retryAfterSeconds !== undefined
    ? context.throttled(customerErrors, { retryAfterSeconds: result.retryAfterSeconds })
    : context.failure(customerErrors, result.code);
}

/** The session token of this request, kept when a change ends the customer's other sessions. */
const ownSession = (context: GraphQLContext) => (context.session.status === "active" ? context.session.token : undefined);

export const customerResolvers: Resolvers = {
  Me: {
    pendingEmail: (me, _args, context) => (me.pendingEmail !== undefined ? me.pendingEmail : context.services.customers.pendingEmail(context.scope)),
  },
  Query: {
    me: async (_parent, _args, context) => {
      const customer = await context.customer();
      return customer ? toMe(customer) : null;
    },
    passwordStrength: async (_parent, input, context) => {
      const verdict = await context.services.accountAccess.passwordStrength(context.clientAddress, context.scope, input);
      if ("code" in verdict) {
        // A query has no failure value: the limit's refusal is an error with the same code and words.
        const { errorMessage } = context.throttled(customerErrors, verdict);
        throw createGraphQLError(errorMessage, { extensions: { code: "TOO_MANY_ATTEMPTS" } });
      }
      return { score: verdict.score, acceptable: verdict.acceptable, suggestions: verdict.suggestions };
    },
  },
  Mutation: {
    register: async (_parent, { input }, context) => {
      const result = await context.services.accountAccess.register(context.clientAddress, context.scope, input);
      return result.ok ? { success: true } : refusal(context, result);
    },
    confirmEmail: async (_parent, { token }, context) => {
      const result = await context.services.accountAccess.confirmEmail(context.clientAddress, context.scope, token);
      if (!result.ok) return refusal(context, result);
      await signIn(context, result.customer.id);
      return { success: true, me: toMe(result.customer) };
    },
    resendConfirmation: async (_parent, { email }, context) => {
      const result = await context.services.accountAccess.resendConfirmation(context.clientAddress, context.scope, email);
      return result.ok ? { success: true } : refusal(context, result);
    },
    login: async (_parent, { email, password }, context) => {
      const result = await context.services.accountAccess.signIn(context.scope, email, password, context.clientAddress);
      if (!result.ok) return refusal(context, result);
      await signIn(context, result.customer.id);
      return { success: true, me: toMe(result.customer) };
    },
    logout: async (_parent, _args, context) => {
      if (context.session.status === "active") await context.services.sessions.end(context.session.token);
      context.session = { status: "none" };
      context.clearSessionCookie();
      return { success: true };
    },
    requestPasswordReset: async (_parent, { email }, context) => {
      const result = await context.services.accountAccess.requestPasswordReset(context.clientAddress, context.scope, email);
      return result.ok ? { success: true } : refusal(context, result);
    },
    resetPassword: async (_parent, { token, password }, context) => {
      const result = await context.services.accountAccess.resetPassword(context.clientAddress, context.scope, { token, password });
      if (!result.ok) return refusal(context, result);
      // Every session of the account has ended, a visitor's own included if it was one: this request starts a new one.
      await signIn(context, result.customer.id);
      return { success: true, me: toMe(result.customer) };
    },
    updateCustomerInformation: async (_parent, { input }, context) => {
      const result = await context.services.customers.updateInformation(context.scope, input);
      return result.ok ? { success: true, me: toMe(result.customer) } : refusal(context, result);
    },
    changeCustomerEmail: async (_parent, { email, currentPassword }, context) => {
      const result = await context.services.accountAccess.changeEmail(context.clientAddress, context.scope, { email, currentPassword });
      return result.ok ? { success: true, me: toMe(result.customer, result.pendingEmail) } : refusal(context, result);
    },
    resendEmailChange: async (_parent, _args, context) => {
      const result = await context.services.accountAccess.resendEmailChange(context.clientAddress, context.scope);
      return result.ok ? { success: true, me: toMe(result.customer, result.pendingEmail) } : refusal(context, result);
    },
    cancelEmailChange: async (_parent, _args, context) => {
      const result = await context.services.customers.cancelEmailChange(context.scope);
      return result.ok ? { success: true, me: toMe(result.customer, result.pendingEmail) } : refusal(context, result);
    },
    confirmEmailChange: async (_parent, { token }, context) => {
      const result = await context.services.accountAccess.confirmEmailChange(context.clientAddress, context.scope, { token, keepSession: ownSession(context) });
      if (!result.ok) return refusal(context, result);
      // Signed in elsewhere or not at all, the request learns nothing of the account: the shopper signs in with the new address.
      return { success: true, me: result.signedIn ? toMe(result.customer, null) : null };
    },
    changeCustomerPassword: async (_parent, { currentPassword, newPassword }, context) => {
      const result = await context.services.accountAccess.changePassword(context.clientAddress, context.scope, { currentPassword, newPassword, keepSession: ownSession(context) });
      return result.ok ? { success: true, me: toMe(result.customer) } : refusal(context, result);
    },
  },
};

async function signIn(context: GraphQLContext, customerId: number) {
  // A new token on every sign-in (no session fixation); the old session ends. A visitor's cart
  // and the wishlist items they kept hang on that session and would go with it: they are merged
  // into the customer's first.
  if (context.session.status === "active") {
    const { token, session } = context.session;
    if (session.customerId === null) {
      await context.services.cart.mergeVisitorCart(context.scope, tokenDigest(token), customerId);
      await context.services.wishlists.mergeVisitorWishlist(tokenDigest(token), customerId);
    }
    await context.services.sessions.end(token);
  }
  const { token, expiresAt } = await context.services.sessions.start(customerId);
  context.session = { status: "active", token, session: { customerId } };
  context.startSessionCookie(token, expiresAt);
}
