import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPdfText } from "../../media/pdf-text.ts";
import { dialects, gql, mailsTo } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { ADD, line, shopper } from "../cart/cart-test-kit.ts";
import { signedInCustomer } from "../order/customer-test-kit.ts";
import { ADDRESS, ORDER, PLACE, SET_ADDRESS, SET_EMAIL, countRows, freshAddress, placeInput, startFileRouteTestApi } from "../order/place-order-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";

/**
 * Downloadable products on both databases, through the API and the download route as the
 * storefront's server mounts it: a customer buys a guide (a cart with no delivery, a billing
 * address), the order is paid and complete, the right appears with its counts and expiry, each
 * download counts one, an exhausted or expired right answers 410, anyone else the invoice's 404,
 * parallel downloads never take more than remain, a guest is refused, a mixed cart is delivered
 * as usual (the guide weighing nothing), an unpaid order gives no right, and a paid order
 * cancelled has its rights revoked at once.
 */

const GUIDE = "GUIDE-FORMULATION-HE";
/** A cart with a download is ordered with the shopper's waiver of the right of withdrawal for it (order/download-waiver-api.test.ts). */
const WAIVED = { waiveWithdrawalForDownloads: true };
const operator = { kind: "operator", operator: "ops-test" } as const;
const scope = serviceScope();

const CART = /* GraphQL */ `
  query Cart {
    cart {
      isVirtual requiresAccount
      shippingMethods { code }
      selectedShippingMethod { code }
      prices { shipping { priceInclTax { amount } } grandTotal { priceInclTax { amount } } }
      items { sku product { sku isVirtual downloads { id title format pageCount } } }
    }
  }
`;
const SET_BILLING = `mutation SetBilling($address: CheckoutAddressInput, $same: Boolean) { setBillingAddress(address: $address, sameAsShipping: $same) { success errorCode errorMessage } }`;
const DOWNLOADS = /* GraphQL */ `
  query Downloads {
    me { downloadableProducts { id title productName sku order_id orderNumber grantedAt expiresAt downloadsAllowed downloadsRemaining status url } }
  }
`;
const PRODUCT = `query Product($sku: String!) { product(sku: $sku) { sku isVirtual technical_document fds downloads { id title format pageCount } } }`;

