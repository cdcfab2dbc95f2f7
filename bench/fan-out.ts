/**
 * The fan-out benchmark (not part of `npm test`): the most expensive documents the API's limits
 * accept, against the production server on a large catalogue. A query's cost counts its list
 * sizes, so whatever a client writes, the work one request can ask for is bounded; this measures
 * that bound. Budget: every accepted document answers within 500 ms (docs/performance.md).
 *
 *   DATA_DIR=/tmp/eb-big npm run seed -- --products 100000      (once)
 *   npm run build                                               (once)
 *   BENCH_DATA_DIR=/tmp/eb-big npx tsx bench/fan-out.ts [--runs=10]
 *   DATABASE_URL=postgres://… npx tsx bench/fan-out.ts          (PostgreSQL)
 *
 * For each shape (aliased listings with related products, aliased searches with facets, product
 * cards by sku, a batch), it grows the document (aliases, then batch operations) until the API
 * refuses it, then times the largest accepted one `--runs` times, each run with other pages,
 * queries or skus so no cache answers it. It also sends the historical offender (100 products ×
 * 24 × 24 × 24 related) and times its refusal.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const option = (name: string, fallback: number) => Number(process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const runs = option("runs", 10);
const port = Number(process.env.BENCH_PORT ?? 3310);
const baseUrl = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL ?? "";
const dataDir = process.env.BENCH_DATA_DIR;
const BUDGET_MS = 500;
const MAX_ALIASES = 15;
const MAX_BATCH = 10;

if (!databaseUrl && !dataDir) throw new Error("Set BENCH_DATA_DIR (a SQLite catalogue of 100,000 products) or DATABASE_URL.");
if (!fs.existsSync(path.join(root, "packages/storefront/build/server/index.js"))) throw new Error("No production build: run `npm run build` first.");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(): Promise<ChildProcess> {
  const server = spawn("npm", ["run", "serve", "-w", "@eb/storefront"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: baseUrl, DATA_DIR: dataDir ?? "", DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", WEB_CONCURRENCY: "1" },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("The server exited before it was ready.");
    if (await fetch(`${baseUrl}/readyz`).then((response) => response.ok, () => false)) return server;
    await sleep(250);
  }
  throw new Error("The server did not start within 180 s.");
}

interface Answer {
  status: number;
  ms: number;
  codes: string[];
}

async function post(body: unknown): Promise<Answer> {
  const send = () => fetch(`${baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-graphql-csrf": "1" }, body: JSON.stringify(body) });
  let started = performance.now();
  // A kept-alive connection the server closed while the bench waited fails at once: send again.
  const response = await send().catch(() => ((started = performance.now()), send()));
  const parsed = (await response.json()) as unknown;
  const ms = performance.now() - started;
  const results = (Array.isArray(parsed) ? parsed : [parsed]) as { errors?: { extensions?: { code?: string }; message: string }[] }[];
  const codes = results.flatMap((result) => result.errors?.map((error) => error.extensions?.code ?? error.message) ?? []);
  return { status: response.status, ms, codes };
}

const accepted = (answer: Answer) => answer.status === 200 && answer.codes.length === 0;

/** A document of a shape: `size` aliases (or batch operations), `run` varies pages, queries, skus. */
interface Shape {
  name: string;
  build(size: number, run: number): unknown;
  maxSize: number;
}

