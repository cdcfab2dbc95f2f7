import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, dialects, LOGIN, REGISTER, LOGOUT, ME, gql, sessionCookie, registerInput, expectNothingLeaked } from "../testing/api-test-kit.ts";
import { type TestResponse, type TestApi, startTestApi } from "../testing/test-server.ts";
import { buildSchema } from "./schema.ts";

/**
 * The API's error contract, once per dialect: unexpected failures are masked, input is never
 * echoed, bad input is never a 500, and every mutation answers a failure as a value.
 */

/** The maintenance error's marker: an answer echoing input must never carry it (it would read as maintenance). */
const FLAG = "#503 Maintenance flag";

describe.each(dialects)("GraphQL errors on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    describe("errors", () => {
      it("masks unexpected failures: no stack, no SQL, no path", async () => {
        const broken = await startTestApi({ dialect });
        try {
          const login = () => gql(broken, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
          const cookie = sessionCookie(await login());

          // A missing table: the driver's error names it and quotes SQL. (Carts refer to sessions:
          // PostgreSQL drops that constraint with it only when told to.)
          await (dialect === "postgres" ? sql`drop table session cascade` : sql`drop table session`).execute(broken.commerce.database.db);
          const missingTable = await login();
          expect(missingTable.status).toBe(200);
          expect(missingTable.body.data).toBeNull();
          expect(missingTable.body.errors).toHaveLength(1);
          expect(missingTable.body.errors[0].message).toBe("Unexpected error.");
          expect(missingTable.body.errors[0].extensions).toEqual({ code: "INTERNAL_SERVER_ERROR" });
          expect(missingTable.setCookies).toEqual([]);
          expectNothingLeaked(missingTable);

          // The session cannot be checked: the answer leaks nothing and may not be cached.
          const me = await gql(broken, ME, undefined, { headers: { cookie } });
          expect(me.status).toBeLessThan(500);
          expect(me.headers.get("cache-control")).toBe("max-age=0, no-store");
          expectNothingLeaked(me);

          // The whole database gone.
          await broken.commerce.database.close();
          for (const response of [
            await login(),
            await gql(broken, REGISTER, registerInput("closed@example.test")),
            await gql(broken, ME, undefined, { headers: { cookie } }),
          ]) {
            expect(response.status).toBeLessThan(500);
            expectNothingLeaked(response);
            for (const error of response.body.errors ?? []) expect(error.message).toBe("Unexpected error.");
          }
          const closedLogin = await login();
          expect(closedLogin.body.errors[0].message).toBe("Unexpected error.");
        } finally {
          await broken.close();
        }
      });

      it.each([
        ["a string for a Boolean", "query($f: Boolean!) { ping @include(if: $f) }", { f: FLAG }],
        ["an object for a String", "query($f: String!) { isFeatureActive(feature: $f) }", { f: { note: FLAG } }],
        ["an object whose key is the flag", "query($f: String!) { isFeatureActive(feature: $f) }", { f: { [FLAG]: 1 } }],
        ["an array for a String", "query($f: String!) { isFeatureActive(feature: $f) }", { f: [FLAG, `"${FLAG}"`] }],
        ["a string for an input object", REGISTER, { input: FLAG }],
        ["an unknown input field", REGISTER, { input: { ...registerInput("x@example.test").input, [FLAG]: true } }],
        ["a quote-breaking string", "query($f: Boolean!) { ping @include(if: $f) }", { f: `a" ${FLAG} "b` }],
      ])("never echoes a variable value (%s)", async (_label, query, variables) => {
        const response = await gql(api, query, variables);
        expect(response.status).toBeLessThan(500);
        expect(response.body.errors?.length).toBeGreaterThan(0);
        expect(response.text).not.toMatch(/#\s*503|maintenance flag/i);
        expect(response.text).not.toContain("MAINTENANCE");
      });

      it.each([
        ["a string literal of the wrong type", { query: `mutation { register(input: "${FLAG}") { success } }` }],
        ["a string token where a name is expected", { query: `{ "a\\" ${FLAG} \\"b" }` }],
        ["a block string where a name is expected", { query: `{ """x" ${FLAG} "y""" }` }],
        ["an unexpected body parameter", { query: "{ ping }", [`a" ${FLAG} "b`]: 1 }],
        ["an unknown operation name", { query: "query A { ping }", operationName: FLAG }],
        ["an unknown persisted query hash", { extensions: { persistedQuery: { version: 1, sha256Hash: FLAG } } }],
      ])("never echoes other input (%s)", async (_label, body) => {
        const response = await api.post(body);
        expect(response.status).toBeLessThan(500);
        expect(response.body.errors?.length).toBeGreaterThan(0);
        expect(response.text).not.toMatch(/#\s*503|maintenance flag/i);
        expect(response.text).not.toContain("MAINTENANCE");
      });

      it("never echoes GET parameters either", async () => {
        const response = await api.get({ query: "query($f: Boolean!) { ping @include(if: $f) }", variables: { f: { [FLAG]: FLAG } } });
        expect(response.status).toBe(400);
        expect(response.text).not.toMatch(/#\s*503|maintenance flag/i);
      });
    });

    describe("bad input never gives a 500", () => {
      const expectJsonError = (response: TestResponse, status: number, code?: string) => {
        expect(response.status).toBe(status);
        expect(response.headers.get("content-type")).toMatch(/^application\/(graphql-response\+)?json/);
        expect(response.body.errors[0].message).toEqual(expect.any(String));
        if (code) expect(response.body.errors[0].extensions.code).toBe(code);
      };

      it("answers malformed JSON with 400 BAD_REQUEST", async () => {
        expectJsonError(await api.post('{"query": "{ ping }"'), 400, "BAD_REQUEST");
        expectJsonError(await api.post("{oops"), 400, "BAD_REQUEST");
        expectJsonError(await api.post("null"), 400, "BAD_REQUEST");
        expectJsonError(await api.post('"{ ping }"'), 400, "BAD_REQUEST");
      });

      it("answers an empty body with 400", async () => {
        expectJsonError(await api.post({}), 400, "BAD_REQUEST");
        expectJsonError(await api.post([]), 400, "BAD_REQUEST");
        expectJsonError(await api.post(""), 400, "BAD_REQUEST");
      });

      it("answers a body over BODY_LIMIT with 413", async () => {
        expect(api.commerce.config.bodyLimit).toBe("100kb");
        const response = await api.post({ query: "query($x: String) { ping }", variables: { x: "a".repeat(110 * 1024) } });
        expectJsonError(response, 413, "PAYLOAD_TOO_LARGE");
        const justUnder = await api.post({
          query: "query($x: String!) { isFeatureActive(feature: $x) }",
          variables: { x: "a".repeat(90 * 1024) },
        });
        expect(justUnder.body).toEqual({ data: { isFeatureActive: false } });
      });

      it("answers an unknown operation name with a 4xx", async () => {
        const response = await api.post({ query: "query A { ping } query B { shop { id } }", operationName: "C" });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.body.errors.length).toBeGreaterThan(0);
        const known = await api.post({ query: "query A { ping } query B { shop { id } }", operationName: "B" });
        expect(known.body).toEqual({ data: { shop: { id: "fr" } } });
      });

      it("answers a syntax error with errors, not a 500", async () => {
        const response = await gql(api, "{ ping ");
        expect([200, 400]).toContain(response.status);
        expect(response.body.data).toBeUndefined();
        expect(response.body.errors[0].message).toMatch(/^Syntax Error/);
        expect(response.body.errors[0].extensions.code).toBe("GRAPHQL_PARSE_FAILED");
      });

      it.each([
        ["a query that is not a string", { query: 1 }],
        ["variables that are not an object", { query: "{ ping }", variables: [1] }],
        ["an empty query", { query: "" }],
        ["an unknown field", { query: "{ nothingHere }" }],
        ["a missing required variable", { query: "query($f: String!) { isFeatureActive(feature: $f) }" }],
        ["a batch of non-operations", [1, {}]],
      ])("answers %s with errors, not a 500", async (_label, body) => {
        const response = await api.post(body);
        expect(response.status).toBeLessThan(500);
        const results = Array.isArray(response.body) ? response.body : [response.body];
        for (const result of results) expect(result.errors.length).toBeGreaterThan(0);
      });

      it("answers variables that do not fit their types as a request error: 400, no data, the same error as over the default executor", async () => {
        for (const variables of [{}, { f: 42 }, { f: { nested: true } }]) {
          const response = await api.post({ query: "query($f: String!) { isFeatureActive(feature: $f) }", variables });
          expect(response.status).toBe(400);
          expect(response.body).not.toHaveProperty("data");
          expect(response.body.errors[0].message).toMatch(/^Variable "\$f"/);
        }
        // A valid operation still runs (compiled once, then reused).
        for (let i = 0; i < 2; i++) expect((await api.post({ query: "query($f: String!) { isFeatureActive(feature: $f) }", variables: { f: "wishlist" } })).status).toBe(200);
      });

      it("answers GET parameters that are not JSON with 400", async () => {
        expectJsonError(await api.get({ query: "{ ping }", variables: "{oops" }), 400, "BAD_REQUEST");
        expectJsonError(await api.get({ extensions: "{oops" }), 400, "BAD_REQUEST");
        expect((await api.get({})).status).toBeLessThan(500);
      });

      it("answers another HTTP method with 405", async () => {
        const response = await fetch(`${api.url}/graphql`, {
          method: "PUT",
          headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
          body: JSON.stringify({ query: "{ ping }" }),
        });
        expect(response.status).toBe(405);
      });
    });

    describe("mutation result contract", () => {
      it("makes every mutation return MutationResult (success, errorMessage) and its module's errorCode enum", async () => {
        const resultType = "name interfaces { name } fields { name type { kind name ofType { name } } }";
        const response = await gql(api, `{ __schema { mutationType { fields { name type { kind ${resultType} ofType { ${resultType} } } } } } }`);
        interface TypeRef {
          kind: string;
          name: string | null;
          ofType: { name: string | null } | null;
        }
        interface ResultType {
          name: string;
          interfaces: { name: string }[] | null;
          fields: { name: string; type: TypeRef }[] | null;
        }
        interface MutationField {
          name: string;
          type: { kind: string; ofType: ResultType | null } & ResultType;
        }
        // A staff-only mutation answers null to anyone else (`@staffOnly`): its result is nullable.
        const mutationType = buildSchema().getMutationType()!;
        const staffOnly = (name: string) => !!mutationType.getFields()[name]?.astNode?.directives?.some((directive) => directive.name.value === "staffOnly");
        const fields: MutationField[] = response.body.data.__schema.mutationType.fields;
        const mutations = fields.filter((field) => field.name !== "_noop");
        expect(mutations.map((field) => field.name)).toEqual(expect.arrayContaining(["register", "login", "logout"]));
        for (const mutation of mutations) {
          expect(mutation.type.kind, mutation.name).toBe(staffOnly(mutation.name) ? "OBJECT" : "NON_NULL");
          const result = staffOnly(mutation.name) ? mutation.type : mutation.type.ofType!;
          expect(result.interfaces?.map((i) => i.name), mutation.name).toContain("MutationResult");
          const resultFields = Object.fromEntries((result.fields ?? []).map((field) => [field.name, field.type.name ?? field.type.ofType?.name]));
          expect(resultFields, mutation.name).toMatchObject({ success: "Boolean", errorMessage: "String", errorCode: expect.stringMatching(/^[A-Z]\w*ErrorCode$/) });
        }
      });

      it.each([
        ["login, failed", LOGIN, { email: "a@example.test", password: "wrong password" }, "INVALID_CREDENTIALS"],
        ["register, invalid e-mail", REGISTER, registerInput("not-an-email"), "EMAIL_INVALID"],
        ["register, short password", REGISTER, registerInput("short@example.test", { password: "short" }), "PASSWORD_TOO_SHORT"],
        ["register, no name", REGISTER, registerInput("noname@example.test", { firstname: "  " }), "NAME_REQUIRED"],
      ])("answers a failure as a value: %s", async (_label, query, variables, code) => {
        const response = await gql(api, query, variables);
        expect(response.body.errors).toBeUndefined();
        const [result] = Object.values(response.body.data) as { success: boolean; errorCode: string; errorMessage: string }[];
        expect(result.success).toBe(false);
        expect(result.errorCode).toBe(code);
        expect(result.errorMessage).toEqual(expect.any(String));
        expect(result.errorMessage.length).toBeGreaterThan(0);
      });

      it("answers success with null errorCode and errorMessage", async () => {
        const response = await api.post([
          { query: LOGIN, variables: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } },
          { query: LOGOUT },
        ]);
        for (const result of response.body) {
          const [payload] = Object.values(result.data) as { success: boolean; errorCode: unknown; errorMessage: unknown }[];
          expect(payload).toMatchObject({ success: true, errorCode: null, errorMessage: null });
        }
      });
    });
  });
});
