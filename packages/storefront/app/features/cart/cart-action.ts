import { type ActionFunctionArgs, data, redirect } from "react-router";
import { intlFor } from "../../lib/i18n.ts";
import { fromThisSite } from "../../lib/form-origin.ts";
import type { CartResultFields } from "../../lib/generated/graphql.ts";
import { submittedQuantity } from "./cart-format.ts";
import { APPLY_COUPON, REMOVE_CART_ITEM, REMOVE_COUPON, UPDATE_CART_ITEM } from "./cart-queries.ts";
import { CART_PATH } from "./cart-path.ts";
import type { CartFormRefusal } from "./cart-screen.tsx";

/** The forms of the cart (its lines, its coupon) and what each sends. */
export const CART_INTENTS = ["update", "remove", "coupon-apply", "coupon-remove"] as const;
type CartIntent = (typeof CART_INTENTS)[number];
const isIntent = (value: unknown): value is CartIntent => CART_INTENTS.includes(value as CartIntent);

/**
 * The cart's forms before hydration and without JavaScript (ADR 031): the change runs in-process
 * through the API (same rules, same messages), its cookies go with the answer, and a change made
 * is followed by a redirect back to the cart (Post/Redirect/Get: a reload sends nothing again). A
 * change refused is answered with the cart page and the API's message (which never repeats what
 * was typed); nothing of the request is echoed. A form from another site changes nothing.
 */
export async function cartAction({ request, context }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  const form = await request.formData();
  const intent = form.get("intent");
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline || !isIntent(intent)) {
    return redirect(CART_PATH, { status: 303, headers });
  }
  const itemId = String(form.get("itemId") ?? "");
  let result: CartResultFields | undefined;
  try {
    const run = async () => {
      switch (intent) {
        case "update": {
          // Not a whole number: the API answers QUANTITY_OUT_OF_RANGE in the shopper's language.
          const quantity = submittedQuantity(form.get("quantity"), form.get("step")) ?? 0;
          const answer = await context.queries.mutate({ mutation: UPDATE_CART_ITEM, variables: { itemId, quantity } });
          return { result: answer.data.updateCartItem, setCookies: answer.setCookies };
        }
        case "remove": {
          const answer = await context.queries.mutate({ mutation: REMOVE_CART_ITEM, variables: { itemId } });
          return { result: answer.data.removeCartItem, setCookies: answer.setCookies };
        }
        case "coupon-apply": {
          const answer = await context.queries.mutate({ mutation: APPLY_COUPON, variables: { code: String(form.get("code") ?? "").trim() } });
          return { result: answer.data.applyCoupon, setCookies: answer.setCookies };
        }
        case "coupon-remove": {
          const answer = await context.queries.mutate({ mutation: REMOVE_COUPON, variables: {} });
          return { result: answer.data.removeCoupon, setCookies: answer.setCookies };
        }
      }
    };
    const answer = await run();
    for (const cookie of answer.setCookies) headers.append("set-cookie", cookie);
    result = answer.result;
  } catch (error) {
    context.log.warn({ err: error, intent }, "cart form not saved");
  }
  if (result?.success) return redirect(CART_PATH, { status: 303, headers });
  const intl = intlFor(context.page.locale);
  const refusal: CartFormRefusal = {
    intent,
    ...(intent === "update" || intent === "remove" ? { itemId } : {}),
    message: result?.errorMessage ?? intl.formatMessage({ id: result ? "mutation.fault.unknown" : "mutation.fault.unavailable" }),
  };
  return data({ refusal }, { headers });
}
