import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { Icon } from "../../components/icon.tsx";
import type { MenuCategory } from "./navigation-queries.ts";
import styles from "./mega-menu.module.css";

/**
 * Desktop category menu. The catalogue has a dozen top categories with long names, more than one
 * row can hold, so one "Our products" disclosure opens a panel: top categories down the left, the
 * expanded one's sub-categories on the right. Disclosure pattern (WAI-ARIA APG): buttons with
 * aria-expanded, Esc closes and returns focus to the trigger, leaving the menu closes it.
 *
 * The panel's content is rendered only while it is open, and only the expanded category's
 * sub-categories (ADR 015): rendering every panel made the menu a fifth of each page's markup and
 * render time. Crawlers still reach every category: the home page links the top ones, each category
 * page its children.
 */
export function MegaMenu({ categories, className }: { categories: MenuCategory[]; className?: string }) {
  const intl = useIntl();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const active =
    categories.find((category) => category.id === activeId && category.children.length > 0) ?? categories.find((category) => category.children.length > 0);

  // A followed link, or any other navigation, closes the menu.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpen(true);
    // The panel's entries render with the opening; focus the first once it is shown.
    requestAnimationFrame(() => navRef.current?.querySelector<HTMLElement>(`[data-menu-entry]`)?.focus());
  };

  if (categories.length === 0) return null;

  return (
    <nav
      ref={navRef}
      className={[styles.nav, className].filter(Boolean).join(" ")}
      aria-label={intl.formatMessage({ id: "navigation.categories.label" })}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        <Icon name="menu" size={20} />
        {intl.formatMessage({ id: "navigation.categories.trigger" })}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) setOpen(false);
        }}
      >
        {open && (
          <div className={styles.panelInner}>
            <ul className={styles.rail}>
              {categories.map((category) => {
                const subId = `${panelId}-${category.id}`;
                if (category.children.length === 0) {
                  return (
                    <li key={category.id}>
                      <Link className={styles.railEntry} to={category.url} data-menu-entry="">
                        {category.name}
                      </Link>
                    </li>
                  );
                }
                const expanded = active?.id === category.id;
                return (
                  <li key={category.id}>
                    <button
                      type="button"
                      className={styles.railEntry}
                      aria-expanded={expanded}
                      aria-controls={expanded ? subId : undefined}
                      data-menu-entry=""
                      onClick={() => setActiveId(category.id)}
                      onPointerEnter={(event) => {
                        if (event.pointerType === "mouse") setActiveId(category.id);
                      }}
                    >
                      {category.name}
                      <Icon name="chevron-right" size={16} />
                    </button>
                    {expanded && (
                      <div id={subId} className={styles.sub}>
                        <p className={styles.subTitle}>{category.name}</p>
                        {category.description && <p className={styles.subLead}>{category.description}</p>}
                        <ul className={styles.subList}>
                          {category.children.map((child) => (
                            <li key={child.id}>
                              <Link className={styles.subLink} to={child.url}>
                                <span className={styles.subName}>{child.name}</span>
                                {child.description && <span className={styles.subDescription}>{child.description}</span>}
                              </Link>
                            </li>
                          ))}
                        </ul>
                        <Link className={styles.viewAll} to={category.url}>
                          {intl.formatMessage({ id: "navigation.categories.viewAll" }, { name: category.name })}
                          <Icon name="chevron-right" size={16} />
                        </Link>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
    </nav>
  );
}
