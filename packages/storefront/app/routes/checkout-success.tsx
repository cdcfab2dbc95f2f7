import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { skipToken } from "@apollo/client/react";
import { Loading } from "../components/loading.tsx";
import { CHECKOUT_SUCCESS_QUERY, requestedOrderId } from "../features/checkout/checkout-queries.ts";
import { NoOrderScreen, SuccessScreen } from "../features/checkout/success-screen.tsx";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { usePageQuery } from "../lib/page-query.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/**
 * `/checkout/success?order=<order_id>`: the confirmation of an order the viewer may see (placed in
 * this browser session, or the signed-in customer's). The API answers null for any other, and the
 * screen then says only that there is no order to show.
 */
export const meta = messageMeta("screen.checkoutSuccess.title");
/** Personal (the shopper's own order): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

const load: RouteLoad<null> = async ({ client, request }) => {
  const orderId = requestedOrderId(new URL(request.url).searchParams);
  // Network-only: a card payment's status changes when the provider's notification arrives.
  if (orderId) await client.query({ query: CHECKOUT_SUCCESS_QUERY, variables: { orderId }, fetchPolicy: "network-only" });
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function CheckoutSuccess() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const orderId = requestedOrderId(searchParams);
  const { data, loading } = usePageQuery(CHECKOUT_SUCCESS_QUERY, orderId ? { variables: { orderId } } : skipToken);
  const order = data?.order;
  return (
    <Screen title={intl.formatMessage({ id: order ? "screen.checkoutSuccess.title" : "checkout.success.noneTitle" })}>
      {orderId && loading && !data ? <Loading /> : order ? <SuccessScreen order={order} /> : <NoOrderScreen />}
    </Screen>
  );
}
