import { addTypenameToDocument } from "@apollo/client/utilities";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { loadConfig } from "@eb/commerce/config.ts";
import { operationCost, readCostModel } from "@eb/commerce/graphql/cost.ts";
import { buildSchema } from "@eb/commerce/graphql/schema.ts";
import { type DocumentNode, buildSchema as schemaFromSdl, validate } from "graphql";
import { describe, expect, it } from "vitest";
import {
  CANCEL_PENDING_ORDER,
  CHECKOUT_LOGIN,
  CHECKOUT_QUERY,
  CHECKOUT_SAVED_ADDRESSES_QUERY,
  CHECKOUT_START_QUERY,
  CHECKOUT_SUCCESS_QUERY,
  PICKUP_POINTS_QUERY,
  PLACE_ORDER,
  RETRY_ORDER_PAYMENT,
  SET_BILLING_ADDRESS,
  SET_CHECKOUT_EMAIL,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  UNPAID_ORDER_QUERY,
} from "./checkout-queries.ts";

/**
 * The checkout's documents within the API's default depth and cost limits (as the cart's): a
 * limit refusing one would leave a step that can never be saved once the page is hydrated.
 */
const schema = buildSchema();
const model = readCostModel(schema);
const { maxCost, maxDepth } = loadConfig({}).graphql;
const anySchema = schemaFromSdl("type Query { _: Int }");
const address = { firstname: "Camille", lastname: "Martin", street: ["12 rue des Lilas"], postcode: "75011", city: "Paris", countryCode: "FR", telephone: "0612345678" };

describe("checkout documents within the API's limits", () => {
  it.each([
    ["CheckoutQuery", CHECKOUT_QUERY, {}],
    ["CheckoutStartQuery", CHECKOUT_START_QUERY, {}],
    ["CheckoutSavedAddresses", CHECKOUT_SAVED_ADDRESSES_QUERY, {}],
    ["CheckoutLogin", CHECKOUT_LOGIN, { email: "a@b.fr", password: "secret123" }],
    ["SetCheckoutEmail", SET_CHECKOUT_EMAIL, { email: "a@b.fr" }],
    ["SetShippingAddress", SET_SHIPPING_ADDRESS, { address }],
    ["SetBillingAddress", SET_BILLING_ADDRESS, { address, sameAsShipping: false }],
    ["SetShippingMethod", SET_SHIPPING_METHOD, { code: "relay", pickupPointId: "1" }],
    ["PickupPointsQuery", PICKUP_POINTS_QUERY, { search: { country: "FR", postcode: "75011" }, first: 10 }],
    ["PlaceOrder", PLACE_ORDER, { input: { paymentMethod: "bank_transfer", idempotencyKey: "0b8c6f2e-5d1a-4c1e-9f6a-1d2e3f4a5b6c", acceptTerms: true } }],
    ["CheckoutSuccessQuery", CHECKOUT_SUCCESS_QUERY, { orderId: "abc" }],
    ["UnpaidOrderQuery", UNPAID_ORDER_QUERY, { orderId: "abc" }],
    ["RetryOrderPayment", RETRY_ORDER_PAYMENT, { orderId: "abc", paymentMethod: "sandbox_card" }],
    ["CancelPendingOrder", CANCEL_PENDING_ORDER, { orderId: "abc" }],
  ] as const)("%s", (_name, document, variables) => {
    const sent = addTypenameToDocument(document as DocumentNode);
    expect(validate(anySchema, sent, [maxDepthRule({ n: maxDepth, ignoreIntrospection: true })]).map((error) => error.message)).toEqual([]);
    expect(operationCost(schema, model, sent, undefined, variables, Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(maxCost);
  });
});
