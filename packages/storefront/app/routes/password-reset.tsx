import { useIntl } from "react-intl";
import { redirect, useActionData, useSearchParams } from "react-router";
import { accessAction } from "../features/account-access/access-action.ts";
import { PasswordResetScreen } from "../features/account-access/password-screens.tsx";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import { ACCOUNT_NAME_QUERY } from "../lib/account-name.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/** `/account/password-reset?token=…`: choose a new password from the e-mailed link. */
export const meta = messageMeta("screen.passwordReset.title");
/** Personal (a reset token in the address): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

/** "Password changed, signed in" is said only to a signed-in customer (the form's success leads there). */
const load: RouteLoad<null> = async ({ client, request }) => {
  if (!new URL(request.url).searchParams.has("done")) return null;
  const { data } = await client.query({ query: ACCOUNT_NAME_QUERY, fetchPolicy: "network-only" });
  if (!data?.me?.id) throw redirect("/account/password-reset");
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

/** Saved without JavaScript: signed in, the screen says so and leads to the account. */
export const action = accessAction({ intents: ["passwordReset"], next: () => "/account/password-reset?done=1" });

export default function PasswordReset() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  return (
    <Screen title={intl.formatMessage({ id: "screen.passwordReset.title" })} width="narrow">
      <PasswordResetScreen token={searchParams.get("token") || null} done={searchParams.has("done")} refusal={refusal} />
    </Screen>
  );
}
