import type { GraphQLContext } from "../../graphql/context.ts";
import type { Resolvers, WishlistErrorCode } from "../../graphql/generated/resolver-types.ts";
import { addressKey } from "../../shared/throttling/throttling.ts";
import { consumeCartWrite, readCart, writingOwner } from "../cart/cart-answer.ts";
import { cartErrors } from "../cart/errors.ts";
import { keptUntilSignIn, skippedItemReasons, wishlistErrors } from "./errors.ts";
import type { SharedWishlistParent } from "./service.ts";
import { isShareCodeShaped, recipientsOf } from "./wishlist-items.ts";

/**
 * The wishlist's API, thin over `services.wishlists`: the feature first (off, nothing is read or
 * written), then who asks (a customer's own list is the scope's customer's, never an id sent by
 * the client; a visitor's keep waits in their session's list), the limits, the service. Every
 * change answers the whole list as it is now (the storefront's cache takes it whole).
 */

type Failure = { success: false; errorCode: WishlistErrorCode; errorMessage: string };

/** A change's answer: the customer's list as it is now (none for a visitor), after `failure` when it failed. */
async function answer(context: GraphQLContext, failure?: Failure, extra: { keptUntilSignIn?: boolean } = {}) {
  const wishlist = context.services.wishlists.isActive() ? await context.services.wishlists.mine(context.scope) : null;
  return { ...(failure ?? { success: true, errorCode: null, errorMessage: null }), wishlist, keptUntilSignIn: extra.keptUntilSignIn ?? false };
}

/**
 * What every change of a customer's own list checks first: the feature, a signed-in customer,
 * their write limit. Answers the customer's id, or the answer to give.
 */
async function customerWriting(context: GraphQLContext): Promise<{ customerId: number } | { refused: Awaited<ReturnType<typeof answer>> }> {
  if (!context.services.wishlists.isActive()) return { refused: await answer(context, context.failure(wishlistErrors, "FEATURE_DISABLED")) };
  const { customerId } = context.scope;
  if (customerId === null || customerId === undefined) return { refused: await answer(context, context.failure(wishlistErrors, "SIGN_IN_REQUIRED")) };
  const verdict = await context.services.limits.wishlistWriteCustomer.consume(`customer:${customerId}`);
  if (!verdict.allowed) return { refused: await answer(context, context.throttled(wishlistErrors, verdict)) };
  return { customerId };
}

/**
 * A shared list by its code, for anyone: codes that find nothing are counted per client address
 * (one that finds its list is given back), so past the limit every lookup from that address, a
 * good code's too, waits; a code that cannot be one is refused before anything is read.
 */
async function sharedList(context: GraphQLContext, shareCode: string): Promise<{ ok: true; list: SharedWishlistParent } | { ok: false; failure: Failure }> {
  const { limits, wishlists } = context.services;
  const key = addressKey(context.clientAddress);
  const verdict = await limits.wishlistShareCodeAddress.consume(key);
  if (!verdict.allowed) return { ok: false, failure: context.throttled(wishlistErrors, verdict) };
  const list = isShareCodeShaped(shareCode) ? await wishlists.shared(shareCode) : undefined;
  if (!list) return { ok: false, failure: context.failure(wishlistErrors, "UNKNOWN_SHARE_CODE") };
  await limits.wishlistShareCodeAddress.refund(key);
  return { ok: true, list };
}

