import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useIntl } from "react-intl";
import { useHref } from "react-router";
import { Icon } from "../../../components/icon.tsx";
import { buttonClassName } from "../../../components/button.tsx";
import { issueMessage } from "./selection-issues.tsx";
import type { SelectionIssue } from "./selection/product-selection.ts";
import type { FormCartLine } from "./selection-form.ts";
import styles from "./add-to-basket.module.css";

/**
 * What the shopper has not chosen yet: said once they try to add, not before they have done
 * anything. What they chose wrong (too long, out of stock, out of range) is said at once.
 */
const STILL_TO_CHOOSE = new Set<SelectionIssue["code"]>(["groupedEmpty", "variantRequired", "bundleRequired", "customRequired"]);

/** What an add came to, as the page shows it next to the button. */
export interface BasketAddResult {
  success: boolean;
  /** Why not (the API's refusal, in the store's language: "only 3 left"…); null on success. */
  message: string | null;
}

/**
 * "Add to basket" with the quantity (given as children) and the selection's total. It is a real
 * form posting to the product route's action (`action`, ADR 031): before hydration or without
 * JavaScript the option inputs, which name this form (`formId`, given to them through
 * SelectionFormContext by the page), are its fields and
 * the action adds in-process, then shows the basket. Once hydrated, a click adds the selection's
 * `lines` through `onAdd` (the cart feature, composed by the route), the button busy meanwhile;
 * a refusal is said next to the button, a success opens the mini-cart (the cart's doing) and is
 * said politely here too. While the selection is incomplete the button explains what is missing
 * instead of adding.
 */
export function AddToBasket({
  formId,
  issues,
  lines,
  onAdd,
  action,
  initialMessage,
  total,
  children,
}: {
  /** The form's id, which the selection's inputs laid out above it name (SelectionFormContext). */
  formId: string;
  issues: SelectionIssue[];
  /** The lines the selection makes (undefined while it has issues). */
  lines: FormCartLine[] | undefined;
  onAdd: (lines: FormCartLine[]) => Promise<BasketAddResult>;
  /** Store-relative path of the route whose action adds a posted selection (`/product/<sku>`). */
  action: string;
  /** A refusal the action answered (no JavaScript), shown until the next add. */
  initialMessage?: string | null;
  /** The selection's total, repeated by the button (on a phone the price block is screens away from the options). */
  total?: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const messageId = useId();
  const href = useHref(action);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BasketAddResult | null>(initialMessage ? { success: false, message: initialMessage } : null);
  const shown = attempted ? issues : issues.filter((issue) => !STILL_TO_CHOOSE.has(issue.code));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Hydrated: the add goes through the API where the shopper is, not through a page load.
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (!lines || lines.length === 0) return;
    setBusy(true);
    setResult(null);
    const outcome = await onAdd(lines);
    setResult(outcome);
    setBusy(false);
  };

  return (
    <form id={formId} method="post" action={href} className={styles.buy} onSubmit={(event) => void submit(event)} data-add-to-basket="">
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
        <button
          type="submit"
          name="intent"
          value="add"
          className={buttonClassName({ size: "l" }, styles.buyButton)}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          aria-describedby={result ? messageId : undefined}
        >
          <Icon name="cart" size={22} tone="inverse" />
          {intl.formatMessage({
            id: busy ? "catalog.basket.adding" : "catalog.basket.add",
          })}
        </button>
      </div>
      <p id={messageId} className={[styles.result, result?.success === false ? styles.refused : styles.added].join(" ")} role="status" data-basket-result="">
        {result &&
          (result.success ? (
            <>
              <Icon name="checkmark" size={18} />
              {intl.formatMessage({ id: "catalog.basket.added" })}
            </>
          ) : (
            (result.message ?? intl.formatMessage({ id: "catalog.basket.failed" }))
          ))}
      </p>
    </form>
  );
}
