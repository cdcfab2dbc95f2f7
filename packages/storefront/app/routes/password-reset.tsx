import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/account/password-reset`: choose a new password from the e-mailed link. */
export const meta = messageMeta("screen.passwordReset.title");

export default function PasswordReset() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.passwordReset.title" })}>
      <PendingNotice />
    </Screen>
  );
}
