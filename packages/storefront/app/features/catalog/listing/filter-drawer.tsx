import { type ReactNode, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, type To } from "react-router";
import { Button, buttonClassName } from "../../../components/button.tsx";
import { Drawer } from "../../../components/drawer.tsx";
import { Icon } from "../../../components/icon.tsx";
import styles from "./listing.module.css";

/**
 * Phones and tablets: the filters in a modal drawer, opened by a "Filters" button that counts the
 * refinements applied. Each choice navigates at once (the URL holds the state), the drawer stays
 * open to choose more, and its footer shows how many products match. Its content is only mounted
 * while open, so the page holds one set of filter controls.
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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

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
      <Drawer
        id={drawerId}
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: "catalog.filters.title" })}
        closeLabel={intl.formatMessage({ id: "catalog.filters.close" })}
        side="end"
        returnFocus={buttonRef}
        footer={
          <>
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
          </>
        }
      >
        <div className={styles.drawerBody}>{children}</div>
      </Drawer>
    </>
  );
}
