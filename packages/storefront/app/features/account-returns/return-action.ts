import { type ActionFunctionArgs, data, redirect } from "react-router";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor } from "../../lib/i18n.ts";
import { CREATE_RETURN_AUTHORIZATION } from "./account-returns-queries.ts";
import { formValues, returnInput } from "./return-form-state.ts";
import type { PostedReturn } from "./return-form.tsx";
import { orderPath, returnCreatePath } from "./return-paths.ts";

/** An order id as the page's address names it, if it looks like one (anything else is not sent to the API). */
const orderIdOf = (value: string | undefined): string | null => {
  const id = value?.trim() ?? "";
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
};

/**
 * The return request posted without JavaScript (ADR 031): sent in-process through the API (the
 * same rules and messages as the screen's); once requested, the same page with `?created=<number>`
 * says so (Post/Redirect/Get: a reload asks nothing twice). A refusal answers the page again with
 * the API's message next to the line or question it is about, and what was filled in. A form
 * from another site changes nothing.
 */
export async function returnCreateAction({ request, context, params }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  const orderId = orderIdOf(params.orderId);
  const form = await request.formData();
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline || form.get("intent") !== "createReturn" || !orderId) {
    return redirect(orderId ? orderPath(orderId) : "/user/orders", { status: 303, headers });
  }
  const intl = intlFor(context.page.locale);
  const values = formValues(form);
  let posted: PostedReturn;
  try {
    const sent = await context.queries.mutate({ mutation: CREATE_RETURN_AUTHORIZATION, variables: { input: returnInput(orderId, values) } });
    for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
    const result = sent.data.createReturnAuthorization;
    if (result.success && result.returnAuthorization) {
      return redirect(`${returnCreatePath(orderId)}?${new URLSearchParams({ created: result.returnAuthorization.number })}`, { status: 303, headers });
    }
    posted = {
      values,
      refusal: { message: result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }), code: result.errorCode ?? null, itemId: result.errorItemId ?? null, attribute: result.errorAttribute ?? null },
    };
  } catch (error) {
    context.log.warn({ err: error }, "return request not sent");
    posted = { values, refusal: { message: intl.formatMessage({ id: "mutation.fault.unavailable" }), code: null, itemId: null, attribute: null } };
  }
  return data({ posted }, { headers });
}
