import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { Logo } from "../../components/logo.tsx";
import { useAccountEntry } from "../../lib/account-name.ts";
import { useShop } from "../../lib/shop-context.tsx";
import headerAction from "../../components/header-action.module.css";
import styles from "./header.module.css";
import { MegaMenu } from "./mega-menu.tsx";
import { MenuDrawer } from "./menu-drawer.tsx";
import { type HeaderWishlist, WishlistLink } from "./wishlist-link.tsx";
import { MENU_QUERY, type MenuCategory } from "./navigation-queries.ts";
import { CurrencySwitcher, LanguageSwitcher } from "./store-switchers.tsx";
import { usePageQuery } from "../../lib/page-query.ts";

/** The id the layouts give their <main>: the target of the header's skip link. */
export const MAIN_CONTENT_ID = "main-content";

/** `tel:` wants digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

const byPosition = (categories: readonly MenuCategory[]) => [...categories].sort((a, b) => a.position - b.position);

function SkipLink() {
  const intl = useIntl();
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {intl.formatMessage({ id: "navigation.skipToContent" })}
    </a>
  );
}

function HomeLink() {
  const shop = useShop();
  return (
    <Link to="/" className={styles.logoLink}>
      <Logo alt={shop.name} size="large" priority />
    </Link>
  );
}

/**
 * The account link. Its greeting ("Bonjour Camille") is personal: the server renders the plain
 * link for everybody, since the page may be shared (ADR 046), and the browser fills the name in
 * once the page has hydrated. The accessible name starts with the visible text (WCAG 2.5.3).
 */
function AccountLink() {
  const intl = useIntl();
  const { name, to } = useAccountEntry();
  return (
    <Link
      className={headerAction.action}
      to={to}
      data-account-link=""
      aria-label={name ? intl.formatMessage({ id: "navigation.account.signedIn" }, { name }) : intl.formatMessage({ id: "navigation.account" })}
    >
      <Icon name="user" size={24} />
      <span className={name ? `${headerAction.label} ${styles.accountName}` : headerAction.label} aria-hidden="true">
        {name ? intl.formatMessage({ id: "navigation.account.greeting" }, { name }) : intl.formatMessage({ id: "navigation.account" })}
      </span>
    </Link>
  );
}

export interface HeaderProps {
  /**
   * The cart's entry (the layout composes the cart feature's mini-cart); without it, a plain link
   * to the cart. Whatever fills it renders the same for every shopper on the server: the count is personal.
   */
  cart?: ReactNode;
  /** The search form: the layout composes it from the search feature (a feature never imports another). */
  search?: ReactNode;
  /** The wishlist's entry (the layout composes it from the wishlist feature); none when the shop has wishlists off. */
  wishlist?: HeaderWishlist | null;
}

/**
 * The main layout's header: reassurance bar with the store settings, logo, categories (mega menu
 * on desktop, drawer on phones and tablets), search, and the account, wishlist and cart links.
 * The top bar scrolls away; the rest stays at the top of the window.
 */
export function Header({ cart, search, wishlist = null }: HeaderProps) {
  const intl = useIntl();
  const shop = useShop();
  // Preloaded by the main layout's loader, so this reads the cache during server rendering.
  const { data } = usePageQuery(MENU_QUERY);
  const categories = byPosition(data?.categories ?? []);
  const currencies = data?.currencies ?? [];

  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.topBar}>
          <div className={styles.topBarInner}>
            <ul className={styles.reassurance} aria-label={intl.formatMessage({ id: "navigation.topBar.label" })}>
              <li>
                <Icon name="store" size={16} tone="inverse" />
                {intl.formatMessage({ id: "navigation.topBar.origin" })}
              </li>
              <li>
                <Icon name="document" size={16} tone="inverse" />
                {intl.formatMessage({ id: "navigation.topBar.documents" })}
              </li>
              <li>
                <Icon name="lock" size={16} tone="inverse" />
                {intl.formatMessage({ id: "navigation.topBar.payment" })}
              </li>
              <li>
                <Icon name="phone-handset" size={16} tone="inverse" />
                {intl.formatMessage(
                  { id: "navigation.topBar.advice" },
                  {
                    phone: (
                      <a key="phone" href={telHref(shop.contactPhone)}>
                        {shop.contactPhone}
                      </a>
                    ),
                  },
                )}
              </li>
            </ul>
            <div className={styles.topBarSettings}>
              <LanguageSwitcher tone="dark" />
              <CurrencySwitcher currencies={currencies} tone="dark" />
            </div>
          </div>
        </div>

        <div className={styles.main}>
          <div className={styles.row}>
            <div className={styles.menuSlot}>
              <MenuDrawer
                categories={categories}
                currencies={currencies}
                wishlist={wishlist}
                footer={
                  <p className={styles.drawerContact}>
                    <Icon name="phone-handset" size={20} />
                    <a href={telHref(shop.contactPhone)}>{shop.contactPhone}</a>
                  </p>
                }
              />
            </div>
            <HomeLink />
            <div className={styles.megaSlot}>
              <MegaMenu categories={categories} />
            </div>
            <div className={styles.search}>{search}</div>
            <ul className={styles.actions}>
              <li>
                <AccountLink />
              </li>
              {wishlist && (
                <li className={styles.wishlist}>
                  <WishlistLink wishlist={wishlist} className={headerAction.action}>
                    <span className={headerAction.label} aria-hidden="true">
                      {intl.formatMessage({ id: "navigation.wishlist" })}
                    </span>
                  </WishlistLink>
                </li>
              )}
              <li>
                {cart ?? (
                  <Link className={headerAction.action} to="/cart" aria-label={intl.formatMessage({ id: "navigation.cart" })}>
                    <Icon name="cart" size={24} />
                    <span className={headerAction.label} aria-hidden="true">
                      {intl.formatMessage({ id: "navigation.cart" })}
                    </span>
                  </Link>
                )}
              </li>
            </ul>
          </div>
        </div>
      </header>
    </>
  );
}

/** The checkout layout's header: logo, the secure-checkout reassurance and the way back to the cart. */
export function CheckoutHeader() {
  const intl = useIntl();
  return (
    <>
      <SkipLink />
      <header className={[styles.header, styles.checkout].join(" ")}>
        <div className={styles.main}>
          <div className={styles.row}>
            <HomeLink />
            <p className={styles.secure}>
              <Icon name="lock" size={20} />
              {intl.formatMessage({ id: "navigation.checkout.secure" })}
            </p>
            <Link className={styles.backToCart} to="/cart">
              <Icon name="chevron-left" size={18} />
              {intl.formatMessage({ id: "navigation.checkout.backToCart" })}
            </Link>
          </div>
        </div>
      </header>
    </>
  );
}
