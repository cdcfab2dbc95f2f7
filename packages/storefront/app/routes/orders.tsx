import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/orders/` (exact): a guest finds an order by its number and e-mail. */
export const meta = messageMeta("screen.orders.title");

export default function OrderLookup() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.orders.title" })}>
      <PendingNotice />
    </Screen>
  );
}
