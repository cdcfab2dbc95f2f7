import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { addressLines, pickupPointAddress, type PostalAddress } from "../../lib/address-fields.ts";
import { type Money, useFormat } from "../../lib/format.ts";
import type { OrderStatus } from "../../lib/generated/graphql.ts";
import { STATUS_TONE, isWebAddress, shippedLabelValues } from "./order-format.ts";
import styles from "./account-orders.module.css";
import { StatusBadge } from "../../components/status-badge.tsx";

/** The parts every order screen shows (the account's order, a guest's lookup): status, lines, parcels, delivery, history. */

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return (
    <StatusBadge tone={STATUS_TONE[status]} data-order-status={status}>
      {intl.formatMessage({ id: `accountOrders.status.${status}` })}
    </StatusBadge>
  );
}

/** When an order was placed, its status and its total: the head of every order screen. */
export function OrderFacts({ order }: { order: { createdAt: string; status: OrderStatus; prices: { grandTotal: { priceInclTax: Money } } } }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <dl className={styles.headFacts}>
      <div>
        <dt>{intl.formatMessage({ id: "accountOrders.detail.placed" })}</dt>
        <dd>
          <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: "accountOrders.detail.status" })}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: "accountOrders.list.total" })}</dt>
        <dd className={styles.orderCardTotal}>{format.money(order.prices.grandTotal.priceInclTax)}</dd>
      </div>
    </dl>
  );
}

interface OptionLike {
  label: string;
  value: string;
}

/** The options chosen for a line ("Volume: 10 ml"), as they were labelled when ordered. */
export function OptionList({ options }: { options: readonly OptionLike[] }) {
  const intl = useIntl();
  if (options.length === 0) return null;
  return (
    <ul className={styles.options}>
      {options.map((option, index) => (
        <li key={`${option.label}|${index}`}>{intl.formatMessage({ id: "accountOrders.option" }, { label: option.label, value: option.value })}</li>
      ))}
    </ul>
  );
}

export interface OrderLineView {
  sku: string;
  name: string;
  options: readonly OptionLike[];
  quantity: number;
  quantityShipped: number;
  prices?: { unit: { priceInclTax: Money }; row: { priceInclTax: Money } };
}

/**
 * The order's lines as they were bought: name, sku, the options chosen, the quantity and how much
 * of it has shipped (not for an order of downloads, which ships nothing), and (for the account's
 * order) the unit and line prices incl. VAT.
 */
