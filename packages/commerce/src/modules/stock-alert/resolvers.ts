import type { GraphQLContext } from "../../graphql/context.ts";
import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { stockAlertErrors } from "./errors.ts";
import type { StockAlertOutcome } from "./service.ts";

/**
 * In-stock alerts' API, thin over `services.stockAlerts`: the service owns the rules and the
 * limits (per client address, per address written to, per customer); a resolver turns its
 * outcome into the mutation's result. Answers are never stored (they concern an address).
 */

function answer(context: GraphQLContext, result: StockAlertOutcome) {
  context.privateAnswer = true;
  if (result.ok) return { success: true, errorCode: null, errorMessage: null, outcome: result.outcome, alert: result.alert ?? null };
  const failure = result.code === "TOO_MANY_ATTEMPTS" ? context.throttled(stockAlertErrors, result) : context.failure(stockAlertErrors, result.code);
  return { ...failure, outcome: null, alert: null };
}

export const stockAlertResolvers: Resolvers = {
  Me: {
    stockAlerts: (_me, _args, context) => context.services.stockAlerts.customerAlerts(context.scope),
  },
  StockAlert: {
    product: async (parent, _args, context) => (await context.services.stockAlerts.product(context.scope, parent)) ?? null,
  },
  Mutation: {
    subscribeToStockAlert: async (_parent, { input }, context) => answer(context, await context.services.stockAlerts.subscribe(context.scope, input, context.clientAddress)),
    confirmStockAlert: async (_parent, { token }, context) => answer(context, await context.services.stockAlerts.confirm(context.scope, token, context.clientAddress)),
    unsubscribeFromStockAlerts: async (_parent, { token }, context) => answer(context, await context.services.stockAlerts.unsubscribe(context.scope, token, context.clientAddress)),
    removeStockAlert: async (_parent, { id }, context) => answer(context, await context.services.stockAlerts.remove(context.scope, id)),
  },
};
