import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { SharedWishlistPage } from "../features/wishlist/shared-wishlist-data.ts";
import { StatusScreen } from "../layouts/status-screen.tsx";
import type { metaIntl } from "../lib/meta.ts";

/** The browser tab's title of a shared-list page (the list, its add pages), whatever it found. */
export function sharedWishlistTitle(intl: ReturnType<typeof metaIntl>, page: SharedWishlistPage | null | undefined, found?: (name: string) => string): string {
  switch (page?.kind) {
    case "found":
      return found ? found(page.ownerFirstName) : intl.formatMessage({ id: "sharedWishlist.title" }, { name: page.ownerFirstName });
    case "unavailable":
      return intl.formatMessage({ id: "sharedWishlist.unavailable.title" });
    case "throttled":
      return intl.formatMessage({ id: "sharedWishlist.throttled.title" });
    default:
      return intl.formatMessage({ id: "notFound.title" }).trim();
  }
}

/** The shop has switched wishlists off: a shared link leads nowhere (status 404), said plainly, with the way on. */
export function SharedWishlistUnavailable() {
  return (
    <StatusScreen title={<FormattedMessage id="sharedWishlist.unavailable.title" />}>
      <p data-wishlist-unavailable="">
        <FormattedMessage id="sharedWishlist.unavailable.text" />
      </p>
      <p>
        <Link to="/">
          <FormattedMessage id="shell.backHome" />
        </Link>
      </p>
    </StatusScreen>
  );
}

/** Too many codes that found nothing from this address (status 429): the API's message says when to try again. */
export function SharedWishlistRefused({ message }: { message: string }) {
  return (
    <StatusScreen title={<FormattedMessage id="sharedWishlist.throttled.title" />} tone="error">
      <p data-wishlist-throttled="">{message || <FormattedMessage id="sharedWishlist.throttled.text" />}</p>
      <p>
        <Link to="/">
          <FormattedMessage id="shell.backHome" />
        </Link>
      </p>
    </StatusScreen>
  );
}
