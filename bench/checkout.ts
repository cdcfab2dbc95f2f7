/**
 * The checkout under load (bench/run.ts, suite `checkout`), `buyers` shoppers at once:
 *
 * 1. Stock: the units bought get enough stock for the whole run beforehand (`services.stock.set`,
 *    as `npm run admin -- stock set` does), so no order is refused for a unit that ran out.
 * 2. Whole funnel, for `seconds`: each buyer in a loop puts three lines into a new cart, sets the
 *    checkout's details (e-mail, address, home delivery), then places the order by bank transfer:
 *    five requests an order. Orders a second and `placeOrder`'s own time.
 * 3. Orders placed, twice for `seconds`: each buyer holds a queue of sessions whose carts were
 *    made ready (three lines, e-mail, address, home delivery) before the timed phase, and the
 *    timed loop only calls `placeOrder`. First alone (with the server's CPU per order), then while
 *    `visitors` load the largest category, a page nobody asked for before each time (as the
 *    catalog suite does), whose p95 is reported against its budget.
 * 4. Afterwards the stock of every unit sold is checked against the orders' lines: what was
 *    taken is exactly what was ordered, and no unit went below zero (no oversell).
 *
 * The checkout page itself (`/checkout/`, `/en/checkout/`) is a load target of run.ts, for
 * shoppers made here (`checkoutShoppers`).
 */
import fs from "node:fs";
import { loadConfig } from "@eb/commerce";
import { openDatabase } from "@eb/commerce/db/database.ts";
import { createLogger } from "@eb/commerce/logger.ts";
import { serviceScope } from "@eb/commerce/modules/shop/service-scope.ts";
import { createServices } from "@eb/commerce/services.ts";
import type { Database } from "@eb/commerce/db/schema.ts";
import type { Kysely } from "kysely";
import { ADD_TO_CART_DOCUMENT, GRAPHQL_HEADERS, type Shopper, sellableSkus } from "./shoppers.ts";