export const wishlistResolvers: Resolvers = {
  Me: {
    wishlist: (_me, _args, context) => (context.services.wishlists.isActive() ? context.services.wishlists.mine(context.scope) : null),
  },
  Wishlist: {
    items: (parent, _args, context) => context.services.wishlists.items(context.scope, parent.rows),
  },
  SharedWishlist: {
    items: (parent, _args, context) => context.services.wishlists.items(context.scope, parent.rows),
  },
  Query: {
    sharedWishlist: async (_parent, { shareCode }, context) => {
      context.privateAnswer = true;
      if (!context.services.wishlists.isActive()) {
        const { errorCode, errorMessage } = context.failure(wishlistErrors, "FEATURE_DISABLED");
        return { wishlist: null, errorCode, errorMessage };
      }
      const found = await sharedList(context, shareCode);
      if (!found.ok) return { wishlist: null, errorCode: found.failure.errorCode, errorMessage: found.failure.errorMessage };
      return { wishlist: found.list, errorCode: null, errorMessage: null };
    },
  },
  Mutation: {
    addToWishlist: async (_parent, { item }, context) => {
      const { wishlists } = context.services;
      if (!wishlists.isActive()) return answer(context, context.failure(wishlistErrors, "FEATURE_DISABLED"));
      const { customerId } = context.scope;
      if (customerId === null || customerId === undefined) {
        // A visitor's keep waits in their session's list (started for it) until this browser signs in.
        const verdict = await consumeCartWrite(context);
        if (!verdict.allowed) return answer(context, context.throttled(wishlistErrors, verdict));
        const outcome = await wishlists.keep(context.scope, () => writingOwner(context), item);
        if (!outcome.ok) return answer(context, context.failure(wishlistErrors, outcome.code));
        const failure = { ...context.failure(wishlistErrors, "SIGN_IN_REQUIRED"), errorMessage: keptUntilSignIn[context.store.language] };
        return answer(context, failure, { keptUntilSignIn: true });
      }
      const writing = await customerWriting(context);
      if ("refused" in writing) return writing.refused;
      const outcome = await wishlists.keep(context.scope, async () => ({ customerId: writing.customerId }), item);
      return answer(context, outcome.ok ? undefined : context.failure(wishlistErrors, outcome.code));
    },
    removeFromWishlist: async (_parent, { itemIds }, context) => {
      const writing = await customerWriting(context);
      if ("refused" in writing) return writing.refused;
      const outcome = await context.services.wishlists.remove(context.scope, writing.customerId, itemIds);
      return answer(context, outcome.ok ? undefined : context.failure(wishlistErrors, outcome.code));
    },
    shareWishlist: async (_parent, _args, context) => {
      const writing = await customerWriting(context);
      if ("refused" in writing) return writing.refused;
      await context.services.wishlists.share(writing.customerId);
      return answer(context);
    },
    unshareWishlist: async (_parent, _args, context) => {
      const writing = await customerWriting(context);
      if ("refused" in writing) return writing.refused;
      await context.services.wishlists.unshare(writing.customerId);
      return answer(context);
    },
    sendWishlist: async (_parent, { emails }, context) => {
      const { wishlists, limits } = context.services;
      if (!wishlists.isActive()) return answer(context, context.failure(wishlistErrors, "FEATURE_DISABLED"));
      const { customerId } = context.scope;
      if (customerId === null || customerId === undefined) return answer(context, context.failure(wishlistErrors, "SIGN_IN_REQUIRED"));
      const checked = recipientsOf(emails);
      if (!checked.ok) {
        const failure = context.failure(wishlistErrors, checked.code);
        return answer(context, checked.code === "INVALID_EMAIL" ? { ...failure, errorMessage: failure.errorMessage.replace("{email}", checked.email) } : failure);
      }
      // Per address, then per customer: messages, then the recipients they name. A refusal gives
      // back what the earlier limits took, so a refused send costs nothing.
      const taken: { limiter: typeof limits.wishlistSendAddress; key: string; points: number }[] = [];
      for (const [limiter, key, points] of [
        [limits.wishlistSendAddress, addressKey(context.clientAddress), 1],
        [limits.wishlistSendCustomer, `customer:${customerId}`, 1],
        [limits.wishlistRecipientsCustomer, `customer:${customerId}`, checked.recipients.length],
      ] as const) {
        const verdict = await limiter.consume(key, points);
        if (!verdict.allowed) {
          await Promise.all([...taken, { limiter, key, points }].map((entry) => entry.limiter.refund(entry.key, entry.points)));
          return answer(context, context.throttled(wishlistErrors, verdict));
        }
        taken.push({ limiter, key, points });
      }
      await wishlists.send(context.scope, customerId, checked.recipients);
      return answer(context);
    },
    addSharedWishlistToCart: async (_parent, { shareCode, itemId }, context) => {
      const { wishlists } = context.services;
      const nothing = { added: [], skipped: [] };
      if (!wishlists.isActive()) return { ...context.failure(wishlistErrors, "FEATURE_DISABLED"), ...nothing, cart: await readCart(context) };
      const verdict = await consumeCartWrite(context);
      if (!verdict.allowed) return { ...context.throttled(wishlistErrors, verdict), ...nothing, cart: await readCart(context) };
      const found = await sharedList(context, shareCode);
      if (!found.ok) return { ...found.failure, ...nothing, cart: await readCart(context) };
      const result = await wishlists.addSharedToCart(context.scope, found.list, itemId, () => writingOwner(context));
      if (!result.ok) return { ...context.failure(wishlistErrors, result.code), ...nothing, cart: await readCart(context) };
      const { language } = context.store;
      const { added, skipped, cart } = result.outcome;
      const reasons = skipped.map((entry) => ({
        ...entry,
        reason: entry.cartErrorCode ? cartErrors[entry.cartErrorCode][language] : skippedItemReasons[entry.availability as keyof typeof skippedItemReasons][language],
      }));
      // Items left out are no error of the request's: their reasons say why; the first is the message.
      return { success: reasons.length === 0, errorCode: null, errorMessage: reasons[0]?.reason ?? null, added, skipped: reasons, cart: await readCart(context, cart) };
    },
  },
};
