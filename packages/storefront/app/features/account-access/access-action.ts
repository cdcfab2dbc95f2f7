import { type ActionFunctionArgs, data, redirect } from "react-router";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor } from "../../lib/i18n.ts";
import { storePathOf } from "../../lib/route-data.ts";
import { type AccessIntent, type AccessRefusal, type AccessResult, type FormValues, ACCESS_FORMS, checkBeforeSending, formValues, isAccessIntent, keptValues, refusalOf } from "./access-forms.ts";

export interface AccessActionOptions {
  /** The intents the route's forms post; anything else changes nothing. */
  intents: readonly AccessIntent[];
  /** Where a saved form leads (store-relative): the route's own page in its "done" state, or where the shopper was going. */
  next: (intent: AccessIntent, outcome: { url: URL; result: AccessResult; values: FormValues }) => string;
}

/**
 * The account access forms before hydration and without JavaScript (ADR 031, as the cart's and
 * the checkout's): the same checks as the browser makes, then the mutation in-process through the
 * API (same rules, same messages, same throttling), its cookies (a session started or ended) sent
 * with the answer. Saved: a redirect (Post/Redirect/Get, so a reload sends nothing again).
 * Refused: the page again with the refusal on its field and what was typed, never a password.
 * A form from another site, or during maintenance, changes nothing.
 */
export function accessAction({ intents, next }: AccessActionOptions) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const headers = new Headers({ "cache-control": "no-store" });
    const url = new URL(request.url);
    const self = `${storePathOf(request, context.page.basename)}${url.search}`;
    const form = await request.formData();
    const intent = form.get("intent");
    if (!fromThisSite(request) || context.page.maintenance || context.page.offline || !isAccessIntent(intent) || !intents.includes(intent)) {
      return redirect(self, { status: 303, headers });
    }
    const intl = intlFor(context.page.locale);
    const values = formValues(intent, form);
    const problems = checkBeforeSending(intent, values, intl);
    if (problems.length > 0) {
      const refusal: AccessRefusal = { intent, problems, message: null, code: null, values: keptValues(intent, values) };
      return data({ refusal }, { headers });
    }
    let result: AccessResult | undefined;
    try {
      const sent = await ACCESS_FORMS[intent].send((mutation, variables) => context.queries.mutate({ mutation, variables }), values);
      for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
      result = sent.result;
    } catch (error) {
      // Nothing of the form in the log: it holds passwords and tokens.
      context.log.warn({ err: error, intent }, "account form not sent");
    }
    if (result?.success) return redirect(next(intent, { url, result, values }), { status: 303, headers });
    const refusal = refusalOf(intent, result, intl.formatMessage({ id: result ? "mutation.fault.unknown" : "mutation.fault.unavailable" }), values);
    return data({ refusal }, { headers });
  };
}
