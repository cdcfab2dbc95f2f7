import { useIntl } from "react-intl";
import { redirect, useActionData, useSearchParams } from "react-router";
import { accessAction } from "../features/account-access/access-action.ts";
import { RegisterScreen } from "../features/account-access/register-screen.tsx";
import { safeReturnPath } from "../features/url-resolution/redirect-target.ts";
import { Screen } from "../layouts/screen.tsx";
import { ACCOUNT_NAME_QUERY } from "../lib/account-name.ts";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/** `/register`: create a customer account, confirmed through the link e-mailed to it. */
export const meta = messageMeta("screen.register.title");
/** Personal (a form for this shopper): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

const returnPathOf = (params: URLSearchParams) => safeReturnPath(params.get("redirect"), "") || null;

/** A customer already signed in has an account: on to it. */
const load: RouteLoad<null> = async ({ client, request }) => {
  const { data } = await client.query({ query: ACCOUNT_NAME_QUERY, fetchPolicy: "network-only" });
  if (data?.me?.id) throw redirect(returnPathOf(new URL(request.url).searchParams) ?? "/user");
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

/** Saved without JavaScript: the "check your inbox" panel, by the address alone (nothing typed goes into it). */
export const action = accessAction({
  intents: ["register", "resend"],
  next: (intent, { url }) => {
    const returnTo = returnPathOf(url.searchParams);
    return `/register?${new URLSearchParams({ [intent === "register" ? "sent" : "resent"]: "1", ...(returnTo ? { redirect: returnTo } : {}) })}`;
  },
});

export default function Register() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  return (
    <Screen title={intl.formatMessage({ id: "screen.register.title" })} width="narrow">
      <RegisterScreen returnTo={returnPathOf(searchParams)} sent={searchParams.has("sent")} resent={searchParams.has("resent")} refusal={refusal} />
    </Screen>
  );
}
