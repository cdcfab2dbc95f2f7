import { type ReactNode, useId } from "react";
import styles from "./status-screen.module.css";

/**
 * The 404 and error screens inside a layout, whose <main> frames them (StatusPage is the
 * stand-alone version for the maintenance, offline and root error pages).
 */
export function StatusScreen({ title, children, tone = "neutral" }: { title: ReactNode; children?: ReactNode; tone?: "neutral" | "error" }) {
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <svg className={styles.emblem} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill={tone === "error" ? "var(--color-error-soft)" : "var(--color-primary-soft)"} />
        <path d="M32 14c-8 10-12 18-12 25a12 12 0 0 0 24 0c0-7-4-15-12-25z" fill={tone === "error" ? "var(--color-error)" : "var(--color-primary)"} />
        <path d="M32 30v20" stroke="var(--color-theme)" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
