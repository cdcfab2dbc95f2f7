import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { type Commerce, createCommerce, loadConfig } from "@eb/commerce";
import { serviceScope } from "@eb/commerce/modules/shop/service-scope.ts";
import { ADDRESS, SET_ADDRESS, SET_EMAIL, SET_METHOD } from "@eb/commerce/modules/order/place-order-test-kit.ts";
import { DEMO_CUSTOMER } from "@eb/commerce/testing/seed-data.ts";
import { TEST_REDIS_URL, createThrowawayDatabase, isCI, postgresUnavailableReason, redisUnavailableReason } from "@eb/commerce/testing/test-server.ts";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, type RestartTimings, nginxBinary, startCluster } from "./cluster/cluster.ts";
import { freePort, isBuilt, sleep } from "./testing/production-server.ts";

/**
 * Two instances of the shop (each `server/start.ts` on the build, a port of its own) against one
 * PostgreSQL and one Redis, behind nginx configured by deploy/nginx/shop.conf (ADR 089):
 * everything holds whichever instance answers, and a rolling restart under load fails no request
 * and loses or doubles no order.
 */
const problems = [
  !isBuilt && "no storefront build (npm run build)",
  !nginxBinary() && "nginx is not installed",
  await postgresUnavailableReason(),
  await redisUnavailableReason(),
].filter((problem): problem is string => !!problem);
// On CI nothing is optional: a missing piece fails the test instead of skipping it.
const skip = problems.length > 0 && !isCI() ? problems.join("; ") : undefined;

const GRAPHQL_HEADERS = { "content-type": "application/json", "x-graphql-csrf": "1" };
const LOGIN = "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { success errorCode } }";
const ME = "query Me { me { email } }";
const CART = "query Cart { cart { items { sku quantity } } }";
const ADD_TO_CART = "mutation Add($lines: [CartLineInput!]!) { addToCart(lines: $lines) { success errorCode cart { items { sku quantity } } } }";
const PLACE_ORDER = "mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode order { number } } }";
const PRODUCTS_OF_CATEGORY = "query Listing($id: ID!) { category(id: $id) { products(input: { pageLength: 100 }) { products { sku type isVirtual stock { isInStock } } } } }";

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** The session cookie the answer set (`eb_session=…`), if any. */
  session?: string;
}

interface Client {
  /** The session cookie sent with each request. */
  cookie?: string;
  /** The client's address, sent as X-Forwarded-For (believed from loopback: TRUST_PROXY). */
  address?: string;
}

async function graphql(base: string, query: string, variables: Record<string, unknown> = {}, client: Client = {}, extensions?: unknown): Promise<Answer> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { ...GRAPHQL_HEADERS, ...(client.cookie && { cookie: client.cookie }), ...(client.address && { "x-forwarded-for": client.address }) },
    body: JSON.stringify(extensions ? { query: query || undefined, variables, extensions } : { query, variables }),
  });
  const text = await response.text();
  const session = response.headers.getSetCookie().find((cookie) => /^(__Host-)?eb_session=/.test(cookie));
  return { status: response.status, body: text ? JSON.parse(text) : undefined, session: session?.split(";")[0] };
}

/** The value of a mutation or query's single field, after checking the answer has no error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function dataOf(answer: Answer): any {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  return Object.values(answer.body.data as Record<string, unknown>)[0];
}

async function page(base: string, pathname: string): Promise<{ status: number; cache: string | null; html: string }> {
  const response = await fetch(base + pathname);
  return { status: response.status, cache: response.headers.get("x-page-cache"), html: await response.text() };
}

/** Polls `check` until it holds; returns how long it took (ms). */
async function within(deadlineMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > deadlineMs) throw new Error(`not within ${deadlineMs} ms`);
    await sleep(50);
  }
  return Date.now() - started;
}

/** A new session with `lines` in its cart and the checkout's details set, through `base`. */
async function readyCheckout(base: string, lines: { sku: string; quantity: number }[], address: string): Promise<Client> {
  const added = await graphql(base, ADD_TO_CART, { lines }, { address });
  expect(dataOf(added).success).toBe(true);
  const client = { cookie: added.session, address };
  for (const [document, variables] of [
    [SET_EMAIL, { email: "cluster@example.com" }],
    [SET_ADDRESS, { address: ADDRESS }],
    [SET_METHOD, { code: "colissimo-home" }],
  ] as const) {
    expect(dataOf(await graphql(base, document, variables, client)).success).toBe(true);
  }
  return client;
}

