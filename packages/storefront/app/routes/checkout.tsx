import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";

/** `/checkout/` (exact): the checkout steps arrive with the checkout issue. */
export const meta = messageMeta("screen.checkout.title");
/** Personal (the shopper's cart, addresses and payment): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

export default function Checkout() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.checkout.title" })}>
      <PendingNotice />
    </Screen>
  );
}
