import { useIntl } from "react-intl";
import { useActionData } from "react-router";
import { accessAction } from "../../features/account-access/access-action.ts";
import { ACCESS_INFORMATION_QUERY } from "../../features/account-access/account-access-queries.ts";
import { LogoutScreen } from "../../features/account-access/logout-screen.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../../lib/route-data.ts";

/** `/user/logout`: the "Sign out" button; opening the page signs nobody out. */
export const meta = messageMeta("account.logout");

const load: RouteLoad<null> = async ({ client }) => {
  await client.query({ query: ACCESS_INFORMATION_QUERY, fetchPolicy: "network-only" });
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

/** Signed out: the home page, as a visitor (the session cookie cleared with the redirect). */
export const action = accessAction({ intents: ["logout"], next: () => "/" });

export default function AccountLogout() {
  const intl = useIntl();
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const { data } = usePageQuery(ACCESS_INFORMATION_QUERY);
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.logout" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.logout" }) }]}>
      {data?.me && <LogoutScreen me={data.me} refusal={refusal} />}
    </Screen>
  );
}
