import { useIntl } from "react-intl";
import { Link, useHref, useRouteLoaderData } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { useFormat } from "../../lib/format.ts";
import type { AccountInvoice, AccountInvoiceOrder } from "./account-orders-queries.ts";
import { inStore } from "../../lib/store-href.ts";
import { orderPath } from "./order-list.tsx";
import { OptionList, PostalAddressBlock } from "./order-parts.tsx";
import styles from "./account-orders.module.css";

/**
 * `/user/orders/:orderId/invoice/:invoiceId/`: the invoice as issued (it never changes): its
 * number and date, who it is made out to, every line (name, sku, options and a bundle's items,
 * unit price, quantity, VAT, line total), the totals (subtotal, discount, delivery, VAT, total
 * excl. and incl. VAT), and its PDF. Laid out to print as it reads.
 */
export function InvoiceScreen({ order, invoice }: { order: AccountInvoiceOrder; invoice: AccountInvoice }) {
  const intl = useIntl();
  const format = useFormat();
  const basename = useHref("/");
  const shopName = useRouteLoaderData<{ shopName: string }>("root")?.shopName ?? "";
  const totals = invoice.totals;
  return (
    <article className={styles.invoice} data-invoice={invoice.id}>
      <div className={styles.invoiceActions}>
        {invoice.downloadUrl && (
          <a href={inStore(basename, invoice.downloadUrl)} download className={buttonClassName()} data-invoice-pdf="">
            <Icon name="download" size={20} tone="inverse" />
            {intl.formatMessage({ id: "accountOrders.invoice.download" })}
          </a>
        )}
        <Link to={orderPath(order.order_id)} className={styles.backLink}>
          <Icon name="chevron-left" size={16} />
          {intl.formatMessage({ id: "accountOrders.invoice.backToOrder" }, { number: order.number })}
        </Link>
      </div>

      <div className={styles.invoiceHead}>
        <dl className={styles.invoiceFacts}>
          <div>
            <dt>{intl.formatMessage({ id: "accountOrders.invoice.number" })}</dt>
            <dd data-invoice-number="">{invoice.id}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: "accountOrders.invoice.date" })}</dt>
            <dd>
              <time dateTime={invoice.creationDate} data-invoice-date="">
                {format.date(invoice.creationDate)}
              </time>
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: "accountOrders.invoice.order" })}</dt>
            <dd>{order.number}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: "accountOrders.invoice.payment" })}</dt>
            <dd>{order.payment.title}</dd>
          </div>
        </dl>
        <div className={styles.invoiceParties}>
          <div>
            <h2 className={styles.minorTitle}>{intl.formatMessage({ id: "accountOrders.invoice.seller" })}</h2>
            <p>{shopName}</p>
          </div>
          <div>
            <h2 className={styles.minorTitle}>{intl.formatMessage({ id: "accountOrders.invoice.billedTo" })}</h2>
            <PostalAddressBlock address={order.billingAddress} />
            <p className={styles.muted}>{order.email}</p>
          </div>
        </div>
      </div>

      <InvoiceCards invoice={invoice} />
      <div className={styles.tableScroll} role="region" aria-labelledby="invoice-lines" tabIndex={0}>
        <table className={styles.invoiceTable}>
          <caption id="invoice-lines">{intl.formatMessage({ id: "accountOrders.invoice.lines" })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: "accountOrders.invoice.item" })}</th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage({ id: "accountOrders.invoice.unitExcl" })}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage({ id: "accountOrders.invoice.quantity" })}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage({ id: "accountOrders.invoice.tax" })}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage({ id: "accountOrders.invoice.subtotalExcl" })}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage({ id: "accountOrders.invoice.subtotalIncl" })}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => (
              // Lines have no identity beyond their position in the invoice.
              <tr key={index} data-invoice-line={item.sku}>
                <th scope="row">
                  <span className={styles.lineName}>{item.name}</span>
                  <span className={styles.sku}>{intl.formatMessage({ id: "accountOrders.sku" }, { sku: item.sku })}</span>
                  <OptionList options={item.options} />
                  {item.bundleOptions.length > 0 && (
                    <>
                      <span className={styles.sku}>{intl.formatMessage({ id: "accountOrders.invoice.bundle" })}</span>
                      <OptionList options={item.bundleOptions} />
                    </>
                  )}
                </th>
                <td className={styles.number}>
                  {format.money(item.price.priceExclTax)}
                  <span className={styles.incl}>{intl.formatMessage({ id: "accountOrders.invoice.inclShort" }, { amount: format.money(item.price.priceInclTax) })}</span>
                </td>
                <td className={styles.number}>{item.quantity}</td>
                <td className={styles.number}>{format.money(item.taxAmount)}</td>
                <td className={styles.number}>{format.money(item.subtotal.priceExclTax)}</td>
                <td className={styles.number}>{format.money(item.subtotal.priceInclTax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className={styles.invoiceTotals} data-invoice-totals="">
        <div>
          <dt>{intl.formatMessage({ id: "accountOrders.invoice.subtotal" })}</dt>
          <dd data-total="subtotal">{format.money(totals.subtotal.priceExclTax)}</dd>
        </div>
        {totals.discount.priceInclTax.amount > 0 && (
          <div>
            <dt>{intl.formatMessage({ id: "accountOrders.invoice.discount" })}</dt>
            <dd data-total="discount">{`−${format.money(totals.discount.priceExclTax)}`}</dd>
          </div>
        )}
        <div>
          <dt>{intl.formatMessage({ id: "accountOrders.invoice.shipping" })}</dt>
          <dd data-total="shipping">{format.money(totals.shippingAmount.priceExclTax)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: "accountOrders.invoice.totalExcl" })}</dt>
          <dd data-total="excl">{format.money(totals.grandTotal.priceExclTax)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: "accountOrders.invoice.taxTotal" })}</dt>
          <dd data-total="tax">{format.money(totals.taxAmount)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{intl.formatMessage({ id: "accountOrders.invoice.totalIncl" })}</dt>
          <dd data-total="grand">{format.money(totals.grandTotal.priceInclTax)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{intl.formatMessage({ id: "accountOrders.invoice.currency" })}</p>
    </article>
  );
}

