/**
 * The checkout under load (bench/run.ts, suite `checkout`): `buyers` shoppers at once, each in a
 * loop for the run's duration: three lines into a new cart, the checkout's details (e-mail,
 * address, home delivery), then `placeOrder` by bank transfer, timed. Afterwards the stock of
 * every unit sold is checked against the orders' lines: what was taken is exactly what was
 * ordered, and no unit went below zero (no oversell).
 */
import { loadConfig } from "@eb/commerce";
import { openDatabase } from "@eb/commerce/db/database.ts";
import { ADD_TO_CART_DOCUMENT, GRAPHQL_HEADERS, sellableSkus } from "./shoppers.ts";

const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode order { number } } }`;
const SET_EMAIL = `mutation($email: String!) { setCheckoutEmail(email: $email) { success errorCode } }`;
const SET_ADDRESS = `mutation($address: CheckoutAddressInput!) { setShippingAddress(address: $address) { success errorCode } }`;
const SET_METHOD = `mutation($code: String!) { setShippingMethod(code: $code) { success errorCode } }`;
const ADDRESS = { firstname: "Camille", lastname: "Durand", street: ["12 rue des Lilas"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "0612345678" };

export interface CheckoutResult {
  buyers: number;
  durationSeconds: number;
  orders: number;
  ordersPerSecond: number;
  /** placeOrder alone, in ms. */
  placeOrderMs: { p50: number; p95: number; max: number };
  /** Refusals other than stock running out, and failed requests: none expected. */
  errors: number;
  outOfStock: number;
  /** Units whose stock moved by other than what the orders took, or went below zero. */
  oversold: string[];
}

/** A documentation address per order (RFC 2544's benchmark range): the per-address order limit counts shoppers, not this bench. */
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

export async function runCheckout(baseUrl: string, options: { buyers: number; seconds: number; dataDir: string; databaseUrl: string }): Promise<CheckoutResult> {
  const skus = await sellableSkus(baseUrl, 30);
  const config = loadConfig({ ...process.env, DATA_DIR: options.dataDir, DATABASE_URL: options.databaseUrl, LOG_LEVEL: "warn" });
  const database = openDatabase(config.database);
  const { db } = database;
  const stockOf = async () => new Map((await db.selectFrom("product").select(["sku", "stock_qty"]).where("sku", "in", skus).execute()).map((row) => [row.sku, row.stock_qty]));
  const before = await stockOf();
  const { id: lastOrderBefore } = await db.selectFrom("sales_order").select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("id")).executeTakeFirstOrThrow();

  const times: number[] = [];
  let orders = 0;
  let errors = 0;
  let outOfStock = 0;
  const deadline = Date.now() + options.seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: options.buyers }, async (_, buyer) => {
      let cookie: string | undefined;
      for (let round = 0; Date.now() < deadline; round++) {
        const address = nextAddress();
        const lines = [0, 1, 2].map((offset) => ({ sku: skus[(buyer * 3 + round + offset * 7) % skus.length], quantity: 1 }));
        const added = await send(baseUrl, ADD_TO_CART_DOCUMENT, { lines }, cookie, address);
        cookie ??= added.session;
        const steps = [
          await send(baseUrl, SET_EMAIL, { email: `buyer${buyer}@example.com` }, cookie, address),
          await send(baseUrl, SET_ADDRESS, { address: ADDRESS }, cookie, address),
          await send(baseUrl, SET_METHOD, { code: "colissimo-home" }, cookie, address),
        ];
        if (!added.ok || steps.some((step) => !step.ok || !step.answer?.success)) {
          errors++;
          continue;
        }
        const start = performance.now();
        const placed = await send(baseUrl, PLACE_ORDER, { input: { paymentMethod: "bank_transfer", idempotencyKey: `bench-${buyer}-${round}-${Date.now()}`, acceptTerms: true } }, cookie, address);
        times.push(performance.now() - start);
        if (placed.ok && placed.answer?.success) orders++;
        else if (placed.answer?.errorCode === "OUT_OF_STOCK") outOfStock++;
        else errors++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;

  const after = await stockOf();
  const ordered = await db
    .selectFrom("sales_order_line")
    .select(["sku", (eb) => eb.fn.sum<number | string>("quantity").as("quantity")])
    .where("order_id", ">", Number(lastOrderBefore))
    .where("sku", "in", skus)
    .groupBy("sku")
    .execute();
  const taken = new Map(ordered.map((row) => [row.sku, Number(row.quantity)]));
  const oversold = skus.filter((sku) => (after.get(sku) ?? 0) < 0 || (before.get(sku) ?? 0) - (after.get(sku) ?? 0) !== (taken.get(sku) ?? 0));
  await database.close();

  const sorted = [...times].sort((a, b) => a - b);
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    buyers: options.buyers,
    durationSeconds: round1(seconds),
    orders,
    ordersPerSecond: round1(orders / seconds),
    placeOrderMs: { p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)), max: round1(sorted.at(-1) ?? 0) },
    errors,
    outOfStock,
    oversold,
  };
}
