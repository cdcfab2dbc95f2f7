import { skipToken } from "@apollo/client/react";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { type MetaDescriptor, useActionData, useLoaderData } from "react-router";
import { Loading } from "../components/loading.tsx";
import { CART_FIELDS, CART_QUERY } from "../features/cart/cart-queries.ts";
import { SharedWishlistAddScreen } from "../features/wishlist/shared-wishlist-add.tsx";
import {
  SHARED_WISHLIST_HEADERS,
  type SharedWishlistAddOutcome,
  type SharedWishlistPage,
  loadSharedWishlist,
  sharedWishlistCartAction,
  sharedWishlistHead,
} from "../features/wishlist/shared-wishlist-data.ts";
import { SHARED_WISHLIST_QUERY, sharedWishlistPath, sharedWishlistToCartMutation } from "../features/wishlist/shared-wishlist-queries.ts";
import { NotFoundScreen } from "../layouts/not-found-screen.tsx";
import { Screen } from "../layouts/screen.tsx";
import { loadBrowserClient } from "../lib/browser-client.ts";
import { metaIntl } from "../lib/meta.ts";
import { usePageQuery } from "../lib/page-query.ts";
import { browserLoader, serverLoader } from "../lib/route-data.ts";
import { SharedWishlistRefused, SharedWishlistUnavailable, sharedWishlistTitle } from "./wishlist-share-status.tsx";

/**
 * `/wishlist/share/:shareCode/add/` (exact, every item) and `…/add/:itemId` (that item, which
 * must be the list's: another list's item is the 404 page). A GET says what would be added and
 * shows the button, and never adds anything (links are prefetched and crawled); the POST adds
 * to the visitor's own basket, never to the owner's list, and shows what was added and skipped.
 * Never stored, never indexed, no Referer to other sites (`SHARED_WISHLIST_HEADERS`), as the list's page.
 */
export const headers = SHARED_WISHLIST_HEADERS;

export const loader = serverLoader(loadSharedWishlist);
export const clientLoader = browserLoader(loadSharedWishlist);

/** The add, with the basket as every cart screen selects it (the cart feature's fragment, composed here). */
const ADD_SHARED_WISHLIST_TO_CART = sharedWishlistToCartMutation(CART_FIELDS);
export const action = sharedWishlistCartAction(ADD_SHARED_WISHLIST_TO_CART);

export function meta({ data, params, matches }: { data: SharedWishlistPage | null | undefined; params: { itemId?: string }; matches: Parameters<typeof sharedWishlistHead>[0] }): MetaDescriptor[] {
  const intl = metaIntl(matches);
  return sharedWishlistHead(matches, sharedWishlistTitle(intl, data, (name) => intl.formatMessage({ id: params.itemId ? "sharedWishlist.add.itemTitle" : "sharedWishlist.add.title" }, { name })));
}

/**
 * The basket an add answered with becomes the browser's one `Cart` in Apollo's cache, so the
 * header's count and the mini-cart show it at once: the add ran in the server's action (with or
 * without JavaScript), and its answer is the only news the browser gets of it.
 */
function useBasketFrom(outcome: SharedWishlistAddOutcome | null) {
  useEffect(() => {
    if (outcome?.kind !== "done") return;
    const { cart } = outcome.result;
    void loadBrowserClient()
      .then((apollo) => apollo.writeQuery({ query: CART_QUERY, data: { cart } }))
      .catch(() => undefined);
  }, [outcome]);
}

export default function SharedWishlistAdd() {
  const intl = useIntl();
  const page = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>()?.outcome ?? null;
  useBasketFrom(outcome);
  const found = page?.kind === "found" ? page : null;
  const { data } = usePageQuery(SHARED_WISHLIST_QUERY, found ? { variables: { shareCode: found.shareCode } } : skipToken);
  if (page?.kind === "unavailable" || outcome?.kind === "unavailable") return <SharedWishlistUnavailable />;
  if (page?.kind === "throttled") return <SharedWishlistRefused message={page.message} />;
  if (!found || outcome?.kind === "notFound") return <NotFoundScreen />;
  const wishlist = data?.sharedWishlist.wishlist;
  const listTitle = intl.formatMessage({ id: "sharedWishlist.title" }, { name: found.ownerFirstName });
  const title = intl.formatMessage({ id: found.itemId ? "sharedWishlist.add.itemTitle" : "sharedWishlist.add.title" }, { name: found.ownerFirstName });
  return (
    <Screen title={title} trail={[{ label: listTitle, to: sharedWishlistPath(found.shareCode) }, { label: title }]}>
      {wishlist ? <SharedWishlistAddScreen wishlist={wishlist} shareCode={found.shareCode} itemId={found.itemId} posted={outcome?.kind === "done" || outcome?.kind === "refused" ? outcome : null} /> : <Loading />}
    </Screen>
  );
}
