import { useIntl } from "react-intl";
import { Link, useHref } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { ChargedNotice, OrderTotals } from "../../components/order-totals.tsx";
import { useFormat } from "../../lib/format.ts";
import type { AccountOrder } from "./account-orders-queries.ts";
import { inStore } from "../../lib/store-href.ts";
import { RETURN_ITEM_STATUS_TONE, RETURN_STATUS_TONE, returnItemStatusMessage, returnStatusMessage } from "../../lib/return-status.ts";
import { orderActions } from "./order-format.ts";
import { orderPath } from "./order-list.tsx";
import { DeliveryMethod, OrderFacts, OrderLines, PostalAddressBlock, Shipments, StatusHistory } from "./order-parts.tsx";
import { type ReorderOutcome, ReorderForm } from "./reorder.tsx";
import styles from "./account-orders.module.css";
import { StatusBadge } from "../../components/status-badge.tsx";

/** An invoice's page in the account. */
export const invoicePath = (orderId: string, invoiceId: string) => `${orderPath(orderId)}/invoice/${encodeURIComponent(invoiceId)}`;

/**
 * `/user/orders/:orderId/`: the order as it was placed and where it stands. Its head (number,
 * date, status, total) and what can be done (order again, a return while something may be sent
 * back, with the last day to ask; its refunds once it has some), then its parcels with their
 * tracking, its return requests, the lines and totals, and beside them the
 * delivery, addresses, payment, invoices (and the credit notes that cancel them) and history. An order of downloads only has no parcels,
 * no delivery and no shipping address: its delivery says so and leads to the files.
 */
