import { useIntl } from "react-intl";
import { useActionData, useSearchParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { stockAlertRemoveAction } from "../../features/stock-alert/stock-alert-action.ts";
import { StockAlertList } from "../../features/stock-alert/stock-alert-list.tsx";
import { STOCK_ALERTS_QUERY } from "../../features/stock-alert/stock-alert-queries.ts";
import { Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../../lib/route-data.ts";

/**
 * `/user/stock-alerts`: the customer's in-stock alerts, read from the API on every visit (a
 * restock may have sent one since), each with its remove form posting to this route's action.
 */
export const meta = messageMeta("account.stockAlerts");

const load: RouteLoad<null> = async ({ client }) => {
  await client.query({ query: STOCK_ALERTS_QUERY, fetchPolicy: "network-only" });
  return null;
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = stockAlertRemoveAction;

export default function AccountStockAlerts() {
  const intl = useIntl();
  const { data } = usePageQuery(STOCK_ALERTS_QUERY);
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const [searchParams] = useSearchParams();
  const title = intl.formatMessage({ id: "account.stockAlerts" });
  const alerts = data?.me?.stockAlerts;
  return (
    <Screen title={title} trail={[{ label: intl.formatMessage({ id: "account.title" }), to: "/user" }, { label: title }]} lead={intl.formatMessage({ id: "stockAlert.list.lead" })}>
      {alerts ? <StockAlertList alerts={alerts} removed={searchParams.get("removed") === "1"} refusal={refusal} /> : <Loading />}
    </Screen>
  );
}
