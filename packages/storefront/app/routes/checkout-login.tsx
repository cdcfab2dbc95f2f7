import { useIntl } from "react-intl";
import { redirect, useActionData, useLoaderData } from "react-router";
import { checkoutAction } from "../features/checkout/checkout-action.ts";
import { CHECKOUT_START_QUERY } from "../features/checkout/checkout-queries.ts";
import { CheckoutLoginScreen } from "../features/checkout/checkout-login-screen.tsx";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/**
 * `/checkout/login`: sign in, or continue as a guest with an e-mail. A signed-in shopper, or one
 * whose cart already has an e-mail, goes straight on to `/checkout`; an empty cart back to the cart.
 * A cart with a downloadable product offers no guest checkout (downloads belong to an account):
 * sign in or register, the reason said; a guest's e-mail is then no way on.
 */
export const meta = messageMeta("screen.checkoutLogin.title");
/** Personal (the shopper's sign-in on the way to paying): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

const load: RouteLoad<{ requiresAccount: boolean } | null> = async ({ client }) => {
  const { data } = await client.query({ query: CHECKOUT_START_QUERY, fetchPolicy: "network-only" });
  if (!data) return null;
  if (data.cart.itemsQuantity === 0) throw redirect("/cart");
  if (data.me?.id || (data.cart.email && !data.cart.requiresAccount)) throw redirect("/checkout");
  return { requiresAccount: data.cart.requiresAccount };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = checkoutAction("/checkout", "/checkout/login");

export default function CheckoutLogin() {
  const intl = useIntl();
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const requiresAccount = useLoaderData<typeof loader>()?.requiresAccount ?? false;
  return (
    <Screen
      title={intl.formatMessage({ id: "screen.checkoutLogin.title" })}
      trail={[{ label: intl.formatMessage({ id: "screen.cart.title" }), to: "/cart" }, { label: intl.formatMessage({ id: "screen.checkoutLogin.title" }) }]}
    >
      <CheckoutLoginScreen refusal={refusal} requiresAccount={requiresAccount} />
    </Screen>
  );
}
