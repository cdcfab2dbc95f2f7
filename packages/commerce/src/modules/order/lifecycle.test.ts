import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { startExpirySweeper } from "./lifecycle.ts";
import { historyOf, orderRow, outboxFor, placeTestOrder, stockOf } from "./order-test-kit.ts";
import { ORDER, PLACE, freshAddress, placeInput, readyShopper } from "./place-order-test-kit.ts";
import { APPLY_COUPON } from "../cart/cart-test-kit.ts";
import { signedHeaders } from "../payment/signature.ts";

/**
 * The order lifecycle on both databases, through the services the server runs: every
 * transition and refusal, what a cancellation gives back (stock exactly once, the coupon's use,
 * the pending payment), the expiry of unpaid orders, shipments in parts, the history with its
 * causes and one e-mail per change in the outbox.
 */

const operator = { kind: "operator", operator: "ops-test" } as const;

describe.each(dialects)("the order lifecycle on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "services", () => {
    let api: TestApi;
    const scope = serviceScope();

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      await createTestShelf(api.commerce.database.db);
      await seedProducts(api.commerce.database.db, testProducts);
    }, 60_000);
    afterAll(() => api?.close());

    const orders = () => api.commerce.services.orders;
    const paymentsOf = (orderId: number) => api.commerce.database.db.selectFrom("payment").select(["status", "provider"]).where("order_id", "=", orderId).execute();

    it("marks a transfer paid once (operator), with its history row, payment and one e-mail; a second pay changes nothing", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-01", quantity: 1 }], store: "en" });
      expect(order.status).toBe("pending_payment");

      expect(await orders().markPaid(scope, order.number, operator)).toEqual({ ok: true, status: "processing", changed: true });
      expect(await orders().markPaid(scope, order.number, operator)).toEqual({ ok: true, status: "processing", changed: false });

      expect((await orderRow(api.commerce, order.id)).status).toBe("processing");
      expect(await paymentsOf(order.id)).toEqual([{ status: "paid", provider: "bank_transfer" }]);
      expect(await historyOf(api.commerce, order.id)).toEqual([
        { from: null, to: "pending_payment", cause: "placed", detail: null },
        { from: "pending_payment", to: "processing", cause: "operator", detail: { operator: "ops-test" } },
      ]);
      const mails = await outboxFor(api.commerce, order.email);
      expect(mails.map((mail) => [mail.kind, mail.language])).toEqual([["order.payment_received", "en"]]);
      expect(mails[0].data.order).toMatchObject({ number: order.number, chargedInclCents: order.grand_total_incl_cents, paymentTitle: expect.any(String) });
    });

    it("refuses an operator's pay of a card order: only the provider's notification pays it", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-02", quantity: 1 }], paymentMethod: "sandbox_card" });
      expect(await orders().markPaid(scope, order.number, operator)).toEqual({ ok: false, code: "NOT_ALLOWED", status: "pending_payment", reason: "PAID_BY_PROVIDER" });
      const detail = { paymentId: 1, eventId: "evt_test_1", amountCents: order.grand_total_incl_cents };
      await orders().paymentOutcomes.paid(scope, order.id, detail);
      await orders().paymentOutcomes.paid(scope, order.id, detail);
      expect((await orderRow(api.commerce, order.id)).status).toBe("processing");
      expect((await historyOf(api.commerce, order.id)).at(-1)).toEqual({ from: "pending_payment", to: "processing", cause: "payment", detail });
      expect((await outboxFor(api.commerce, order.email)).map((mail) => mail.kind)).toEqual(["order.payment_received"]);
    });

    it("answers UNKNOWN_ORDER for a number no order has", async () => {
      for (const change of [orders().markPaid, orders().cancel, orders().complete]) {
        expect(await change(scope, "2026-999999", operator)).toEqual({ ok: false, code: "UNKNOWN_ORDER" });
      }
      expect(await orders().ship(scope, "2026-999999", {}, operator)).toEqual({ ok: false, code: "UNKNOWN_ORDER" });
    });

    it("cancels an unpaid order: stock back, coupon use released, payment cancelled, one e-mail; pay afterwards refused", async () => {
      const before = await stockOf(api.commerce, "TEST-LOT-03");
      const coupon = () => api.commerce.database.db.selectFrom("coupon").select("times_used").where("code", "=", "PREMIERS50").executeTakeFirstOrThrow();
      const usedBefore = (await coupon()).times_used;
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-03", quantity: 2 }], coupon: "PREMIERS50" });
      expect(await stockOf(api.commerce, "TEST-LOT-03")).toBe(before - 2);
      expect((await coupon()).times_used).toBe(usedBefore + 1);

      expect(await orders().cancel(scope, order.number, operator)).toEqual({ ok: true, status: "cancelled", changed: true, creditNoteNumber: null, refund: null, refundByHandCents: 0 });
      expect(await stockOf(api.commerce, "TEST-LOT-03")).toBe(before);
      expect((await coupon()).times_used).toBe(usedBefore);
      const redemptions = await api.commerce.database.db.selectFrom("coupon_redemption").select("id").where("order_ref", "=", order.public_id).execute();
      expect(redemptions).toEqual([]);
      expect(await paymentsOf(order.id)).toEqual([{ status: "cancelled", provider: "bank_transfer" }]);

      // Again: nothing more comes back.
      expect(await orders().cancel(scope, order.number, operator)).toEqual({ ok: true, status: "cancelled", changed: false });
      expect(await stockOf(api.commerce, "TEST-LOT-03")).toBe(before);
      expect(await orders().markPaid(scope, order.number, operator)).toEqual({ ok: false, code: "NOT_ALLOWED", status: "cancelled", reason: "CANCELLED" });

      const mails = await outboxFor(api.commerce, order.email);
      expect(mails.map((mail) => mail.kind)).toEqual(["order.cancelled"]);
      expect(mails[0].data).toMatchObject({ reason: "shop", refundCents: null, paidBack: null });
      expect((await historyOf(api.commerce, order.id)).at(-1)).toEqual({ from: "pending_payment", to: "cancelled", cause: "operator", detail: { operator: "ops-test" } });
      // Never paid: nothing refunded.
      expect(await api.commerce.database.db.selectFrom("refund").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
    });

    it("flags, never pays, an order whose payment arrives after its cancellation", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-04", quantity: 1 }], paymentMethod: "sandbox_wallet" });
      await orders().cancel(scope, order.number, operator);
      await orders().paymentOutcomes.paid(scope, order.id, { paymentId: 9, eventId: "evt_late", amountCents: order.grand_total_incl_cents });
      const row = await orderRow(api.commerce, order.id);
      expect(row.status).toBe("cancelled");
      expect(row.flag).toMatch(/after cancellation.*evt_late.*refund due/);
      await orders().paymentOutcomes.flag(scope, order.id, "amount_mismatch: 1.00 EUR received");
      expect((await orderRow(api.commerce, order.id)).flag).toMatch(/refund due\.\namount_mismatch: 1\.00 EUR received$/);
    });

    it("two concurrent cancels: one change, stock back exactly once, one e-mail", async () => {
      const before = await stockOf(api.commerce, "TEST-LOT-05");
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-05", quantity: 3 }] });
      const outcomes = await Promise.all(Array.from({ length: 4 }, () => orders().cancel(scope, order.number, operator)));
      expect(outcomes.filter((outcome) => outcome.ok && outcome.changed)).toHaveLength(1);
      expect(outcomes.every((outcome) => outcome.ok && outcome.status === "cancelled")).toBe(true);
      expect(await stockOf(api.commerce, "TEST-LOT-05")).toBe(before);
      expect((await outboxFor(api.commerce, order.email)).map((mail) => mail.kind)).toEqual(["order.cancelled"]);
      expect((await historyOf(api.commerce, order.id)).filter((event) => event.to === "cancelled")).toHaveLength(1);
    });

    it("a pay and a cancel at the same moment: exactly one of them wins, and the stock agrees", async () => {
      const before = await stockOf(api.commerce, "TEST-LOT-06");
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-06", quantity: 1 }] });
      const [paid, cancelled] = await Promise.all([orders().markPaid(scope, order.number, operator), orders().cancel(scope, order.number, operator)]);
      const final = (await orderRow(api.commerce, order.id)).status;
      if (final === "cancelled") {
        // The pay came second and was refused, or came first and the cancel followed it (a paid order may be cancelled).
        expect(cancelled).toMatchObject({ ok: true, changed: true });
        expect(await stockOf(api.commerce, "TEST-LOT-06")).toBe(before);
      } else {
        expect(final).toBe("processing");
        expect(paid).toEqual({ ok: true, status: "processing", changed: true });
        expect(await stockOf(api.commerce, "TEST-LOT-06")).toBe(before - 1);
      }
      const kinds = (await outboxFor(api.commerce, order.email)).map((mail) => mail.kind);
      expect(kinds.length).toBe((await historyOf(api.commerce, order.id)).length - 1);
    });

    it("a card payment's notification and an operator's cancel at the same moment: cancelled once, stock back once, the money refunded or flagged", async () => {
      for (let round = 0; round < 3; round++) {
        const before = await stockOf(api.commerce, "TEST-LOT-17");
        const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-17", quantity: 2 }], paymentMethod: "sandbox_card" });
        const { reference } = await api.commerce.database.db.selectFrom("payment").select("reference").where("order_id", "=", order.id).executeTakeFirstOrThrow();
        const body = JSON.stringify({
          id: `evt_race_${order.id}`,
          type: "payment.succeeded",
          reference,
          amount_cents: order.grand_total_incl_cents,
          currency: "EUR",
          occurred_at: new Date().toISOString(),
        });
        const [notified, cancelled] = await Promise.all([
          api.commerce.services.payments.receiveNotification("sandbox_card", signedHeaders(api.commerce.config.payments.notificationSecret, body), Buffer.from(body)),
          orders().cancel(scope, order.number, operator),
        ]);
        expect(notified.status).toBe(200);
        expect(cancelled).toMatchObject({ ok: true, status: "cancelled", changed: true });
        const row = await orderRow(api.commerce, order.id);
        expect(row.status).toBe("cancelled");
        // Paid first then cancelled: refunded to the card (pending until its provider confirms); or
        // cancelled first then paid ("refund due"): money for a cancelled order, flagged for an operator.
        const refunds = await api.commerce.database.db.selectFrom("refund").select(["status", "amount_cents"]).where("order_id", "=", order.id).execute();
        if (row.flag) {
          expect(row.flag).toMatch(/after cancellation.*refund due/);
          expect(refunds).toEqual([]);
        } else expect(refunds).toEqual([{ status: "pending", amount_cents: order.grand_total_incl_cents }]);
        expect(await stockOf(api.commerce, "TEST-LOT-17")).toBe(before);
      }
    });

    it("concurrent pays of one order: one change, one e-mail", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-08", quantity: 1 }], paymentMethod: "cheque" });
      const outcomes = await Promise.all(Array.from({ length: 4 }, () => orders().markPaid(scope, order.number, operator)));
      expect(outcomes.filter((outcome) => outcome.ok && outcome.changed)).toHaveLength(1);
      expect((await outboxFor(api.commerce, order.email)).map((mail) => mail.kind)).toEqual(["order.payment_received"]);
    });

    it("ships in parts (pending refused, unknown sku, too many), then the rest, then completes; no cancel once shipped", async () => {
      const order = await placeTestOrder(api.commerce, {
        lines: [
          { sku: "TEST-LOT-09", quantity: 3, name: "Ecorce 09" },
          { sku: "TEST-LOT-10", quantity: 1, name: "Ecorce 10" },
        ],
      });
      expect(await orders().ship(scope, order.number, {}, operator)).toEqual({ ok: false, code: "NOT_ALLOWED", status: "pending_payment" });
      expect(await orders().complete(scope, order.number, operator)).toEqual({ ok: false, code: "NOT_ALLOWED", status: "pending_payment", reason: "NOT_SHIPPED" });
      await orders().markPaid(scope, order.number, operator);

      expect(await orders().ship(scope, order.number, { lines: [{ sku: "TEST-NOPE", quantity: 1 }] }, operator)).toEqual({ ok: false, code: "UNKNOWN_SKU", sku: "TEST-NOPE" });
      expect(await orders().ship(scope, order.number, { lines: [{ sku: "TEST-LOT-09", quantity: 4 }] }, operator)).toEqual({
        ok: false,
        code: "QUANTITY_TOO_HIGH",
        sku: "TEST-LOT-09",
        remaining: 3,
      });
      expect(await orders().ship(scope, order.number, { lines: [{ sku: "TEST-LOT-09", quantity: 0 }] }, operator)).toMatchObject({ ok: false, code: "INVALID_QUANTITY" });

      const first = await orders().ship(scope, order.number, { lines: [{ sku: "TEST-LOT-09", quantity: 2 }], trackingNumber: "6A12345678901" }, operator);
      expect(first).toMatchObject({ ok: true, status: "partially_shipped", changed: true, lines: [{ sku: "TEST-LOT-09", quantity: 2 }] });
      expect(await orders().cancel(scope, order.number, operator)).toEqual({ ok: false, code: "NOT_ALLOWED", status: "partially_shipped", reason: "ALREADY_SHIPPED" });

      const rest = await orders().ship(scope, order.number, { carrier: "Chronopost", trackingNumber: "XY987" }, operator);
      expect(rest).toMatchObject({ ok: true, status: "shipped", lines: [{ sku: "TEST-LOT-09", quantity: 1 }, { sku: "TEST-LOT-10", quantity: 1 }] });
      expect(await orders().ship(scope, order.number, {}, operator)).toEqual({ ok: false, code: "NOT_ALLOWED", status: "shipped" });

      const lines = await api.commerce.database.db.selectFrom("sales_order_line").select(["sku", "quantity_shipped"]).where("order_id", "=", order.id).orderBy("position").execute();
      expect(lines).toEqual([
        { sku: "TEST-LOT-09", quantity_shipped: 3 },
        { sku: "TEST-LOT-10", quantity_shipped: 1 },
      ]);
      const record = await orders().byNumber(scope, order.number);
      expect(record?.shipments.map((shipment) => [shipment.carrier, shipment.trackingNumber, shipment.lines.map((line) => `${line.sku}×${line.quantity}`)])).toEqual([
        ["Colissimo", "6A12345678901", ["TEST-LOT-09×2"]],
        ["Chronopost", "XY987", ["TEST-LOT-09×1", "TEST-LOT-10×1"]],
      ]);

      expect(await orders().complete(scope, order.number, operator)).toEqual({ ok: true, status: "complete", changed: true });
      expect(await orders().complete(scope, order.number, operator)).toEqual({ ok: true, status: "complete", changed: false });

      expect((await historyOf(api.commerce, order.id)).map((event) => `${event.from}→${event.to} ${event.cause}`)).toEqual([
        "null→pending_payment placed",
        "pending_payment→processing operator",
        "processing→partially_shipped shipment",
        "partially_shipped→shipped shipment",
        "shipped→complete operator",
      ]);
      const mails = await outboxFor(api.commerce, order.email);
      expect(mails.map((mail) => mail.kind)).toEqual(["order.payment_received", "order.shipped", "order.shipped"]);
      expect(mails[1].data).toMatchObject({ carrier: "Colissimo", trackingNumber: "6A12345678901", complete: false, lines: [{ sku: "TEST-LOT-09", quantity: 2 }] });
      expect(mails[2].data).toMatchObject({ carrier: "Chronopost", trackingNumber: "XY987", complete: true });
    });

    it("cancels a paid order that has not shipped: stock back, refunded through the refunds (a transfer: by hand) and told; nothing flagged", async () => {
      const before = await stockOf(api.commerce, "TEST-LOT-11");
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-11", quantity: 2 }] });
      await orders().markPaid(scope, order.number, operator);
      // Its invoice is credited by a credit note (modules/invoice/credit-note.test.ts); the refund's cases: modules/refund/refund.test.ts.
      expect(await orders().cancel(scope, order.number, operator)).toEqual({
        ok: true,
        status: "cancelled",
        changed: true,
        creditNoteNumber: expect.stringMatching(/^AV-\d{4}-\d{6}$/),
        refund: { id: expect.any(Number), publicId: expect.any(String), status: "manual", amountCents: 2_490, toPaymentCents: 2_490, toStoreCreditCents: 0 },
        refundByHandCents: 0,
      });
      expect(await stockOf(api.commerce, "TEST-LOT-11")).toBe(before);
      expect(await orderRow(api.commerce, order.id)).toMatchObject({ status: "cancelled", flag: null, refunded_cents: 2_490 });
      const mails = await outboxFor(api.commerce, order.email);
      expect(mails.map((mail) => mail.kind)).toEqual(["order.payment_received", "order.cancelled"]);
      expect(mails.at(-1)).toMatchObject({ data: { reason: "shop", refundCents: null, paidBack: { payment: { cents: 2_490, status: "manual" }, storeCreditCents: 0 } } });
    });

    it("expires unpaid orders past their delay (stock back), leaves those not yet due and those paid meanwhile", async () => {
      const past = new Date(Date.now() - 60_000).toISOString();
      const future = new Date(Date.now() + 3_600_000).toISOString();
      const before = { due: await stockOf(api.commerce, "TEST-LOT-12"), later: await stockOf(api.commerce, "TEST-LOT-13"), paid: await stockOf(api.commerce, "TEST-LOT-15") };
      const due = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-12", quantity: 2 }], paymentDueAt: past, store: "en" });
      const due2 = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-12", quantity: 1 }], paymentDueAt: past, paymentMethod: "sandbox_card" });
      const later = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-13", quantity: 1 }], paymentDueAt: future });
      const paid = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-15", quantity: 1 }], paymentDueAt: past });
      await orders().markPaid(scope, paid.number, operator);

      // Three processes' sweeps at once: each order is cancelled once.
      const counts = await Promise.all([orders().expireDue(scope), orders().expireDue(scope), orders().expireDue(scope)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
      expect(await orders().expireDue(scope)).toBe(0);

      expect((await orderRow(api.commerce, due.id)).status).toBe("cancelled");
      expect((await orderRow(api.commerce, due2.id)).status).toBe("cancelled");
      expect((await orderRow(api.commerce, later.id)).status).toBe("pending_payment");
      expect((await orderRow(api.commerce, paid.id)).status).toBe("processing");
      expect(await stockOf(api.commerce, "TEST-LOT-12")).toBe(before.due);
      expect(await stockOf(api.commerce, "TEST-LOT-13")).toBe(before.later - 1);
      expect(await stockOf(api.commerce, "TEST-LOT-15")).toBe(before.paid - 1);
      expect((await historyOf(api.commerce, due.id)).at(-1)).toEqual({ from: "pending_payment", to: "cancelled", cause: "expired", detail: null });
      const mails = await outboxFor(api.commerce, due.email);
      expect(mails).toMatchObject([{ kind: "order.cancelled", language: "en", data: { reason: "expired", refundCents: null } }]);
      expect(await paymentsOf(due2.id)).toEqual([{ status: "cancelled", provider: "sandbox_card" }]);

      // The server's sweeper runs the same pass: the order not yet due, once due, is cancelled by it.
      await api.commerce.database.db.updateTable("sales_order").set({ payment_due_at: past }).where("id", "=", later.id).execute();
      const sweeper = startExpirySweeper(orders(), { intervalMs: 3_600_000 });
      await sweeper.runNow();
      await sweeper.stop();
      expect((await orderRow(api.commerce, later.id)).status).toBe("cancelled");
      expect(await stockOf(api.commerce, "TEST-LOT-13")).toBe(before.later);
    });

    it("an order placed through the API: paid, then cancelled, gives back what placing took (stock, coupon) and its shopper sees the history", async () => {
      const before = await stockOf(api.commerce, "TEST-CITRON");
      const usedBefore = (await api.commerce.database.db.selectFrom("coupon").select("times_used").where("code", "=", "PREMIERS50").executeTakeFirstOrThrow()).times_used;
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 3 }]);
      expect((await visitor.send(APPLY_COUPON, { code: "PREMIERS50" })).body.data.applyCoupon.success).toBe(true);
      const placed = (await visitor.send(PLACE, { input: placeInput() })).body.data.placeOrder;
      expect(placed.success, placed.errorCode).toBe(true);
      const { number, order_id: orderId } = placed.order;
      expect(await stockOf(api.commerce, "TEST-CITRON")).toBe(before - 3);

      expect(await orders().markPaid(scope, number, operator)).toMatchObject({ ok: true, changed: true });
      expect(await orders().cancel(scope, number, operator)).toMatchObject({ ok: true, changed: true, status: "cancelled" });
      expect(await stockOf(api.commerce, "TEST-CITRON")).toBe(before);
      expect((await api.commerce.database.db.selectFrom("coupon").select("times_used").where("code", "=", "PREMIERS50").executeTakeFirstOrThrow()).times_used).toBe(usedBefore);

      const seen = (await visitor.send(ORDER, { orderId })).body.data.order;
      expect(seen.status).toBe("CANCELLED");
      // Paid by transfer: paid back by hand, all of it (the refund's `manual`).
      expect(seen.payment.status).toBe("REFUNDED");
      expect(seen.history.map((entry: { status: string }) => entry.status)).toEqual(["PENDING_PAYMENT", "PROCESSING", "CANCELLED"]);
      expect(seen.history.every((entry: { note: string; at: string }) => entry.note.length > 0 && !Number.isNaN(Date.parse(entry.at)))).toBe(true);
      expect((await outboxFor(api.commerce, seen.email)).map((mail) => mail.kind)).toEqual(["order.confirmation", "order.payment_received", "order.cancelled"]);
    });

    it("lists orders newest first, by status, and shows one with its lines, payments and history", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-16", quantity: 1 }] });
      const listed = await orders().list(scope, { limit: 3 });
      expect(listed[0]).toMatchObject({ number: order.number, status: "pending_payment", email: order.email, grandTotalInclCents: 1490, paymentMethod: "bank_transfer" });
      expect(listed.length).toBeLessThanOrEqual(3);
      const cancelled = await orders().list(scope, { status: "cancelled", limit: 100 });
      expect(cancelled.length).toBeGreaterThan(0);
      expect(cancelled.every((row) => row.status === "cancelled")).toBe(true);
      const record = await orders().byNumber(scope, order.number);
      expect(record).toMatchObject({ order: { id: order.id }, lines: [{ sku: "TEST-LOT-16" }], payments: [{ provider: "bank_transfer", status: "pending" }], shipments: [] });
      expect(record?.events).toMatchObject([{ statusFrom: null, statusTo: "pending_payment", cause: "placed" }]);
      expect(await orders().byNumber(scope, "nope")).toBeUndefined();
    });
  });
});
