import { type ActionFunctionArgs, data, redirect, useActionData } from "react-router";
import { useIntl } from "react-intl";
import { addPostedLines } from "../features/cart/add-to-cart-action.ts";
import { refusalMessage } from "../features/cart/add-to-cart.ts";
import { QuickOrder, type QuickOrderAnswer } from "../features/cart/quick-order.tsx";
import { MAX_QUICK_ORDER_LINES, type QuickOrderLine, cartLinesOf, parsePastedLines, resultsOf } from "../features/cart/quick-order-lines.ts";
import { Screen } from "../layouts/screen.tsx";
import { intlFor } from "../lib/i18n.ts";
import { messageMeta } from "../lib/meta.ts";
import { browserLoader, noData, serverLoader } from "../lib/route-data.ts";

/** `/quick-order`: order several SKUs at once. */
export const meta = messageMeta("screen.quickOrder.title", undefined, "screen.quickOrder.lead");
export const loader = serverLoader(noData);
export const clientLoader = browserLoader(noData);

/**
 * The quick order's form before hydration or without JavaScript (ADR 031): its rows (`sku`,
 * `qty`) and its pasted lines are added in one `addToCart`, in-process, and the page answers each
 * line's outcome (added, or why not: the lines refused are handed back to be fixed). At most 100
 * lines: more are refused whole, nothing added. A form from another site changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intl = intlFor(context.page.locale);
  const text = (value: FormDataEntryValue | undefined) => (typeof value === "string" ? value.trim() : "");
  const quantities = form.getAll("qty");
  const typed: QuickOrderLine[] = form
    .getAll("sku")
    .slice(0, MAX_QUICK_ORDER_LINES + 1)
    .map((sku, index) => ({ sku: text(sku).slice(0, 200), quantity: text(quantities[index]).slice(0, 12) }))
    .filter((line) => line.sku !== "");
  const pastedText = text(form.get("lines") ?? undefined).slice(0, 20_000);
  const pasted = parsePastedLines(pastedText);
  // What the shopper wrote, handed back untouched when nothing was tried.
  const keep = { rows: typed.slice(0, MAX_QUICK_ORDER_LINES), pasted: pastedText };
  const lines = [...typed, ...pasted.lines];
  const empty = { added: [], failed: [] };
  const answer = (body: QuickOrderAnswer, headers?: Headers) => data(body, { headers: headers ?? { "cache-control": "no-store" } });
  if (lines.length === 0) return answer({ results: empty, message: intl.formatMessage({ id: "quickOrder.none" }) });
  const over = lines.length + pasted.leftOut - MAX_QUICK_ORDER_LINES;
  if (over > 0) {
    // Refused whole, nothing added: the lines are handed back for the shopper to split.
    return answer({ results: empty, keep, message: intl.formatMessage({ id: "quickOrder.tooMany" }, { max: MAX_QUICK_ORDER_LINES, count: over }) });
  }
  const posted = await addPostedLines({ request, context }, cartLinesOf(lines));
  if (posted.refused) return redirect("/quick-order", { status: 303, headers: posted.headers });
  if (!posted.result) return answer({ results: empty, keep, message: posted.message }, posted.headers);
  const lineErrors = posted.result.lineErrors.map((error) => ({ ...error, errorMessage: refusalMessage(intl, error) }));
  return answer({ results: resultsOf(lines, lineErrors), message: null }, posted.headers);
}

export default function QuickOrderRoute() {
  const intl = useIntl();
  const answer = useActionData<typeof action>();
  return (
    <Screen title={intl.formatMessage({ id: "screen.quickOrder.title" })} lead={intl.formatMessage({ id: "screen.quickOrder.lead" })}>
      <QuickOrder answer={answer} />
    </Screen>
  );
}
