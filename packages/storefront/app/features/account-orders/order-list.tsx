import { useIntl } from "react-intl";
import { Link } from "react-router";
import { AccountPagination } from "../../components/account-pagination.tsx";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { useFormat } from "../../lib/format.ts";
import type { AccountOrderSummary, AccountOrdersPage } from "./account-orders-queries.ts";
import { ordersPagePath, unitCount } from "./order-format.ts";
import { OrderStatusBadge } from "./order-parts.tsx";
import styles from "./account-orders.module.css";

/** An order's page in the account. */
export const orderPath = (orderId: string) => `/user/orders/${encodeURIComponent(orderId)}`;

/**
 * Orders, newest first (the API's order), one card each: the number (the link to the order), when
 * it was placed, its status, what it holds and its total; parcels on their way are counted.
 */
export function OrderList({ orders }: { orders: readonly AccountOrderSummary[] }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <ul className={styles.orderList} data-order-list="">
      {orders.map((order) => (
        <li key={order.order_id} className={styles.orderCard} data-order={order.number}>
          <div className={styles.orderCardHead}>
            <h3 className={styles.orderCardTitle}>
              <Link to={orderPath(order.order_id)}>{intl.formatMessage({ id: "accountOrders.list.number" }, { number: order.number })}</Link>
            </h3>
            <OrderStatusBadge status={order.status} />
          </div>
          <dl className={styles.orderCardFacts}>
            <div>
              <dt>{intl.formatMessage({ id: "accountOrders.list.date" })}</dt>
              <dd>
                <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: "accountOrders.list.items" })}</dt>
              <dd>{intl.formatMessage({ id: "accountOrders.list.units" }, { count: unitCount(order) })}</dd>
            </div>
            {order.shipments.length > 0 && (
              <div>
                <dt>{intl.formatMessage({ id: "accountOrders.list.parcels" })}</dt>
                <dd>{intl.formatMessage({ id: "accountOrders.list.parcelCount" }, { count: order.shipments.length })}</dd>
              </div>
            )}
            <div className={styles.orderCardTotalFact}>
              <dt>{intl.formatMessage({ id: "accountOrders.list.total" })}</dt>
              <dd className={styles.orderCardTotal}>{format.money(order.prices.grandTotal.priceInclTax)}</dd>
            </div>
          </dl>
          <Link to={orderPath(order.order_id)} className={buttonClassName({ variant: "secondary" }, styles.orderCardLink)} aria-hidden="true" tabIndex={-1}>
            {intl.formatMessage({ id: "accountOrders.list.view" })}
            <Icon name="chevron-right" size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `/user/orders/`: a page of the customer's orders, with the pages around it. */
export function OrdersScreen({ orders }: { orders: AccountOrdersPage }) {
  const intl = useIntl();
  if (orders.totalCount === 0) return <NoOrders />;
  return (
    <div className={styles.ordersScreen}>
      <p className={styles.muted} data-orders-count="">
        {intl.formatMessage({ id: "accountOrders.list.count" }, { count: orders.totalCount, page: orders.page, pages: orders.totalPages })}
      </p>
      {orders.items.length > 0 ? (
        <OrderList orders={orders.items} />
      ) : (
        <p>
          {intl.formatMessage({ id: "accountOrders.list.pageEmpty" })} <Link to={ordersPagePath(1)}>{intl.formatMessage({ id: "accountOrders.list.firstPage" })}</Link>
        </p>
      )}
      <Pagination page={orders.page} totalPages={orders.totalPages} />
    </div>
  );
}

/** The customer has not ordered yet: where to start. */
export function NoOrders() {
  const intl = useIntl();
  return (
    <div className={styles.noOrders} data-no-orders="">
      <p>{intl.formatMessage({ id: "accountOrders.list.none" })}</p>
      <Link to="/" className={buttonClassName()}>
        {intl.formatMessage({ id: "accountOrders.list.shop" })}
      </Link>
    </div>
  );
}

/** The pages of the customer's orders. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const intl = useIntl();
  return <AccountPagination page={page} totalPages={totalPages} pathOf={ordersPagePath} label={intl.formatMessage({ id: "accountOrders.pagination.label" })} />;
}

/** The dashboard's newest orders, with the way to all of them. */
export function RecentOrders({ orders }: { orders: AccountOrdersPage }) {
  const intl = useIntl();
  if (orders.totalCount === 0) return <NoOrders />;
  return (
    <div className={styles.ordersScreen}>
      <OrderList orders={orders.items} />
      <p>
        <Link to="/user/orders" data-all-orders="">
          {intl.formatMessage({ id: "accountOrders.recent.all" }, { count: orders.totalCount })}
        </Link>
      </p>
    </div>
  );
}
