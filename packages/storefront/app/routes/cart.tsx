import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/cart`: the shopper's cart (lines, totals, coupon) arrives with the cart issue. */
export const meta = messageMeta("screen.cart.title");

export default function Cart() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.cart.title" })}>
      <PendingNotice />
    </Screen>
  );
}
