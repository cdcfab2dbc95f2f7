import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";

/** `/register`: create a customer account. */
export const meta = messageMeta("screen.register.title");
/** Personal (a form for this shopper): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

export default function Register() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.register.title" })}>
      <PendingNotice />
    </Screen>
  );
}
