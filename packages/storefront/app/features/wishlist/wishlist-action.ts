import { type ActionFunctionArgs, data, redirect } from "react-router";
import { fromThisSite } from "../../lib/form-origin.ts";
import type { CartLineInput } from "../../lib/generated/graphql.ts";
import { intlFor } from "../../lib/i18n.ts";
import type { WishlistItemData } from "./wishlist-item-fields.ts";
import { cartLineOfItem } from "./wishlist-cart-line.ts";
import { WISHLIST_PATH, wishlistLoginPath } from "./wishlist-paths.ts";
import {
  ADD_TO_WISHLIST,
  LOAD_WISHLIST_QUERY,
  REMOVE_FROM_WISHLIST,
  SEND_WISHLIST,
  SHARE_WISHLIST,
  UNSHARE_WISHLIST,
  type WishlistItemInput,
  type WishlistResult,
} from "./wishlist-queries.ts";
import { recipientCount, recipientsOf } from "./wishlist-send.ts";

/** The wishlist's forms (a heart, and the buttons of `/user/wishlist`), and what each asks. */
export const WISHLIST_INTENTS = ["add", "remove", "share", "unshare", "send", "cart"] as const;
export type WishlistIntent = (typeof WISHLIST_INTENTS)[number];
const isIntent = (value: unknown): value is WishlistIntent => WISHLIST_INTENTS.includes(value as WishlistIntent);

/** An item id as a form names it, if it looks like one (anything else is not sent to the API). */
export const wishlistItemIdOf = (value: unknown): string | null => {
  const id = typeof value === "string" ? value.trim() : "";
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
};

/** What the page says after a change made without JavaScript (`?done=`: the Post/Redirect/Get answer). */
export const wishlistDonePath = (intent: Exclude<WishlistIntent, "cart">, sent?: number) =>
  `${WISHLIST_PATH}?${new URLSearchParams({ done: intent, ...(sent ? { sent: String(sent) } : {}) })}`;

/** A change the action could not make: the page again, with the API's message where the form is. */
export interface WishlistRefusal {
  intent: WishlistIntent;
  /** The item the form was about (remove, add to basket). */
  itemId: string | null;
  message: string;
  /** The addresses typed in the send form, shown again. */
  emails: string | null;
}

/** What the action needs from the features the route composes with it (a feature never imports another). */
export interface WishlistActionParts {
  /** The choices a heart posted with the product page's fields (the catalogue reads its own form). */
  choicesOfForm: (sku: string, form: FormData) => Omit<WishlistItemInput, "sku">;
  /** The page to come back to, when the form names a path of this store (else null: no open redirect). */
  returnPath: (value: string | null) => string | null;
  /** Adds lines to the shopper's own basket in-process (the cart's posted add): whether it did, why not, the answer's headers. */
  addToCart: (args: Pick<ActionFunctionArgs, "request" | "context">, lines: CartLineInput[]) => Promise<{ added: boolean; message: string | null; headers: Headers }>;
}

/**
 * The wishlist's forms before hydration or without JavaScript (ADR 031), all posted to
 * `/user/wishlist`: the change runs in-process through the API (same rules, same messages) and
 * its cookies go with the answer. A heart keeps the product and comes back to its page, or takes
 * a visitor (whose product the API keeps with the session) to sign in and back; the list's own
 * changes come back to it saying what was done (Post/Redirect/Get); "add to basket" adds the
 * item with its kept choices and shows the basket, as the product page's form does. A refusal
 * answers the list with the API's message. A form from another site changes nothing.
 */
export function wishlistAction({ choicesOfForm, returnPath, addToCart }: WishlistActionParts) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const headers = new Headers({ "cache-control": "no-store" });
    const form = await request.formData();
    const intent = form.get("intent");
    if (!fromThisSite(request) || context.page.maintenance || context.page.offline || !isIntent(intent)) {
      return redirect(WISHLIST_PATH, { status: 303, headers });
    }
    const intl = intlFor(context.page.locale);
    const { queries } = context;
    const itemId = wishlistItemIdOf(form.get("itemId"));
    const emails = intent === "send" ? String(form.get("emails") ?? "") : null;
    const refuse = (message: string) => data({ refusal: { intent, itemId, message, emails } satisfies WishlistRefusal }, { headers });
    const keep = (cookies: string[]) => cookies.forEach((cookie) => headers.append("set-cookie", cookie));

    if (intent === "cart") {
      try {
        const { data: answer } = await queries.query({ query: LOAD_WISHLIST_QUERY, fetchPolicy: "network-only" });
        const item = answer?.me?.wishlist?.items.find((entry: WishlistItemData) => entry.id === itemId);
        if (!item) return refuse(intl.formatMessage({ id: "wishlist.item.gone" }));
        const posted = await addToCart({ request, context }, [cartLineOfItem(item)]);
        // The cookies the basket's add set (a first add starts the shopper's basket).
        keep(posted.headers.getSetCookie());
        if (posted.added) return redirect("/cart", { status: 303, headers });
        return refuse(posted.message ?? intl.formatMessage({ id: "mutation.fault.unknown" }));
      } catch (error) {
        context.log.warn({ err: error }, "wishlist item not added to the basket");
        return refuse(intl.formatMessage({ id: "mutation.fault.unavailable" }));
      }
    }

    // Where a heart comes back to: the page it was pressed on (a path of this store), else the list.
    const back = intent === "add" ? returnPath(typeof form.get("redirect") === "string" ? String(form.get("redirect")) : null) : null;
    let answer: { result: WishlistResult; setCookies: string[] };
    try {
      answer = await (async () => {
        switch (intent) {
          case "add": {
            const sku = String(form.get("sku") ?? "").trim();
            const sent = await queries.mutate({ mutation: ADD_TO_WISHLIST, variables: { item: { ...choicesOfForm(sku, form), sku } } });
            return { result: sent.data.addToWishlist, setCookies: sent.setCookies };
          }
          case "remove": {
            const sent = await queries.mutate({ mutation: REMOVE_FROM_WISHLIST, variables: { itemIds: itemId ? [itemId] : [] } });
            return { result: sent.data.removeFromWishlist, setCookies: sent.setCookies };
          }
          case "share": {
            const sent = await queries.mutate({ mutation: SHARE_WISHLIST, variables: {} });
            return { result: sent.data.shareWishlist, setCookies: sent.setCookies };
          }
          case "unshare": {
            const sent = await queries.mutate({ mutation: UNSHARE_WISHLIST, variables: {} });
            return { result: sent.data.unshareWishlist, setCookies: sent.setCookies };
          }
          case "send": {
            const sent = await queries.mutate({ mutation: SEND_WISHLIST, variables: { emails: recipientsOf(emails ?? "") } });
            return { result: sent.data.sendWishlist, setCookies: sent.setCookies };
          }
        }
      })();
    } catch (error) {
      context.log.warn({ err: error, intent }, "wishlist form not saved");
      return refuse(intl.formatMessage({ id: "mutation.fault.unavailable" }));
    }
    keep(answer.setCookies);
    const { result } = answer;
    if (result.errorCode === "SIGN_IN_REQUIRED") return redirect(wishlistLoginPath(back ?? WISHLIST_PATH), { status: 303, headers });
    if (result.success) {
      if (intent === "add") return redirect(back ?? wishlistDonePath("add"), { status: 303, headers });
      return redirect(wishlistDonePath(intent, intent === "send" ? recipientCount(recipientsOf(emails ?? "")) : undefined), { status: 303, headers });
    }
    const message = result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" });
    return refuse(intent === "add" ? intl.formatMessage({ id: "wishlist.refused.add" }, { message }) : message);
  };
}
