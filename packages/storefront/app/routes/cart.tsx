import { useIntl } from "react-intl";
import { useActionData } from "react-router";
import { Loading } from "../components/loading.tsx";
import { cartAction } from "../features/cart/cart-action.ts";
import { CART_QUERY } from "../features/cart/cart-queries.ts";
import { CartScreen } from "../features/cart/cart-screen.tsx";
import { MENU_QUERY } from "../features/navigation/navigation-queries.ts";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import { usePageQuery } from "../lib/page-query.ts";
import { browserLoader, routeData, serverLoader } from "../lib/route-data.ts";

/**
 * `/cart`: the shopper's cart. Personal (ADR 046): rendered per request with the session, never
 * stored nor shared (`handle.personal`, read by the server's page rules). Its loader reads the
 * cart on the server; a client navigation asks the API again (`network-only`), so stock problems
 * are the current ones. Its forms (quantities, remove, coupon) post to this route's action.
 */
export const handle = personalHandle;

export const meta = messageMeta("screen.cart.title");

const load = routeData(() => [{ query: CART_QUERY, fetchPolicy: "network-only" }]);
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = cartAction;

export default function Cart() {
  const intl = useIntl();
  const { data } = usePageQuery(CART_QUERY);
  // The menu's top categories, already loaded by the main layout: the empty cart's way back.
  const { data: menu } = usePageQuery(MENU_QUERY);
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const categories = [...(menu?.categories ?? [])].sort((a, b) => a.position - b.position).map(({ name, url }) => ({ name, url }));
  return (
    <Screen title={intl.formatMessage({ id: "screen.cart.title" })}>
      {data ? <CartScreen cart={data.cart} categories={categories} refusal={refusal} /> : <Loading />}
    </Screen>
  );
}
