import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Icon } from "./icon.tsx";
import styles from "./drawer.module.css";

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

export interface DrawerProps {
  /** The element's id, for the opening button's `aria-controls`. */
  id: string;
  open: boolean;
  /** Esc, the close button and a click on the backdrop (and on a link, with `closeOnLink`) ask to close. */
  onClose: () => void;
  /** The drawer's heading, which also names the dialog. */
  title: string;
  closeLabel: string;
  /** The edge it slides in from: `start` for the menu, `end` for the filters. */
  side: "start" | "end";
  /** Where focus returns when it closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  /**
   * `whileOpen`: the content exists only while the drawer is open (the page holds one copy of it);
   * `onceOpened`: it is rendered at the first opening and kept.
   */
  mount?: "whileOpen" | "onceOpened";
  closeOnLink?: boolean;
  /** Stays at the bottom while the content scrolls (the filters' "show products"). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The one modal drawer of the shop: a native <dialog> opened with showModal, so the page behind is
 * inert; named by its heading; focus goes to its close button, stays inside while it is open and
 * returns to the opening button; Esc closes it; the page behind does not scroll meanwhile.
 */
export function Drawer({
  id,
  open,
  onClose,
  title,
  closeLabel,
  side,
  returnFocus,
  mount = "whileOpen",
  closeOnLink = false,
  footer,
  className,
  children,
}: DrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const rendered = mount === "whileOpen" ? open : opened;

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
    <dialog
      ref={dialogRef}
      id={id}
      className={[styles.drawer, styles[side], className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        returnFocus.current?.focus();
      }}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
        else if (closeOnLink && (event.target as Element).closest("a")) onClose();
      }}
    >
      {rendered && (
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} data-drawer-close="" aria-label={closeLabel} onClick={onClose}>
              <Icon name="cross" size={24} />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.foot}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
