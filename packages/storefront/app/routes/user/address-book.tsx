import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/address-book`. */
export const meta = messageMeta("account.addressBook");

export default function AccountAddressBook() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.addressBook" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.addressBook" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
