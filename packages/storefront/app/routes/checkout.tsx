import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/checkout/` (exact): the checkout steps arrive with the checkout issue. */
export const meta = messageMeta("screen.checkout.title");

export default function Checkout() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.checkout.title" })}>
      <PendingNotice />
    </Screen>
  );
}
