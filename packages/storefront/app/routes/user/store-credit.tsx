import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { pageParam } from "../../components/account-pagination.tsx";
import { Loading } from "../../components/loading.tsx";
import { STORE_CREDIT_PAGE_SIZE, STORE_CREDIT_QUERY } from "../../features/store-credit/store-credit-queries.ts";
import { StoreCreditScreen } from "../../features/store-credit/store-credit-screen.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { browserLoader, routeData, serverLoader } from "../../lib/route-data.ts";

/**
 * `/user/store-credit`: the customer's store credit (avoir), its balance and its ledger, twenty
 * changes a page (`?page=`). Read from the API on every visit: a refund or an order changes it.
 */
export const meta = messageMeta("account.storeCredit");

const variablesOf = (search: URLSearchParams) => ({ page: pageParam(search), pageSize: STORE_CREDIT_PAGE_SIZE });

const load = routeData(({ request }) => [{ query: STORE_CREDIT_QUERY, variables: variablesOf(new URL(request.url).searchParams), fetchPolicy: "network-only" }]);
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function AccountStoreCredit() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { data, previousData } = usePageQuery(STORE_CREDIT_QUERY, { variables: variablesOf(searchParams) });
  // The page before stays while the next one loads (a client navigation).
  const credit = (data ?? previousData)?.me?.storeCredit;
  const title = intl.formatMessage({ id: "account.storeCredit" });
  return (
    <Screen title={title} trail={[{ label: intl.formatMessage({ id: "account.title" }), to: "/user" }, { label: title }]}>
      {credit ? <StoreCreditScreen credit={credit} /> : <Loading />}
    </Screen>
  );
}
