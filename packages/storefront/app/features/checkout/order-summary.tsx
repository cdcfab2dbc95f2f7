import { useId } from "react";
import { useIntl } from "react-intl";
import { useFormat } from "../../lib/format.ts";
import type { CheckoutCart } from "./checkout-queries.ts";
import styles from "./checkout.module.css";

export const SUMMARY_ID = "checkout-summary";

type Money = CheckoutCart["prices"]["vat"];

/** Totals as the API answers them, a cart's or an order's (the amounts these screens show). */
export interface TotalsView {
  prices: {
    subtotal: { priceInclTax: Money };
    discount: { priceInclTax: Money };
    shipping: { priceInclTax: Money };
    vat: Money;
    grandTotal: { priceInclTax: Money; priceExclTax: Money };
  };
  coupon: { code: string } | null;
  /** The delivery method chosen (a cart may have none yet). */
  shippingMethod: { label: string } | null;
}

/** What is charged, to compare with the totals shown. */
interface ChargedView {
  prices: { grandTotal: { priceInclTax: Money } };
  chargedPrices: { grandTotal: { priceInclTax: Money } };
}

/** Whether the totals shown are in another currency than the euros charged. */
export const chargedInOtherCurrency = (totals: ChargedView): boolean =>
  totals.chargedPrices.grandTotal.priceInclTax.currency !== totals.prices.grandTotal.priceInclTax.currency;

/** A cart's totals as the checkout shows them. */
export const cartTotals = (cart: Pick<CheckoutCart, "prices" | "coupon" | "selectedShippingMethod">): TotalsView => ({
  prices: cart.prices,
  coupon: cart.coupon ?? null,
  shippingMethod: cart.selectedShippingMethod ?? null,
});

/**
 * The totals as the API computed them (never summed here), of the cart being ordered or of the
 * order placed (the one component for both): subtotal, the coupon's discount, delivery (the
 * method chosen, once there is one), the total incl. VAT, its VAT, the total excl. VAT.
 */
export function CheckoutTotals({ totals }: { totals: TotalsView }) {
  const intl = useIntl();
  const format = useFormat();
  const { prices, coupon, shippingMethod: method } = totals;
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
export function ChargedNotice({ cart }: { cart: ChargedView }) {
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
        <CheckoutTotals totals={cartTotals(cart)} />
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
