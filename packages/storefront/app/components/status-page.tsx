import type { ReactNode } from "react";
import styles from "./status-page.module.css";

/** The frame of the maintenance, offline, error and 404 screens. */
export function StatusPage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <main className={styles.page}>
      <svg className={styles.emblem} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="var(--color-primary-soft)" />
        <path d="M32 14c-8 10-12 18-12 25a12 12 0 0 0 24 0c0-7-4-15-12-25z" fill="var(--color-primary)" />
        <path d="M32 30v20" stroke="var(--color-theme)" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
