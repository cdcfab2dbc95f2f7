import type { IntlShape } from "react-intl";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import type { AddToCart, CartLineInput } from "../../lib/generated/graphql.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { ADD_TO_CART, CART_QUERY, type CartData } from "./cart-queries.ts";
import { miniCartSignal } from "./mini-cart-signal.ts";

export type { CartLineInput };
export type CartLineError = AddToCart["addToCart"]["lineErrors"][number];

/** What an add came to, for the screen that asked (a product page, the quick order). */
export interface AddToCartOutcome {
  /** Every line was added. */
  success: boolean;
  /** Why not, for the shopper (the API's first refusal, or why no answer came); null on success. */
  message: string | null;
  /** The lines refused, by their index in the request; empty when no answer came. */
  lineErrors: CartLineError[];
  /** The cart's lines just added or increased. */
  addedItemIds: string[];
  /** No answer came (offline, maintenance, timeout…): nothing is known to be added. */
  fault: boolean;
}

/** The alert's text (a mutation's alerts are texts: the API's message or a fault's). */
const textOf = (alert: ReturnType<typeof mutationAlert>): string | null => (typeof alert?.message === "string" ? alert.message : null);

/**
 * A refused line's reason for the shopper: the API's message, except for stock, where the page
 * says how many are left (the API gives the number, not a sentence with it).
 */
export function refusalMessage(intl: IntlShape, error: Pick<CartLineError, "errorCode" | "errorMessage" | "availableQuantity">): string {
  if (error.errorCode === "INSUFFICIENT_STOCK" && error.availableQuantity !== null && error.availableQuantity > 0) {
    return intl.formatMessage({ id: "catalog.basket.onlyLeft" }, { count: error.availableQuantity });
  }
  return error.errorMessage;
}

/** Quantity per line id of a cart (none when the cart is not known). */
const quantities = (cart: CartData | null | undefined) => new Map((cart?.items ?? []).map((item) => [item.item_id, item.quantity]));

/**
 * Adds lines to the session's cart with one `addToCart`, in the browser. The answer's cart
 * replaces Apollo's one `Cart` (every screen showing it follows); the lines it added or increased
 * are those whose quantity grew since the cart the browser knew (when it knew none: the lines of
 * the skus asked for). When something was added and `openMiniCart` is set, the mini-cart opens
 * with them (its confirmation). Never throws: a failure is a value with its message.
 */
export async function addToCart(intl: IntlShape, lines: CartLineInput[], options: { openMiniCart?: boolean } = {}): Promise<AddToCartOutcome> {
  try {
    const apollo = await loadBrowserClient();
    const before = apollo.cache.readQuery({ query: CART_QUERY })?.cart;
    const { data } = await apollo.mutate({
      mutation: ADD_TO_CART,
      variables: { lines },
    });
    const result = data?.addToCart;
    if (!result)
      return {
        success: false,
        message: textOf(mutationAlert(intl, { result })),
        lineErrors: [],
        addedItemIds: [],
        fault: true,
      };
    const known = quantities(before);
    const refused = new Set(result.lineErrors.map((error) => error.line));
    const askedSkus = new Set(lines.filter((_line, index) => !refused.has(index)).map((line) => line.sku.trim().toUpperCase()));
    const addedItemIds = result.cart.items
      .filter((item) =>
        before ? item.quantity > (known.get(item.item_id) ?? 0) : askedSkus.has(item.sku.toUpperCase()) || askedSkus.has(item.product.sku.toUpperCase()),
      )
      .map((item) => item.item_id);
    if (options.openMiniCart && addedItemIds.length > 0) miniCartSignal.open({ added: addedItemIds });
    const [firstRefused] = result.lineErrors;
    return {
      success: result.success,
      message: result.success ? null : firstRefused ? refusalMessage(intl, firstRefused) : textOf(mutationAlert(intl, { result })),
      lineErrors: result.lineErrors,
      addedItemIds,
      fault: false,
    };
  } catch (error) {
    return {
      success: false,
      message: textOf(mutationAlert(intl, { error })),
      lineErrors: [],
      addedItemIds: [],
      fault: true,
    };
  }
}
