/**
 * Benchmarks (not part of `npm test`): `npm run bench` at the root builds, then runs this file.
 *
 * Starts the real production server on a fresh database, loads it with autocannon (the GraphQL
 * API and the two stores' home pages), weighs the JavaScript and CSS each page type loads, then
 * audits the four page types (home, category, product, search) with Lighthouse in Debian's
 * Chromium. Results are printed and written to bench/results/latest.json; budgets live in
 * docs/performance.md.
 *
 *   tsx run.ts [--only=api,pages,catalog,search,sitemap,cart,shopper,checkout,account,weight,lighthouse] [--duration=10] [--connections=10]
 *   DATABASE_URL=postgres://… tsx run.ts     (bench PostgreSQL instead of the embedded SQLite)
 *   tsx run.ts --stock-churn=N    (default 20; 0: none)
 *       The category and search load runs are measured while bench/stock-churn.ts changes the
 *       stock of random products, N a second, about half of them flipping availability, as a
 *       selling shop's orders do; every budgeted p95 is reported next to its budget.
 *   cart, shopper: each connection is a shopper with a session of its own holding a cart of 10
 *       lines (bench/shoppers.ts): `cart` measures adding to and updating their carts, reading a
 *       cart and the cart page; `shopper` the catalogue and search pages they browse meanwhile
 *       (shared pages, ADR 046), against the visitors' budgets.
 *   checkout (only when asked): the checkout page (`/checkout/`, `/en/checkout/`) for --connections
 *       shoppers whose carts hold 3 lines with e-mail, address and delivery set; then
 *       --connections buyers placing orders of three lines by bank transfer (bench/checkout.ts):
 *       the whole funnel (a new cart per order in the loop), then orders placed from carts made
 *       ready beforehand, alone and while --visitors (default 2) load new category pages; orders
 *       a second, placeOrder's p50/p95, the server's CPU per order, errors, the category page's
 *       p95, and stock checked against the orders (no oversell). Each phase lasts --duration s.
 *   sitemap: `/sitemap.xml` (every file of both stores) and the first and last product sitemap files
 *       (5,000 products each), gzipped as crawlers ask; the first answer of each (written from the
 *       database) is timed before the warm-up, then the answers under load (ADR 084).
 *   soak (only when asked): --soak-minutes (default 30) of mixed load at fixed rates (browsing and
 *       search ~50/s, ~5 orders/s, cart changes, sign-ins), then checks: no 5xx or failed request,
 *       every order once, no oversell, every confirmation delivered once, memory growth per
 *       process under 10 % after the warm-up; then a ramp of browsing (--ramp=25,50,…, --ramp-step
 *       seconds each) to the rate the shop no longer keeps up with (bench/soak.ts). With
 *       --topology=cluster, on two instances behind nginx (PostgreSQL: DATABASE_URL, else
 *       eb_bench_cluster; Redis: REDIS_URL) instead of the one machine. Answers over 1 s are
 *       counted by the minute they were sent in, so a stall says when it happened.
 *   account (only when asked): the account pages (dashboard, order list, an order with its
 *       shipment and invoice, the invoice, address book, information; fr and en) for --connections
 *       sessions of the demo customer, whose history holds 24 orders (bench/account.ts).
 * BENCH_LOG_LEVEL (default warn) is the log level of the shops the bench starts: `info` logs every
 *   request with its duration (which pages were slow, and when); one machine's log is the bench's
 *   output, the cluster instances' a file the bench names (`/tmp/eb-bench-cluster-*-instances.log`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { print } from "graphql";
import { SEARCH_SUGGESTIONS_QUERY, SUGGESTION_LIMIT } from "../packages/storefront/app/features/search/search-queries.ts";
import lighthouse from "lighthouse";
import { type PageWeight, measurePageWeights } from "./page-weight.ts";
import { newSearchPages } from "./search-pages.ts";
import { CHECKOUT_PAGE_BUDGET_MS, type CheckoutResult, checkoutShoppers, processTreeCpuMs, runCheckout } from "./checkout.ts";
import { CART_DOCUMENT, GRAPHQL_HEADERS, type Shopper, addThenUpdate, makeShoppers } from "./shoppers.ts";
import { ACCOUNT_PAGE_BUDGET_MS, type AccountBench, accountShoppers } from "./account.ts";
import { missingRequirements, prepareDatabase, startCluster, withoutPassword } from "../packages/storefront/server/cluster/cluster.ts";
import { SOAK_DEFAULTS, type SoakResult, type SoakTarget, describeSoak, mailDirOf, runRamp, runSoak } from "./soak.ts";

const root = path.resolve(import.meta.dirname, "..");
const resultsFile = path.join(import.meta.dirname, "results", "latest.json");

type Suite = "api" | "pages" | "catalog" | "search" | "sitemap" | "cart" | "shopper" | "checkout" | "account" | "weight" | "lighthouse" | "soak";
const SUITES: Suite[] = ["api", "pages", "catalog", "search", "sitemap", "cart", "shopper", "checkout", "account", "weight", "lighthouse", "soak"];
/**
 * Run when `--only` is not given: `checkout` and `account` place orders (stock taken), and `soak`
 * lasts half an hour, so they run only when asked.
 */
const DEFAULT_SUITES = SUITES.filter((suite) => suite !== "checkout" && suite !== "account" && suite !== "soak");

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}

const only = (option("only") ?? DEFAULT_SUITES.join(","))
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of only) {
  if (!SUITES.includes(name as Suite)) throw new Error(`Unknown suite "${name}"; use --only=${SUITES.join(",")}`);
}
const runs = (suite: Suite) => only.includes(suite);
/** The suites measured with stock changing alongside them when `--stock-churn` is given. */
const CHURNED_SUITES: Suite[] = ["catalog", "search", "shopper"];
const duration = Number(option("duration") ?? 10);
/**
 * Stock changes a second during the catalog and search load runs (`--stock-churn=N`, default 20:
 * a selling shop's stock changes while shoppers browse); `--stock-churn=0`: none.
 */
const churnOption = Number(option("stock-churn") ?? 20);
if (!(churnOption >= 0)) throw new Error("--stock-churn=N takes a number of stock changes a second (0: none).");
const stockChurnRate = churnOption > 0 && CHURNED_SUITES.some(runs) ? churnOption : undefined;
const connections = Number(option("connections") ?? 10);
/** Visitors loading category pages while the checkout suite's buyers place orders. */
const visitors = Number(option("visitors") ?? 2);
const port = Number(process.env.BENCH_PORT ?? 3300);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const baseUrl = `http://localhost:${port}`;
const databaseUrl = process.env.DATABASE_URL ?? "";

