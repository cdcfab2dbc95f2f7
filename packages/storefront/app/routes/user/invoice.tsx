import { skipToken } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { type MetaDescriptor, useLoaderData, useParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { ACCOUNT_INVOICE_QUERY, invoiceIdParam, orderIdParam } from "../../features/account-orders/account-orders-queries.ts";
import { InvoiceScreen } from "../../features/account-orders/invoice-view.tsx";
import { orderPath } from "../../features/account-orders/order-list.tsx";
import { NotFoundScreen } from "../../layouts/not-found-screen.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { metaIntl, screenMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../../lib/route-data.ts";

/**
 * `/user/orders/:orderId/invoice/:invoiceId/` (exact): an invoice of one of the customer's orders.
 * An order the viewer may not see, or an invoice it does not have, is the not-found screen with
 * status 404, the same as for ids that exist nowhere.
 */
interface Found {
  invoiceId: string | null;
  number: string | null;
}

const load: RouteLoad<Found> = async ({ client, params }) => {
  const orderId = orderIdParam(params.orderId);
  const invoiceId = invoiceIdParam(params.invoiceId);
  const { data } = orderId && invoiceId ? await client.query({ query: ACCOUNT_INVOICE_QUERY, variables: { orderId }, fetchPolicy: "network-only" }) : { data: undefined };
  const order = data?.order;
  const invoice = order?.invoices.find((entry) => entry.id === invoiceId);
  return order && invoice ? { invoiceId: invoice.id, number: order.number } : withStatus<Found>({ invoiceId: null, number: null }, 404);
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export function meta({ data, matches }: { data: Found | null | undefined; matches: Parameters<typeof screenMeta>[0] }): MetaDescriptor[] {
  const intl = metaIntl(matches);
  if (!data?.invoiceId) return [...screenMeta(matches, intl.formatMessage({ id: "notFound.title" }).trim()), { name: "robots", content: "noindex" }];
  return screenMeta(matches, intl.formatMessage({ id: "account.invoice" }, { invoiceId: data.invoiceId }));
}

export default function AccountInvoice() {
  const intl = useIntl();
  const params = useParams();
  const orderId = orderIdParam(params.orderId);
  const found = useLoaderData<typeof loader>();
  const { data } = usePageQuery(ACCOUNT_INVOICE_QUERY, orderId && found?.invoiceId ? { variables: { orderId } } : skipToken);
  if (!orderId || !found?.invoiceId || !found.number) return <NotFoundScreen />;
  const order = data?.order;
  const invoice = order?.invoices.find((entry) => entry.id === found.invoiceId);
  const title = intl.formatMessage({ id: "account.invoice" }, { invoiceId: found.invoiceId });
  return (
    <Screen
      title={title}
      trail={[
        { label: intl.formatMessage({ id: "account.title" }), to: "/user" },
        { label: intl.formatMessage({ id: "account.orders" }), to: "/user/orders" },
        { label: intl.formatMessage({ id: "account.order" }, { orderId: found.number }), to: orderPath(orderId) },
        { label: title },
      ]}
    >
      {order && invoice ? <InvoiceScreen order={order} invoice={invoice} /> : <Loading />}
    </Screen>
  );
}
