import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../testing/seed-data.ts";
import type { InProcessExchange } from "./context.ts";
import {
  type RequestOptions,
  type TestApi,
  type TestDialect,
  type TestResponse,
  isCI,
  postgresUnavailableReason,
  startTestApi,
} from "../testing/test-server.ts";

/**
 * The GraphQL API over real HTTP (Express + yoga + a real database), once per dialect.
 * PostgreSQL runs when reachable (TEST_DATABASE_URL or the local default); on CI it must be.
 */

const postgresProblem = await postgresUnavailableReason();
if (postgresProblem) console.warn(isCI() ? postgresProblem.replace(/tests skipped$/, "failing, because CI is set") : postgresProblem);

if (postgresProblem && isCI()) {
  describe("PostgreSQL on CI", () => {
    it("is reachable (CI is set, so the PostgreSQL suite may not be skipped)", () => {
      throw new Error(postgresProblem.replace(/tests skipped$/, "required because CI is set"));
    });
  });
}

const dialects: { dialect: TestDialect; skipReason?: string }[] = [
  { dialect: "sqlite" },
  { dialect: "postgres", skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const FLAG = "#503 Maintenance flag";
const FR_INVALID_CREDENTIALS = "L'adresse e-mail ou le mot de passe est incorrect.";
const EN_INVALID_CREDENTIALS = "The e-mail address or the password is incorrect.";

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) { success errorCode errorMessage me { id email } }
  }
`;
const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) { success errorCode errorMessage me { id email firstname lastname } }
  }
`;
const LOGOUT = "mutation Logout { logout { success errorCode errorMessage } }";
const ME = "query Me { me { id email } }";

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function gql(api: TestApi, query: string, variables?: Record<string, unknown>, options?: RequestOptions) {
  return api.post({ query, variables }, options);
}

/** `eb_session=<token>` from a response's Set-Cookie, ready for a Cookie header. */
function sessionCookie(response: TestResponse): string {
  const cookie = response.setCookies.find((value) => value.startsWith("eb_session="));
  expect(cookie, "a session cookie is set").toBeDefined();
  return cookie!.split(";")[0];
}

const registerInput = (email: string, overrides: Record<string, string> = {}) => ({
  input: { email, password: "correct horse battery", firstname: "Ada", lastname: "Lovelace", ...overrides },
});

