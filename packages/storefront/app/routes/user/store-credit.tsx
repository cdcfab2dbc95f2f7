import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/store-credit`. */
export const meta = messageMeta("account.storeCredit");

export default function AccountStoreCredit() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.storeCredit" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.storeCredit" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
