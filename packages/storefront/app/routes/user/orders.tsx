import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/orders/` (exact): the customer's orders. */
export const meta = messageMeta("account.orders");

export default function AccountOrders() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.orders" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.orders" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
