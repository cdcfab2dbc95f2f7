import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { useFormat } from "../../lib/format.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { CheckoutOrder } from "./checkout-queries.ts";
import { addressLines } from "../../lib/address-fields.ts";
import { pickupPointAddress } from "../../lib/address-fields.ts";
import { ChargedNotice, OrderTotals } from "../../components/order-totals.tsx";
import styles from "./checkout.module.css";

/** What the confirmation says comes next, by payment method and status. */
export type NextStep = "transfer" | "cheque" | "paid" | "confirming" | "failed" | "cancelled";

export function nextStepOf(order: Pick<CheckoutOrder, "status" | "payment">): NextStep {
  if (order.status === "CANCELLED" || order.payment.status === "CANCELLED") return "cancelled";
  if (order.payment.status === "PAID" || order.payment.status === "REFUNDED") return "paid";
  if (order.payment.status === "FAILED") return "failed";
  if (order.payment.instructions?.iban || order.payment.code === "bank_transfer") return "transfer";
  if (order.payment.instructions?.mailingAddress || order.payment.code === "cheque") return "cheque";
  return "confirming";
}

/**
 * `/checkout/success?order=…`: the order's number and status, what happens next (how to pay a
 * transfer or a cheque, with every detail copyable; a card or wallet payment paid, or still being
 * confirmed by the provider), then its summary. Only an order the viewer may see reaches here.
 * An order of downloads only has no delivery (no method, no shipping address): it says so, and
 * where its files are once paid.
 */
