import { type MetaDescriptor, useActionData } from "react-router";
import { STOCK_ALERT_LINK_HEADERS, stockAlertLinkHead, stockAlertSubscribeAction } from "../features/stock-alert/stock-alert-action.ts";
import { StockAlertPostedScreen } from "../features/stock-alert/stock-alert-posted-screen.tsx";
import { safeReturnPath } from "../features/url-resolution/redirect-target.ts";
import { metaIntl } from "../lib/meta.ts";

/**
 * `/stock-alert`: where the product page's "notify me when it's back" form posts (both stores).
 * Hydrated, the form asks through the API in place and never comes here; before hydration or
 * without JavaScript this action asks in-process and the page says what came of it, with the way
 * back to the product (a path of this store only). Never stored, never indexed.
 */
export const headers = STOCK_ALERT_LINK_HEADERS;

export function meta({ matches }: { matches: Parameters<typeof stockAlertLinkHead>[0] }): MetaDescriptor[] {
  return stockAlertLinkHead(matches, metaIntl(matches).formatMessage({ id: "stockAlert.form.title" }));
}

export const action = stockAlertSubscribeAction({ returnPath: (value) => safeReturnPath(value, "/") });

export default function StockAlertPosted() {
  const posted = useActionData<typeof action>()?.posted ?? null;
  return <StockAlertPostedScreen posted={posted} />;
}
