import { DatabaseUnavailableError } from "../../db/unavailable.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { tokenDigest } from "../../shared/session-tokens.ts";
import { addressKey } from "../../shared/throttling/throttling.ts";
import { moneyOf } from "../pricing/selection-price.ts";
import { priceInclExclOfCents } from "../pricing/selection-model.ts";
import type { CartTotals } from "./cart-totals.ts";
import { cartErrors, cartItemErrors } from "./errors.ts";
import type { CartOwner, CartView } from "./service.ts";

/**
 * What the API's resolvers need of the cart, the checkout's and the orders' too: whose cart a
 * request acts on (starting a visitor's session for a write), the cart write limit, and the cart
 * as the API answers it (with the view it was made from, for the fields other modules resolve on
 * `Cart`).
 */

/**
 * Whose cart this request acts on: the signed-in customer's, else the session's; none without a
 * session. A session cookie that could not be read (the database did not answer) is "retry
 * later", never an empty cart, nor a new session that would leave the shopper's cart behind.
 */
export function cartOwnerOf(context: GraphQLContext): CartOwner | null {
  const { session } = context;
  if (session.status === "failed") throw new DatabaseUnavailableError("connection");
  if (session.status !== "active") return null;
  return session.session.customerId !== null ? { customerId: session.session.customerId } : { sessionHash: tokenDigest(session.token) };
}

/** The owner a write acts for: a visitor without a session gets one (its cookie goes with the answer). */
export async function writingOwner(context: GraphQLContext): Promise<CartOwner> {
  const owner = cartOwnerOf(context);
  if (owner) return owner;
  const { token, expiresAt } = await context.services.sessions.start(null);
  context.session = { status: "active", token, session: { customerId: null } };
  context.startSessionCookie(token, expiresAt);
  return { sessionHash: tokenDigest(token) };
}

/** The totals in one currency; `storeCreditCents`: what the customer's store credit pays of the grand total in it (modules/store-credit). */
const totalsOf = (totals: CartTotals, currency: string, storeCreditCents: number) => ({
  subtotal: priceInclExclOfCents(totals.subtotal, currency),
  discount: priceInclExclOfCents(totals.discount, currency),
  shipping: priceInclExclOfCents(totals.shipping, currency),
  vat: moneyOf(totals.vatCents, currency),
  grandTotal: priceInclExclOfCents(totals.grandTotal, currency),
  storeCredit: moneyOf(storeCreditCents, currency),
  amountDue: moneyOf(totals.grandTotal.incl - storeCreditCents, currency),
});

/**
 * The view each `Cart` answer was made from, for the fields other modules resolve on it (the
 * checkout's): the parent object GraphQL hands their resolvers is the answer itself.
 */
const viewsOfAnswers = new WeakMap<object, CartView>();

/** The cart view a `Cart` parent was made from (undefined for a parent this module did not answer). */
export const cartViewOf = (parent: object): CartView | undefined => viewsOfAnswers.get(parent);

/** A cart view as the API answers it, messages in the store's language. */
function cartOf(view: CartView, context: GraphQLContext) {
  const answer = cartAnswerOf(view, context);
  viewsOfAnswers.set(answer, view);
  return answer;
}

function cartAnswerOf(view: CartView, context: GraphQLContext) {
  const { currency } = view;
  const { language } = context.store;
  const couponTypes = { percentage: "PERCENTAGE", fixed_amount: "FIXED_AMOUNT", free_shipping: "FREE_SHIPPING" } as const;
  return {
    id: view.id,
    itemsQuantity: view.itemsQuantity,
    isReadyForCheckout: view.isReadyForCheckout,
    isVirtual: view.isVirtual,
    requiresAccount: view.requiresAccount,
    hasDownloads: view.hasDownloads,
    prices: totalsOf(view.prices, currency, view.storeCredit?.displayCents ?? 0),
    chargedPrices: totalsOf(view.chargedPrices, "EUR", view.storeCredit?.chargedCents ?? 0),
    coupon: view.coupon && { code: view.coupon.code, label: view.coupon.label, type: couponTypes[view.coupon.type] },
    couponIssue: view.couponProblem && { code: view.couponProblem.code, errorCode: view.couponProblem.reason, errorMessage: cartErrors[view.couponProblem.reason][language] },
    shippingEstimate: view.shippingEstimate && {
      methodLabel: view.shippingEstimate.methodLabel,
      carrier: view.shippingEstimate.carrier,
      price: priceInclExclOfCents(view.shippingEstimate.price, currency),
      freeShippingThreshold: view.shippingEstimate.freeShippingThreshold === null ? null : moneyOf(view.shippingEstimate.freeShippingThreshold, currency),
      remainingForFreeShipping: view.shippingEstimate.remainingForFreeShipping === null ? null : moneyOf(view.shippingEstimate.remainingForFreeShipping, currency),
      minDays: view.shippingEstimate.minDays,
      maxDays: view.shippingEstimate.maxDays,
    },
    items: view.items.map((item) => ({
      item_id: item.itemId,
      product: item.product,
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      maxQuantity: item.maxQuantity,
      selectedOptions: item.selectedOptions,
      selectedCustomOptions: item.selectedCustomOptions,
      selectedBundleOptions: item.selectedBundleOptions,
      prices: {
        unit: priceInclExclOfCents(item.prices.unit, currency),
        row: priceInclExclOfCents(item.prices.row, currency),
        discount: priceInclExclOfCents(item.prices.discount, currency),
        chargedRow: priceInclExclOfCents(item.prices.chargedRow, "EUR"),
        regularUnit: item.prices.regularUnit && priceInclExclOfCents(item.prices.regularUnit, currency),
        tierQty: item.prices.tierQty,
      },
      errors: item.problems.map((problem) => ({ code: problem.code, message: cartItemErrors[problem.code][language], availableQuantity: problem.availableQuantity })),
    })),
  };
}

/**
 * The cart of this request's owner as the API answers it (what a mutation's `cart` field holds):
 * `written`, the cart as the request's write left it, when the write answered it; else read now.
 */
export const readCart = async (context: GraphQLContext, written?: CartView) =>
  cartOf(written ?? (await context.services.cart.view(context.scope, cartOwnerOf(context))), context);

/** Every cart write (the checkout's too) counts against the address's generous limit (it stops floods, not shoppers). */
export const consumeCartWrite = (context: GraphQLContext) => context.services.limits.cartWriteAddress.consume(addressKey(context.clientAddress));

