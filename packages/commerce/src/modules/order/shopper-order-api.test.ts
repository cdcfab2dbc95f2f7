import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { ADD, APPLY_COUPON, CART, CART_FIELDS, line, shopper } from "../cart/cart-test-kit.ts";
import { signedHeaders } from "../payment/signature.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { historyOf, orderRow, outboxFor } from "./order-test-kit.ts";
import { ORDER, PLACE, startOrderTestApi, freshAddress, placeInput, setCheckout, stockOf } from "./place-order-test-kit.ts";

/**
 * What a shopper whose online payment did not go through may do, over HTTP on both databases:
 * pay again (same or another online method, the old attempt cancelled) or cancel the order at
 * once and get the basket back (stock and coupon released, the lines in a new cart with their
 * choices, checked against stock). Only the order's own session or customer; repeats and races
 * (a double click, a payment notification at the same moment) change things once.
 */

const RETRY = `mutation Retry($orderId: ID!, $method: String!) {
  retryOrderPayment(orderId: $orderId, paymentMethod: $method) { success errorCode errorMessage order { order_id status payment { code status } retryPaymentMethods { code } history { status note } } paymentAction { redirectUrl } }
}`;
const CANCEL = `mutation Cancel($orderId: ID!) {
  cancelPendingOrder(orderId: $orderId) { success errorCode errorMessage order { order_id status retryPaymentMethods { code } history { status note } } cancelled restoredLines droppedLines { sku name } cart { ...CartFields } }
} ${CART_FIELDS}`;

