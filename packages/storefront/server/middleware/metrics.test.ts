import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createCommerce, createLogger, loadConfig } from "@eb/commerce";
import { registry } from "@eb/commerce/shared/metrics.ts";
import { copySeededSqlite } from "@eb/commerce/testing/seeded-template.ts";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { loadStorefrontConfig } from "../config.ts";
import { isBuilt, storefrontDir } from "../testing/production-server.ts";
import { metricsRoute, routeKind, storefrontOperationNames } from "./metrics.ts";

const TOKEN = "metrics-token-for-tests-0123456789";
const silent = createLogger({ logLevel: "silent", logFormat: "json" });

async function serve(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("routeKind", () => {
  it("names a request's kind of page from its path in either store, data requests alike, never the path itself", () => {
    const kinds = Object.fromEntries(
      [
        "/",
        "/en",
        "/en/",
        "/_root.data",
        "/en.data",
        "/category/3",
        "/en/category/3.data",
        "/product/HE-ROSE",
        "/search/lavande",
        "/search",
        "/landing/printemps",
        "/huiles-essentielles",
        "/en/huiles-essentielles/lavandes",
        "/cart",
        "/cart.data",
        "/quick-order",
        "/checkout/success",
        "/user/orders/12/invoice/3/pdf",
        "/en/login",
        "/payment/notify/sandbox_card",
        "/graphql",
        "/en/graphql",
        "/client-log-handler",
        "/assets/entry-abc123.js",
        "/media/product/HE-ROSE.svg",
        "/sitemaps/fr-products-1.xml.gz",
        "/healthz",
        "/metrics",
        "/staff/pages",
        "/contact",
        "*",
      ].map((path) => [path, routeKind(path)]),
    );
    expect(kinds).toEqual({
      "/": "home",
      "/en": "home",
      "/en/": "home",
      "/_root.data": "home",
      "/en.data": "home",
      "/category/3": "category",
      "/en/category/3.data": "category",
      "/product/HE-ROSE": "product",
      "/search/lavande": "search",
      "/search": "search",
      "/landing/printemps": "cms",
      "/huiles-essentielles": "resolved",
      "/en/huiles-essentielles/lavandes": "resolved",
      "/cart": "cart",
      "/cart.data": "cart",
      "/quick-order": "cart",
      "/checkout/success": "checkout",
      "/user/orders/12/invoice/3/pdf": "account",
      "/en/login": "account",
      "/payment/notify/sandbox_card": "payment",
      "/graphql": "api",
      "/en/graphql": "api",
      "/client-log-handler": "api",
      "/assets/entry-abc123.js": "static",
      "/media/product/HE-ROSE.svg": "static",
      "/sitemaps/fr-products-1.xml.gz": "static",
      "/healthz": "health",
      "/metrics": "health",
      "/staff/pages": "staff",
      "/contact": "form",
      "*": "other",
    });
  });
});

describe("storefrontOperationNames", () => {
  it("are the operations of the storefront's documents, as GraphQL Code Generator found them", () => {
    const names = storefrontOperationNames();
    expect(names).toEqual(expect.arrayContaining(["CategoryPage", "ProductPage", "PlaceOrder", "LookupGuestOrder", "AddToCart", "MenuQuery"]));
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^[A-Z]\w+$/.test(name))).toBe(true);
  });
});

