import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { Icon } from "../../components/icon.tsx";
import type { Currency, MenuCategory } from "./navigation-queries.ts";
import styles from "./menu-drawer.module.css";
import { CurrencySwitcher, LanguageSwitcher } from "./store-switchers.tsx";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the drawer (the modal dialog already makes the page inert). */
export function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.offsetParent !== null);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface MenuDrawerProps {
  categories: MenuCategory[];
  currencies: Currency[];
  /** Extra content at the end of the drawer (contact line). */
  footer?: ReactNode;
  className?: string;
}

/**
 * The phone and tablet menu: a modal drawer (native <dialog> opened with showModal, so the page
 * behind is inert) holding the categories as an accordion, the account links and the store
 * settings. Esc, the close button, a click on the backdrop and any navigation close it.
 */
export function MenuDrawer({ categories, currencies, footer, className }: MenuDrawerProps) {
  const intl = useIntl();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const titleId = useId();

  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }
  // The content is rendered when the drawer first opens, then kept: opening takes JavaScript
  // anyway, the desktop menu carries the same category links for crawlers, and the drawer would
  // otherwise be a third of the header's markup on every page.
  const [contentRendered, setContentRendered] = useState(false);
  if (open && !contentRendered) setContentRendered(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-drawer-close]")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

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
      <dialog
        ref={dialogRef}
        id={drawerId}
        className={styles.drawer}
        aria-labelledby={titleId}
        onClose={onClose}
        onKeyDown={trapTab}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) setOpen(false);
          else if ((event.target as Element).closest("a")) setOpen(false);
        }}
      >
        {contentRendered && (
          <div className={styles.inner}>
            <div className={styles.head}>
              <h2 id={titleId} className={styles.title}>
                {intl.formatMessage({ id: "navigation.menu.title" })}
              </h2>
              <button
                type="button"
                className={styles.close}
                data-drawer-close=""
                aria-label={intl.formatMessage({ id: "navigation.menu.close" })}
                onClick={() => setOpen(false)}
              >
                <Icon name="cross" size={24} />
              </button>
            </div>

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
                <Link className={styles.link} to="/user">
                  <Icon name="user" size={22} />
                  {intl.formatMessage({ id: "navigation.account" })}
                </Link>
              </li>
              <li>
                <Link className={styles.link} to="/user/wishlist">
                  <Icon name="heart" size={22} />
                  {intl.formatMessage({ id: "navigation.wishlist" })}
                </Link>
              </li>
              <li>
                <Link className={styles.link} to="/contact">
                  <Icon name="envelope" size={22} />
                  {intl.formatMessage({ id: "navigation.contact" })}
                </Link>
              </li>
            </ul>

            <section className={[styles.section, styles.settings].join(" ")} aria-labelledby={`${titleId}-settings`}>
              <h3 id={`${titleId}-settings`} className={styles.settingsTitle}>
                {intl.formatMessage({ id: "navigation.settings.title" })}
              </h3>
              <LanguageSwitcher />
              <CurrencySwitcher currencies={currencies} showHint />
            </section>
            {footer}
          </div>
        )}
      </dialog>
    </>
  );
}
