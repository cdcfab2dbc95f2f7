import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { POSTGRES_ADMIN_URL, createThrowawayDatabase, isCI, postgresUnavailableReason } from "@eb/commerce/testing/test-server.ts";
import { copySeededSqlite } from "@eb/commerce/testing/seeded-template.ts";
import { ADDRESS, SET_ADDRESS, SET_EMAIL, SET_METHOD, newKey } from "@eb/commerce/modules/order/place-order-test-kit.ts";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, isBuilt, listeningPids, sleep, startProductionServer, storefrontDir } from "./testing/production-server.ts";

/**
 * Orders and the database's faults, against the production server as `npm start` runs it (needs
 * `npm run build`), where database-faults.test.ts checks reads, sign-ins and pages: orders placed
 * while PostgreSQL's connections are terminated are whole or absent, never half, and a retry with
 * the same idempotency key never places a second; a database that cannot be reached (its address
 * refusing connections) answers a retryable 503 at once and the server comes back by itself; a
 * SQLite order refused while another process holds the write lock wrote nothing, and succeeds
 * once the lock is released.
 */
const GRAPHQL_HEADERS = { "x-graphql-csrf": "1", "content-type": "application/json" };
const ADD = "mutation Add($lines: [CartLineInput!]!) { addToCart(lines: $lines) { success errorCode lineErrors { sku errorCode } } }";
const PLACE = "mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode order { number } } }";
const PRODUCTS = "query Product($sku: String!) { product(sku: $sku) { sku } }";

/** One answer, reduced to what the assertions read. */
interface Answer {
  status: number | "network error";
  retryAfter: string | null;
  code?: string;
  data?: Record<string, { success: boolean; errorCode: string | null; order?: { number: string } | null } | null>;
  ms: number;
}

let addresses = 0;
/** A client address of its own per shopper (the server believes loopback's X-Forwarded-For): per-address limits stay apart. */
const nextAddress = () => `198.51.100.${++addresses}`;

