import { type ActionFunctionArgs, data, redirect } from "react-router";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor } from "../../lib/i18n.ts";
import { MESSAGE_LINK_HEADERS, type MessageLinkOutcome, type MessageLinkPage, messageLinkHead, tokenParam } from "../../lib/message-link.ts";
import { type RouteLoad, storePathOf } from "../../lib/route-data.ts";
import { STOCK_ALERTS_ACCOUNT_PATH, STOCK_ALERT_UNSUBSCRIBE_PATH, type StockAlertNotice, alertIdOf, stockAlertNotice } from "./stock-alert-outcome.ts";
import { CONFIRM_STOCK_ALERT, REMOVE_STOCK_ALERT, SUBSCRIBE_TO_STOCK_ALERT, UNSUBSCRIBE_FROM_STOCK_ALERTS } from "./stock-alert-queries.ts";

const text = (value: FormDataEntryValue | null): string => (typeof value === "string" ? value : "");

/** What the product page's form came to without JavaScript, as `/stock-alert` shows it. */
export interface StockAlertPosted {
  sku: string;
  /** The product page to go back to (a path of this store). */
  back: string;
  /** The address typed, given again with a refusal about it (else empty). */
  email: string;
  notice: StockAlertNotice;
}

/**
 * `/stock-alert`'s action: the product page's "notify me" form posted before hydration or without
 * JavaScript (ADR 031). `subscribeToStockAlert` runs in-process, with the shopper's session (a
 * signed-in customer's alert is active at once), and the page says what came of it, with the way
 * back to the product; a refusal shows the form again. Not a redirect: the outcome is this
 * request's, and a product page is shared by everybody, so it cannot carry it. A form from another
 * site, or without a product, changes nothing: back to the page (or the shop's home).
 * `returnPath` keeps the page to come back to when it is a path of this store (no open redirect).
 */
export function stockAlertSubscribeAction({ returnPath }: { returnPath: (value: string) => string }) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const headers = new Headers({ "cache-control": "no-store" });
    const form = await request.formData();
    const back = returnPath(text(form.get("redirect")));
    const sku = text(form.get("sku")).trim().slice(0, 200);
    if (!fromThisSite(request) || context.page.maintenance || context.page.offline || !sku) return redirect(back, { status: 303, headers });
    const email = text(form.get("email")).trim().slice(0, 254);
    const intl = intlFor(context.page.locale);
    const answer = (notice: StockAlertNotice, status: number) =>
      data({ posted: { sku, back, email: notice.field === "email" ? email : "", notice } satisfies StockAlertPosted }, { status, headers });
    try {
      const sent = await context.queries.mutate({ mutation: SUBSCRIBE_TO_STOCK_ALERT, variables: { input: { sku, email: email || null } } });
      for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
      const notice = stockAlertNotice(intl, sent.data.subscribeToStockAlert);
      return answer(notice, STATUS_OF[notice.code] ?? 200);
    } catch (error) {
      context.log.warn({ err: error }, "stock alert not asked");
      return answer({ tone: "refused", text: intl.formatMessage({ id: "mutation.fault.unavailable" }), field: null, code: "FAULT" }, 503);
    }
  };
}

/** The page's status for a refusal: the shopper's input (400), no such product (404), throttled (429). */
const STATUS_OF: Partial<Record<StockAlertNotice["code"], number>> = { EMAIL_REQUIRED: 400, INVALID_EMAIL: 400, UNKNOWN_PRODUCT: 404, TOO_MANY_ATTEMPTS: 429 };

/** The answer headers of the pages the alerts' messages link to (lib/message-link.ts says why each). */
export const STOCK_ALERT_LINK_HEADERS = MESSAGE_LINK_HEADERS;

/** Which link: the confirmation of a visitor's alert, or the stop link of any message. */
export type StockAlertLinkKind = "confirm" | "unsubscribe";

/** The link's kind, from the page's path inside the store. */
export const linkKindOf = (storePath: string): StockAlertLinkKind => (storePath.replace(/\/+$/, "") === STOCK_ALERT_UNSUBSCRIBE_PATH ? "unsubscribe" : "confirm");

