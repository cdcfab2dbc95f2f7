import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { ADD, APPLY_COUPON, line } from "../cart/cart-test-kit.ts";
import { insertOrder } from "../payment/payment-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { signedInCustomer } from "./customer-test-kit.ts";
import { placeOrderErrors } from "./errors.ts";
import { ADDRESS, AMOUNT_DUE, PLACE, SET_ADDRESS, SET_METHOD, countRows, freshAddress, placeInput, readyShopper, stockOf, startOrderTestApi } from "./place-order-test-kit.ts";

/**
 * `expectedAmountDue` on both databases, over HTTP: an order is placed only for the amount due the
 * shopper was shown. Another amount (a price changed since the review, store credit spent in
 * another tab) answers AMOUNT_CHANGED and writes nothing (no order, stock, coupon use, store
 * credit, payment or e-mail), so the same attempt's key places the order once the new amount is
 * sent; a key that placed an order answers it whatever amount comes with it; without the field an
 * order is placed as before, at the amount priced then.
 */

const USE_CREDIT = `mutation Use($use: Boolean!) { useStoreCredit(use: $use) { success errorCode } }`;
const cents = (amount: number) => Math.round(amount * 100);

describe.each(dialects)("placing orders for the amount shown on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const scope = serviceScope();

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(() => api?.close());

    const db = () => api.commerce.database.db;
    const setStock = (sku: string, quantity: number) => api.commerce.services.stock.set(scope, sku, quantity);
    type Browser = Awaited<ReturnType<typeof readyShopper>>;
    const amountDueOf = async (browser: Browser): Promise<number> => (await browser.send(AMOUNT_DUE)).body.data.cart.chargedPrices.amountDue.amount;
    const place = async (browser: Browser, input: Record<string, unknown>) => (await browser.send(PLACE, { input })).body.data.placeOrder;
    /** Everything placing an order writes, counted. */
    const written = async () => ({
      orders: await countRows(api, "sales_order"),
      lines: await countRows(api, "sales_order_line"),
      payments: await countRows(api, "payment"),
      mails: await countRows(api, "outbox_message"),
    });

    /** The lemon's catalogue price (its special price, the one it sells at) changed as an edit does: the row, then its reindex. */
    async function withLemonSpecialPrice(specialPriceCents: number, run: () => Promise<void>) {
      const { id, special_price_cents: before } = await db().selectFrom("product").select(["id", "special_price_cents"]).where("sku", "=", "TEST-CITRON").executeTakeFirstOrThrow();
      await db().updateTable("product").set({ special_price_cents: specialPriceCents }).where("id", "=", id).execute();
      await api.commerce.services.products.reindex([id]);
      try {
        await run();
      } finally {
        await db().updateTable("product").set({ special_price_cents: before }).where("id", "=", id).execute();
        await api.commerce.services.products.reindex([id]);
      }
    }

    it("places the order when the amount sent is the amount due priced now", async () => {
      await setStock("TEST-CITRON", 25);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 2 }]);
      const shown = await amountDueOf(visitor);
      const placed = await place(visitor, placeInput({ expectedAmountDue: shown }));
      expect(placed, placed.errorCode).toMatchObject({ success: true, errorCode: null });
      expect(placed.order.chargedPrices.grandTotal.priceInclTax.amount).toBe(shown);
      expect(await stockOf(api, "TEST-CITRON")).toBe(23);
    });

    it("refuses an order whose price changed since the review, writing nothing; the same key then places it at the new amount", async () => {
      await setStock("TEST-CITRON", 25);
      expect((await api.commerce.services.coupons.add(scope, { code: "REVIEW5", type: "percentage", percent: 5 })).ok).toBe(true);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 2 }]);
      expect((await visitor.send(APPLY_COUPON, { code: "review5" })).body.data.applyCoupon.success).toBe(true);
      const shown = await amountDueOf(visitor);
      const input = placeInput({ expectedAmountDue: shown });
      const timesUsed = async () => (await db().selectFrom("coupon").select("times_used").where("code", "=", "REVIEW5").executeTakeFirstOrThrow()).times_used;

      // The catalogue's price goes up between the review and "Place order".
      await withLemonSpecialPrice(900, async () => {
        const before = await written();
        const refused = await place(visitor, input);
        expect(refused).toMatchObject({ success: false, errorCode: "AMOUNT_CHANGED", errorMessage: placeOrderErrors.AMOUNT_CHANGED.fr, order: null, paymentAction: null });
        // Nothing written: no order, line, payment or e-mail, the stock and the coupon's uses as they were, the cart still there.
        expect(await written()).toEqual(before);
        expect(await stockOf(api, "TEST-CITRON")).toBe(25);
        expect(await timesUsed()).toBe(0);
        expect(refused.cart.items).toHaveLength(1);
        // Said in the store's language.
        const english = await api.post({ query: PLACE, variables: { input } }, { path: "/en/graphql", headers: { cookie: visitor.cookie!, "x-forwarded-for": freshAddress() } });
        expect(english.body.data.placeOrder).toMatchObject({ errorCode: "AMOUNT_CHANGED", errorMessage: placeOrderErrors.AMOUNT_CHANGED.en });

        // The cart says the amount due now; sent with the same key, the order is placed at it.
        const now = await amountDueOf(visitor);
        expect(cents(now)).toBeGreaterThan(cents(shown));
        const placed = await place(visitor, { ...input, expectedAmountDue: now });
        expect(placed, placed.errorCode).toMatchObject({ success: true, errorCode: null });
        expect(placed.order.chargedPrices.grandTotal.priceInclTax.amount).toBe(now);
        expect(placed.order.coupon).toMatchObject({ code: "REVIEW5" });
        expect(await stockOf(api, "TEST-CITRON")).toBe(23);
        expect(await timesUsed()).toBe(1);
        const row = await db().selectFrom("sales_order").select(["id", "idempotency_key"]).where("public_id", "=", placed.order.order_id).executeTakeFirstOrThrow();
        expect(row.idempotency_key).toBe(input.idempotencyKey);
        expect(await countRows(api, "payment", { column: "order_id", value: row.id })).toBe(1);

        // A retry of that attempt answers its order, whatever amount it repeats (the idempotency comes first).
        const again = await place(visitor, input);
        expect(again).toMatchObject({ success: true, order: { order_id: placed.order.order_id, number: placed.order.number } });
        expect(await countRows(api, "sales_order")).toBe(before.orders + 1);
        expect(await stockOf(api, "TEST-CITRON")).toBe(23);
      });
    });

    it("does not charge the card more when store credit was spent in another tab after the review", async () => {
      await setStock("TEST-CITRON", 25);
      const email = `amount-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const customer = await signedInCustomer(api, email, { "x-forwarded-for": freshAddress() });
      const credit = api.commerce.services.storeCredit;
      await credit.addIn(db(), { customerId: customer.customerId, amountCents: 500, action: "added_by_shop", comment: "Geste commercial" });
      expect((await customer.send(ADD, { lines: [line("TEST-CITRON", 2)] })).body.data.addToCart.success).toBe(true);
      expect((await customer.send(SET_ADDRESS, { address: ADDRESS })).body.data.setShippingAddress.success).toBe(true);
      expect((await customer.send(SET_METHOD, { code: "colissimo-home" })).body.data.setShippingMethod.success).toBe(true);
      expect((await customer.send(USE_CREDIT, { use: true })).body.data.useStoreCredit.success).toBe(true);
      const review = (await customer.send(AMOUNT_DUE)).body.data.cart.chargedPrices;
      expect(review.storeCredit.amount).toBe(5);
      const shown = review.amountDue.amount;
      const input = placeInput({ paymentMethod: "sandbox_card", expectedAmountDue: shown });

      // Another tab's order spends 3 € of it: store credit now pays 2 €, the card would be charged 3 € more.
      const elsewhere = await insertOrder(db());
      expect((await inTransaction(db(), (trx) => credit.spendIn(trx, { customerId: customer.customerId, amountCents: 300, orderId: elsewhere.id }))).ok).toBe(true);
      const before = await written();
      const refused = await place(customer, input);
      expect(refused).toMatchObject({ success: false, errorCode: "AMOUNT_CHANGED", order: null, paymentAction: null });
      expect(await written()).toEqual(before);
      expect(await credit.balance(scope, customer.customerId)).toBe(200);
      expect(await stockOf(api, "TEST-CITRON")).toBe(25);

      // Seen again: the amount due now, placed with the same key, the card charged exactly that.
      const now = await amountDueOf(customer);
      expect(cents(now)).toBe(cents(shown) + 300);
      const placed = await place(customer, { ...input, expectedAmountDue: now });
      expect(placed, placed.errorCode).toMatchObject({ success: true, errorCode: null });
      expect(placed.paymentAction.redirectUrl).toMatch(/\/payment\/sandbox\/sandbox_card\//);
      const row = await db().selectFrom("sales_order").select(["id", "store_credit_cents"]).where("public_id", "=", placed.order.order_id).executeTakeFirstOrThrow();
      expect(row.store_credit_cents).toBe(200);
      const payment = await db().selectFrom("payment").select("amount_cents").where("order_id", "=", row.id).executeTakeFirstOrThrow();
      expect(payment.amount_cents).toBe(cents(now));
      expect(await credit.balance(scope, customer.customerId)).toBe(0);
    });

    it("places an order without expectedAmountDue as before: at the amount priced when it is placed", async () => {
      await setStock("TEST-CITRON", 25);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }]);
      const shown = await amountDueOf(visitor);
      await withLemonSpecialPrice(900, async () => {
        const now = await amountDueOf(visitor);
        expect(cents(now)).toBeGreaterThan(cents(shown));
        const placed = await place(visitor, placeInput());
        expect(placed, placed.errorCode).toMatchObject({ success: true, errorCode: null });
        expect(placed.order.chargedPrices.grandTotal.priceInclTax.amount).toBe(now);
        expect(await stockOf(api, "TEST-CITRON")).toBe(24);
      });
    });
  });
});
