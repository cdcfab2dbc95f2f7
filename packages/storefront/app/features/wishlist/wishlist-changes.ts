import type { ApolloCache } from "@apollo/client";
import type { IntlShape } from "react-intl";
import { ACCOUNT_NAME_QUERY } from "../../lib/account-name.ts";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { ADD_TO_WISHLIST, REMOVE_FROM_WISHLIST, SEND_WISHLIST, SHARE_WISHLIST, UNSHARE_WISHLIST, type WishlistItemInput, type WishlistResult } from "./wishlist-queries.ts";

/** A change the owner makes to their list (a heart, a button of `/user/wishlist`). */
export type WishlistChange =
  | { intent: "add"; item: WishlistItemInput }
  | { intent: "remove"; itemIds: string[] }
  | { intent: "share" }
  | { intent: "unshare" }
  | { intent: "send"; emails: string[] };

/** What a change came to, for the screen that asked. */
export interface WishlistChangeOutcome {
  /** The API did it. */
  ok: boolean;
  /** The API's answer (none when no answer came). */
  result: WishlistResult | undefined;
  /** Why not, for the shopper (the API's message, or why no answer came); null on success. */
  message: string | null;
}

/**
 * `me.wishlist` in the cache points to the list the answer carries: the answer's own `Wishlist`
 * is written by its id anyway, and a list the customer's first keep created gets the same
 * pointer, so a header count read before it existed follows too.
 */
function pointMeAt(cache: ApolloCache, result: WishlistResult | undefined) {
  const wishlist = result?.wishlist;
  const meId = cache.readQuery({ query: ACCOUNT_NAME_QUERY })?.me?.id;
  if (!wishlist || !meId) return;
  cache.modify({
    id: cache.identify({ __typename: "Me", id: meId }),
    fields: { wishlist: (_existing, { toReference }) => toReference({ __typename: "Wishlist", id: wishlist.id }) ?? null },
  });
}

async function send(change: WishlistChange): Promise<WishlistResult | undefined> {
  const apollo = await loadBrowserClient();
  const update = (cache: ApolloCache, result: WishlistResult | undefined) => pointMeAt(cache, result);
  switch (change.intent) {
    case "add":
      return (await apollo.mutate({ mutation: ADD_TO_WISHLIST, variables: { item: change.item }, update: (cache, { data }) => update(cache, data?.addToWishlist) })).data?.addToWishlist;
    case "remove":
      return (await apollo.mutate({ mutation: REMOVE_FROM_WISHLIST, variables: { itemIds: change.itemIds }, update: (cache, { data }) => update(cache, data?.removeFromWishlist) })).data?.removeFromWishlist;
    case "share":
      return (await apollo.mutate({ mutation: SHARE_WISHLIST, update: (cache, { data }) => update(cache, data?.shareWishlist) })).data?.shareWishlist;
    case "unshare":
      return (await apollo.mutate({ mutation: UNSHARE_WISHLIST, update: (cache, { data }) => update(cache, data?.unshareWishlist) })).data?.unshareWishlist;
    case "send":
      return (await apollo.mutate({ mutation: SEND_WISHLIST, variables: { emails: change.emails }, update: (cache, { data }) => update(cache, data?.sendWishlist) })).data?.sendWishlist;
  }
}

/**
 * A change to the owner's list in the browser, through Apollo (the same mutations the
 * `/user/wishlist` action runs without JavaScript). The answer's `wishlist` replaces the cached
 * one in place, so every heart, the header's count and the list's page follow; no optimistic
 * guess (the API decides what is kept once, what is refused). Never throws: a failure is a value
 * with its message. A visitor's keep answers SIGN_IN_REQUIRED with `keptUntilSignIn`: the caller
 * takes them to sign in.
 */
export async function changeWishlist(intl: IntlShape, change: WishlistChange): Promise<WishlistChangeOutcome> {
  try {
    const result = await send(change);
    const alert = mutationAlert(intl, { result });
    return { ok: !alert, result, message: typeof alert?.message === "string" ? alert.message : null };
  } catch (error) {
    const alert = mutationAlert(intl, { error });
    return { ok: false, result: undefined, message: typeof alert?.message === "string" ? alert.message : null };
  }
}
