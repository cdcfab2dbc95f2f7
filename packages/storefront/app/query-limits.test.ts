import { addTypenameToDocument } from "@apollo/client/utilities";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { loadConfig } from "@eb/commerce/config.ts";
import { operationCost, readCostModel } from "@eb/commerce/graphql/cost.ts";
import { buildSchema } from "@eb/commerce/graphql/schema.ts";
import { type DocumentNode, type OperationDefinitionNode, buildSchema as schemaFromSdl, validate } from "graphql";
import { describe, expect, it } from "vitest";
import * as productFragments from "./lib/product-fragments.ts";
import * as cartQueries from "./features/cart/cart-queries.ts";
import * as quickOrderQueries from "./features/cart/quick-order-queries.ts";
import * as cmsQueries from "./features/cms/cms-queries.ts";
import * as staffQueries from "./features/contribution/staff-queries.ts";
import * as navigationQueries from "./features/navigation/navigation-queries.ts";
import * as searchQueries from "./features/search/search-queries.ts";
import * as shopQuery from "./lib/shop-query.ts";
import * as categoryQuery from "./routes/entity/category-query.ts";
import * as productQuery from "./routes/entity/product-query.ts";
import * as routeQuery from "./routes/entity/route-query.ts";
import * as searchQuery from "./routes/search-query.ts";

/**
 * Every operation the storefront sends stays within the API's default cost limit with its largest
 * real variables (the biggest page of products the API serves), alone and as the batches the
 * pages send: a limit that refused one would break a screen.
 */
const modules = [productFragments, cartQueries, quickOrderQueries, cmsQueries, staffQueries, navigationQueries, searchQueries, shopQuery, categoryQuery, productQuery, routeQuery, searchQuery];
const isOperation = (value: unknown): value is DocumentNode =>
  typeof value === "object" && value !== null && (value as DocumentNode).kind === "Document" &&
  (value as DocumentNode).definitions.some((definition) => definition.kind === "OperationDefinition");
const operations = new Map<string, DocumentNode>();
for (const module of modules) {
  for (const value of Object.values(module)) {
    if (!isOperation(value)) continue;
    const operation = value.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition")!;
    operations.set(operation.name?.value ?? "anonymous", addTypenameToDocument(value));
  }
}

/** The largest values each variable takes in the storefront. */
const LARGEST_PAGE = 100;
const largestVariables = (): Record<string, unknown> => ({
  sku: "HE-LAVANDE-FINE",
  id: "5",
  url: "/huiles-essentielles",
  identifier: "home",
  query: "lavande",
  limit: 10,
  currency: "GBP",
  input: { page: 1, pageLength: LARGEST_PAGE, filters: [{ name: "family", values: ["essential-oil"] }] },
  pageLength: LARGEST_PAGE,
  text: "HE-LAV",
  // A quick order's largest submission.
  lines: Array.from({ length: 100 }, (_unused, index) => ({ sku: `HE-${index}`, quantity: 1 })),
  itemId: "1",
  code: "BIENVENUE10",
});

const schema = buildSchema();
const model = readCostModel(schema);
const { maxCost, maxDepth } = loadConfig({}).graphql;
// The API's depth rule, as graphql-armor applies it (each fragment spread counts as two levels).
// It reads only the document, so any schema of this module's `graphql` will do.
const anySchema = schemaFromSdl("type Query { _: Int }");
const depthErrors = (document: DocumentNode) =>
  validate(anySchema, document, [maxDepthRule({ n: maxDepth, ignoreIntrospection: true })]).map((error) => error.message);
const cost = (document: DocumentNode) => operationCost(schema, model, document, undefined, largestVariables(), Number.MAX_SAFE_INTEGER);

describe("storefront operations within the API's limits", () => {
  it("finds the storefront's operations", () => {
    expect(operations.size).toBeGreaterThanOrEqual(10);
  });

  it.each([...operations.keys()])("%s", (name) => {
    expect(cost(operations.get(name)!)).toBeLessThanOrEqual(maxCost);
    expect(depthErrors(operations.get(name)!)).toEqual([]);
  });

  it("the product page's queries, sent as one batch", () => {
    const total = productQuery.productPageQueries("HE-LAVANDE-FINE").reduce((sum, { query }) => sum + cost(addTypenameToDocument(query)), 0);
    expect(total).toBeLessThanOrEqual(maxCost);
  });

});
