import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import type { FieldProblem } from "../../lib/address-fields.ts";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor } from "../../lib/i18n.ts";
import { RETURN_FIELD, STAFF_PATH, isStaffIntent } from "./staff-paths.ts";
import { SET_PREVIEW_MODE, SET_XRAY_MODE, STAFF_LOGIN, STAFF_LOGOUT } from "./staff-queries.ts";

/** The sign-in form's id prefix (its fields' ids, the error summary's links). */
export const STAFF_LOGIN_FORM = "staff-login";

/** The staff page's answer to a form it could not carry out: the sign-in's problems, or a sentence about the whole. */
export interface StaffRefusal {
  intent: "login" | "logout" | "preview" | "xray";
  problems: FieldProblem[];
  message: string | null;
  /** What was typed in the e-mail field (never the password). */
  email: string;
}

export interface StaffActionOptions {
  /**
   * Where a form done leads: the `redirect` field when it is a path of this store, else the staff
   * page (a form posted with another site's address in it goes nowhere else: no open redirect).
   */
  returnPath: (value: string | null) => string;
}

/** Whether the API refused the operation to the request for not being staff (the generic `FORBIDDEN` of `@staffOnly`). */
export const refusedToNonStaff = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === "FORBIDDEN");

const text = (value: FormDataEntryValue | null, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/**
 * The staff page's action, with or without JavaScript (ADR 031): sign in and out, and switch an
 * editor mode (the toolbar's forms post here too). Each runs in-process through the API, which
 * decides who may do what: anyone but an editor is refused and nothing changes; a refused mode
 * sends them to the sign-in form. Done: a redirect where the form said, if it is a path of this
 * store (Post/Redirect/Get), with the staff cookie the API set or cleared. Refused: the page again
 * with the problem, and the e-mail typed, never the password. A form from another site, or during
 * maintenance, changes nothing.
 */
export function staffAction({ returnPath }: StaffActionOptions) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const headers = new Headers({ "cache-control": "no-store" });
    const form = await request.formData();
    const intent = form.get("intent");
    if (!fromThisSite(request) || context.page.maintenance || context.page.offline || !isStaffIntent(intent)) {
      return redirect(STAFF_PATH, { status: 303, headers });
    }
    const intl = intlFor(context.page.locale);
    const back = returnPath(text(form.get(RETURN_FIELD), 4096) || null);
    const refused = (refusal: Omit<StaffRefusal, "intent" | "email"> & { email?: string }) =>
      data({ refusal: { intent, email: "", ...refusal } satisfies StaffRefusal }, { headers });
    const unavailable = (error: unknown) => {
      // Nothing of the form in the log: it holds a password.
      context.log.warn({ err: error, intent }, "staff form not sent");
      return refused({ problems: [], message: intl.formatMessage({ id: "mutation.fault.unavailable" }) });
    };

    if (intent === "login") {
      const email = text(form.get("email"), 1_000).trim();
      const password = text(form.get("password"), 1_000);
      const problems: FieldProblem[] = [
        ...(email ? [] : [{ field: "email", message: intl.formatMessage({ id: "staff.login.email.missing" }) }]),
        ...(password ? [] : [{ field: "password", message: intl.formatMessage({ id: "staff.login.password.missing" }) }]),
      ];
      if (problems.length > 0) return refused({ problems, message: null, email });
      try {
        const sent = await context.queries.mutate({ mutation: STAFF_LOGIN, variables: { email, password } });
        for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
        const result = sent.data.staffLogin;
        if (result.success) return redirect(back, { status: 303, headers });
        return refused({ problems: [], message: result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }), email });
      } catch (error) {
        return unavailable(error);
      }
    }

    if (intent === "logout") {
      try {
        const sent = await context.queries.mutate({ mutation: STAFF_LOGOUT, variables: {} });
        for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
        return redirect(STAFF_PATH, { status: 303, headers });
      } catch (error) {
        return unavailable(error);
      }
    }

    const enabled = form.get("enabled") === "true";
    try {
      const sent =
        intent === "preview"
          ? (await context.queries.mutate({ mutation: SET_PREVIEW_MODE, variables: { enabled } })).data.setPreviewMode
          : (await context.queries.mutate({ mutation: SET_XRAY_MODE, variables: { enabled } })).data.setXRayMode;
      if (sent?.success) return redirect(back, { status: 303, headers });
      return refused({ problems: [], message: sent?.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }) });
    } catch (error) {
      // Not staff (no session, or it ended): the sign-in form, which leads back once signed in.
      if (refusedToNonStaff(error)) return redirect(`${STAFF_PATH}?${new URLSearchParams({ [RETURN_FIELD]: back })}`, { status: 303, headers });
      return unavailable(error);
    }
  };
}