describe.each(dialects)("downloadable products on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "bought, granted when paid, downloaded by their owner", () => {
    let api: TestApi;
    let base: string;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ api, url: base, close } = await startFileRouteTestApi(dialect, (commerce) => commerce.downloadRouter));
    }, 60_000);
    afterAll(async () => {
      await close?.();
    });

    const db = () => api.commerce.database.db;
    const get = (path: string, cookie?: string) => fetch(base + path, { headers: cookie ? { cookie } : {} });
    const rightRow = (publicId: string) => db().selectFrom("download_right").selectAll().where("public_id", "=", publicId).executeTakeFirstOrThrow();

    /** A signed-in customer who orders `quantity` guides (virtual cart: billing address only), by bank transfer. */
    async function buyGuide(quantity: number) {
      const email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const customer = await signedInCustomer(api, email, { "x-forwarded-for": freshAddress() });
      expect((await customer.send(ADD, { lines: [line(GUIDE, quantity)] })).body.data.addToCart.success).toBe(true);
      const billing = (await customer.send(SET_BILLING, { address: ADDRESS, same: false })).body.data.setBillingAddress;
      expect(billing.success, billing.errorCode ?? "").toBe(true);
      const placed = (await customer.send(PLACE, { input: placeInput(WAIVED) })).body.data.placeOrder;
      expect(placed.success, placed.errorCode ?? "").toBe(true);
      return { customer, order: placed.order, email };
    }

    it("shows the guides as virtual products with their PDF file, and no data sheets", async () => {
      const visitor = shopper(api);
      const product = (await visitor.send(PRODUCT, { sku: GUIDE })).body.data.product;
      expect(product).toMatchObject({ sku: GUIDE, isVirtual: true, technical_document: null, fds: null });
      expect(product.downloads).toHaveLength(1);
      expect(product.downloads[0]).toMatchObject({ format: "PDF", title: expect.stringContaining("huiles essentielles") });
      expect(product.downloads[0].pageCount).toBeGreaterThanOrEqual(4);
      const oil = (await visitor.send(PRODUCT, { sku: "TEST-CITRON" })).body.data.product;
      expect(oil).toMatchObject({ isVirtual: false, downloads: [] });
    });

    it("checks out a virtual cart with a billing address only, charges no delivery, completes it when paid and grants its right", async () => {
      const { customer, order, email } = await buyGuide(2);
      expect(order).toMatchObject({ status: "PENDING_PAYMENT", shippingAddress: null, shippingMethod: null, billingAddress: { firstname: "Camille", city: "Grasse" } });
      expect(order.prices.shipping.priceInclTax.amount).toBe(0);
      expect(order.items[0]).toMatchObject({ sku: GUIDE, quantity: 2 });
      // Unpaid: no right yet.
      expect((await customer.send(DOWNLOADS)).body.data.me.downloadableProducts).toEqual([]);

      const number = order.number as string;
      const paidAt = Date.now();
      expect(await api.commerce.services.orders.markPaid(scope, number, operator)).toMatchObject({ ok: true, status: "complete" });
      const seen = (await customer.send(ORDER, { orderId: order.order_id })).body.data.order;
      expect(seen.status).toBe("COMPLETE");
      expect(seen.history.map((entry: { status: string }) => entry.status)).toEqual(["PENDING_PAYMENT", "PROCESSING", "COMPLETE"]);

      const [right, ...more] = (await customer.send(DOWNLOADS)).body.data.me.downloadableProducts;
      expect(more).toEqual([]);
      expect(right).toMatchObject({ sku: GUIDE, order_id: order.order_id, orderNumber: number, downloadsAllowed: 10, downloadsRemaining: 10, status: "AVAILABLE" });
      expect(right.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(right.url).toBe(`/user/downloadable-products/${right.id}/file`);
      expect(right.productName).toMatch(/^Guide de formulation\s: huiles essentielles en cosmétique$/);
      // In the other store, the product's name in its language (the order line keeps the French one).
      const inEnglish = (await gql(api, DOWNLOADS, {}, { path: "/en/graphql", headers: { cookie: customer.cookie ?? "" } })).body.data.me.downloadableProducts[0];
      expect(inEnglish).toMatchObject({ id: right.id, title: "Formulation guide: essential oils in cosmetics", productName: "Formulation guide: essential oils in cosmetics" });
      const days = (Date.parse(right.expiresAt) - Date.parse(right.grantedAt)) / 86_400_000;
      expect(days).toBe(30);
      expect(Math.abs(Date.parse(right.grantedAt) - paidAt)).toBeLessThan(60_000);

      // The e-mails say where the files are, and there is nothing to deliver.
      const [confirmation] = await mailsTo(api, email, "order.confirmation");
      expect(confirmation.text).toContain("/user/downloadable-products");
      expect(confirmation.text).not.toContain("Adresse de livraison");
      const [received] = await mailsTo(api, email, "order.payment_received");
      expect(received.text).toContain("/user/downloadable-products");

      // A download: the PDF, as an attachment no cache keeps, counted once.
      for (const store of ["", "/en"]) {
        const response = await get(`${store}${right.url}`, customer.cookie);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
        const text = extractPdfText(new Uint8Array(await response.arrayBuffer()));
        expect(text).toContain(store === "/en" ? "Formulation guide: essential oils in cosmetics" : "Guide de formulation");
        expect(text).toContain(store === "/en" ? "Dilution tables" : "Tableaux de dilution");
      }
      const after = (await customer.send(DOWNLOADS)).body.data.me.downloadableProducts[0];
      expect(after.downloadsRemaining).toBe(8);

      // Anybody else: the same 404 as an unknown id.
      const other = await signedInCustomer(api, `other-${Date.now()}@example.com`, { "x-forwarded-for": freshAddress() });
      const notFound = async (response: Response) => [response.status, await response.text()];
      const expected = [404, "Not found"];
      expect(await notFound(await get(right.url, other.cookie))).toEqual(expected);
      expect(await notFound(await get(right.url))).toEqual(expected);
      expect(await notFound(await get(`/user/downloadable-products/${right.id.slice(0, -1)}${right.id.endsWith("A") ? "B" : "A"}/file`, customer.cookie))).toEqual(expected);
      expect(await notFound(await get("/user/downloadable-products/not-an-id/file", customer.cookie))).toEqual(expected);
      expect((await rightRow(right.id)).downloads_used).toBe(2);

      // Ten at once with three left: exactly three files.
      await db().updateTable("download_right").set({ downloads_used: 7 }).where("public_id", "=", right.id).execute();
      const answers = await Promise.all(Array.from({ length: 10 }, () => get(right.url, customer.cookie)));
      const statuses = answers.map((response) => response.status).sort();
      await Promise.all(answers.map((response) => response.arrayBuffer()));
      expect(statuses).toEqual([200, 200, 200, 410, 410, 410, 410, 410, 410, 410]);
      expect((await rightRow(right.id)).downloads_used).toBe(10);
      const exhausted = (await customer.send(DOWNLOADS)).body.data.me.downloadableProducts[0];
      expect(exhausted).toMatchObject({ downloadsRemaining: 0, status: "EXHAUSTED", url: null });
      const gone = await get(right.url, customer.cookie);
      expect(gone.status).toBe(410);
      expect(await gone.text()).toMatch(/utilisé/);
      expect(await (await get(`/en${right.url}`, customer.cookie)).text()).toMatch(/used/);

      // Expired: downloads left, but past its date.
      await db().updateTable("download_right").set({ downloads_used: 0, expires_at: new Date(Date.now() - 1000).toISOString() }).where("public_id", "=", right.id).execute();
      const expired = await get(right.url, customer.cookie);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toMatch(/expiré/);
      expect((await customer.send(DOWNLOADS)).body.data.me.downloadableProducts[0]).toMatchObject({ status: "EXPIRED", url: null, downloadsRemaining: 10 });
      expect((await rightRow(right.id)).downloads_used).toBe(0);
      // Nothing to ship.
      expect(await api.commerce.services.orders.ship(scope, number, {}, operator)).toMatchObject({ ok: false });
    });

    it("refuses a guest whose cart holds a downloadable product (SIGN_IN_REQUIRED), ordering nothing", async () => {
      const guest = shopper(api, { "x-forwarded-for": freshAddress() });
      expect((await guest.send(ADD, { lines: [line(GUIDE, 1)] })).body.data.addToCart.success).toBe(true);
      expect((await guest.send(CART)).body.data.cart).toMatchObject({ isVirtual: true, requiresAccount: true, shippingMethods: [], selectedShippingMethod: null });
      await guest.send(SET_EMAIL, { email: "guest@example.com" });
      await guest.send(SET_BILLING, { address: ADDRESS, same: false });
      const before = await countRows(api, "sales_order");
      const placed = (await guest.send(PLACE, { input: placeInput(WAIVED) })).body.data.placeOrder;
      expect(placed).toMatchObject({ success: false, errorCode: "SIGN_IN_REQUIRED", errorMessage: "Connectez-vous pour acheter des produits téléchargeables.", order: null });
      expect(await countRows(api, "sales_order")).toBe(before);
    });

    it("needs a billing address for a virtual cart", async () => {
      const customer = await signedInCustomer(api, `nobilling-${Date.now()}@example.com`, { "x-forwarded-for": freshAddress() });
      await customer.send(ADD, { lines: [line(GUIDE, 1)] });
      const placed = (await customer.send(PLACE, { input: placeInput(WAIVED) })).body.data.placeOrder;
      expect(placed).toMatchObject({ success: false, errorCode: "BILLING_ADDRESS_REQUIRED" });
    });

    it("delivers a mixed cart as usual: methods offered, a shipping address needed, the guide weighing nothing", async () => {
      const customer = await signedInCustomer(api, `mixed-${Date.now()}@example.com`, { "x-forwarded-for": freshAddress() });
      expect((await customer.send(ADD, { lines: [line("TEST-CITRON", 1)] })).body.data.addToCart.success).toBe(true);
      const owner = { customerId: customer.customerId };
      const physical = await api.commerce.services.cart.view(serviceScope({ customerId: customer.customerId }), owner);
      expect((await customer.send(ADD, { lines: [line(GUIDE, 3)] })).body.data.addToCart.success).toBe(true);
      const mixed = await api.commerce.services.cart.view(serviceScope({ customerId: customer.customerId }), owner);
      expect(mixed.checkout.weightGrams).toBe(physical.checkout.weightGrams);
      const cart = (await customer.send(CART)).body.data.cart;
      expect(cart).toMatchObject({ isVirtual: false, requiresAccount: true });
      expect(cart.shippingMethods.length).toBeGreaterThan(0);
      await customer.send(SET_BILLING, { address: ADDRESS, same: false });
      expect((await customer.send(PLACE, { input: placeInput(WAIVED) })).body.data.placeOrder).toMatchObject({ success: false, errorCode: "SHIPPING_ADDRESS_REQUIRED" });
      await customer.send(SET_ADDRESS, { address: ADDRESS });
      await customer.send(`mutation { setShippingMethod(code: "colissimo-home") { success } }`);
      const placed = (await customer.send(PLACE, { input: placeInput(WAIVED) })).body.data.placeOrder;
      expect(placed.success, placed.errorCode ?? "").toBe(true);
      expect(placed.order.shippingMethod).toMatchObject({ code: "colissimo-home" });
      // Paid: processing (the oil is to ship), the guide's right granted; shipping the rest ships the order.
      expect(await api.commerce.services.orders.markPaid(scope, placed.order.number, operator)).toMatchObject({ ok: true, status: "processing" });
      expect((await customer.send(DOWNLOADS)).body.data.me.downloadableProducts).toMatchObject([{ sku: GUIDE, downloadsAllowed: 15 }]);
      expect(await api.commerce.services.orders.ship(scope, placed.order.number, {}, operator)).toMatchObject({ ok: true, status: "shipped" });
    });

    it("revokes the rights of an order cancelled after it was paid: its files answer the same 404 as anyone else's at once, and are no longer listed", async () => {
      const customer = await signedInCustomer(api, `revoked-${Date.now()}@example.com`, { "x-forwarded-for": freshAddress() });
      await customer.send(ADD, { lines: [line("TEST-CITRON", 1), line(GUIDE, 1)] });
      await customer.send(SET_ADDRESS, { address: ADDRESS });
      await customer.send(`mutation { setShippingMethod(code: "colissimo-home") { success } }`);
      const placed = (await customer.send(PLACE, { input: placeInput(WAIVED) })).body.data.placeOrder;
      expect(placed.success, placed.errorCode ?? "").toBe(true);
      expect(await api.commerce.services.orders.markPaid(scope, placed.order.number, operator)).toMatchObject({ ok: true, status: "processing" });
      const [right] = (await customer.send(DOWNLOADS)).body.data.me.downloadableProducts;
      expect((await get(right.url, customer.cookie)).status).toBe(200);

      expect(await api.commerce.services.orders.cancel(scope, placed.order.number, operator)).toMatchObject({ ok: true, changed: true, creditNoteNumber: expect.stringMatching(/^AV-/) });
      for (const store of ["", "/en"]) {
        const response = await get(`${store}${right.url}`, customer.cookie);
        expect([response.status, await response.text()]).toEqual([404, "Not found"]);
      }
      expect((await customer.send(DOWNLOADS)).body.data.me.downloadableProducts).toEqual([]);
      // The row stays, with what was downloaded before, and when it was revoked.
      const row = await rightRow(right.id);
      expect(row).toMatchObject({ downloads_used: 1, revoked_at: expect.any(String) });
      // Revoking again changes nothing (a second cancellation changes nothing at all).
      expect(await api.commerce.services.orders.cancel(scope, placed.order.number, operator)).toMatchObject({ ok: true, changed: false });
      expect(await db().transaction().execute((trx) => api.commerce.services.downloads.revokeForOrder(trx, row.order_id))).toBe(0);
      expect((await rightRow(right.id)).revoked_at).toBe(row.revoked_at);
    });
  });
});
