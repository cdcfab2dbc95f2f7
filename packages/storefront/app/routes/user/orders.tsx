import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { ACCOUNT_ORDERS_QUERY, ORDERS_PAGE_SIZE } from "../../features/account-orders/account-orders-queries.ts";
import { OrdersScreen } from "../../features/account-orders/order-list.tsx";
import { pageParam } from "../../features/account-orders/order-format.ts";
import { Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { browserLoader, routeData, serverLoader } from "../../lib/route-data.ts";

/**
 * `/user/orders/` (exact): the customer's orders, newest first, ten a page (`?page=`). Read from
 * the API on every visit: an order's status changes without the shopper.
 */
export const meta = messageMeta("account.orders");

const variablesOf = (search: URLSearchParams) => ({ page: pageParam(search), pageSize: ORDERS_PAGE_SIZE });

const load = routeData(({ request }) => [{ query: ACCOUNT_ORDERS_QUERY, variables: variablesOf(new URL(request.url).searchParams), fetchPolicy: "network-only" }]);
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function AccountOrders() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { data, previousData } = usePageQuery(ACCOUNT_ORDERS_QUERY, { variables: variablesOf(searchParams) });
  // The page before stays while the next one loads (a client navigation).
  const orders = (data ?? previousData)?.me?.orders;
  const title = intl.formatMessage({ id: "account.orders" });
  return (
    <Screen title={title} trail={[{ label: intl.formatMessage({ id: "account.title" }), to: "/user" }, { label: title }]}>
      {orders ? <OrdersScreen orders={orders} /> : <Loading />}
    </Screen>
  );
}
