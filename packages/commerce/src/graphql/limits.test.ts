import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATEMENT_TIMEOUT_MS } from "../db/database.ts";
import {
  DeadlineExceededError,
  RequestDeadlinePlugin,
  isExpired,
  outsideRequestDeadline,
  runWithDeadline,
  waitingForSharedWork,
} from "../db/request-deadline.ts";
import { customerCount, dialects, gql, sha256 } from "../testing/api-test-kit.ts";
import { type TestApi, type TestResponse, startTestApi } from "../testing/test-server.ts";

/**
 * What one request may make the server do: the cost of a query counts the sizes its lists can
 * have, a request runs under a deadline, and text with a NUL character is refused at the edge.
 * On each database: PostgreSQL when reachable (required on CI).
 */

const CARD = "sku name path prices { finalPrice { priceInclTax { amount currency } } } stock { isInStock } labels { code label }";

function expectRefused(response: TestResponse, code: string, status = 400) {
  expect(response.status).toBe(status);
  expect(response.body.data ?? null).toBeNull();
  expect(response.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code }) })]);
  expect(response.text).not.toMatch(/stack|node_modules|\/src\/|\.ts\b|\bat \S+ \(/i);
}

describe.each(dialects)("request limits on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let categoryId: string;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      const menu = await api.post({ query: "{ categories { id } }" });
      categoryId = menu.body.data.categories[0].id;
    });
    afterAll(async () => {
      await api?.close();
    });

    const listing = (pageLength: number, inner: string) =>
      `query ($id: ID!) { category(id: $id) { products(input: { pageLength: ${pageLength} }) { products { ${inner} } } } }`;

    it("refuses, before it runs, related products nested under a page of 100 products", async () => {
      const started = Date.now();
      const response = await api.post({
        query: listing(100, `sku related(limit: 24) { sku related(limit: 24) { sku related(limit: 24) { ${CARD} } } }`),
        variables: { id: categoryId },
      });
      expectRefused(response, "QUERY_TOO_COSTLY");
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it("refuses lists of a type nested in lists of that type beyond three, however small", async () => {
      const nested = `{ product(sku: "HE-LAVANDE-FINE") { related(limit: 1) { related(limit: 1) { related(limit: 1) { related(limit: 1) { sku } } } } } }`;
      expectRefused(await api.post({ query: nested }), "QUERY_TOO_NESTED");
      const thrice = `{ product(sku: "HE-LAVANDE-FINE") { related(limit: 2) { related(limit: 2) { related(limit: 2) { sku } } } } }`;
      expect((await api.post({ query: thrice })).status).toBe(200);
    });

    it("refuses a page of 100 products each with 24 related products' cards (a list inside a list)", async () => {
      const response = await api.post({ query: listing(100, `${CARD} related(limit: 24) { ${CARD} }`), variables: { id: categoryId } });
      expectRefused(response, "QUERY_TOO_COSTLY");
    });

    it("sizes a list by the variable that sizes it", async () => {
      const query = `query ($id: ID!, $size: Int!) { category(id: $id) { products(input: { pageLength: $size }) { products { ${CARD} related(limit: 24) { ${CARD} } } } } }`;
      // Variables that do not coerce cost nothing (execution refuses them), and that is not remembered for the document.
      const uncoerced = await api.post({ query, variables: { id: categoryId, size: "lots" } });
      expect(uncoerced.body.data ?? null).toBeNull();
      expect((await api.post({ query, variables: { id: categoryId, size: 2 } })).status).toBe(200);
      expectRefused(await api.post({ query, variables: { id: categoryId, size: 100 } }), "QUERY_TOO_COSTLY");
    });

    it("refuses a costly document every time it is sent, alone or again in a batch", async () => {
      const fixed = `query ($id: ID!) { category(id: $id) { products(input: { pageLength: 100 }) { products { ${CARD} related(limit: 24) { ${CARD} } } } } }`;
      for (let attempt = 0; attempt < 2; attempt++) expectRefused(await api.post({ query: fixed, variables: { id: categoryId } }), "QUERY_TOO_COSTLY");
    });

    it("counts every alias", async () => {
      const aliases = Array.from({ length: 15 }, (_, index) => `p${index}: products(skus: $skus) { ${CARD} related(limit: 24) { sku } }`).join(" ");
      const skus = Array.from({ length: 100 }, (_, index) => `SKU-${index}`);
      expectRefused(await api.post({ query: `query ($skus: [String!]!) { ${aliases} }`, variables: { skus } }), "QUERY_TOO_COSTLY");
      // The same document with a few skus is within the limits.
      expect((await api.post({ query: `query ($skus: [String!]!) { ${aliases} }`, variables: { skus: ["HE-LAVANDE-FINE"] } })).status).toBe(200);
    });

    it("counts the operations of a batch together", async () => {
      const query = `query ($id: ID!) { category(id: $id) { products(input: { pageLength: 100 }) { products { ${CARD} related(limit: 3) { sku name } } } } }`;
      const single = await api.post({ query, variables: { id: categoryId } });
      expect(single.status).toBe(200);
      const batch = await api.post(Array.from({ length: 10 }, () => ({ query, variables: { id: categoryId } })));
      const results = batch.body as { errors?: { extensions?: { code?: string } }[] }[];
      expect(results.some((result) => result.errors?.[0]?.extensions?.code === "QUERY_TOO_COSTLY")).toBe(true);
    });

    it("caps a list argument where the server caps it", async () => {
      const response = await api.post({ query: `{ product(sku: "HE-LAVANDE-FINE") { related(limit: 1000000) { sku } } }` });
      expect(response.status).toBe(200);
      expect(response.body.data.product.related.length).toBeLessThanOrEqual(24);
    });

    it("stops a request past its deadline: no further database work, a 504 TIMEOUT", async () => {
      const hurried = await startTestApi({ dialect, env: { GRAPHQL_TIMEOUT_MS: "1" } });
      try {
        const response = await hurried.post({ query: listing(18, `${CARD} related(limit: 8) { sku }`), variables: { id: categoryId } });
        expectRefused(response, "TIMEOUT", 504);
      } finally {
        await hurried.close();
      }
    });

    it.runIf(dialect === "postgres")("answers a statement left unanswered past the deadline with a retryable 503, and one answered late with a 504, never a client error", async () => {
      const hurried = await startTestApi({ dialect, env: { GRAPHQL_TIMEOUT_MS: "300" } });
      // Another session holds the pages' table: the API's statement gets no answer, as from a
      // database gone silent, and its connection is given up a second past the deadline.
      const holder = new pg.Client({ connectionString: hurried.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query("begin; lock table cms_page in access exclusive mode");
        const started = Date.now();
        const response = await hurried.post({ query: `{ cmsPage(identifier: "faq") { title } }` });
        expectRefused(response, "SERVICE_UNAVAILABLE", 503);
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(Date.now() - started).toBeLessThan(3_000);
        await holder.query("rollback");

        // A statement answered late (the lock let go past the deadline): the operation's next
        // statement is not started, and the answer is the deadline's 504, not a client error.
        await holder.query("begin; lock table newsletter_subscriber in access exclusive mode");
        const release = setTimeout(() => void holder.query("rollback"), 600);
        const late = await hurried.post({ query: `mutation { confirmNewsletterSubscription(token: "${"a".repeat(43)}") { success } }` });
        clearTimeout(release);
        expectRefused(late, "TIMEOUT", 504);
        expect(late.headers.get("retry-after")).toMatch(/^\d+$/);
      } finally {
        await holder.query("rollback").catch(() => undefined);
        await holder.end();
        await hurried.close();
      }
    });

    it.runIf(dialect === "postgres")("bounds every statement on the server (statement_timeout on each pooled connection)", async () => {
      const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(api.commerce.database.db);
      expect(rows[0].statement_timeout).toBe(`${STATEMENT_TIMEOUT_MS / 60_000}min`);
    });

    describe("limits, enforced before any resolver runs", () => {
      const registerLiteral = (email: string) =>
        `register(input: { email: "${email}", password: "correct horse battery", firstname: "A", lastname: "B" }) { success }`;
      /** `levels` nested inline fragments: each adds one level of depth and multiplies the cost. */
      const nested = (levels: number, inner: string) => `${"... on Mutation { ".repeat(levels)}${inner}${" }".repeat(levels)}`;

      it("refuses a query deeper than GRAPHQL_MAX_DEPTH (12) and runs one at the limit", async () => {
        expect(api.commerce.config.graphql.maxDepth).toBe(12);
        const atLimit = await gql(api, `mutation { ${nested(10, registerLiteral("depth12@example.test"))} }`);
        expect(atLimit.body).toEqual({ data: { register: { success: true } } });

        const tooDeep = await gql(api, `mutation { ${nested(11, registerLiteral("depth13@example.test"))} }`);
        expect(tooDeep.status).toBeLessThan(500);
        expect(tooDeep.body.data).toBeUndefined();
        expect(tooDeep.body.errors[0].message).toMatch(/depth limit of 12 exceeded, found 13/);
        expect(await customerCount(api, "depth13@example.test")).toBe(0);
      });

      it("refuses more than GRAPHQL_MAX_ALIASES (15) aliases", async () => {
        const aliases = (count: number) => Array.from({ length: count }, (_, index) => `a${index}: ping`).join(" ");
        const fifteen = await gql(api, `{ ${aliases(15)} }`);
        expect(Object.keys(fifteen.body.data)).toHaveLength(15);

        const sixteen = await gql(api, `{ ${aliases(16)} }`);
        expect(sixteen.body.data).toBeUndefined();
        expect(sixteen.body.errors[0].message).toMatch(/Aliases limit of 15 exceeded, found 16/);

        const registrations = Array.from({ length: 16 }, (_, index) => `r${index}: ${registerLiteral(`alias${index}@example.test`)}`);
        const mutation = await gql(api, `mutation { ${registrations.join(" ")} }`);
        expect(mutation.body.data).toBeUndefined();
        expect(mutation.body.errors[0].message).toMatch(/Aliases limit of 15 exceeded/);
        expect(await customerCount(api, "alias0@example.test")).toBe(0);
      });

      it("refuses a query of more than GRAPHQL_MAX_TOKENS (2000) tokens", async () => {
        const huge = `mutation { register(input: { email: "tokens@example.test", password: "correct horse battery", firstname: "A", lastname: "B" }) { ${"success ".repeat(2100)} } }`;
        const response = await gql(api, huge);
        expect(response.status).toBeLessThan(500);
        expect(response.body.data).toBeUndefined();
        expect(response.body.errors[0].message).toMatch(/Token limit of 2000 exceeded/);
        expect(await customerCount(api, "tokens@example.test")).toBe(0);
      });

      it("refuses a query costing more than GRAPHQL_MAX_COST (3000) even within the other limits", async () => {
        // Depth 6, no alias, about 40 tokens: only its cost (100 products × 24 related, with their objects) is over the limit.
        const costly = `query ($skus: [String!]!) { products(skus: $skus) { related(limit: 24) { sku stock { isInStock } labels { code } prices { finalPrice { priceInclTax { amount } } } } } }`;
        const response = await gql(api, costly, { skus: Array.from({ length: 100 }, (_, index) => `SKU-${index}`) });
        expect(response.status).toBe(400);
        expect(response.body.data).toBeUndefined();
        expect(response.body.errors[0]).toMatchObject({ message: "The query costs more than the limit of 3000.", extensions: { code: "QUERY_TOO_COSTLY" } });
      });
    });

    describe("NUL characters", () => {
      const REGISTER = "mutation ($input: RegisterInput!) { register(input: $input) { success errorCode } }";
      const input = (email: string) => ({ input: { email, password: "correct horse battery", firstname: "Ada", lastname: "Lovelace" } });

      it("refuses one in a variable, stores nothing", async () => {
        const response = await api.post({ query: REGISTER, variables: input("nul\u0000@example.test") });
        expectRefused(response, "INVALID_CHARACTER");
        const stored = await api.commerce.database.db.selectFrom("customer").select("email").where("email", "like", "nul%").execute();
        expect(stored).toEqual([]);
      });

      it("refuses one in a string literal of the document, in the query text, in GET parameters", async () => {
        expectRefused(await api.post({ query: '{ product(sku: "HE\\u0000LAVANDE") { sku } }' }), "INVALID_CHARACTER");
        expectRefused(await api.post({ query: '{ product(sku: "HE-LAVANDE-FINE") { sku } }\u0000' }), "INVALID_CHARACTER");
        expectRefused(await api.get({ query: "query ($sku: String!) { product(sku: $sku) { sku } }", variables: { sku: "a\u0000" } }), "INVALID_CHARACTER");
        expectRefused(await api.post({ query: "query ($q: String!) { search(query: $q) { query } }", variables: { q: ["x\u0000"] } }), "INVALID_CHARACTER");
      });
    });

    describe("persisted queries", () => {
      it("registers a hash only for a document that parses and validates", async () => {
        const invalid = "{ product(sku: 1) { nope } }";
        const refused = await api.post({ query: invalid, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(invalid) } } });
        expect(refused.body.errors?.length).toBeGreaterThan(0);
        const byHash = await api.post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(invalid) } } });
        expect(byHash.body.errors).toEqual([expect.objectContaining({ message: "PersistedQueryNotFound" })]);

        const valid = '{ product(sku: "HE-LAVANDE-FINE") { sku } }';
        await api.post({ query: valid, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(valid) } } });
        const known = await api.post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(valid) } } });
        expect(known.body).toMatchObject({ data: { product: { sku: "HE-LAVANDE-FINE" } } });
      });
    });
  });
});

describe("request deadline and shared work", () => {
  it("does not count a wait for work shared by every request (the first catalogue build) against the deadline", async () => {
    const deadline = { at: Date.now() + 50 };
    const shared = new Promise<void>((resolve) => setTimeout(resolve, 120));
    await runWithDeadline(deadline, () => waitingForSharedWork(shared));
    expect(isExpired(deadline)).toBe(false);
  });

  it("refuses a statement past the deadline, except in work shared by every request", () => {
    const plugin = new RequestDeadlinePlugin();
    const args = { node: { kind: "RawNode" }, queryId: { queryId: "q" } } as unknown as Parameters<RequestDeadlinePlugin["transformQuery"]>[0];
    const expired = { at: Date.now() - 1 };
    expect(() => runWithDeadline(expired, () => plugin.transformQuery(args))).toThrow(DeadlineExceededError);
    expect(runWithDeadline(expired, () => outsideRequestDeadline(() => plugin.transformQuery(args)))).toBe(args.node);
    expect(plugin.transformQuery(args)).toBe(args.node);
  });
});
