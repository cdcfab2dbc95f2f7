import { type ReactNode, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { Drawer } from "../../components/drawer.tsx";
import { Icon } from "../../components/icon.tsx";
import { useAccountEntry } from "../../lib/account-name.ts";
import type { Currency, MenuCategory } from "./navigation-queries.ts";
import styles from "./menu-drawer.module.css";
import { CurrencySwitcher, LanguageSwitcher } from "./store-switchers.tsx";
import { type HeaderWishlist, WishlistLink } from "./wishlist-link.tsx";

export interface MenuDrawerProps {
  categories: MenuCategory[];
  currencies: Currency[];
  /** The wishlist's link with its count (none when the shop has wishlists off). */
  wishlist?: HeaderWishlist | null;
  /** Extra content at the end of the drawer (contact line). */
  footer?: ReactNode;
  className?: string;
}

/**
 * The phone and tablet menu: a modal drawer holding the categories as an accordion, the account
 * links and the store settings. Esc, the close button, a click on the backdrop or a link, and any
 * navigation close it.
 */
export function MenuDrawer({ categories, currencies, wishlist = null, footer, className }: MenuDrawerProps) {
  const intl = useIntl();
  const location = useLocation();
  const accountTo = useAccountEntry().to;
  const [open, setOpen] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }
  // The drawer's content is rendered when it first opens, then kept (`onceOpened`): opening takes JavaScript
  // anyway, the desktop menu carries the same category links for crawlers, and the drawer would
  // otherwise be a third of the header's markup on every page.
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.menuButton, className].filter(Boolean).join(" ")}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={24} />
        <span className={styles.menuLabel}>{intl.formatMessage({ id: "navigation.menu.open" })}</span>
      </button>
      <Drawer
        id={drawerId}
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: "navigation.menu.title" })}
        closeLabel={intl.formatMessage({ id: "navigation.menu.close" })}
        side="start"
        returnFocus={buttonRef}
        mount="onceOpened"
        closeOnLink
      >
        <div className={styles.content}>
          <nav className={styles.section} aria-label={intl.formatMessage({ id: "navigation.categories.label" })}>
            <ul className={styles.accordion}>
              {categories.map((category) => {
                if (category.children.length === 0) {
                  return (
                    <li key={category.id}>
                      <Link className={styles.entry} to={category.url}>
                        {category.name}
                      </Link>
                    </li>
                  );
                }
                const expanded = expandedId === category.id;
                const panelId = `${drawerId}-${category.id}`;
                return (
                  <li key={category.id}>
                    <button
                      type="button"
                      className={styles.entry}
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setExpandedId(expanded ? null : category.id)}
                    >
                      {category.name}
                      <Icon name={expanded ? "minus" : "plus"} size={18} />
                    </button>
                    <ul id={panelId} className={styles.children} hidden={!expanded}>
                      <li>
                        <Link className={styles.child} to={category.url}>
                          {intl.formatMessage({ id: "navigation.categories.viewAll" }, { name: category.name })}
                        </Link>
                      </li>
                      {category.children.map((child) => (
                        <li key={child.id}>
                          <Link className={styles.child} to={child.url}>
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>

          <ul className={[styles.section, styles.links].join(" ")}>
            <li>
              <Link className={styles.link} to={accountTo}>
                <Icon name="user" size={22} />
                {intl.formatMessage({ id: "navigation.account" })}
              </Link>
            </li>
            {wishlist && (
              <li>
                <WishlistLink wishlist={wishlist} className={styles.link} iconSize={22}>
                  {intl.formatMessage({ id: "navigation.wishlist" })}
                </WishlistLink>
              </li>
            )}
            <li>
              <Link className={styles.link} to="/contact">
                <Icon name="envelope" size={22} />
                {intl.formatMessage({ id: "navigation.contact" })}
              </Link>
            </li>
          </ul>

          <section className={[styles.section, styles.settings].join(" ")} aria-labelledby={`${drawerId}-settings`}>
            <h3 id={`${drawerId}-settings`} className={styles.settingsTitle}>
              {intl.formatMessage({ id: "navigation.settings.title" })}
            </h3>
            <LanguageSwitcher />
            <CurrencySwitcher currencies={currencies} showHint />
          </section>
          {footer}
        </div>
      </Drawer>
    </>
  );
}
