import { parseArgs } from "node:util";
import { createCommerce, loadConfig } from "@eb/commerce";

/**
 * What the in-process timing scripts (listing-timing.ts, search-timing.ts) share: the commerce
 * back end on the database DATA_DIR / DATABASE_URL points at, GraphQL executed through yoga.fetch
 * (no HTTP), a seeded random source, and `measure`, which keeps `--concurrency` requests in flight
 * until `--requests` are done and prints p50 / p95 / p99 / max in milliseconds.
 */
export async function startTimingHarness(randomSeed: number) {
  const { values } = parseArgs({
    options: { requests: { type: "string", default: "400" }, concurrency: { type: "string", default: "10" } },
  });
  const requests = Number(values.requests);
  const concurrency = Number(values.concurrency);

  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  const commerce = await createCommerce({ config, seed: false });

  let seed = randomSeed;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];

  async function execute(query: string, variables: Record<string, unknown>, path = "/graphql") {
    const response = await commerce.graphql.fetch(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
  }

  /** `next` gives each request: the document, its variables and, optionally, the store's path. */
  async function measure(name: string, next: () => [string, Record<string, unknown>, string?]) {
    const timings: number[] = [];
    let issued = 0;
    const worker = async () => {
      while (issued < requests) {
        issued += 1;
        const [query, variables, path] = next();
        const started = performance.now();
        await execute(query, variables, path);
        timings.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const elapsed = performance.now() - started;
    timings.sort((a, b) => a - b);
    const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(1);
    const perSecond = ((timings.length / elapsed) * 1000).toFixed(0);
    console.log(
      `${name.padEnd(46)} p50 ${at(50).padStart(6)}  p95 ${at(95).padStart(6)}  p99 ${at(99).padStart(6)}  max ${timings.at(-1)!.toFixed(1).padStart(6)} ms  (${perSecond} req/s)`,
    );
  }

  return { commerce, execute, measure, rand, pick };
}
