import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/newsletter`. */
export const meta = messageMeta("account.newsletter");

export default function AccountNewsletter() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.newsletter" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.newsletter" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