export function OrderLines({ items, shippable = true }: { items: readonly OrderLineView[]; shippable?: boolean }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <ul className={styles.lines}>
      {items.map((item, index) => {
        const shipped = shippedLabelValues(item);
        return (
          // Lines have no identity beyond their position in the order.
          <li key={index} className={styles.line} data-order-line={item.sku}>
            <div className={styles.lineMain}>
              <p className={styles.lineName}>{item.name}</p>
              <p className={styles.sku}>{intl.formatMessage({ id: "accountOrders.sku" }, { sku: item.sku })}</p>
              <OptionList options={item.options} />
            </div>
            <dl className={styles.lineFigures}>
              <div>
                <dt>{intl.formatMessage({ id: "accountOrders.line.quantity" })}</dt>
                <dd data-line-quantity="">{item.quantity}</dd>
              </div>
              {shippable && (
                <div>
                  <dt>{intl.formatMessage({ id: "accountOrders.line.shipped" })}</dt>
                  <dd data-line-shipped={shipped.state}>{intl.formatMessage({ id: `accountOrders.line.shipped.${shipped.state}` }, shipped)}</dd>
                </div>
              )}
              {item.prices && (
                <>
                  <div>
                    <dt>{intl.formatMessage({ id: "accountOrders.line.unit" })}</dt>
                    <dd>{format.money(item.prices.unit.priceInclTax)}</dd>
                  </div>
                  <div className={styles.lineTotal}>
                    <dt>{intl.formatMessage({ id: "accountOrders.line.total" })}</dt>
                    <dd data-line-total="">{format.money(item.prices.row.priceInclTax)}</dd>
                  </div>
                </>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

export interface ShipmentView {
  id: string;
  createdAt: string;
  trackingId: string | null;
  name: string;
  url: string | null;
  items: readonly { sku: string; name: string; options: readonly OptionLike[]; quantity: number }[];
}

/**
 * The order's parcels, oldest first: when each left, with which carrier, its tracking number and
 * a link to follow it on the carrier's site (a new window), and what it holds.
 */
export function Shipments({ shipments, titleLevel = 3 }: { shipments: readonly ShipmentView[]; titleLevel?: 3 | 4 }) {
  const intl = useIntl();
  const format = useFormat();
  const Title = titleLevel === 3 ? "h3" : "h4";
  return (
    <ol className={styles.shipments}>
      {shipments.map((shipment, index) => (
        <li key={shipment.id} className={styles.shipment} data-shipment={shipment.trackingId ?? ""}>
          <div className={styles.shipmentHead}>
            <Title className={styles.shipmentTitle}>
              <Icon name="cube" size={20} />
              {intl.formatMessage({ id: "accountOrders.shipment.title" }, { number: index + 1, count: shipments.length })}
            </Title>
            <p className={styles.muted}>
              {intl.formatMessage({ id: "accountOrders.shipment.sent" }, { date: format.date(shipment.createdAt), carrier: shipment.name })}
            </p>
          </div>
          {shipment.trackingId ? (
            <p className={styles.tracking}>
              <span>
                {intl.formatMessage({ id: "accountOrders.shipment.tracking" })} <strong data-tracking-id="">{shipment.trackingId}</strong>
              </span>
              {isWebAddress(shipment.url) && (
                <a href={shipment.url} target="_blank" rel="noopener noreferrer" className={styles.trackLink} data-tracking-link="">
                  {intl.formatMessage({ id: "accountOrders.shipment.track" }, { carrier: shipment.name })}
                  <VisuallyHidden>{` ${intl.formatMessage({ id: "accountOrders.newWindow" })}`}</VisuallyHidden>
                  <Icon name="chevron-right" size={16} />
                </a>
              )}
            </p>
          ) : (
            <p className={styles.muted}>{intl.formatMessage({ id: "accountOrders.shipment.noTracking" })}</p>
          )}
          <ul className={styles.shipmentItems}>
            {shipment.items.map((item, itemIndex) => (
              <li key={`${item.sku}|${itemIndex}`}>
                <span>
                  {intl.formatMessage({ id: "accountOrders.shipment.item" }, { name: item.name, count: item.quantity })}
                </span>
                <OptionList options={item.options} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export interface DeliveryView {
  /** None for an order of downloads only: nothing is delivered. */
  shippingMethod: { label: string; carrier: string; minDays: number; maxDays: number } | null;
  pickupPoint: { name: string; address: { streetAddress: readonly string[]; postalCode: string; locality: string } } | null;
}

/**
 * The delivery chosen: the method, its carrier and time, and the pickup point it goes to; for an
 * order of downloads, that nothing is delivered (and, in the account, where the files are).
 */
export function DeliveryMethod({ order, downloadsLink = false }: { order: DeliveryView; downloadsLink?: boolean }) {
  const intl = useIntl();
  const method = order.shippingMethod;
  if (!method) {
    return (
      <div data-order-delivery="none">
        <p>{intl.formatMessage({ id: "accountOrders.delivery.none" })}</p>
        {downloadsLink && (
          <p>
            <Link to="/user/downloadable-products" data-order-downloads="">
              {intl.formatMessage({ id: "accountOrders.delivery.downloads" })}
            </Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <div data-order-delivery="">
      <p>
        {method.label} · {method.carrier} ·{" "}
        {intl.formatMessage({ id: method.minDays === method.maxDays ? "accountOrders.delivery.days.exact" : "accountOrders.delivery.days" }, { min: method.minDays, max: method.maxDays })}
      </p>
      {order.pickupPoint && (
        <p data-order-pickup="">
          {intl.formatMessage({ id: "accountOrders.delivery.pickup" })} <strong>{order.pickupPoint.name}</strong>, {pickupPointAddress(order.pickupPoint)}
        </p>
      )}
    </div>
  );
}

export function PostalAddressBlock({ address }: { address: PostalAddress }) {
  return (
    <address className={styles.address}>
      {addressLines(address).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/** Every change of the order's status, oldest first, with when and why. */
export function StatusHistory({ history }: { history: readonly { status: OrderStatus; at: string; note: string }[] }) {
  const format = useFormat();
  return (
    <ol className={styles.history} data-order-history="">
      {history.map((entry, index) => (
        <li key={`${entry.at}|${index}`}>
          <OrderStatusBadge status={entry.status} />
          <time dateTime={entry.at} className={styles.muted}>
            {format.dateTime(entry.at)}
          </time>
          {entry.note && <p>{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
