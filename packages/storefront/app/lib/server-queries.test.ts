import { gql, type TypedDocumentNode } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { queryKey } from "./query-results.ts";
import { type SharedQueries, createServerQueries, createSharedQueries } from "./server-queries.ts";

const CATEGORY = gql`
  query CategoryPage($id: ID!, $page: Int) {
    category(id: $id) {
      id
      name
    }
  }
`;

interface Sent {
  url: string;
  headers: Headers;
  body: { operationName: string; query: string; variables: Record<string, unknown> };
}

/** The API as the server runs it: a success fills the exchange, anything else is an HTTP answer. */
function serverQueries(answer: (sent: Sent) => unknown, status = 200, shared?: SharedQueries, url = "http://shop.test/en/graphql") {
  const sent: Sent[] = [];
  const metadata: unknown[] = [];
  const queries = createServerQueries({
    url,
    headers: { cookie: "eb_session=abc" },
    fetch: async (url, init, exchange) => {
      const request = { url, headers: new Headers(init.headers), body: exchange.params } as Sent;
      sent.push(request);
      const result = answer(request);
      if (status === 200 && typeof result === "object" && result !== null && !("errors" in result)) {
        exchange.result = result;
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify(result), { status, headers: { "content-type": "application/json" } });
    },
    onContentMetadata: (entries) => metadata.push(...entries),
    shared,
  });
  return { queries, sent, metadata };
}

const category = { category: { __typename: "Category", id: "3", name: "Huiles essentielles" } };

describe("server queries (ADR 013)", () => {
  it("sends the document as the browser's cache would (with __typename), with the request's cookie and the CSRF header", async () => {
    const { queries, sent } = serverQueries(() => ({ data: category }));
    const { data } = await queries.query({ query: CATEGORY, variables: { id: "3" } });
    expect(data).toEqual(category);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe("http://shop.test/en/graphql");
    expect(sent[0].headers.get("cookie")).toBe("eb_session=abc");
    expect(sent[0].headers.get("x-graphql-csrf")).toBe("1");
    expect(sent[0].body.operationName).toBe("CategoryPage");
    expect(sent[0].body.query).toContain("__typename");
    expect(sent[0].body.variables).toEqual({ id: "3" });
  });

  it("runs a query once per request, and screens read it whatever the variables' key order", async () => {
    const { queries, sent } = serverQueries(() => ({ data: category }));
    await Promise.all([queries.query({ query: CATEGORY, variables: { id: "3", page: 2 } }), queries.query({ query: CATEGORY, variables: { page: 2, id: "3" } })]);
    expect(sent).toHaveLength(1);
    expect(queries.read(CATEGORY, { page: 2, id: "3", sort: undefined })).toEqual(category);
    expect(queries.read(CATEGORY, { id: "3" })).toBeUndefined();
    expect(queries.entries()).toEqual([[queryKey(CATEGORY, { id: "3", page: 2 }), category]]);
  });

  it("throws GraphQL errors as Apollo does, and keeps no result for them", async () => {
    const { queries } = serverQueries(() => ({ errors: [{ message: "Unexpected error." }], data: null }));
    await expect(queries.query({ query: CATEGORY, variables: { id: "x" } })).rejects.toSatisfy(CombinedGraphQLErrors.is);
    expect(queries.entries()).toEqual([]);
  });

  it("throws on a failed response without a GraphQL body", async () => {
    const { queries } = serverQueries(() => "not json at all", 502);
    await expect(queries.query({ query: CATEGORY, variables: { id: "3" } })).rejects.toThrow(/HTTP 502/);
  });

  it("hands the responses' content metadata to the page", async () => {
    const entry = { type: "category", id: "3", hash: "abc" };
    const { queries, metadata } = serverQueries(() => ({ data: category, extensions: { contentMetadata: [entry, { type: 1 }] } }));
    await queries.query({ query: CATEGORY, variables: { id: "3" } });
    expect(metadata).toEqual([entry]);
  });

  it("executes a shared document once per store and catalogue version, and every request gets its result and metadata", async () => {
    let version = "v1";
    const shared = createSharedQueries([CATEGORY], async () => version);
    const entry = { type: "category", id: "3", hash: "abc" };
    let executed = 0;
    const answer = () => {
      executed += 1;
      return { data: category, extensions: { contentMetadata: [entry] } };
    };
    const requests = Array.from({ length: 3 }, () => serverQueries(answer, 200, shared));
    await Promise.all(requests.map(({ queries }) => queries.query({ query: CATEGORY, variables: { id: "3" } })));
    expect(executed).toBe(1);
    for (const { queries, metadata } of requests) {
      expect(queries.read(CATEGORY, { id: "3" })).toEqual(category);
      expect(metadata).toEqual([entry]);
    }
    // Other variables, the other store, a new catalogue version: executed again.
    await serverQueries(answer, 200, shared).queries.query({ query: CATEGORY, variables: { id: "4" } });
    await serverQueries(answer, 200, shared, "http://shop.test/graphql").queries.query({ query: CATEGORY, variables: { id: "3" } });
    expect(executed).toBe(3);
    version = "v2";
    await serverQueries(answer, 200, shared).queries.query({ query: CATEGORY, variables: { id: "3" } });
    expect(executed).toBe(4);
  });

  it("keeps no shared result for errors: the next request executes again", async () => {
    const shared = createSharedQueries([CATEGORY], async () => "v1");
    let failing = true;
    const answer = () => (failing ? { errors: [{ message: "Unexpected error." }], data: null } : { data: category });
    await expect(serverQueries(answer, 200, shared).queries.query({ query: CATEGORY, variables: { id: "3" } })).rejects.toSatisfy(CombinedGraphQLErrors.is);
    failing = false;
    const { queries, sent } = serverQueries(answer, 200, shared);
    expect((await queries.query({ query: CATEGORY, variables: { id: "3" } })).data).toEqual(category);
    expect(sent).toHaveLength(1);
  });

  it("executes documents that are not shared for every request", async () => {
    const shared = createSharedQueries([], async () => "v1");
    const first = serverQueries(() => ({ data: category }), 200, shared);
    const second = serverQueries(() => ({ data: category }), 200, shared);
    await first.queries.query({ query: CATEGORY, variables: { id: "3" } });
    await second.queries.query({ query: CATEGORY, variables: { id: "3" } });
    expect(first.sent).toHaveLength(1);
    expect(second.sent).toHaveLength(1);
  });
});

