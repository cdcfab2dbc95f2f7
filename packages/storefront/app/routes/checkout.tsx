import { useIntl } from "react-intl";
import { redirect, useActionData, useSearchParams } from "react-router";
import { Loading } from "../components/loading.tsx";
import { checkoutAction } from "../features/checkout/checkout-action.ts";
import { CHECKOUT_QUERY } from "../features/checkout/checkout-queries.ts";
import { CheckoutScreen } from "../features/checkout/checkout-screen.tsx";
import { contentLinksFor } from "../features/navigation/content-links.ts";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { usePageQuery } from "../lib/page-query.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/**
 * `/checkout/` (exact): the checkout's steps, read from the server's cart (network-only: the
 * stock and prices of now). An empty cart goes back to the cart, except when the shopper comes
 * back from the payment provider's page having cancelled (`?payment=cancelled`), which is said.
 */
export const meta = messageMeta("screen.checkout.title");
/** Personal (the shopper's cart, addresses and payment): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

const load: RouteLoad<null> = async ({ client, request }) => {
  const { data } = await client.query({ query: CHECKOUT_QUERY, fetchPolicy: "network-only" });
  const cancelled = new URL(request.url).searchParams.get("payment") === "cancelled";
  if (data && data.cart.items.length === 0 && !cancelled) throw redirect("/cart");
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = checkoutAction("/checkout", "/checkout");

export default function Checkout() {
  const intl = useIntl();
  const { data } = usePageQuery(CHECKOUT_QUERY);
  const [searchParams] = useSearchParams();
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  return (
    <Screen title={intl.formatMessage({ id: "screen.checkout.title" })} trail={[{ label: intl.formatMessage({ id: "screen.cart.title" }), to: "/cart" }, { label: intl.formatMessage({ id: "screen.checkout.title" }) }]}>
      {data ? <CheckoutScreen data={data} termsPath={contentLinksFor(intl.locale).terms} paymentCancelled={searchParams.get("payment") === "cancelled"} refusal={refusal} /> : <Loading />}
    </Screen>
  );
}
