import { type ActionFunctionArgs, data, redirect } from "react-router";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor } from "../../lib/i18n.ts";
import type { ContactSubject } from "../../lib/generated/graphql.ts";
import { SEND_CONTACT_MESSAGE } from "./contact-queries.ts";
import { type PostedContact, SENT_PARAM, TRAP_FIELD, contactFieldProblems, contactProblems, contactValuesOf } from "./contact-form-state.ts";

/**
 * The contact form's action (ADR 031, 082), with or without JavaScript: what the rules refuse is
 * said at once, next to its fields; otherwise the message is sent in-process through the API (its
 * rules, its robots' checks, its limits). Sent: the page again with its confirmation
 * (Post/Redirect/Get, so a reload sends nothing twice). Refused: the form again with the API's
 * messages next to their fields and what was typed (the page's loader gives it a new token). A
 * form from another site, or during maintenance, sends nothing.
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  const form = await request.formData();
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline) return redirect("/contact", { status: 303, headers });
  const intl = intlFor(context.page.locale);
  const values = contactValuesOf(form);
  const trap = form.get(TRAP_FIELD);
  const problems = contactProblems(values, context.page.locale);
  if (problems.length > 0) return data({ posted: { values, problems, message: null } satisfies PostedContact }, { headers });
  let posted: PostedContact;
  try {
    const sent = await context.queries.mutate({
      mutation: SEND_CONTACT_MESSAGE,
      variables: {
        input: {
          name: values.name,
          email: values.email,
          subject: values.subject.trim().toUpperCase() as ContactSubject,
          orderNumber: values.orderNumber.trim() || null,
          message: values.message,
          formToken: String(form.get("formToken") ?? ""),
          website: typeof trap === "string" ? trap : null,
        },
      },
    });
    const result = sent.data.sendContactMessage;
    if (result.success) return redirect(`/contact?${SENT_PARAM}=1`, { status: 303, headers });
    const onFields = contactFieldProblems(result.fieldErrors);
    posted = { values, problems: onFields, message: onFields.length ? null : (result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" })) };
  } catch (error) {
    // Nothing of the form in the log: it is the shopper's own words and address.
    context.log.warn({ err: error }, "contact message not sent");
    posted = { values, problems: [], message: intl.formatMessage({ id: "mutation.fault.unavailable" }) };
  }
  return data({ posted }, { headers });
}
