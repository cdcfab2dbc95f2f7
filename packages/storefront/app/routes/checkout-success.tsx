import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";

/** `/checkout/success`: the order confirmation arrives with the checkout issue. */
export const meta = messageMeta("screen.checkoutSuccess.title");
/** Personal (the shopper's own order): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

export default function CheckoutSuccess() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.checkoutSuccess.title" })}>
      <PendingNotice />
    </Screen>
  );
}
