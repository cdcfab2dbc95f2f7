import { useId } from "react";
import { useIntl } from "react-intl";
import { useFormat } from "../../lib/format.ts";
import type { CheckoutCart } from "./checkout-queries.ts";
import styles from "./checkout.module.css";

export const SUMMARY_ID = "checkout-summary";

/** Whether the totals shown are in another currency than the euros charged. */
export const chargedInOtherCurrency = (cart: Pick<CheckoutCart, "prices" | "chargedPrices">): boolean =>
  cart.chargedPrices.grandTotal.priceInclTax.currency !== cart.prices.grandTotal.priceInclTax.currency;

/**
 * The totals as the API computed them (never summed here): subtotal, the coupon's discount,
 * delivery (the method chosen, once there is one), the total incl. VAT, its VAT, the total excl. VAT.
 */
export function CheckoutTotals({ cart }: { cart: Pick<CheckoutCart, "prices" | "coupon" | "selectedShippingMethod"> }) {
  const intl = useIntl();
  const format = useFormat();
  const { prices, coupon, selectedShippingMethod: method } = cart;
  return (
    <dl className={styles.orderTotals}>
      <div>
        <dt>{intl.formatMessage({ id: "cart.totals.subtotal" })}</dt>
        <dd data-total="subtotal">{format.money(prices.subtotal.priceInclTax)}</dd>
      </div>
      {prices.discount.priceInclTax.amount > 0 && (
        <div>
          <dt>
            {intl.formatMessage({ id: "cart.totals.discount" })}
            {coupon ? ` (${coupon.code})` : ""}
          </dt>
          <dd data-total="discount">{`−${format.money(prices.discount.priceInclTax)}`}</dd>
        </div>
      )}
      <div>
        <dt>
          {intl.formatMessage({ id: method ? "checkout.summary.shipping" : "cart.totals.shipping" })}
          {method && <span className={styles.totalDetail}>{method.label}</span>}
        </dt>
        <dd data-total="shipping">{prices.shipping.priceInclTax.amount === 0 && method ? intl.formatMessage({ id: "cart.totals.free" }) : format.money(prices.shipping.priceInclTax)}</dd>
      </div>
      <div className={styles.grand}>
        <dt>{intl.formatMessage({ id: "cart.totals.total" })}</dt>
        <dd data-total="grand">{format.money(prices.grandTotal.priceInclTax)}</dd>
      </div>
      <div className={styles.minor}>
        <dt>{intl.formatMessage({ id: "cart.totals.vat" })}</dt>
        <dd data-total="vat">{format.money(prices.vat)}</dd>
      </div>
      <div className={styles.minor}>
        <dt>{intl.formatMessage({ id: "cart.totals.totalExclTax" })}</dt>
        <dd data-total="excl">{format.money(prices.grandTotal.priceExclTax)}</dd>
      </div>
    </dl>
  );
}

/**
 * "You will be charged 35,88 € (EUR)": said wherever a total in another currency is shown, since
 * the shop charges in euros only.
 */
export function ChargedNotice({ cart }: { cart: Pick<CheckoutCart, "prices" | "chargedPrices"> }) {
  const intl = useIntl();
  const format = useFormat();
  if (!chargedInOtherCurrency(cart)) return null;
  return (
    <p className={styles.charged} data-charged="">
      {intl.formatMessage({ id: "checkout.summary.charged" }, { amount: format.money(cart.chargedPrices.grandTotal.priceInclTax) })}
    </p>
  );
}

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
        <CheckoutTotals cart={cart} />
        <ChargedNotice cart={cart} />
      </div>
    </aside>
  );
}

/** The phone's bar: the total to pay and a link to the summary (not a landmark: the aside is the one). */
export function SummaryBar({ cart }: { cart: CheckoutCart }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <div className={styles.summaryBar} data-summary-bar="">
      <span>
        <span className={styles.summaryBarLabel}>{intl.formatMessage({ id: "checkout.summary.total" })}</span>
        <strong data-summary-bar-total="">{format.money(cart.prices.grandTotal.priceInclTax)}</strong>
      </span>
      <a href={`#${SUMMARY_ID}`} className={styles.summaryBarLink}>
        {intl.formatMessage({ id: "checkout.summary.see" }, { count: cart.itemsQuantity })}
      </a>
    </div>
  );
}
