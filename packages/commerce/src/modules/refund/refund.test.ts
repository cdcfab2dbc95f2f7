import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, gql } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { customerSession } from "../order/place-order-test-kit.ts";
import { historyOf, orderRow, outboxFor, placeTestOrder } from "../order/order-test-kit.ts";
import type { OrderRow } from "../order/order-record.ts";
import { type SandboxNotification, sandboxNotification, sandboxRefundNotification } from "../payment/sandbox.ts";
import { signedHeaders } from "../payment/signature.ts";
import { serviceScope } from "../shop/service-scope.ts";
import type { RefundRequest } from "./service.ts";

/**
 * Refunds on both databases: a credit note, the refund and the money in one unit of work; partial
 * and full refunds (the order closed), never beyond what was invoiced nor what was paid, also when
 * refunds run at the same moment; a sandbox card refund pending until the provider's signed
 * notification completes it (a bad signature, a stale one and a repeat refused or ignored as
 * payment notifications are); store credit (a guest refused; the store-credit part of an order
 * going back to it); a transfer refunded by hand; download rights of refunded lines revoked;
 * `Order.refunds` for the order's viewer; the shopper's e-mails.
 */

const operator = { kind: "operator", operator: "ops-test" } as const;
const scope = serviceScope();
const staff = "cli:ops-test";

const REFUNDS = /* GraphQL */ `
  query OrderRefunds($orderId: ID!) {
    order(orderId: $orderId) {
      status
      history { status note }
      refunds {
        id createdAt method methodTitle status completedAt
        creditNote { id reason downloadUrl totals { grandTotal { priceInclTax { amount } } } }
        items { sku quantity subtotal { priceInclTax { amount } } }
        shipping { priceInclTax { amount } }
        adjustment { amount currency } fee { amount currency } total { amount currency }
      }
    }
  }
`;