export const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode order { number } } }`;
export const SET_EMAIL = `mutation($email: String!) { setCheckoutEmail(email: $email) { success errorCode } }`;
export const SET_ADDRESS = `mutation($address: CheckoutAddressInput!) { setShippingAddress(address: $address) { success errorCode } }`;
export const SET_METHOD = `mutation($code: String!) { setShippingMethod(code: $code) { success errorCode } }`;
export const ADDRESS = { firstname: "Camille", lastname: "Durand", street: ["12 rue des Lilas"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "0612345678" };

/** p95 budgets (docs/performance.md). */
export const CHECKOUT_PAGE_BUDGET_MS = 100;
const CATEGORY_PAGE_BUDGET_MS = 150;
/** Orders a second the issue asks for: the prepared queues hold half as many again for the run. */
const ORDERS_PER_SECOND_WANTED = 100;
/** Units the bench's products are given before the run: more than any run orders. */
const STOCK_FOR_THE_RUN = 1_000_000;

interface Timing {
  p50: number;
  p95: number;
  max: number;
}

export interface OrderPhase {
  orders: number;
  durationSeconds: number;
  ordersPerSecond: number;
  /** placeOrder alone, in ms. */
  placeOrderMs: Timing;
  /** Refusals other than stock running out, and failed requests: none expected. */
  errors: number;
  outOfStock: number;
  /** CPU of the server's processes (all of them) over the phase, divided by the orders placed. */
  serverCpuMsPerOrder?: number;
  /** A buyer's queue of ready carts ran out before the phase's end: the rate is over a shorter time. */
  queuesRanOut?: number;
}

export interface CheckoutResult {
  buyers: number;
  /** Each order built from a new cart in the loop (5 requests an order). */
  funnel: OrderPhase;
  /** Carts made ready beforehand; the timed loop only places orders. */
  prepared: OrderPhase;
  /** The same, while `visitors` load a new category page each time. */
  preparedWithVisitors: OrderPhase & { visitors: number; categoryPage: { pages: number; p50: number; p95: number; budgetMs: number; errors: number } };
  /** Units whose stock moved by other than what the orders took, or went below zero. */
  oversold: string[];
}

/** A documentation address per request series (RFC 2544's benchmark range): the per-address limits count shoppers, not this bench. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter++;
  return `198.18.${Math.floor(addressCounter / 250) % 256}.${(addressCounter % 250) + 1}`;
};

async function send(baseUrl: string, query: string, variables: Record<string, unknown>, cookie: string | undefined, address: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { ...GRAPHQL_HEADERS, "x-forwarded-for": address, ...(cookie && { cookie }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, { success: boolean; errorCode: string | null }>; errors?: unknown[] };
  const session = response.headers.getSetCookie().find((value) => /^(__Host-)?eb_session=/.test(value));
  return { ok: response.ok && !body.errors && !!body.data, answer: body.data ? Object.values(body.data)[0] : undefined, session: session?.split(";")[0] };
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const round1 = (value: number) => Math.round(value * 10) / 10;
const timing = (times: number[]): Timing => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)), max: round1(sorted.at(-1) ?? 0) };
};

/** The three lines of a buyer's `round`th cart: different products from one cart to the next. */
const linesOf = (skus: string[], buyer: number, round: number) => [0, 1, 2].map((offset) => ({ sku: skus[(buyer * 3 + round + offset * 7) % skus.length], quantity: 1 }));

/** A new session whose cart holds `lines` with the checkout's details set, through the API as the storefront sends them. */
async function readyCart(baseUrl: string, lines: { sku: string; quantity: number }[], email: string): Promise<{ cookie: string; address: string } | undefined> {
  const address = nextAddress();
  const added = await send(baseUrl, ADD_TO_CART_DOCUMENT, { lines }, undefined, address);
  if (!added.ok || !added.session) return undefined;
  const cookie = added.session;
  for (const [document, variables] of [
    [SET_EMAIL, { email }],
    [SET_ADDRESS, { address: ADDRESS }],
    [SET_METHOD, { code: "colissimo-home" }],
  ] as const) {
    const step = await send(baseUrl, document, variables, cookie, address);
    if (!step.ok || !step.answer?.success) return undefined;
  }
  return { cookie, address };
}

/** The products the buyers order, each given enough stock for the run. */
async function stockedSkus(baseUrl: string, options: { dataDir: string; databaseUrl: string }): Promise<string[]> {
  const skus = await sellableSkus(baseUrl, 30);
  const config = loadConfig({ ...process.env, DATA_DIR: options.dataDir, DATABASE_URL: options.databaseUrl, LOG_LEVEL: "warn" });
  const database = openDatabase(config.database);
  try {
    const services = createServices(database, config, createLogger(config));
    for (const sku of skus) {
      const set = await services.stock.set(serviceScope(), sku, STOCK_FOR_THE_RUN);
      if (!set.success) throw new Error(`The stock of ${sku} could not be set: ${set.errorCode}`);
    }
    await services.stock.close();
  } finally {
    await database.close();
  }
  return skus;
}

/**
 * Shoppers for the checkout page's target (run.ts): each a session whose cart holds three lines
 * with the e-mail, address and home delivery set, as a shopper arriving at the checkout.
 */
export async function checkoutShoppers(baseUrl: string, count: number, options: { dataDir: string; databaseUrl: string }): Promise<Shopper[]> {
  const skus = await stockedSkus(baseUrl, options);
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index++) {
    const ready = await readyCart(baseUrl, linesOf(skus, index, 0), `shopper${index}@example.com`);
    if (!ready) throw new Error("A checkout shopper's cart could not be made ready.");
    shoppers.push({ cookie: ready.cookie, lines: [] });
  }
  return shoppers;
}

/** CPU time (ms) of a process and all its descendants, from /proc (Linux): the server's npm, tsx and node processes. */
export function processTreeCpuMs(rootPid: number): number {
  const ticksPerSecond = 100; // USER_HZ on Linux
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command's closing parenthesis: state, ppid, … utime (14th), stime (15th).
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid, depth = 0; current > 1 && depth < 20; depth++) {
      if (current === rootPid) return true;
      current = stats.get(current)?.parent ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return (ticks * 1000) / ticksPerSecond;
}

/**
 * Pages of the largest category nobody asked for in this run, both page sizes: `measured` sorted
 * by position, descending (no other suite's sort), `warmUp` by position, ascending.
 */
async function newCategoryPages(baseUrl: string): Promise<{ measured: string[]; warmUp: string[] }> {
  const ask = async (query: string, variables?: Record<string, unknown>) =>
    ((await (await fetch(`${baseUrl}/graphql`, { method: "POST", headers: GRAPHQL_HEADERS, body: JSON.stringify({ query, variables }) })).json()) as { data: Record<string, unknown> }).data;
  const { categories } = (await ask("{ categories { id } }")) as { categories: { id: string }[] };
  let largest = { id: categories[0].id, total: -1 };
  for (const { id } of categories) {
    const { category } = (await ask("query($id: ID!) { category(id: $id) { products(input: { pageLength: 1 }) { total } } }", { id })) as { category: { products: { total: number } } };
    if (category.products.total > largest.total) largest = { id, total: category.products.total };
  }
  const pages = (direction: string) => {
    const sort = encodeURIComponent(`{"field":"position","direction":"${direction}"}`);
    return [18, 36].flatMap((pageLength) =>
      Array.from({ length: Math.min(400, Math.ceil(largest.total / pageLength)) }, (_, index) => `/category/${largest.id}?page=${index + 1}${pageLength === 18 ? "" : `&pageLength=${pageLength}`}&sort=${sort}`),
    );
  };
  return { measured: pages("desc"), warmUp: pages("asc") };
}

interface PhaseOptions {
  baseUrl: string;
  buyers: number;
  seconds: number;
  serverCpuMs?: () => number;
}

/** Places orders: `next(buyer, round)` gives the buyer's next ready cart (undefined: its queue ran out). */
async function placeOrders(options: PhaseOptions, next: (buyer: number, round: number) => Promise<{ cookie: string; address: string } | undefined | "error">): Promise<OrderPhase> {
  const { baseUrl, buyers, seconds, serverCpuMs } = options;
  const times: number[] = [];
  let orders = 0;
  let errors = 0;
  let outOfStock = 0;
  let queuesRanOut = 0;
  const cpuBefore = serverCpuMs?.();
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: buyers }, async (_, buyer) => {
      for (let round = 0; Date.now() < deadline; round++) {
        const cart = await next(buyer, round);
        if (cart === "error") {
          errors++;
          continue;
        }
        if (!cart) {
          queuesRanOut++;
          return;
        }
        const start = performance.now();
        const placed = await send(baseUrl, PLACE_ORDER, { input: { paymentMethod: "bank_transfer", idempotencyKey: `bench-${buyer}-${round}-${Date.now()}`, acceptTerms: true } }, cart.cookie, cart.address);
        times.push(performance.now() - start);
        if (placed.ok && placed.answer?.success) orders++;
        else if (placed.answer?.errorCode === "OUT_OF_STOCK") outOfStock++;
        else errors++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const cpu = cpuBefore === undefined ? undefined : serverCpuMs!() - cpuBefore;
  return {
    orders,
    durationSeconds: round1(elapsed),
    ordersPerSecond: round1(orders / elapsed),
    placeOrderMs: timing(times),
    errors,
    outOfStock,
    ...(cpu !== undefined && orders > 0 && { serverCpuMsPerOrder: round1(cpu / orders) }),
    ...(queuesRanOut > 0 && { queuesRanOut }),
  };
}

/**
 * `perBuyer` ready carts for each of `buyers`, made `buyers` at a time. A cart the server failed
 * to make ready (an overloaded machine's request out of time) is left out and counted: it is
 * not what the timed phase measures.
 */
async function prepareQueues(baseUrl: string, skus: string[], buyers: number, perBuyer: number, firstRound: number) {
  const queues: { cookie: string; address: string }[][] = Array.from({ length: buyers }, () => []);
  let failed = 0;
  await Promise.all(
    queues.map(async (queue, buyer) => {
      for (let round = 0; round < perBuyer; round++) {
        const ready = await readyCart(baseUrl, linesOf(skus, buyer, firstRound + round), `buyer${buyer}@example.com`);
        if (ready) queue.push(ready);
        else failed++;
      }
    }),
  );
  if (failed > perBuyer * buyers * 0.1) throw new Error(`${failed} carts of ${perBuyer * buyers} could not be made ready before the timed phase.`);
  if (failed) console.warn(`  (${failed} carts could not be made ready and were left out)`);
  return queues;
}

/** The stock of `skus` and the last order, now: what `oversoldSince` compares with later. */
export async function stockMark(db: Kysely<Database>, skus: string[]) {
  const stock = await stockOf(db, skus);
  const { id } = await db.selectFrom("sales_order").select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("id")).executeTakeFirstOrThrow();
  return { stock, lastOrderId: Number(id) };
}

const stockOf = async (db: Kysely<Database>, skus: string[]) =>
  new Map((await db.selectFrom("product").select(["sku", "stock_qty"]).where("sku", "in", skus).execute()).map((row) => [row.sku, Number(row.stock_qty)]));

/** The units whose stock moved by other than the orders placed since `mark` took, or went below zero (oversold). */
export async function oversoldSince(db: Kysely<Database>, skus: string[], mark: Awaited<ReturnType<typeof stockMark>>): Promise<string[]> {
  const after = await stockOf(db, skus);
  const ordered = await db
    .selectFrom("sales_order_line")
    .select(["sku", (eb) => eb.fn.sum<number | string>("quantity").as("quantity")])
    .where("order_id", ">", mark.lastOrderId)
    .where("sku", "in", skus)
    .groupBy("sku")
    .execute();
  const taken = new Map(ordered.map((row) => [row.sku, Number(row.quantity)]));
  return skus.filter((sku) => (after.get(sku) ?? 0) < 0 || (mark.stock.get(sku) ?? 0) - (after.get(sku) ?? 0) !== (taken.get(sku) ?? 0));
}

/** Logs a phase's line. */
export function describePhase(name: string, phase: OrderPhase): string {
  const cpu = phase.serverCpuMsPerOrder === undefined ? "" : `; server CPU ${phase.serverCpuMsPerOrder} ms an order`;
  const ranOut = phase.queuesRanOut ? ` (${phase.queuesRanOut} queues of ready carts ran out before the end)` : "";
  return (
    `  ${name.padEnd(34)} ${String(phase.orders).padStart(5)} orders in ${phase.durationSeconds} s, ${phase.ordersPerSecond}/s; placeOrder p50 ${phase.placeOrderMs.p50} ms, ` +
    `p95 ${phase.placeOrderMs.p95} ms, max ${phase.placeOrderMs.max} ms; errors ${phase.errors}, out of stock ${phase.outOfStock}${cpu}${ranOut}`
  );
}

export async function runCheckout(
  baseUrl: string,
  options: { buyers: number; seconds: number; visitors: number; dataDir: string; databaseUrl: string; serverCpuMs?: () => number },
): Promise<CheckoutResult> {
  const { buyers, seconds } = options;
  const skus = await stockedSkus(baseUrl, options);
  const config = loadConfig({ ...process.env, DATA_DIR: options.dataDir, DATABASE_URL: options.databaseUrl, LOG_LEVEL: "warn" });
  const database = openDatabase(config.database);
  const { db } = database;
  const mark = await stockMark(db, skus);
  const phase: PhaseOptions = { baseUrl, buyers, seconds, serverCpuMs: options.serverCpuMs };

  // The whole funnel: each order from a new cart, its five requests in the loop.
  const funnel = await placeOrders(phase, async (buyer, round) => (await readyCart(baseUrl, linesOf(skus, buyer, round), `buyer${buyer}@example.com`)) ?? "error");
  console.log(describePhase("whole funnel (5 requests an order)", funnel));

  // Ready carts, queued per buyer before each timed phase.
  const perBuyer = Math.ceil((ORDERS_PER_SECOND_WANTED * 1.5 * seconds) / buyers);
  const fromQueues = (queues: { cookie: string; address: string }[][]) => async (buyer: number) => queues[buyer].shift();
  console.log(`  making ${perBuyer * buyers} carts ready (3 lines, e-mail, address, delivery) for the next phase…`);
  const prepared = await placeOrders(phase, fromQueues(await prepareQueues(baseUrl, skus, buyers, perBuyer, 1_000)));
  console.log(describePhase("placeOrder on ready carts", prepared));

  // The visitors start while those carts are made ready, on other pages (a process optimises its
  // render path over its first few hundred pages): only the pages they load while the orders are
  // placed are measured.
  const { measured: categoryPages, warmUp } = await newCategoryPages(baseUrl);
  const pageTimes: number[] = [];
  let pageErrors = 0;
  let pageTurn = 0;
  let warmUpTurn = 0;
  let recording = false;
  let browsingOn = true;
  const browsing = Array.from({ length: options.visitors }, async () => {
    while (browsingOn) {
      const measuring = recording;
      const path = measuring ? categoryPages[pageTurn++ % categoryPages.length] : warmUp[warmUpTurn++ % warmUp.length];
      const start = performance.now();
      const response = await fetch(baseUrl + path, { headers: { accept: "text/html", "accept-encoding": "gzip" } });
      await response.arrayBuffer();
      if (measuring && recording) {
        pageTimes.push(performance.now() - start);
        if (!response.ok) pageErrors++;
      }
    }
  });
  console.log(`  making ${perBuyer * buyers} carts ready for the next phase (visitors warming up meanwhile)…`);
  const queues = await prepareQueues(baseUrl, skus, buyers, perBuyer, 2_000);
  recording = true;
  const withVisitors = await placeOrders(phase, fromQueues(queues));
  recording = false;
  browsingOn = false;
  await Promise.all(browsing);
  const page = timing(pageTimes);
  const categoryPage = { pages: pageTimes.length, p50: page.p50, p95: page.p95, budgetMs: CATEGORY_PAGE_BUDGET_MS, errors: pageErrors };
  console.log(describePhase(`the same, ${options.visitors} visitors browsing`, withVisitors));
  console.log(
    `  category page, a new page each time, during those orders: ${categoryPage.pages} pages, p50 ${categoryPage.p50} ms, p95 ${categoryPage.p95} ms, ` +
      `budget < ${CATEGORY_PAGE_BUDGET_MS} ms: ${categoryPage.p95 < CATEGORY_PAGE_BUDGET_MS ? "met" : "MISSED"}${pageErrors ? `, ${pageErrors} errors` : ""}` +
      (pageTurn > categoryPages.length ? " (ran out of new pages: some were repeats)" : ""),
  );

  const oversold = await oversoldSince(db, skus, mark);
  await database.close();

  return {
    buyers,
    funnel,
    prepared,
    preparedWithVisitors: { ...withVisitors, visitors: options.visitors, categoryPage },
    oversold,
  };
}
