import type { GraphQLContext } from "../../graphql/context.ts";
import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { tokenDigest } from "../../shared/session-tokens.ts";
import { customerErrors } from "./errors.ts";
import type { CustomerProfile } from "./service.ts";

const toMe = (customer: CustomerProfile) => ({ ...customer, id: String(customer.id) });

export const customerResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, context) => {
      const customer = await context.customer();
      return customer ? toMe(customer) : null;
    },
  },
  Mutation: {
    register: async (_parent, { input }, context) => {
      const result = await context.services.accountAccess.register(context.clientAddress, context.scope, input);
      if (!result.ok) return result.code === "TOO_MANY_ATTEMPTS" ? context.throttled(customerErrors, result) : context.failure(customerErrors, result.code);
      await signIn(context, result.customer.id);
      return { success: true, me: toMe(result.customer) };
    },
    login: async (_parent, { email, password }, context) => {
      const result = await context.services.accountAccess.signIn(email, password, context.clientAddress);
      if (!result.ok) return result.code === "TOO_MANY_ATTEMPTS" ? context.throttled(customerErrors, result) : context.failure(customerErrors, result.code);
      await signIn(context, result.customer.id);
      return { success: true, me: toMe(result.customer) };
    },
    logout: async (_parent, _args, context) => {
      if (context.session.status === "active") await context.services.sessions.end(context.session.token);
      context.session = { status: "none" };
      context.clearSessionCookie();
      return { success: true };
    },
  },
};


async function signIn(context: GraphQLContext, customerId: number) {
  // A new token on every sign-in (no session fixation); the old session ends. A visitor's cart
  // hangs on that session and would go with it: it is merged into the customer's first.
  if (context.session.status === "active") {
    const { token, session } = context.session;
    if (session.customerId === null) await context.services.cart.mergeVisitorCart(context.scope, tokenDigest(token), customerId);
    await context.services.sessions.end(token);
  }
  const { token, expiresAt } = await context.services.sessions.start(customerId);
  context.session = { status: "active", token, session: { customerId } };
  context.startSessionCookie(token, expiresAt);
}