if (!fs.existsSync(path.join(root, "packages/storefront/build/server/index.js"))) {
  console.error("No production build: run `npm run build` first (or `npm run bench`, which builds).");
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, timeoutMs: number, exited?: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited?.()) throw new Error(`The process behind ${url} exited before it was ready.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** Sends SIGTERM to a detached child's process group, then SIGKILL if it has not gone in time. */
async function stop(child: ChildProcess, name: string, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  signalGroup("SIGTERM");
  const timedOut = await Promise.race([exited.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut) {
    console.warn(`${name} did not stop within ${graceMs / 1000} s; killing it.`);
    signalGroup("SIGKILL");
    await exited;
  }
}

// ---------------------------------------------------------------------------------------------
// The server under test: the production server exactly as `npm start` runs it, on a fresh database.

// BENCH_DATA_DIR reuses a prepared database (e.g. 100,000 products from `npm run seed -- --products
// 100000` with DATA_DIR set to it); it is never deleted. Otherwise a fresh demo shop is seeded.
const keepDataDir = Boolean(process.env.BENCH_DATA_DIR);
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "eb-bench-"));
const children: { child: ChildProcess; name: string }[] = [];

async function startServer(): Promise<ChildProcess> {
  const server = spawn("npm", ["run", "serve", "-w", "@eb/storefront"], {
    cwd: root,
    detached: true, // its own process group, so SIGTERM reaches npm, tsx and node alike
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      // The cart suite's writes say which shopper address they come from (X-Forwarded-For).
      TRUST_PROXY: "loopback",
    },
  });
  children.push({ child: server, name: "server" });
  const started = Date.now();
  // The first start migrates and seeds the database.
  await waitFor(`${baseUrl}/readyz`, 120_000, () => server.exitCode !== null);
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${databaseUrl ? "PostgreSQL" : "SQLite"})`);
  return server;
}

// ---------------------------------------------------------------------------------------------
// Load tests

interface Histogram {
  average: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  requests: Histogram & { total?: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}

interface LoadResult {
  name: string;
  suite: Suite;
  budgetMs?: number;
  method: string;
  path: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  requestsTotal: number;
  /** Latency in milliseconds: autocannon's p50, p97.5 and p99, and p95 (the budgets') from every response's time. */
  latencyMs: { average: number; p50: number; p95: number; p97_5: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Mutations the API refused (`success: false`): the run did not measure what it meant to. */
  refused?: number;
}

const SHOP_QUERY = "{ shop { id url baseUrl imageBaseUrl currentCurrency locale } }";

interface Target {
  name: string;
  suite: Suite;
  method: "GET" | "POST";
  path: string;
  /** Requests sent in turn instead of `path`/`body`, never one twice in a run (so no cache answers them). */
  rotation?: { path?: string; body?: string }[];
  headers?: Record<string, string>;
  body?: string;
  /** Its p95 budget in milliseconds (docs/performance.md), where it has one. */
  budgetMs?: number;
  /**
   * Each connection is one of these shoppers, sending its own session cookie (the target's
   * connections are then as many as there are shoppers).
   */
  shoppers?: Shopper[];
  /**
   * What each shopper sends in turn (mutations: bodies to `path`), measured per label, each
   * label its own result with its own budget (`budgets`); the answers must say `success: true`.
   */
  cycle?: (shopper: Shopper) => { label: string; body: string }[];
  budgets?: Record<string, number>;
}

const WARM_UP_SECONDS = 3;
/**
 * Pages that render on every request (a rotation of GET pages) warm up longer: V8 optimises the
 * render path only after a few hundred pages per process (CPU per search page, one process: 24 ms
 * over the first 160 pages, 16 ms over the next, 13–15 ms from about 500 on), and budgets are for
 * a running shop, not the first seconds after a restart (docs/performance.md, appendix).
 */
const RENDER_WARM_UP_SECONDS = 15;

/** The next request of a rotating target; the turn carries on from warm-up to measurement. */
const turns = new Map<Target, number>();
const nextInRotation = (target: Target, rotation: NonNullable<Target["rotation"]>) => {
  const turn = turns.get(target) ?? 0;
  turns.set(target, turn + 1);
  return rotation[turn % rotation.length];
};
/** Whether a rotating target ran out of variants (its later requests could be answered from a cache). */
const wrappedAround = (target: Target) => target.rotation !== undefined && (turns.get(target) ?? 0) > target.rotation.length;

/** Nearest-rank percentile of response times (milliseconds). */
const percentile = (times: number[], fraction: number) => {
  if (times.length === 0) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] * 100) / 100;
};

type AutocannonRun = Promise<AutocannonResult> & { on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };

/** Loads a target; `times` receives every response's time in ms (autocannon reports no p95). */
const fire = (target: Target, seconds: number, times?: number[]) => {
  if (target.shoppers) return fireShoppers(target, seconds, times && new Map([[target.name, times]]));
  const run = autocannon({
    url: baseUrl + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
    ...(target.rotation && {
      requests: [{ setupRequest: (request: { path: string; body?: string }) => ({ ...request, ...nextInRotation(target, target.rotation!) }) }],
    }),
  }) as Promise<AutocannonResult> & { on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };
  if (times) run.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  return run;
};

/** Documentation addresses (RFC 5737), 762 of them: each sends a few cart writes a minute at most. */
const forwardedAddresses = ["192.0.2", "198.51.100", "203.0.113"].flatMap((network) => Array.from({ length: 254 }, (_, host) => `${network}.${host + 1}`));
let forwardedTurn = 0;

/** Refused mutations per target in the current run (`cycle` targets). */
const refusals = new Map<Target, number>();

/**
 * Loads a target whose connections are shoppers: one autocannon run of one connection per
 * shopper, all at once, each sending its own session cookie (autocannon gives a connection no
 * state of its own). `times` receives every response's time by label (the target's name, or the
 * cycle's labels: one connection answers in the order it asked).
 */
async function fireShoppers(target: Target, seconds: number, times?: Map<string, number[]>): Promise<AutocannonResult> {
  const results = await Promise.all(
    target.shoppers!.map((shopper) => {
      const headers = { ...target.headers, cookie: shopper.cookie };
      const cycle = target.cycle?.(shopper);
      const refused = (_status: number, body: string) => {
        if (!body.includes('"success":true')) refusals.set(target, (refusals.get(target) ?? 0) + 1);
      };
      // Cart writes are limited per client address (600 a minute, against floods): ten connections
      // as fast as they can go are not ten shoppers, so each write comes from the next address of
      // a pool (the server believes X-Forwarded-For from the bench: TRUST_PROXY=loopback). The
      // limiter is still asked every time, so its cost is measured; it just never refuses.
      const nextAddress = () => ({ "x-forwarded-for": forwardedAddresses[forwardedTurn++ % forwardedAddresses.length] });
      const requests = cycle
        ? cycle.map(({ body }) => ({
            method: target.method,
            path: target.path,
            body,
            setupRequest: (request: { path: string; body?: string }) => ({ ...request, headers: { ...headers, ...nextAddress() } }),
            onResponse: refused,
          }))
        : [{ setupRequest: (request: { path: string; body?: string }) => ({ ...request, headers, ...(target.rotation && nextInRotation(target, target.rotation)) }) }];
      const run = autocannon({ url: baseUrl + target.path, method: target.method, headers, body: target.body, connections: 1, duration: seconds, requests }) as AutocannonRun;
      let turn = 0;
      if (times) {
        run.on("response", (_client, _status, _bytes, ms) => {
          const label = cycle ? cycle[turn++ % cycle.length].label : target.name;
          if (!times.has(label)) times.set(label, []);
          times.get(label)!.push(ms);
        });
      }
      return run;
    }),
  );
  const sum = (pick: (result: AutocannonResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const worst = (pick: (result: AutocannonResult) => number) => Math.max(...results.map(pick));
  return {
    requests: { average: sum((result) => result.requests.average), total: sum((result) => result.requests.total ?? 0), p50: 0, p97_5: 0, p99: 0, max: 0 },
    latency: { average: 0, p50: 0, p97_5: 0, p99: 0, max: worst((result) => result.latency.max) },
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    non2xx: sum((result) => result.non2xx),
    duration: worst((result) => result.duration),
  };
}

/**
 * Every target is checked and loaded once before any is measured, so no measurement pays for
 * one-off work (JIT compilation, first-use caches) that another target happened to trigger first.
 */
async function warmUp(targets: Target[]): Promise<void> {
  for (const target of targets) {
    const cookie = target.shoppers?.[0]?.cookie;
    const body = target.cycle && target.shoppers ? target.cycle(target.shoppers[0])[0].body : target.body;
    const probe = await fetch(baseUrl + target.path, { method: target.method, headers: { ...target.headers, ...(cookie && { cookie }) }, body });
    if (!probe.ok) throw new Error(`${target.method} ${target.path} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
    await fire(target, target.rotation && target.method === "GET" ? RENDER_WARM_UP_SECONDS : WARM_UP_SECONDS);
  }
}

