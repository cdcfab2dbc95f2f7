import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { expect } from "vitest";
import type { Commerce } from "../../index.ts";
import { nowIso } from "../../db/database.ts";
import { sha256 } from "../../testing/api-test-kit.ts";
import { seedProducts, seedShippingRates } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, type TestDialect, startTestApi } from "../../testing/test-server.ts";
import { ADD, CART_FIELDS, line, shopper } from "../cart/cart-test-kit.ts";

/** What the order API's tests share: the documents, a shopper ready to order, and the database's view of orders. */

/**
 * A test API with the test shelf and delivery rates, believing X-Forwarded-For (each buyer its own
 * address) and giving requests time: many buyers at once on a shared machine test correctness,
 * not latency (the bench measures that).
 */
export async function startOrderTestApi(dialect: TestDialect): Promise<TestApi> {
  const api = await startTestApi({ dialect, env: { TRUST_PROXY: "loopback", GRAPHQL_TIMEOUT_MS: "30000" } });
  const { db } = api.commerce.database;
  await createTestShelf(db);
  await seedProducts(db, testProducts);
  await seedShippingRates(db);
  return api;
}

/**
 * `startOrderTestApi` with one of the back end's file routes (invoices' PDFs, downloads) mounted
 * alone on an app of its own, as the storefront's server mounts it before its pages. `url` is
 * that app's; `close` stops both.
 */
export async function startFileRouteTestApi(dialect: TestDialect, routeOf: (commerce: Commerce) => RequestHandler) {
  const api = await startOrderTestApi(dialect);
  const app = express();
  app.use(routeOf(api.commerce));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    api,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}

/** A customer with a session, made directly (registration is not what the tests using it are about). */
export async function customerSession(api: TestApi, label: string) {
  const { id } = await api.commerce.database.db
    .insertInto("customer")
    .values({ email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password_hash: "not-a-password-hash", firstname: "Inès", lastname: "Martin", created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { token } = await api.commerce.services.sessions.start(id);
  return { id, cookie: `eb_session=${token}` };
}

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
/** What the review step shows as to be paid (euros): the amount `expectedAmountDue` repeats. */
export const AMOUNT_DUE = `query AmountDue { cart { chargedPrices { grandTotal { priceInclTax { amount } } storeCredit { amount } amountDue { amount } } } }`;

const CHECKOUT_RESULT = "success errorCode errorMessage";
export const SET_EMAIL = `mutation SetEmail($email: String!) { setCheckoutEmail(email: $email) { ${CHECKOUT_RESULT} } }`;
export const SET_ADDRESS = `mutation SetAddress($address: CheckoutAddressInput!) { setShippingAddress(address: $address) { ${CHECKOUT_RESULT} } }`;
export const SET_METHOD = `mutation SetMethod($code: String!, $pickupPointId: ID) { setShippingMethod(code: $code, pickupPointId: $pickupPointId) { ${CHECKOUT_RESULT} } }`;

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

/** A visitor (its own client address, so limits per address stay apart) with `lines` in its cart and its checkout filled in. */
export async function readyShopper(api: TestApi, address: string, lines: { sku: string; quantity: number }[], checkout: Parameters<typeof setCheckout>[2] = {}) {
  const visitor = shopper(api, { "x-forwarded-for": address });
  const added = await visitor.send(ADD, { lines: lines.map((entry) => line(entry.sku, entry.quantity)) });
  expect(added.body.data.addToCart.success, JSON.stringify(added.body.data.addToCart.lineErrors)).toBe(true);
  if (Object.keys(checkout).length) {
    await setCheckout(api, visitor.cookie!, checkout);
    return visitor;
  }
  // The checkout's own mutations, as the storefront sends them.
  const steps: [string, Record<string, unknown>][] = [
    [SET_EMAIL, { email: "camille@example.com" }],
    [SET_ADDRESS, { address: { ...ADDRESS, telephone: "06 12 34 56 78" } }],
    [SET_METHOD, { code: "colissimo-home" }],
  ];
  for (const [document, variables] of steps) {
    const answer = Object.values((await visitor.send(document, variables)).body.data)[0] as { success: boolean; errorCode: string | null };
    expect(answer.success, answer.errorCode ?? "").toBe(true);
  }
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
