import { skipToken } from "@apollo/client/react";
import { useCallback } from "react";
import { useIntl } from "react-intl";
import { useActionData, useLoaderData, useRouteLoaderData, useSearchParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { addPostedLines } from "../../features/cart/add-to-cart-action.ts";
import { addToCart } from "../../features/cart/add-to-cart.ts";
import { cartLinesOfForm } from "../../features/catalog/product/selection-form.ts";
import { absoluteUrls } from "../../features/catalog/structured-data.tsx";
import { safeReturnPath } from "../../features/url-resolution/redirect-target.ts";
import { sharedWishlistPath } from "../../features/wishlist/shared-wishlist-queries.ts";
import { WISHLIST_INTENTS, wishlistAction } from "../../features/wishlist/wishlist-action.ts";
import { IS_FEATURE_ACTIVE_QUERY, WISHLIST_FEATURE } from "../../features/wishlist/wishlist-feature.ts";
import { LOAD_WISHLIST_QUERY } from "../../features/wishlist/wishlist-queries.ts";
import { type WishlistCartAdd, type WishlistDone, WishlistScreen } from "../../features/wishlist/wishlist-screen.tsx";
import { Screen } from "../../layouts/screen.tsx";
import type { CartLineInput } from "../../lib/generated/graphql.ts";
import { type RootData, messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../../lib/route-data.ts";

/**
 * `/user/wishlist`: the customer's wishlist, its items and its sharing. The feature is checked
 * first: switched off, the page says the wishlist is unavailable and nothing else is asked. On,
 * the list is read from the API on every visit (prices and stock are today's). Every wishlist
 * form posts to this route's action without JavaScript, the hearts of other pages included.
 */
export const meta = messageMeta("account.wishlist");

const load: RouteLoad<{ active: boolean }> = async ({ client }) => {
  const { data } = await client.query({ query: IS_FEATURE_ACTIVE_QUERY, variables: WISHLIST_FEATURE });
  if (!data?.isFeatureActive) return { active: false };
  await client.query({ query: LOAD_WISHLIST_QUERY, fetchPolicy: "network-only" });
  return { active: true };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

/**
 * The wishlist's action, composed with what it needs of the catalogue (the product page's fields a
 * heart posts), the sign-in rules (a return path of this store only) and the cart (the add a
 * form posts, as the product page's).
 */
export const action = wishlistAction({
  choicesOfForm: (sku, form) => {
    const [line] = cartLinesOfForm(sku, form);
    // A grouped product's form names its items, not choices of its own: the product is kept as it is.
    if (!line || line.sku !== sku) return {};
    const { selectedOptions, selectedCustomOptions, selectedBundleOptions } = line;
    return { selectedOptions, selectedCustomOptions, selectedBundleOptions };
  },
  returnPath: (value) => safeReturnPath(value, "") || null,
  addToCart: async (args, lines) => {
    const posted = await addPostedLines(args, lines);
    return { added: Boolean(posted.result?.success), message: posted.message, headers: posted.headers };
  },
});

/** What `?done=` (and `&sent=`) say after a change made without JavaScript. */
function doneOf(search: URLSearchParams): WishlistDone | null {
  const intent = search.get("done");
  const known = WISHLIST_INTENTS.find((entry) => entry === intent && entry !== "cart") as WishlistDone["intent"] | undefined;
  if (!known) return null;
  const sent = Number(search.get("sent"));
  return { intent: known, sent: Number.isInteger(sent) && sent > 0 && sent <= 5 ? sent : null };
}

export default function AccountWishlist() {
  const intl = useIntl();
  const { active } = useLoaderData<typeof loader>() ?? { active: false };
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const [searchParams] = useSearchParams();
  const { data } = usePageQuery(LOAD_WISHLIST_QUERY, active ? {} : skipToken);
  const root = useRouteLoaderData<RootData>("root");
  const urls = absoluteUrls(root?.publicUrl ?? "", root?.page.basename ?? "/");
  // The cart feature's add: the mini-cart opens with what was added, as after a product page's add.
  const onAddToCart = useCallback<WishlistCartAdd>(async (lines: CartLineInput[]) => {
    const outcome = await addToCart(intl, lines, { openMiniCart: true });
    return { success: outcome.success, message: outcome.message };
  }, [intl]);
  const title = intl.formatMessage({ id: "account.wishlist" });
  const wishlist = data?.me?.wishlist;
  return (
    <Screen title={title} trail={[{ label: intl.formatMessage({ id: "account.title" }), to: "/user" }, { label: title }]} lead={active ? intl.formatMessage({ id: "wishlist.lead" }) : undefined}>
      {!active ? (
        <p data-wishlist-unavailable="">{intl.formatMessage({ id: "wishlist.unavailable" })}</p>
      ) : wishlist ? (
        <WishlistScreen
          wishlist={wishlist}
          shareUrlOf={(shareCode) => urls.page(`${sharedWishlistPath(shareCode)}/`)}
          onAddToCart={onAddToCart}
          refusal={refusal}
          done={doneOf(searchParams)}
        />
      ) : data ? (
        <p data-wishlist-unavailable="">{intl.formatMessage({ id: "wishlist.unavailable" })}</p>
      ) : (
        <Loading />
      )}
    </Screen>
  );
}
