import { type MetaDescriptor, useActionData, useLoaderData } from "react-router";
import { STOCK_ALERT_LINK_HEADERS, type StockAlertLinkPage, loadStockAlertLink, stockAlertLinkAction, stockAlertLinkHead } from "../features/stock-alert/stock-alert-action.ts";
import { MessageLinkScreen, messageLinkTitleId } from "../components/message-link-screen.tsx";
import { metaIntl } from "../lib/meta.ts";
import { browserLoader, serverLoader } from "../lib/route-data.ts";

/**
 * `/stock-alert/confirm?token=…` and `/stock-alert/unsubscribe?token=…` (both stores): the pages
 * the in-stock alerts' messages link to. A GET shows the button and changes nothing; the POST
 * confirms the alert or stops the address's alerts. Never stored, never indexed, no Referer
 * carrying the token (`STOCK_ALERT_LINK_HEADERS`).
 */
export const headers = STOCK_ALERT_LINK_HEADERS;

export const loader = serverLoader(loadStockAlertLink);
export const clientLoader = browserLoader(loadStockAlertLink);
export const action = stockAlertLinkAction;

export function meta({ data, matches }: { data: StockAlertLinkPage | null | undefined; matches: Parameters<typeof stockAlertLinkHead>[0] }): MetaDescriptor[] {
  return stockAlertLinkHead(matches, metaIntl(matches).formatMessage({ id: messageLinkTitleId("stockAlert", data, null) }));
}

export default function StockAlertLink() {
  const page = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>()?.outcome ?? null;
  if (!page) return null;
  return <MessageLinkScreen key={`${page.kind}|${page.token ?? ""}`} page={page} outcome={outcome} messages="stockAlert" name="stock-alert" />;
}
