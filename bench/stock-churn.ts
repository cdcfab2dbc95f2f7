/**
 * Stock churn: changes the stock of random products at a set rate, as orders and deliveries
 * would, on the database BENCH_DATA_DIR (or DATA_DIR) / DATABASE_URL points at, through the same
 * service as the shop and `npm run admin -- stock set` (`services.stock.set`). About half the
 * changes flip a product's availability (in stock → 0, 0 → its stock back); the others move a
 * quantity that stays in stock. Every quantity changed is put back at the end.
 *
 *   BENCH_DATA_DIR=/tmp/eb-big npx tsx bench/stock-churn.ts [--rate=20] [--duration=30]
 *   DATABASE_URL=postgres://…/eb_big npx tsx bench/stock-churn.ts --rate=20 --duration=30
 *
 * It stops after `--duration` seconds, or on SIGTERM / SIGINT (bench/run.ts --stock-churn runs it
 * alongside its category and search load runs and stops it so). Its last line is its summary,
 * `stock churn: {…}` as JSON: changes made, flips, the rate reached and what a change cost.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "@eb/commerce";
import { openDatabase } from "@eb/commerce/db/database.ts";
import { migrateToLatest } from "@eb/commerce/db/migrate.ts";
import { createLogger } from "@eb/commerce/logger.ts";
import { serviceScope } from "@eb/commerce/modules/shop/service-scope.ts";
import { createServices } from "@eb/commerce/services.ts";

const { values } = parseArgs({ options: { rate: { type: "string", default: "20" }, duration: { type: "string", default: "30" } } });
const rate = Number(values.rate);
const durationSeconds = Number(values.duration);
if (!(rate > 0) || !(durationSeconds > 0)) throw new Error("--rate (changes a second) and --duration (seconds) must be positive numbers.");

/** Changes in flight at most: beyond that the database is not keeping up, and the rate reached says so. */
const MAX_IN_FLIGHT = 16;

const dataDir = process.env.BENCH_DATA_DIR ?? process.env.DATA_DIR;
const config = loadConfig({ ...process.env, ...(dataDir && { DATA_DIR: dataDir }), LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
const logger = createLogger(config);
const database = openDatabase(config.database);
await migrateToLatest(database.db, database.dialect);
const services = createServices(database, config, logger);

// What a shopper can buy: simple products, standalone or as a configurable's variant.
const sellable = await database.db
  .selectFrom("product")
  .select(["sku", "stock_qty"])
  .where("type", "=", "simple")
  .where("is_active", "=", 1)
  .where((eb) => eb.or([eb("is_visible", "=", 1), eb("parent_id", "is not", null)]))
  .orderBy("id")
  .execute();
if (sellable.length <= MAX_IN_FLIGHT) throw new Error("Too few sellable products in this database: seed it first.");

// A fixed seed: two runs change the same products in the same order.
let seed = 20_261_126;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

const original = new Map<string, number>();
const current = new Map<string, number>();
const quantityOf = (product: { sku: string; stock_qty: number }) => current.get(product.sku) ?? product.stock_qty;

/** Products whose change is under way: one change at a time per product, so each starts from the last. */
const busy = new Set<string>();

/** The next change: a random product, its availability flipped about half the time. */
function nextChange(): { sku: string; quantity: number; flip: boolean } {
  let product = sellable[Math.floor(rand() * sellable.length)];
  while (busy.has(product.sku)) product = sellable[Math.floor(rand() * sellable.length)];
  const before = quantityOf(product);
  if (!original.has(product.sku)) original.set(product.sku, before);
  const back = original.get(product.sku)! > 0 ? original.get(product.sku)! : 10;
  if (rand() < 0.5) return { sku: product.sku, quantity: before > 0 ? 0 : back, flip: true };
  // Stays as available as it was: a sale or a delivery of a few units, or nothing for one out of stock.
  return { sku: product.sku, quantity: before > 0 ? Math.max(1, before + Math.floor(rand() * 7) - 3) : 0, flip: false };
}

const costs: number[] = [];
let flips = 0;
let failures = 0;
let stopping = false;
const inFlight = new Set<Promise<void>>();

async function change({ sku, quantity, flip }: ReturnType<typeof nextChange>) {
  const started = performance.now();
  try {
    await services.stock.set(serviceScope(), sku, quantity);
    costs.push(performance.now() - started);
    current.set(sku, quantity);
    if (flip) flips += 1;
  } catch (error) {
    failures += 1;
    logger.warn({ err: error, sku }, "stock churn: a change failed");
  }
}

const stop = () => void (stopping = true);
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

const interval = 1000 / rate;
const started = performance.now();
console.log(`stock churn: ${rate} changes a second for ${durationSeconds} s over ${sellable.length} sellable products (${config.database.kind})`);
for (let tick = 0; !stopping && performance.now() - started < durationSeconds * 1000; tick++) {
  const wait = started + tick * interval - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (stopping) break;
  if (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
  const next = nextChange();
  busy.add(next.sku);
  const running = change(next).finally(() => {
    inFlight.delete(running);
    busy.delete(next.sku);
  });
  inFlight.add(running);
}
await Promise.all(inFlight);
const elapsedSeconds = (performance.now() - started) / 1000;

// Every quantity changed goes back to what it was, so the next run starts from the same catalogue.
for (const [sku, quantity] of original) {
  if (current.get(sku) !== quantity) await services.stock.set(serviceScope(), sku, quantity);
}

costs.sort((a, b) => a - b);
const at = (fraction: number) => Math.round((costs[Math.min(costs.length - 1, Math.ceil(fraction * costs.length) - 1)] ?? 0) * 100) / 100;
const summary = {
  database: config.database.kind,
  rateWanted: rate,
  changes: costs.length,
  flips,
  failures,
  seconds: Math.round(elapsedSeconds * 10) / 10,
  rateReached: Math.round((costs.length / elapsedSeconds) * 10) / 10,
  changeMs: { p50: at(0.5), p95: at(0.95), max: at(1) },
  restored: original.size,
};
console.log(`stock churn: ${JSON.stringify(summary)}`);
await services.stock.close();
await services.catalogVersion.close();
await database.close();
