import { useIntl } from "react-intl";
import { redirect, useActionData } from "react-router";
import { guestLookupAction } from "../features/account-orders/account-orders-action.ts";
import { ORDER_LOOKUP_VIEWER_QUERY } from "../features/account-orders/account-orders-queries.ts";
import { GuestLookupScreen } from "../features/account-orders/guest-lookup.tsx";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/**
 * `/orders/` (exact): a shopper without an account finds an order by its number, e-mail and
 * postcode, and sees its status, lines, parcels and tracking. A signed-in customer's orders are in
 * their account: they are taken to `/user/orders/`.
 */
export const meta = messageMeta("screen.orders.title");
/** Personal (a guest's own order): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

const load: RouteLoad<null> = async ({ client }) => {
  const { data } = await client.query({ query: ORDER_LOOKUP_VIEWER_QUERY, fetchPolicy: "network-only" });
  if (data?.me?.id) throw redirect("/user/orders");
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = guestLookupAction;

export default function OrderLookup() {
  const intl = useIntl();
  const posted = useActionData<typeof action>()?.lookup ?? null;
  return (
    <Screen title={intl.formatMessage({ id: "screen.orders.title" })} lead={intl.formatMessage({ id: "accountOrders.lookup.lead" })}>
      <GuestLookupScreen posted={posted} />
    </Screen>
  );
}