export function OrderDetailScreen({ order, reorder = null }: { order: AccountOrder; reorder?: ReorderOutcome | null }) {
  const intl = useIntl();
  const format = useFormat();
  const actions = orderActions(order);
  // Downloads only: no delivery method, no shipping address, nothing shipped.
  const virtual = !order.shippingMethod;
  return (
    <div className={styles.detail} data-order-number={order.number} data-order-status={order.status}>
      <div className={styles.detailHead}>
        <OrderFacts order={order} />
        <div className={styles.detailActions}>
          <ReorderForm orderId={order.order_id} posted={reorder} />
          <div className={styles.secondaryActions}>
            {/* The API offers only what shipped, within the return window (files downloaded are not sent back). */}
            {actions.returnable && (
              <div className={styles.returnAction}>
                <Link to={`${orderPath(order.order_id)}/returns/create`} className={buttonClassName({ variant: "ghost" })} data-request-return="">
                  <Icon name="undo" size={18} />
                  {intl.formatMessage({ id: "accountOrders.detail.return" })}
                </Link>
                {order.returnDeadline && (
                  <p className={styles.muted} data-return-deadline="">
                    {intl.formatMessage({ id: "accountOrders.detail.returnUntil" }, { date: format.date(order.returnDeadline) })}
                  </p>
                )}
              </div>
            )}
            {actions.refunds && (
              <Link to={`${orderPath(order.order_id)}/refunds`} className={buttonClassName({ variant: "ghost" })} data-see-refunds="">
                <Icon name="cash" size={18} />
                {intl.formatMessage({ id: "accountOrders.detail.refunds" }, { count: order.refunds.length })}
              </Link>
            )}
          </div>
        </div>
      </div>

      <div className={styles.detailGrid}>
        <div className={styles.detailMain}>
          {!virtual && (
            <section aria-labelledby="order-shipments" className={styles.section}>
              <h2 id="order-shipments" className={styles.sectionTitle}>
                {intl.formatMessage({ id: "accountOrders.detail.shipments" })}
              </h2>
              {order.shipments.length > 0 ? <Shipments shipments={order.shipments} /> : <p className={styles.muted}>{intl.formatMessage({ id: `accountOrders.detail.noShipment.${order.status}` })}</p>}
            </section>
          )}

          {order.returns.length > 0 && (
            <section aria-labelledby="order-returns" className={styles.section}>
              <h2 id="order-returns" className={styles.sectionTitle}>
                {intl.formatMessage({ id: "accountOrders.detail.returns" })}
              </h2>
              <OrderReturns returns={order.returns} />
              <p>
                <Link to="/user/returns" data-all-returns="">
                  {intl.formatMessage({ id: "accountOrders.detail.allReturns" })}
                </Link>
              </p>
            </section>
          )}

          <section aria-labelledby="order-lines" className={styles.section}>
            <h2 id="order-lines" className={styles.sectionTitle}>
              {intl.formatMessage({ id: "accountOrders.detail.lines" }, { count: order.items.length })}
            </h2>
            <OrderLines items={order.items} shippable={!virtual} />
            <div className={styles.totals}>
              <OrderTotals totals={{ prices: order.prices, coupon: order.coupon ?? null, shippingMethod: order.shippingMethod ?? null, virtual }} />
              <ChargedNotice cart={order} />
            </div>
          </section>
        </div>

        <div className={styles.detailAside}>
          <section aria-labelledby="order-delivery" className={styles.section}>
            <h2 id="order-delivery" className={styles.sectionTitle}>
              {intl.formatMessage({ id: "accountOrders.detail.delivery" })}
            </h2>
            <DeliveryMethod order={order} downloadsLink />
            {order.shippingAddress && (
              <>
                <h3 className={styles.minorTitle}>{intl.formatMessage({ id: order.pickupPoint ? "accountOrders.detail.recipient" : "accountOrders.detail.shippingAddress" })}</h3>
                <PostalAddressBlock address={order.shippingAddress} />
              </>
            )}
            <h3 className={styles.minorTitle}>{intl.formatMessage({ id: "accountOrders.detail.billingAddress" })}</h3>
            <PostalAddressBlock address={order.billingAddress} />
          </section>

          <section aria-labelledby="order-payment" className={styles.section}>
            <h2 id="order-payment" className={styles.sectionTitle}>
              {intl.formatMessage({ id: "accountOrders.detail.payment" })}
            </h2>
            <p>
              {order.payment.title} ·{" "}
              <span className={styles.paymentStatus} data-payment-status={order.payment.status}>
                {intl.formatMessage({ id: `accountOrders.payment.${order.payment.status}` })}
              </span>
            </p>
            <PaymentInstructions order={order} />
          </section>

          <section aria-labelledby="order-invoices" className={styles.section}>
            <h2 id="order-invoices" className={styles.sectionTitle}>
              {intl.formatMessage({ id: "accountOrders.detail.invoices" })}
            </h2>
            <Invoices order={order} />
            {order.creditNotes.length > 0 && (
              <>
                <h3 className={styles.minorTitle}>{intl.formatMessage({ id: "accountOrders.detail.creditNotes" })}</h3>
                <CreditNotes order={order} />
              </>
            )}
          </section>

          <section aria-labelledby="order-history" className={styles.section}>
            <h2 id="order-history" className={styles.sectionTitle}>
              {intl.formatMessage({ id: "accountOrders.detail.history" })}
            </h2>
            <StatusHistory history={order.history} />
          </section>
        </div>
      </div>
    </div>
  );
}

