import { expect } from "vitest";
import { sha256 } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { ADD, CART_FIELDS, line, shopper } from "../cart/cart-test-kit.ts";
import { EMPTY_CHECKOUT } from "../checkout/checkout-state.ts";

/** What the order API's tests share: the documents, a shopper ready to order, and the database's view of orders. */

export const ORDER_FIELDS = /* GraphQL */ `
  fragment OrderFields on Order {
    order_id number status createdAt email
    items { id sku productSku name options { label value } quantity quantityShipped
      prices { unit { priceInclTax { amount currency } priceExclTax { amount } } row { priceInclTax { amount } priceExclTax { amount } } discount { priceInclTax { amount } } } }
    prices { subtotal { priceInclTax { amount currency } } discount { priceInclTax { amount } } shipping { priceInclTax { amount } priceExclTax { amount } } vat { amount } grandTotal { priceInclTax { amount currency } priceExclTax { amount } } }
    chargedPrices { grandTotal { priceInclTax { amount currency } } }
    coupon { code label }
    shippingAddress { firstname lastname street postcode city countryCode countryName telephone }
    billingAddress { firstname lastname city countryCode }
    shippingMethod { code carrier label minDays maxDays }
    pickupPoint { id name }
    payment { code title status instructions { amount { amount currency } payee reference iban bic bankName mailingAddress dueAt } }
    history { status at note }
  }
`;
export const PLACE = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) { success errorCode errorMessage order { ...OrderFields } paymentAction { redirectUrl } cart { ...CartFields } }
  }
  ${ORDER_FIELDS}
  ${CART_FIELDS}
`;
export const ORDER = `query Order($orderId: ID!) { order(orderId: $orderId) { ...OrderFields } } ${ORDER_FIELDS}`;

export const ADDRESS = {
  firstname: "Camille",
  lastname: "Durand",
  company: null,
  street: ["12 rue des Lilas"],
  postcode: "06130",
  city: "Grasse",
  countryCode: "FR",
  telephone: "+33612345678",
};

let keyCounter = 0;
/** A fresh idempotency key. */
export const newKey = () => `test-key-${Date.now().toString(36)}-${++keyCounter}`;

export const placeInput = (overrides: Record<string, unknown> = {}) => ({ paymentMethod: "bank_transfer", idempotencyKey: newKey(), acceptTerms: true, ...overrides });

/** The session hash of a shopper's cookie (`eb_session=<token>`), as carts and orders store it. */
export const sessionHashOf = (cookie: string) => sha256(cookie.slice("eb_session=".length));

/**
 * The checkout's details set on a visitor's cart as the checkout API stores them (the cart's
 * checkout columns): an e-mail, a French address, home delivery.
 */
export async function setCheckout(api: TestApi, cookie: string, overrides: Partial<{ email: string | null; method: string | null; pickupPointId: string | null }> = {}) {
  await api.commerce.database.db
    .updateTable("cart")
    .set({
      checkout_email: overrides.email === undefined ? "camille@example.com" : overrides.email,
      shipping_address: JSON.stringify(ADDRESS),
      billing_address: null,
      shipping_method: overrides.method === undefined ? "colissimo-home" : overrides.method,
      pickup_point_id: overrides.pickupPointId ?? null,
    })
    .where("session_hash", "=", sessionHashOf(cookie))
    .execute();
}

/**
 * Until the cart reads its checkout columns itself, the tests' server reads them: the cart
 * service's `view` (the one the order service holds) is wrapped to fill `checkout` from them.
 * A cart service that fills it already (a fresh object, not the empty constant) is left alone.
 */
export function readCheckoutColumns(api: TestApi) {
  const { cart, shipping } = api.commerce.services;
  const view = cart.view;
  cart.view = async (scope, owner) => {
    const answer = await view(scope, owner);
    if (answer.checkout !== EMPTY_CHECKOUT || !owner) return answer;
    const executor = scope.executor ?? api.commerce.database.db;
    const row = await executor
      .selectFrom("cart")
      .select(["checkout_email", "shipping_address", "billing_address", "shipping_method", "pickup_point_id"])
      .where("customerId" in owner ? "customer_id" : "session_hash", "=", "customerId" in owner ? (owner.customerId as never) : (owner.sessionHash as never))
      .executeTakeFirst();
    if (!row) return answer;
    const address = row.shipping_address ? JSON.parse(row.shipping_address) : null;
    const methods = address ? await shipping.methods(scope, address.countryCode) : [];
    const method = methods.find((entry) => entry.code === row.shipping_method);
    return {
      ...answer,
      checkout: {
        email: row.checkout_email,
        shippingAddress: address,
        billingAddress: row.billing_address ? JSON.parse(row.billing_address) : address,
        billingSameAsShipping: !row.billing_address,
        shippingMethod: method ? { ...method, priceExclCents: method.priceExclCents } : null,
        pickupPointId: row.pickup_point_id,
      },
    };
  };
}

/** A visitor (its own client address, so limits per address stay apart) with `lines` in its cart and its checkout filled in. */
export async function readyShopper(api: TestApi, address: string, lines: { sku: string; quantity: number }[], checkout: Parameters<typeof setCheckout>[2] = {}) {
  const visitor = shopper(api, { "x-forwarded-for": address });
  const added = await visitor.send(ADD, { lines: lines.map((entry) => line(entry.sku, entry.quantity)) });
  expect(added.body.data.addToCart.success, JSON.stringify(added.body.data.addToCart.lineErrors)).toBe(true);
  await setCheckout(api, visitor.cookie!, checkout);
  return visitor;
}

let addressCounter = 0;
/** A client address no other shopper of the run uses. */
export const freshAddress = () => {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export async function stockOf(api: TestApi, sku: string): Promise<number> {
  const row = await api.commerce.database.db.selectFrom("product").select("stock_qty").where("sku", "=", sku).executeTakeFirstOrThrow();
  return row.stock_qty;
}

export async function countRows(api: TestApi, table: "sales_order" | "sales_order_line" | "outbox_message" | "payment", where?: { column: string; value: string | number }) {
  let query = api.commerce.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n"));
  if (where) query = query.where(where.column as never, "=", where.value as never);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}
