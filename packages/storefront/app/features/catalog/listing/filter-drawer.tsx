import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, type To } from "react-router";
import { Button, buttonClassName } from "../../../components/button.tsx";
import { Icon } from "../../../components/icon.tsx";
import styles from "./listing.module.css";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round inside the drawer (the modal dialog already makes the page inert). */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.offsetParent !== null);
  if (focusable.length === 0) return;
  const [first, last] = [focusable[0], focusable[focusable.length - 1]];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Phones and tablets: the filters in a modal drawer (native <dialog> with showModal), opened by a
 * "Filters" button that counts the refinements applied. Each choice navigates at once (the URL
 * holds the state), the drawer stays open to choose more, and its footer shows how many products
 * match. Its content is only mounted while open, so the page holds one set of filter controls.
 */
export function FilterDrawer({
  refinements,
  total,
  clearTo,
  pending,
  children,
}: {
  refinements: number;
  total: number;
  /** The listing without refinements, or undefined when there are none. */
  clearTo: To | undefined;
  pending: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const drawerId = useId();

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

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName({ variant: "secondary" }, styles.filterButton)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <Icon name="options" size={20} />
        {intl.formatMessage({ id: "catalog.filters.open" })}
        {refinements > 0 && (
          <span className={styles.filterBadge} aria-label={intl.formatMessage({ id: "catalog.filters.applied" }, { count: refinements })}>
            {refinements}
          </span>
        )}
      </button>
      <dialog
        ref={dialogRef}
        id={drawerId}
        className={styles.drawer}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        {open && (
          <div className={styles.drawerInner}>
            <div className={styles.drawerHead}>
              <h2 id={titleId}>{intl.formatMessage({ id: "catalog.filters.title" })}</h2>
              <button
                type="button"
                className={styles.drawerClose}
                data-drawer-close=""
                aria-label={intl.formatMessage({ id: "catalog.filters.close" })}
                onClick={() => setOpen(false)}
              >
                <Icon name="cross" size={24} />
              </button>
            </div>
            <div className={styles.drawerBody}>{children}</div>
            <div className={styles.drawerFoot}>
              {clearTo ? (
                <Link to={clearTo} className={styles.drawerClear} rel="nofollow">
                  {intl.formatMessage({ id: "catalog.filters.clearAll" })}
                </Link>
              ) : (
                <span />
              )}
              <Button onClick={() => setOpen(false)} aria-busy={pending || undefined}>
                {intl.formatMessage({ id: "catalog.filters.show" }, { count: total })}
              </Button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
