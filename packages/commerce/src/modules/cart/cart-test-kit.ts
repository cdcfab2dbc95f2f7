import { expect } from "vitest";
import { gql, sessionCookie } from "../../testing/api-test-kit.ts";
import type { TestApi, TestResponse } from "../../testing/test-server.ts";

/** What the cart's API tests share: the documents they send and a shopper with a cookie jar. */

export const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id itemsQuantity isReadyForCheckout
    items {
      item_id sku name quantity maxQuantity
      product { sku }
      selectedOptions { option_id option_value label value_label }
      selectedCustomOptions { option_id option_value label value_label }
      selectedBundleOptions { option_id option_value option_qty label value_label }
      prices {
        unit { priceInclTax { amount currency } priceExclTax { amount } }
        row { priceInclTax { amount currency } priceExclTax { amount } }
        discount { priceInclTax { amount } priceExclTax { amount } }
        chargedRow { priceInclTax { amount currency } priceExclTax { amount } }
        regularUnit { priceInclTax { amount } }
        tierQty
      }
      errors { code message availableQuantity }
    }
    prices {
      subtotal { priceInclTax { amount currency } priceExclTax { amount } }
      discount { priceInclTax { amount } priceExclTax { amount } }
      shipping { priceInclTax { amount } priceExclTax { amount } }
      vat { amount }
      grandTotal { priceInclTax { amount } priceExclTax { amount } }
    }
    chargedPrices { subtotal { priceInclTax { amount currency } } grandTotal { priceInclTax { amount } priceExclTax { amount } } }
    coupon { code label type }
    couponIssue { code errorCode errorMessage }
    shippingEstimate { methodLabel carrier price { priceInclTax { amount } } freeShippingThreshold { amount } remainingForFreeShipping { amount } minDays maxDays }
  }
`;
export const CART = `query Cart { cart { ...CartFields } } ${CART_FIELDS}`;
export const RESULT = `success errorCode errorMessage lineErrors { line sku errorCode errorMessage availableQuantity } cart { ...CartFields }`;
export const ADD = `mutation Add($lines: [CartLineInput!]!) { addToCart(lines: $lines) { ${RESULT} } } ${CART_FIELDS}`;
export const UPDATE = `mutation Update($itemId: ID!, $quantity: Float!) { updateCartItem(itemId: $itemId, quantity: $quantity) { ${RESULT} } } ${CART_FIELDS}`;
export const REMOVE = `mutation Remove($itemId: ID!) { removeCartItem(itemId: $itemId) { ${RESULT} } } ${CART_FIELDS}`;

/** A shopper: a cookie jar of one session, kept from the first answer that sets it. */
export function shopper(api: TestApi, headers: Record<string, string> = {}) {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    async send(query: string, variables?: Record<string, unknown>): Promise<TestResponse> {
      const response = await gql(api, query, variables, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
      if (response.setCookies.some((value) => value.startsWith("eb_session="))) cookie = sessionCookie(response);
      expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
      return response;
    },
  };
}


export const APPLY_COUPON = `mutation Apply($code: String!) { applyCoupon(code: $code) { ${RESULT} } } ${CART_FIELDS}`;
export const REMOVE_COUPON = `mutation RemoveCoupon { removeCoupon { ${RESULT} } } ${CART_FIELDS}`;

export const line = (sku: string, quantity: number, extra: Record<string, unknown> = {}) => ({ sku, quantity, ...extra });

export const cents = (amount: number) => Math.round(amount * 100);
export type Money = { priceInclTax: { amount: number }; priceExclTax: { amount: number } };
export const pair = (money: Money) => [cents(money.priceInclTax.amount), cents(money.priceExclTax.amount)];

export interface CartAnswer {
  items: { sku: string; quantity: number; prices: { row: Money; discount: Money } }[];
  prices: { subtotal: Money; discount: Money; shipping: Money; grandTotal: Money; vat: { amount: number } };
}

/** Every total is the sum of its lines, and grandTotal = subtotal − discount + shipping, to the cent. */
export function expectConsistentTotals(cart: CartAnswer) {
  const sum = (pick: (item: CartAnswer["items"][number]) => Money) =>
    cart.items.reduce(([incl, excl], item) => [incl + pair(pick(item))[0], excl + pair(pick(item))[1]], [0, 0]);
  expect(pair(cart.prices.subtotal)).toEqual(sum((item) => item.prices.row));
  expect(pair(cart.prices.discount)).toEqual(sum((item) => item.prices.discount));
  const [subIncl, subExcl] = pair(cart.prices.subtotal);
  const [discIncl, discExcl] = pair(cart.prices.discount);
  const [shipIncl, shipExcl] = pair(cart.prices.shipping);
  expect(pair(cart.prices.grandTotal)).toEqual([subIncl - discIncl + shipIncl, subExcl - discExcl + shipExcl]);
  expect(cents(cart.prices.vat.amount)).toBe(pair(cart.prices.grandTotal)[0] - pair(cart.prices.grandTotal)[1]);
}

