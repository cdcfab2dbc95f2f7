import net from "node:net";
import { type TestDialect, createThrowawayDatabase, isCI, postgresUnavailableReason } from "@eb/commerce/testing/test-server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, isBuilt, startProductionServer } from "./testing/production-server.ts";

/**
 * The production server's standard output is its log: one JSON object a line (when it is not a
 * terminal, as here), whatever a visitor sends. Hostile and failing requests go to the real server
 * (needs `npm run build`), then every line it wrote is parsed. Asked for, the log is text instead.
 */
const postgresSkip = await postgresUnavailableReason();
if (postgresSkip && isCI()) throw new Error(postgresSkip);
const dialects: TestDialect[] = postgresSkip ? ["sqlite"] : ["sqlite", "postgres"];

const FORGED = '{"level":60,"msg":"forged"}';
const CSRF = { "x-graphql-csrf": "1" };

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  path?: string;
  method?: string;
  status?: number;
  operationNames?: (string | null)[];
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

describe.skipIf(!isBuilt).each(dialects)("production server log on %s", (dialect) => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  let server: ProductionServer;

  beforeAll(async () => {
    if (dialect === "postgres") database = await createThrowawayDatabase("eb_test", { seeded: true });
    server = await startProductionServer({
      // Reaches a render failure (`?__fault=render`) in a production build.
      env: { DATABASE_URL: database?.url ?? "", TEST_FAULTS: "true" },
    });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  }, 30_000);

  it("writes one JSON object a line, with the request id, the real path and the operation names, whatever is sent", async () => {
    const { base, port } = server;
    const hostileSort = `?sort=${encodeURIComponent(`\n${FORGED}`)}`;
    const graphql = (target: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${base}${target}`, { method: "POST", headers: { ...headers, "content-type": "application/json", ...CSRF }, body: JSON.stringify(body) });
    const shopQuery = "query ShopName { shop { name } }";

    const sent: { id: string; path: string; status?: number; operationNames?: (string | null)[]; run: (headers: Record<string, string>) => Promise<Response> }[] = [
      // Raw input quoted by a warning: the sort parameter of category and search pages.
      { id: "sort-category", path: "/category/2", run: (headers) => fetch(`${base}/category/2${hostileSort}`, { headers }) },
      { id: "sort-search", path: "/en/search/lavande", run: (headers) => fetch(`${base}/en/search/lavande${hostileSort}`, { headers }) },
      // A render failure, and a URL no route matches (both reported by React Router).
      { id: "render-fault", path: "/en/contact", status: 500, run: (headers) => fetch(`${base}/en/contact?__fault=render`, { headers }) },
      // A loader whose query the API refuses (a page number beyond GraphQL's Int, today): whatever its
      // answer, what it logs is structured.
      { id: "loader-input", path: "/category/1", run: (headers) => fetch(`${base}/category/1?page=99999999999999`, { headers }) },
      { id: "no-route", path: "/en/account/no/such/page", run: (headers) => fetch(`${base}/en/account/no/such/page`, { headers }) },
      // The API, mounted under two paths, single, batched and GET operations.
      { id: "graphql-one", path: "/graphql", operationNames: ["ShopName"], run: (headers) => graphql("/graphql", { query: shopQuery, operationName: "ShopName" }, headers) },
      {
        id: "graphql-batch",
        path: "/en/graphql",
        operationNames: ["ShopName", `Forged\n${FORGED}`, null],
        run: (headers) =>
          graphql(
            "/en/graphql",
            [
              { query: shopQuery, operationName: "ShopName" },
              { query: "query Forged { shop { name } }", operationName: `Forged\n${FORGED}` },
              { query: "{ shop { name } }" },
            ],
            headers,
          ),
      },
      {
        id: "graphql-get",
        path: "/en/graphql",
        operationNames: ["ShopName"],
        run: (headers) => fetch(`${base}/en/graphql?${new URLSearchParams({ query: shopQuery, operationName: "ShopName" })}`, { headers: { ...headers, ...CSRF } }),
      },
      { id: "graphql-bad-json", path: "/graphql", status: 400, run: (headers) => fetch(`${base}/graphql`, { method: "POST", headers: { ...headers, ...CSRF, "content-type": "application/json" }, body: `{"query": "${FORGED}` }) },
      // The browser's log queue: malformed, and well-formed with hostile content.
      { id: "client-log-bad", path: "/client-log-handler", status: 400, run: (headers) => fetch(`${base}/client-log-handler?client_id=abc`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: `{"logs":[\n${FORGED}` }) },
      {
        id: "client-log",
        path: "/en/client-log-handler",
        status: 204,
        run: (headers) =>
          fetch(`${base}/en/client-log-handler?client_id=abc`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ logs: [{ context: `x\n${FORGED}`, level: "error", message: `boom\n${FORGED}`, stack: `Error\n${FORGED}\n    at x` }] }),
          }),
      },
      // Media, known and unknown.
      { id: "media", path: "/media/product/ACC-MOUILLETTES-100.svg", status: 200, run: (headers) => fetch(`${base}/media/product/ACC-MOUILLETTES-100.svg`, { headers }) },
      { id: "media-unknown", path: "/media/product/NOPE%0A.svg", status: 404, run: (headers) => fetch(`${base}/media/product/NOPE%0A.svg`, { headers }) },
    ];
    for (const request of sent) {
      const response = await request.run({ "x-request-id": `log-test-${request.id}` });
      await response.arrayBuffer();
      if (request.status) expect(response.status, request.id).toBe(request.status);
    }
    // A request id that is not one (quotes, braces, a line break) is replaced, never written as sent.
    const raw = await rawRequest(port, `GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\nx-request-id: x"} ${FORGED}\r\nConnection: close\r\n\r\n`);
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    const replacedId = /x-request-id: ([\w-]+)/i.exec(raw)?.[1];
    expect(replacedId).toMatch(/^[0-9a-f-]{36}$/);
    // A line break inside a header value can only be a folded line (obsolete): refused or joined, never a log line.
    const folded = await rawRequest(port, `GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\nx-request-id: x\r\n ${FORGED}\r\nConnection: close\r\n\r\n`);
    expect(folded).toMatch(/^HTTP\/1\.1 \d{3}/);

    // The request lines are written when the responses close.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = server.log.filter((line) => line !== "");
    const parsed: LogLine[] = [];
    for (const line of lines) {
      let entry: unknown;
      try {
        entry = JSON.parse(line);
      } catch {
        entry = undefined;
      }
      expect(entry, `not a JSON log line: ${line.slice(0, 300)}`).toBeTypeOf("object");
      parsed.push(entry as LogLine);
    }
    expect(parsed.filter((entry) => entry.msg === "forged" || entry.level === 60)).toEqual([]);

    const requestLines = parsed.filter((entry) => entry.msg === "request");
    for (const request of sent) {
      const line = requestLines.find((entry) => entry.requestId === `log-test-${request.id}`);
      expect(line, `request line of ${request.id}`).toBeDefined();
      expect(line!.path, request.id).toBe(request.path);
      if (request.operationNames) expect(line!.operationNames, request.id).toEqual(request.operationNames);
      else expect(line!.operationNames, request.id).toBeUndefined();
    }
    expect(requestLines.find((entry) => entry.requestId === replacedId)?.path).toBe("/en/");

    // Everything else written for a request carries its id and path; a failure its stack as a field.
    const byRequest = (id: string) => parsed.filter((entry) => entry.requestId === `log-test-${id}` && entry.msg !== "request");
    for (const id of ["sort-category", "sort-search"]) {
      const [warning] = byRequest(id);
      expect(warning, id).toMatchObject({ level: 40, msg: "listing parameter ignored" });
      expect(JSON.stringify(warning)).toContain("forged");
    }
    const [failure] = byRequest("render-fault");
    expect(failure).toMatchObject({ level: 50, path: "/en/contact" });
    expect(failure.err?.stack).toContain("Test fault");
    expect(byRequest("client-log")).toMatchObject([{ level: 50, source: "client", path: "/en/client-log-handler" }]);
  }, 60_000);
});

