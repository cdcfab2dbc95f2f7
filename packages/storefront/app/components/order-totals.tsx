import { useIntl } from "react-intl";
import { type Money, useFormat } from "../lib/format.ts";
import styles from "./order-totals.module.css";

/** Totals as the API answers them, a cart's or an order's (the amounts these screens show). */
export interface TotalsView {
  prices: {
    subtotal: { priceInclTax: Money };
    discount: { priceInclTax: Money };
    shipping: { priceInclTax: Money };
    vat: Money;
    grandTotal: { priceInclTax: Money; priceExclTax: Money };
    /** What store credit pays (a cart's, when chosen) or paid (an order's), and what is left for the payment method. */
    storeCredit?: Money;
    amountDue?: Money;
  };
  coupon: { code: string } | null;
  /** The delivery method chosen (a cart may have none yet). */
  shippingMethod: { label: string } | null;
  /** Downloads only: nothing is delivered (no method, no delivery row: the screens say so where they show the delivery). */
  virtual?: boolean;
}

/** What is charged, to compare with the totals shown. */
export interface ChargedView {
  prices: { grandTotal: { priceInclTax: Money } };
  /** `amountDue`: what the payment method is charged once store credit has paid its part (absent: the grand total). */
  chargedPrices: { grandTotal: { priceInclTax: Money }; amountDue?: Money };
}

/** Whether the totals shown are in another currency than the euros charged. */
export const chargedInOtherCurrency = (totals: ChargedView): boolean =>
  totals.chargedPrices.grandTotal.priceInclTax.currency !== totals.prices.grandTotal.priceInclTax.currency;

/**
 * The totals as the API computed them (never summed here), of the cart being ordered or of an
 * order placed (the one component for the checkout, its confirmation and the account's orders):
 * subtotal, the coupon's discount, delivery (the method chosen, once there is one; no row for
 * downloads, as in the order's e-mails), the total incl. VAT, its VAT, the total excl. VAT, and
 * when store credit pays part or all of it, what it pays and what is left to pay. Its messages are the checkout's:
 * it is shown on the checkout and account pages only.
 */
export function OrderTotals({ totals }: { totals: TotalsView }) {
  const intl = useIntl();
  const format = useFormat();
  const { prices, coupon, shippingMethod: method, virtual = false } = totals;
  return (
    <dl className={styles.totals}>
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
      {/* Nothing delivered, no delivery row: "free" or "none" would only suggest a delivery. */}
      {!virtual && (
        <div>
          <dt>
            {intl.formatMessage({ id: method ? "checkout.summary.shipping" : "cart.totals.shipping" })}
            {method && <span className={styles.detail}>{method.label}</span>}
          </dt>
          <dd data-total="shipping">{prices.shipping.priceInclTax.amount === 0 && method ? intl.formatMessage({ id: "cart.totals.free" }) : format.money(prices.shipping.priceInclTax)}</dd>
        </div>
      )}
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
      {/* Store credit is a way of paying, not a discount: after the total and its VAT, then what is left to pay. */}
      {prices.storeCredit && prices.amountDue && prices.storeCredit.amount > 0 && (
        <>
          <div className={styles.paidBy}>
            <dt>{intl.formatMessage({ id: "checkout.totals.storeCredit" })}</dt>
            <dd data-total="store-credit">{`−${format.money(prices.storeCredit)}`}</dd>
          </div>
          <div className={styles.grand}>
            <dt>{intl.formatMessage({ id: "checkout.totals.amountDue" })}</dt>
            <dd data-total="amount-due">{format.money(prices.amountDue)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

/**
 * "You will be charged 35,88 € (EUR)": said wherever a total in another currency is shown, since
 * the shop charges in euros only.
 */
export function ChargedNotice({ cart }: { cart: ChargedView }) {
  const intl = useIntl();
  const format = useFormat();
  if (!chargedInOtherCurrency(cart)) return null;
  return (
    <p className={styles.charged} data-charged="">
      {intl.formatMessage({ id: "checkout.summary.charged" }, { amount: format.money(cart.chargedPrices.amountDue ?? cart.chargedPrices.grandTotal.priceInclTax) })}
    </p>
  );
}