async function load(target: Target): Promise<LoadResult[]> {
  const times = new Map<string, number[]>([[target.name, []]]);
  refusals.delete(target);
  const result = target.shoppers ? await fireShoppers(target, duration, times) : await fire(target, duration, times.get(target.name));
  const round = (value: number) => Math.round(value * 100) / 100;
  const measured = target.cycle ? [...times].filter(([label]) => label !== target.name) : [[target.name, times.get(target.name)!] as const];
  return measured.map(([label, labelTimes]) => {
    const name = target.cycle ? `${label}: ${target.name}` : target.name;
    // Shoppers' runs are one autocannon run per connection: their latencies come from the responses' times.
    const ownTimes = target.shoppers !== undefined;
    const share = target.cycle ? labelTimes.length / [...times.values()].reduce((total, list) => total + list.length, 0) : 1;
    const summary: LoadResult = {
      name,
      suite: target.suite,
      budgetMs: target.cycle ? target.budgets?.[label] : target.budgetMs,
      method: target.method,
      path: target.path,
      connections: target.shoppers?.length ?? connections,
      durationSeconds: result.duration,
      requestsPerSecond: round(result.requests.average * share),
      requestsTotal: Math.round((result.requests.total ?? result.requests.average * result.duration) * share),
      latencyMs: {
        average: ownTimes ? round(labelTimes.reduce((total, ms) => total + ms, 0) / Math.max(1, labelTimes.length)) : round(result.latency.average),
        p50: ownTimes ? percentile(labelTimes, 0.5) : result.latency.p50,
        p95: percentile(labelTimes, 0.95),
        p97_5: ownTimes ? percentile(labelTimes, 0.975) : result.latency.p97_5,
        p99: ownTimes ? percentile(labelTimes, 0.99) : result.latency.p99,
        max: ownTimes ? percentile(labelTimes, 1) : result.latency.max,
      },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      ...(target.cycle && { refused: refusals.get(target) ?? 0 }),
    };
    const { latencyMs: latency } = summary;
    console.log(
      `${name.padEnd(28)} ${String(summary.requestsPerSecond).padStart(8)} req/s   ` +
        `p50 ${latency.p50} ms  p95 ${latency.p95} ms  p97.5 ${latency.p97_5} ms  p99 ${latency.p99} ms   ` +
        `errors ${summary.errors}  timeouts ${summary.timeouts}  non-2xx ${summary.non2xx}` +
        (summary.refused === undefined ? "" : `  refused ${summary.refused}`),
    );
    if (summary.refused) console.warn(`  (${summary.refused} mutations refused: not the work this target means to measure)`);
    if (wrappedAround(target)) console.warn(`  (ran out of variants: some requests were repeats, so this measure is too kind)`);
    return summary;
  });
}

// A browser asks for HTML and accepts gzip; the server compresses, so that cost is measured too.
const pageHeaders = { accept: "text/html", "accept-encoding": "gzip" };

const TARGETS: Target[] = [
  {
    name: "POST /graphql ShopQuery",
    suite: "api",
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
    body: JSON.stringify({ query: SHOP_QUERY }),
  },
  { name: "GET / (fr-FR home, SSR)", suite: "pages", method: "GET", path: "/", headers: pageHeaders },
  { name: "GET /en/ (en-GB home, SSR)", suite: "pages", method: "GET", path: "/en/", headers: pageHeaders },
];

/** p95 budgets of the catalog and search suites (docs/performance.md). */
const CATEGORY_PAGE_BUDGET_MS = 150;
const PRODUCT_PAGE_BUDGET_MS = 80;
const SEARCH_PAGE_BUDGET_MS = 150;
const SUGGESTIONS_BUDGET_MS = 30;

