import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/checkout/success`: the order confirmation arrives with the checkout issue. */
export const meta = messageMeta("screen.checkoutSuccess.title");

export default function CheckoutSuccess() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.checkoutSuccess.title" })}>
      <PendingNotice />
    </Screen>
  );
}
