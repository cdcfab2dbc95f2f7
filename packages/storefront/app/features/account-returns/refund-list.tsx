import { useIntl } from "react-intl";
import { Link, useHref } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { useFormat } from "../../lib/format.ts";
import type { RefundStatus } from "../../lib/generated/graphql.ts";
import { inStore } from "../../lib/store-href.ts";
import type { RefundView, RefundsOrder } from "./account-returns-queries.ts";
import { Options } from "./return-list.tsx";
import { orderPath } from "./return-paths.ts";
import styles from "./account-returns.module.css";
import { StatusBadge, type StatusTone } from "../../components/status-badge.tsx";

/** Asked of the bank (warm), paid back (green), sent by hand (blue). */
const REFUND_TONE: Record<RefundStatus, StatusTone> = { PENDING: "waiting", COMPLETED: "done", MANUAL: "progress" };

/**
 * `/user/orders/:orderId/refunds`: the order's refunds, oldest first, one card each: when, how it
 * is paid back and where it stands, the items refunded with their quantities and amounts, the
 * delivery refunded, what the shop added or kept, the total, and the credit note that documents
 * it with its PDF.
 */
export function RefundsScreen({ order }: { order: RefundsOrder }) {
  const intl = useIntl();
  if (order.refunds.length === 0) {
    return (
      <div className={styles.empty} data-no-refunds="">
        <p>{intl.formatMessage({ id: "accountRefunds.none" })}</p>
        <p>
          <Link to={orderPath(order.order_id)}>{intl.formatMessage({ id: "accountRefunds.backToOrder" }, { number: order.number })}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.screen}>
      <ol className={styles.list} data-refund-list="">
        {order.refunds.map((refund) => (
          <RefundCard key={refund.id} refund={refund} />
        ))}
      </ol>
      <p>
        <Link to={orderPath(order.order_id)}>{intl.formatMessage({ id: "accountRefunds.backToOrder" }, { number: order.number })}</Link>
      </p>
    </div>
  );
}

function RefundCard({ refund }: { refund: RefundView }) {
  const intl = useIntl();
  const format = useFormat();
  const basename = useHref("/");
  const titleId = `refund-${refund.id}`;
  const rows: { key: string; label: string; value: string }[] = [];
  if (refund.shipping.priceInclTax.amount > 0) rows.push({ key: "shipping", label: intl.formatMessage({ id: "accountRefunds.shipping" }), value: format.money(refund.shipping.priceInclTax) });
  if (refund.adjustment.amount !== 0) rows.push({ key: "adjustment", label: intl.formatMessage({ id: "accountRefunds.adjustment" }), value: `+${format.money(refund.adjustment)}` });
  if (refund.fee.amount !== 0) rows.push({ key: "fee", label: intl.formatMessage({ id: "accountRefunds.fee" }), value: `−${format.money(refund.fee)}` });
  return (
    <li className={styles.card} data-refund={refund.id} data-refund-status={refund.status} data-refund-method={refund.method}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: "accountRefunds.title" }, { date: format.date(refund.createdAt) })}
        </h2>
        <StatusBadge tone={REFUND_TONE[refund.status]}>{intl.formatMessage({ id: `accountRefunds.status.${refund.status}` })}</StatusBadge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage({ id: "accountRefunds.method" })}</dt>
          <dd data-refund-method-title="">{refund.methodTitle}</dd>
        </div>
        {refund.completedAt && (
          <div>
            <dt>{intl.formatMessage({ id: refund.method === "STORE_CREDIT" ? "accountRefunds.credited" : "accountRefunds.completed" })}</dt>
            <dd>
              <time dateTime={refund.completedAt}>{format.date(refund.completedAt)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{intl.formatMessage({ id: "accountRefunds.creditNote" })}</dt>
          <dd className={styles.creditNote}>
            <span className={styles.documentNumber} data-refund-credit-note="">
              {refund.creditNote.id}
            </span>
            {refund.creditNote.downloadUrl && (
              <a href={inStore(basename, refund.creditNote.downloadUrl)} download className={styles.download} data-credit-note-pdf="">
                <Icon name="download" size={16} />
                {intl.formatMessage({ id: "accountRefunds.pdf" })}
                <VisuallyHidden>{` ${intl.formatMessage({ id: "accountRefunds.pdfOf" }, { id: refund.creditNote.id })}`}</VisuallyHidden>
              </a>
            )}
          </dd>
        </div>
      </dl>
      {refund.items.length > 0 && (
        <ul className={styles.items}>
          {refund.items.map((item, index) => (
            <li key={`${item.sku}|${index}`} className={styles.item} data-refund-item={item.sku}>
              <div className={styles.itemMain}>
                <p className={styles.itemName}>{item.name}</p>
                <p className={styles.muted}>{intl.formatMessage({ id: "accountReturns.sku" }, { sku: item.sku })}</p>
                <Options options={item.options} />
              </div>
              <dl className={styles.itemFigures}>
                <div>
                  <dt>{intl.formatMessage({ id: "accountReturns.quantity" })}</dt>
                  <dd>{item.quantity}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage({ id: "accountRefunds.unit" })}</dt>
                  <dd>{format.money(item.price.priceInclTax)}</dd>
                </div>
                <div className={styles.itemTotal}>
                  <dt>{intl.formatMessage({ id: "accountRefunds.itemTotal" })}</dt>
                  <dd data-refund-item-total="">{format.money(item.subtotal.priceInclTax)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.totals}>
        {rows.map((row) => (
          <div key={row.key} data-refund-row={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className={styles.grand}>
          <dt>{intl.formatMessage({ id: "accountRefunds.total" })}</dt>
          <dd data-refund-total="">{format.money(refund.total)}</dd>
        </div>
      </dl>
    </li>
  );
}
