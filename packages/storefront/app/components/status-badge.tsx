import type { ReactNode } from "react";
import styles from "./status-badge.module.css";

/**
 * How a status looks wherever the account shows one (orders, returns and their items, refunds,
 * downloads): waiting for someone (warm), under way (blue), settled (green), ended or refused (grey).
 */
export type StatusTone = "waiting" | "progress" | "done" | "stopped";

/** A status in its tone; `data-*` attributes name what it is the status of (tests and styles read them). */
export function StatusBadge({ tone, children, ...data }: { tone: StatusTone; children: ReactNode } & { [attribute: `data-${string}`]: string }) {
  return (
    <span className={styles.badge} data-tone={tone} {...data}>
      {children}
    </span>
  );
}