/** p95 budget of the sitemap suite (docs/performance.md): the index and a product sitemap at 100,000 products. */
const SITEMAP_BUDGET_MS = 200;

/** The first answers of the sitemap files, written from the database (no file kept yet). */
const sitemapFirstAnswers: { path: string; ms: number; bytes: number }[] = [];

/** The sitemap index and the first and last product files of the French store, each timed once cold first. */
async function sitemapTargets(): Promise<Target[]> {
  const timed = async (target: string) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${target}`, { headers: { "accept-encoding": "gzip" } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${target}: ${response.status}`);
    const ms = Math.round(performance.now() - started);
    sitemapFirstAnswers.push({ path: target, ms, bytes: Buffer.byteLength(body) });
    console.log(`sitemap: first answer of ${target} in ${ms} ms (${Math.round(Buffer.byteLength(body) / 1024)} KiB of XML)`);
    return body;
  };
  const index = await timed("/sitemap.xml");
  const productFiles = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/fr-products-\d+\.xml)<\/loc>/g)].map((match) => match[1]);
  if (productFiles.length === 0) throw new Error("sitemap: the index lists no product file");
  const first = productFiles[0];
  const last = productFiles[productFiles.length - 1];
  for (const file of new Set([first, last])) await timed(file);
  const headers = { "accept-encoding": "gzip" };
  return [
    { name: `GET /sitemap.xml (${productFiles.length} product files a store)`, suite: "sitemap", method: "GET", path: "/sitemap.xml", headers, budgetMs: SITEMAP_BUDGET_MS },
    { name: `GET ${first}`, suite: "sitemap", method: "GET", path: first, headers, budgetMs: SITEMAP_BUDGET_MS },
    { name: `GET ${last}`, suite: "sitemap", method: "GET", path: last, headers, budgetMs: SITEMAP_BUDGET_MS },
  ];
}

/**
 * The catalogue's heaviest pages: the largest top category (with facets) and one of its products;
 * and, with shoppers, the same pages as they browse them (each connection a session holding a
 * cart). Shoppers' pages rendered anew are other pages than the visitors' (other sorts, other
 * products), so neither run is served what the other stored.
 */
