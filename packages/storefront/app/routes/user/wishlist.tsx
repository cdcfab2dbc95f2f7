import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";

/** `/user/wishlist`. */
export const meta = messageMeta("account.wishlist");

export default function AccountWishlist() {
  const intl = useIntl();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.wishlist" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.wishlist" }) }]}>
      <PendingNotice />
    </Screen>
  );
}
