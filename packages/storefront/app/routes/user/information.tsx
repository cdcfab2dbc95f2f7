import { useIntl } from "react-intl";
import { useActionData, useSearchParams } from "react-router";
import { accessAction } from "../../features/account-access/access-action.ts";
import { ACCESS_INFORMATION_QUERY } from "../../features/account-access/account-access-queries.ts";
import { INFORMATION_INTENTS, InformationScreen, isInformationIntent } from "../../features/account-access/information-screen.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../../lib/route-data.ts";

/** `/user/information`: name, e-mail and password (the account layout lets only a signed-in customer in). */
export const meta = messageMeta("account.information");

const load: RouteLoad<null> = async ({ client }) => {
  await client.query({ query: ACCESS_INFORMATION_QUERY, fetchPolicy: "network-only" });
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

/** Saved without JavaScript: the screen again, with that form's confirmation. */
export const action = accessAction({ intents: INFORMATION_INTENTS, next: (intent) => `/user/information?${new URLSearchParams({ saved: intent })}` });

export default function AccountInformation() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const { data } = usePageQuery(ACCESS_INFORMATION_QUERY);
  const saved = searchParams.get("saved");
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.information" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.information" }) }]}>
      {/* A form refused after another was saved: only the refusal is news. */}
      {data?.me && <InformationScreen me={data.me} saved={!refusal && isInformationIntent(saved) ? saved : null} refusal={refusal} />}
    </Screen>
  );
}
