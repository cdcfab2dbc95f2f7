/**
 * The soak and the ramp (bench/run.ts, suite `soak`, only when asked): a shop under the mixed load
 * of a busy day for a long time, then more and more browsing until it saturates.
 *
 * Soak (`--soak-minutes`, default 30): at fixed rates whatever the answers' speed (an open model:
 * shoppers do not wait for each other), browsing and search pages (`browsePerSecond`, about 50),
 * orders (`ordersPerSecond`, about 5: each a new cart of three lines, e-mail, address, delivery,
 * then `placeOrder` by bank transfer; one in ten sent twice at once with the same idempotency key,
 * as a double click does), cart changes of shoppers holding carts, and sign-ins of the demo
 * customer followed by their account page. A third of the orders take one unit of a scarce product
 * (a few dozen units for the whole run): they compete for the last units and must never oversell.
 * Afterwards, from the database and the mail folders:
 *   - no 5xx answer, no failed connection, no GraphQL error;
 *   - every order acknowledged is in the database once, the double-sent ones answered with one
 *     order, and no order the shoppers were not told about;
 *   - the stock of every product ordered moved by exactly what the orders took, never below zero;
 *   - every order's confirmation was written once to the outbox and delivered once (one `.eml`);
 *   - the resident memory of every process of the shop, after the warm-up, grew less than 10 %.
 * Ramp: browsing at rising rates (orders held at their rate), a short step each, until the shop
 * no longer keeps up (answers lag behind the rate, or p95 over 500 ms, or an error): the last rate
 * it kept up with is its capacity.
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "@eb/commerce";
import { openDatabase } from "@eb/commerce/db/database.ts";
import { createLogger } from "@eb/commerce/logger.ts";
import { serviceScope } from "@eb/commerce/modules/shop/service-scope.ts";
import { createServices } from "@eb/commerce/services.ts";
import { DEMO_CUSTOMER } from "@eb/commerce/testing/seed-data.ts";
import { ADDRESS, PLACE_ORDER, SET_ADDRESS, SET_EMAIL, SET_METHOD, oversoldSince, stockMark } from "./checkout.ts";
import { ADD_TO_CART_DOCUMENT, GRAPHQL_HEADERS, UPDATE_CART_ITEM_DOCUMENT, type Shopper, makeShoppers, sellableSkus } from "./shoppers.ts";

/** The shop under load: where it answers, its database, where its e-mails are written, its processes. */
export interface SoakTarget {
  name: string;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string;
  /** The folders the shop's processes write `.eml` files into (one a machine). */
  mailDirs: string[];
  /** Root processes of the shop (a primary, or each instance): every node process under them is sampled. */
  rootPids: () => number[];
}

export interface SoakOptions {
  seconds: number;
  /** Memory is compared from the end of the warm-up on. */
  warmUpSeconds: number;
  browsePerSecond: number;
  ordersPerSecond: number;
  cartChangesPerSecond: number;
  signInsPerSecond: number;
}

