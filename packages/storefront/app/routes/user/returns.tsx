import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/returns`: return requests (RMA). */
export const meta = messageMeta("account.returns");

export default function AccountReturns() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.returns" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.returns" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
