import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { pageParam } from "../../components/account-pagination.tsx";
import { Loading } from "../../components/loading.tsx";
import { ACCOUNT_RETURNS_QUERY, RETURNS_PAGE_SIZE } from "../../features/account-returns/account-returns-queries.ts";
import { ReturnsScreen } from "../../features/account-returns/return-list.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { browserLoader, routeData, serverLoader } from "../../lib/route-data.ts";

/**
 * `/user/returns`: the customer's return requests (RMA), newest first, ten a page (`?page=`). Read
 * from the API on every visit: the shop moves a return on without the shopper.
 */
export const meta = messageMeta("account.returns");

const variablesOf = (search: URLSearchParams) => ({ page: pageParam(search), pageSize: RETURNS_PAGE_SIZE });

const load = routeData(({ request }) => [{ query: ACCOUNT_RETURNS_QUERY, variables: variablesOf(new URL(request.url).searchParams), fetchPolicy: "network-only" }]);
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function AccountReturns() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { data, previousData } = usePageQuery(ACCOUNT_RETURNS_QUERY, { variables: variablesOf(searchParams) });
  // The page before stays while the next one loads (a client navigation).
  const returns = (data ?? previousData)?.me?.returns;
  const title = intl.formatMessage({ id: "account.returns" });
  return (
    <Screen title={title} trail={[{ label: intl.formatMessage({ id: "account.title" }), to: "/user" }, { label: title }]}>
      {returns ? <ReturnsScreen returns={returns} /> : <Loading />}
    </Screen>
  );
}
