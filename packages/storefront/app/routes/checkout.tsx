import { skipToken } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { Loading } from "../components/loading.tsx";
import { checkoutAction } from "../features/checkout/checkout-action.ts";
import { newAttemptKey } from "../features/checkout/checkout-attempt.ts";
import { CHECKOUT_QUERY, PICKUP_POINTS_QUERY, UNPAID_ORDER_QUERY, requestedOrderId } from "../features/checkout/checkout-queries.ts";
import { pickupSearchOf } from "../features/checkout/delivery-step.tsx";
import { CheckoutScreen } from "../features/checkout/checkout-screen.tsx";
import { UnpaidOrderPanel, unpaidOrderState } from "../features/checkout/unpaid-order.tsx";
import { contentLinksFor } from "../features/navigation/content-links.ts";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { usePageQuery } from "../lib/page-query.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/**
 * `/checkout/` (exact): the checkout's steps, read from the server's cart (network-only: the
 * stock and prices of now). An empty cart goes back to the cart, except when the shopper comes
 * back from the payment provider's page without paying (`?payment=cancelled&order=…`): the order
 * they came back with can be paid again or cancelled with its basket given back (the API shows it
 * to its own session or customer only; for anybody else the notice alone is said). A cart with a
 * downloadable product is checked out by a signed-in customer only: a visitor goes to `/checkout/login`.
 * Each load also makes the key of a checkout attempt, which "Place order" sends when posted
 * without JavaScript (the same page posted again is the same attempt; a new page, a new one).
 */
export const meta = messageMeta("screen.checkout.title");
/** Personal (the shopper's cart, addresses and payment): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

const load: RouteLoad<{ attemptKey: string }> = async ({ client, request }) => {
  const search = new URL(request.url).searchParams;
  const orderId = requestedOrderId(search);
  const [{ data }] = await Promise.all([
    client.query({ query: CHECKOUT_QUERY, fetchPolicy: "network-only" }),
    orderId ? client.query({ query: UNPAID_ORDER_QUERY, variables: { orderId }, fetchPolicy: "network-only" }) : null,
  ]);
  const cameBack = search.get("payment") === "cancelled" || orderId !== null;
  if (data && data.cart.items.length === 0 && !cameBack) throw redirect("/cart");
  // Downloads belong to an account: a visitor with one in the cart signs in or registers first.
  if (data && data.cart.items.length > 0 && data.cart.requiresAccount && !data.me?.id) throw redirect("/checkout/login");
  // A relay search sent without JavaScript (the delivery form by GET): its results come with the page.
  const pickupSearch = pickupSearchOf(search, data?.cart.shippingAddress?.countryCode);
  if (pickupSearch) await client.query({ query: PICKUP_POINTS_QUERY, variables: pickupSearch, fetchPolicy: "network-only" });
  return { attemptKey: newAttemptKey() };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = checkoutAction("/checkout", "/checkout");

export default function Checkout() {
  const intl = useIntl();
  const { data } = usePageQuery(CHECKOUT_QUERY);
  const [searchParams] = useSearchParams();
  const orderId = requestedOrderId(searchParams);
  const { data: unpaid } = usePageQuery(UNPAID_ORDER_QUERY, orderId ? { variables: { orderId } } : skipToken);
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const attemptKey = useLoaderData<typeof loader>()?.attemptKey ?? null;
  const order = unpaid?.order ?? null;
  const orderRefusal = refusal && (refusal.intent === "retryPayment" || refusal.intent === "cancelOrder") ? refusal.message : null;
  const state = order ? unpaidOrderState(order, searchParams.get("basket") === "restored") : null;
  return (
    <Screen title={intl.formatMessage({ id: "screen.checkout.title" })} trail={[{ label: intl.formatMessage({ id: "screen.cart.title" }), to: "/cart" }, { label: intl.formatMessage({ id: "screen.checkout.title" }) }]}>
      {order && state && <UnpaidOrderPanel order={order} state={state} dropped={Number(searchParams.get("dropped")) || 0} message={orderRefusal} />}
      {data ? (
        <CheckoutScreen
          data={data}
          termsPath={contentLinksFor(intl.locale).terms}
          paymentCancelled={searchParams.get("payment") === "cancelled" && !order}
          hideEmpty={state === "unpaid"}
          refusal={refusal}
          attemptKey={attemptKey}
        />
      ) : (
        <Loading />
      )}
    </Screen>
  );
}
