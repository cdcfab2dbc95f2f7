import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/orders/:orderId/invoice/:invoiceId/` (exact): one invoice. */
export const meta = messageMeta("account.invoice", (params) => ({ invoiceId: params.invoiceId ?? "" }));

export default function AccountInvoice() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  const { orderId = "", invoiceId = "" } = useParams();
  const orders = intl.formatMessage({ id: "account.orders" });
  return (
    <Screen title={intl.formatMessage({ id: "account.invoice" }, { invoiceId })} trail={[{ label: account, to: "/user" }, { label: orders, to: "/user/orders" }, { label: intl.formatMessage({ id: "account.order" }, { orderId }), to: `/user/orders/${orderId}` }, { label: intl.formatMessage({ id: "account.invoice" }, { invoiceId }) }]}>
      <PendingNotice />
    </Screen>
  );
}
