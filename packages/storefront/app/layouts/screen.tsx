import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useShop } from "../lib/shop-context.tsx";
import styles from "./screen.module.css";

export interface Crumb {
  label: string;
  /** Store-relative path; the last crumb (the current page) has none. */
  to?: string;
}

/** Home first, then the given trail; the current page is marked for assistive technologies. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const intl = useIntl();
  const crumbs: Crumb[] = [{ label: intl.formatMessage({ id: "shell.breadcrumb.home" }), to: "/" }, ...trail];
  return (
    <nav className={styles.breadcrumbs} aria-label={intl.formatMessage({ id: "shell.breadcrumb.label" })}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.to ?? ""}|${crumb.label}`}>
            {index === crumbs.length - 1 || !crumb.to ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.to}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The frame of a screen inside a layout: breadcrumbs, the one <h1>, then the screen's content.
 * The trail defaults to the screen itself.
 */
export function Screen({
  title,
  trail,
  lead,
  width = "wide",
  children,
}: {
  title: string;
  trail?: Crumb[];
  lead?: ReactNode;
  width?: "wide" | "narrow";
  children?: ReactNode;
}) {
  return (
    <div className={[styles.screen, width === "narrow" ? styles.narrow : ""].join(" ")}>
      <Breadcrumbs trail={trail ?? [{ label: title }]} />
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}

/**
 * The one honest sentence a screen shows while its capability is not open yet (it arrives with
 * its own issue), with the way to reach the shop meanwhile.
 */
export function PendingNotice({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const shop = useShop();
  return (
    <div className={styles.pending}>
      <p>{children ?? intl.formatMessage({ id: "shell.pending" })}</p>
      <p>
        {intl.formatMessage(
          { id: "shell.pending.help" },
          {
            phone: (
              <a key="phone" href={`tel:${shop.contactPhone.replace(/[^\d+]/g, "")}`}>
                {shop.contactPhone}
              </a>
            ),
            email: (
              <a key="email" href={`mailto:${shop.contactEmail}`}>
                {shop.contactEmail}
              </a>
            ),
          },
        )}
      </p>
    </div>
  );
}