describe.each(dialects)("refunds on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "credit note + money in one unit of work", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect, env: { PUBLIC_URL: "http://127.0.0.1:9" } });
      await createTestShelf(api.commerce.database.db);
      await seedProducts(api.commerce.database.db, testProducts);
    }, 60_000);
    afterAll(() => api?.close());

    const db = () => api.commerce.database.db;
    const services = () => api.commerce.services;
    const refund = (order: OrderRow, request: Partial<RefundRequest> = {}) => services().refunds.refund(scope, { orderNumber: order.number, to: "original_payment", staff, ...request });
    const refundsOf = (orderId: number) => db().selectFrom("refund").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
    const paymentOf = (orderId: number) => db().selectFrom("payment").selectAll().where("order_id", "=", orderId).orderBy("id", "desc").executeTakeFirstOrThrow();
    /** A paid (and invoiced) bank-transfer order: 10.00 € a unit, 4.90 € delivery. */
    async function paidOrder(lines: { sku: string; quantity: number }[], options: { paymentMethod?: "bank_transfer" | "sandbox_card"; customerId?: number } = {}) {
      const order = await placeTestOrder(api.commerce, { lines, paymentMethod: options.paymentMethod });
      if (options.customerId) await db().updateTable("sales_order").set({ customer_id: options.customerId }).where("id", "=", order.id).execute();
      if (options.paymentMethod === "sandbox_card") {
        const payment = await paymentOf(order.id);
        const paid = sandboxNotification(api.commerce.config, { provider: "sandbox_card", reference: payment.reference, amountCents: payment.amount_cents, currency: "EUR" }, "payment.succeeded");
        expect(await receive(paid)).toMatchObject({ status: 200, outcome: "applied" });
      } else {
        expect(await services().orders.markPaid(scope, order.number, operator)).toMatchObject({ ok: true, changed: true });
      }
      return orderRow(api.commerce, order.id);
    }
    /** What the notification endpoint does with a notification as sent. */
    const receive = (notification: SandboxNotification, body = notification.body, headers = notification.headers) =>
      services().payments.receiveNotification(notification.url.split("/").at(-1)!, headers, Buffer.from(body));
    /** The sandbox's notifier, delivering to the shop's endpoint (its `receiveNotification`) instead of over the network. */
    const deliverToShop = async (notification: SandboxNotification) => (await receive(notification)).status;

    it("refunds part of a transfer order (manual), then the rest: credit notes never beyond the invoice, the order closed", async () => {
      const order = await paidOrder([
        { sku: "TEST-LOT-30", quantity: 3 },
        { sku: "TEST-LOT-31", quantity: 1 },
      ]);
      const first = await refund(order, { items: [{ sku: "TEST-LOT-30", quantity: 2 }], feeCents: 150, reason: "broken bottles" });
      expect(first).toMatchObject({ ok: true, toPaymentCents: 1_850, toStoreCreditCents: 0, closed: false });
      if (!first.ok) return;
      expect(first.refund).toMatchObject({ method: "original_payment", status: "manual", amount_cents: 1_850, fee_cents: 150, adjustment_cents: 0, reason: "broken bottles", staff });
      const note = await db().selectFrom("credit_note").selectAll().where("number", "=", first.creditNoteNumber).executeTakeFirstOrThrow();
      expect(note).toMatchObject({ reason: "refund", grand_total_incl_cents: 2_000, shipping_incl_cents: 0 });
      expect(JSON.parse(note.refund)).toMatchObject({ method: "bank_transfer", to: "original_payment" });
      expect((await paymentOf(order.id)).refunded_cents).toBe(1_850);

      // More units than are left, a sku the order lacks, a bad quantity: refused, nothing written.
      expect(await refund(order, { items: [{ sku: "TEST-LOT-30", quantity: 2 }] })).toEqual({ ok: false, code: "QUANTITY_TOO_HIGH", sku: "TEST-LOT-30", remaining: 1 });
      expect(await refund(order, { items: [{ sku: "TEST-LOT-99", quantity: 1 }] })).toEqual({ ok: false, code: "UNKNOWN_SKU", sku: "TEST-LOT-99" });
      expect(await refund(order, { items: [{ sku: "TEST-LOT-30", quantity: 0 }] })).toEqual({ ok: false, code: "INVALID_QUANTITY", sku: "TEST-LOT-30" });
      expect(await refund(order, { items: [{ sku: "TEST-LOT-31", quantity: 1 }], feeCents: 5_000 })).toEqual({ ok: false, code: "INVALID_AMOUNT" });
      expect(await refund(order, { to: "store_credit" })).toEqual({ ok: false, code: "GUEST_NO_STORE_CREDIT" });
      expect(await refundsOf(order.id)).toHaveLength(1);

      // The delivery alone, then everything left (no items, no shipping): the order is closed.
      expect(await refund(order, { shipping: true })).toMatchObject({ ok: true, toPaymentCents: 490, closed: false });
      expect(await refund(order, { shipping: true })).toEqual({ ok: false, code: "SHIPPING_ALREADY_REFUNDED" });
      const rest = await refund(order, { adjustmentCents: 150 });
      expect(rest).toMatchObject({ ok: true, toPaymentCents: 2_150, closed: true });
      const row = await orderRow(api.commerce, order.id);
      expect(row).toMatchObject({ status: "closed", refunded_cents: 1_850 + 490 + 2_150 });
      expect(row.refunded_cents).toBeLessThanOrEqual(row.grand_total_incl_cents);
      expect((await historyOf(api.commerce, order.id)).at(-1)).toMatchObject({ from: "processing", to: "closed", cause: "refund", detail: { operator: staff } });
      const notes = await db().selectFrom("credit_note").select("grand_total_incl_cents").where("order_id", "=", order.id).execute();
      expect(notes.reduce((sum, credit) => sum + credit.grand_total_incl_cents, 0)).toBe(order.grand_total_incl_cents);
      expect((await paymentOf(order.id)).status).toBe("refunded");
      expect(await refund(order)).toEqual({ ok: false, code: "NOTHING_TO_REFUND", status: "closed" });

      // Each refund e-mailed: what, how much, where the money goes, the credit note.
      const mails = (await outboxFor(api.commerce, order.email)).filter((mail) => mail.kind === "refund.issued");
      expect(mails).toHaveLength(3);
      expect(mails[0].data).toMatchObject({ stage: "issued", status: "manual", amountCents: 1_850, toPaymentCents: 1_850, feeCents: 150, creditNoteNumber: first.creditNoteNumber, paymentTitle: "Virement bancaire", items: [{ sku: "TEST-LOT-30", quantity: 2 }] });
    });

    it("refuses what has nothing to give back: an unpaid order, one cancelled after payment, an unknown number", async () => {
      const unpaid = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-32", quantity: 1 }] });
      expect(await refund(unpaid)).toEqual({ ok: false, code: "NOT_PAID", status: "pending_payment" });
      const cancelled = await paidOrder([{ sku: "TEST-LOT-32", quantity: 1 }]);
      await services().orders.cancel(scope, cancelled.number, operator);
      expect(await refund(cancelled)).toEqual({ ok: false, code: "ORDER_CANCELLED", status: "cancelled" });
      expect(await services().refunds.refund(scope, { orderNumber: "2099-000000", to: "original_payment", staff })).toEqual({ ok: false, code: "UNKNOWN_ORDER" });
    });

    it("never refunds beyond what was invoiced nor what was paid when refunds run at the same moment", async () => {
      const order = await paidOrder([{ sku: "TEST-LOT-33", quantity: 3 }]);
      const units = await Promise.all(Array.from({ length: 5 }, () => refund(order, { items: [{ sku: "TEST-LOT-33", quantity: 1 }] })));
      expect(units.filter((outcome) => outcome.ok)).toHaveLength(3);
      expect(units.filter((outcome) => !outcome.ok).map((outcome) => !outcome.ok && outcome.code)).toEqual(["QUANTITY_TOO_HIGH", "QUANTITY_TOO_HIGH"]);
      const numbers = new Set(units.flatMap((outcome) => (outcome.ok ? [outcome.creditNoteNumber] : [])));
      expect(numbers.size).toBe(3);

      // Money: 34.90 € paid; two refunds of one unit with a 20.00 € gesture each cannot both pass.
      const other = await paidOrder([{ sku: "TEST-LOT-34", quantity: 3 }]);
      const gestures = await Promise.all([1, 2, 3].map(() => refund(other, { items: [{ sku: "TEST-LOT-34", quantity: 1 }], adjustmentCents: 2_000 })));
      expect(gestures.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(gestures.filter((outcome) => !outcome.ok).every((outcome) => !outcome.ok && outcome.code === "AMOUNT_TOO_HIGH")).toBe(true);
      const row = await orderRow(api.commerce, other.id);
      expect(row.refunded_cents).toBe(3_000);
      expect((await paymentOf(other.id)).refunded_cents).toBe(3_000);
      // Nothing half-written by the refused ones: one credit note, one refund.
      expect(await db().selectFrom("credit_note").select("id").where("order_id", "=", other.id).execute()).toHaveLength(1);
      expect(await refundsOf(other.id)).toHaveLength(1);
    });

    it("refunds a card payment pending until the sandbox's signed notification completes it; bad signature 401, stale 401, repeat duplicate", async () => {
      const order = await paidOrder([{ sku: "TEST-LOT-36", quantity: 2 }], { paymentMethod: "sandbox_card" });
      const part = await refund(order, { items: [{ sku: "TEST-LOT-36", quantity: 1 }] });
      expect(part).toMatchObject({ ok: true, toPaymentCents: 1_000 });
      if (!part.ok) return;
      expect(part.refund).toMatchObject({ status: "pending", completed_at: null });
      const payment = await paymentOf(order.id);
      expect(payment).toMatchObject({ status: "paid", refunded_cents: 1_000 });

      const { config } = api.commerce;
      const notification = sandboxRefundNotification(config, { provider: "sandbox_card", reference: payment.reference, currency: "EUR" }, { id: part.refund.public_id, amountCents: 1_000 });
      // Tampered with (another amount under the same signature): 401, nothing changes.
      const tampered = notification.body.replace('"amount_cents":1000', '"amount_cents":100');
      expect(await receive(notification, tampered)).toMatchObject({ status: 401, outcome: "rejected" });
      // Signed too long ago: 401.
      const stale = sandboxRefundNotification(config, { provider: "sandbox_card", reference: payment.reference, currency: "EUR" }, { id: part.refund.public_id, amountCents: 1_000 }, new Date(Date.now() - 3_600_000));
      expect(await receive(stale)).toMatchObject({ status: 401, reason: "signature stale" });
      // Signed, for another amount: not completed, the order flagged.
      const wrong = JSON.stringify({ ...JSON.parse(notification.body), id: "evt_wrong_amount", amount_cents: 999 });
      expect(await receive(notification, wrong, { "Content-Type": "application/json", ...signedHeaders(config.payments.notificationSecret, wrong) })).toMatchObject({ status: 200, outcome: "amount_mismatch" });
      expect((await refundsOf(order.id))[0].status).toBe("pending");
      expect((await orderRow(api.commerce, order.id)).flag).toContain("evt_wrong_amount");

      // The notifier delivers it: completed once; the same event again is a duplicate.
      expect(await services().refunds.notifySandboxRefunds({ deliver: deliverToShop })).toEqual({ delivered: 1, pending: 0 });
      const [done] = await refundsOf(order.id);
      expect(done).toMatchObject({ status: "completed", provider_event_id: notification.eventId });
      expect(done.completed_at).not.toBeNull();
      expect(await receive(notification)).toMatchObject({ status: 200, outcome: "duplicate" });
      expect((await paymentOf(order.id)).status).toBe("paid");
      const mails = (await outboxFor(api.commerce, order.email)).filter((mail) => mail.kind === "refund.issued");
      expect(mails.map((mail) => [mail.data.stage, mail.data.status])).toEqual([
        ["issued", "pending"],
        ["completed", "completed"],
      ]);
      expect(mails[0].data.paymentTitle).toBe("Carte bancaire");

      // Everything else: confirmed, the payment refunded, the order closed; nothing pending is left to send.
      const rest = await refund(order);
      expect(rest).toMatchObject({ ok: true, toPaymentCents: 1_490, closed: true });
      // An operator's command run without a server: the shop did not answer, the next pass sends it.
      expect(await services().refunds.notifySandboxRefunds({ deliver: async () => 0 })).toEqual({ delivered: 0, pending: 1 });
      expect(await services().refunds.notifySandboxRefunds({ deliver: deliverToShop })).toEqual({ delivered: 1, pending: 0 });
      expect(await services().refunds.notifySandboxRefunds({ deliver: deliverToShop })).toEqual({ delivered: 0, pending: 0 });
      expect(await paymentOf(order.id)).toMatchObject({ status: "refunded", refunded_cents: 2_490 });
      expect((await orderRow(api.commerce, order.id)).status).toBe("closed");
    });

    it("refunds to store credit, and an order partly paid with store credit gets that part back to store credit", async () => {
      const customer = await customerSession(api, "refund-credit");
      const balance = async () => (await db().selectFrom("customer_store_credit").select("balance_cents").where("customer_id", "=", customer.id).executeTakeFirst())?.balance_cents ?? 0;
      const order = await paidOrder([{ sku: "TEST-LOT-37", quantity: 2 }], { customerId: customer.id });
      const credited = await refund(order, { to: "store_credit", items: [{ sku: "TEST-LOT-37", quantity: 1 }] });
      expect(credited).toMatchObject({ ok: true, toPaymentCents: 0, toStoreCreditCents: 1_000 });
      if (!credited.ok) return;
      expect(credited.refund).toMatchObject({ method: "store_credit", status: "completed", payment_id: null, store_credit_cents: 1_000 });
      expect(await balance()).toBe(1_000);
      const entry = await db().selectFrom("store_credit_entry").selectAll().where("customer_id", "=", customer.id).executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ action: "refunded", amount_cents: 1_000, order_id: order.id, refund_id: credited.refund.id });
      expect((await paymentOf(order.id)).refunded_cents).toBe(0);

      // 14.90 € paid by transfer and 20.00 € by store credit (as placing such an order records it).
      const split = await paidOrder([{ sku: "TEST-LOT-38", quantity: 3 }], { customerId: customer.id });
      await db().updateTable("sales_order").set({ store_credit_cents: 2_000 }).where("id", "=", split.id).execute();
      await db().updateTable("payment").set({ amount_cents: 1_490 }).where("order_id", "=", split.id).execute();
      const back = await refund(split);
      expect(back).toMatchObject({ ok: true, toPaymentCents: 1_490, toStoreCreditCents: 2_000, closed: true });
      if (!back.ok) return;
      expect(back.refund).toMatchObject({ method: "original_payment", status: "manual", amount_cents: 3_490, store_credit_cents: 2_000 });
      expect(await balance()).toBe(3_000);
      expect(await paymentOf(split.id)).toMatchObject({ refunded_cents: 1_490, status: "refunded" });
      const mail = (await outboxFor(api.commerce, split.email)).find((message) => message.kind === "refund.issued");
      expect(mail?.data).toMatchObject({ toPaymentCents: 1_490, toStoreCreditCents: 2_000 });
    });

    it("revokes the download rights of a downloadable line refunded entirely, not of the others", async () => {
      const customer = await customerSession(api, "refund-downloads");
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-39", quantity: 1 }, { sku: "TEST-LOT-40", quantity: 1 }] });
      await db().updateTable("sales_order").set({ customer_id: customer.id }).where("id", "=", order.id).execute();
      // Both lines stand for the demo guide (a downloadable product): each gets its rights when paid.
      await db().updateTable("sales_order_line").set({ product_sku: "GUIDE-FORMULATION-HE", is_virtual: 1 }).where("order_id", "=", order.id).execute();
      await services().orders.markPaid(scope, order.number, operator);
      const rights = () => db().selectFrom("download_right").innerJoin("sales_order_line", "sales_order_line.id", "download_right.order_line_id").select(["sales_order_line.sku", "download_right.revoked_at"]).where("download_right.order_id", "=", order.id).execute();
      const before = await rights();
      expect(before.length).toBeGreaterThanOrEqual(2);
      expect(await refund(order, { to: "store_credit", items: [{ sku: "TEST-LOT-39", quantity: 1 }] })).toMatchObject({ ok: true });
      const after = await rights();
      expect(after.filter((right) => right.sku === "TEST-LOT-39").every((right) => right.revoked_at !== null)).toBe(true);
      expect(after.filter((right) => right.sku === "TEST-LOT-40").every((right) => right.revoked_at === null)).toBe(true);
    });

    it("shows Order.refunds to the order's viewer: items, amounts, method, credit note (its PDF to the owner)", async () => {
      const customer = await customerSession(api, "refund-view");
      const order = await paidOrder([{ sku: "TEST-LOT-38", quantity: 2 }], { customerId: customer.id, paymentMethod: "sandbox_card" });
      const made = await refund(order, { items: [{ sku: "TEST-LOT-38", quantity: 1 }], shipping: true, adjustmentCents: 250, feeCents: 100 });
      expect(made.ok).toBe(true);
      if (!made.ok) return;
      // The gesture took 1.50 € of what is left to pay back: the rest of the invoice cannot be paid back in full.
      expect(await refund(order, { to: "store_credit" })).toEqual({ ok: false, code: "AMOUNT_TOO_HIGH", remaining: 850 });
      expect(await refund(order, { to: "store_credit", feeCents: 150 })).toMatchObject({ ok: true, toStoreCreditCents: 850 });
      const response = await gql(api, REFUNDS, { orderId: order.public_id }, { headers: { cookie: customer.cookie } });
      expect(response.body.errors).toBeUndefined();
      const { status, refunds, history } = response.body.data.order;
      expect(status).toBe("CLOSED");
      expect(history.at(-1)).toEqual({ status: "CLOSED", note: "Commande remboursée en totalité : elle est close" });
      expect(refunds).toHaveLength(2);
      expect(refunds[0]).toMatchObject({
        id: made.refund.public_id,
        method: "ORIGINAL_PAYMENT",
        methodTitle: "Carte bancaire",
        status: "PENDING",
        completedAt: null,
        creditNote: { id: made.creditNoteNumber, reason: "REFUND", downloadUrl: `/user/orders/${order.public_id}/credit-note/${made.creditNoteNumber}/pdf`, totals: { grandTotal: { priceInclTax: { amount: 14.9 } } } },
        items: [{ sku: "TEST-LOT-38", quantity: 1, subtotal: { priceInclTax: { amount: 10 } } }],
        shipping: { priceInclTax: { amount: 4.9 } },
        adjustment: { amount: 2.5, currency: "EUR" },
        fee: { amount: 1, currency: "EUR" },
        total: { amount: 16.4, currency: "EUR" },
      });
      expect(refunds[1]).toMatchObject({ method: "STORE_CREDIT", methodTitle: "Avoir", status: "COMPLETED", total: { amount: 8.5 } });

      // Anybody else sees no order at all, hence no refund.
      const stranger = await customerSession(api, "refund-stranger");
      const denied = await gql(api, REFUNDS, { orderId: order.public_id }, { headers: { cookie: stranger.cookie } });
      expect(denied.body.data.order).toBeNull();
    });
    it("a paid card order cancelled is refunded in the cancellation's unit of work: pending until the signed notification completes it; the order stays cancelled", async () => {
      const customer = await customerSession(api, "cancel-card");
      const order = await paidOrder([{ sku: "TEST-LOT-22", quantity: 2 }], { paymentMethod: "sandbox_card", customerId: customer.id });
      const cancelled = await services().orders.cancel(scope, order.number, operator);
      expect(cancelled).toMatchObject({ ok: true, changed: true, status: "cancelled", refund: { status: "pending", amountCents: 2_490, toPaymentCents: 2_490, toStoreCreditCents: 0 }, refundByHandCents: 0 });
      const [made, ...more] = await refundsOf(order.id);
      expect(more).toEqual([]);
      expect(made).toMatchObject({ method: "original_payment", status: "pending", amount_cents: 2_490, store_credit_cents: 0, fee_cents: 0, adjustment_cents: 0, staff: "ops-test", completed_at: null });
      const note = await db().selectFrom("credit_note").selectAll().where("id", "=", made.credit_note_id).executeTakeFirstOrThrow();
      expect(note).toMatchObject({ reason: "order_cancelled", grand_total_incl_cents: 2_490 });
      expect(JSON.parse(note.refund)).toMatchObject({ method: "sandbox_card", to: "original_payment" });
      expect(await paymentOf(order.id)).toMatchObject({ status: "paid", refunded_cents: 2_490 });
      expect(await orderRow(api.commerce, order.id)).toMatchObject({ status: "cancelled", refunded_cents: 2_490, flag: null });
      // One e-mail tells the cancellation and the refund (no separate refund e-mail).
      const told = await outboxFor(api.commerce, order.email);
      expect(told.map((mail) => mail.kind)).toEqual(["order.payment_received", "order.cancelled"]);
      expect(told[1].data).toMatchObject({ refundCents: null, paidBack: { payment: { cents: 2_490, status: "pending" }, storeCreditCents: 0 }, creditNoteNumber: note.number });

      // The sandbox's signed notification completes it, once; the payment is then refunded; the order stays cancelled.
      expect(await services().refunds.notifySandboxRefunds({ ids: [made.id], deliver: deliverToShop })).toEqual({ delivered: 1, pending: 0 });
      expect(await services().refunds.notifySandboxRefunds({ ids: [made.id], deliver: deliverToShop })).toEqual({ delivered: 0, pending: 0 });
      const [done] = await refundsOf(order.id);
      expect(done).toMatchObject({ status: "completed", provider_event_id: `evt_refund_${made.public_id}` });
      expect(await paymentOf(order.id)).toMatchObject({ status: "refunded", refunded_cents: 2_490 });
      expect((await orderRow(api.commerce, order.id)).status).toBe("cancelled");
      const confirmed = (await outboxFor(api.commerce, order.email)).filter((mail) => mail.kind === "refund.issued");
      expect(confirmed.map((mail) => [mail.data.stage, mail.data.toPaymentCents])).toEqual([["completed", 2_490]]);

      // `Order.refunds` lists it; nothing is left for an operator to refund.
      const response = await gql(api, REFUNDS, { orderId: order.public_id }, { headers: { cookie: customer.cookie } });
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.order).toMatchObject({
        status: "CANCELLED",
        refunds: [{ id: made.public_id, method: "ORIGINAL_PAYMENT", methodTitle: "Carte bancaire", status: "COMPLETED", creditNote: { id: note.number, reason: "ORDER_CANCELLED" }, total: { amount: 24.9 } }],
      });
      expect(await refund(order)).toEqual({ ok: false, code: "ORDER_CANCELLED", status: "cancelled" });
    });

    it("a paid transfer order cancelled four times at once: one refund, by hand (manual), one credit note, one e-mail", async () => {
      const order = await paidOrder([{ sku: "TEST-LOT-23", quantity: 1 }]);
      const outcomes = await Promise.all(Array.from({ length: 4 }, () => services().orders.cancel(scope, order.number, operator)));
      expect(outcomes.filter((outcome) => outcome.ok && outcome.changed)).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.ok && !outcome.changed)).toHaveLength(3);
      const [made, ...more] = await refundsOf(order.id);
      expect(more).toEqual([]);
      expect(made).toMatchObject({ method: "original_payment", status: "manual", amount_cents: 1_490, completed_at: null });
      expect(await db().selectFrom("credit_note").select("id").where("order_id", "=", order.id).execute()).toHaveLength(1);
      // Paid back by hand in full: the payment is refunded, the order's refunded amount all of it, nothing flagged.
      expect(await paymentOf(order.id)).toMatchObject({ status: "refunded", refunded_cents: 1_490 });
      expect(await orderRow(api.commerce, order.id)).toMatchObject({ status: "cancelled", refunded_cents: 1_490, flag: null });
      const mails = (await outboxFor(api.commerce, order.email)).filter((mail) => mail.kind === "order.cancelled");
      expect(mails).toHaveLength(1);
      expect(mails[0].data).toMatchObject({ paidBack: { payment: { cents: 1_490, status: "manual" }, storeCreditCents: 0 } });
    });

    it("a paid order refunded in part with a gesture, then cancelled: the rest of the invoice credited, the money never beyond what was paid (the gesture kept back as the fee)", async () => {
      // 34.90 € paid; one unit refunded with a 5.00 € gesture: 15.00 € back.
      const order = await paidOrder([{ sku: "TEST-LOT-24", quantity: 3 }]);
      expect(await refund(order, { items: [{ sku: "TEST-LOT-24", quantity: 1 }], adjustmentCents: 500 })).toMatchObject({ ok: true, toPaymentCents: 1_500 });
      const cancelled = await services().orders.cancel(scope, order.number, operator);
      // 24.90 € left to credit, 19.90 € left of what was paid.
      expect(cancelled).toMatchObject({ ok: true, changed: true, refund: { status: "manual", amountCents: 1_990, toPaymentCents: 1_990 } });
      const [, last] = await refundsOf(order.id);
      expect(last).toMatchObject({ amount_cents: 1_990, fee_cents: 500, adjustment_cents: 0 });
      const notes = await db().selectFrom("credit_note").select(["reason", "grand_total_incl_cents"]).where("order_id", "=", order.id).orderBy("id").execute();
      expect(notes).toEqual([
        { reason: "refund", grand_total_incl_cents: 1_000 },
        { reason: "order_cancelled", grand_total_incl_cents: 2_490 },
      ]);
      expect(await orderRow(api.commerce, order.id)).toMatchObject({ status: "cancelled", refunded_cents: 3_490 });
      expect(await paymentOf(order.id)).toMatchObject({ status: "refunded", refunded_cents: 3_490 });
    });
  });
});
