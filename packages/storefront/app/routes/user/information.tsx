import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/information`: name, e-mail and password. */
export const meta = messageMeta("account.information");

export default function AccountInformation() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.information" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.information" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