const placeOrder = (base: string, client: Client, idempotencyKey: string) =>
  graphql(base, PLACE_ORDER, { input: { paymentMethod: "bank_transfer", idempotencyKey, acceptTerms: true } }, client);

/**
 * A request on a connection of its own. The load's shoppers open one per request: a reload, how
 * open-source nginx takes an instance out of rotation (ADR 089), closes the clients' idle
 * kept-alive connections, and a request sent on one at that instant fails before any answer
 * (browsers send it again), whatever the shop does; what is tested here is the shop and nginx's
 * way to it.
 */
function request(base: string, method: string, pathname: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(base + pathname, { method, agent: false, headers: { ...headers, ...(body !== undefined && { "content-length": String(Buffer.byteLength(body)) }) } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("error", reject);
      response.on("end", () => {
        const session = ([] as string[]).concat(response.headers["set-cookie"] ?? []).find((cookie) => /^(__Host-)?eb_session=/.test(cookie));
        const isJson = response.headers["content-type"]?.includes("json");
        resolve({ status: response.statusCode ?? 0, body: isJson && text ? JSON.parse(text) : text, session: session?.split(";")[0] });
      });
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe.skipIf(!!skip)(skip ? `skipped: ${skip}` : "two instances behind nginx", () => {
  let cluster: Cluster;
  let commerce: Commerce;
  let dropDatabase: (() => Promise<void>) | undefined;
  const keyPrefix = `eb-test-${randomBytes(6).toString("hex")}:`;
  let a = "";
  let b = "";
  /** The instances' warnings and errors, and nginx's: told when a test fails. */
  const warnings: string[] = [];
  /** Simple products to deliver, in stock, each with its first category: what shoppers put in their carts. */
  const sellable: { sku: string; categoryId: string }[] = [];

  beforeAll(async () => {
    const database = await createThrowawayDatabase("eb_cluster", { seeded: true });
    dropDatabase = database.drop;
    const [port, portA, portB] = [await freePort(), await freePort(), await freePort()];
    cluster = await startCluster({
      databaseUrl: database.url,
      redisUrl: TEST_REDIS_URL,
      port,
      instancePorts: [portA, portB],
      // Stored pages kept far longer than the test: what changes them is the shared invalidation.
      env: { REDIS_KEY_PREFIX: keyPrefix, SIGNIN_FREE_FAILURES: "3", SIGNIN_FIRST_DELAY_SECONDS: "60", PAGE_CACHE_TTL_SECONDS: "600" },
      onLine: (source, line) => {
        if (/"level":[4-6]\d|\[(warn|error|crit|alert|emerg)\]/.test(line)) warnings.push(`${source}: ${line}`);
      },
    });
    [a, b] = cluster.instances.map((instance) => instance.base);
    // The operator's side: a process of its own on the same database (as `npm run admin` is).
    commerce = await createCommerce({
      config: loadConfig({ ...process.env, DATABASE_URL: database.url, REDIS_URL: "", LOG_LEVEL: "silent" }),
      seed: false,
      mailWorker: false,
      orderSweeper: false,
    });
    const categories: { id: string; children: { id: string }[] }[] = dataOf(await graphql(a, "{ categories { id children { id } } }"));
    for (const { id } of categories.flatMap((top) => [...top.children, top])) {
      const listing = (await graphql(a, PRODUCTS_OF_CATEGORY, { id })).body.data.category?.products.products ?? [];
      for (const product of listing as { sku: string; type: string; isVirtual: boolean; stock: { isInStock: boolean } }[]) {
        if (product.type === "simple" && !product.isVirtual && product.stock.isInStock && !sellable.some((known) => known.sku === product.sku)) sellable.push({ sku: product.sku, categoryId: id });
      }
      if (sellable.length >= 8) break;
    }
    expect(sellable.length).toBeGreaterThanOrEqual(8);
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await commerce?.close();
    await dropDatabase?.();
    const client = new Redis(TEST_REDIS_URL);
    const keys = await client.keys(`${keyPrefix}*`);
    if (keys.length > 0) await client.del(...keys);
    await client.quit();
  }, 60_000);

  it("keeps a shopper's session and cart whichever instance answers", async () => {
    const signedIn = await graphql(a, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(dataOf(signedIn)).toEqual({ success: true, errorCode: null });
    const customer = { cookie: signedIn.session };
    expect(customer.cookie).toBeDefined();
    expect(dataOf(await graphql(b, ME, {}, customer))).toEqual({ email: DEMO_CUSTOMER.email });
    expect(dataOf(await graphql(cluster.base, ME, {}, customer))).toEqual({ email: DEMO_CUSTOMER.email });

    const [first, second] = sellable;
    expect(dataOf(await graphql(a, ADD_TO_CART, { lines: [{ sku: first.sku, quantity: 2 }] }, customer)).success).toBe(true);
    expect(dataOf(await graphql(b, CART, {}, customer)).items).toContainEqual({ sku: first.sku, quantity: 2 });

    // A visitor's cart: the session starts on B, the cart is read on A.
    const added = await graphql(b, ADD_TO_CART, { lines: [{ sku: second.sku, quantity: 1 }] });
    expect(dataOf(added).success).toBe(true);
    expect(dataOf(await graphql(a, CART, {}, { cookie: added.session })).items).toEqual([{ sku: second.sku, quantity: 1 }]);
  });

  it("counts sign-in failures together on both instances, through Redis", async () => {
    const client = { address: "203.0.113.41" };
    const codes = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      codes.push(dataOf(await graphql(attempt % 2 === 0 ? a : b, LOGIN, { email: DEMO_CUSTOMER.email, password: "wrong" }, client)).errorCode);
    }
    expect(codes).toEqual(["INVALID_CREDENTIALS", "INVALID_CREDENTIALS", "INVALID_CREDENTIALS", "TOO_MANY_ATTEMPTS", "TOO_MANY_ATTEMPTS", "TOO_MANY_ATTEMPTS"]);
    // And through nginx, which passes the client's address on.
    expect(dataOf(await graphql(cluster.base, LOGIN, { email: DEMO_CUSTOMER.email, password: "wrong" }, client)).errorCode).toBe("TOO_MANY_ATTEMPTS");
    const redis = new Redis(TEST_REDIS_URL);
    expect((await redis.keys(`${keyPrefix}throttle:*`)).length).toBeGreaterThan(0);
    await redis.quit();
  });

  it("serves a persisted query registered on one instance from the other", async () => {
    // A query text no earlier run registered, so the answer proves the sharing.
    const query = `query Shared${randomUUID().replace(/-/g, "")} { shop { id } }`;
    const extensions = { persistedQuery: { version: 1, sha256Hash: createHash("sha256").update(query).digest("hex") } };
    expect((await graphql(a, query, {}, {}, extensions)).body).toEqual({ data: { shop: { id: "fr" } } });
    expect((await graphql(b, "", {}, {}, extensions)).body).toEqual({ data: { shop: { id: "fr" } } });
    expect((await graphql(cluster.base, "", {}, {}, extensions)).body).toEqual({ data: { shop: { id: "fr" } } });
  });

  it("shows the maintenance flag on both instances within a second, and takes it off the same way", async () => {
    const targets = [a, b, cluster.base];
    const all = async (status: number) => (await Promise.all(targets.map((base) => page(base, "/en/about-us")))).every((answer) => answer.status === status);
    expect(await all(200)).toBe(true);
    await commerce.services.maintenance.set(true);
    try {
      // Each instance reads the flag at most once a second; the deadline leaves room for a busy machine.
      const on = await within(3_000, () => all(503));
      const api = await graphql(cluster.base, "{ shop { id } }");
      expect(api.status).toBe(503);
      expect(api.body.errors[0].extensions.code).toBe("MAINTENANCE");
      console.log(`maintenance on: 503 from both instances and nginx after ${on} ms`);
    } finally {
      await commerce.services.maintenance.set(false);
    }
    const off = await within(3_000, () => all(200));
    console.log(`maintenance off: 200 again after ${off} ms`);
  });

  it("shows a stock change made through one instance, and a price change, on the other's stored pages within a second", async () => {
    const { sku, categoryId } = sellable[2];
    const productPage = `/en/product/${encodeURIComponent(sku)}`;
    const categoryPage = `/en/category/${categoryId}`;
    expect((await commerce.services.stock.set(serviceScope(), sku, 2)).success).toBe(true);
    // Both instances store both pages.
    const stored = async (base: string, pathname: string) => {
      await within(5_000, async () => (await page(base, pathname)).cache === "hit");
      return (await page(base, pathname)).html;
    };
    for (const base of [a, b]) expect(await stored(base, productPage)).toContain("https://schema.org/InStock");
    const soldOutMarks = (html: string) => html.split('data-in-stock="false"').length - 1;
    const categoryBefore = soldOutMarks(await stored(b, categoryPage));

    // The last two units ordered through A: B's stored pages follow the stock-change feed.
    const buyer = await readyCheckout(a, [{ sku, quantity: 2 }], "203.0.113.42");
    const ordered = Date.now();
    expect(dataOf(await placeOrder(a, buyer, `cluster-stock-${randomUUID()}`))).toMatchObject({ success: true, errorCode: null });
    // Within a second on a quiet machine (the feed and the catalogue version are told by PostgreSQL
    // notifications); the deadlines leave room for a loaded CI machine.
    await within(5_000, async () => (await page(b, productPage)).html.includes("https://schema.org/OutOfStock"));
    const productMs = Date.now() - ordered;
    await within(5_000, async () => soldOutMarks((await page(b, categoryPage)).html) === categoryBefore + 1);
    const categoryMs = Date.now() - ordered;
    console.log(`sold out through A: B's product page after ${productMs} ms, its category page after ${categoryMs} ms`);

    // A price change (the operator's: the product row, then a reindex, which moves the catalogue version on).
    const priced = sellable[3];
    const pricePage = `/product/${encodeURIComponent(priced.sku)}`;
    const priceOf = async () => {
      const { amount, currency } = dataOf(await graphql(a, `{ product(sku: "${priced.sku}") { prices { finalPrice { priceInclTax { amount currency } } } } }`)).prices.finalPrice.priceInclTax;
      return new Intl.NumberFormat("fr-FR", { style: "currency", currency }).format(amount);
    };
    const before = await priceOf();
    for (const base of [a, b]) expect(await stored(base, pricePage)).toContain(before);
    const { db } = commerce.database;
    const row = await db.selectFrom("product").select(["id", "price_cents"]).where("sku", "=", priced.sku).executeTakeFirstOrThrow();
    await db.updateTable("product").set({ price_cents: row.price_cents! + 1_000 }).where("id", "=", row.id).execute();
    const changed = Date.now();
    await commerce.services.products.reindex([row.id]);
    // Instance A learns the new catalogue version from PostgreSQL's notification, a moment after the reindex.
    await expect.poll(priceOf, { timeout: 5_000, interval: 100 }).not.toBe(before);
    const after = await priceOf();
    await within(5_000, async () => (await Promise.all([a, b].map((base) => page(base, pricePage)))).every((answer) => answer.html.includes(after)));
    console.log(`price change: both instances' product pages after ${Date.now() - changed} ms`);
  });

  it("places an order through nginx", async () => {
    const buyer = await readyCheckout(cluster.base, [{ sku: sellable[4].sku, quantity: 1 }], "203.0.113.43");
    const key = `cluster-order-${randomUUID()}`;
    const placed = dataOf(await placeOrder(cluster.base, buyer, key));
    expect(placed).toMatchObject({ success: true, errorCode: null });
    const stored = await commerce.database.db.selectFrom("sales_order").select("number").where("idempotency_key", "=", key).execute();
    expect(stored).toEqual([{ number: placed.order.number }]);
  });

  it("restarts instance A then B under load with no failed request and no order lost or placed twice", async () => {
    const skus = sellable.slice(4).map((product) => product.sku);
    for (const sku of skus) expect((await commerce.services.stock.set(serviceScope(), sku, 100_000)).success).toBe(true);
    const pages = ["/", "/en/", `/en/category/${sellable[4].categoryId}`, `/en/product/${encodeURIComponent(skus[0])}`, `/product/${encodeURIComponent(skus[1])}`, "/en/search/lavande"];
    const run = randomBytes(4).toString("hex");

    const counts = { pages: 0, cartReads: 0, cartAdds: 0, checkoutSteps: 0, orders: 0 };
    const failures: string[] = [];
    const acknowledged = new Map<string, string>();
    let addresses = 0;
    const nextAddress = () => `198.18.${Math.floor(++addresses / 250) % 256}.${(addresses % 250) + 1}`;
    let started = Date.now();
    /** One request, counted; a failure is anything but the expected answer (a connection error included). */
    const attempt = async (kind: keyof typeof counts, label: string, send: () => Promise<Answer>, ok: (answer: Answer) => boolean): Promise<Answer | undefined> => {
      counts[kind]++;
      try {
        const answer = await send();
        if (ok(answer)) return answer;
        failures.push(`${Date.now() - started} ms, ${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      } catch (error) {
        failures.push(`${Date.now() - started} ms, ${label}: ${(error as Error).message}`);
      }
      return undefined;
    };
    const succeeded = (answer: Answer) => {
      const value = answer.status === 200 && !answer.body?.errors ? (Object.values(answer.body?.data ?? {})[0] as { success?: boolean } | null) : null;
      return !!value && value.success !== false;
    };
    const get = (pathname: string) => request(cluster.base, "GET", pathname);
    const ask = (query: string, variables: Record<string, unknown>, client: Client) =>
      request(cluster.base, "POST", "/graphql", { ...GRAPHQL_HEADERS, ...(client.cookie && { cookie: client.cookie }), ...(client.address && { "x-forwarded-for": client.address }) }, JSON.stringify({ query, variables }));

    let loading = true;
    const shopper = async (index: number) => {
      const own: Client = { address: nextAddress() };
      for (let round = 0; loading; round++) {
        const pathname = pages[(index + round) % pages.length];
        await attempt("pages", `GET ${pathname}`, () => get(pathname), (answer) => answer.status === 200);
        await attempt("cartReads", "cart", () => ask(CART, {}, own), succeeded);
        const added = await attempt("cartAdds", "addToCart", () => ask(ADD_TO_CART, { lines: [{ sku: skus[(index + round) % skus.length], quantity: 1 }] }, own), succeeded);
        if (added?.session) own.cookie = added.session;
        if (round % 3 === 2) {
          // An order from a new cart: three lines, e-mail, address, home delivery, bank transfer.
          const buyer: Client = { address: nextAddress() };
          const lines = [0, 1, 2].map((offset) => ({ sku: skus[(index + round + offset) % skus.length], quantity: 1 }));
          const cart = await attempt("checkoutSteps", "addToCart (order)", () => ask(ADD_TO_CART, { lines }, buyer), succeeded);
          if (!cart) continue;
          buyer.cookie = cart.session;
          let ready = true;
          for (const [document, variables] of [
            [SET_EMAIL, { email: `shopper${index}@example.com` }],
            [SET_ADDRESS, { address: ADDRESS }],
            [SET_METHOD, { code: "colissimo-home" }],
          ] as const) {
            ready = ready && !!(await attempt("checkoutSteps", document.split("(")[0], () => ask(document, variables, buyer), succeeded));
          }
          if (!ready) continue;
          const key = `roll-${run}-${index}-${round}`;
          const placed = await attempt("orders", "placeOrder", () => ask(PLACE_ORDER, { input: { paymentMethod: "bank_transfer", idempotencyKey: key, acceptTerms: true } }, buyer), succeeded);
          if (placed) acknowledged.set(key, placed.body.data.placeOrder.order.number);
        }
        await sleep(30);
      }
    };

    const pidsBefore = cluster.instances.map((instance) => instance.server.child.pid);
    started = Date.now();
    const shoppers = Array.from({ length: 4 }, (_, index) => shopper(index));
    const timings: (RestartTimings & { signalledAtMs: number })[] = [];
    try {
      await sleep(3_000);
      for (const index of [0, 1]) {
        const signalledAtMs = Date.now() - started;
        timings.push({ signalledAtMs, ...(await cluster.restart(index)) });
      }
      await sleep(3_000);
    } finally {
      loading = false;
      await Promise.all(shoppers);
    }
    const seconds = (Date.now() - started) / 1000;

    const orders = await commerce.database.db.selectFrom("sales_order").select(["idempotency_key", "number"]).where("idempotency_key", "like", `roll-${run}-%`).execute();
    const accessLog = fs.readFileSync(cluster.nginx.accessLog, "utf8").split("\n");
    const triedAgain = accessLog.filter((line) => /upstream="[^"]*, /.test(line)).length;
    const requests = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(
      `rolling restart under load: ${requests} requests in ${seconds.toFixed(1)} s (${JSON.stringify(counts)}), ${acknowledged.size} orders acknowledged, ` +
        `${orders.length} in the database, ${failures.length} failed; nginx tried ${triedAgain} requests again on the other instance; ` +
        `restarts (ms from SIGTERM): ${JSON.stringify(timings)}`,
    );

    if (failures.length > 0) {
      const nginxProblems = fs.readFileSync(cluster.nginx.errorLog, "utf8").split("\n").filter((line) => /\[(warn|error|crit|alert|emerg)\]/.test(line));
      console.log(`instances' warnings and errors:\n${warnings.join("\n")}\nnginx's:\n${nginxProblems.join("\n")}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(cluster.instances.map((instance) => instance.server.child.pid).every((pid, index) => pid !== pidsBefore[index])).toBe(true);
    expect(acknowledged.size).toBeGreaterThan(5);
    expect(new Map(orders.map((order) => [order.idempotency_key, order.number]))).toEqual(acknowledged);
    expect(new Set(orders.map((order) => order.number)).size).toBe(orders.length);
    for (const timing of timings) {
      // nginx stopped sending before the instance stopped accepting.
      expect(timing.outOfRotationMs).toBeGreaterThanOrEqual(0);
      expect(timing.outOfRotationMs).toBeLessThan(timing.exitedMs);
    }
  }, 120_000);
});
