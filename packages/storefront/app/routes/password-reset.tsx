import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";

/** `/account/password-reset`: choose a new password from the e-mailed link. */
export const meta = messageMeta("screen.passwordReset.title");
/** Personal (a reset token in the address): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

export default function PasswordReset() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.passwordReset.title" })}>
      <PendingNotice />
    </Screen>
  );
}
