import http from "node:http";
import { createThrowawayDatabase, isCI, postgresUnavailableReason } from "@eb/commerce/testing/test-server.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, closeHeldConnections, heldConnection, isBuilt, sleep, startProductionServer } from "./testing/production-server.ts";

/**
 * `/metrics` on `npm start` with two server processes and the jobs process: whichever server
 * process a scrape reaches, it answers the machine's numbers, summed by the primary over every
 * process (pages each process served, an order placed through one of them, the e-mail the jobs
 * process sent for it), with the outbox's backlog once and Node's own metrics per process.
 */
const TOKEN = "metrics-across-processes-token-0123";
const postgresProblem = await postgresUnavailableReason();
const databases = [
  { database: "sqlite", skip: undefined },
  { database: "postgres", skip: postgresProblem && !isCI() ? postgresProblem : undefined },
] as const;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request on a connection of its own kept open until the test ends: the primary hands each new one to the least busy process. */
function send(base: string, pathname: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      base + pathname,
      {
        method: payload ? "POST" : "GET",
        agent: heldConnection(),
        headers: { ...options.headers, ...(payload && { "content-type": "application/json", "x-graphql-csrf": "1", "content-length": String(Buffer.byteLength(payload)) }) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

const scrape = (base: string) => send(base, "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });

/** The value of one series of a scrape (undefined when absent). */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** The pids of the server processes that answered requests with these ids (their request log lines). */
function answeringPids(server: ProductionServer, requestIds: Set<string>): Set<number> {
  const pids = new Set<number>();
  for (const line of server.log) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { msg?: string; requestId?: string; pid?: number };
    if (entry.msg === "request" && entry.requestId && requestIds.has(entry.requestId) && entry.pid) pids.add(entry.pid);
  }
  return pids;
}

describe.skipIf(!isBuilt)("the machine's metrics through any server process", () => {
  describe.each(databases)("$database", ({ database, skip }) => {
    describe.skipIf(!!skip)(skip ? `skipped: ${skip}` : "two server processes and the jobs process", () => {
      let server: ProductionServer;
      let dropDatabase: (() => Promise<void>) | undefined;

      beforeAll(async () => {
        const env: Record<string, string> = { WEB_CONCURRENCY: "2", METRICS_TOKEN: TOKEN, PAGE_CACHE_TTL_SECONDS: "300" };
        if (database === "postgres") {
          const throwaway = await createThrowawayDatabase("eb_metrics", { seeded: true });
          dropDatabase = throwaway.drop;
          env.DATABASE_URL = throwaway.url;
        }
        server = await startProductionServer({ env, processes: 2 });
        // Every process answers the primary once it has started: the jobs process too.
        for (let waited = 0; !server.log.some((line) => line.includes('"background jobs started"')) && waited < 30_000; waited += 100) await sleep(100);
      }, 120_000);

      afterEach(closeHeldConnections);

      afterAll(async () => {
        await server?.stop();
        await dropDatabase?.();
      }, 30_000);

      it("answers 401 to a scrape without the token", async () => {
        expect((await send(server.base, "/metrics")).status).toBe(401);
      });

      it("sums the pages every process served, an order placed and the e-mail the jobs process sent, whichever process is scraped", async () => {
        const before = await scrape(server.base);
        expect(before.status).toBe(200);
        expect(before.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
        const pages = (text: string) => sample(text, 'eb_http_request_duration_seconds_count{route="category",method="GET",status="2xx"}') ?? 0;
        const orders = (text: string) => sample(text, 'eb_orders_placed_total{store="fr",payment_method="bank_transfer"}') ?? 0;
        const confirmations = (text: string) => sample(text, 'eb_outbox_deliveries_total{kind="order.confirmation",result="sent"}') ?? 0;

        const ids = new Set<string>();
        for (let n = 0; n < 8; n++) {
          const id = `metrics-page-${database}-${n}`;
          ids.add(id);
          expect((await send(server.base, "/category/3", { headers: { "x-request-id": id } })).status).toBe(200);
        }
        expect(answeringPids(server, ids).size).toBe(2);

        // An order, through the checkout's mutations on one session, its requests spread over both processes.
        let cookie = "";
        const graphql = async (query: string, variables: Record<string, unknown>) => {
          const answer = await send(server.base, "/graphql", { body: { query, variables }, headers: cookie ? { cookie } : {} });
          const set = answer.headers["set-cookie"]?.find((value) => value.startsWith("eb_session="));
          if (set) cookie = set.split(";")[0];
          return (JSON.parse(answer.text) as { data: Record<string, { success: boolean; errorCode?: string | null; cart?: { shippingMethods: { code: string; needsPickupPoint: boolean }[] } }> }).data;
        };
        const sku = "HE-BERGAMOTE-10ML";
        const variant = JSON.parse(
          (await send(server.base, "/graphql", { body: { query: "query Variant($sku: String!) { product(sku: $sku) { selectedOptions { option_id option_value } } }", variables: { sku } } })).text,
        ) as { data: { product: { selectedOptions: { option_id: string; option_value: string }[] } } };
        const selectedOptions = variant.data.product.selectedOptions.map(({ option_id, option_value }) => ({ option_id, option_value }));
        expect((await graphql("mutation Add($lines: [CartLineInput!]!) { addToCart(lines: $lines) { success } }", { lines: [{ sku, quantity: 1, selectedOptions }] })).addToCart.success).toBe(true);
        expect((await graphql("mutation Email($email: String!) { setCheckoutEmail(email: $email) { success } }", { email: "metrics@example.com" })).setCheckoutEmail.success).toBe(true);
        const address = { firstname: "Iris", lastname: "Marchand", street: ["8 rue des Tanneurs"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "0612345678" };
        const shipped = (await graphql("mutation Ship($address: CheckoutAddressInput!) { setShippingAddress(address: $address) { success cart { shippingMethods { code needsPickupPoint } } } }", { address }))
          .setShippingAddress;
        expect(shipped.success).toBe(true);
        const home = shipped.cart!.shippingMethods.find((method) => !method.needsPickupPoint)!;
        expect((await graphql("mutation Method($code: String!) { setShippingMethod(code: $code) { success } }", { code: home.code })).setShippingMethod.success).toBe(true);
        const placed = (
          await graphql("mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode } }", {
            input: { paymentMethod: "bank_transfer", idempotencyKey: `metrics-${database}-${Date.now()}`, acceptTerms: true },
          })
        ).placeOrder;
        expect(placed.errorCode ?? null).toBeNull();

        // The jobs process sends the order's confirmation within seconds.
        let after = await scrape(server.base);
        for (let waited = 0; confirmations(after.text) <= confirmations(before.text) && waited < 20_000; waited += 250) {
          await sleep(250);
          after = await scrape(server.base);
        }
        expect(after.status).toBe(200);
        expect(pages(after.text) - pages(before.text)).toBe(8);
        expect(orders(after.text) - orders(before.text)).toBe(1);
        expect(confirmations(after.text) - confirmations(before.text)).toBe(1);

        // Another scrape, reaching the other process, answers the same machine's numbers.
        const scrapes: Answer[] = [];
        for (let n = 0; n < 4; n++) scrapes.push(await send(server.base, "/metrics", { headers: { authorization: `Bearer ${TOKEN}`, "x-request-id": `metrics-scrape-${database}-${n}` } }));
        expect(answeringPids(server, new Set(scrapes.map((_, n) => `metrics-scrape-${database}-${n}`))).size).toBe(2);
        for (const again of scrapes) {
          expect(again.status).toBe(200);
          expect(pages(again.text)).toBe(pages(after.text));
          expect(orders(again.text)).toBe(orders(after.text));
        }

        const text = scrapes[3].text;
        // Read from the database by the jobs process alone: one series per status, never summed.
        expect(text.split("\n").filter((line) => line.startsWith('eb_outbox_messages{status="pending"}'))).toHaveLength(1);
        expect(sample(text, 'eb_outbox_messages{status="pending"}')).toBe(0);
        // Node's own metrics, one series per process.
        const processes = new Set([...text.matchAll(/^process_resident_memory_bytes\{process="([^"]+)"\}/gm)].map((match) => match[1]));
        expect([...processes].sort()).toEqual(["jobs", "server-1", "server-2"]);
        expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{process="jobs"\} /m);
      });
    });
  });
});
