import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Icon } from "../../components/icon.tsx";
import headerAction from "../../components/header-action.module.css";

/**
 * The wishlist's entry, when the shop has wishlists: the count of a signed-in shopper's list once
 * the browser knows it (undefined before, and for a visitor: the plain link).
 */
export interface HeaderWishlist {
  count: number | undefined;
}

/**
 * The wishlist link of the header and of the menu drawer; with a count, the badge (the link's
 * name says it in words: "3 articles dans ma liste d'envies").
 */
export function WishlistLink({ wishlist, className, iconSize = 24, children }: { wishlist: HeaderWishlist; className: string; iconSize?: number; children?: ReactNode }) {
  const intl = useIntl();
  const { count } = wishlist;
  return (
    <Link
      className={className}
      to="/user/wishlist"
      aria-label={count === undefined ? intl.formatMessage({ id: "navigation.wishlist" }) : intl.formatMessage({ id: "navigation.wishlist.withCount" }, { count })}
      data-wishlist-count={count}
    >
      <span className={headerAction.icon}>
        <Icon name="heart" size={iconSize} />
        {count !== undefined && count > 0 && (
          <span className={headerAction.badge} aria-hidden="true">
            {intl.formatNumber(count)}
          </span>
        )}
      </span>
      {children}
    </Link>
  );
}
