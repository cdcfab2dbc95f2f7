import { addTypenameToDocument } from "@apollo/client/utilities";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { loadConfig } from "@eb/commerce/config.ts";
import { operationCost, readCostModel } from "@eb/commerce/graphql/cost.ts";
import { buildSchema } from "@eb/commerce/graphql/schema.ts";
import { type DocumentNode, buildSchema as schemaFromSdl, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { ADDRESS_BOOK_QUERY, CREATE_CUSTOMER_ADDRESS, DELETE_CUSTOMER_ADDRESS, UPDATE_CUSTOMER_ADDRESS } from "./address-book-queries.ts";

/** The address book's documents within the API's default depth and cost limits (a full book of 30 answered whole). */
const schema = buildSchema();
const model = readCostModel(schema);
const { maxCost, maxDepth } = loadConfig({}).graphql;
const anySchema = schemaFromSdl("type Query { _: Int }");
const input = { address: { firstname: "Camille", lastname: "Durand", street: ["12 avenue Sainte-Lorette"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "0612345678" }, defaultShipping: true };

describe("address book documents within the API's limits", () => {
  it.each([
    ["AddressBookQuery", ADDRESS_BOOK_QUERY, {}],
    ["CreateCustomerAddress", CREATE_CUSTOMER_ADDRESS, { input }],
    ["UpdateCustomerAddress", UPDATE_CUSTOMER_ADDRESS, { id: "1", input }],
    ["DeleteCustomerAddress", DELETE_CUSTOMER_ADDRESS, { id: "1" }],
  ] as const)("%s", (_name, document, variables) => {
    const sent = addTypenameToDocument(document as DocumentNode);
    expect(validate(anySchema, sent, [maxDepthRule({ n: maxDepth, ignoreIntrospection: true })]).map((error) => error.message)).toEqual([]);
    expect(operationCost(schema, model, sent, undefined, variables, Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(maxCost);
  });
});
