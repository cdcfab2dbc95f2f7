import { skipToken } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { type MetaDescriptor, useActionData, useLoaderData, useParams, useSearchParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { RETURN_CREATE_QUERY } from "../../features/account-returns/account-returns-queries.ts";
import { returnCreateAction } from "../../features/account-returns/return-action.ts";
import { ReturnCreateScreen } from "../../features/account-returns/return-form.tsx";
import { createdParam, orderPath } from "../../features/account-returns/return-paths.ts";
import { orderIdParam } from "../../features/account-orders/account-orders-queries.ts";
import { NotFoundScreen } from "../../layouts/not-found-screen.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { metaIntl, screenMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../../lib/route-data.ts";

/**
 * `/user/orders/:orderId/returns/create`: asking for the return of items of one of the customer's
 * orders. Another customer's order, a guessed id or one that does not exist are the same
 * not-found screen, status 404. Read afresh on every visit (what may be returned changes with
 * every parcel and every request). The form posts to this route's action without JavaScript.
 */
const load: RouteLoad<{ number: string | null }> = async ({ client, params }) => {
  const orderId = orderIdParam(params.orderId);
  const { data } = orderId ? await client.query({ query: RETURN_CREATE_QUERY, variables: { orderId }, fetchPolicy: "network-only" }) : { data: undefined };
  const number = data?.order?.number ?? null;
  return number ? { number } : withStatus({ number: null }, 404);
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = returnCreateAction;

export function meta({ data, matches }: { data: { number: string | null } | null | undefined; matches: Parameters<typeof screenMeta>[0] }): MetaDescriptor[] {
  const intl = metaIntl(matches);
  if (!data?.number) return [...screenMeta(matches, intl.formatMessage({ id: "notFound.title" }).trim()), { name: "robots", content: "noindex" }];
  return screenMeta(matches, intl.formatMessage({ id: "accountReturns.form.title" }, { number: data.number }));
}

export default function AccountReturnCreate() {
  const intl = useIntl();
  const orderId = orderIdParam(useParams().orderId);
  const found = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const posted = useActionData<typeof action>()?.posted ?? null;
  const { data } = usePageQuery(RETURN_CREATE_QUERY, orderId && found?.number ? { variables: { orderId } } : skipToken);
  if (!orderId || !found?.number) return <NotFoundScreen />;
  const order = data?.order;
  const createdNumber = createdParam(searchParams);
  const created = (createdNumber && order?.returns.find((entry) => entry.number === createdNumber)) || null;
  const title = intl.formatMessage({ id: "account.returnsCreate" });
  return (
    <Screen
      title={title}
      trail={[
        { label: intl.formatMessage({ id: "account.title" }), to: "/user" },
        { label: intl.formatMessage({ id: "account.orders" }), to: "/user/orders" },
        { label: intl.formatMessage({ id: "account.order" }, { orderId: found.number }), to: orderPath(orderId) },
        { label: title },
      ]}
      lead={intl.formatMessage({ id: "accountReturns.form.of" }, { number: found.number })}
    >
      {order && data ? <ReturnCreateScreen key={created?.id ?? "form"} order={order} attributes={data.returnAttributes} created={created} posted={posted} /> : <Loading />}
    </Screen>
  );
}
