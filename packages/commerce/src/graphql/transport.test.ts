import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { InProcessExchange } from "./context.ts";
import { DEMO_CUSTOMER, dialects, postgresProblem, LOGIN, REGISTER, LOGOUT, ME, gql, sessionCookie, registerInput, customerCount, registerConfirmed } from "../testing/api-test-kit.ts";
import { type TestApi, isCI, startTestApi } from "../testing/test-server.ts";

/**
 * The API's transport over real HTTP (Express + yoga + a real database), once per dialect:
 * batches, the storefront server's in-process queries, CSRF prevention and production settings.
 */

if (postgresProblem) console.warn(isCI() ? postgresProblem.replace(/tests skipped$/, "failing, because CI is set") : postgresProblem);
if (postgresProblem && isCI()) {
  const problem = postgresProblem;
  describe("PostgreSQL on CI", () => {
    it("is reachable (CI is set, so the PostgreSQL suite may not be skipped)", () => {
      throw new Error(problem.replace(/tests skipped$/, "required because CI is set"));
    });
  });
}

describe.each(dialects)("GraphQL transport on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    describe("batching", () => {
      it("answers an array of operations with an array of results, in order", async () => {
        const response = await api.post([{ query: "{ ping }" }, { query: "{ shop { id } }" }]);
        expect(response.status).toBe(200);
        expect(response.body).toEqual([{ data: { ping: true } }, { data: { shop: { id: "fr" } } }]);
      });

      it("keeps the store of the path for every operation of a batch", async () => {
        const response = await api.post([{ query: "{ shop { id } }" }, { query: "{ storeConfig { locale } }" }], { path: "/en/graphql" });
        expect(response.body).toEqual([{ data: { shop: { id: "en" } } }, { data: { storeConfig: { locale: "en-GB" } } }]);
      });

      it("accepts 10 operations and refuses 11 before running any", async () => {
        const ten = await api.post(Array.from({ length: 10 }, () => ({ query: "{ ping }" })));
        expect(ten.status).toBe(200);
        expect(ten.body).toHaveLength(10);

        const eleven = Array.from({ length: 11 }, (_, index) => ({ query: REGISTER, variables: registerInput(`batch${index}@example.test`) }));
        const response = await api.post(eleven);
        expect(response.status).toBe(413);
        expect(response.body.errors[0].message).toBe("Batching is limited to 10 operations per request.");
        expect(response.body.errors[0].extensions.code).toBe("BAD_REQUEST");
        expect(await customerCount(api, "batch0@example.test")).toBe(0);
      });

      it("sets the cookies of a login that is part of a batch", async () => {
        const response = await api.post([
          { query: LOGIN, variables: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } },
          { query: "{ ping }" },
        ]);
        expect(response.body[0].data.login.success).toBe(true);
        expect(response.body[1].data.ping).toBe(true);
        const cookie = sessionCookie(response);
        expect((await gql(api, ME, undefined, { headers: { cookie } })).body.data.me.email).toBe(DEMO_CUSTOMER.email);
      });
    });

    describe("the storefront server's in-process queries", () => {
      const PRODUCT = "query Product($sku: String!) { product(sku: $sku) { sku name } }";
      const inProcess = async (query: string, variables: Record<string, unknown>) => {
        const exchange: InProcessExchange = { params: { query, variables } };
        const init = { method: "POST", headers: { "content-type": "application/json", "x-graphql-csrf": "1" } };
        const response = await api.commerce.graphql.fetch(`${api.url}/en/graphql`, init, { inProcess: exchange });
        return { response, exchange };
      };

      it("hands a success back as objects, the same data as over HTTP", async () => {
        const { response, exchange } = await inProcess(PRODUCT, { sku: "HE-LAVANDE-FINE" });
        expect(response.status).toBe(204);
        const overHttp = await gql(api, PRODUCT, { sku: "HE-LAVANDE-FINE" }, { path: "/en/graphql" });
        expect(JSON.parse(JSON.stringify(exchange.result))).toEqual(overHttp.body);
        expect(exchange.result?.data).toMatchObject({ product: { sku: "HE-LAVANDE-FINE" } });
      });

      it("reads the signed-in customer once for a page's queries, and again after a mutation among them", async () => {
        const { cookie } = await registerConfirmed(api, "page-reads@example.test");
        const page = new Map();
        const customers = api.commerce.services.customers;
        const reads = vi.spyOn(customers, "findById");
        try {
          const operation = async (query: string, variables: Record<string, unknown> = {}) => {
            const exchange: InProcessExchange = { params: { query, variables } };
            const init = { method: "POST", headers: { "content-type": "application/json", "x-graphql-csrf": "1", cookie } };
            await api.commerce.graphql.fetch(`${api.url}/en/graphql`, init, { inProcess: exchange, customerReads: page });
            return exchange.result?.data as Record<string, { firstname?: string; me?: { firstname: string } }>;
          };
          const NAME = "query { me { firstname } }";
          expect((await operation(NAME)).me.firstname).toBe("Ada");
          expect((await operation(NAME)).me.firstname).toBe("Ada");
          expect(reads).toHaveBeenCalledTimes(1);

          // A form's action, then the page's loaders, in one request: they see the change.
          const changed = await operation("mutation ($input: CustomerInformationInput!) { updateCustomerInformation(input: $input) { success me { firstname } } }", {
            input: { firstname: "Dominique", lastname: "Martin" },
          });
          expect(changed.updateCustomerInformation).toMatchObject({ success: true, me: { firstname: "Dominique" } });
          expect((await operation(NAME)).me.firstname).toBe("Dominique");
          // Another page request reads for itself.
          const before = reads.mock.calls.length;
          await api.commerce.graphql.fetch(`${api.url}/en/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-graphql-csrf": "1", cookie } }, {
            inProcess: { params: { query: NAME } },
            customerReads: new Map(),
          });
          expect(reads.mock.calls.length).toBe(before + 1);
        } finally {
          reads.mockRestore();
        }
      });

      it("answers errors over HTTP as to any client, and still enforces the limits", async () => {
        const invalid = await inProcess("query { product(sku: 1) { nope } }", {});
        expect(invalid.exchange.result).toBeUndefined();
        expect((await invalid.response.json()).errors.length).toBeGreaterThan(0);

        const tooDeep = await inProcess(`{ ${"categories { children { ".repeat(7)}id${" }".repeat(14)} }`, {});
        expect(tooDeep.exchange.result).toBeUndefined();
        expect((await tooDeep.response.json()).errors[0].message).toMatch(/depth/i);
      });
    });

    describe("CSRF prevention", () => {
      it("runs a query over GET only with the CSRF header", async () => {
        const withHeader = await api.get({ query: "{ shop { id } }" });
        expect(withHeader.status).toBe(200);
        expect(withHeader.body).toEqual({ data: { shop: { id: "fr" } } });

        const withoutHeader = await api.get({ query: "{ shop { id } }" }, { csrf: false });
        expect(withoutHeader.status).toBe(403);
        expect(withoutHeader.body.data).toBeUndefined();
        expect(withoutHeader.body.errors[0].message).toMatch(/CSRF/);
      });

      it("grants no cross-origin access: a preflight from another site is not allowed credentials or the CSRF header", async () => {
        const preflight = await fetch(`${api.url}/graphql`, {
          method: "OPTIONS",
          headers: {
            origin: "https://evil.example",
            "access-control-request-method": "POST",
            "access-control-request-headers": "content-type, x-graphql-csrf",
          },
        });
        expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
        expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
        expect(preflight.headers.get("access-control-allow-headers") ?? "").not.toMatch(/x-graphql-csrf/i);
      });

      it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])(
        "refuses a POST sent as %s (a simple cross-site request) without running it",
        async (contentType) => {
          const body = JSON.stringify({ query: REGISTER, variables: registerInput("csrf-post@example.test") });
          const response = await api.post(body, { headers: { "content-type": contentType } });
          expect(response.status).toBe(415);
          expect(response.body.errors[0].extensions.code).toBe("UNSUPPORTED_MEDIA_TYPE");
          expect(await customerCount(api, "csrf-post@example.test")).toBe(0);
        },
      );

      it("refuses a mutation over GET, even with the CSRF header, and it has no effect", async () => {
        const register = await api.get({ query: REGISTER, variables: registerInput("csrf-get@example.test") });
        expect(register.status).toBe(405);
        expect(register.body.data).toBeUndefined();
        expect(await customerCount(api, "csrf-get@example.test")).toBe(0);

        const login = await gql(api, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
        const cookie = sessionCookie(login);
        const logout = await api.get({ query: LOGOUT }, { headers: { cookie } });
        expect(logout.status).toBe(405);
        expect(logout.setCookies).toEqual([]);
        expect((await gql(api, ME, undefined, { headers: { cookie } })).body.data.me.email).toBe(DEMO_CUSTOMER.email);
      });
    });

    describe("production settings", () => {
      let production: TestApi;
      beforeAll(async () => {
        production = await startTestApi({
          dialect,
          env: { NODE_ENV: "production", PUBLIC_URL: "https://shop.example", GRAPHQL_MAX_DEPTH: "3", GRAPHQL_MAX_BATCH: "2" },
        });
      });
      afterAll(async () => {
        await production?.close();
      });

      it("disables introspection and field suggestions", async () => {
        const introspection = await gql(production, "{ __schema { queryType { name } } }");
        expect(introspection.body.data).toBeUndefined();
        expect(introspection.body.errors.length).toBeGreaterThan(0);
        const typo = await gql(production, "{ pingg }");
        expect(typo.text).not.toMatch(/Did you mean/);
        expect(typo.text).not.toContain('"ping"');
      });

      it("marks the session cookie Secure on an https shop", async () => {
        const login = await gql(production, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
        expect(login.setCookies[0]).toMatch(/; Secure(;|$)/);
      });

      it("applies the configured limits", async () => {
        const atDepth = await gql(production, "{ storeConfigs { countries { id } } }");
        expect(atDepth.body.errors).toBeUndefined();
        const tooDeep = await gql(production, "{ ... on Query { storeConfigs { countries { id } } } }");
        expect(tooDeep.body.errors[0].message).toMatch(/depth limit of 3 exceeded/);
        const batch = await production.post([{ query: "{ ping }" }, { query: "{ ping }" }, { query: "{ ping }" }]);
        expect(batch.status).toBe(413);
        expect(batch.body.errors[0].message).toBe("Batching is limited to 2 operations per request.");
      });
    });
  });
});
