import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/register`: create a customer account. */
export const meta = messageMeta("screen.register.title");

export default function Register() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.register.title" })}>
      <PendingNotice />
    </Screen>
  );
}