describe.skipIf(!isBuilt)("production server start", () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer();
  }, 90_000);
  afterAll(async () => server?.stop(), 30_000);

  it("warms up before it listens: each page kind of both stores once, summed up in one line, none logged as a request", () => {
    const parsed = server.log.flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
    const warmed = parsed.findIndex((entry) => entry.msg === "warmed up");
    const listening = parsed.findIndex((entry) => entry.msg === "shop listening");
    expect(warmed).toBeGreaterThanOrEqual(0);
    expect(warmed).toBeLessThan(listening);
    const pages = parsed[warmed].pages as { path: string; status: number; ms: number }[];
    // Home, the first menu category, the newest product, a search and the cart, in each store.
    expect(pages).toHaveLength(10);
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/huiles-essentielles", "/cart", "/en", "/en/essential-oils", "/en/cart"]));
    for (const page of pages) expect(page, page.path).toMatchObject({ status: 200, ms: expect.any(Number) });
    // The only requests logged are the test's own readiness polls.
    expect(parsed.filter((entry) => entry.msg === "request" && pages.some((page) => page.path === entry.path))).toEqual([]);
  });
});

/** Sends bytes as they are (fetch refuses malformed headers) and returns the whole answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    // Written, not ended: the server closes the connection after its answer (Connection: close).
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    socket.setEncoding("latin1").on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe.skipIf(!isBuilt)("production server log as text (LOG_FORMAT=pretty)", () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer({ env: { LOG_FORMAT: "pretty" } });
  }, 90_000);
  afterAll(async () => server?.stop(), 30_000);

  it("writes a start-up summary and one short line a request, not JSON", async () => {
    await (await fetch(`${server.base}/en/contact`, { headers: { "x-request-id": "pretty-contact" } })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = server.log.filter((line) => line !== "");
    for (const line of lines) expect(() => JSON.parse(line), line).toThrow();
    expect(lines.join("\n")).toContain(`shop started: ${server.base}/ (fr-FR), ${server.base}/en (en-GB)`);
    expect(lines.find((line) => line.includes("pretty-contact"))).toMatch(/GET \/en\/contact 200 [\d.]+ ms/);
  }, 30_000);
});
