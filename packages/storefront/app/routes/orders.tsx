import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";

/** `/orders/` (exact): a guest finds an order by its number and e-mail. */
export const meta = messageMeta("screen.orders.title");
/** Personal (a guest's own order): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

export default function OrderLookup() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.orders.title" })}>
      <PendingNotice />
    </Screen>
  );
}
