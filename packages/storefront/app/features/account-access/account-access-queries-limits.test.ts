import { addTypenameToDocument } from "@apollo/client/utilities";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { loadConfig } from "@eb/commerce/config.ts";
import { operationCost, readCostModel } from "@eb/commerce/graphql/cost.ts";
import { buildSchema } from "@eb/commerce/graphql/schema.ts";
import { type DocumentNode, buildSchema as schemaFromSdl, validate } from "graphql";
import { describe, expect, it } from "vitest";
import * as queries from "./account-access-queries.ts";

/**
 * The account access documents within the API's default depth and cost limits (as the cart's and
 * the checkout's; codegen checks them against the schema): a limit refusing one would leave a form
 * that can never be sent once hydrated.
 */
const schema = buildSchema();
const model = readCostModel(schema);
const { maxCost, maxDepth } = loadConfig({}).graphql;
const anySchema = schemaFromSdl("type Query { _: Int }");
const documents = Object.entries(queries).filter((entry): entry is [string, DocumentNode] => (entry[1] as DocumentNode).kind === "Document");

describe("account access documents within the API's limits", () => {
  it("are all checked", () => {
    expect(documents.length).toBe(15);
  });

  it.each(documents)("%s", (_name, document) => {
    const sent = addTypenameToDocument(document);
    expect(validate(anySchema, sent, [maxDepthRule({ n: maxDepth, ignoreIntrospection: true })]).map((error) => error.message)).toEqual([]);
    expect(operationCost(schema, model, sent, undefined, { password: "x".repeat(100), input: {} }, Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(maxCost);
  });
});
