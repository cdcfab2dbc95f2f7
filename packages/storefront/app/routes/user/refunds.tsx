import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/orders/:orderId/refunds`: the refunds of an order. */
export const meta = messageMeta("account.refunds");

export default function AccountRefunds() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  const { orderId = "" } = useParams();
  const orders = intl.formatMessage({ id: "account.orders" });
  return (
    <Screen title={intl.formatMessage({ id: "account.refunds" })} trail={[{ label: account, to: "/user" }, { label: orders, to: "/user/orders" }, { label: intl.formatMessage({ id: "account.order" }, { orderId }), to: `/user/orders/${orderId}` }, { label: intl.formatMessage({ id: "account.refunds" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
