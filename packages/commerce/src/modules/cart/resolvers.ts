import type { GraphQLContext } from "../../graphql/context.ts";
import type { CartErrorCode, Resolvers } from "../../graphql/generated/resolver-types.ts";
import { addressKey } from "../../shared/throttling/throttling.ts";
import { cartOwnerOf, consumeCartWrite, readCart, writingOwner } from "./cart-answer.ts";
import { cartErrors } from "./errors.ts";
import type { CartOutcome } from "./service.ts";

/** A cart mutation's answer: the outcome and the cart as it is now. */
async function resultOf(context: GraphQLContext, outcome: CartOutcome) {
  const cart = await readCart(context, outcome.ok ? outcome.cart : undefined);
  if (outcome.ok) return { success: true, errorCode: null, errorMessage: null, lineErrors: [], cart };
  return { ...context.failure(cartErrors, outcome.code as CartErrorCode), lineErrors: [], cart };
}

async function writeRefused(context: GraphQLContext) {
  const verdict = await consumeCartWrite(context);
  if (verdict.allowed) return undefined;
  return { ...context.throttled(cartErrors, verdict), lineErrors: [], cart: await readCart(context) };
}

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, _args, context) => readCart(context),
  },
  Mutation: {
    addToCart: async (_parent, { lines }, context) => {
      const refused = await writeRefused(context);
      if (refused) return refused;
      const outcome = await context.services.cart.add(context.scope, await writingOwner(context), lines);
      if (!outcome.ok) return resultOf(context, outcome);
      const { language } = context.store;
      const lineErrors = outcome.failures.map((failure) => ({
        line: failure.line,
        sku: failure.sku,
        errorCode: failure.code,
        errorMessage: cartErrors[failure.code][language],
        availableQuantity: failure.availableQuantity,
      }));
      const cart = await readCart(context, outcome.cart);
      const first = lineErrors[0];
      return { success: !first, errorCode: first?.errorCode ?? null, errorMessage: first?.errorMessage ?? null, lineErrors, cart };
    },
    updateCartItem: async (_parent, { itemId, quantity }, context) => {
      const refused = await writeRefused(context);
      if (refused) return refused;
      const owner = cartOwnerOf(context);
      return resultOf(context, owner ? await context.services.cart.updateItem(context.scope, owner, itemId, quantity) : { ok: false, code: "UNKNOWN_ITEM" });
    },
    removeCartItem: async (_parent, { itemId }, context) => {
      const refused = await writeRefused(context);
      if (refused) return refused;
      const owner = cartOwnerOf(context);
      return resultOf(context, owner ? await context.services.cart.removeItem(context.scope, owner, itemId) : { ok: false, code: "UNKNOWN_ITEM" });
    },
    applyCoupon: async (_parent, { code }, context) => {
      // Every attempt counts; one that applies is given back: only failures add up, so codes cannot be guessed.
      const key = addressKey(context.clientAddress);
      const { couponAttemptAddress } = context.services.limits;
      const verdict = await couponAttemptAddress.consume(key);
      if (!verdict.allowed) return { ...context.throttled(cartErrors, verdict), lineErrors: [], cart: await readCart(context) };
      const outcome = await context.services.cart.applyCoupon(context.scope, await writingOwner(context), code);
      if (outcome.ok) await couponAttemptAddress.refund(key);
      return resultOf(context, outcome);
    },
    removeCoupon: async (_parent, _args, context) => {
      const refused = await writeRefused(context);
      if (refused) return refused;
      const owner = cartOwnerOf(context);
      return resultOf(context, owner ? await context.services.cart.removeCoupon(context.scope, owner) : { ok: true });
    },
  },
};
