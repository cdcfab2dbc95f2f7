import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/downloadable-products`. */
export const meta = messageMeta("account.downloadableProducts");

export default function AccountDownloadableProducts() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.downloadableProducts" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.downloadableProducts" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
