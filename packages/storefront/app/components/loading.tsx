import { useIntl } from "react-intl";
import styles from "./loading.module.css";

/**
 * Screens load lazily and show a placeholder reading 'Loading...' meanwhile
 * ("Chargement…" in French). It fades in after a short delay so fast loads do not flash.
 */
export function Loading({ variant = "block" }: { variant?: "block" | "inline" }) {
  const intl = useIntl();
  return (
    <div role="status" className={variant === "inline" ? styles.inline : styles.block}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.text}>{intl.formatMessage({ id: "app.loading" })}</span>
    </div>
  );
}
