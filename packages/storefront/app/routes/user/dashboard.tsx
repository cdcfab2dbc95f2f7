import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/` (exact): the account dashboard. */
export const meta = messageMeta("account.title");

export default function AccountDashboard() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.title" })} trail={[{ label: account }]}>
      <PendingNotice />
    </Screen>
  );
}
