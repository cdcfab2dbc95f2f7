import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/logout`: signing out arrives with the account issue. */
export const meta = messageMeta("account.logout");

export default function AccountLogout() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.logout" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.logout" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
