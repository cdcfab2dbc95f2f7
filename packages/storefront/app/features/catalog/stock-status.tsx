import { useIntl } from "react-intl";
import styles from "./stock-status.module.css";

/**
 * `stock.isInStock`: in stock or sold out (quantities stay on the server). A product delivered as
 * files (`isVirtual`) never runs out, so in stock it says how it comes rather than "in stock".
 * Inline, so it fits in a sentence.
 */
export function StockStatus({ inStock, download = false, className }: { inStock: boolean; download?: boolean; className?: string }) {
  const intl = useIntl();
  const asDownload = download && inStock;
  return (
    <span className={[styles.stock, inStock ? styles.in : styles.out, className].filter(Boolean).join(" ")} data-in-stock={inStock} data-download={asDownload || undefined}>
      <span className={styles.dot} aria-hidden="true" />
      {intl.formatMessage({ id: asDownload ? "catalog.stock.download" : inStock ? "catalog.stock.in" : "catalog.stock.out" })}
    </span>
  );
}