async function graphql(base: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer & { cookie?: string }> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/en/graphql`, { method: "POST", headers: { ...GRAPHQL_HEADERS, ...headers }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data?: Answer["data"]; errors?: { extensions?: { code?: string } }[] };
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("eb_session="))?.split(";")[0];
    return { status: response.status, retryAfter: response.headers.get("retry-after"), code: body.errors?.[0]?.extensions?.code, data: body.data, cookie, ms: performance.now() - started };
  } catch {
    return { status: "network error", retryAfter: null, ms: performance.now() - started };
  }
}

async function page(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get("retry-after"), ms: performance.now() - started };
  } catch {
    return { status: "network error", retryAfter: null, ms: performance.now() - started };
  }
}

/** A visitor whose cart holds `lines`, its checkout filled in (e-mail, address, home delivery), as the storefront sends them. */
async function readyShopper(base: string, lines: { sku: string; quantity: number }[]) {
  const headers: Record<string, string> = { "x-forwarded-for": nextAddress() };
  const added = await graphql(base, ADD, { lines }, headers);
  expect(added.data?.addToCart, JSON.stringify(added)).toMatchObject({ success: true });
  headers.cookie = added.cookie!;
  for (const [document, variables] of [
    [SET_EMAIL, { email: "camille@example.com" }],
    [SET_ADDRESS, { address: ADDRESS }],
    [SET_METHOD, { code: "colissimo-home" }],
  ] as const) {
    const step = await graphql(base, document, variables, headers);
    expect(Object.values(step.data ?? {})[0], JSON.stringify(step)).toMatchObject({ success: true });
  }
  return { headers, lines, key: newKey() };
}

const placeOrder = (base: string, shopper: Awaited<ReturnType<typeof readyShopper>>) =>
  graphql(base, PLACE, { input: { paymentMethod: "bank_transfer", idempotencyKey: shopper.key, acceptTerms: true } }, shopper.headers);

/** A success, or the typed retryable 503: nothing else may answer an order under a database fault. */
function expectSuccessOrRetryLater(answer: Answer) {
  if (answer.status === 200 && answer.data?.placeOrder?.success) return;
  expect(answer, JSON.stringify(answer)).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE", retryAfter: expect.stringMatching(/^\d+$/) });
}

/** Orders as the database holds them: each with its lines, its payments and its stock taken. */
async function ordersOf(query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>, keys: string[]) {
  const orders = (await query("select id, number, idempotency_key, subtotal_incl_cents, discount_incl_cents, shipping_incl_cents, grand_total_incl_cents from sales_order where idempotency_key = any($1)", [keys])).rows;
  const lines = (await query("select order_id, position, sku, quantity, row_incl_cents from sales_order_line where order_id = any($1) order by order_id, position", [orders.map((order) => order.id)])).rows;
  const payments = (await query("select order_id, amount_cents, status from payment where order_id = any($1)", [orders.map((order) => order.id)])).rows;
  return orders.map((order) => ({
    ...order,
    lines: lines.filter((line) => line.order_id === order.id).map(({ order_id: _order, ...line }) => line),
    payments: payments.filter((payment) => payment.order_id === order.id).map(({ order_id: _order, ...payment }) => payment),
  })) as unknown as {
    id: number;
    number: string;
    idempotency_key: string;
    subtotal_incl_cents: number;
    discount_incl_cents: number;
    shipping_incl_cents: number;
    grand_total_incl_cents: number;
    lines: { position: number; sku: string; quantity: number; row_incl_cents: number }[];
    payments: { amount_cents: number; status: string }[];
  }[];
}

/**
 * PostgreSQL's port behind a proxy the test can take down: while down, nothing listens at the
 * address the server was given and its open connections are reset, as when the database's host
 * goes away; brought up again on the same port. While silent, connections stay open and new ones
 * are accepted, but nothing gets through either way (a network partition, a frozen host); once it
 * speaks again, the connections that lost bytes are reset, as their peers' would time out.
 */
async function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const lostBytes = new Set<net.Socket>();
  let silent = false;
  let listening: net.Server | undefined;
  const up = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.on("close", () => {
            sockets.delete(socket);
            lostBytes.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        const forward = (from: net.Socket, to: net.Socket) =>
          from.on("data", (chunk: Buffer) => {
            if (!silent) to.write(chunk);
            else lostBytes.add(from);
          });
        forward(client, upstream);
        forward(upstream, client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        listening = server;
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await up(0);
  return {
    port,
    up: () => up(port),
    async down() {
      const closed = new Promise((resolve) => listening?.close(resolve));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    silence() {
      silent = true;
    },
    speak() {
      silent = false;
      for (const socket of lostBytes) socket.resetAndDestroy();
      lostBytes.clear();
    },
  };
}

/** The application name of the test's own connection to the shop's database. */
const CHECKS = "eb-test-checks";

const postgresProblem = await postgresUnavailableReason();
const skipPostgres = postgresProblem && !isCI() ? postgresProblem : undefined;

describe.skipIf(!isBuilt || !!skipPostgres)(skipPostgres ? `PostgreSQL faults skipped: ${skipPostgres}` : "orders while PostgreSQL fails", () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  let shop: pg.Client;
  let server: ProductionServer;
  /** Simple products to order, each given stock enough for every order of the tests. */
  let skus: string[];

  beforeAll(async () => {
    admin.on("error", () => undefined);
    await admin.connect();
    throwaway = await createThrowawayDatabase("eb_order_faults", { seeded: true });
    // The test's own reads of the shop's database, spared by the terminations.
    shop = new pg.Client({ connectionString: throwaway.url, application_name: CHECKS });
    shop.on("error", () => undefined);
    await shop.connect();
    skus = (await shop.query<{ sku: string }>("select sku from product where type = 'simple' and is_virtual = 0 and is_visible = 1 and stock_qty > 0 order by sku limit 4")).rows.map((row) => row.sku);
    expect(skus).toHaveLength(4);
    await shop.query("update product set stock_qty = 1000 where sku = any($1)", [skus]);
    const { hostname, port } = new URL(throwaway.url);
    proxy = await databaseProxy({ host: hostname, port: Number(port || 5432) });
    const url = new URL(throwaway.url);
    url.port = String(proxy.port);
    server = await startProductionServer({ env: { DATABASE_URL: url.toString(), WEB_CONCURRENCY: "2", TRUST_PROXY: "loopback" }, processes: 2 });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.down().catch(() => undefined);
    await shop?.end().catch(() => undefined);
    await throwaway?.drop();
    await admin.end().catch(() => undefined);
  }, 30_000);

  const terminateAll = () =>
    admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend' and application_name <> $2", [
      throwaway.name,
      CHECKS,
    ]);
  const stockOf = async () => new Map((await shop.query<{ sku: string; stock_qty: number }>("select sku, stock_qty from product where sku = any($1)", [skus])).rows.map((row) => [row.sku, row.stock_qty]));

  it("leaves every order placed while connections are terminated whole or absent, and a retry with its key places it once", async () => {
    const { base, log } = server;
    const pidsBefore = listeningPids(log);
    // Two lines each, the four products in turns: orders compete for the same stock rows.
    const shoppers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        readyShopper(base, [
          { sku: skus[index % 4], quantity: 1 + (index % 3) },
          { sku: skus[(index + 1) % 4], quantity: 1 },
        ]),
      ),
    );
    const stockBefore = await stockOf();

    // The orders placed over about 3 s, each at its moment, while every connection of the shop's
    // database is terminated again and again (a failover, an administrator's command).
    let terminating = true;
    const terminations = (async () => {
      let count = 0;
      for (; terminating; count++) {
        await terminateAll();
        await sleep(40 + Math.random() * 80);
      }
      return count;
    })();
    const answers = await Promise.all(
      shoppers.map(async (shopper, index) => {
        await sleep((index * 3_000) / shoppers.length);
        return placeOrder(base, shopper);
      }),
    );
    terminating = false;
    expect(await terminations).toBeGreaterThan(10);

    for (const answer of answers) expectSuccessOrRetryLater(answer);
    const refused = answers.filter((answer) => answer.status === 503).length;

    // Back without a restart within a few seconds.
    const stopped = Date.now();
    await expect.poll(async () => (await page(`${base}/readyz`)).status, { timeout: 5_000, interval: 100 }).toBe(200);
    await expect.poll(async () => (await graphql(base, PRODUCTS, { sku: skus[0] })).status, { timeout: 5_000, interval: 100 }).toBe(200);
    expect(Date.now() - stopped).toBeLessThan(5_000);

    // Whatever was answered, the database holds each order whole, or not at all.
    const keys = shoppers.map((shopper) => shopper.key);
    const checkWhole = async () => {
      const orders = await ordersOf((text, values) => shop.query(text, values), keys);
      for (const order of orders) {
        const shopper = shoppers[keys.indexOf(order.idempotency_key)];
        expect(order.lines.map(({ sku, quantity }) => ({ sku, quantity })), order.number).toEqual(shopper.lines);
        expect(order.subtotal_incl_cents, order.number).toBe(order.lines.reduce((sum, line) => sum + line.row_incl_cents, 0));
        expect(order.grand_total_incl_cents, order.number).toBe(order.subtotal_incl_cents - order.discount_incl_cents + order.shipping_incl_cents);
        expect(order.payments, order.number).toEqual([{ amount_cents: order.grand_total_incl_cents, status: "pending" }]);
      }
      // Stock taken exactly once per line of the orders there are, and for nothing else.
      const stock = await stockOf();
      for (const sku of skus) {
        const ordered = orders.flatMap((order) => order.lines).filter((line) => line.sku === sku).reduce((sum, line) => sum + line.quantity, 0);
        expect(stockBefore.get(sku)! - stock.get(sku)!, sku).toBe(ordered);
      }
      return orders;
    };
    const afterFaults = await checkWhole();
    // An order answered as placed is there; one answered 503 may be there (its COMMIT landed) or not.
    for (const [index, answer] of answers.entries()) {
      const number = answer.data?.placeOrder?.order?.number;
      if (number) expect(afterFaults.find((order) => order.idempotency_key === keys[index])?.number).toBe(number);
    }

    // Every shopper sends its order again with the same key: the one there is answered, a missing one placed, once.
    const retries = await Promise.all(shoppers.map((shopper) => placeOrder(base, shopper)));
    for (const retry of retries) expect(retry.data?.placeOrder, JSON.stringify(retry)).toMatchObject({ success: true });
    const orders = await checkWhole();
    expect(orders).toHaveLength(shoppers.length);
    for (const [index, retry] of retries.entries()) {
      const order = orders.find((candidate) => candidate.idempotency_key === keys[index]);
      expect(retry.data!.placeOrder!.order!.number).toBe(order?.number);
      const first = answers[index].data?.placeOrder?.order?.number;
      if (first) expect(retry.data!.placeOrder!.order!.number).toBe(first);
    }
    expect(new Set(orders.map((order) => order.number)).size).toBe(shoppers.length);

    expect(log.filter((line) => line.includes("server process exited"))).toEqual([]);
    expect(listeningPids(log)).toEqual(pidsBefore);
    // The faults met some orders (else the test proved nothing): a run without one is reported, not hidden.
    expect(refused, "orders answered 503 while connections were terminated").toBeGreaterThan(0);
  }, 60_000);

  it("answers pages, the API and readiness with a retryable 503 at once while the database's address refuses connections, and recovers by itself", async () => {
    const { base, log } = server;
    const pidsBefore = listeningPids(log);
    const shopper = await readyShopper(base, [{ sku: skus[0], quantity: 1 }]);
    const stockBefore = await stockOf();
    await proxy.down();
    let down: Answer[];
    try {
      down = await Promise.all([
        // Pages and API calls never seen before: they need the database (what was read before may be cached).
        page(`${base}/en/never-seen-${randomBytes(4).toString("hex")}`),
        graphql(base, PRODUCTS, { sku: `NO-SUCH-${randomBytes(4).toString("hex")}` }),
        placeOrder(base, shopper),
        page(`${base}/readyz`),
      ]);
      const health = await page(`${base}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      await proxy.up();
    }
    for (const answer of down) {
      expect(answer, JSON.stringify(answer)).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
      // Refused connections are known at once: no request waits for a time-out.
      expect(answer.ms, JSON.stringify(answer)).toBeLessThan(2_000);
    }
    expect(down[1].code).toBe("SERVICE_UNAVAILABLE");
    expect(down[2].code).toBe("SERVICE_UNAVAILABLE");
    expect(await stockOf()).toEqual(stockBefore);

    // The address answers again: ready, the API, pages and the order, without a restart.
    const cameBack = Date.now();
    await expect.poll(async () => (await page(`${base}/readyz`)).status, { timeout: 5_000, interval: 100 }).toBe(200);
    expect((await graphql(base, PRODUCTS, { sku: skus[0] })).status).toBe(200);
    expect((await page(`${base}/en/never-seen-${randomBytes(4).toString("hex")}`)).status).toBe(404);
    const placed = await placeOrder(base, shopper);
    expect(placed.data?.placeOrder, JSON.stringify(placed)).toMatchObject({ success: true });
    expect(Date.now() - cameBack).toBeLessThan(5_000);
    expect(listeningPids(log)).toEqual(pidsBefore);
    expect(log.filter((line) => line.includes("server process exited"))).toEqual([]);
  }, 30_000);

  it("answers pages, the API and readiness with a retryable 503 within seconds while the database goes silent, and recovers by itself", async () => {
    const { base, log } = server;
    const pidsBefore = listeningPids(log);
    // Connections in the pool, as a running shop has them.
    await Promise.all(Array.from({ length: 6 }, () => graphql(base, PRODUCTS, { sku: skus[1] })));
    // Past the maintenance flag's check interval (a second): the requests below find it due for a
    // read, which the silent database does not answer either.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    proxy.silence();
    let silent: Answer[];
    try {
      silent = await Promise.all([
        page(`${base}/en/never-seen-${randomBytes(4).toString("hex")}`),
        graphql(base, PRODUCTS, { sku: `NO-SUCH-${randomBytes(4).toString("hex")}` }),
        page(`${base}/readyz`),
      ]);
    } finally {
      proxy.speak();
    }
    // Pages and readiness say 503; the API says try again later, SERVICE_UNAVAILABLE (503), or TIMEOUT (504)
    // when its deadline passed on the way (a statement refused past it).
    for (const answer of [silent[0], silent[2]]) expect(answer, JSON.stringify(answer)).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
    expect(silent[1], JSON.stringify(silent[1])).toMatchObject({ status: expect.toBeOneOf([503, 504]), code: expect.stringMatching(/^(SERVICE_UNAVAILABLE|TIMEOUT)$/), retryAfter: expect.stringMatching(/^\d+$/) });
    // Never the network's own time-outs (minutes): readiness within its 2 s and a second's grace;
    // the API within its deadline (5 s) and a second, or, waiting on work shared by every request
    // (the category tree), within the 6 s one of that work's statements may go unanswered (not the
    // 15 s the work may take). A page passes steps that can do without the database (the
    // maintenance flag, the catalogue version: the last known stands), each waiting up to 6 s,
    // before the operations that cannot.
    const [pageAnswer, apiAnswer, readiness] = silent;
    expect(readiness.ms).toBeLessThan(4_000);
    expect(apiAnswer.ms).toBeLessThan(8_000);
    expect(pageAnswer.ms).toBeLessThan(25_000);

    const spoke = Date.now();
    await expect.poll(async () => (await page(`${base}/readyz`)).status, { timeout: 10_000, interval: 100 }).toBe(200);
    await expect.poll(async () => (await graphql(base, PRODUCTS, { sku: skus[1] })).status, { timeout: 10_000, interval: 100 }).toBe(200);
    expect(Date.now() - spoke).toBeLessThan(10_000);
    expect(listeningPids(log)).toEqual(pidsBefore);
    expect(log.filter((line) => line.includes("server process exited"))).toEqual([]);
  }, 60_000);
});

