import { addTypenameToDocument } from "@apollo/client/utilities";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { loadConfig } from "@eb/commerce/config.ts";
import { operationCost, readCostModel } from "@eb/commerce/graphql/cost.ts";
import { buildSchema } from "@eb/commerce/graphql/schema.ts";
import { type DocumentNode, buildSchema as schemaFromSdl, getOperationAST, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { isSentAlone } from "../../lib/sent-alone.ts";
import { IS_FEATURE_ACTIVE_QUERY, WISHLIST_FEATURE } from "./wishlist-feature.ts";
import { ADD_TO_WISHLIST, LOAD_WISHLIST_QUERY, REMOVE_FROM_WISHLIST, SEND_WISHLIST, SHARE_WISHLIST, UNSHARE_WISHLIST, WISHLIST_COUNT_QUERY } from "./wishlist-queries.ts";

/**
 * The owner's wishlist documents within the API's default depth and cost limits (a full list of
 * 100 answered whole); one costing more than half the limit is sent alone, since a batch shares
 * one budget (two such in one request would be refused).
 */
const schema = buildSchema();
const model = readCostModel(schema);
const { maxCost, maxDepth } = loadConfig({}).graphql;
const anySchema = schemaFromSdl("type Query { _: Int }");
const item = {
  sku: "HE-LAVANDE-FINE",
  selectedOptions: [{ option_id: "93", option_value: "10ml" }],
  selectedCustomOptions: [{ option_id: "1", option_value: "Pour Camille" }],
  selectedBundleOptions: [{ option_id: "2", option_value: "FL-10", option_qty: 2 }],
};

describe("wishlist documents within the API's limits", () => {
  it.each([
    ["IsFeatureActive", IS_FEATURE_ACTIVE_QUERY, WISHLIST_FEATURE],
    ["LoadWishlistQuery", LOAD_WISHLIST_QUERY, {}],
    ["WishlistCount", WISHLIST_COUNT_QUERY, {}],
    ["AddToWishlist", ADD_TO_WISHLIST, { item }],
    ["RemoveFromWishlist", REMOVE_FROM_WISHLIST, { itemIds: ["1", "2"] }],
    ["ShareWishlist", SHARE_WISHLIST, {}],
    ["UnshareWishlist", UNSHARE_WISHLIST, {}],
    ["SendWishlist", SEND_WISHLIST, { emails: ["a@example.com", "b@example.com", "c@example.com", "d@example.com", "e@example.com"] }],
  ] as const)("%s", (_name, document, variables) => {
    const sent = addTypenameToDocument(document as DocumentNode);
    expect(validate(anySchema, sent, [maxDepthRule({ n: maxDepth, ignoreIntrospection: true })]).map((error) => error.message)).toEqual([]);
    const cost = operationCost(schema, model, sent, undefined, variables, Number.MAX_SAFE_INTEGER);
    expect(cost).toBeLessThanOrEqual(maxCost);
    if (cost > maxCost / 2) expect(isSentAlone(getOperationAST(sent)?.name?.value)).toBe(true);
  });
});
