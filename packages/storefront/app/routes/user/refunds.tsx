import { skipToken } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { type MetaDescriptor, useLoaderData, useParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { ORDER_REFUNDS_QUERY } from "../../features/account-returns/account-returns-queries.ts";
import { RefundsScreen } from "../../features/account-returns/refund-list.tsx";
import { orderPath } from "../../features/account-returns/return-paths.ts";
import { orderIdParam } from "../../features/account-orders/account-orders-queries.ts";
import { NotFoundScreen } from "../../layouts/not-found-screen.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { metaIntl, screenMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../../lib/route-data.ts";

/**
 * `/user/orders/:orderId/refunds`: the refunds of one of the customer's orders (credit memos).
 * An order the viewer may not see is the not-found screen, status 404, as for ids that exist
 * nowhere. Read afresh on every visit (a refund pending at the bank completes without the shopper).
 */
const load: RouteLoad<{ number: string | null }> = async ({ client, params }) => {
  const orderId = orderIdParam(params.orderId);
  const { data } = orderId ? await client.query({ query: ORDER_REFUNDS_QUERY, variables: { orderId }, fetchPolicy: "network-only" }) : { data: undefined };
  const number = data?.order?.number ?? null;
  return number ? { number } : withStatus({ number: null }, 404);
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export function meta({ data, matches }: { data: { number: string | null } | null | undefined; matches: Parameters<typeof screenMeta>[0] }): MetaDescriptor[] {
  const intl = metaIntl(matches);
  if (!data?.number) return [...screenMeta(matches, intl.formatMessage({ id: "notFound.title" }).trim()), { name: "robots", content: "noindex" }];
  return screenMeta(matches, intl.formatMessage({ id: "accountRefunds.pageTitle" }, { number: data.number }));
}

export default function AccountRefunds() {
  const intl = useIntl();
  const orderId = orderIdParam(useParams().orderId);
  const found = useLoaderData<typeof loader>();
  const { data } = usePageQuery(ORDER_REFUNDS_QUERY, orderId && found?.number ? { variables: { orderId } } : skipToken);
  if (!orderId || !found?.number) return <NotFoundScreen />;
  const order = data?.order;
  const title = intl.formatMessage({ id: "account.refunds" });
  return (
    <Screen
      title={title}
      trail={[
        { label: intl.formatMessage({ id: "account.title" }), to: "/user" },
        { label: intl.formatMessage({ id: "account.orders" }), to: "/user/orders" },
        { label: intl.formatMessage({ id: "account.order" }, { orderId: found.number }), to: orderPath(orderId) },
        { label: title },
      ]}
      lead={intl.formatMessage({ id: "accountRefunds.of" }, { number: found.number })}
    >
      {order ? <RefundsScreen order={order} /> : <Loading />}
    </Screen>
  );
}
