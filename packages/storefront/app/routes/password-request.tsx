import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";

/** `/account/password-request`: ask for a password reset link. */
export const meta = messageMeta("screen.passwordRequest.title");
/** Personal (a form for this shopper): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

export default function PasswordRequest() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.passwordRequest.title" })}>
      <PendingNotice />
    </Screen>
  );
}
