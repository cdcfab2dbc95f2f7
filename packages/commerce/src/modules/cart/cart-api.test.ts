import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, gql, sessionCookie } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, type TestResponse, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";

/**
 * The cart through the API, on both databases: every product type, option validation, tiers,
 * quantities, stock (when adding and when reading after a change), limits, tampering and
 * ownership. Coupons, shipping and sign-in are in their own files.
 */

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
    shippingEstimate { methodLabel carrier price { priceInclTax { amount } } freeShippingThreshold { amount } remainingForFreeShipping { amount } minDays maxDays }
  }
`;
export const CART = `query Cart { cart { ...CartFields } } ${CART_FIELDS}`;
const RESULT = `success errorCode errorMessage lineErrors { line sku errorCode errorMessage availableQuantity } cart { ...CartFields }`;
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

const line = (sku: string, quantity: number, extra: Record<string, unknown> = {}) => ({ sku, quantity, ...extra });

describe.each(dialects)("the cart API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      await createTestShelf(api.commerce.database.db);
      await seedProducts(api.commerce.database.db, testProducts);
    });
    afterAll(() => api?.close());

    it("answers an empty cart to a visitor without creating a session, with no-store", async () => {
      const response = await gql(api, CART);
      expect(response.body.errors).toBeUndefined();
      expect(response.setCookies).toEqual([]);
      expect(response.body.data.cart).toMatchObject({ id: "", items: [], itemsQuantity: 0, isReadyForCheckout: false, coupon: null, shippingEstimate: null });
      expect(response.body.data.cart.prices.grandTotal.priceInclTax.amount).toBe(0);
    });

    it("adds a simple product with its tier price, starting a session, and the same line adds up", async () => {
      const visitor = shopper(api);
      const first = await visitor.send(ADD, { lines: [line("TEST-CITRON", 2)] });
      expect(visitor.cookie).toBeDefined();
      expect(first.headers.get("cache-control")).toContain("no-store");
      const added = first.body.data.addToCart;
      expect(added).toMatchObject({ success: true, errorCode: null, lineErrors: [] });
      expect(added.cart.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(added.cart.items).toHaveLength(1);
      // 8.00 excl. (special price) → 9.60 incl.
      expect(added.cart.items[0]).toMatchObject({ sku: "TEST-CITRON", quantity: 2, maxQuantity: 25, errors: [] });
      expect(added.cart.items[0].prices.unit.priceInclTax.amount).toBe(9.6);
      expect(added.cart.items[0].prices.tierQty).toBeNull();

      const second = (await visitor.send(ADD, { lines: [line("test-citron", 1)] })).body.data.addToCart;
      expect(second.cart.items).toHaveLength(1);
      expect(second.cart.items[0].quantity).toBe(3);
      // The tier from 3 units: 7.50 excl. → 9.00 incl.
      expect(second.cart.items[0].prices.tierQty).toBe(3);
      expect(second.cart.items[0].prices.unit.priceInclTax.amount).toBe(9);
      expect(second.cart.items[0].prices.row.priceInclTax.amount).toBe(27);
      expect(second.cart.prices.subtotal.priceInclTax.amount).toBe(27);
      expect(second.cart.prices.grandTotal.priceExclTax.amount).toBe(22.5);
      expect(second.cart.prices.vat.amount).toBe(4.5);
      expect(second.cart.isReadyForCheckout).toBe(true);

      const read = await visitor.send(CART);
      expect(read.headers.get("cache-control")).toContain("no-store");
      expect(read.body.data.cart.items[0].quantity).toBe(3);
    });

    it("adds a configurable's chosen variant, and its variant sku as the same line", async () => {
      const visitor = shopper(api);
      const lavender = await visitor.send(ADD, { lines: [line("TEST-LAVANDE", 1)] });
      expect(lavender.body.data.addToCart.lineErrors[0]).toMatchObject({ line: 0, errorCode: "OPTIONS_REQUIRED" });
      const options = await api.commerce.services.products.bySku(serviceScope(), "TEST-LAVANDE-10ML");
      const [own] = await api.commerce.services.products.selectedOptions(serviceScope(), options!);
      const chosen = (await visitor.send(ADD, { lines: [line("TEST-LAVANDE", 1, { selectedOptions: [{ option_id: own.option_id, option_value: "10ml" }] })] })).body.data.addToCart;
      expect(chosen.success).toBe(true);
      expect(chosen.cart.items[0]).toMatchObject({ sku: "TEST-LAVANDE-10ML", product: { sku: "TEST-LAVANDE" }, maxQuantity: 5 });
      expect(chosen.cart.items[0].selectedOptions[0]).toMatchObject({ option_id: own.option_id, option_value: "10ml", value_label: expect.stringMatching(/^10\s?ml$/) });
      const direct = (await visitor.send(ADD, { lines: [line("TEST-LAVANDE-10ML", 2)] })).body.data.addToCart;
      expect(direct.cart.items).toHaveLength(1);
      expect(direct.cart.items[0].quantity).toBe(3);
      const unknown = (await visitor.send(ADD, { lines: [line("TEST-LAVANDE", 1, { selectedOptions: [{ option_id: own.option_id, option_value: "7ml" }] })] })).body.data.addToCart;
      expect(unknown.lineErrors[0].errorCode).toBe("OPTIONS_INVALID");
      const out = (await visitor.send(ADD, { lines: [line("TEST-LAVANDE-100ML", 1)] })).body.data.addToCart;
      expect(out.lineErrors[0].errorCode).toBe("OUT_OF_STOCK");
      const tooMany = (await visitor.send(ADD, { lines: [line("TEST-LAVANDE-10ML", 3)] })).body.data.addToCart;
      expect(tooMany.lineErrors[0]).toMatchObject({ errorCode: "INSUFFICIENT_STOCK", availableQuantity: 2 });
    });
  });
});
