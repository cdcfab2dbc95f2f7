import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { useFormat } from "../../lib/format.ts";
import type { UnpaidOrder } from "./checkout-queries.ts";
import { fieldId } from "../../components/form-parts.tsx";
import formStyles from "../../components/form-parts.module.css";
import styles from "./checkout.module.css";

const PREFIX = "unpaid";

/** What the shopper is told about the order they came back with. */
export type UnpaidOrderState = "unpaid" | "paid" | "restored" | "cancelled";

export function unpaidOrderState(order: Pick<UnpaidOrder, "status">, basketRestored: boolean): UnpaidOrderState {
  if (order.status === "PENDING_PAYMENT") return "unpaid";
  if (order.status === "CANCELLED") return basketRestored ? "restored" : "cancelled";
  return "paid";
}

/**
 * The shopper came back from the payment provider's page without paying (cancelled there, or gave
 * up after a decline or a failed 3-D Secure): the order waits for its payment and holds its stock.
 * Two ways on, as plain forms posted to the checkout's action (the same with or without
 * JavaScript: both leave this page): pay again, with the same or another online method, or cancel
 * the order now and get its basket back. Once paid meanwhile, or cancelled, it says so.
 */
export function UnpaidOrderPanel({
  order,
  state,
  dropped,
  message,
}: {
  order: UnpaidOrder;
  state: UnpaidOrderState;
  /** Lines that could not come back to the basket (no stock left). */
  dropped: number;
  /** What the action answered a refused form. */
  message: string | null;
}) {
  const intl = useIntl();
  const format = useFormat();
  const total = format.money(order.prices.grandTotal.priceInclTax);
  // The API offers the online methods only (a transfer or a cheque has no page to go back to).
  const online = order.retryPaymentMethods;
  const current = online.some((method) => method.code === order.payment.code) ? order.payment.code : online[0]?.code;
  const titleId = `${PREFIX}-title`;
  if (state !== "unpaid") {
    const success = `/checkout/success?${new URLSearchParams({ order: order.order_id })}`;
    return (
      <Alert type={state === "paid" || state === "restored" ? "success" : "info"} position="static" dismissible={false} autoDismissMs={0} className={styles.notice}>
        <span data-unpaid-order={state}>
          {intl.formatMessage({ id: `checkout.unpaid.${state}` }, { number: order.number, dropped })}{" "}
          {state === "paid" && <Link to={success}>{intl.formatMessage({ id: "checkout.unpaid.seeOrder" })}</Link>}
        </span>
      </Alert>
    );
  }
  return (
    <section className={styles.unpaid} aria-labelledby={titleId} data-unpaid-order="unpaid">
      <h2 id={titleId} className={styles.subsectionTitle} tabIndex={-1}>
        <Icon name="credit-card" size={22} /> {intl.formatMessage({ id: "checkout.unpaid.title" })}
      </h2>
      <p>{intl.formatMessage({ id: "checkout.unpaid.text" }, { number: <strong key="number">{order.number}</strong>, total })}</p>
      {message && (
        <p className={formStyles.errorSummary} role="alert" data-unpaid-error="">
          {message}
        </p>
      )}
      <div className={styles.unpaidActions}>
        <form method="post" className={formStyles.form} data-form="retry-payment">
          <input type="hidden" name="intent" value="retryPayment" />
          <input type="hidden" name="orderId" value={order.order_id} />
          <fieldset className={styles.choices} id={fieldId(PREFIX, "method")}>
            <legend className={styles.legend}>{intl.formatMessage({ id: "checkout.unpaid.method" })}</legend>
            {online.map((method) => (
              <label key={method.code} className={styles.choice} data-payment={method.code}>
                <input type="radio" name="paymentMethod" value={method.code} defaultChecked={method.code === current} />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{method.title}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" size="l" data-retry-payment="">
            <Icon name="lock" size={20} tone="inverse" />
            {intl.formatMessage({ id: "checkout.unpaid.retry" }, { total })}
          </Button>
        </form>
        <form method="post" className={formStyles.form} data-form="cancel-order">
          <input type="hidden" name="intent" value="cancelOrder" />
          <input type="hidden" name="orderId" value={order.order_id} />
          <p className={formStyles.hint}>{intl.formatMessage({ id: "checkout.unpaid.cancelHint" })}</p>
          <Button type="submit" variant="secondary" size="l" data-cancel-order="">
            {intl.formatMessage({ id: "checkout.unpaid.cancel" })}
          </Button>
        </form>
      </div>
    </section>
  );
}
