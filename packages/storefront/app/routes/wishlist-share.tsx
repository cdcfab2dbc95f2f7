import { skipToken } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { type MetaDescriptor, useLoaderData } from "react-router";
import { Loading } from "../components/loading.tsx";
import { SHARED_WISHLIST_HEADERS, type SharedWishlistPage, loadSharedWishlist, sharedWishlistHead } from "../features/wishlist/shared-wishlist-data.ts";
import { SHARED_WISHLIST_QUERY } from "../features/wishlist/shared-wishlist-queries.ts";
import { SharedWishlistScreen } from "../features/wishlist/shared-wishlist-screen.tsx";
import { NotFoundScreen } from "../layouts/not-found-screen.tsx";
import { Screen } from "../layouts/screen.tsx";
import { metaIntl } from "../lib/meta.ts";
import { usePageQuery } from "../lib/page-query.ts";
import { browserLoader, serverLoader } from "../lib/route-data.ts";
import { SharedWishlistRefused, SharedWishlistUnavailable, sharedWishlistTitle } from "./wishlist-share-status.tsx";

/**
 * `/wishlist/share/:shareCode/` (exact): a wishlist its owner shared, for anyone with the link.
 * The page is the same for everybody (rendered without the visitor's session, ADR 046) but never
 * stored anywhere, by the server's page cache or any other (`SHARED_WISHLIST_HEADERS`): it is
 * someone's list behind a secret link, and a list made private must stop showing at once. An
 * unknown or revoked code is the 404 page; guessing codes is throttled by the API (429).
 */
export const headers = SHARED_WISHLIST_HEADERS;

export const loader = serverLoader(loadSharedWishlist);
export const clientLoader = browserLoader(loadSharedWishlist);

export function meta({ data, matches }: { data: SharedWishlistPage | null | undefined; matches: Parameters<typeof sharedWishlistHead>[0] }): MetaDescriptor[] {
  return sharedWishlistHead(matches, sharedWishlistTitle(metaIntl(matches), data));
}

export default function SharedWishlist() {
  const intl = useIntl();
  const page = useLoaderData<typeof loader>();
  const found = page?.kind === "found" ? page : null;
  const { data } = usePageQuery(SHARED_WISHLIST_QUERY, found ? { variables: { shareCode: found.shareCode } } : skipToken);
  if (page?.kind === "unavailable") return <SharedWishlistUnavailable />;
  if (page?.kind === "throttled") return <SharedWishlistRefused message={page.message} />;
  if (!found) return <NotFoundScreen />;
  const wishlist = data?.sharedWishlist.wishlist;
  const title = intl.formatMessage({ id: "sharedWishlist.title" }, { name: found.ownerFirstName });
  return (
    <Screen title={title} lead={intl.formatMessage({ id: "sharedWishlist.lead" }, { name: found.ownerFirstName })}>
      {wishlist ? <SharedWishlistScreen wishlist={wishlist} shareCode={found.shareCode} /> : <Loading />}
    </Screen>
  );
}
