import { useIntl } from "react-intl";
import { redirect, useActionData, useSearchParams } from "react-router";
import { accessAction } from "../features/account-access/access-action.ts";
import { LoginScreen } from "../features/account-access/login-screen.tsx";
import { safeReturnPath } from "../features/url-resolution/redirect-target.ts";
import { KEPT_PARAM } from "../features/wishlist/wishlist-paths.ts";
import { Screen } from "../layouts/screen.tsx";
import { ACCOUNT_NAME_QUERY, signInPath } from "../lib/account-name.ts";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/**
 * `/login`. Visitors sent here from `/user/…` carry `?redirect=<path>`; only a path of this store
 * is honoured (no open redirect), and it travels on to the registration screen. `?confirm=<token>`
 * is the link of the confirmation e-mail: the screen offers the button that confirms it.
 * `?kept=wishlist`: a visitor's heart kept a product with the session; the lead says it will be
 * in their wishlist once they are signed in.
 */
export const meta = messageMeta("screen.login.title");
/** Personal (a form for this shopper, and where it sends them back): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

/** Where signing in leads: the `redirect` path when it is one of this store's, else nothing (the account). */
const returnPathOf = (params: URLSearchParams) => safeReturnPath(params.get("redirect"), "") || null;

/**
 * A customer already signed in goes on where they were going (a confirmation link is still shown:
 * it may be another account's); "confirmed" is said only to the customer it signed in.
 */
const load: RouteLoad<null> = async ({ client, request }) => {
  const { searchParams } = new URL(request.url);
  if (searchParams.has("confirm")) return null;
  const returnTo = returnPathOf(searchParams);
  const { data } = await client.query({ query: ACCOUNT_NAME_QUERY, fetchPolicy: "network-only" });
  const signedIn = Boolean(data?.me?.id);
  if (searchParams.has("confirmed")) {
    if (!signedIn) throw redirect(returnTo ? signInPath(returnTo) : "/login");
    return null;
  }
  if (signedIn) throw redirect(returnTo ?? "/user");
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = accessAction({
  intents: ["login", "confirm", "resend"],
  next: (intent, { url }) => {
    const returnTo = returnPathOf(url.searchParams);
    if (intent === "login") return returnTo ?? "/user";
    if (intent === "confirm") return `/login?${new URLSearchParams({ confirmed: "1", ...(returnTo ? { redirect: returnTo } : {}) })}`;
    return "/login?resent=1";
  },
});

export default function Login() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const returnTo = returnPathOf(searchParams);
  const confirming = searchParams.has("confirm");
  const kept = searchParams.get(KEPT_PARAM) === "wishlist";
  return (
    <Screen
      title={intl.formatMessage({ id: "screen.login.title" })}
      width="narrow"
      lead={confirming ? undefined : kept ? intl.formatMessage({ id: "wishlist.login.kept" }) : returnTo ? intl.formatMessage({ id: "accountAccess.login.lead" }) : undefined}
    >
      <LoginScreen
        returnTo={returnTo}
        confirmToken={confirming ? (searchParams.get("confirm") ?? "") : null}
        confirmed={searchParams.has("confirmed")}
        resent={!refusal && searchParams.has("resent")}
        refusal={refusal}
      />
    </Screen>
  );
}
