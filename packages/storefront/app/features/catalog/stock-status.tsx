import { useIntl } from "react-intl";
import styles from "./stock-status.module.css";

/** `stock.isInStock`: in stock or sold out (quantities stay on the server). Inline, so it fits in a sentence. */
export function StockStatus({ inStock, className }: { inStock: boolean; className?: string }) {
  const intl = useIntl();
  return (
    <span className={[styles.stock, inStock ? styles.in : styles.out, className].filter(Boolean).join(" ")} data-in-stock={inStock}>
      <span className={styles.dot} aria-hidden="true" />
      {intl.formatMessage({ id: inStock ? "catalog.stock.in" : "catalog.stock.out" })}
    </span>
  );
}
