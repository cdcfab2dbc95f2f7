import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { type Commerce, createCommerce, loadConfig } from "@eb/commerce";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, isBuilt, startProductionServer } from "./testing/production-server.ts";
import { copySeededSqlite } from "@eb/commerce/testing/seeded-template.ts";

/**
 * The production server's edge (needs `npm run build`): malformed request targets and host headers
 * are the client's 400, never a 500 with internals; forwarding headers are believed only from the
 * proxies TRUST_PROXY names; and each kind of answer carries the security and caching headers a
 * review expects, on a plain-http shop and on an https one (a plain listener behind a TLS proxy).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-headers-"));
/** Both servers share one database and keep forwarding headers to themselves unless told. */
const serverEnv = { DATA_DIR: dataDir, LOG_LEVEL: "silent", TRUST_PROXY: "" };

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request sent as given: fetch would refuse or rewrite Host, the request target and Origin. */
function request(base: string, target: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const { hostname, port, host } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = http.request(
      { hostname, port, method: options.method ?? "GET", path: target, headers: { host, ...options.headers }, setHost: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    sent.on("error", reject);
    sent.end(options.body);
  });
}

const graphqlHeaders = { "content-type": "application/json", "x-graphql-csrf": "1" };
const SHOP_QUERY = JSON.stringify({ query: "{ shop { id } }" });