describe.each(dialects)("paying again or cancelling an unpaid order on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const scope = serviceScope();

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(() => api?.close());

    const setStock = (sku: string, quantity: number) => api.commerce.services.stock.set(scope, sku, quantity);
    const payments = (orderId: number) => api.commerce.database.db.selectFrom("payment").select(["id", "provider", "status", "reference", "expires_at"]).where("order_id", "=", orderId).orderBy("id").execute();

    /** A visitor who placed a card order for `lines` (its checkout filled in), and the order. */
    async function cardOrder(lines: Record<string, unknown>[], options: { coupon?: string; method?: string } = {}) {
      const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
      const added = (await visitor.send(ADD, { lines })).body.data.addToCart;
      expect(added.success, JSON.stringify(added.lineErrors)).toBe(true);
      if (options.coupon) expect((await visitor.send(APPLY_COUPON, { code: options.coupon })).body.data.applyCoupon.success).toBe(true);
      await setCheckout(api, visitor.cookie!);
      const placed = (await visitor.send(PLACE, { input: placeInput({ paymentMethod: options.method ?? "sandbox_card" }) })).body.data.placeOrder;
      expect(placed.success, placed.errorCode).toBe(true);
      const row = await api.commerce.database.db.selectFrom("sales_order").selectAll().where("public_id", "=", placed.order.order_id).executeTakeFirstOrThrow();
      return { visitor, orderId: placed.order.order_id as string, row };
    }

    /** A signed notification from the card provider for the payment `reference`. */
    function notify(reference: string, amountCents: number, id: string, type = "payment.succeeded") {
      const body = JSON.stringify({ id, type, reference, amount_cents: amountCents, currency: "EUR", occurred_at: new Date().toISOString() });
      return api.commerce.services.payments.receiveNotification("sandbox_card", signedHeaders(api.commerce.config.payments.notificationSecret, body), Buffer.from(body));
    }

    it("pays again with another online method: the old attempt cancelled, a new one with a new delay, the change in the history", async () => {
      await setStock("TEST-LOT-01", 10);
      const { visitor, orderId, row } = await cardOrder([line("TEST-LOT-01", 1)]);
      const [first] = await payments(row.id);

      const retried = (await visitor.send(RETRY, { orderId, method: "sandbox_wallet" })).body.data.retryOrderPayment;
      expect(retried).toMatchObject({ success: true, errorCode: null, order: { status: "PENDING_PAYMENT", payment: { code: "sandbox_wallet", status: "PENDING" } } });
      const attempts = await payments(row.id);
      expect(attempts.map((payment) => [payment.provider, payment.status])).toEqual([
        ["sandbox_card", "cancelled"],
        ["sandbox_wallet", "pending"],
      ]);
      expect(retried.paymentAction.redirectUrl).toMatch(new RegExp(`/payment/sandbox/sandbox_wallet/${attempts[1].reference}$`));
      expect(attempts[1].expires_at! >= first.expires_at!).toBe(true);
      expect((await orderRow(api.commerce, row.id)).payment_method).toBe("sandbox_wallet");
      expect(retried.order.retryPaymentMethods).toEqual([{ code: "sandbox_card" }, { code: "sandbox_wallet" }]);
      expect(retried.order.history.map((entry: { note: string }) => entry.note)).toEqual(["Commande enregistrée, en attente du paiement", "Nouvelle tentative de paiement"]);
      // The stock stays taken: the order still holds it.
      expect(await stockOf(api, "TEST-LOT-01")).toBe(9);

      // The same card again is allowed too; a deferred method or an unknown one is not.
      expect((await visitor.send(RETRY, { orderId, method: "sandbox_card" })).body.data.retryOrderPayment.success).toBe(true);
      for (const method of ["bank_transfer", "cheque", "bitcoin"]) {
        expect((await visitor.send(RETRY, { orderId, method })).body.data.retryOrderPayment).toMatchObject({ success: false, errorCode: "PAYMENT_METHOD_UNKNOWN", order: null });
      }
      // The old attempt's page can no longer be paid.
      expect((await api.commerce.services.payments.hostedPayment("sandbox_card", first.reference))?.payable).toBe(false);
    });

    it("stops after five attempts: the shopper is told to cancel instead (nobody holds stock for ever)", async () => {
      await setStock("TEST-LOT-02", 10);
      const { visitor, orderId } = await cardOrder([line("TEST-LOT-02", 1)]);
      for (let attempt = 2; attempt <= 5; attempt++) expect((await visitor.send(RETRY, { orderId, method: "sandbox_card" })).body.data.retryOrderPayment.success).toBe(true);
      expect((await visitor.send(RETRY, { orderId, method: "sandbox_card" })).body.data.retryOrderPayment).toMatchObject({ success: false, errorCode: "PAYMENT_ATTEMPTS_EXHAUSTED" });
      expect((await visitor.send(CANCEL, { orderId })).body.data.cancelPendingOrder.success).toBe(true);
    });

    it("cancels at once and gives the basket back: same lines and choices, coupon, checkout details; stock, coupon use and payment released; one e-mail", async () => {
      await setStock("TEST-LOT-03", 10);
      const { custom } = await optionIds("TEST-FLACON");
      const font = custom("Police");
      const engraving = custom("Gravure");
      const colour = await colourOption("TEST-FLACON", "amber");
      const choices = { selectedOptions: [colour], selectedCustomOptions: [{ option_id: font.id, option_value: font.values[1].id }, { option_id: engraving.id, option_value: "Rose" }] };
      const coupon = () => api.commerce.database.db.selectFrom("coupon").select("times_used").where("code", "=", "PREMIERS50").executeTakeFirstOrThrow();
      const usedBefore = (await coupon()).times_used;
      const { visitor, orderId, row } = await cardOrder([line("TEST-LOT-03", 3), line("TEST-FLACON", 2, choices)], { coupon: "PREMIERS50" });
      const before = (await visitor.send(ORDER, { orderId })).body.data.order;
      expect(await stockOf(api, "TEST-LOT-03")).toBe(7);
      expect((await coupon()).times_used).toBe(usedBefore + 1);

      const answer = (await visitor.send(CANCEL, { orderId })).body.data.cancelPendingOrder;
      expect(answer).toMatchObject({ success: true, errorCode: null, cancelled: true, restoredLines: 2, droppedLines: [], order: { status: "CANCELLED" } });
      expect(answer.order.history.at(-1)).toEqual({ status: "CANCELLED", note: "Commande annulée à votre demande, avant paiement" });
      expect(answer.order.retryPaymentMethods).toEqual([]);
      expect(await stockOf(api, "TEST-LOT-03")).toBe(10);
      expect((await coupon()).times_used).toBe(usedBefore);
      expect((await payments(row.id)).map((payment) => payment.status)).toEqual(["cancelled"]);
      expect((await historyOf(api.commerce, row.id)).at(-1)).toEqual({ from: "pending_payment", to: "cancelled", cause: "shopper", detail: null });
      const mails = await outboxFor(api.commerce, row.email);
      expect(mails.filter((mail) => mail.kind === "order.cancelled" && mail.data.order.number === row.number).map((mail) => mail.data.reason)).toEqual(["shopper"]);

      // The basket: the same lines with the same choices, the same amounts, and the coupon.
      const cart = answer.cart;
      expect(cart.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
        ["TEST-LOT-03", 3],
        ["TEST-FLACON-AMBER", 2],
      ]);
      expect(cart.items[1].selectedCustomOptions.map((option: { value_label: string }) => option.value_label).sort()).toEqual(["Anglaise", "Rose"]);
      expect(cart.coupon.code).toBe("PREMIERS50");
      expect(cart.prices.grandTotal.priceInclTax.amount).toBe(before.prices.grandTotal.priceInclTax.amount);
      // A basket takes no stock: it is on sale until the next order takes it.
      expect(await stockOf(api, "TEST-LOT-03")).toBe(10);
      // The checkout details came back: the next order is one click away.
      const again = (await visitor.send(PLACE, { input: placeInput({ paymentMethod: "bank_transfer" }) })).body.data.placeOrder;
      expect(again).toMatchObject({ success: true, order: { status: "PENDING_PAYMENT", email: "camille@example.com" } });
      expect(again.order.prices.grandTotal.priceInclTax.amount).toBe(before.prices.grandTotal.priceInclTax.amount);
      expect(await stockOf(api, "TEST-LOT-03")).toBe(7);

      // Once cancelled: cancelling again adds nothing; paying again is refused.
      const repeat = (await visitor.send(CANCEL, { orderId })).body.data.cancelPendingOrder;
      expect(repeat).toMatchObject({ success: true, cancelled: false, restoredLines: 0 });
      expect(repeat.cart.items).toEqual([]);
      expect((await visitor.send(RETRY, { orderId, method: "sandbox_card" })).body.data.retryOrderPayment).toMatchObject({ success: false, errorCode: "ORDER_CANCELLED" });
    });

    it("gives back what stock allows: a line topped up to what is left, a line nothing is left of dropped and named", async () => {
      await setStock("TEST-LOT-04", 10);
      await setStock("TEST-LOT-05", 10);
      const { visitor, orderId } = await cardOrder([line("TEST-LOT-04", 4), line("TEST-LOT-05", 2)]);
      // The shopper starts a new basket; meanwhile the shop sells the rest elsewhere.
      expect((await visitor.send(ADD, { lines: [line("TEST-LOT-04", 1), line("TEST-LOT-05", 8)] })).body.data.addToCart.success).toBe(true);
      await setStock("TEST-LOT-04", 0);
      await setStock("TEST-LOT-05", 0);

      const answer = (await visitor.send(CANCEL, { orderId })).body.data.cancelPendingOrder;
      // LOT-04: 4 given back, the basket holds 1: 3 more fit. LOT-05: 2 given back, the basket holds 8 already: none.
      expect(answer).toMatchObject({ success: true, cancelled: true, restoredLines: 1, droppedLines: [{ sku: "TEST-LOT-05", name: expect.any(String) }] });
      expect(answer.cart.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
        ["TEST-LOT-04", 4],
        ["TEST-LOT-05", 8],
      ]);
    });

    it("answers another shopper, an unknown id and a transfer order as it should: nothing changes", async () => {
      await setStock("TEST-LOT-06", 10);
      const { orderId, row } = await cardOrder([line("TEST-LOT-06", 1)]);
      const stranger = shopper(api, { "x-forwarded-for": freshAddress() });
      expect((await stranger.send(ADD, { lines: [line("TEST-LOT-06", 1)] })).body.data.addToCart.success).toBe(true);
      for (const id of [orderId, "x".repeat(43), "short"]) {
        expect((await stranger.send(CANCEL, { orderId: id })).body.data.cancelPendingOrder).toMatchObject({ success: false, errorCode: "UNKNOWN_ORDER", order: null, cancelled: false });
        expect((await stranger.send(RETRY, { orderId: id, method: "sandbox_card" })).body.data.retryOrderPayment).toMatchObject({ success: false, errorCode: "UNKNOWN_ORDER", order: null });
      }
      // Without any session: the same answer, and no session is started.
      const anonymous = shopper(api, { "x-forwarded-for": freshAddress() });
      expect((await anonymous.send(CANCEL, { orderId })).body.data.cancelPendingOrder.errorCode).toBe("UNKNOWN_ORDER");
      expect(anonymous.cookie).toBeUndefined();
      expect((await orderRow(api.commerce, row.id)).status).toBe("pending_payment");
      expect((await payments(row.id)).map((payment) => payment.status)).toEqual(["pending"]);

      const transfer = await cardOrder([line("TEST-LOT-06", 1)], { method: "bank_transfer" });
      expect((await transfer.visitor.send(CANCEL, { orderId: transfer.orderId })).body.data.cancelPendingOrder.errorCode).toBe("NOT_PAID_ONLINE");
      expect((await transfer.visitor.send(RETRY, { orderId: transfer.orderId, method: "sandbox_card" })).body.data.retryOrderPayment.errorCode).toBe("NOT_PAID_ONLINE");
    });

    it("never cancels a paid order: paid first, the cancel answers ORDER_PAID; a retry too", async () => {
      await setStock("TEST-LOT-08", 10);
      const { visitor, orderId, row } = await cardOrder([line("TEST-LOT-08", 1)]);
      const [payment] = await payments(row.id);
      expect((await notify(payment.reference, row.grand_total_incl_cents, `evt_paid_${row.id}`)).status).toBe(200);
      expect((await visitor.send(CANCEL, { orderId })).body.data.cancelPendingOrder).toMatchObject({ success: false, errorCode: "ORDER_PAID" });
      expect((await visitor.send(RETRY, { orderId, method: "sandbox_card" })).body.data.retryOrderPayment).toMatchObject({ success: false, errorCode: "ORDER_PAID" });
      expect((await orderRow(api.commerce, row.id)).status).toBe("processing");
      expect(await stockOf(api, "TEST-LOT-08")).toBe(9);
    });

    it("a cancel and the payment's notification at the same moment: either paid and not cancelled, or cancelled once and flagged for a refund", async () => {
      for (let round = 0; round < 4; round++) {
        await setStock("TEST-LOT-09", 10);
        const { visitor, orderId, row } = await cardOrder([line("TEST-LOT-09", 2)]);
        const [payment] = await payments(row.id);
        const [notified, cancel] = await Promise.all([notify(payment.reference, row.grand_total_incl_cents, `evt_race_${row.id}`), visitor.send(CANCEL, { orderId })]);
        expect(notified.status).toBe(200);
        const answer = cancel.body.data.cancelPendingOrder;
        const after = await orderRow(api.commerce, row.id);
        if (answer.success) {
          // Cancelled first: the money that came after is owed back (an anomaly for an operator: the
          // order was unpaid when cancelled, so no refund was made); the stock came back once, and sits in the basket.
          expect(after.status).toBe("cancelled");
          expect(after.flag).toMatch(/after cancellation.*refund due/);
          expect(await api.commerce.database.db.selectFrom("refund").select("id").where("order_id", "=", row.id).execute()).toEqual([]);
          expect(await stockOf(api, "TEST-LOT-09")).toBe(10);
          expect(answer.cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([2]);
        } else {
          expect(answer.errorCode).toBe("ORDER_PAID");
          expect(after.status).toBe("processing");
          expect(after.flag).toBeNull();
          expect(await stockOf(api, "TEST-LOT-09")).toBe(8);
          expect(answer.cart.items).toEqual([]);
        }
      }
    });

    it("two cancels at once (a double click, two tabs): cancelled once, the basket given back once", async () => {
      await setStock("TEST-LOT-10", 10);
      const { visitor, orderId, row } = await cardOrder([line("TEST-LOT-10", 3)]);
      const answers = (await Promise.all(Array.from({ length: 5 }, () => visitor.send(CANCEL, { orderId })))).map((response) => response.body.data.cancelPendingOrder);
      expect(answers.every((answer) => answer.success)).toBe(true);
      expect(answers.filter((answer) => answer.cancelled)).toHaveLength(1);
      expect(await stockOf(api, "TEST-LOT-10")).toBe(10);
      expect((await visitor.send(CART)).body.data.cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([3]);
      expect((await historyOf(api.commerce, row.id)).filter((event) => event.to === "cancelled")).toHaveLength(1);
      expect((await outboxFor(api.commerce, row.email)).filter((mail) => mail.kind === "order.cancelled" && mail.data.order.number === row.number)).toHaveLength(1);
    });

    it("an order that lapsed before its shopper cancelled it still gives its basket back, once", async () => {
      await setStock("TEST-LOT-13", 10);
      const { visitor, orderId, row } = await cardOrder([line("TEST-LOT-13", 2)]);
      // The payment delay ran out while the shopper was away: the sweeper cancelled the order.
      await api.commerce.database.db.updateTable("sales_order").set({ payment_due_at: new Date(Date.now() - 1_000).toISOString() }).where("id", "=", row.id).execute();
      expect(await api.commerce.services.orders.expireDue(scope)).toBeGreaterThanOrEqual(1);
      expect(await stockOf(api, "TEST-LOT-13")).toBe(10);
      expect((await visitor.send(CART)).body.data.cart.items).toEqual([]);

      const answer = (await visitor.send(CANCEL, { orderId })).body.data.cancelPendingOrder;
      expect(answer).toMatchObject({ success: true, cancelled: false, restoredLines: 1, droppedLines: [], order: { status: "CANCELLED" } });
      expect(answer.cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([2]);
      // Asked again (another tab): the basket is not added a second time.
      const again = (await visitor.send(CANCEL, { orderId })).body.data.cancelPendingOrder;
      expect(again).toMatchObject({ success: true, cancelled: false, restoredLines: 0 });
      expect(again.cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([2]);
      expect((await historyOf(api.commerce, row.id)).filter((event) => event.to === "cancelled")).toEqual([expect.objectContaining({ cause: "expired" })]);
    });

    it("money for an attempt the shopper left pays the order and closes the newer attempt; a second payment is flagged for a refund", async () => {
      await setStock("TEST-LOT-11", 10);
      const { visitor, orderId, row } = await cardOrder([line("TEST-LOT-11", 1)]);
      expect((await visitor.send(RETRY, { orderId, method: "sandbox_card" })).body.data.retryOrderPayment.success).toBe(true);
      const [old, fresh] = await payments(row.id);
      expect((await notify(old.reference, row.grand_total_incl_cents, `evt_old_${row.id}`)).outcome).toBe("late_payment");
      expect((await orderRow(api.commerce, row.id)).status).toBe("processing");
      expect((await payments(row.id)).map((payment) => payment.status)).toEqual(["paid", "cancelled"]);
      expect((await notify(fresh.reference, row.grand_total_incl_cents, `evt_new_${row.id}`)).status).toBe(200);
      expect((await orderRow(api.commerce, row.id)).flag).toMatch(/Second payment.*refund due/);
    });

    it("money for both attempts of one order at the same moment: paid once, the other payment flagged for a refund, no notification refused", async () => {
      for (let round = 0; round < 4; round++) {
        await setStock("TEST-LOT-12", 10);
        const { visitor, orderId, row } = await cardOrder([line("TEST-LOT-12", 1)]);
        expect((await visitor.send(RETRY, { orderId, method: "sandbox_card" })).body.data.retryOrderPayment.success).toBe(true);
        const [old, fresh] = await payments(row.id);
        const answers = await Promise.all([
          notify(old.reference, row.grand_total_incl_cents, `evt_both_old_${row.id}`),
          notify(fresh.reference, row.grand_total_incl_cents, `evt_both_new_${row.id}`),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const after = await orderRow(api.commerce, row.id);
        expect(after.status).toBe("processing");
        expect(after.flag).toMatch(/Second payment.*refund due/);
        expect((await payments(row.id)).map((payment) => payment.status).sort()).toEqual(["paid", "paid"]);
        expect((await historyOf(api.commerce, row.id)).filter((event) => event.to === "processing")).toHaveLength(1);
        expect(await stockOf(api, "TEST-LOT-12")).toBe(9);
      }
    });

    /** Option ids of a product as the catalogue numbers them. */
    async function optionIds(sku: string) {
      const read = await api.commerce.services.pricing.selection(serviceScope(), sku);
      const source = read!.source;
      return { custom: (title: string) => source.customOptions.find((option) => option.title === title)! };
    }
    async function colourOption(sku: string, value: string) {
      const product = (await api.commerce.services.products.bySku(serviceScope(), sku))!;
      const [option] = await api.commerce.services.products.configurableOptions(serviceScope(), product);
      return { option_id: option.id, option_value: value };
    }
  });
});
