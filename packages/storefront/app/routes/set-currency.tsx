import { type ActionFunctionArgs, redirect } from "react-router";
import { SET_CURRENCY_MUTATION } from "../features/navigation/navigation-queries.ts";
import { fromThisSite } from "../lib/form-origin.ts";

/** The page to go back to: a path inside the store (`/a-propos?x=1`), else the store's home. */
function backPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : "/";
}

/**
 * The currency switcher's form (ADR 031): a real POST, so a choice made before the page is
 * hydrated, or without JavaScript, is kept. The mutation runs in-process; its cookie goes with
 * the redirect back to the page (Post/Redirect/Get), which then shows the prices in the currency.
 * Whatever fails, the shopper is sent back to the page unchanged.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const headers = new Headers({ "cache-control": "no-store" });
  if (fromThisSite(request) && !context.page.maintenance && !context.page.offline) {
    try {
      const currency = String(form.get("currency") ?? "");
      const { data, setCookies } = await context.queries.mutate({ mutation: SET_CURRENCY_MUTATION, variables: { currency } });
      for (const cookie of setCookies) headers.append("set-cookie", cookie);
      if (!data.setCurrency.success) context.log.info({ errorCode: data.setCurrency.errorCode }, "display currency not changed");
    } catch (error) {
      context.log.warn({ err: error }, "display currency not changed");
    }
  }
  // Store-relative: React Router puts the store's base path (`/en`) in front.
  return redirect(backPath(form.get("back")), { status: 303, headers });
}