describe("server mutations (a route action's, ADR 031)", () => {
  const SET_CURRENCY = gql`
    mutation SetCurrency($currency: String!) {
      setCurrency(currency: $currency) {
        success
        errorCode
      }
    }
  ` as TypedDocumentNode<{ setCurrency: { success: boolean } }, { currency: string }>;

  it("runs each time, keeps nothing for the page, and hands back the cookies the API set", async () => {
    let calls = 0;
    const queries = createServerQueries({
      url: "http://shop.test/graphql",
      headers: { cookie: "" },
      fetch: async (_url, _init, exchange) => {
        calls += 1;
        exchange.result = { data: { setCurrency: { __typename: "SetCurrencyResult", success: true, errorCode: null } } };
        return new Response(null, { status: 204, headers: [["set-cookie", "currency=GBP; Path=/; Max-Age=31536000"]] });
      },
    });
    const first = await queries.mutate({ mutation: SET_CURRENCY, variables: { currency: "GBP" } });
    await queries.mutate({ mutation: SET_CURRENCY, variables: { currency: "GBP" } });
    expect(calls).toBe(2);
    expect(first.data.setCurrency.success).toBe(true);
    expect(first.setCookies).toEqual(["currency=GBP; Path=/; Max-Age=31536000"]);
    expect(queries.entries()).toEqual([]);
  });

  it("throws when the API answers no result (maintenance), as a query would", async () => {
    const queries = createServerQueries({
      url: "http://shop.test/graphql",
      headers: { cookie: "" },
      fetch: async () =>
        new Response(JSON.stringify({ errors: [{ message: "#503 Maintenance flag", extensions: { code: "MAINTENANCE" } }] }), {
          status: 503,
          headers: { "content-type": "application/json" },
        }),
    });
    await expect(queries.mutate({ mutation: SET_CURRENCY, variables: { currency: "GBP" } })).rejects.toBeInstanceOf(CombinedGraphQLErrors);
  });
});