describe("GET /metrics", () => {
  let withToken: Awaited<ReturnType<typeof serve>>;
  let withoutToken: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    withToken = await serve(express().use(metricsRoute({ metricsToken: TOKEN }, silent)));
    withoutToken = await serve(express().use(metricsRoute({}, silent)));
  });
  afterAll(async () => {
    await withToken?.close();
    await withoutToken?.close();
  });

  it("does not exist without METRICS_TOKEN: 404, whatever is sent", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await fetch(`${withoutToken.base}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("eb_");
    }
  });

  it("answers 401 without the token, or with another one", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-some-length", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, "Bearer"]) {
      const response = await fetch(`${withToken.base}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).not.toContain("eb_");
    }
  });

  it("answers the metrics in Prometheus's text format to the token's holder, never to be stored", async () => {
    const response = await fetch(`${withToken.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain("# TYPE eb_http_request_duration_seconds histogram");
    expect(text).toContain("# TYPE eb_orders_placed_total counter");
  });
});

interface LogLine {
  msg: string;
  level: number;
  requestId?: string;
  operation?: string;
  [field: string]: unknown;
}

/**
 * The app as the server composes it, in this process, on a copy of the seeded database, with its
 * log kept: requests, GraphQL operations, a throttled attempt and stored pages all show in one
 * scrape, and a resolver's warning carries its request's id and its operation's name.
 */
describe.skipIf(!isBuilt)("the app's metrics and operation log scope", () => {
  const lines: LogLine[] = [];
  let app: Awaited<ReturnType<typeof serve>>;
  let close: () => Promise<void>;
  const scrape = async () => (await fetch(`${app.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const sample = (text: string, series: string) => {
    const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  beforeAll(async () => {
    registry.resetMetrics();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-metrics-app-"));
    await copySeededSqlite(dataDir);
    const env = { NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: "http://127.0.0.1", METRICS_TOKEN: TOKEN, PAGE_CACHE_TTL_SECONDS: "60" };
    const config = loadConfig({ ...process.env, ...env });
    const logger = createLogger({ logLevel: "info", logFormat: "json" }, { write: (text: string) => void lines.push(JSON.parse(text) as LogLine) });
    const commerce = await createCommerce({ config, logger });
    const build = (await import(path.join(storefrontDir, "build/server/index.js"))) as ServerBuild;
    const composed = createApp({ commerce, build, clientDir: path.join(storefrontDir, "build/client"), storefront: loadStorefrontConfig({ ...process.env, ...env }) });
    app = await serve(composed);
    close = async () => {
      await app.close();
      await commerce.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }, 60_000);
  afterAll(() => close?.());

  it("counts page requests by kind, stored pages' hits, operations by name, refusals by limit", async () => {
    const before = await scrape();
    const pageCount = (text: string) => sample(text, 'eb_http_request_duration_seconds_count{route="category",method="GET",status="2xx"}') ?? 0;
    for (let n = 0; n < 3; n++) expect((await fetch(`${app.base}/category/3`)).status).toBe(200);
    const lookup = (n: number) =>
      fetch(`${app.base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-graphql-csrf": "1", "x-request-id": `lookup-${n}` },
        body: JSON.stringify({
          operationName: "LookupGuestOrder",
          query: "mutation LookupGuestOrder($input: GuestOrderLookupInput!) { lookupGuestOrder(input: $input) { success errorCode } }",
          variables: { input: { number: `2026-00000${n}`, email: "nobody@example.com", postcode: "75001" } },
        }),
      }).then((response) => response.json() as Promise<{ data: { lookupGuestOrder: { errorCode: string } } }>);
    const codes: string[] = [];
    for (let n = 0; n < 11; n++) codes.push((await lookup(n)).data.lookupGuestOrder.errorCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill("ORDER_NOT_FOUND"));
    expect(codes[10]).toBe("TOO_MANY_ATTEMPTS");
    // A client's own names: a valid operation, and one the schema refuses.
    const probe = (query: string) =>
      fetch(`${app.base}/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-graphql-csrf": "1" }, body: JSON.stringify({ operationName: "Probe4711", query }) }).then(
        (response) => response.json() as Promise<{ data?: unknown; errors?: { extensions: { code: string } }[] }>,
      );
    expect((await probe("query Probe4711 { shop { name } }")).data).toBeDefined();
    expect((await probe("query Probe4711 { nothingHere }")).errors?.[0].extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");

    const after = await scrape();
    expect(pageCount(after) - pageCount(before)).toBe(3);
    expect(sample(after, 'eb_page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'eb_graphql_operations_total{operation="LookupGuestOrder",outcome="success"}')).toBe(11);
    expect(sample(after, 'eb_throttled_total{limiter="guest-order-lookup-address"}')).toBe(1);
    expect(sample(after, 'eb_graphql_operations_total{operation="other",outcome="success"}')).toBe(1);
    expect(sample(after, 'eb_graphql_errors_total{code="GRAPHQL_VALIDATION_FAILED"}')).toBe(1);
    // Names no storefront document has never become a label: neither the probe's nor the path's.
    expect(after).not.toContain("Probe4711");
    expect(after).not.toContain("category/3");
    expect(sample(after, 'eb_http_request_duration_seconds_count{route="api",method="POST",status="2xx"}')).toBeGreaterThanOrEqual(11);
    expect(sample(after, 'eb_http_request_duration_seconds_count{route="health",method="GET",status="2xx"}')).toBeGreaterThanOrEqual(1);
  });

  it("logs a resolver's warning with its request's id and its operation's name", () => {
    const warnings = lines.filter((line) => line.msg === "guest order lookup failed");
    expect(warnings).toHaveLength(10);
    for (const [n, warning] of warnings.entries()) expect(warning).toMatchObject({ level: 40, requestId: `lookup-${n}`, path: "/graphql", operation: "LookupGuestOrder" });
    // The request's own line is written outside the operation: it names the operations in its own field.
    expect(lines.find((line) => line.msg === "request" && line.requestId === "lookup-0")).toMatchObject({ operationNames: ["LookupGuestOrder"] });
    expect(lines.find((line) => line.msg === "request" && line.requestId === "lookup-0")).not.toHaveProperty("operation");
  });
});
