import { skipToken } from "@apollo/client/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, useLoaderData } from "react-router";
import { Icon, type IconName } from "../../components/icon.tsx";
import { Loading } from "../../components/loading.tsx";
import { ACCOUNT_ORDERS_QUERY, RECENT_ORDERS } from "../../features/account-orders/account-orders-queries.ts";
import { RecentOrders } from "../../features/account-orders/order-list.tsx";
import { ADDRESS_BOOK_QUERY } from "../../features/address-book/address-book-queries.ts";
import { DefaultAddresses } from "../../features/address-book/default-addresses.tsx";
import { ACCOUNT_NEWSLETTER_QUERY } from "../../features/newsletter/newsletter-queries.ts";
import { STORE_CREDIT_BALANCE_QUERY } from "../../features/store-credit/store-credit-queries.ts";
import { STOCK_ALERT_COUNT_QUERY } from "../../features/stock-alert/stock-alert-queries.ts";
import { MY_REVIEWS_COUNT_QUERY } from "../../features/reviews/account-reviews-queries.ts";
import { IS_FEATURE_ACTIVE_QUERY, WISHLIST_FEATURE } from "../../features/wishlist/wishlist-feature.ts";
import { WISHLIST_COUNT_QUERY } from "../../features/wishlist/wishlist-queries.ts";
import { ACCOUNT_ME_QUERY } from "../../layouts/account-layout.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { useFormat } from "../../lib/format.ts";
import { messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { type RouteLoad, browserLoader, routeData, serverLoader } from "../../lib/route-data.ts";
import styles from "./dashboard.module.css";

/**
 * `/user/` (exact): the account at a glance. The newest orders, the default addresses, the
 * account's details, the newsletter subscription, the store credit's balance, the wishlist's
 * count (while the shop has wishlists) and the in-stock alerts waiting, each with the way to its page.
 */
export const meta = messageMeta("account.title");

const RECENT = { page: 1, pageSize: RECENT_ORDERS };

const cards = routeData(() => [
  { query: ACCOUNT_ORDERS_QUERY, variables: RECENT, fetchPolicy: "network-only" },
  { query: ADDRESS_BOOK_QUERY, fetchPolicy: "network-only" },
  { query: ACCOUNT_NEWSLETTER_QUERY, fetchPolicy: "network-only" },
  { query: STORE_CREDIT_BALANCE_QUERY, fetchPolicy: "network-only" },
  { query: MY_REVIEWS_COUNT_QUERY, fetchPolicy: "network-only" },
  { query: STOCK_ALERT_COUNT_QUERY, fetchPolicy: "network-only" },
]);

/** The cards' data, and the wishlist's count only while the shop has wishlists (checked first). */
const load: RouteLoad<{ wishlist: boolean }> = async (args) => {
  const wishlist = async () => {
    const { data } = await args.client.query({ query: IS_FEATURE_ACTIVE_QUERY, variables: WISHLIST_FEATURE });
    if (!data?.isFeatureActive) return false;
    await args.client.query({ query: WISHLIST_COUNT_QUERY, fetchPolicy: "network-only" });
    return true;
  };
  const [, active] = await Promise.all([cards(args), wishlist()]);
  return { wishlist: active };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function AccountDashboard() {
  const intl = useIntl();
  const { data: orders } = usePageQuery(ACCOUNT_ORDERS_QUERY, { variables: RECENT });
  const { data: book } = usePageQuery(ADDRESS_BOOK_QUERY);
  const { data: newsletter } = usePageQuery(ACCOUNT_NEWSLETTER_QUERY);
  const { data: credit } = usePageQuery(STORE_CREDIT_BALANCE_QUERY);
  // The alerts still waiting for a product (those to confirm included).
  const stockAlertsWaiting = usePageQuery(STOCK_ALERT_COUNT_QUERY).data?.me?.stockAlerts.filter((alert) => alert.status !== "NOTIFIED").length;
  const reviews = usePageQuery(MY_REVIEWS_COUNT_QUERY).data?.me?.productReviews;
  const wishlistActive = useLoaderData<typeof loader>()?.wishlist === true;
  const wishlistCount = usePageQuery(WISHLIST_COUNT_QUERY, wishlistActive ? {} : skipToken).data?.me?.wishlist?.itemsCount;
  const balance = credit?.me?.storeCredit.balance;
  const format = useFormat();
  const subscription = newsletter?.me?.newsletter;
  const { data: account } = usePageQuery(ACCOUNT_ME_QUERY, { fetchPolicy: "cache-only" });
  const me = account?.me;
  const title = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={title} trail={[{ label: title }]}>
      <div className={styles.dashboard}>
        <section aria-labelledby="dashboard-orders" data-dashboard="orders">
          <h2 id="dashboard-orders" className={styles.title}>
            {intl.formatMessage({ id: "accountOrders.recent.title" })}
          </h2>
          {orders?.me ? <RecentOrders orders={orders.me.orders} /> : <Loading />}
        </section>
        <ul className={styles.cards}>
          <Card id="details" icon="user" title={intl.formatMessage({ id: "account.information" })} link={{ to: "/user/information", label: intl.formatMessage({ id: "accountOrders.dashboard.editDetails" }) }}>
            {me && (
              <dl className={styles.details}>
                <dt>{intl.formatMessage({ id: "accountOrders.dashboard.name" })}</dt>
                <dd>{`${me.firstname} ${me.lastname}`}</dd>
                <dt>{intl.formatMessage({ id: "accountOrders.dashboard.email" })}</dt>
                <dd>{me.email}</dd>
              </dl>
            )}
          </Card>
          <Card id="addresses" icon="home" title={intl.formatMessage({ id: "addressBook.dashboard.title" })} link={{ to: "/user/address-book", label: intl.formatMessage({ id: "addressBook.dashboard.manage" }) }}>
            {book?.me ? <DefaultAddresses addresses={book.me.addresses} /> : <Loading />}
          </Card>
          <Card id="newsletter" icon="envelope" title={intl.formatMessage({ id: "account.newsletter" })} link={{ to: "/user/newsletter", label: intl.formatMessage({ id: "accountOrders.dashboard.newsletterManage" }) }}>
            {subscription ? (
              <p data-newsletter={subscription.subscribed ? "subscribed" : "not-subscribed"}>
                {subscription.subscribed && subscription.consentDate
                  ? intl.formatMessage({ id: "accountOrders.dashboard.newsletterSince" }, { date: format.date(subscription.consentDate) })
                  : intl.formatMessage({ id: subscription.subscribed ? "accountOrders.dashboard.newsletterOn" : "accountOrders.dashboard.newsletterOff" })}
              </p>
            ) : (
              <Loading />
            )}
          </Card>
          <Card id="store-credit" icon="cash" title={intl.formatMessage({ id: "account.storeCredit" })} link={{ to: "/user/store-credit", label: intl.formatMessage({ id: "storeCredit.dashboard.see" }) }}>
            {balance ? (
              <p data-store-credit-balance={balance.amount}>{intl.formatMessage({ id: "storeCredit.dashboard.balance" }, { amount: <strong key="amount">{format.money(balance)}</strong> })}</p>
            ) : (
              <Loading />
            )}
          </Card>
          {wishlistActive && (
            <Card id="wishlist" icon="heart" title={intl.formatMessage({ id: "account.wishlist" })} link={{ to: "/user/wishlist", label: intl.formatMessage({ id: "wishlist.dashboard.see" }) }}>
              {wishlistCount === undefined ? <Loading /> : <p data-wishlist-count={wishlistCount}>{intl.formatMessage({ id: "wishlist.dashboard.count" }, { count: wishlistCount })}</p>}
            </Card>
          )}
          <Card id="stock-alerts" icon="envelope" title={intl.formatMessage({ id: "account.stockAlerts" })} link={{ to: "/user/stock-alerts", label: intl.formatMessage({ id: "stockAlert.dashboard.see" }) }}>
            {stockAlertsWaiting === undefined ? <Loading /> : <p data-stock-alerts-count={stockAlertsWaiting}>{intl.formatMessage({ id: "stockAlert.dashboard.count" }, { count: stockAlertsWaiting })}</p>}
          </Card>
          <Card id="reviews" icon="star" title={intl.formatMessage({ id: "account.reviews" })} link={{ to: "/user/reviews", label: intl.formatMessage({ id: "myReviews.dashboard.see" }) }}>
            {reviews === undefined ? (
              <Loading />
            ) : (
              <p data-reviews-count={reviews.length}>
                {intl.formatMessage({ id: "myReviews.dashboard.count" }, { count: reviews.length, pending: reviews.filter((review) => review.status === "PENDING").length })}
              </p>
            )}
          </Card>
        </ul>
      </div>
    </Screen>
  );
}

function Card({ id, icon, title, link, children }: { id: string; icon: IconName; title: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <li className={styles.card} data-dashboard={id}>
      <h2>
        <Icon name={icon} size={22} />
        {title}
      </h2>
      {children}
      {link && (
        <p className={styles.more}>
          <Link to={link.to}>{link.label}</Link>
        </p>
      )}
    </li>
  );
}
