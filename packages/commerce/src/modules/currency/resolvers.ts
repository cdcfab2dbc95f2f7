import type { Resolvers } from "../../graphql/generated/resolver-types.ts";
import { currencyErrors } from "./errors.ts";

export const currencyResolvers: Resolvers = {
  Query: {
    currencies: (_parent, _args, context) => context.services.currencies.rates(context.store),
  },
  Mutation: {
    setCurrency: (_parent, { currency }, context) => {
      const { currencies } = context.services;
      const code = currencies.offered(context.store, currency);
      if (!code) return { ...context.failure(currencyErrors, "CURRENCY_UNSUPPORTED"), currentCurrency: context.currency };
      context.responseCookies.push(currencies.cookie(code));
      // Later fields of the same operation (e.g. `shop { currentCurrency }`) see the choice.
      context.currency = code;
      return { success: true, currentCurrency: code };
    },
  },
};