export const SOAK_DEFAULTS: Omit<SoakOptions, "seconds" | "warmUpSeconds"> = { browsePerSecond: 50, ordersPerSecond: 5, cartChangesPerSecond: 5, signInsPerSecond: 1 };
/** Memory growth allowed per process after the warm-up. */
export const MEMORY_GROWTH_BUDGET = 0.1;

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { success errorCode } }`;
const SEARCHES = ["lavande", "rose", "huile", "flacon", "bergamote", "menthe", "citron", "ylang", "hydrolat", "beurre", "neroli", "vetiver", "lavender", "bottle", "orange"];
/** Units of each product ordered freely: more than any soak takes. */
const PLENTY = 1_000_000;
/** Units of each scarce product for the whole run: sold out within minutes at the default rates. */
const SCARCE_UNITS = 40;
/** Requests of one kind in flight at most; a tick finding that many skips (the shop is not keeping up). */
const MAX_IN_FLIGHT = 400;

/** An answer slower than this is counted by the minute it was sent in: a stall shows when it happened. */
const SLOW_MS = 1_000;

interface KindStats {
  sent: number;
  skipped: number;
  times: number[];
  /** When the load run began (the stats are made at its start). */
  startedAt: number;
  /** Answers slower than SLOW_MS by the minute of the run they were sent in (from 1). */
  slowByMinute: Map<number, number>;
  status5xx: number;
  /** Failed connections, timeouts, GraphQL errors and answers that were not what a shopper gets. */
  failures: number;
  examples: string[];
}

const newStats = (): KindStats => ({ sent: 0, skipped: 0, times: [], startedAt: performance.now(), slowByMinute: new Map(), status5xx: 0, failures: 0, examples: [] });

function timed(stats: KindStats, start: number) {
  const ms = performance.now() - start;
  stats.times.push(ms);
  if (ms <= SLOW_MS) return;
  const minute = Math.floor((start - stats.startedAt) / 60_000) + 1;
  stats.slowByMinute.set(minute, (stats.slowByMinute.get(minute) ?? 0) + 1);
}

export interface KindSummary {
  sent: number;
  skipped: number;
  perSecond: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers slower than SLOW_MS, by the minute of the run they were sent in. */
  slowByMinute: [minute: number, count: number][];
  status5xx: number;
  failures: number;
  examples: string[];
}

export interface ProcessMemory {
  pid: number;
  command: string;
  /** Median resident set over the first minute after the warm-up, and over the last minute, MB. */
  afterWarmUpMb: number;
  endMb: number;
  growth: number;
}

export interface SoakResult {
  target: string;
  seconds: number;
  kinds: Record<string, KindSummary>;
  orders: {
    acknowledged: number;
    soldOut: number;
    doubleSent: number;
    doubleSentDisagreeing: number;
    inDatabase: number;
    missing: string[];
    unacknowledged: number;
  };
  oversold: string[];
  mail: { orders: number; outboxRows: number; notSentYet: number; deliveredFiles: number; deliveredTwice: number; missingConfirmations: number };
  memory: ProcessMemory[];
  /** Every check of the soak: an empty list is a pass. */
  problems: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** A documentation address per shopper (RFC 2544's range): per-address limits count shoppers, not the bench. */
let addressTurn = 0;
const nextAddress = () => {
  addressTurn++;
  return `198.18.${Math.floor(addressTurn / 250) % 256}.${(addressTurn % 250) + 1}`;
};

/** A change the shop refused where a shopper expects it to succeed. */
function refused(stats: KindStats, what: string) {
  stats.failures++;
  if (stats.examples.length < 5) stats.examples.push(what);
}

/** Sends a request of a kind, timing it and sorting its outcome; resolves to the parsed JSON body for the API. */
async function measured<T>(stats: KindStats, send: () => Promise<Response>, read: (response: Response) => Promise<T>): Promise<T | undefined> {
  stats.sent++;
  const start = performance.now();
  try {
    const response = await send();
    const value = await read(response);
    timed(stats, start);
    if (response.status >= 500) {
      stats.status5xx++;
      if (stats.examples.length < 5) stats.examples.push(`${response.status} ${response.url}`);
      return undefined;
    }
    return value;
  } catch (error) {
    timed(stats, start);
    stats.failures++;
    if (stats.examples.length < 5) stats.examples.push(String((error as Error).cause ?? error).slice(0, 200));
    return undefined;
  }
}

type GraphqlBody = { data?: Record<string, { success?: boolean; errorCode?: string | null; order?: { number: string } | null } | null>; errors?: { message: string }[] };

async function graphql(baseUrl: string, stats: KindStats, query: string, variables: Record<string, unknown>, session: { cookie?: string; address: string }) {
  let setCookie: string | undefined;
  const body = await measured(
    stats,
    () =>
      fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { ...GRAPHQL_HEADERS, "x-forwarded-for": session.address, ...(session.cookie && { cookie: session.cookie }) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(30_000),
      }),
    async (response) => {
      setCookie = response.headers.getSetCookie().find((value) => /^(__Host-)?eb_session=/.test(value));
      return (await response.json()) as GraphqlBody;
    },
  );
  if (setCookie) session.cookie = setCookie.split(";")[0];
  if (body && (body.errors || !body.data)) {
    stats.failures++;
    if (stats.examples.length < 5) stats.examples.push(JSON.stringify(body.errors ?? body).slice(0, 200));
    return undefined;
  }
  return body ? Object.values(body.data!)[0] : undefined;
}

async function page(baseUrl: string, stats: KindStats, pathname: string, cookie?: string): Promise<void> {
  const ok = await measured(
    stats,
    () => fetch(baseUrl + pathname, { headers: { accept: "text/html", "accept-encoding": "br, gzip", ...(cookie && { cookie }) }, signal: AbortSignal.timeout(30_000) }),
    async (response) => {
      await response.arrayBuffer();
      // A page a shopper asked for is there (200) or moved (redirects are followed): anything else is a failure here.
      return response.ok;
    },
  );
  if (ok === false) {
    stats.failures++;
    if (stats.examples.length < 5) stats.examples.push(`not 200: ${pathname}`);
  }
}

/** Pages a visitor browses: both stores' home pages, category pages with their sorts and pages, products, searches. */
async function browsingPages(baseUrl: string): Promise<string[]> {
  const ask = async (query: string, variables?: Record<string, unknown>) =>
    ((await (await fetch(`${baseUrl}/graphql`, { method: "POST", headers: GRAPHQL_HEADERS, body: JSON.stringify({ query, variables }) })).json()) as { data: Record<string, unknown> }).data;
  const { categories } = (await ask("{ categories { id url } }")) as { categories: { id: string; url: string }[] };
  const categoryPages: string[] = [];
  const productPages: string[] = [];
  for (const category of categories) {
    for (const page of [1, 2, 3]) categoryPages.push(page === 1 ? category.url : `${category.url}?page=${page}`);
    categoryPages.push(`${category.url}?sort=${encodeURIComponent('{"field":"price","direction":"asc"}')}`);
    const { category: listed } = (await ask("query($id: ID!) { category(id: $id) { products(input: { pageLength: 36 }) { products { path } } } }", { id: category.id })) as {
      category: { products: { products: { path: string }[] } };
    };
    productPages.push(...listed.products.products.map((product) => product.path));
  }
  const searchPages = SEARCHES.flatMap((term) => [`/search/${term}`, `/en/search/${term}`]);
  // The mix: 3 categories, 4 products, 2 searches, 1 home page in 10.
  const mix: string[] = [];
  for (let index = 0; index < 4_000; index++) {
    const slot = index % 10;
    if (slot < 3) mix.push(categoryPages[(index * 7) % categoryPages.length]);
    else if (slot < 7) mix.push(productPages[(index * 13) % productPages.length]);
    else if (slot < 9) mix.push(searchPages[(index * 3) % searchPages.length]);
    else mix.push(index % 20 === 9 ? "/" : "/en/");
  }
  return mix;
}

/** Runs `task` `perSecond` times a second until `until()`, whatever its duration (at most MAX_IN_FLIGHT at once). */
function atRate(perSecond: number, stats: KindStats, until: () => boolean, task: (turn: number) => Promise<unknown>): Promise<void> {
  if (perSecond <= 0) return Promise.resolve();
  const running = new Set<Promise<unknown>>();
  const started = performance.now();
  let turn = 0;
  return new Promise((resolve) => {
    const tick = () => {
      if (until()) {
        void Promise.allSettled([...running]).then(() => resolve());
        return;
      }
      // Every start due by now, so a late timer never lowers the rate.
      const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
      while (turn < due) {
        turn++;
        if (running.size >= MAX_IN_FLIGHT) {
          stats.skipped++;
          continue;
        }
        const run = task(turn).finally(() => running.delete(run));
        running.add(run);
      }
      setTimeout(tick, Math.max(1, Math.min(50, 1000 / perSecond / 2)));
    };
    tick();
  });
}

/** Resident memory (MB) of every node process under the given roots, from /proc. */
function nodeProcesses(rootPids: number[]): Map<number, { command: string; rssMb: number }> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(text.slice(text.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // ended meanwhile
    }
  }
  const roots = new Set(rootPids);
  const found = new Map<number, { command: string; rssMb: number }>();
  for (const pid of parents.keys()) {
    let current = pid;
    for (let depth = 0; current > 1 && depth < 20 && !roots.has(current); depth++) current = parents.get(current) ?? 0;
    if (!roots.has(current)) continue;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      if (!/^Name:\s+node/m.test(status)) continue;
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
      found.set(pid, { command: command.slice(-80), rssMb: rssKb / 1024 });
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

export function summarise(stats: KindStats, seconds: number): KindSummary {
  const sorted = [...stats.times].sort((a, b) => a - b);
  return {
    sent: stats.sent,
    skipped: stats.skipped,
    perSecond: round1(stats.sent / seconds),
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    max: round1(sorted.at(-1) ?? 0),
    slowByMinute: [...stats.slowByMinute].sort(([a], [b]) => a - b),
    status5xx: stats.status5xx,
    failures: stats.failures,
    examples: stats.examples,
  };
}

/** Opens the shop's database for the checks (and to stock the run's products). */
function shopDatabase(target: SoakTarget) {
  const config = loadConfig({ ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl, LOG_LEVEL: "warn" });
  const database = openDatabase(config.database);
  return { config, database };
}

/** The products the run orders: plenty of most, a few dozen units of the scarce ones. */
async function stockTheRun(target: SoakTarget): Promise<{ plentiful: string[]; scarce: string[] }> {
  // The shoppers holding carts (makeShoppers) add units of the first 23: the scarce ones come after.
  const skus = await sellableSkus(target.baseUrl, 30);
  const plentiful = skus.slice(0, 23);
  const scarce = skus.slice(26, 30);
  const { config, database } = shopDatabase(target);
  try {
    const services = createServices(database, config, createLogger(config));
    for (const sku of skus) {
      const set = await services.stock.set(serviceScope(), sku, scarce.includes(sku) ? SCARCE_UNITS : PLENTY);
      if (!set.success) throw new Error(`The stock of ${sku} could not be set: ${set.errorCode}`);
    }
    await services.stock.close();
  } finally {
    await database.close();
  }
  return { plentiful, scarce };
}

let loadRuns = 0;

/** The load of a busy day at the given rates, for `seconds`; what each kind of request met, and the orders. */
async function mixedLoad(
  target: SoakTarget,
  rates: Omit<SoakOptions, "seconds" | "warmUpSeconds">,
  seconds: number,
  setup: { pages: string[]; plentiful: string[]; scarce: string[]; shoppers: Shopper[]; run: string },
  onSecond?: (elapsedSeconds: number, kinds: Record<string, KindStats>) => void,
) {
  const { baseUrl } = target;
  const kinds = { browse: newStats(), order: newStats(), placeOrder: newStats(), cart: newStats(), signIn: newStats() };
  const acknowledged = new Map<string, string>();
  let soldOut = 0;
  let doubleSent = 0;
  let doubleSentDisagreeing = 0;
  // Keys and e-mails of this load run: a ramp's steps share their setup, never an idempotency key.
  const batch = `${setup.run}-${(loadRuns++).toString(36)}`;
  const deadline = Date.now() + seconds * 1000;
  const until = () => Date.now() >= deadline;
  const ticker = onSecond && setInterval(() => onSecond(Math.round(seconds - (deadline - Date.now()) / 1000), kinds), 1000);

  const browse = atRate(rates.browsePerSecond, kinds.browse, until, (turn) => page(baseUrl, kinds.browse, setup.pages[turn % setup.pages.length]));

  const order = atRate(rates.ordersPerSecond, kinds.order, until, async (turn) => {
    const session = { address: nextAddress(), cookie: undefined as string | undefined };
    const lines = [0, 1].map((offset) => ({ sku: setup.plentiful[(turn * 2 + offset) % setup.plentiful.length], quantity: 1 }));
    if (turn % 3 === 0) lines.push({ sku: setup.scarce[turn % setup.scarce.length], quantity: 1 });
    else lines.push({ sku: setup.plentiful[(turn * 2 + 2) % setup.plentiful.length], quantity: 1 });
    const added = await graphql(baseUrl, kinds.order, ADD_TO_CART_DOCUMENT, { lines }, session);
    if (!added?.success) {
      // The scarce products sell out: a cart refused them, as a shopper is told.
      if (added && added.errorCode && /STOCK/.test(added.errorCode)) soldOut++;
      else if (added) refused(kinds.order, `addToCart ${added.errorCode}`);
      return;
    }
    for (const [document, variables] of [
      [SET_EMAIL, { email: `soak-${batch}-${turn}@example.com` }],
      [SET_ADDRESS, { address: ADDRESS }],
      [SET_METHOD, { code: "colissimo-home" }],
    ] as const) {
      const step = await graphql(baseUrl, kinds.order, document, variables, session);
      if (!step?.success) {
        if (step) refused(kinds.order, `checkout step ${step.errorCode}`);
        return;
      }
    }
    const key = `soak-${batch}-${turn}`;
    const place = () => graphql(baseUrl, kinds.placeOrder, PLACE_ORDER, { input: { paymentMethod: "bank_transfer", idempotencyKey: key, acceptTerms: true } }, { ...session });
    const answers = turn % 10 === 5 ? await Promise.all([place(), place()]) : [await place()];
    if (answers.length === 2) doubleSent++;
    const numbers = new Set(answers.map((answer) => (answer?.success ? answer.order?.number : undefined)).filter(Boolean));
    if (numbers.size === 1) acknowledged.set(key, [...numbers][0]!);
    if (numbers.size > 1) doubleSentDisagreeing++;
    if (numbers.size === 0) {
      const codes = answers.map((answer) => answer?.errorCode);
      if (codes.some((code) => code && /STOCK/.test(code))) soldOut++;
      else if (answers.some((answer) => answer && !answer.success)) {
        kinds.placeOrder.failures++;
        if (kinds.placeOrder.examples.length < 5) kinds.placeOrder.examples.push(`refused: ${codes.join(", ")}`);
      }
    }
  });

  let cartTurn = 0;
  const cart = atRate(rates.cartChangesPerSecond, kinds.cart, until, async () => {
    const shopper = setup.shoppers[cartTurn % setup.shoppers.length];
    const line = shopper.lines[Math.floor(cartTurn / setup.shoppers.length) % shopper.lines.length];
    cartTurn++;
    const session = { cookie: shopper.cookie, address: nextAddress() };
    const added = await graphql(baseUrl, kinds.cart, ADD_TO_CART_DOCUMENT, { lines: [{ sku: line.sku, quantity: 1 }] }, session);
    if (added && !added.success) refused(kinds.cart, `addToCart ${added.errorCode}`);
    const updated = await graphql(baseUrl, kinds.cart, UPDATE_CART_ITEM_DOCUMENT, { itemId: line.itemId, quantity: 1 }, session);
    if (updated && !updated.success) refused(kinds.cart, `updateCartItem ${updated.errorCode}`);
  });

  const signIn = atRate(rates.signInsPerSecond, kinds.signIn, until, async (turn) => {
    const session = { address: nextAddress(), cookie: undefined as string | undefined };
    const signedIn = await graphql(baseUrl, kinds.signIn, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, session);
    if (!signedIn?.success) {
      if (signedIn) refused(kinds.signIn, `login ${signedIn.errorCode}`);
      return;
    }
    await page(baseUrl, kinds.signIn, turn % 2 ? "/user/" : "/en/user/orders/", session.cookie);
  });

  await Promise.all([browse, order, cart, signIn]);
  if (ticker) clearInterval(ticker);
  return { kinds, acknowledged, soldOut, doubleSent, doubleSentDisagreeing };
}

/** Shoppers holding carts, products stocked, pages listed: what every load run needs first. */
async function prepare(target: SoakTarget) {
  const { plentiful, scarce } = await stockTheRun(target);
  const pages = await browsingPages(target.baseUrl);
  const shoppers = await makeShoppers(target.baseUrl, 20, 3);
  return { pages, plentiful, scarce, shoppers, run: Date.now().toString(36) };
}

export async function runSoak(target: SoakTarget, options: SoakOptions): Promise<SoakResult> {
  const setup = await prepare(target);
  const { database } = shopDatabase(target);
  const { db } = database;
  const skus = [...setup.plentiful, ...setup.scarce];
  const mark = await stockMark(db, skus);
  const { id: lastMailBefore } = await db.selectFrom("outbox_message").select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("id")).executeTakeFirstOrThrow();

  // Memory every 10 s, per process (a replaced process is a new pid: it shows as such).
  const samples = new Map<number, { command: string; at: number[]; rssMb: number[] }>();
  const started = Date.now();
  const sample = () => {
    for (const [pid, { command, rssMb }] of nodeProcesses(target.rootPids())) {
      if (!samples.has(pid)) samples.set(pid, { command, at: [], rssMb: [] });
      samples.get(pid)!.at.push((Date.now() - started) / 1000);
      samples.get(pid)!.rssMb.push(rssMb);
    }
  };
  sample();
  const sampler = setInterval(sample, 10_000);
  let lastReport = 0;
  const load = await mixedLoad(target, options, options.seconds, setup, (elapsed, kinds) => {
    if (elapsed - lastReport < 60) return;
    lastReport = elapsed;
    const sent = Object.entries(kinds).map(([name, stats]) => `${name} ${stats.sent}`).join(", ");
    const failed = Object.values(kinds).reduce((sum, stats) => sum + stats.status5xx + stats.failures + stats.skipped, 0);
    const rss = [...nodeProcesses(target.rootPids()).values()].map((process) => Math.round(process.rssMb)).join("/");
    console.log(`  ${Math.round(elapsed / 60)} min: ${sent}; failed ${failed}; RSS ${rss} MB`);
  });
  clearInterval(sampler);
  sample();

  const problems: string[] = [];
  const kinds = Object.fromEntries(Object.entries(load.kinds).map(([name, stats]) => [name, summarise(stats, options.seconds)]));
  for (const [name, kind] of Object.entries(kinds)) {
    if (kind.status5xx) problems.push(`${name}: ${kind.status5xx} answers 5xx (${kind.examples.join("; ")})`);
    if (kind.failures) problems.push(`${name}: ${kind.failures} failed (${kind.examples.join("; ")})`);
    if (kind.skipped) problems.push(`${name}: ${kind.skipped} requests not sent, ${MAX_IN_FLIGHT} already waiting (the shop did not keep up)`);
  }
  if (load.doubleSentDisagreeing) problems.push(`${load.doubleSentDisagreeing} double-sent orders answered with two different orders`);

  // Orders: each acknowledged once in the database under its key, none unacknowledged.
  const placed = await db
    .selectFrom("sales_order")
    .select(["id", "number", "idempotency_key"])
    .where("id", ">", mark.lastOrderId)
    .where("idempotency_key", "like", `soak-${setup.run}-%`)
    .execute();
  const byKey = new Map(placed.map((row) => [row.idempotency_key, row.number]));
  const missing = [...load.acknowledged].filter(([key, number]) => byKey.get(key) !== number).map(([key]) => key);
  const unacknowledged = placed.filter((row) => !load.acknowledged.has(row.idempotency_key)).length;
  if (missing.length) problems.push(`${missing.length} orders acknowledged but not in the database as told (${missing.slice(0, 3).join(", ")})`);
  // An order whose answer was lost (a failed request) may exist unacknowledged: only a failure explains it.
  const failedPlacements = load.kinds.placeOrder.failures + load.kinds.placeOrder.status5xx;
  if (unacknowledged > failedPlacements) problems.push(`${unacknowledged} orders in the database nobody was told about`);

  // Stock: moved by exactly what the orders took, never below zero.
  const oversold = await oversoldSince(db, skus, mark);
  if (oversold.length) problems.push(`stock moved by other than the orders took, or below zero: ${oversold.join(", ")}`);

  // E-mails: one confirmation an order, delivered once (the outbox drains within a minute or two).
  const orderIds = placed.map((row) => row.id);
  const confirmations = async () =>
    db
      .selectFrom("outbox_message")
      .select(["id", "status", "payload"])
      .where("id", ">", Number(lastMailBefore))
      .where("kind", "=", "order.confirmation")
      .execute();
  let rows = await confirmations();
  for (let waited = 0; waited < 180 && rows.some((row) => row.status !== "sent"); waited += 2) {
    await sleep(2_000);
    rows = await confirmations();
  }
  const perOrder = new Map<string, number>();
  for (const row of rows) {
    const number = (JSON.parse(row.payload) as { order?: { number?: string } }).order?.number;
    if (number) perOrder.set(number, (perOrder.get(number) ?? 0) + 1);
  }
  const numbers = placed.map((row) => row.number);
  const missingConfirmations = numbers.filter((number) => perOrder.get(number) !== 1).length;
  const outboxIds = new Set(rows.map((row) => String(row.id)));
  const delivered = new Map<string, number>();
  for (const dir of target.mailDirs) {
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      const id = /-order\.confirmation-(\d+)\.eml$/.exec(file)?.[1];
      if (id && outboxIds.has(id)) delivered.set(id, (delivered.get(id) ?? 0) + 1);
    }
  }
  const deliveredTwice = [...delivered.values()].filter((count) => count > 1).length;
  const notSentYet = rows.filter((row) => row.status !== "sent").length;
  const mail = { orders: orderIds.length, outboxRows: rows.length, notSentYet, deliveredFiles: delivered.size, deliveredTwice, missingConfirmations };
  if (missingConfirmations) problems.push(`${missingConfirmations} orders without exactly one confirmation in the outbox`);
  if (notSentYet) problems.push(`${notSentYet} confirmations still not sent 3 minutes after the load`);
  if (deliveredTwice) problems.push(`${deliveredTwice} confirmations delivered more than once`);
  if (delivered.size !== rows.length - notSentYet) problems.push(`${rows.length - notSentYet} confirmations sent, ${delivered.size} found as .eml files`);
  await database.close();

  // Memory: the first minute after the warm-up against the last minute, per process.
  const memory: ProcessMemory[] = [];
  for (const [pid, series] of samples) {
    const window = (from: number, to: number) => series.rssMb.filter((_, index) => series.at[index] >= from && series.at[index] < to);
    const early = window(options.warmUpSeconds, options.warmUpSeconds + 60);
    const late = window(options.seconds - 60, options.seconds + 1);
    if (early.length === 0 || late.length === 0) continue;
    const afterWarmUpMb = round1(median(early));
    const endMb = round1(median(late));
    const growth = Math.round(((endMb - afterWarmUpMb) / afterWarmUpMb) * 1000) / 1000;
    memory.push({ pid, command: series.command, afterWarmUpMb, endMb, growth });
    if (growth > MEMORY_GROWTH_BUDGET) problems.push(`process ${pid} (${series.command}) grew ${Math.round(growth * 100)} % after the warm-up (${afterWarmUpMb} → ${endMb} MB)`);
  }
  if (memory.length === 0) problems.push("no process of the shop was sampled through the whole run");

  return {
    target: target.name,
    seconds: options.seconds,
    kinds,
    orders: {
      acknowledged: load.acknowledged.size,
      soldOut: load.soldOut,
      doubleSent: load.doubleSent,
      doubleSentDisagreeing: load.doubleSentDisagreeing,
      inDatabase: placed.length,
      missing,
      unacknowledged,
    },
    oversold,
    mail,
    memory,
    problems,
  };
}

export interface RampStep {
  browsePerSecond: number;
  achievedPerSecond: number;
  p95: number;
  errors: number;
  keptUp: boolean;
}

/** p95 of browsing above which a step counts as saturated, ms. */
export const RAMP_P95_LIMIT_MS = 500;

/**
 * Browsing at rising rates (orders, cart changes and sign-ins at their soak rates alongside),
 * `stepSeconds` each, until a step is not kept up with: the capacity is the last rate that was.
 */
export async function runRamp(target: SoakTarget, options: { stepSeconds: number; rates: number[] }): Promise<{ steps: RampStep[]; capacity: number }> {
  const setup = await prepare(target);
  const steps: RampStep[] = [];
  for (const rate of options.rates) {
    const load = await mixedLoad(target, { ...SOAK_DEFAULTS, browsePerSecond: rate }, options.stepSeconds, setup);
    const browse = summarise(load.kinds.browse, options.stepSeconds);
    const errors = Object.values(load.kinds).reduce((sum, stats) => sum + stats.status5xx + stats.failures + stats.skipped, 0);
    const achieved = round1(load.kinds.browse.times.length / options.stepSeconds);
    const keptUp = errors === 0 && browse.p95 < RAMP_P95_LIMIT_MS && achieved >= rate * 0.9;
    steps.push({ browsePerSecond: rate, achievedPerSecond: achieved, p95: browse.p95, errors, keptUp });
    const examples = Object.entries(load.kinds).flatMap(([name, stats]) => stats.examples.map((example) => `${name}: ${example}`));
    console.log(`  browsing ${String(rate).padStart(4)}/s: answered ${achieved}/s, p95 ${browse.p95} ms, errors ${errors}: ${keptUp ? "kept up" : "SATURATED"}${examples.length ? ` (${examples.slice(0, 3).join("; ")})` : ""}`);
    if (!keptUp) break;
  }
  const capacity = steps.filter((step) => step.keptUp).at(-1)?.browsePerSecond ?? 0;
  return { steps, capacity };
}

/** The soak's lines for the console. */
export function describeSoak(result: SoakResult): string[] {
  const lines = [`soak, ${result.target}, ${Math.round(result.seconds / 60)} min:`];
  for (const [name, kind] of Object.entries(result.kinds)) {
    const slow = kind.slowByMinute.map(([minute, count]) => `${count} in minute ${minute}`).join(", ");
    lines.push(
      `  ${name.padEnd(11)} ${String(kind.sent).padStart(7)} requests (${kind.perSecond}/s), p50 ${kind.p50} ms, p95 ${kind.p95} ms, max ${kind.max} ms, 5xx ${kind.status5xx}, failed ${kind.failures}${slow ? `; over 1 s: ${slow}` : ""}`,
    );
  }
  const { orders, mail } = result;
  lines.push(
    `  orders: ${orders.acknowledged} acknowledged, ${orders.inDatabase} in the database, ${orders.doubleSent} sent twice at once (${orders.doubleSentDisagreeing} answered differently), ${orders.soldOut} refused as sold out`,
  );
  lines.push(`  stock: ${result.oversold.length ? `MOVED WRONGLY for ${result.oversold.join(", ")}` : "every unit taken is an ordered unit, none below zero"}`);
  lines.push(`  e-mails: ${mail.outboxRows} confirmations for ${mail.orders} orders, ${mail.deliveredFiles} delivered, ${mail.deliveredTwice} twice, ${mail.notSentYet} not sent`);
  for (const process of result.memory) {
    lines.push(`  memory ${String(process.pid).padStart(7)}: ${process.afterWarmUpMb} → ${process.endMb} MB (${(process.growth * 100).toFixed(1)} %) ${process.command}`);
  }
  lines.push(result.problems.length ? `  PROBLEMS:\n${result.problems.map((problem) => `    - ${problem}`).join("\n")}` : "  no problem found");
  return lines;
}

export const mailDirOf = (dataDir: string) => path.join(dataDir, "mail");
