import { skipToken } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { type MetaDescriptor, useActionData, useLoaderData, useParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { reorderAction } from "../../features/account-orders/account-orders-action.ts";
import { ACCOUNT_ORDER_QUERY, orderIdParam } from "../../features/account-orders/account-orders-queries.ts";
import { OrderDetailScreen } from "../../features/account-orders/order-detail.tsx";
import { NotFoundScreen } from "../../layouts/not-found-screen.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { metaIntl, screenMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../../lib/route-data.ts";

/**
 * `/user/orders/:orderId/` (exact): one of the customer's orders. The API shows an order to its
 * owner only: another customer's, a guessed id or one that does not exist are the same not-found
 * screen, status 404, and nothing else is said. Read afresh on every visit (its status, parcels
 * and invoices change without the shopper). "Order again" posts to this route's action.
 */
const load: RouteLoad<{ number: string | null }> = async ({ client, params }) => {
  const orderId = orderIdParam(params.orderId);
  const { data } = orderId ? await client.query({ query: ACCOUNT_ORDER_QUERY, variables: { orderId }, fetchPolicy: "network-only" }) : { data: undefined };
  const number = data?.order?.number ?? null;
  return number ? { number } : withStatus({ number: null }, 404);
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = reorderAction;

export function meta({ data, matches }: { data: { number: string | null } | null | undefined; matches: Parameters<typeof screenMeta>[0] }): MetaDescriptor[] {
  const intl = metaIntl(matches);
  if (!data?.number) return [...screenMeta(matches, intl.formatMessage({ id: "notFound.title" }).trim()), { name: "robots", content: "noindex" }];
  return screenMeta(matches, intl.formatMessage({ id: "account.order" }, { orderId: data.number }));
}

export default function AccountOrder() {
  const intl = useIntl();
  const orderId = orderIdParam(useParams().orderId);
  const found = useLoaderData<typeof loader>();
  const { data } = usePageQuery(ACCOUNT_ORDER_QUERY, orderId && found?.number ? { variables: { orderId } } : skipToken);
  const reorder = useActionData<typeof action>()?.reorder ?? null;
  if (!found?.number) return <NotFoundScreen />;
  const order = data?.order;
  const title = intl.formatMessage({ id: "account.order" }, { orderId: found.number });
  return (
    <Screen
      title={title}
      trail={[{ label: intl.formatMessage({ id: "account.title" }), to: "/user" }, { label: intl.formatMessage({ id: "account.orders" }), to: "/user/orders" }, { label: title }]}
    >
      {order ? <OrderDetailScreen order={order} reorder={reorder} /> : <Loading />}
    </Screen>
  );
}
