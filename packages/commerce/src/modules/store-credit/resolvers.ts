import type { Resolvers, StoreCreditAction } from "../../graphql/generated/resolver-types.ts";
import { cartOwnerOf, cartViewOf, consumeCartWrite, readCart } from "../cart/cart-answer.ts";
import { moneyOf } from "../pricing/selection-price.ts";
import { storeCreditErrors } from "./errors.ts";

/**
 * Store credit's API, thin over `services.storeCredit` and the cart: `Me.storeCredit` is the
 * signed-in customer's own (the scope's customer, never an id sent by the client; a visitor sees a
 * zero balance and no history), `Cart.storeCredit` what the cart's view read with it, and
 * `useStoreCredit` the choice stored on the cart, under the cart write limit.
 */

const ACTIONS = { added_by_shop: "ADDED_BY_SHOP", refunded: "REFUNDED", spent_on_order: "SPENT_ON_ORDER", order_cancelled: "ORDER_CANCELLED" } as const satisfies Record<string, StoreCreditAction>;

export const storeCreditResolvers: Resolvers = {
  Me: {
    storeCredit: async (_me, _args, context) => {
      const mine = await context.services.storeCredit.mine(context.scope);
      return { balance: moneyOf(mine?.balanceCents ?? 0, "EUR") };
    },
  },
  StoreCredit: {
    history: async (_parent, { page, pageSize }, context) => {
      const mine = await context.services.storeCredit.mine(context.scope);
      if (!mine) return { items: [], totalCount: 0, page: 1, pageSize: pageSize ?? 20, totalPages: 0 };
      const history = await context.services.storeCredit.history(context.scope, mine.customerId, { page, pageSize });
      return {
        ...history,
        items: history.items.map((entry) => ({
          id: String(entry.id),
          action: ACTIONS[entry.action],
          amount: moneyOf(entry.amountCents, "EUR"),
          balance: moneyOf(entry.balanceCents, "EUR"),
          createdAt: entry.createdAt,
          orderNumber: entry.orderNumber,
          orderId: entry.orderId,
          comment: entry.comment,
        })),
      };
    },
  },
  Cart: {
    storeCredit: async (parent, _args, context) => {
      const view = cartViewOf(parent) ?? (await context.services.cart.view(context.scope, cartOwnerOf(context)));
      const credit = view.storeCredit;
      // Nothing to offer: a visitor's cart, or a customer without credit who has not chosen it.
      if (!credit || (credit.balanceCents === 0 && !credit.chosen)) return null;
      return { balance: moneyOf(credit.balanceCents, "EUR"), applied: credit.chosen };
    },
  },
  Mutation: {
    useStoreCredit: async (_parent, { use }, context) => {
      const verdict = await consumeCartWrite(context);
      if (!verdict.allowed) return { ...context.throttled(storeCreditErrors, verdict), cart: await readCart(context) };
      const owner = cartOwnerOf(context);
      if (!owner || !("customerId" in owner)) return { ...context.failure(storeCreditErrors, "SIGN_IN_REQUIRED"), cart: await readCart(context) };
      const outcome = await context.services.cart.useStoreCredit(context.scope, owner, use);
      const cart = await readCart(context);
      if (!outcome.ok) return { ...context.failure(storeCreditErrors, outcome.code), cart };
      return { success: true, errorCode: null, errorMessage: null, cart };
    },
  },
};