/** No stack frame and no server path, in any answer. */
function expectNoInternals(response: RawResponse) {
  expect(response.text).not.toMatch(/\n\s+at |TypeError|Invalid URL|node:internal|node_modules|\/work\/|\/home\/|\/tmp\/|\/src\//);
}

const BAD_HOSTS = ["a b", "shop.example:99999", "shop.example:0", "shop.example:", "user@shop.example", "xn--a", "shop.999", "[::1", "", "a/b", "shop.example:80:80"];

describe.skipIf(!isBuilt)("the production server's edge", () => {
  let plain: ProductionServer;
  let secure: ProductionServer;
  // The same database, opened beside the servers as an administration tool would.
  let commerce: Commerce;

  beforeAll(async () => {
    // Both servers start on the test run's seeded database.
    await copySeededSqlite(dataDir);
    plain = await startProductionServer({ env: serverEnv });
    secure = await startProductionServer({ env: { ...serverEnv, PUBLIC_URL: "https://shop.example", TRUST_PROXY: "loopback" } });
    commerce = await createCommerce({ config: loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" }), seed: false });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([plain?.stop(), secure?.stop()]);
    await commerce?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  describe("malformed headers are the client's 400, on pages and API alike", () => {
    const targets: [string, { method?: string; headers?: Record<string, string>; body?: string }][] = [
      ["/", {}],
      ["/en/about-us", {}],
      ["/en/about-us.data", {}],
      ["/graphql", { method: "POST", headers: graphqlHeaders, body: SHOP_QUERY }],
      ["/en/graphql?query=%7Bshop%7Bid%7D%7D", { headers: graphqlHeaders }],
      ["/client-log-handler?client_id=a", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
      ["/media/product/X.svg", {}],
      ["/service-worker.js", {}],
    ];

    it.each(BAD_HOSTS)("Host: %j", async (host) => {
      for (const [target, options] of targets) {
        const response = await request(plain.base, target, { ...options, headers: { ...options.headers, host } });
        expect(response.status, `${target} with Host: ${host}`).toBe(400);
        expect(response.text).toBe("Bad request.");
        expect(response.headers["content-type"]).toMatch(/^text\/plain/);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expectNoInternals(response);
      }
    });

    it("a request target that is not a path (absolute form, `*`)", async () => {
      for (const [target, method] of [
        ["http://evil.example/", "GET"],
        ["http://evil.example/graphql?query=%7Bshop%7Bid%7D%7D", "GET"],
        ["*", "OPTIONS"],
      ]) {
        const response = await request(plain.base, target, { method, headers: graphqlHeaders });
        expect(response.status, target).toBe(400);
        expectNoInternals(response);
      }
    });

    it("a method a Fetch request cannot carry is 405 on pages, not a 500", async () => {
      // (Node itself refuses TRACK, and hands CONNECT to its own event.)
      for (const method of ["TRACE"]) {
        const response = await request(plain.base, "/en/about-us", { method });
        expect(response.status, method).toBe(405);
        expectNoInternals(response);
      }
    });

    it.each([
      ["X-Forwarded-Host", "a b"],
      ["X-Forwarded-Host", "shop.example:99999"],
      ["X-Forwarded-Proto", "gopher"],
      ["X-Forwarded-Proto", "ht tp"],
      ["X-Forwarded-For", "not-an-address"],
    ])("%s: %j from a trusted proxy is refused; from anyone else it is ignored", async (name, value) => {
      for (const [target, options] of targets.slice(0, 5)) {
        const headers = { ...options.headers, [name]: value };
        const trusted = await request(secure.base, target, { ...options, headers });
        expect(trusted.status, `${target} via a trusted proxy`).toBe(400);
        expect(trusted.text).toBe("Bad request.");
        const untrusted = await request(plain.base, target, { ...options, headers });
        expect(untrusted.status, `${target} from an untrusted peer`).toBe(200);
        expectNoInternals(untrusted);
      }
    });

    it("still serves well-formed hosts", async () => {
      for (const host of ["localhost", "shop.example:8080", "127.0.0.1", "[::1]:3000", "Shop.Example."]) {
        expect((await request(plain.base, "/en/about-us", { headers: { host } })).status, host).toBe(200);
        expect((await request(plain.base, "/graphql", { method: "POST", headers: { ...graphqlHeaders, host }, body: SHOP_QUERY })).status, host).toBe(200);
      }
    });
  });

  describe("forwarding headers are believed only from TRUST_PROXY", () => {
    /** The client-log endpoint accepts its own origin only: that shows which origin the server believes it was reached at. */
    const logFrom = (server: ProductionServer, headers: Record<string, string>) =>
      request(server.base, "/en/client-log-handler?client_id=proxy", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ logs: [{ context: "proxy", level: "debug" }] }),
      });
    const forwardedTo = { "x-forwarded-host": "other.example", "x-forwarded-proto": "https", origin: "https://other.example" };

    it("X-Forwarded-Host and -Proto: not from a loopback peer by default, yes when TRUST_PROXY names it", async () => {
      expect((await logFrom(plain, forwardedTo)).status).toBe(403);
      expect((await logFrom(secure, forwardedTo)).status).toBe(204);
    });

    it("X-Forwarded-For: a loopback peer cannot pose as other addresses by default (one rate-limit window for all)", async () => {
      const statuses = async (server: ProductionServer) => {
        const seen: number[] = [];
        for (let index = 0; index < 35; index++) seen.push((await logFrom(server, { "x-forwarded-for": `203.0.113.${index + 1}` })).status);
        return seen;
      };
      expect(await statuses(plain)).toContain(429);
      expect(new Set(await statuses(secure))).toEqual(new Set([204]));
    });
  });

  /** The headers under review, for one answer; of a CSP, its first three directives' first two sources, nonce normalised away. */
  const reviewed = (response: RawResponse) => {
    const pick = (name: string) => {
      const value = response.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    return {
      status: response.status,
      nosniff: pick("x-content-type-options"),
      hsts: pick("strict-transport-security"),
      coop: pick("cross-origin-opener-policy"),
      cacheControl: pick("cache-control"),
      retryAfter: pick("retry-after"),
      csp: pick("content-security-policy")
        ?.replace(/'nonce-[^']+'/, "'nonce'")
        .split("; ")
        .slice(0, 3)
        .map((directive) => directive.split(" ").slice(0, 3).join(" "))
        .join("; "),
    };
  };

  describe.each([
    ["http", () => plain, undefined],
    ["https", () => secure, "max-age=31536000; includeSubDomains"],
  ] as const)("headers per kind of answer on %s", (_scheme, server, hsts) => {
    const PAGE_CSP = "default-src 'self'; script-src 'self' 'nonce'; style-src 'self' 'unsafe-inline'";

    it("pages, their data requests, API, assets, media, worker, health and errors", async () => {
      const { base } = server();
      const html = await request(base, "/en/about-us");
      const asset = html.text.match(/\/assets\/[\w.-]+\.js/)?.[0];
      expect(asset).toBeDefined();
      const sku = "ACC-MOUILLETTES-100";
      const answers = {
        page: await request(base, "/en/about-us"),
        missingPage: await request(base, "/en/no-such-page-anywhere"),
        data: await request(base, "/en/about-us.data"),
        graphql: await request(base, "/graphql", { method: "POST", headers: graphqlHeaders, body: SHOP_QUERY }),
        graphqlRefused: await request(base, "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: SHOP_QUERY }),
        asset: await request(base, asset!),
        missingAsset: await request(base, "/assets/does-not-exist.js"),
        pdf: await request(base, `/media/documents/${sku}/technical-en.pdf`),
        svg: await request(base, `/media/product/${sku}.svg`),
        worker: await request(base, "/en/service-worker.js"),
        health: await request(base, "/healthz"),
      };
      const common = { nosniff: "nosniff", hsts, retryAfter: undefined };
      expect(Object.fromEntries(Object.entries(answers).map(([kind, response]) => [kind, reviewed(response)]))).toEqual({
        page: { ...common, status: 200, coop: "same-origin", cacheControl: "private, no-cache", csp: PAGE_CSP },
        missingPage: { ...common, status: 404, coop: "same-origin", cacheControl: "private, no-cache", csp: PAGE_CSP },
        data: { ...common, status: 200, coop: "same-origin", cacheControl: "private, no-cache", csp: PAGE_CSP },
        graphql: { ...common, status: 200, coop: undefined, cacheControl: undefined, csp: undefined },
        graphqlRefused: { ...common, status: 403, coop: undefined, cacheControl: undefined, csp: undefined },
        asset: { ...common, status: 200, coop: undefined, cacheControl: "public, max-age=31536000, immutable", csp: undefined },
        missingAsset: { ...common, status: 404, coop: undefined, cacheControl: undefined, csp: undefined },
        pdf: { ...common, status: 200, coop: undefined, cacheControl: "public, max-age=86400", csp: undefined },
        svg: { ...common, status: 200, coop: undefined, cacheControl: "public, max-age=86400", csp: "default-src 'none'; style-src 'unsafe-inline'; sandbox" },
        worker: { ...common, status: 200, coop: undefined, cacheControl: "no-cache, no-store, must-revalidate", csp: undefined },
        health: { ...common, status: 200, coop: undefined, cacheControl: undefined, csp: undefined },
      });
      for (const response of Object.values(answers)) expectNoInternals(response);
    });

    it("a signed-in shopper's pages and data requests are never stored, under the session cookie of the scheme", async () => {
      const { base } = server();
      const login = await request(base, "/graphql", {
        method: "POST",
        headers: graphqlHeaders,
        body: JSON.stringify({
          query: "mutation($email: String!, $password: String!) { login(email: $email, password: $password) { success } }",
          variables: { email: "demo@essences-botanique.example", password: "botanique-demo" },
        }),
      });
      const setCookie = (login.headers["set-cookie"] ?? []).find((value) => /^(__Host-)?eb_session=/.test(value));
      expect(setCookie).toMatch(hsts ? /^__Host-eb_session=[^;]+; Path=\/; .*HttpOnly; SameSite=Lax; Secure$/ : /^eb_session=[^;]+; Path=\/; .*HttpOnly; SameSite=Lax$/);
      const cookie = setCookie!.split(";")[0];
      for (const target of ["/en/about-us", "/en/about-us.data"]) {
        const response = await request(base, target, { headers: { cookie } });
        expect(response.status, target).toBe(200);
        expect(response.headers["cache-control"], target).toBe("max-age=0, no-store");
      }
    });

    it("maintenance: pages, data requests and API answer 503 with Retry-After and no-store", async () => {
      const { base } = server();
      await commerce.services.maintenance.set(true);
      try {
        // Each server process reads the flag at most once a second.
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        const answers = {
          page: await request(base, "/en/about-us"),
          data: await request(base, "/en/about-us.data"),
          graphql: await request(base, "/en/graphql", { method: "POST", headers: graphqlHeaders, body: SHOP_QUERY }),
        };
        for (const [kind, response] of Object.entries(answers)) {
          expect({ kind, status: response.status, cacheControl: response.headers["cache-control"], retryAfter: response.headers["retry-after"] }).toEqual({
            kind,
            status: 503,
            cacheControl: "no-store",
            retryAfter: "60",
          });
          expect(response.headers["x-content-type-options"]).toBe("nosniff");
          expect(response.headers["strict-transport-security"]).toBe(hsts);
        }
        // The data request's body is still React Router's, which the browser decodes into the maintenance page.
        expect(answers.data.headers["x-remix-response"]).toBe("yes");
      } finally {
        await commerce.services.maintenance.set(false);
        await new Promise((resolve) => setTimeout(resolve, 1_100));
      }
    });
  });
});
