/**
 * The account area under load (bench/run.ts, suite `account`): `count` sessions of the demo
 * customer, whose history holds `ORDERS` orders placed through the API beforehand (three lines
 * each, bank transfer), the older half of them paid (so invoiced) and shipped with a tracking
 * number through the services, as an operator's `order pay` and `order ship` do. The account
 * pages are then loaded by every session at once (run.ts `accountTargets`): rendered for each
 * request with the session, never stored (they are personal).
 */
import { loadConfig } from "@eb/commerce";
import { openDatabase } from "@eb/commerce/db/database.ts";
import { createLogger } from "@eb/commerce/logger.ts";
import { serviceScope } from "@eb/commerce/modules/shop/service-scope.ts";
import { DEMO_CUSTOMER } from "@eb/commerce/testing/seed-data.ts";
import { createServices } from "@eb/commerce/services.ts";
import { ADD_TO_CART_DOCUMENT, GRAPHQL_HEADERS, type Shopper, sellableSkus } from "./shoppers.ts";

/** p95 budget of every account page (issue 21; docs/performance.md). */
export const ACCOUNT_PAGE_BUDGET_MS = 80;
/** Orders in the customer's history: two pages of the order list. */
const ORDERS = 24;

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { success errorCode } }`;
const SET_ADDRESS = `mutation($address: CheckoutAddressInput!) { setShippingAddress(address: $address) { success errorCode } }`;
const SET_METHOD = `mutation($code: String!) { setShippingMethod(code: $code) { success errorCode } }`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { success errorCode order { order_id number invoices { id } } } }`;
const ADDRESS = { firstname: "Camille", lastname: "Durand", street: ["12 rue des Lilas"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "0612345678" };

async function send(baseUrl: string, query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await fetch(`${baseUrl}/graphql`, { method: "POST", headers: { ...GRAPHQL_HEADERS, ...(cookie && { cookie }) }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: Record<string, { success: boolean; errorCode: string | null } & Record<string, unknown>>; errors?: unknown[] };
  const answer = body.data ? Object.values(body.data)[0] : undefined;
  if (!response.ok || body.errors || !answer?.success) throw new Error(`account bench: ${query.slice(0, 40)}… answered ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  const session = response.headers.getSetCookie().find((value) => /^(__Host-)?eb_session=/.test(value));
  return { answer, session: session?.split(";")[0] };
}

export interface AccountBench {
  /** Each connection a session of the demo customer. */
  shoppers: Shopper[];
  /**
   * An order of the history with a shipment and an invoice (its detail and invoice pages), a return
   * of its first line and a refund of its second into store credit (its refunds page, the returns
   * and store credit pages).
   */
  shippedOrder: { orderId: string; invoiceId: string };
  /** The customer's wishlist (`WISHLIST_ITEMS` products) is shared: its code (the shared list's page). */
  wishlistShareCode: string;
}

/** Products in the demo customer's wishlist (its page and its shared page). */
const WISHLIST_ITEMS = 8;
const KEEP = `mutation($item: WishlistItemInput!) { addToWishlist(item: $item) { success errorCode } }`;
const SHARE = `mutation { shareWishlist { success errorCode wishlist { shareCode } } }`;

/** Signs the demo customer in `count` times and gives them `ORDERS` orders, the older half paid and shipped. */
export async function accountShoppers(baseUrl: string, count: number, options: { dataDir: string; databaseUrl: string }): Promise<AccountBench> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index++) {
    const { session } = await send(baseUrl, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    if (!session) throw new Error("account bench: signing in started no session");
    shoppers.push({ cookie: session, lines: [] });
  }
  const [{ cookie }] = shoppers;
  const skus = await sellableSkus(baseUrl, 12);
  const placed: { orderId: string; number: string; skus: string[] }[] = [];
  for (let round = 0; round < ORDERS; round++) {
    const lines = [0, 1, 2].map((offset) => ({ sku: skus[(round + offset * 5) % skus.length], quantity: 1 }));
    await send(baseUrl, ADD_TO_CART_DOCUMENT, { lines }, cookie);
    await send(baseUrl, SET_ADDRESS, { address: ADDRESS }, cookie);
    await send(baseUrl, SET_METHOD, { code: "colissimo-home" }, cookie);
    const { answer } = await send(baseUrl, PLACE_ORDER, { input: { paymentMethod: "bank_transfer", idempotencyKey: `bench-account-${Date.now()}-${round}`, acceptTerms: true } }, cookie);
    const order = answer.order as { order_id: string; number: string };
    placed.push({ orderId: order.order_id, number: order.number, skus: lines.map((line) => line.sku) });
  }
  // The operator's side, through the same services as `npm run admin -- order pay|ship`.
  const config = loadConfig({ ...process.env, DATA_DIR: options.dataDir, DATABASE_URL: options.databaseUrl, LOG_LEVEL: "warn" });
  const database = openDatabase(config.database);
  try {
    const services = createServices(database, config, createLogger(config));
    const scope = serviceScope();
    for (const [index, order] of placed.slice(0, ORDERS / 2).entries()) {
      const paid = await services.orders.markPaid(scope, order.number, { kind: "operator", operator: "bench" });
      if (!paid.ok) throw new Error(`account bench: order ${order.number} could not be paid (${paid.code})`);
      const shipped = await services.orders.ship(scope, order.number, { carrier: "Colissimo", trackingNumber: `6A${String(10_000_000_000 + index)}` }, { kind: "operator", operator: "bench" });
      if (!shipped.ok) throw new Error(`account bench: order ${order.number} could not be shipped (${shipped.code})`);
    }
    // The after-sale pages have something to show: a return asked for, a refund into store credit.
    const customer = await database.db.selectFrom("customer").select("id").where("email", "=", DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
    const returned = await services.returns.create(serviceScope({ customerId: customer.id }), {
      orderId: placed[0].orderId,
      items: [{ orderItemId: "1", quantity: 1, answers: [{ code: "reason", value: "no_longer_wanted" }, { code: "opened", value: "false" }] }],
    });
    if (!returned.ok) throw new Error(`account bench: the return was refused (${returned.code})`);
    const refunded = await services.refunds.refund(scope, { orderNumber: placed[0].number, to: "store_credit", items: [{ sku: placed[0].skus[1], quantity: 1 }], staff: "bench" });
    if (!refunded.ok) throw new Error(`account bench: the refund was refused (${refunded.code})`);
    await services.stock.close();
  } finally {
    await database.close();
  }
  const shipped = placed[0];
  const read = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { ...GRAPHQL_HEADERS, cookie },
    body: JSON.stringify({ query: `query($id: ID!) { order(orderId: $id) { invoices { id } shipments { trackingId } } }`, variables: { id: shipped.orderId } }),
  });
  const detail = ((await read.json()) as { data?: { order?: { invoices: { id: string }[]; shipments: { trackingId: string }[] } } }).data?.order;
  if (!detail?.invoices.length || !detail.shipments.length) throw new Error("account bench: the shipped order has no invoice or no shipment");
  for (const sku of skus.slice(0, WISHLIST_ITEMS)) await send(baseUrl, KEEP, { item: { sku } }, cookie);
  const shared = await send(baseUrl, SHARE, {}, cookie);
  const wishlistShareCode = (shared.answer.wishlist as { shareCode: string }).shareCode;
  return { shoppers, shippedOrder: { orderId: shipped.orderId, invoiceId: detail.invoices[0].id }, wishlistShareCode };
}