describe.skipIf(!isBuilt)("an order while another process holds the SQLite write lock", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "eb-order-lock-"));
  const file = path.join(dataDir, "shop.sqlite");
  let server: ProductionServer;

  beforeAll(async () => {
    await copySeededSqlite(dataDir);
    server = await startProductionServer({ env: { DATA_DIR: dataDir, TRUST_PROXY: "loopback" }, processes: 1 });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** A second process (as `npm run reindex` or a backup would) holding the write lock until its standard input closes. */
  async function holdWriteLock() {
    const script = `
      const db = new (require("better-sqlite3"))(${JSON.stringify(file)});
      db.exec("begin immediate");
      process.stdout.write("locked\\n");
      process.stdin.on("end", () => { db.exec("commit"); db.close(); }).resume();
    `;
    const holder = spawn(process.execPath, ["-e", script], { cwd: storefrontDir, stdio: ["pipe", "pipe", "inherit"] });
    const released = new Promise<void>((resolve) => holder.once("exit", () => resolve()));
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
      holder.once("exit", (code) => reject(new Error(`the lock holder exited (${code})`)));
    });
    return { release: () => (holder.stdin.end(), released) };
  }

  /** What the order would change, read on a connection of the test's own (WAL: reads never wait for the lock). */
  function written(key: string, sku: string) {
    const db = new SQLite(file, { readonly: true });
    try {
      return {
        orders: (db.prepare("select count(*) as n from sales_order where idempotency_key = ?").get(key) as { n: number }).n,
        stock: (db.prepare("select stock_qty from product where sku = ?").get(sku) as { stock_qty: number }).stock_qty,
        openCarts: (db.prepare("select count(*) as n from cart_item").get() as { n: number }).n,
      };
    } finally {
      db.close();
    }
  }

  it("refuses it with the typed 503 having written nothing, and places it once when sent again after the lock is gone", async () => {
    const { base } = server;
    const db = new SQLite(file, { readonly: true });
    const { sku } = db.prepare("select sku from product where type = 'simple' and is_virtual = 0 and is_visible = 1 and stock_qty > 2 order by sku limit 1").get() as { sku: string };
    db.close();
    const shopper = await readyShopper(base, [{ sku, quantity: 2 }]);
    const before = written(shopper.key, sku);

    const lock = await holdWriteLock();
    let refused: Answer;
    try {
      refused = await placeOrder(base, shopper);
      expect(written(shopper.key, sku)).toEqual(before);
    } finally {
      await lock.release();
    }
    expect(refused).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE", retryAfter: expect.stringMatching(/^\d+$/) });
    expect(written(shopper.key, sku)).toEqual(before);

    const placed = await placeOrder(base, shopper);
    expect(placed.data?.placeOrder, JSON.stringify(placed)).toMatchObject({ success: true });
    const again = await placeOrder(base, shopper);
    expect(again.data?.placeOrder?.order?.number).toBe(placed.data!.placeOrder!.order!.number);
    expect(written(shopper.key, sku)).toEqual({ orders: 1, stock: before.stock - 2, openCarts: before.openCarts - 1 });
  }, 30_000);
});
