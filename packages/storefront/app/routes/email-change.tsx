import { skipToken } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useActionData, useSearchParams } from "react-router";
import { accessAction } from "../features/account-access/access-action.ts";
import { ACCESS_INFORMATION_QUERY } from "../features/account-access/account-access-queries.ts";
import { EmailChangeScreen } from "../features/account-access/email-change-screen.tsx";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { usePageQuery } from "../lib/page-query.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/** `/account/email-change?token=…`: the link e-mailed to a new address; its button moves the account there (ADR 069). */
export const meta = messageMeta("accountAccess.emailChange.title");
/** Personal (a link's token in the address, and who is signed in): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

/** Done without JavaScript: the screen says so to this browser (the account's new address when signed in to it, else "sign in"). */
const load: RouteLoad<null> = async ({ client, request }) => {
  if (new URL(request.url).searchParams.get("done") === "account") await client.query({ query: ACCESS_INFORMATION_QUERY, fetchPolicy: "network-only" });
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

// `done=account`: this browser is signed in to the account changed (it stays so); `done=1`: any
// other browser, signed out or signed in to another account, is asked to sign in with the new address.
export const action = accessAction({ intents: ["emailConfirm"], next: (_intent, { result }) => `/account/email-change?done=${result.me ? "account" : "1"}` });

export default function EmailChange() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const done = searchParams.has("done");
  const ofThisAccount = searchParams.get("done") === "account";
  const { data } = usePageQuery(ACCESS_INFORMATION_QUERY, ofThisAccount ? {} : skipToken);
  return (
    <Screen title={intl.formatMessage({ id: "accountAccess.emailChange.title" })} width="narrow">
      <EmailChangeScreen token={searchParams.get("token") || null} done={done ? { me: ofThisAccount ? (data?.me ?? null) : null } : null} refusal={refusal} />
    </Screen>
  );
}
