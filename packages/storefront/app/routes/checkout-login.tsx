import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/checkout/login`: sign in (or continue as a guest) before paying; arrives with the checkout issue. */
export const meta = messageMeta("screen.checkoutLogin.title");

export default function CheckoutLogin() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.checkoutLogin.title" })} width="narrow">
      <PendingNotice>{intl.formatMessage({ id: "screen.checkoutLogin.guest" })}</PendingNotice>
    </Screen>
  );
}
