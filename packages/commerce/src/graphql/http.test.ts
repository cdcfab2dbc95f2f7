import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../testing/seed-data.ts";
import { type TestApi, type TestDialect, isCI, postgresUnavailableReason, startTestApi } from "../testing/test-server.ts";

/**
 * The API's HTTP layer before GraphQL runs, on each database: what it refuses (malformed request
 * targets and Host headers, requests without the CSRF header), how it answers during maintenance,
 * and the session cookie of an https shop.
 */

const postgresProblem = await postgresUnavailableReason();
const dialects: { dialect: TestDialect; skipReason?: string }[] = [
  { dialect: "sqlite" },
  { dialect: "postgres", skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const LOGIN = "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { success } }";
const REGISTER = "mutation Register($input: RegisterInput!) { register(input: $input) { success } }";

/** A request sent byte for byte as given (fetch would refuse or rewrite the Host and the target). */
function rawRequest(url: string, options: { path: string; method?: string; headers: Record<string, string>; body?: string }) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request({ hostname, port, method: options.method ?? "POST", path: options.path, headers: options.headers, setHost: false }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

/** No stack frame, no absolute path of the server's files. */
const expectNoInternals = (text: string) => {
  expect(text).not.toMatch(/\n\s+at |TypeError|node:internal|node_modules|\/work\/|\/home\/|\/src\//);
};

describe.each(dialects)("GraphQL HTTP layer on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    beforeAll(async () => {
      // An https shop (behind a TLS proxy): its session cookie is `__Host-` prefixed.
      api = await startTestApi({ dialect, env: { PUBLIC_URL: "https://shop.example" } });
    }, 120_000);
    afterAll(() => api?.close());

    const body = JSON.stringify({ query: "{ shop { id } }" });
    const jsonHeaders = { "content-type": "application/json", "x-graphql-csrf": "1" };

    it.each([
      ["a space", "a b"],
      ["a port above 65535", "shop.example:99999"],
      ["port 0", "shop.example:0"],
      ["user information", "user@shop.example"],
      ["invalid punycode", "xn--a"],
      ["a name ending in a number that is no address", "shop.999"],
      ["an unclosed IPv6 literal", "[::1"],
      ["nothing", ""],
    ])("answers 400, GraphQL-shaped and without internals, to a Host with %s", async (_case, host) => {
      for (const method of ["POST", "GET"]) {
        const response = await rawRequest(api.url, {
          method,
          path: method === "GET" ? `/graphql?query=${encodeURIComponent("{ shop { id } }")}` : "/graphql",
          headers: { ...jsonHeaders, host },
          body: method === "POST" ? body : undefined,
        });
        expect(response.status, `${method} Host: ${host}`).toBe(400);
        expect(JSON.parse(response.text)).toEqual({ errors: [{ message: "The request's target or host headers are malformed.", extensions: { code: "BAD_REQUEST" } }] });
        expectNoInternals(response.text);
      }
    });

    it("answers 400 to a request target that is not a path (absolute form)", async () => {
      const { host } = new URL(api.url);
      const response = await rawRequest(api.url, { path: `http://evil.example/graphql`, headers: { ...jsonHeaders, host }, body });
      expect(response.status).toBe(400);
      expectNoInternals(response.text);
    });

    it("still serves well-formed hosts: names, addresses, IPv6 literals, explicit ports", async () => {
      for (const host of ["shop.example", "shop.example:443", "127.0.0.1:8080", "[::1]:3000", "Shop.Example."]) {
        const response = await rawRequest(api.url, { path: "/graphql", headers: { ...jsonHeaders, host }, body });
        expect(response.status, host).toBe(200);
        expect(JSON.parse(response.text)).toEqual({ data: { shop: { id: "fr" } } });
      }
    });

    it("ignores X-Forwarded-* from a peer no proxy setting trusts, however malformed", async () => {
      const { host } = new URL(api.url);
      const response = await rawRequest(api.url, {
        path: "/graphql",
        headers: { ...jsonHeaders, host, "x-forwarded-host": "a b", "x-forwarded-proto": "gopher", "x-forwarded-for": "not an address" },
        body,
      });
      expect(response.status).toBe(200);
    });

    describe("CSRF: the x-graphql-csrf header is required on every query and mutation", () => {
      it("refuses a JSON POST without it with 403, and the mutation has no effect", async () => {
        const email = `csrf-json-${dialect}@example.test`;
        const response = await api.post(
          { query: REGISTER, variables: { input: { email, password: "correct horse battery", firstname: "Ada", lastname: "Lovelace" } } },
          { csrf: false },
        );
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          errors: [{ message: "GraphQL requests must carry the x-graphql-csrf header (CSRF prevention).", extensions: { code: "CSRF_HEADER_MISSING" } }],
        });
        const count = await api.commerce.database.db
          .selectFrom("customer")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(0);
      });

      it("refuses a GET without it, on both stores' endpoints, and serves both with it", async () => {
        for (const path of ["/graphql", "/en/graphql"]) {
          expect((await api.get({ query: "{ shop { id } }" }, { csrf: false, path })).status).toBe(403);
          expect((await api.post({ query: "{ shop { id } }" }, { csrf: false, path })).status).toBe(403);
          expect((await api.post({ query: "{ shop { id } }" }, { path })).status).toBe(200);
        }
      });
    });

    it("signs in with a __Host- session cookie (Secure, Path=/, no Domain) and reads only that name", async () => {
      const login = await api.post({ query: LOGIN, variables: DEMO_CUSTOMER });
      expect(login.body.data.login.success).toBe(true);
      const cookie = login.setCookies.find((value) => value.startsWith("__Host-eb_session="));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; Path=\/;/);
      expect(cookie).toMatch(/; Secure$|; Secure;/);
      expect(cookie).not.toMatch(/domain=/i);
      const token = cookie!.split(";")[0].slice("__Host-eb_session=".length);

      const me = "{ me { email } }";
      const signedIn = await api.post({ query: me }, { headers: { cookie: `__Host-eb_session=${token}` } });
      expect(signedIn.body.data.me).toEqual({ email: DEMO_CUSTOMER.email });
      expect(signedIn.headers.get("cache-control")).toBe("max-age=0, no-store");
      // The unprefixed name could have been planted by a sibling subdomain or a plain-http page.
      const planted = await api.post({ query: me }, { headers: { cookie: `eb_session=${token}` } });
      expect(planted.body.data.me).toBeNull();
    });

    it("answers maintenance with 503, Retry-After and no-store", async () => {
      await api.commerce.services.maintenance.set(true);
      try {
        for (const response of [await api.post({ query: "{ shop { id } }" }), await api.get({ query: "{ shop { id } }" }, { path: "/en/graphql" })]) {
          expect(response.status).toBe(503);
          expect(response.headers.get("retry-after")).toBe("60");
          expect(response.headers.get("cache-control")).toBe("no-store");
          expect(response.body.errors[0].extensions.code).toBe("MAINTENANCE");
        }
      } finally {
        await api.commerce.services.maintenance.set(false);
      }
    });
  });
});
