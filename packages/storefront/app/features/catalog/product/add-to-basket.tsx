import { type ReactNode, useId, useState } from "react";
import { useIntl } from "react-intl";
import { Icon, ImageIcon } from "../../../components/icon.tsx";
import { buttonClassName } from "../../../components/button.tsx";
import { issueMessage } from "./selection-issues.tsx";
import type { SelectionIssue } from "./selection/product-selection.ts";
import styles from "./add-to-basket.module.css";

/**
 * What the shopper has not chosen yet: said once they try to add, not before they have done
 * anything. What they chose wrong (too long, out of stock, out of range) is said at once.
 */
const STILL_TO_CHOOSE = new Set<SelectionIssue["code"]>(["groupedEmpty", "variantRequired", "bundleRequired", "customRequired"]);

/**
 * "Add to basket" (after the quantity given as children), present but not active: the basket opens with a later issue. The button says
 * so honestly (aria-disabled, so it stays focusable and its explanation is read) instead of
 * pretending; the shop's phone and e-mail are the way to order meanwhile. What the selection still
 * lacks is listed, so the shopper knows the choice is complete.
 */
export function AddToBasket({
  issues,
  phone,
  email,
  total,
  children,
}: {
  issues: SelectionIssue[];
  phone: string;
  email: string;
  /** The selection's total, repeated by the button (on a phone the price block is screens away from the options). */
  total?: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const noteId = useId();
  const [attempted, setAttempted] = useState(false);
  const shown = attempted ? issues : issues.filter((issue) => !STILL_TO_CHOOSE.has(issue.code));
  return (
    <div className={styles.buy}>
      {shown.length > 0 && (
        <ul className={styles.issues} aria-live="polite">
          {shown.map((issue, index) => (
            <li key={`${issue.code}-${index}`}>{issueMessage(intl, issue)}</li>
          ))}
        </ul>
      )}
      {total && <p className={styles.buyTotal}>{total}</p>}
      <div className={styles.buyRow}>
        {children}
        <button type="button" className={buttonClassName({ size: "l" }, styles.buyButton)} aria-disabled="true" aria-describedby={noteId} onClick={() => setAttempted(true)}>
          <Icon name="cart" size={22} tone="inverse" />
          {intl.formatMessage({ id: "catalog.basket.add" })}
        </button>
      </div>
      <p id={noteId} className={styles.buyNote}>
        <ImageIcon name="info" size={18} />
        <span>
          {intl.formatMessage(
            { id: "catalog.basket.soon" },
            {
              phone: (
                <a key="phone" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
                  {phone}
                </a>
              ),
              email: (
                <a key="email" href={`mailto:${email}`}>
                  {email}
                </a>
              ),
            },
          )}
        </span>
      </p>
    </div>
  );
}
