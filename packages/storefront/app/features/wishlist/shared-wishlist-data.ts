import type { TypedDocumentNode } from "@apollo/client";
import { type ActionFunctionArgs, type MetaDescriptor, data, redirect } from "react-router";
import type { AddSharedWishlistToCart, AddSharedWishlistToCartVariables } from "../../lib/generated/graphql.ts";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor } from "../../lib/i18n.ts";
import { screenMeta } from "../../lib/meta.ts";
import { type RouteLoad, withStatus } from "../../lib/route-data.ts";
import { SHARED_WISHLIST_QUERY, type SharedWishlistCartResult, shareCodeParam, sharedItemIdParam, sharedWishlistAddPath } from "./shared-wishlist-queries.ts";

/**
 * The answer headers of every shared-list page (the list, its add pages, their data requests):
 * - `Cache-Control: private, no-store`: someone's list, read with a secret link, kept by no cache
 *   (nor the server's page cache, which never stores a `no-store` render), so a list made private
 *   stops showing at once;
 * - `Referrer-Policy: same-origin`: the link is the key, and a Referer header would hand it to
 *   whatever other site the page loads from or links to; none goes to another site. Not
 *   `no-referrer`: under it browsers send `Origin: null` with the page's own form posts, which
 *   the shop must refuse as it refuses another site's (React Router's check, `fromThisSite`), so
 *   adding without JavaScript would never work;
 * - `X-Robots-Tag: noindex`: a private list is no search result, whoever published its link.
 * The head says the last two again (`sharedWishlistHead`) for what reads only the document.
 */
export const SHARED_WISHLIST_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
} as const;

/** What a shared-list page found, from its loader (the items themselves are read with `usePageQuery`). */
export type SharedWishlistPage =
  | { kind: "found"; shareCode: string; ownerFirstName: string; itemsCount: number; itemId: string | null }
  /** No shared list under this code (never, or made private since), or no such item in it: the 404 page. */
  | { kind: "notFound" }
  /** The shop has switched wishlists off. */
  | { kind: "unavailable" }
  /** Too many codes that found nothing from this address: the API's message says when to retry. */
  | { kind: "throttled"; message: string };

/**
 * A shared list by the code in the address, and for `…/add/:itemId` the item, which must be one
 * of that list's (an item of another list is not found, whatever it is). Read afresh on every
 * visit: the owner may have changed it or made it private. Status 404 for what is not found and
 * while the feature is off, 429 while lookups from this address are refused.
 */
export const loadSharedWishlist: RouteLoad<SharedWishlistPage> = async ({ client, params }) => {
  const shareCode = shareCodeParam(params.shareCode);
  const itemId = params.itemId === undefined ? null : sharedItemIdParam(params.itemId);
  if (!shareCode || (params.itemId !== undefined && !itemId)) return withStatus<SharedWishlistPage>({ kind: "notFound" }, 404);
  const { data: answer } = await client.query({ query: SHARED_WISHLIST_QUERY, variables: { shareCode }, fetchPolicy: "network-only" });
  const shared = answer?.sharedWishlist;
  const wishlist = shared?.wishlist;
  if (shared?.errorCode === "FEATURE_DISABLED") return withStatus<SharedWishlistPage>({ kind: "unavailable" }, 404);
  if (shared?.errorCode === "TOO_MANY_ATTEMPTS") return withStatus<SharedWishlistPage>({ kind: "throttled", message: shared.errorMessage ?? "" }, 429);
  if (!wishlist || (itemId && !wishlist.items.some((item) => item.id === itemId))) return withStatus<SharedWishlistPage>({ kind: "notFound" }, 404);
  return { kind: "found", shareCode, ownerFirstName: wishlist.ownerFirstName, itemsCount: wishlist.itemsCount, itemId };
};

/** What adding from a shared list came to, as the add page shows it. */
export type SharedWishlistAddOutcome =
  /** The API answered: what was added, what was skipped and why, the basket now. */
  | { kind: "done"; result: SharedWishlistCartResult }
  /** Nothing was done, and why (too many attempts, no answer). */
  | { kind: "refused"; message: string }
  | { kind: "notFound" }
  | { kind: "unavailable" };

/**
 * The add pages' action (`…/add` and `…/add/:itemId`), for their forms posted with or without
 * JavaScript: `addSharedWishlistToCart` runs in-process for the visitor's own session (a first
 * add starts it: the API's cookies go with the answer) and the page shows the outcome. It is not
 * a redirect (Post/Redirect/Get): what was added and skipped is this request's and no address
 * could bring it back. The owner's list is never written; the API checks the item is the list's.
 * A form from another site, or anything but this form, changes nothing: the add page is shown
 * again. `mutation` is the document with the cart feature's selection (the route composes it).
 */
export function sharedWishlistCartAction(mutation: TypedDocumentNode<AddSharedWishlistToCart, AddSharedWishlistToCartVariables>) {
  return async ({ request, context, params }: ActionFunctionArgs) => {
    const headers = new Headers({ "cache-control": "no-store" });
    const shareCode = shareCodeParam(params.shareCode);
    const itemId = params.itemId === undefined ? null : sharedItemIdParam(params.itemId);
    const answer = (outcome: SharedWishlistAddOutcome, status = 200) => data({ outcome }, { status, headers });
    if (!shareCode || (params.itemId !== undefined && !itemId)) return answer({ kind: "notFound" }, 404);
    const form = await request.formData();
    if (!fromThisSite(request) || context.page.maintenance || context.page.offline || form.get("intent") !== "add") {
      return redirect(sharedWishlistAddPath(shareCode, itemId), { status: 303, headers });
    }
    const intl = intlFor(context.page.locale);
    try {
      const sent = await context.queries.mutate({ mutation, variables: { shareCode, itemId } });
      for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
      const result = sent.data.addSharedWishlistToCart;
      switch (result.errorCode) {
        case "UNKNOWN_SHARE_CODE":
        case "UNKNOWN_ITEM":
          return answer({ kind: "notFound" }, 404);
        case "FEATURE_DISABLED":
          return answer({ kind: "unavailable" }, 404);
        case "TOO_MANY_ATTEMPTS":
          return answer({ kind: "refused", message: result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }) }, 429);
        default:
          return answer({ kind: "done", result });
      }
    } catch (error) {
      context.log.warn({ err: error }, "shared wishlist add not done");
      return answer({ kind: "refused", message: intl.formatMessage({ id: "mutation.fault.unavailable" }) });
    }
  };
}

/**
 * A shared-list page's head: its title, and the rules of `SHARED_WISHLIST_HEADERS` said again in
 * the document (no indexing, no Referer to other sites), whatever the page shows (the list, not
 * found, refused).
 */
export function sharedWishlistHead(matches: Parameters<typeof screenMeta>[0], title: string): MetaDescriptor[] {
  return [...screenMeta(matches, title), { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}