export function SuccessScreen({ order }: { order: CheckoutOrder }) {
  const intl = useIntl();
  const format = useFormat();
  const next = nextStepOf(order);
  const method = order.shippingMethod;
  return (
    <div className={styles.success} data-order-number={order.number} data-order-status={order.status}>
      <div className={styles.successHead}>
        <span className={styles.successIcon} aria-hidden="true">
          <Icon name="checkmark-circle" size={40} />
        </span>
        <div>
          <p className={styles.successNumber}>
            {intl.formatMessage({ id: "checkout.success.number" }, { number: <strong key="number">{order.number}</strong> })}
          </p>
          <p>
            {intl.formatMessage({ id: "checkout.success.email" }, { email: order.email })}
          </p>
          <p>
            {intl.formatMessage({ id: "checkout.success.status" })}{" "}
            <span className={styles.status} data-status={order.status}>
              {intl.formatMessage({ id: `checkout.orderStatus.${order.status}` })}
            </span>
          </p>
        </div>
      </div>

      <section className={styles.nextStep} aria-labelledby="checkout-next" data-next-step={next}>
        <h2 id="checkout-next" className={styles.subsectionTitle}>
          {intl.formatMessage({ id: "checkout.success.next" })}
        </h2>
        <NextStepText order={order} next={next} />
        {!method && next !== "cancelled" && next !== "failed" && (
          <p data-downloads-note="">
            {intl.formatMessage(
              { id: next === "paid" ? "checkout.success.downloadsReady" : "checkout.success.downloadsLater" },
              { link: <Link key="downloads" to="/user/downloadable-products">{intl.formatMessage({ id: "checkout.success.downloadsLink" })}</Link> },
            )}
          </p>
        )}
      </section>

      <div className={styles.successGrid}>
        <section aria-labelledby="checkout-order-lines">
          <h2 id="checkout-order-lines" className={styles.subsectionTitle}>
            {intl.formatMessage({ id: "checkout.success.summary" })}
          </h2>
          <ul className={styles.reviewLines}>
            {order.items.map((item) => (
              <li key={item.id}>
                <span>
                  {intl.formatMessage({ id: "checkout.review.line" }, { name: item.name, count: item.quantity })}
                </span>
                <span>{format.money(item.prices.row.priceInclTax)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals totals={{ prices: order.prices, coupon: order.coupon ?? null, shippingMethod: method ?? null, virtual: !method }} />
          <ChargedNotice cart={order} />
        </section>
        <section aria-labelledby="checkout-order-delivery">
          <h2 id="checkout-order-delivery" className={styles.subsectionTitle}>
            {intl.formatMessage({ id: "checkout.step.delivery" })}
          </h2>
          {method ? (
            <p>
              {method.label} · {method.carrier} ·{" "}
              {intl.formatMessage({ id: method.minDays === method.maxDays ? "checkout.delivery.days.exact" : "checkout.delivery.days" }, { min: method.minDays, max: method.maxDays })}
            </p>
          ) : (
            <p data-order-delivery="none">{intl.formatMessage({ id: "checkout.success.noDelivery" })}</p>
          )}
          {order.pickupPoint && (
            <p data-order-pickup="">
              <strong>{order.pickupPoint.name}</strong>, {pickupPointAddress(order.pickupPoint)}
            </p>
          )}
          {order.shippingAddress && (
            <>
              <h3 className={styles.minorTitle}>{intl.formatMessage({ id: order.pickupPoint ? "checkout.success.recipient" : "checkout.step.shipping" })}</h3>
              <address className={styles.address}>
                {addressLines(order.shippingAddress).map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            </>
          )}
          <h3 className={styles.minorTitle}>{intl.formatMessage({ id: "checkout.step.billing" })}</h3>
          <address className={styles.address}>
            {addressLines(order.billingAddress).map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
          <h3 className={styles.minorTitle}>{intl.formatMessage({ id: "checkout.step.payment" })}</h3>
          <p>{order.payment.title}</p>
        </section>
      </div>
      <p className={styles.successLinks}>
        <Link to="/" className={buttonClassName({ variant: "secondary" })}>
          {intl.formatMessage({ id: "checkout.success.continue" })}
        </Link>
      </p>
    </div>
  );
}

function NextStepText({ order, next }: { order: CheckoutOrder; next: NextStep }) {
  const intl = useIntl();
  const format = useFormat();
  const instructions = order.payment.instructions;
  // Downloads only: nothing is prepared or shipped, the files are given once paid.
  const suffix = order.shippingMethod ? "" : ".virtual";
  switch (next) {
    case "paid":
      return <p>{intl.formatMessage({ id: `checkout.success.paid${suffix}` })}</p>;
    case "confirming":
      return (
        <>
          <p>{intl.formatMessage({ id: "checkout.success.confirming" })}</p>
          <p>
            <a href={`?${new URLSearchParams({ order: order.order_id })}`}>{intl.formatMessage({ id: "checkout.success.refresh" })}</a>
          </p>
        </>
      );
    case "failed":
      return <p>{intl.formatMessage({ id: "checkout.success.failed" })}</p>;
    case "cancelled":
      return <p>{intl.formatMessage({ id: "checkout.success.cancelled" })}</p>;
    case "transfer":
    case "cheque": {
      if (!instructions) return <p>{intl.formatMessage({ id: `checkout.success.${next}${suffix}` })}</p>;
      const rows: [string, string][] = [
        ["amount", format.money(instructions.amount)],
        ["payee", instructions.payee],
        ...(next === "transfer"
          ? ([
              ["iban", instructions.iban ?? ""],
              ["bic", instructions.bic ?? ""],
              ["bankName", instructions.bankName ?? ""],
            ] as [string, string][])
          : ([["mailingAddress", (instructions.mailingAddress ?? []).join(", ")]] as [string, string][])),
        ["reference", instructions.reference],
      ];
      return (
        <>
          <p>{intl.formatMessage({ id: `checkout.success.${next}${suffix}` })}</p>
          <dl className={styles.instructions} data-payment-instructions={next}>
            {rows
              .filter(([, value]) => value)
              .map(([name, value]) => (
                <div key={name}>
                  <dt>{intl.formatMessage({ id: `checkout.instructions.${name}` })}</dt>
                  <dd>
                    <span data-instruction={name}>{value}</span>
                    <CopyButton value={value} label={intl.formatMessage({ id: `checkout.instructions.${name}` })} />
                  </dd>
                </div>
              ))}
          </dl>
          {instructions.dueAt && <p>{intl.formatMessage({ id: "checkout.success.due" }, { date: format.date(instructions.dueAt) })}</p>}
        </>
      );
    }
  }
}

/** Copies a detail of the payment instructions (shown once the page can run it). */
function CopyButton({ value, label }: { value: string; label: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={() => {
        void navigator.clipboard.writeText(value).then(() => setCopied(true), () => undefined);
      }}
      aria-label={intl.formatMessage({ id: "checkout.instructions.copy" }, { what: label })}
    >
      <Icon name={copied ? "checkmark" : "document"} size={16} />
      <span aria-live="polite">{intl.formatMessage({ id: copied ? "checkout.instructions.copied" : "checkout.instructions.copyShort" })}</span>
    </button>
  );
}

/** Any order the viewer may not see, or none: nothing of it is said, only the ways on. */
export function NoOrderScreen() {
  const intl = useIntl();
  return (
    <div className={styles.emptyCheckout} data-no-order="">
      <p>{intl.formatMessage({ id: "checkout.success.none" })}</p>
      <p className={styles.successLinks}>
        <Link to="/" className={buttonClassName()}>
          {intl.formatMessage({ id: "checkout.success.home" })}
        </Link>
        <Link to="/user/orders" className={buttonClassName({ variant: "secondary" })}>
          {intl.formatMessage({ id: "checkout.success.myOrders" })}
        </Link>
      </p>
    </div>
  );
}