async function main() {
  const server = await startServer();
  try {
    // The largest category and some skus and words of the catalogue.
    const graphql = async <T>(query: string): Promise<T> => {
      const response = await fetch(`${baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-graphql-csrf": "1" }, body: JSON.stringify({ query }) });
      const body = (await response.json()) as { data?: T };
      if (!body.data) throw new Error(`The catalogue could not be read: ${JSON.stringify(body)}`);
      return body.data;
    };
    const { categories: top } = await graphql<{ categories: { id: string }[] }>("{ categories { id } }");
    const categories: { id: string; products: { total: number; products: { sku: string; name: string }[] } }[] = [];
    for (const { id } of top) {
      const { category } = await graphql<{ category: (typeof categories)[number] }>(`{ category(id: "${id}") { id products(input: { pageLength: 100 }) { total products { sku name } } } }`);
      categories.push(category);
    }
    const menu = { data: { categories } };
    const largest = [...menu.data.categories].sort((a, b) => b.products.total - a.products.total)[0];
    const skus = menu.data.categories.flatMap((category) => category.products.products.map((product) => product.sku));
    const words = [...new Set(menu.data.categories.flatMap((category) => category.products.products.flatMap((product) => product.name.toLowerCase().split(/\W+/).filter((word) => word.length > 3))))];
    console.log(`catalogue: largest category ${largest.id} (${largest.products.total} products), ${skus.length} skus, ${words.length} words`);

    const card = "sku name path imageUrl stock { isInStock } labels { code label } prices { finalPrice { priceInclTax { amount currency } } regularPrice { priceInclTax { amount currency } } }";
    const shapes: Shape[] = [
      {
        name: "aliased listings of 100 products, 24 related each",
        maxSize: MAX_ALIASES,
        build: (size, run) => ({
          query: `query ($id: ID!) { category(id: $id) { ${Array.from({ length: size }, (_, index) => `l${index}: products(input: { pageLength: 100, page: ${run * size + index + 1} }) { total products { sku related(limit: 24) { sku } } }`).join(" ")} } }`,
          variables: { id: largest.id },
        }),
      },
      {
        name: "aliased searches of 100 products with facets",
        maxSize: MAX_ALIASES,
        build: (size, run) => ({
          query: `{ ${Array.from({ length: size }, (_, index) => `s${index}: search(query: "${words[(run * size + index) % words.length]}", input: { pageLength: 100 }) { listing { total products { sku } facets { code buckets { value docCount } } priceRanges { value docCount } } }`).join(" ")} }`,
        }),
      },
      {
        name: "aliased product cards by sku (100 skus), 8 related each",
        maxSize: MAX_ALIASES,
        build: (size, run) => ({
          query: `query ($skus: [String!]!) { ${Array.from({ length: size }, (_, index) => `p${index}: products(skus: $skus) { ${card} related { sku } }`).join(" ")} }`,
          variables: { skus: Array.from({ length: 100 }, (_, index) => skus[(run * 100 + index) % skus.length]) },
        }),
      },
      {
        name: "batch of listings of 100 product cards",
        maxSize: MAX_BATCH,
        build: (size, run) =>
          Array.from({ length: size }, (_, index) => ({
            query: `query ($id: ID!, $page: Int!) { category(id: $id) { products(input: { pageLength: 100, page: $page }) { products { ${card} } } } }`,
            variables: { id: largest.id, page: run * size + index + 1 },
          })),
      },
      {
        name: "searches as you type, 15 aliases an operation, batched",
        maxSize: MAX_ALIASES * MAX_BATCH,
        build: (size, run) =>
          Array.from({ length: Math.ceil(size / MAX_ALIASES) }, (_, operation) => ({
            query: `{ ${Array.from({ length: Math.min(MAX_ALIASES, size - operation * MAX_ALIASES) }, (_, index) => `s${index}: searchSuggestions(query: "${words[(run * size + operation * MAX_ALIASES + index) % words.length].slice(0, 4)}", limit: 10) { products { sku } categories { id } pages { url } }`).join(" ")} }`,
          })),
      },
      {
        name: "category listings (totals and facets only), 15 aliases an operation, batched",
        maxSize: MAX_ALIASES * MAX_BATCH,
        build: (size, run) =>
          Array.from({ length: Math.ceil(size / MAX_ALIASES) }, (_, operation) => ({
            query: `query ($id: ID!) { category(id: $id) { ${Array.from({ length: Math.min(MAX_ALIASES, size - operation * MAX_ALIASES) }, (_, index) => `l${index}: products(input: { minPrice: ${run * size + operation * MAX_ALIASES + index} }) { total facets { code buckets { value docCount } } }`).join(" ")} } }`,
            variables: { id: categories[(run + operation) % categories.length].id },
          })),
      },
    ];

    // The first search of a process waits for the search index's build (seconds at 100,000
    // products, longer than a request's deadline): warm it up first, as a running shop is.
    for (let attempt = 0; attempt < 60 && !accepted(await post({ query: `{ search(query: "${words[0]}") { listing { total } } }` })); attempt++) await sleep(2_000);

    const results: { shape: string; size: number; p50: number; max: number; withinBudget: boolean }[] = [];
    for (const shape of shapes) {
      let size = 0;
      for (let candidate = 1; candidate <= shape.maxSize; candidate++) {
        const answer = await post(shape.build(candidate, 1000));
        if (!accepted(answer)) {
          if (candidate === 1) console.log(`${shape.name}: refused even alone (${answer.codes.join(", ")})`);
          break;
        }
        size = candidate;
      }
      if (size === 0) continue;
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const answer = await post(shape.build(size, run));
        if (!accepted(answer)) throw new Error(`${shape.name}: run ${run} refused (${answer.status} ${answer.codes.join(", ")})`);
        times.push(answer.ms);
      }
      times.sort((a, b) => a - b);
      const p50 = Math.round(times[Math.floor(times.length / 2)]);
      const max = Math.round(times.at(-1)!);
      results.push({ shape: shape.name, size, p50, max, withinBudget: max <= BUDGET_MS });
      console.log(`${shape.name}: largest accepted ${size}; p50 ${p50} ms, max ${max} ms`);
    }

    const offender = await post({
      query: `query ($id: ID!) { category(id: $id) { products(input: { pageLength: 100 }) { products { sku related(limit: 24) { sku related(limit: 24) { sku related(limit: 24) { sku } } } } } } }`,
      variables: { id: largest.id },
    });
    console.log(`100 × 24 × 24 × 24: ${offender.status} ${offender.codes.join(", ")} in ${Math.round(offender.ms)} ms`);

    fs.mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, "results", "fan-out.json"), `${JSON.stringify({ database: databaseUrl ? "postgres" : "sqlite", runs, results, offender }, null, 2)}\n`);
    const over = results.filter((result) => !result.withinBudget);
    if (over.length > 0) {
      console.error(`Over the ${BUDGET_MS} ms budget: ${over.map((result) => result.shape).join("; ")}`);
      process.exitCode = 1;
    }
  } finally {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

await main();
