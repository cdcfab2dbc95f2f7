import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { NavLink, Outlet, redirect } from "react-router";
import { FaultSwitch } from "../features/app-start/fault-switch.tsx";
import { useWishlistActive } from "../features/wishlist/wishlist-state.tsx";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";
import { LayoutErrorScreen } from "./layout-error.tsx";
import styles from "./layouts.module.css";
import { usePageQuery } from "../lib/page-query.ts";
import { personalHandle } from "../lib/personal.ts";
import type { AccountMe, AccountMeVariables } from "../lib/generated/graphql.ts";
import { signInPath } from "../lib/account-name.ts";

/** Signed-in state is `me` having an id. */
export const ACCOUNT_ME_QUERY: TypedDocumentNode<AccountMe, AccountMeVariables> = gql`
  query AccountMe {
    me {
      id
      firstname
      lastname
      email
    }
  }
`;

/**
 * Visitors who open `/user/…` go to the sign-in screen, which brings them back afterwards
 * (`?redirect=` holds the store-relative path; the sign-in screen accepts only such a path).
 */
const load: RouteLoad<null> = async ({ client, storePath, request }) => {
  const { data } = await client.query({ query: ACCOUNT_ME_QUERY, fetchPolicy: "network-only" });
  if (!data?.me?.id) {
    const back = `${storePath}${new URL(request.url).search}`;
    throw redirect(signInPath(back));
  }
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

/** Every screen of the account area is the customer's own: rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

/** Every page of the account area, in the side navigation's order. */
export const ACCOUNT_PAGES = [
  { to: "/user", label: "account.dashboard", end: true },
  { to: "/user/orders", label: "account.orders", end: false },
  { to: "/user/returns", label: "account.returns", end: false },
  { to: "/user/wishlist", label: "account.wishlist", end: false },
  { to: "/user/reviews", label: "account.reviews", end: false },
  { to: "/user/stock-alerts", label: "account.stockAlerts", end: false },
  { to: "/user/address-book", label: "account.addressBook", end: false },
  { to: "/user/information", label: "account.information", end: false },
  { to: "/user/downloadable-products", label: "account.downloadableProducts", end: false },
  { to: "/user/store-credit", label: "account.storeCredit", end: false },
  { to: "/user/newsletter", label: "account.newsletter", end: false },
  { to: "/user/logout", label: "account.logout", end: false },
] as const;

function AccountNavigation() {
  const intl = useIntl();
  const { data } = usePageQuery(ACCOUNT_ME_QUERY, { fetchPolicy: "cache-only" });
  const me = data?.me;
  // The wishlist's page is listed only while the shop has wishlists (the main layout's state).
  const wishlistActive = useWishlistActive();
  const pages = ACCOUNT_PAGES.filter((page) => wishlistActive || page.to !== "/user/wishlist");
  return (
    <nav className={styles.accountNav} aria-label={intl.formatMessage({ id: "account.nav.label" })}>
      <h2>{me ? intl.formatMessage({ id: "account.welcome" }, { name: me.firstname }) : intl.formatMessage({ id: "account.title" })}</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={page.end}>
              {intl.formatMessage({ id: page.label })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.account} data-layout="account">
      <AccountNavigation />
      <div>{children}</div>
    </div>
  );
}

/** Account area: its own inner layout (inside the main one) and its own error screen. */
export default function AccountLayout() {
  return (
    <AccountFrame>
      <FaultSwitch layout="account-layout" />
      <Outlet />
    </AccountFrame>
  );
}

export function ErrorBoundary() {
  return (
    <AccountFrame>
      <LayoutErrorScreen boundary="account-layout" />
    </AccountFrame>
  );
}
