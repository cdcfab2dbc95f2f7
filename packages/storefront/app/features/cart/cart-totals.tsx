import { useIntl } from "react-intl";
import { useFormat } from "../../lib/format.ts";
import { chargedInOtherCurrency, freeShippingProgress } from "./cart-format.ts";
import type { CartData } from "./cart-queries.ts";
import styles from "./cart-totals.module.css";

/**
 * How far the cart is from free delivery ("12,40 € de plus pour la livraison offerte"), with a
 * bar for the eye (the sentence says it all for assistive technologies). Nothing when delivery is
 * never free in this store.
 */
export function FreeShippingProgress({ estimate }: { estimate: CartData["shippingEstimate"] }) {
  const intl = useIntl();
  const format = useFormat();
  const progress = freeShippingProgress(estimate);
  if (progress === null || !estimate?.remainingForFreeShipping) return null;
  const reached = estimate.remainingForFreeShipping.amount <= 0;
  return (
    <div className={[styles.progress, reached ? styles.reached : ""].join(" ")} data-free-shipping={reached ? "reached" : "remaining"}>
      <p className={styles.progressText}>
        {reached
          ? intl.formatMessage({ id: "cart.freeShipping.reached" })
          : intl.formatMessage({ id: "cart.freeShipping.remaining" }, { amount: <strong key="amount">{format.money(estimate.remainingForFreeShipping)}</strong> })}
      </p>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.barFill} style={{ inlineSize: `${Math.round(progress * 100)}%` }} />
      </div>
    </div>
  );
}

/**
 * The cart's totals as the API computed them (never summed here): subtotal incl. VAT, the
 * coupon's discount, the delivery estimate and its method, the grand total incl. VAT, its VAT and
 * the total excl. VAT; in another display currency, what will be charged in euros.
 */
export function CartTotals({ cart }: { cart: CartData }) {
  const intl = useIntl();
  const format = useFormat();
  const { prices, shippingEstimate, coupon } = cart;
  const shippingFree = prices.shipping.priceInclTax.amount === 0;
  const charged = chargedInOtherCurrency(cart);
  return (
    <>
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>{intl.formatMessage({ id: "cart.totals.subtotal" })}</dt>
        <dd data-total="subtotal">{format.money(prices.subtotal.priceInclTax)}</dd>
      </div>
      {prices.discount.priceInclTax.amount > 0 && (
        <div className={[styles.row, styles.discount].join(" ")}>
          <dt>
            {intl.formatMessage({ id: "cart.totals.discount" })}
            {coupon && <span className={styles.detail}>{coupon.code}</span>}
          </dt>
          <dd data-total="discount">{`−${format.money(prices.discount.priceInclTax)}`}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>
          {intl.formatMessage({ id: "cart.totals.shipping" })}
          {shippingEstimate && (
            <span className={styles.detail}>
              {intl.formatMessage(
                { id: "cart.totals.shippingMethod" },
                { method: shippingEstimate.methodLabel, carrier: shippingEstimate.carrier, min: shippingEstimate.minDays, max: shippingEstimate.maxDays },
              )}
            </span>
          )}
        </dt>
        <dd data-total="shipping" className={shippingFree || cart.isVirtual ? styles.free : undefined}>
          {cart.isVirtual ? intl.formatMessage({ id: "cart.totals.noDelivery" }) : shippingFree ? intl.formatMessage({ id: "cart.totals.free" }) : format.money(prices.shipping.priceInclTax)}
        </dd>
      </div>
      <div className={[styles.row, styles.grand].join(" ")}>
        <dt>{intl.formatMessage({ id: "cart.totals.total" })}</dt>
        <dd data-total="grand">{format.money(prices.grandTotal.priceInclTax)}</dd>
      </div>
      <div className={[styles.row, styles.minor].join(" ")}>
        <dt>{intl.formatMessage({ id: "cart.totals.vat" })}</dt>
        <dd data-total="vat">{format.money(prices.vat)}</dd>
      </div>
      <div className={[styles.row, styles.minor].join(" ")}>
        <dt>{intl.formatMessage({ id: "cart.totals.totalExclTax" })}</dt>
        <dd data-total="excl">{format.money(prices.grandTotal.priceExclTax)}</dd>
      </div>
      {charged && (
        <div className={[styles.row, styles.charged].join(" ")}>
          <dt>{intl.formatMessage({ id: "cart.totals.charged" })}</dt>
          <dd data-total="charged">{format.money(cart.chargedPrices.grandTotal.priceInclTax)}</dd>
        </div>
      )}
    </dl>
    {charged && <p className={styles.chargedNote}>{intl.formatMessage({ id: "cart.totals.chargedNote" })}</p>}
    </>
  );
}
