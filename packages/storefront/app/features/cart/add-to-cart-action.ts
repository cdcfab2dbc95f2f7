import type { ActionFunctionArgs } from "react-router";
import { fromThisSite } from "../../lib/form-origin.ts";
import type { AddToCart, CartLineInput } from "../../lib/generated/graphql.ts";
import { intlFor } from "../../lib/i18n.ts";
import { refusalMessage } from "./add-to-cart.ts";
import { ADD_TO_CART } from "./cart-queries.ts";

/** What an add posted by a form came to: the API's answer (none when it could not run) and the headers to answer with. */
export interface PostedAdd {
  result: AddToCart["addToCart"] | undefined;
  /** `no-store` and the cookies the API set (a visitor's first add starts their session). */
  headers: Headers;
  /** The shopper's message when not every line was added (the API's, or why it could not run). */
  message: string | null;
  /** The form came from another site, or the shop is in maintenance: nothing was tried. */
  refused: boolean;
}

/**
 * An add posted by a form before hydration or without JavaScript (ADR 031): the product page's
 * add form, the quick order's. It runs in-process through the API (the same rules and messages as
 * the browser's add), and hands back the cookies it set for the answer, which redirects on success
 * (Post/Redirect/Get) or shows the refusals. A form from another site changes nothing.
 */
export async function addPostedLines({ request, context }: Pick<ActionFunctionArgs, "request" | "context">, lines: CartLineInput[]): Promise<PostedAdd> {
  const headers = new Headers({ "cache-control": "no-store" });
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline) return { result: undefined, headers, message: null, refused: true };
  const intl = intlFor(context.page.locale);
  try {
    const { data, setCookies } = await context.queries.mutate({ mutation: ADD_TO_CART, variables: { lines } });
    for (const cookie of setCookies) headers.append("set-cookie", cookie);
    const result = data.addToCart;
    const [firstRefused] = result.lineErrors;
    const message = result.success ? null : firstRefused ? refusalMessage(intl, firstRefused) : (result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }));
    return { result, headers, message, refused: false };
  } catch (error) {
    context.log.warn({ err: error }, "posted add to cart not done");
    return { result: undefined, headers, message: intl.formatMessage({ id: "mutation.fault.unavailable" }), refused: false };
  }
}