/** The order's return requests, oldest first: each its number, date and status, and its items with theirs. */
function OrderReturns({ returns }: { returns: AccountOrder["returns"] }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <ul className={styles.returns}>
      {returns.map((entry) => (
        <li key={entry.id} className={styles.returnCard} data-order-return={entry.number} data-return-status={entry.status}>
          <div className={styles.returnHead}>
            <h3 className={styles.returnTitle}>{intl.formatMessage({ id: "accountOrders.return.name" }, { number: entry.number })}</h3>
            <StatusBadge tone={RETURN_STATUS_TONE[entry.status]}>{intl.formatMessage({ id: returnStatusMessage(entry.status) })}</StatusBadge>
          </div>
          <p className={styles.muted}>
            {intl.formatMessage({ id: "accountOrders.return.requested" }, { date: <time key="date" dateTime={entry.createdAt}>{format.date(entry.createdAt)}</time> })}
          </p>
          <ul className={styles.returnItems}>
            {entry.items.map((item, index) => (
              <li key={`${item.orderItemId}|${index}`} data-return-item={item.sku}>
                <span>{intl.formatMessage({ id: "accountOrders.shipment.item" }, { name: item.name, count: item.quantity })}</span>
                <StatusBadge tone={RETURN_ITEM_STATUS_TONE[item.status]} data-return-item-status={item.status}>
                  {intl.formatMessage({ id: returnItemStatusMessage(item.status) })}
                </StatusBadge>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** How to pay an order still waiting for a transfer or a cheque (the details the confirmation gave). */
function PaymentInstructions({ order }: { order: AccountOrder }) {
  const intl = useIntl();
  const format = useFormat();
  const instructions = order.payment.instructions;
  if (!instructions || order.status !== "PENDING_PAYMENT") return null;
  const rows: [string, string][] = [
    ["amount", format.money(instructions.amount)],
    ["payee", instructions.payee],
    ["iban", instructions.iban ?? ""],
    ["bic", instructions.bic ?? ""],
    ["bankName", instructions.bankName ?? ""],
    ["mailingAddress", (instructions.mailingAddress ?? []).join(", ")],
    ["reference", instructions.reference],
  ];
  return (
    <>
      <dl className={styles.instructions} data-payment-instructions="">
        {rows
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <div key={name}>
              <dt>{intl.formatMessage({ id: `accountOrders.instructions.${name}` })}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {instructions.dueAt && <p className={styles.muted}>{intl.formatMessage({ id: "accountOrders.instructions.due" }, { date: format.date(instructions.dueAt) })}</p>}
    </>
  );
}

/** The order's invoices: each its page, and its PDF (a plain download from the store's own address). */
function Invoices({ order }: { order: AccountOrder }) {
  const intl = useIntl();
  const format = useFormat();
  const basename = useHref("/");
  if (order.invoices.length === 0) return <p className={styles.muted}>{intl.formatMessage({ id: order.status === "CANCELLED" ? "accountOrders.detail.noInvoice.cancelled" : "accountOrders.detail.noInvoice" })}</p>;
  return (
    <ul className={styles.invoiceList}>
      {order.invoices.map((invoice) => (
        <li key={invoice.id} data-invoice={invoice.id}>
          <Link to={invoicePath(order.order_id, invoice.id)}>{intl.formatMessage({ id: "accountOrders.invoice.name" }, { id: invoice.id })}</Link>
          <span className={styles.muted}>
            {format.date(invoice.creationDate)} · {format.money(invoice.totals.grandTotal.priceInclTax)}
          </span>
          {invoice.downloadUrl && (
            <a href={inStore(basename, invoice.downloadUrl)} download className={styles.download} data-invoice-pdf="">
              <Icon name="download" size={16} />
              {intl.formatMessage({ id: "accountOrders.invoice.pdf" })}
              <VisuallyHidden>{` ${intl.formatMessage({ id: "accountOrders.invoice.pdfOf" }, { id: invoice.id })}`}</VisuallyHidden>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The credit notes that cancel the order's invoice (all of it when the order was cancelled after
 * it was paid): each with the invoice it credits, the amount taken off it and its PDF.
 */
function CreditNotes({ order }: { order: AccountOrder }) {
  const intl = useIntl();
  const format = useFormat();
  const basename = useHref("/");
  return (
    <ul className={styles.invoiceList}>
      {order.creditNotes.map((note) => (
        <li key={note.id} data-credit-note={note.id}>
          <span>{intl.formatMessage({ id: "accountOrders.creditNote.name" }, { id: note.id })}</span>
          <span className={styles.muted}>
            {format.date(note.creationDate)} ·{" "}
            {/* Taken off the invoice: negative, written as the totals write a discount. */}
            <span data-credit-note-total="">{`−${format.money(note.totals.grandTotal.priceInclTax)}`}</span> ·{" "}
            {intl.formatMessage({ id: "accountOrders.creditNote.of" }, { invoice: <span key="invoice" className={styles.documentNumber}>{note.invoiceNumber}</span> })}
          </span>
          {note.downloadUrl && (
            <a href={inStore(basename, note.downloadUrl)} download className={styles.download} data-credit-note-pdf="">
              <Icon name="download" size={16} />
              {intl.formatMessage({ id: "accountOrders.invoice.pdf" })}
              <VisuallyHidden>{` ${intl.formatMessage({ id: "accountOrders.creditNote.pdfOf" }, { id: note.id })}`}</VisuallyHidden>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
