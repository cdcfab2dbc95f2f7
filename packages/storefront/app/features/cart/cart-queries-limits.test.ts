import { addTypenameToDocument } from "@apollo/client/utilities";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { loadConfig } from "@eb/commerce/config.ts";
import { operationCost, readCostModel } from "@eb/commerce/graphql/cost.ts";
import { buildSchema } from "@eb/commerce/graphql/schema.ts";
import { type DocumentNode, buildSchema as schemaFromSdl, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { ADD_TO_CART, APPLY_COUPON, CART_QUERY, REMOVE_CART_ITEM, REMOVE_COUPON, UPDATE_CART_ITEM } from "./cart-queries.ts";

/**
 * The cart's documents within the API's default depth and cost limits (as app/query-limits.test.ts
 * checks the catalogue's): a mutation answers the whole cart two levels deeper than the query, and
 * graphql-armor counts a fragment spread as two levels, so a limit refusing one would break every
 * cart screen (and the add to cart) once hydrated.
 */
const schema = buildSchema();
const model = readCostModel(schema);
const { maxCost, maxDepth } = loadConfig({}).graphql;
const anySchema = schemaFromSdl("type Query { _: Int }");
const lines = Array.from({ length: 100 }, (_, index) => ({ sku: `SKU-${index}`, quantity: 1 }));

describe("cart documents within the API's limits", () => {
  it.each([
    ["CartQuery", CART_QUERY, {}],
    ["AddToCart", ADD_TO_CART, { lines }],
    ["UpdateCartItem", UPDATE_CART_ITEM, { itemId: "1", quantity: 2 }],
    ["RemoveCartItem", REMOVE_CART_ITEM, { itemId: "1" }],
    ["ApplyCoupon", APPLY_COUPON, { code: "BIENVENUE10" }],
    ["RemoveCoupon", REMOVE_COUPON, {}],
  ] as const)("%s", (_name, document, variables) => {
    const sent = addTypenameToDocument(document as DocumentNode);
    expect(validate(anySchema, sent, [maxDepthRule({ n: maxDepth, ignoreIntrospection: true })]).map((error) => error.message)).toEqual([]);
    expect(operationCost(schema, model, sent, undefined, variables, Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(maxCost);
  });
});