async function customerCount(api: TestApi, email?: string): Promise<number> {
  let query = api.commerce.database.db.selectFrom("customer").select((eb) => eb.fn.countAll<number>().as("n"));
  if (email) query = query.where("email", "=", email);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/** Nothing of the server's internals in an answer: no stack, SQL, driver, file path. */
function expectNothingLeaked(response: TestResponse) {
  expect(response.text).not.toMatch(
    /stack|sql|select|insert|relation|no such|does not exist|destroyed|driver|pool|exception|originalError|node_modules|\/work\/|\/src\/|\.ts\b|\bat \S+ \(/i,
  );
}

/** Polls until the API answers with the wanted status, or the deadline passes. */
async function waitForStatus(api: TestApi, status: number, deadlineMs: number): Promise<TestResponse> {
  const started = Date.now();
  for (;;) {
    const response = await gql(api, "{ ping }");
    if (response.status === status || Date.now() - started > deadlineMs) return response;
    await sleep(50);
  }
}

describe.each(dialects)("GraphQL API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    describe("shop and store configuration", () => {
      const SHOP = /* GraphQL */ `
        query Shop {
          shop { id url baseUrl imageBaseUrl currentCurrency locale name }
          storeConfig { code locale currency availableCurrencies defaultCountryId baseUrl countries { id name } }
        }
      `;
      const germany = (countries: { id: string; name: string }[]) => countries.find((country) => country.id === "DE")?.name;

      it("serves the French store at /graphql", async () => {
        const { publicUrl, imageBaseUrl } = api.commerce.config;
        const response = await gql(api, SHOP);
        expect(response.status).toBe(200);
        expect(response.body.errors).toBeUndefined();
        const { shop, storeConfig } = response.body.data;
        expect(shop).toEqual({
          id: "fr",
          url: publicUrl,
          baseUrl: "/",
          imageBaseUrl,
          currentCurrency: "EUR",
          locale: "fr-FR",
          name: "Essences & Botanique",
        });
        expect(imageBaseUrl).toBe(`${publicUrl}/media`);
        expect(storeConfig).toMatchObject({ code: "fr", locale: "fr-FR", currency: "EUR", defaultCountryId: "FR", baseUrl: publicUrl });
        expect(storeConfig.availableCurrencies).toEqual(["EUR", "GBP"]);
        expect(germany(storeConfig.countries)).toBe("Allemagne");
        expect(storeConfig.countries.find((country: { id: string }) => country.id === "GB")?.name).toBe("Royaume-Uni");
        expect(storeConfig.countries.some((country: { id: string }) => country.id === "UK")).toBe(false);
      });

      it.each([
        ["the /en/graphql path", { path: "/en/graphql" }],
        ["the Store: en header on /graphql", { headers: { store: "en" } }],
      ])("serves the English store through %s", async (_label, options: RequestOptions) => {
        const { publicUrl, imageBaseUrl } = api.commerce.config;
        const response = await gql(api, SHOP, undefined, options);
        expect(response.status).toBe(200);
        const { shop, storeConfig } = response.body.data;
        expect(shop).toMatchObject({ id: "en", baseUrl: "/en", imageBaseUrl, currentCurrency: "EUR", locale: "en-GB" });
        expect(shop.url).toBe(`${publicUrl}/en`);
        expect(shop.url.endsWith("/en")).toBe(true);
        expect(storeConfig).toMatchObject({ code: "en", locale: "en-GB", currency: "EUR", defaultCountryId: "GB", baseUrl: `${publicUrl}/en` });
        expect(germany(storeConfig.countries)).toBe("Germany");
      });

      it("gives country names in another language on request, and lists every store", async () => {
        const response = await gql(
          api,
          `{ storeConfig { en: countries(language: "en") { id name } fr: countries(language: "fr") { id name } }
             storeConfigs { code defaultCountryId } }`,
        );
        const { storeConfig, storeConfigs } = response.body.data;
        expect(germany(storeConfig.en)).toBe("Germany");
        expect(germany(storeConfig.fr)).toBe("Allemagne");
        expect(storeConfigs).toEqual([
          { code: "fr", defaultCountryId: "FR" },
          { code: "en", defaultCountryId: "GB" },
        ]);
      });

      it("tells which features are active", async () => {
        const response = await gql(api, `{ wishlist: isFeatureActive(feature: "wishlist") nope: isFeatureActive(feature: "teleport") }`);
        expect(response.body).toEqual({ data: { wishlist: true, nope: false } });
      });

      it("takes the display currency from the currency cookie when the store offers it", async () => {
        const currency = async (cookie: string, path?: string) =>
          (await gql(api, "{ shop { currentCurrency } }", undefined, { headers: { cookie }, path })).body.data.shop.currentCurrency;
        expect(await currency("currency=GBP")).toBe("GBP");
        expect(await currency("theme=dark; currency=gbp")).toBe("GBP");
        expect(await currency("currency=GBP", "/en/graphql")).toBe("GBP");
        expect(await currency("currency=XYZ")).toBe("EUR");
        expect(await currency("currency=%E0%A4%A")).toBe("EUR");
        expect(await currency("")).toBe("EUR");
      });
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

      it("answers errors over HTTP as to any client, and still enforces the limits", async () => {
        const invalid = await inProcess("query { product(sku: 1) { nope } }", {});
        expect(invalid.exchange.result).toBeUndefined();
        expect((await invalid.response.json()).errors.length).toBeGreaterThan(0);

        const tooDeep = await inProcess(`{ ${"categories { children { ".repeat(7)}id${" }".repeat(14)} }`, {});
        expect(tooDeep.exchange.result).toBeUndefined();
        expect((await tooDeep.response.json()).errors[0].message).toMatch(/depth/i);
      });
    });

    describe("automatic persisted queries", () => {
      const query = "query PersistedShop { shop { id locale } }";
      const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

      it("registers a query sent with its hash, then runs it from the hash alone (POST and GET)", async () => {
        const hash = sha256(query);
        const unknown = await api.post({ extensions: persisted(hash) });
        expect(unknown.status).toBe(200);
        expect(unknown.body.data).toBeUndefined();
        expect(unknown.body.errors[0].message).toBe("PersistedQueryNotFound");
        expect(unknown.body.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");

        const getBeforeRegistration = await api.get({ extensions: persisted(hash) });
        expect(getBeforeRegistration.body.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");

        const registered = await api.post({ query, extensions: persisted(hash) });
        expect(registered.body).toEqual({ data: { shop: { id: "fr", locale: "fr-FR" } } });

        const byHash = await api.post({ extensions: persisted(hash) });
        expect(byHash.body).toEqual({ data: { shop: { id: "fr", locale: "fr-FR" } } });

        const overGet = await api.get({ extensions: persisted(hash) });
        expect(overGet.status).toBe(200);
        expect(overGet.body).toEqual({ data: { shop: { id: "fr", locale: "fr-FR" } } });

        const overGetEnglish = await api.get({ extensions: persisted(hash) }, { path: "/en/graphql" });
        expect(overGetEnglish.body).toEqual({ data: { shop: { id: "en", locale: "en-GB" } } });
      });

      it("refuses a query whose hash does not match, and keeps the registered one", async () => {
        const hash = sha256(query);
        await api.post({ query, extensions: persisted(hash) });
        const mismatch = await api.post({ query: "{ ping }", extensions: persisted(hash) });
        expect(mismatch.body.data).toBeUndefined();
        expect(mismatch.body.errors[0].message).toBe("PersistedQueryMismatch");
        expect(mismatch.body.errors[0].extensions.code).toBe("PERSISTED_QUERY_MISMATCH");

        const byHash = await api.post({ extensions: persisted(hash) });
        expect(byHash.body).toEqual({ data: { shop: { id: "fr", locale: "fr-FR" } } });
      });

      it("never runs a persisted mutation over GET", async () => {
        const hash = sha256(REGISTER);
        const registered = await api.post({ query: REGISTER, variables: registerInput("apq-post@example.test"), extensions: persisted(hash) });
        expect(registered.body.data.register.success).toBe(true);

        const overGet = await api.get({ variables: registerInput("apq-get@example.test"), extensions: persisted(hash) });
        expect(overGet.status).toBe(405);
        expect(await customerCount(api, "apq-get@example.test")).toBe(0);
      });
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

    describe("errors", () => {
      it("masks unexpected failures: no stack, no SQL, no path", async () => {
        const broken = await startTestApi({ dialect });
        try {
          const login = () => gql(broken, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
          const cookie = sessionCookie(await login());

          // A missing table: the driver's error names it and quotes SQL.
          await sql`drop table session`.execute(broken.commerce.database.db);
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

    describe("maintenance", () => {
      const expectMaintenance = (response: TestResponse) => {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("60");
        expect(response.body.errors[0].message).toContain("#503 Maintenance flag");
        expect(response.body.errors[0].extensions.code).toBe("MAINTENANCE");
      };

      it("answers 503 while the flag is on, and 200 again once it is off", async () => {
        const server = await startTestApi({ dialect });
        try {
          expect((await gql(server, "{ ping }")).status).toBe(200);

          await server.commerce.services.maintenance.set(true);
          expectMaintenance(await waitForStatus(server, 503, 1_200));
          expectMaintenance(await gql(server, "{ shop { id } }", undefined, { path: "/en/graphql" }));
          expectMaintenance(await server.get({ query: "{ ping }" }));

          await server.commerce.services.maintenance.set(false);
          const back = await waitForStatus(server, 200, 1_200);
          expect(back.status).toBe(200);
          expect(back.body).toEqual({ data: { ping: true } });
        } finally {
          await server.close();
        }
      });

      it("sees the flag set by another process (the database) within about a second", async () => {
        const server = await startTestApi({ dialect });
        try {
          expect((await gql(server, "{ ping }")).status).toBe(200);
          const writeFlag = (value: "on" | "off") =>
            server.commerce.database.db
              .insertInto("setting")
              .values({ key: "maintenance", value, updated_at: new Date().toISOString() })
              .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
              .execute();
          await writeFlag("on");
          expectMaintenance(await waitForStatus(server, 503, 2_000));
          await writeFlag("off");
          expect((await waitForStatus(server, 200, 2_000)).status).toBe(200);
        } finally {
          await server.close();
        }
      });

      it("answers 503 at once when started with MAINTENANCE=true", async () => {
        const server = await startTestApi({ dialect, env: { MAINTENANCE: "true" } });
        try {
          expectMaintenance(await gql(server, "{ ping }"));
          expectMaintenance(await gql(server, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }));
          expect(await server.commerce.database.db.selectFrom("session").selectAll().execute()).toEqual([]);
        } finally {
          await server.close();
        }
      });
    });

    describe("sessions and accounts", () => {
      const loginAs = (email: string, password: string, options?: RequestOptions) => gql(api, LOGIN, { email, password }, options);
      const me = async (cookie: string) => (await gql(api, ME, undefined, { headers: { cookie } })).body.data.me;

      it("signs the demo customer in with an HttpOnly, SameSite=Lax session cookie", async () => {
        const response = await loginAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
        expect(response.status).toBe(200);
        expect(response.body.data.login).toMatchObject({ success: true, errorCode: null, errorMessage: null });
        expect(response.body.data.login.me.email).toBe(DEMO_CUSTOMER.email);
        expect(response.headers.get("cache-control")).toBe("max-age=0, no-store");
        const [cookie] = response.setCookies;
        expect(cookie).toMatch(/^eb_session=[A-Za-z0-9_-]{43}; /);
        expect(cookie).toMatch(/; HttpOnly(;|$)/);
        expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
        expect(cookie).toMatch(/; Path=\/(;|$)/);
        expect(cookie).toMatch(/; Expires=/);
      });

      it("knows the signed-in customer through the cookie, and never lets it be cached", async () => {
        const login = await loginAs(DEMO_CUSTOMER.email.toUpperCase(), DEMO_CUSTOMER.password);
        const cookie = sessionCookie(login);
        const response = await gql(api, ME, undefined, { headers: { cookie: `theme=dark; ${cookie}` } });
        expect(response.body.data.me).toEqual({ id: login.body.data.login.me.id, email: DEMO_CUSTOMER.email });
        expect(response.headers.get("cache-control")).toBe("max-age=0, no-store");
      });

      it("answers a visitor's me with null and no no-store", async () => {
        for (const cookie of [undefined, "eb_session=not-a-token", `eb_session=${"A".repeat(43)}`]) {
          const response = await gql(api, ME, undefined, cookie ? { headers: { cookie } } : undefined);
          expect(response.body).toEqual({ data: { me: null } });
          expect(response.headers.get("cache-control") ?? "").not.toContain("no-store");
          expect(response.setCookies).toEqual([]);
        }
      });

      it("gives the same answer for a wrong password and an unknown e-mail, in the store's language", async () => {
        const wrongPassword = await loginAs(DEMO_CUSTOMER.email, "not the password");
        const unknownEmail = await loginAs("nobody-here@example.test", DEMO_CUSTOMER.password);
        for (const response of [wrongPassword, unknownEmail]) {
          expect(response.body.data.login).toEqual({
            success: false,
            errorCode: "INVALID_CREDENTIALS",
            errorMessage: FR_INVALID_CREDENTIALS,
            me: null,
          });
          expect(response.setCookies).toEqual([]);
        }
        expect(unknownEmail.text).toBe(wrongPassword.text);

        const english = await loginAs("nobody-here@example.test", "whatever password", { path: "/en/graphql" });
        expect(english.body.data.login).toMatchObject({ errorCode: "INVALID_CREDENTIALS", errorMessage: EN_INVALID_CREDENTIALS });
        const englishWrong = await loginAs(DEMO_CUSTOMER.email, "not the password", { path: "/en/graphql" });
        expect(englishWrong.text).toBe(english.text);
      });

      it("ends the session on logout", async () => {
        const cookie = sessionCookie(await loginAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
        expect((await me(cookie)).email).toBe(DEMO_CUSTOMER.email);

        const logout = await gql(api, LOGOUT, undefined, { headers: { cookie } });
        expect(logout.body.data.logout).toEqual({ success: true, errorCode: null, errorMessage: null });
        expect(logout.setCookies.some((value) => /^eb_session=; .*Max-Age=0/.test(value))).toBe(true);

        expect(await me(cookie)).toBeNull();
        const token = cookie.slice("eb_session=".length);
        const rows = await api.commerce.database.db.selectFrom("session").select("token_hash").where("token_hash", "=", sha256(token)).execute();
        expect(rows).toEqual([]);
      });

      it("issues a new token on every sign-in and ends the previous session", async () => {
        const first = sessionCookie(await loginAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
        const second = sessionCookie(await loginAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { headers: { cookie: first } }));
        expect(second).not.toBe(first);
        expect(await me(first)).toBeNull();
        expect((await me(second)).email).toBe(DEMO_CUSTOMER.email);
      });

      it("stores only the sha256 of session tokens", async () => {
        const cookie = sessionCookie(await loginAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
        const token = cookie.slice("eb_session=".length);
        const rows = await api.commerce.database.db.selectFrom("session").select(["token_hash", "customer_id"]).execute();
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
          expect(row.token_hash).not.toBe(token);
          expect(row.token_hash).not.toContain(token);
        }
        expect(rows.filter((row) => row.token_hash === sha256(token))).toHaveLength(1);
      });

      it("registers an account with an argon2id password hash and signs it in", async () => {
        const response = await gql(api, REGISTER, registerInput("  New.Customer@Example.test ", { firstname: " Grace " }));
        expect(response.body.data.register).toMatchObject({
          success: true,
          errorCode: null,
          errorMessage: null,
          me: { email: "new.customer@example.test", firstname: "Grace", lastname: "Lovelace" },
        });
        const cookie = sessionCookie(response);
        expect(await me(cookie)).toEqual({ id: response.body.data.register.me.id, email: "new.customer@example.test" });

        const row = await api.commerce.database.db
          .selectFrom("customer")
          .select(["password_hash"])
          .where("email", "=", "new.customer@example.test")
          .executeTakeFirstOrThrow();
        expect(row.password_hash).toMatch(/^\$argon2id\$/);
        expect(row.password_hash).not.toContain("correct horse battery");

        const login = await loginAs("new.customer@example.test", "correct horse battery");
        expect(login.body.data.login.success).toBe(true);
      });

      it("refuses an e-mail that already has an account", async () => {
        const first = await gql(api, REGISTER, registerInput("taken@example.test"));
        expect(first.body.data.register.success).toBe(true);
        for (const email of ["taken@example.test", "TAKEN@example.test"]) {
          const again = await gql(api, REGISTER, registerInput(email, { password: "another password" }));
          expect(again.body.data.register).toEqual({
            success: false,
            errorCode: "EMAIL_TAKEN",
            errorMessage: "Impossible de créer un compte avec cette adresse e-mail.",
            me: null,
          });
          expect(again.setCookies).toEqual([]);
        }
        expect(await customerCount(api, "taken@example.test")).toBe(1);
      });

      it("creates exactly one account from concurrent registrations of one e-mail", async () => {
        const responses = await Promise.all(
          Array.from({ length: 6 }, (_, index) => gql(api, REGISTER, registerInput("race@example.test", { firstname: `Racer${index}` }))),
        );
        const results = responses.map((response) => response.body.data.register);
        expect(results.filter((result) => result.success)).toHaveLength(1);
        expect(results.filter((result) => result.errorCode === "EMAIL_TAKEN")).toHaveLength(5);
        expect(await customerCount(api, "race@example.test")).toBe(1);
      });
    });

    describe("mutation result contract", () => {
      it("makes every mutation return MutationResult (success, errorMessage) and its module's errorCode enum", async () => {
        const response = await gql(
          api,
          `{ __schema { mutationType { fields { name type { kind ofType { name interfaces { name } fields { name type { kind name ofType { name } } } } } } } } }`,
        );
        interface TypeRef {
          kind: string;
          name: string | null;
          ofType: { name: string | null } | null;
        }
        interface MutationField {
          name: string;
          type: TypeRef & {
            ofType: { name: string; interfaces: { name: string }[] | null; fields: { name: string; type: TypeRef }[] | null } | null;
          };
        }
        const fields: MutationField[] = response.body.data.__schema.mutationType.fields;
        const mutations = fields.filter((field) => field.name !== "_noop");
        expect(mutations.map((field) => field.name)).toEqual(expect.arrayContaining(["register", "login", "logout"]));
        for (const mutation of mutations) {
          expect(mutation.type.kind, mutation.name).toBe("NON_NULL");
          const result = mutation.type.ofType!;
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
