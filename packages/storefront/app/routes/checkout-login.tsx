import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";

/** `/checkout/login`: sign in (or continue as a guest) before paying; arrives with the checkout issue. */
export const meta = messageMeta("screen.checkoutLogin.title");
/** Personal (the shopper's sign-in on the way to paying): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

export default function CheckoutLogin() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.checkoutLogin.title" })} width="narrow">
      <PendingNotice>{intl.formatMessage({ id: "screen.checkoutLogin.guest" })}</PendingNotice>
    </Screen>
  );
}