/** What a link page knows before its button is pressed (a GET never changes anything: mail scanners follow links). */
export type StockAlertLinkPage = MessageLinkPage<StockAlertLinkKind>;

export const loadStockAlertLink: RouteLoad<StockAlertLinkPage> = async ({ request, storePath }) => ({
  kind: linkKindOf(storePath),
  token: tokenParam(new URL(request.url).searchParams.get("token")),
});

/**
 * A link page's action: its button posted (with or without JavaScript), `confirmStockAlert` or
 * `unsubscribeFromStockAlerts` runs in-process with the token of the page's address, and the page
 * shows the outcome. A form from another site changes nothing: the page again.
 */
export async function stockAlertLinkAction({ request, context }: ActionFunctionArgs) {
  const headers = new Headers(STOCK_ALERT_LINK_HEADERS);
  const url = new URL(request.url);
  const { pathname, search } = url;
  const form = await request.formData();
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline || form.get("intent") !== "go") {
    return redirect(`${pathname.replace(/\.data$/, "")}${search}`, { status: 303, headers });
  }
  const answer = (outcome: MessageLinkOutcome, status = 200) => data({ outcome }, { status, headers });
  const kind = linkKindOf(storePathOf(url, context.page.basename));
  const token = tokenParam(url.searchParams.get("token")) ?? tokenParam(text(form.get("token")));
  if (!token) return answer({ kind: "invalid" }, 404);
  const intl = intlFor(context.page.locale);
  try {
    const result =
      kind === "confirm"
        ? (await context.queries.mutate({ mutation: CONFIRM_STOCK_ALERT, variables: { token } })).data.confirmStockAlert
        : (await context.queries.mutate({ mutation: UNSUBSCRIBE_FROM_STOCK_ALERTS, variables: { token } })).data.unsubscribeFromStockAlerts;
    if (result.success) return answer({ kind: "done" });
    if (result.errorCode === "INVALID_TOKEN") return answer({ kind: "invalid" }, 404);
    return answer({ kind: "refused", message: result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }) }, result.errorCode === "TOO_MANY_ATTEMPTS" ? 429 : 400);
  } catch (error) {
    context.log.warn({ err: error, kind }, "stock alert link not followed");
    return answer({ kind: "refused", message: intl.formatMessage({ id: "mutation.fault.unavailable" }) }, 503);
  }
}

/** A link page's head (lib/message-link.ts). */
export const stockAlertLinkHead = messageLinkHead;

/** A removal `/user/stock-alerts` could not make: the list again, with the API's message by the alert. */
export interface StockAlertRefusal {
  id: string | null;
  message: string;
}

/** What `?removed=1` says after a removal made without JavaScript (the Post/Redirect/Get answer). */
export const STOCK_ALERT_REMOVED_PATH = `${STOCK_ALERTS_ACCOUNT_PATH}?removed=1`;

/**
 * `/user/stock-alerts`' remove buttons (POST forms, ADR 031): `removeStockAlert` runs in-process
 * for the signed-in customer (the API answers another's alert as a missing one) and the list comes
 * back saying so; a refusal answers the list with the API's message by the alert.
 */
export async function stockAlertRemoveAction({ request, context }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  const form = await request.formData();
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline || form.get("intent") !== "remove") {
    return redirect(STOCK_ALERTS_ACCOUNT_PATH, { status: 303, headers });
  }
  const intl = intlFor(context.page.locale);
  const id = alertIdOf(form.get("id"));
  const refuse = (message: string, status: number) => data({ refusal: { id, message } satisfies StockAlertRefusal }, { status, headers });
  if (!id) return refuse(intl.formatMessage({ id: "stockAlert.list.gone" }), 404);
  try {
    const sent = await context.queries.mutate({ mutation: REMOVE_STOCK_ALERT, variables: { id } });
    for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
    const result = sent.data.removeStockAlert;
    if (result.success) return redirect(STOCK_ALERT_REMOVED_PATH, { status: 303, headers });
    return refuse(result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }), result.errorCode === "UNKNOWN_ALERT" ? 404 : 400);
  } catch (error) {
    context.log.warn({ err: error }, "stock alert not removed");
    return refuse(intl.formatMessage({ id: "mutation.fault.unavailable" }), 503);
  }
}
