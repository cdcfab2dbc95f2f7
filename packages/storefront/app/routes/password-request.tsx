import { useIntl } from "react-intl";
import { useActionData, useSearchParams } from "react-router";
import { accessAction } from "../features/account-access/access-action.ts";
import { PasswordRequestScreen } from "../features/account-access/password-screens.tsx";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { browserLoader, noData, serverLoader } from "../lib/route-data.ts";
import { personalHandle } from "../lib/personal.ts";

/** `/account/password-request`: ask for a password reset link (always the same answer). */
export const meta = messageMeta("screen.passwordRequest.title");
export const loader = serverLoader(noData);
export const clientLoader = browserLoader(noData);
/** Personal (a form for this shopper): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

export const action = accessAction({ intents: ["passwordRequest"], next: () => "/account/password-request?sent=1" });

export default function PasswordRequest() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  return (
    <Screen title={intl.formatMessage({ id: "screen.passwordRequest.title" })} width="narrow">
      <PasswordRequestScreen sent={searchParams.has("sent")} refusal={refusal} />
    </Screen>
  );
}
