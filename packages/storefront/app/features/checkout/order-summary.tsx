import { useId } from "react";
import { useIntl } from "react-intl";
import { useFormat } from "../../lib/format.ts";
import type { CheckoutCart } from "./checkout-queries.ts";
import { ChargedNotice, OrderTotals, type TotalsView } from "../../components/order-totals.tsx";
import styles from "./checkout.module.css";

export const SUMMARY_ID = "checkout-summary";

/** A cart's totals as the checkout shows them. */
export const cartTotals = (cart: Pick<CheckoutCart, "prices" | "coupon" | "selectedShippingMethod" | "isVirtual">): TotalsView => ({
  prices: cart.prices,
  coupon: cart.coupon ?? null,
  shippingMethod: cart.selectedShippingMethod ?? null,
  virtual: cart.isVirtual,
});

/**
 * The order's summary, always in view: an aside beside the steps from a desktop's width; on a
 * phone it comes after the steps and a bar stuck to the bottom of the screen gives the total and
 * leads to it. Amounts are the API's (never summed here).
 */
export function OrderSummary({ cart }: { cart: CheckoutCart }) {
  const intl = useIntl();
  const format = useFormat();
  const titleId = useId();
  return (
    <aside id={SUMMARY_ID} className={styles.summary} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.summaryCard}>
        <h2 id={titleId} className={styles.summaryTitle}>
          {intl.formatMessage({ id: "checkout.summary.title" })}
        </h2>
        <ul className={styles.summaryLines}>
          {cart.items.map((line) => (
            <li key={line.item_id}>
              <span className={styles.summaryName}>
                {line.name}
                <span className={styles.summaryQty}>{intl.formatMessage({ id: "checkout.summary.quantity" }, { count: line.quantity })}</span>
              </span>
              <span className={styles.summaryPrice}>{format.money(line.prices.row.priceInclTax)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals totals={cartTotals(cart)} />
        <ChargedNotice cart={cart} />
      </div>
    </aside>
  );
}

/** The phone's bar: the total to pay (what is left once store credit has paid its part) and a link to the summary (not a landmark: the aside is the one). */
export function SummaryBar({ cart }: { cart: CheckoutCart }) {
  const intl = useIntl();
  const format = useFormat();
  const paidByCredit = cart.prices.storeCredit.amount > 0;
  return (
    <div className={styles.summaryBar} data-summary-bar="">
      <span>
        <span className={styles.summaryBarLabel}>{intl.formatMessage({ id: paidByCredit ? "checkout.storeCredit.amountDue" : "checkout.summary.total" })}</span>
        <strong data-summary-bar-total="">{format.money(paidByCredit ? cart.prices.amountDue : cart.prices.grandTotal.priceInclTax)}</strong>
      </span>
      <a href={`#${SUMMARY_ID}`} className={styles.summaryBarLink}>
        {intl.formatMessage({ id: "checkout.summary.see" }, { count: cart.itemsQuantity })}
      </a>
    </div>
  );
}
