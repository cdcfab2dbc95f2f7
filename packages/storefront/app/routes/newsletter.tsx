import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/newsletter`: newsletter sign-up. */
export const meta = messageMeta("screen.newsletter.title");

export default function Newsletter() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.newsletter.title" })} lead={intl.formatMessage({ id: "screen.newsletter.lead" })}>
      <PendingNotice />
    </Screen>
  );
}