async function catalogTargets(shoppers?: Shopper[]): Promise<Target[]> {
  const ask = async (query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const { categories } = (await ask("{ categories { id } }")) as { categories: { id: string }[] };
  let largest = { id: categories[0].id, total: -1, sku: "" };
  for (const { id } of categories) {
    const { category } = (await ask("query($id: ID!) { category(id: $id) { products(input: { pageLength: 1 }) { total products { sku } } } }", { id })) as {
      category: { products: { total: number; products: { sku: string }[] } };
    };
    if (category.products.total > largest.total) largest = { id, total: category.products.total, sku: category.products.products[0]?.sku ?? "" };
  }
  console.log(`catalogue: category ${largest.id} has ${largest.total} products; product ${largest.sku}`);
  const listing = {
    query: LISTING_QUERY,
    variables: { id: largest.id, input: { page: 2, pageLength: 18, sort: { field: "price", direction: "asc" } } },
  };
  const categoryPath = (page: number, pageLength: number, sort?: string) =>
    `/category/${largest.id}?page=${page}${pageLength === 18 ? "" : `&pageLength=${pageLength}`}${sort ? `&sort=${encodeURIComponent(sort)}` : ""}`;
  // Pages nobody has asked for yet: every sort, every page, both page sizes (the page cache cannot help).
  const categoryPathsSorted = (sorts: (string | undefined)[]) =>
    [18, 36].flatMap((pageLength) =>
      sorts.flatMap((sort) => Array.from({ length: Math.min(400, Math.ceil(largest.total / pageLength)) }, (_, index) => categoryPath(index + 1, pageLength, sort))),
    );
  const categoryPaths = categoryPathsSorted([undefined, '{"field":"price","direction":"asc"}', '{"field":"name","direction":"asc"}', '{"field":"newest","direction":"desc"}']);
  const shopperCategoryPaths = categoryPathsSorted(['{"field":"price","direction":"desc"}', '{"field":"name","direction":"desc"}', '{"field":"newest","direction":"asc"}']);
  // The first 4,000 for visitors, the next 4,000 for shoppers (halves in a smaller catalogue).
  const productPaths: string[] = [];
  for (let page = 1; productPaths.length < (shoppers ? 8000 : 4000) && page <= Math.ceil(largest.total / 100); page++) {
    const { category } = (await ask("query($id: ID!, $page: Int) { category(id: $id) { products(input: { pageLength: 100, page: $page }) { products { sku } } } }", {
      id: largest.id,
      page,
    })) as { category: { products: { products: { sku: string }[] } } };
    productPaths.push(...category.products.products.map(({ sku }) => `/product/${encodeURIComponent(sku)}`).filter((path) => path !== `/product/${encodeURIComponent(largest.sku)}`));
  }
  const visitorProducts = shoppers ? Math.min(4000, Math.floor(productPaths.length / 2)) : productPaths.length;
  const visitors: Target[] = [
    {
      name: `GET /category/${largest.id} (${largest.total} products, SSR)`,
      suite: "catalog",
      method: "GET",
      path: `/category/${largest.id}`,
      headers: pageHeaders,
      budgetMs: CATEGORY_PAGE_BUDGET_MS,
    },
    {
      name: "GET category, sorted by price, page 3 (SSR)",
      suite: "catalog",
      method: "GET",
      path: `/category/${largest.id}?sort=${encodeURIComponent(JSON.stringify({ field: "price", direction: "asc" }))}&page=3`,
      headers: pageHeaders,
      budgetMs: CATEGORY_PAGE_BUDGET_MS,
    },
    {
      name: "GET category, a new page each time (SSR, renders)",
      suite: "catalog",
      method: "GET",
      path: categoryPaths[0],
      rotation: categoryPaths.slice(1).map((path) => ({ path })),
      headers: pageHeaders,
      budgetMs: CATEGORY_PAGE_BUDGET_MS,
    },
    {
      name: "POST /graphql category listing with facets",
      suite: "catalog",
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      body: JSON.stringify(listing),
    },
    {
      name: `GET /product/${largest.sku} (SSR)`,
      suite: "catalog",
      method: "GET",
      path: `/product/${encodeURIComponent(largest.sku)}`,
      headers: pageHeaders,
      budgetMs: PRODUCT_PAGE_BUDGET_MS,
    },
    {
      name: "GET a new product each time (SSR, renders)",
      suite: "catalog",
      method: "GET",
      path: productPaths[0],
      rotation: productPaths.slice(1, visitorProducts).map((path) => ({ path })),
      headers: pageHeaders,
      budgetMs: PRODUCT_PAGE_BUDGET_MS,
    },
  ];
  if (!shoppers) return visitors;
  const shopperProducts = productPaths.slice(visitorProducts);
  const asShoppers: Target[] = [
    {
      name: `shoppers: GET /category/${largest.id} (SSR)`,
      suite: "shopper",
      method: "GET",
      path: `/category/${largest.id}`,
      headers: pageHeaders,
      shoppers,
      budgetMs: CATEGORY_PAGE_BUDGET_MS,
    },
    {
      name: "shoppers: GET category, sorted by price, page 3 (SSR)",
      suite: "shopper",
      method: "GET",
      path: `/category/${largest.id}?sort=${encodeURIComponent(JSON.stringify({ field: "price", direction: "asc" }))}&page=3`,
      headers: pageHeaders,
      shoppers,
      budgetMs: CATEGORY_PAGE_BUDGET_MS,
    },
    {
      name: "shoppers: GET category, a new page each time (SSR, renders)",
      suite: "shopper",
      method: "GET",
      path: shopperCategoryPaths[0],
      rotation: shopperCategoryPaths.slice(1).map((path) => ({ path })),
      headers: pageHeaders,
      shoppers,
      budgetMs: CATEGORY_PAGE_BUDGET_MS,
    },
    {
      name: `shoppers: GET /product/${largest.sku} (SSR)`,
      suite: "shopper",
      method: "GET",
      path: `/product/${encodeURIComponent(largest.sku)}`,
      headers: pageHeaders,
      shoppers,
      budgetMs: PRODUCT_PAGE_BUDGET_MS,
    },
    {
      name: "shoppers: GET a new product each time (SSR, renders)",
      suite: "shopper",
      method: "GET",
      path: shopperProducts[0],
      rotation: shopperProducts.slice(1).map((path) => ({ path })),
      headers: pageHeaders,
      shoppers,
      budgetMs: PRODUCT_PAGE_BUDGET_MS,
    },
  ];
  return [...visitors, ...asShoppers];
}

/**
 * Search as shoppers use it: a popular query's page, queries nobody typed before, and suggestions
 * as they type; with shoppers, the pages again as shoppers with a cart browse them (their new
 * searches are the second half of the rotation, the visitors' the first).
 */
function searchTargets(shoppers?: Shopper[]): Target[] {
  const { words, qualifiers, paths: searchPaths } = newSearchPages();
  // Texts as typed, letter by letter, as far as a second word begun: distinct texts every time.
  const prefixesOf = (word: string) => [2, 3, 4, 5, 6, 7].filter((length) => length <= word.length).map((length) => word.slice(0, length));
  const seconds = [...words, ...qualifiers.filter(Boolean)].flatMap((word) => [1, 2, 3, 4].map((length) => word.slice(0, length)));
  const firsts = words.flatMap((word) => prefixesOf(word).filter((prefix) => prefix.length >= 4));
  // And a third word begun after two whole ones ("lavande vraie fl"): enough texts for ~2,000 req/s.
  const thirds = words.flatMap((word) => qualifiers.filter(Boolean).flatMap((qualifier) => seconds.map((third) => `${word} ${qualifier} ${third}`)));
  const typed = [...new Set([...words.flatMap(prefixesOf), ...firsts.flatMap((first) => seconds.map((second) => `${first} ${second}`)), ...thirds])];
  // Shuffled (a fixed permutation), so a run does not type one word's variants in a row.
  const suggestionBodies = typed
    .map((text, index) => ({ text, order: (index * 7919) % typed.length }))
    .sort((a, b) => a.order - b.order)
    .map(({ text }) => JSON.stringify({ query: SUGGEST_QUERY, variables: { query: text, limit: SUGGESTION_LIMIT } }));
  // Each text in both stores (French and English documents are distinct indexes).
  const suggestions = ["/graphql", "/en/graphql"].flatMap((path) => suggestionBodies.map((body) => ({ path, body })));
  const graphqlHeaders = { "content-type": "application/json", "x-graphql-csrf": "1" };
  const half = Math.floor(searchPaths.length / 2);
  const asShoppers: Target[] = shoppers
    ? [
        { name: "shoppers: GET /search/lavande (SSR)", suite: "shopper", method: "GET", path: "/search/lavande", headers: pageHeaders, shoppers, budgetMs: SEARCH_PAGE_BUDGET_MS },
        {
          name: "shoppers: GET a new search each time (SSR, renders)",
          suite: "shopper",
          method: "GET",
          path: searchPaths[half],
          rotation: searchPaths.slice(half + 1).map((path) => ({ path })),
          headers: pageHeaders,
          shoppers,
          budgetMs: SEARCH_PAGE_BUDGET_MS,
        },
      ]
    : [];
  return [
    ...asShoppers,
    { name: "GET /search/lavande (SSR)", suite: "search", method: "GET", path: "/search/lavande", headers: pageHeaders, budgetMs: SEARCH_PAGE_BUDGET_MS },
    {
      name: "GET a new search each time (SSR, renders)",
      suite: "search",
      method: "GET",
      path: searchPaths[0],
      rotation: searchPaths.slice(1, half).map((path) => ({ path })),
      headers: pageHeaders,
      budgetMs: SEARCH_PAGE_BUDGET_MS,
    },
    {
      name: "POST /graphql suggestions, one prefix",
      suite: "search",
      method: "POST",
      path: "/graphql",
      headers: graphqlHeaders,
      body: JSON.stringify({ query: SUGGEST_QUERY, variables: { query: "lav", limit: SUGGESTION_LIMIT } }),
      budgetMs: SUGGESTIONS_BUDGET_MS,
    },
    {
      name: "POST /graphql suggestions, new text each time",
      suite: "search",
      method: "POST",
      path: "/graphql",
      headers: graphqlHeaders,
      body: suggestionBodies[0],
      rotation: suggestions.slice(1),
      budgetMs: SUGGESTIONS_BUDGET_MS,
    },
  ];
}

/**
 * The checkout page as shoppers arrive at it: each connection a shopper whose cart holds 3 lines
 * with the e-mail, address and delivery set (rendered for each request: it is personal).
 */
function checkoutTargets(shoppers: Shopper[]): Target[] {
  return [
    { name: "GET /checkout/ (3 lines, details set, SSR)", suite: "checkout", method: "GET", path: "/checkout/", headers: pageHeaders, shoppers, budgetMs: CHECKOUT_PAGE_BUDGET_MS },
    { name: "GET /en/checkout/ (3 lines, details set, SSR)", suite: "checkout", method: "GET", path: "/en/checkout/", headers: pageHeaders, shoppers, budgetMs: CHECKOUT_PAGE_BUDGET_MS },
  ];
}

/**
 * The account area as a signed-in customer uses it: each connection a session of the demo
 * customer (24 orders, half of them shipped and invoiced; 8 products in a shared wishlist); every
 * page rendered for each request (the shared list's too: it is never stored).
 */
function accountTargets(account: AccountBench): Target[] {
  const { orderId, invoiceId } = account.shippedOrder;
  const pages = [
    "/user/",
    "/user/orders/",
    `/user/orders/${orderId}/`,
    `/user/orders/${orderId}/invoice/${encodeURIComponent(invoiceId)}/`,
    "/user/address-book",
    "/user/information",
    "/en/user/orders/",
    `/user/orders/${orderId}/returns/create`,
    `/user/orders/${orderId}/refunds`,
    "/user/returns",
    "/user/store-credit",
    "/user/wishlist",
    `/wishlist/share/${account.wishlistShareCode}/`,
  ];
  return pages.map((page) => ({
    name: `GET ${page.replace(orderId, ":orderId").replace(encodeURIComponent(invoiceId), ":invoiceId").replace(account.wishlistShareCode, ":shareCode")} (signed in, SSR)`,
    suite: "account" as const,
    method: "GET" as const,
    path: page,
    headers: pageHeaders,
    shoppers: account.shoppers,
    budgetMs: ACCOUNT_PAGE_BUDGET_MS,
  }));
}

/** p95 budgets of the cart suite (issue 19). */
const ADD_TO_CART_BUDGET_MS = 25;
const CART_PAGE_BUDGET_MS = 80;

/**
 * The cart as shoppers use it, each connection a shopper with a cart of 10 lines: adding one more
 * of a line and setting it back (each measured apart), reading the cart as the mini-cart does,
 * and the cart page (rendered for each request with the session: it is personal, ADR 046).
 */
function cartTargets(shoppers: Shopper[]): Target[] {
  return [
    {
      name: "POST /graphql, 10 shoppers, carts of 10 lines",
      suite: "cart",
      method: "POST",
      path: "/graphql",
      headers: GRAPHQL_HEADERS,
      shoppers,
      cycle: addThenUpdate,
      budgets: { addToCart: ADD_TO_CART_BUDGET_MS },
    },
    {
      name: "POST /graphql CartQuery (10 lines)",
      suite: "cart",
      method: "POST",
      path: "/graphql",
      headers: GRAPHQL_HEADERS,
      body: JSON.stringify({ query: CART_DOCUMENT }),
      shoppers,
    },
    { name: "GET /cart (10 lines, SSR)", suite: "cart", method: "GET", path: "/cart", headers: pageHeaders, shoppers, budgetMs: CART_PAGE_BUDGET_MS },
    { name: "GET /en/cart (10 lines, SSR)", suite: "cart", method: "GET", path: "/en/cart", headers: pageHeaders, shoppers, budgetMs: CART_PAGE_BUDGET_MS },
  ];
}

/** Exactly what the header's search box asks as the shopper types. */
const SUGGEST_QUERY = print(SEARCH_SUGGESTIONS_QUERY);

const LISTING_QUERY = `query Listing($id: ID!, $input: ListingInput) {
  category(id: $id) {
    id name
    products(input: $input) {
      total page pageCount
      products { sku name path imageUrl botanical_name is_organic stock { isInStock } prices { minPrice { priceInclTax { amount currency } } finalPrice { priceInclTax { amount currency } } } }
      facets { code label buckets { value label docCount } }
      priceRanges { name value docCount }
      sortFields { field label }
    }
  }
}`;

// ---------------------------------------------------------------------------------------------
// Stock changes alongside the catalog and search load runs (`--stock-churn`).

/** The summary bench/stock-churn.ts prints last (`stock churn: {…}`). */
interface StockChurnSummary {
  rateWanted: number;
  changes: number;
  flips: number;
  failures: number;
  seconds: number;
  rateReached: number;
  changeMs: { p50: number; p95: number; max: number };
  restored: number;
}

/**
 * Starts bench/stock-churn.ts on the server's database, in its own process (as another server
 * process or an operator's command would change stock), and resolves once it is changing stock.
 * `stop` ends it (it puts every quantity back) and gives its summary.
 */
async function startStockChurn(rate: number): Promise<{ stop(): Promise<StockChurnSummary | undefined> }> {
  const churn = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "stock-churn.ts"), `--rate=${rate}`, "--duration=86400"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
  });
  children.push({ child: churn, name: "stock churn" });
  let summary: StockChurnSummary | undefined;
  const started = new Promise<void>((resolve, reject) => {
    let pending = "";
    churn.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        console.log(line);
        if (line.startsWith("stock churn: {")) summary = JSON.parse(line.slice("stock churn: ".length)) as StockChurnSummary;
        else if (line.startsWith("stock churn: ")) resolve();
      }
    });
    churn.once("exit", (code) => reject(new Error(`bench/stock-churn.ts exited (${code}) before changing any stock.`)));
  });
  await started;
  return {
    async stop() {
      await stop(churn, "stock churn", 60_000);
      return summary;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The four page types a shopper lands on, weighed and audited by Lighthouse.

/** Home, the first category of the seeded catalogue that has products, its first product, and a search. */
async function pageTypes(): Promise<{ name: string; path: string }[]> {
  const ask = async (query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const { categories } = (await ask("{ categories { id } }")) as { categories: { id: string }[] };
  for (const { id } of categories) {
    const { category } = (await ask("query($id: ID!) { category(id: $id) { products(input: { pageLength: 1 }) { products { sku } } } }", { id })) as {
      category: { products: { products: { sku: string }[] } };
    };
    const sku = category.products.products[0]?.sku;
    if (sku) {
      return [
        { name: "home", path: "/" },
        { name: "category", path: `/category/${id}` },
        { name: "product", path: `/product/${encodeURIComponent(sku)}` },
        { name: "search", path: "/search/lavande" },
      ];
    }
  }
  throw new Error("No category with products: the page types cannot be chosen.");
}

// ---------------------------------------------------------------------------------------------
// Lighthouse in Debian's Chromium, launched here (no chrome-launcher needed).

interface LighthouseResult {
  url: string;
  formFactor: string;
  scores: Record<string, number | null>;
  metrics: Record<string, number | undefined>;
}

async function startChromium(debuggingPort: number): Promise<ChildProcess> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "eb-bench-chromium-"));
  const browser = spawn(
    chromePath,
    [
      "--headless",
      `--remote-debugging-port=${debuggingPort}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { detached: true, stdio: "ignore" },
  );
  children.push({ child: browser, name: "chromium" });
  browser.once("exit", () => fs.rmSync(profile, { recursive: true, force: true }));
  await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`, 30_000, () => browser.exitCode !== null);
  return browser;
}

/** Lighthouse mobile performance score every page type must reach (docs/performance.md). */
const LIGHTHOUSE_PERFORMANCE_BUDGET = 90;

async function audit(pagePath: string): Promise<LighthouseResult> {
  const debuggingPort = port + 1;
  const browser = await startChromium(debuggingPort);
  try {
    const runnerResult = await lighthouse(baseUrl + pagePath, {
      port: debuggingPort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!runnerResult) throw new Error("Lighthouse returned no result.");
    const { lhr } = runnerResult;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [id, category.score === null ? null : Math.round(category.score * 100)]),
    );
    const metric = (id: string) => lhr.audits[id]?.numericValue;
    const result: LighthouseResult = {
      url: lhr.finalDisplayedUrl,
      formFactor: lhr.configSettings.formFactor,
      scores,
      metrics: {
        firstContentfulPaintMs: metric("first-contentful-paint"),
        largestContentfulPaintMs: metric("largest-contentful-paint"),
        totalBlockingTimeMs: metric("total-blocking-time"),
        cumulativeLayoutShift: metric("cumulative-layout-shift"),
        speedIndexMs: metric("speed-index"),
      },
    };
    console.log(
      `lighthouse ${pagePath} (${result.formFactor})   ` +
        Object.entries(scores)
          .map(([id, score]) => `${id} ${score ?? "n/a"}`)
          .join("  ") +
        `   performance budget ${LIGHTHOUSE_PERFORMANCE_BUDGET}: ${(scores.performance ?? 0) >= LIGHTHOUSE_PERFORMANCE_BUDGET ? "met" : "MISSED"}`,
    );
    const failing = Object.values(lhr.audits).filter(
      (entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode === "binary",
    );
    for (const entry of failing) console.log(`  failed audit: ${entry.id} (${entry.title})`);
    return result;
  } finally {
    await stop(browser, "chromium", 5_000);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const server = await startServer();
  const load_: LoadResult[] = [];
  let stockChurn: StockChurnSummary | undefined;
  let weights: PageWeight[] | undefined;
  const lighthouseResults: LighthouseResult[] = [];

  // Shoppers, each a session of its own with a cart of 10 lines: one a connection.
  const shoppers = runs("cart") || runs("shopper") ? await makeShoppers(baseUrl, connections, 10) : undefined;
  if (shoppers) console.log(`shoppers: ${shoppers.length} sessions, each with a cart of ${shoppers[0].lines.length} lines`);
  const shopping = runs("shopper") ? shoppers : undefined;
  const arriving = runs("checkout") ? await checkoutShoppers(baseUrl, connections, { dataDir, databaseUrl }) : undefined;
  const account = runs("account") ? await accountShoppers(baseUrl, connections, { dataDir, databaseUrl }) : undefined;
  const targets = [
    ...TARGETS,
    ...(runs("catalog") || shopping ? await catalogTargets(shopping) : []),
    ...searchTargets(shopping),
    ...(runs("sitemap") ? await sitemapTargets() : []),
    ...(shoppers ? cartTargets(shoppers) : []),
    ...(arriving ? checkoutTargets(arriving) : []),
    ...(account ? accountTargets(account) : []),
  ].filter((target) => runs(target.suite));
  if (targets.length) {
    console.log(`\nwarm-up: ${WARM_UP_SECONDS} s per target, ${RENDER_WARM_UP_SECONDS} s for pages that render every time`);
    await warmUp(targets);
    console.log(`autocannon: ${connections} connections, ${duration} s per target\n`);
    let churn: Awaited<ReturnType<typeof startStockChurn>> | undefined;
    for (const target of targets) {
      if (stockChurnRate !== undefined && !churn && !stockChurn && CHURNED_SUITES.includes(target.suite)) churn = await startStockChurn(stockChurnRate);
      // The cart and checkout suites (last) run without the churn: a line whose product it empties is refused, not measured.
      if (churn && !CHURNED_SUITES.includes(target.suite) && (target.suite === "cart" || target.suite === "checkout" || target.suite === "account")) {
        stockChurn = await churn.stop();
        churn = undefined;
      }
      load_.push(...(await load(target)));
    }
    stockChurn = (await churn?.stop()) ?? stockChurn;
    const budgeted = load_.filter((result) => result.budgetMs !== undefined);
    if (budgeted.length) {
      const churned = stockChurnRate === undefined ? "" : ` (*: with ${stockChurnRate} stock changes a second; reached ${stockChurn?.rateReached ?? "?"}/s, ${stockChurn?.flips ?? "?"} flips)`;
      console.log(`\np95 against its budget${churned}:`);
      for (const result of budgeted) {
        const met = result.latencyMs.p95 < result.budgetMs! ? "met" : "MISSED";
        const mark = stockChurnRate !== undefined && CHURNED_SUITES.includes(result.suite) ? "*" : " ";
        console.log(`${mark} ${result.name.padEnd(52)} p95 ${String(result.latencyMs.p95).padStart(7)} ms   budget < ${result.budgetMs} ms   ${met}`);
      }
    }
  }
  let checkout: CheckoutResult | undefined;
  if (runs("checkout")) {
    console.log(`\ncheckout: ${connections} buyers placing orders of 3 lines by bank transfer, ${duration} s a phase`);
    checkout = await runCheckout(baseUrl, { buyers: connections, seconds: duration, visitors, dataDir, databaseUrl, serverCpuMs: () => processTreeCpuMs(server.pid!) });
    console.log(`  oversold ${checkout.oversold.length ? checkout.oversold.join(" ") : "none"}`);
    const phases = [checkout.funnel, checkout.prepared, checkout.preparedWithVisitors];
    if (phases.some((phase) => phase.errors || phase.outOfStock) || checkout.oversold.length) throw new Error("checkout: errors, stock run out or oversell (see above)");
    console.log(`\norders a second against the 100 wanted (ready carts):`);
    for (const [name, phase] of [["alone", checkout.prepared], [`${visitors} visitors browsing`, checkout.preparedWithVisitors]] as const) {
      console.log(`  ${name.padEnd(22)} ${String(phase.ordersPerSecond).padStart(6)}/s   ${phase.ordersPerSecond >= 100 ? "met" : "MISSED"}`);
    }
  }
  let soak: { result: SoakResult; ramp: Awaited<ReturnType<typeof runRamp>> } | undefined;
  if (runs("soak")) {
    const minutes = Number(option("soak-minutes") ?? 30);
    const cluster = option("topology") === "cluster" ? await startSoakCluster() : undefined;
    const target: SoakTarget = cluster?.target ?? {
      name: `one machine, ${databaseUrl ? "PostgreSQL" : "SQLite"}`,
      baseUrl,
      dataDir,
      databaseUrl,
      mailDirs: [mailDirOf(dataDir)],
      rootPids: () => [server.pid!],
    };
    if (cluster) stopCluster = cluster.stop;
    console.log(`\nsoak: ${minutes} min of mixed load (${JSON.stringify(SOAK_DEFAULTS)})`);
    const result = await runSoak(target, { ...SOAK_DEFAULTS, seconds: minutes * 60, warmUpSeconds: Math.min(300, minutes * 10) });
    for (const line of describeSoak(result)) console.log(line);
    const rates = (option("ramp") ?? "25,50,100,150,200,300,400,600").split(",").map(Number);
    console.log(`\nramp: browsing at ${rates.join(", ")} a second, ${option("ramp-step") ?? 30} s each, orders and the rest at their soak rates`);
    const ramp = await runRamp(target, { stepSeconds: Number(option("ramp-step") ?? 30), rates });
    console.log(`  capacity: ${ramp.capacity} browsing requests a second kept up with`);
    soak = { result, ramp };
    await cluster?.stop();
    stopCluster = undefined;
  }
  const pages = runs("weight") || runs("lighthouse") ? await pageTypes() : [];
  if (runs("weight")) {
    console.log("");
    weights = await measurePageWeights(baseUrl, chromePath, pages);
  }
  if (runs("lighthouse")) {
    console.log("");
    for (const { path: pagePath } of pages) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try before giving up.
      lighthouseResults.push(
        await audit(pagePath).catch((error: unknown) => {
          console.warn(`lighthouse ${pagePath}: ${error instanceof Error ? error.message : error}; trying again`);
          return audit(pagePath);
        }),
      );
    }
  }

  const cpus = os.cpus();
  const report = {
    date: startedAt.toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      platform: `${os.type()} ${os.release()}`,
      node: process.version,
    },
    database: databaseUrl ? "postgres" : "sqlite",
    load: load_,
    ...(sitemapFirstAnswers.length > 0 && { sitemapFirstAnswers }),
    ...(stockChurnRate !== undefined && { stockChurn: stockChurn ?? { rateWanted: stockChurnRate, summary: "none reported" } }),
    ...(checkout && { checkout }),
    ...(soak && { soak }),
    weight: weights,
    lighthouse: lighthouseResults,
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nresults written to ${path.relative(process.cwd(), resultsFile) || resultsFile}`);
  // Half an hour of results is written before the run fails for what the soak found.
  if (soak?.result.problems.length) throw new Error(`soak: ${soak.result.problems.length} problems (see above)`);
}

/** The soak's other topology, stopped with the run if it fails (`--topology=cluster`). */
let stopCluster: (() => Promise<void>) | undefined;

/**
 * Two instances behind nginx on PostgreSQL and Redis (`npm run cluster:demo`'s setup), on ports
 * after BENCH_PORT: the database DATABASE_URL, else `eb_bench_cluster` (created and seeded when
 * missing); e-mails of both instances in one folder, so each delivery is found once.
 */
async function startSoakCluster(): Promise<{ target: SoakTarget; stop: () => Promise<void> }> {
  const clusterDatabase = databaseUrl || "postgres://postgres@127.0.0.1:5432/eb_bench_cluster";
  const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  const missing = await missingRequirements(clusterDatabase, redisUrl);
  if (missing.length) throw new Error(`--topology=cluster needs: ${missing.join("; ")}`);
  await prepareDatabase(clusterDatabase);
  const clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-bench-cluster-"));
  // Beside the data folder, which goes with the run: kept to be read afterwards.
  const instancesLog = fs.createWriteStream(`${clusterDir}-instances.log`);
  const cluster = await startCluster({
    databaseUrl: clusterDatabase,
    redisUrl,
    port: port + 10,
    instancePorts: [port + 11, port + 12],
    env: { DATA_DIR: clusterDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn", REDIS_KEY_PREFIX: "eb-bench-cluster:" },
    onLine: (source, line) => instancesLog.write(`${source} ${line}\n`),
  });
  console.log(`cluster: nginx at ${cluster.base} before ${cluster.instances.map((instance) => instance.base).join(" and ")} (${withoutPassword(clusterDatabase)}); logs in ${instancesLog.path}`);
  return {
    target: {
      name: "two instances behind nginx, PostgreSQL and Redis",
      baseUrl: cluster.base,
      dataDir: clusterDir,
      databaseUrl: clusterDatabase,
      mailDirs: [mailDirOf(clusterDir)],
      rootPids: () => cluster.instances.map((instance) => instance.server.child.pid!),
    },
    async stop() {
      await cluster.stop();
      instancesLog.end();
      fs.rmSync(clusterDir, { recursive: true, force: true });
    },
  };
}

// The children run in their own process groups, so Ctrl-C must stop them here.
/**
 * The fresh data folder, once the server is stopped. Its jobs process may still be writing the
 * e-mail in hand when `npm run serve` has exited (the whole group got SIGTERM): retried meanwhile.
 */
function removeDataDir() {
  if (keepDataDir) return;
  try {
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 60, retryDelay: 250 });
  } catch (error) {
    // The measurements are written by now: a folder still being written to is left, said, not a failed run.
    console.warn(`could not remove ${dataDir} (${(error as Error).message}): remove it by hand`);
  }
}

process.once("SIGINT", async () => {
  for (const { child, name } of children.reverse()) await stop(child, name);
  removeDataDir();
  process.exit(130);
});

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopCluster?.().catch((error: unknown) => console.warn(`the cluster did not stop cleanly: ${(error as Error).message}`));
  for (const { child, name } of children.reverse()) await stop(child, name);
  removeDataDir();
}
process.exit(failed ? 1 : 0);
