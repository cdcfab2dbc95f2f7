import { type ActionFunctionArgs, data, redirect } from "react-router";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor } from "../../lib/i18n.ts";
import { LOOKUP_GUEST_ORDER, ORDER_LOOKUP_VIEWER_QUERY, REORDER, orderIdParam } from "./account-orders-queries.ts";
import type { GuestLookupOutcome } from "./guest-lookup.tsx";
import { type ReorderOutcome } from "./reorder.tsx";
import { orderPath } from "./order-list.tsx";
import { guestLookupInput } from "./order-format.ts";

/**
 * "Order again" posted without JavaScript (ADR 031): the order's lines go back in the basket
 * in-process, and the shopper is taken to the basket (Post/Redirect/Get), which shows what came
 * back. A refusal answers the order's page with the API's message. A form from another site
 * changes nothing.
 */
export async function reorderAction({ request, context, params }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  const orderId = orderIdParam(params.orderId);
  const form = await request.formData();
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline || form.get("intent") !== "reorder" || !orderId) {
    return redirect(orderId ? orderPath(orderId) : "/user/orders", { status: 303, headers });
  }
  let outcome: ReorderOutcome | null = null;
  try {
    const sent = await context.queries.mutate({ mutation: REORDER, variables: { orderId } });
    for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
    const result = sent.data.reorder;
    outcome = result.success ? { ok: true, added: result.addedLines, dropped: result.droppedLines } : { ok: false, message: result.errorMessage ?? intlFor(context.page.locale).formatMessage({ id: "mutation.fault.unknown" }) };
  } catch (error) {
    context.log.warn({ err: error }, "reorder form not saved");
  }
  if (outcome?.ok && outcome.added > 0) return redirect("/cart", { status: 303, headers });
  // Nothing could come back (all sold out), or the API refused: said on the order's page.
  return data({ reorder: outcome ?? { ok: false as const, message: intlFor(context.page.locale).formatMessage({ id: "mutation.fault.unavailable" }) } }, { headers });
}

/**
 * The order lookup posted without JavaScript: the API's answer (the order, or the one "not found"
 * message, or the throttle's) is the page's, not a redirect, since what identifies the order (an
 * e-mail, a postcode) must not go in an address. A signed-in customer's orders are in their account.
 */
export async function guestLookupAction({ request, context }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  const form = await request.formData();
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline || form.get("intent") !== "lookup") {
    return redirect("/orders", { status: 303, headers });
  }
  const intl = intlFor(context.page.locale);
  let outcome: GuestLookupOutcome;
  try {
    const { data: viewer } = await context.queries.query({ query: ORDER_LOOKUP_VIEWER_QUERY, fetchPolicy: "network-only" });
    if (viewer?.me?.id) return redirect("/user/orders", { status: 303, headers });
    const sent = await context.queries.mutate({ mutation: LOOKUP_GUEST_ORDER, variables: { input: guestLookupInput(form) } });
    for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
    const result = sent.data.lookupGuestOrder;
    outcome = result.success && result.order ? { order: result.order } : { message: result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }) };
  } catch (error) {
    context.log.warn({ err: error }, "order lookup not answered");
    outcome = { message: intl.formatMessage({ id: "mutation.fault.unavailable" }) };
  }
  return data({ lookup: outcome }, { headers });
}
