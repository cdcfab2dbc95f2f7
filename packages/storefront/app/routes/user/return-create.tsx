import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/orders/:orderId/returns/create`: request a return for an order. */
export const meta = messageMeta("account.returnsCreate");

export default function AccountReturnCreate() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  const { orderId = "" } = useParams();
  const orders = intl.formatMessage({ id: "account.orders" });
  return (
    <Screen title={intl.formatMessage({ id: "account.returnsCreate" })} trail={[{ label: account, to: "/user" }, { label: orders, to: "/user/orders" }, { label: intl.formatMessage({ id: "account.order" }, { orderId }), to: `/user/orders/${orderId}` }, { label: intl.formatMessage({ id: "account.returnsCreate" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