/** The invoice's lines on a phone: one card each, every figure of the table's row. */
function InvoiceCards({ invoice }: { invoice: AccountInvoice }) {
  const intl = useIntl();
  const format = useFormat();
  const figure = (id: string, value: string) => (
    <>
      <dt>{intl.formatMessage({ id })}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <section className={styles.invoiceCards} aria-labelledby="invoice-cards">
      <h2 id="invoice-cards" className={styles.invoiceCardsTitle}>
        {intl.formatMessage({ id: "accountOrders.invoice.lines" })}
      </h2>
      <ul className={styles.invoiceCardList}>
        {invoice.items.map((item, index) => (
          // Lines have no identity beyond their position in the invoice.
          <li key={index} data-invoice-line={item.sku}>
            <div>
              <span className={styles.lineName}>{item.name}</span>
              <span className={styles.sku}>{intl.formatMessage({ id: "accountOrders.sku" }, { sku: item.sku })}</span>
              <OptionList options={item.options} />
              {item.bundleOptions.length > 0 && (
                <>
                  <span className={styles.sku}>{intl.formatMessage({ id: "accountOrders.invoice.bundle" })}</span>
                  <OptionList options={item.bundleOptions} />
                </>
              )}
            </div>
            <dl>
              {figure("accountOrders.invoice.unitExcl", format.money(item.price.priceExclTax))}
              {figure("accountOrders.invoice.quantity", String(item.quantity))}
              {figure("accountOrders.invoice.tax", format.money(item.taxAmount))}
              {figure("accountOrders.invoice.subtotalExcl", format.money(item.subtotal.priceExclTax))}
              {figure("accountOrders.invoice.subtotalIncl", format.money(item.subtotal.priceInclTax))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
