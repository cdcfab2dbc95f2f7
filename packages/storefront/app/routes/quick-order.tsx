import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/quick-order`: order several SKUs at once. */
export const meta = messageMeta("screen.quickOrder.title");

export default function QuickOrder() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.quickOrder.title" })} lead={intl.formatMessage({ id: "screen.quickOrder.lead" })}>
      <PendingNotice />
    </Screen>
  );
}
