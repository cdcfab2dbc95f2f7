import { addTypenameToDocument } from "@apollo/client/utilities";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { loadConfig } from "@eb/commerce/config.ts";
import { operationCost, readCostModel } from "@eb/commerce/graphql/cost.ts";
import { buildSchema } from "@eb/commerce/graphql/schema.ts";
import { type DocumentNode, buildSchema as schemaFromSdl, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { ACCOUNT_INVOICE_QUERY, ACCOUNT_ORDERS_QUERY, ACCOUNT_ORDER_QUERY, LOOKUP_GUEST_ORDER, ORDER_LOOKUP_VIEWER_QUERY, REORDER } from "./account-orders-queries.ts";

/**
 * The account's order documents within the API's default depth and cost limits, with their
 * largest variables (a page of orders as large as the API allows): a limit refusing one would
 * leave a screen that never loads.
 */
const schema = buildSchema();
const model = readCostModel(schema);
const { maxCost, maxDepth } = loadConfig({}).graphql;
const anySchema = schemaFromSdl("type Query { _: Int }");

describe("account order documents within the API's limits", () => {
  it.each([
    ["AccountOrdersQuery", ACCOUNT_ORDERS_QUERY, { page: 1, pageSize: 50 }],
    ["AccountOrderQuery", ACCOUNT_ORDER_QUERY, { orderId: "abc" }],
    ["AccountInvoiceQuery", ACCOUNT_INVOICE_QUERY, { orderId: "abc" }],
    ["OrderLookupViewer", ORDER_LOOKUP_VIEWER_QUERY, {}],
    ["LookupGuestOrder", LOOKUP_GUEST_ORDER, { input: { number: "2026-000042", email: "a@b.fr", postcode: "06130" } }],
    ["Reorder", REORDER, { orderId: "abc" }],
  ] as const)("%s", (_name, document, variables) => {
    const sent = addTypenameToDocument(document as DocumentNode);
    expect(validate(anySchema, sent, [maxDepthRule({ n: maxDepth, ignoreIntrospection: true })]).map((error) => error.message)).toEqual([]);
    expect(operationCost(schema, model, sent, undefined, variables, Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(maxCost);
  });
});
