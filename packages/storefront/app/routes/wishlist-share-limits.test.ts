import { addTypenameToDocument } from "@apollo/client/utilities";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { loadConfig } from "@eb/commerce/config.ts";
import { operationCost, readCostModel } from "@eb/commerce/graphql/cost.ts";
import { buildSchema } from "@eb/commerce/graphql/schema.ts";
import { type DocumentNode, buildSchema as schemaFromSdl, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { CART_FIELDS } from "../features/cart/cart-queries.ts";
import { SHARED_WISHLIST_QUERY, sharedWishlistToCartMutation } from "../features/wishlist/shared-wishlist-queries.ts";
import { isSentAlone } from "../lib/sent-alone.ts";

/**
 * The shared-list pages' documents, as these routes compose them (the add with the cart
 * feature's selection), within the API's default depth and cost limits for the largest list
 * (100 items) and basket: a limit refusing one would leave a shared link that never shows, or an
 * add that never happens. (Codegen checks them against the schema.)
 */
const schema = buildSchema();
const model = readCostModel(schema);
const { maxCost, maxDepth } = loadConfig({}).graphql;
const anySchema = schemaFromSdl("type Query { _: Int }");

describe("shared wishlist documents within the API's limits", () => {
  it.each([
    ["SharedWishlistQuery", SHARED_WISHLIST_QUERY, { shareCode: "Zq8vN3kR-t_2xWb9LmP4cA" }],
    ["AddSharedWishlistToCart (every item)", sharedWishlistToCartMutation(CART_FIELDS), { shareCode: "Zq8vN3kR-t_2xWb9LmP4cA", itemId: null }],
    ["AddSharedWishlistToCart (one item)", sharedWishlistToCartMutation(CART_FIELDS), { shareCode: "Zq8vN3kR-t_2xWb9LmP4cA", itemId: "42" }],
  ] as const)("%s", (_name, document, variables) => {
    const sent = addTypenameToDocument(document as DocumentNode);
    expect(validate(anySchema, sent, [maxDepthRule({ n: maxDepth, ignoreIntrospection: true })]).map((error) => error.message)).toEqual([]);
    expect(operationCost(schema, model, sent, undefined, variables, Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(maxCost);
  });

  it("sends the shared list alone: it costs more than half of what one request may (the add runs on the server, unbatched)", () => {
    expect(operationCost(schema, model, addTypenameToDocument(SHARED_WISHLIST_QUERY), undefined, { shareCode: "Zq8vN3kR-t_2xWb9LmP4cA" }, Number.MAX_SAFE_INTEGER)).toBeGreaterThan(maxCost / 2);
    expect(isSentAlone("SharedWishlistQuery")).toBe(true);
  });
});
