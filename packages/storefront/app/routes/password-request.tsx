import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/account/password-request`: ask for a password reset link. */
export const meta = messageMeta("screen.passwordRequest.title");

export default function PasswordRequest() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.passwordRequest.title" })}>
      <PendingNotice />
    </Screen>
  );
}
