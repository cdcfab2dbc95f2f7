import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPdfText } from "../../media/pdf-text.ts";
import { dialects, gql, mailsTo } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { ADD, line, shopper } from "../cart/cart-test-kit.ts";
import { signedInCustomer } from "../order/customer-test-kit.ts";
import { ADDRESS, PLACE, SET_ADDRESS, SET_METHOD, countRows, freshAddress, newKey, placeInput, startOrderTestApi } from "../order/place-order-test-kit.ts";
import { insertOrder } from "../payment/payment-test-kit.ts";
import { type SandboxNotification, sandboxNotification } from "../payment/sandbox.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { inTransaction } from "../../shared/transactions.ts";

/**
 * Store credit on both databases, over HTTP: `useStoreCredit` and its refusals, the cart's
 * amounts and payment methods, orders paid in part and in full by it (the full one paid, invoiced
 * and needing no payment page), STORE_CREDIT_CHANGED when the balance changed since the cart was
 * shown, concurrent spending that never overdraws, cancellation giving it back once (also when
 * cancelled several times at once), `Me.storeCredit` and its history, each customer's own only.
 */

const scope = serviceScope();
const operator = { kind: "operator", operator: "ops-test" } as const;

const USE = `mutation Use($use: Boolean!) { useStoreCredit(use: $use) { success errorCode errorMessage cart { storeCredit { balance { amount currency } applied } } } }`;
const CART_CREDIT = `query { cart {
  storeCredit { balance { amount } applied }
  prices { grandTotal { priceInclTax { amount } } storeCredit { amount currency } amountDue { amount } }
  chargedPrices { grandTotal { priceInclTax { amount } } storeCredit { amount currency } amountDue { amount } }
  paymentMethods { code title isDeferred }
} }`;
const MY_CREDIT = `query History($page: Int, $pageSize: Int) { me { storeCredit { balance { amount currency } history(page: $page, pageSize: $pageSize) {
  totalCount page pageSize totalPages items { id action amount { amount } balance { amount } createdAt orderNumber orderId comment } } } } }`;
const ORDER_CREDIT = `query Order($orderId: ID!) { order(orderId: $orderId) { status
  prices { grandTotal { priceInclTax { amount } } storeCredit { amount } amountDue { amount } }
  chargedPrices { storeCredit { amount } amountDue { amount } }
  payment { code title status } history { status note } } }`;

const cents = (amount: number) => Math.round(amount * 100);
const flat = (text: string | false | undefined) => (text || "").replace(/\s+/g, " ");

describe.each(dialects)("store credit on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "a ledger spent at checkout", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(() => api?.close());

    const db = () => api.commerce.database.db;
    const credit = () => api.commerce.services.storeCredit;
    const balanceOf = (customerId: number) => credit().balance(scope, customerId);
    const orderRowOf = (publicId: string) => db().selectFrom("sales_order").selectAll().where("public_id", "=", publicId).executeTakeFirstOrThrow();
    const entriesOf = (customerId: number) => db().selectFrom("store_credit_entry").selectAll().where("customer_id", "=", customerId).orderBy("id").execute();

    /** A signed-in customer with `balanceCents` of store credit and `quantity` lemons in the cart, delivered at home in France. */
    async function customerWith(balanceCents: number, quantity = 1, options: { sku?: string } = {}) {
      const email = `credit-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const customer = await signedInCustomer(api, email, { "x-forwarded-for": freshAddress() });
      if (balanceCents > 0) await credit().addIn(db(), { customerId: customer.customerId, amountCents: balanceCents, action: "added_by_shop", comment: "Geste commercial" });
      if (quantity > 0) {
        expect((await customer.send(ADD, { lines: [line(options.sku ?? "TEST-CITRON", quantity)] })).body.data.addToCart.success).toBe(true);
        expect((await customer.send(SET_ADDRESS, { address: ADDRESS })).body.data.setShippingAddress.success).toBe(true);
        expect((await customer.send(SET_METHOD, { code: "colissimo-home" })).body.data.setShippingMethod.success).toBe(true);
      }
      const cart = async () => (await customer.send(CART_CREDIT)).body.data.cart;
      const place = async (input: Record<string, unknown>) => (await customer.send(PLACE, { input })).body.data.placeOrder;
      return Object.assign(customer, { email, cart, place });
    }

    it("refuses useStoreCredit to a visitor, for a zero balance and for an empty cart, in the store's language", async () => {
      const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
      await visitor.send(ADD, { lines: [line("TEST-CITRON", 1)] });
      const refused = (await visitor.send(USE, { use: true })).body.data.useStoreCredit;
      expect(refused).toMatchObject({ success: false, errorCode: "SIGN_IN_REQUIRED", cart: { storeCredit: null } });
      expect(refused.errorMessage).toBe("Connectez-vous pour utiliser votre avoir.");

      const broke = await customerWith(0);
      expect((await broke.cart()).storeCredit).toBeNull();
      expect((await broke.send(USE, { use: true })).body.data.useStoreCredit).toMatchObject({ success: false, errorCode: "NO_STORE_CREDIT" });
      expect((await broke.send(USE, { use: false })).body.data.useStoreCredit).toMatchObject({ success: true });
      const english = await gql(api, USE, { use: true }, { path: "/en/graphql", headers: { cookie: broke.cookie! } });
      expect(english.body.data.useStoreCredit.errorMessage).toBe("You have no store credit to use.");

      const empty = await customerWith(1_000, 0);
      expect((await empty.send(USE, { use: true })).body.data.useStoreCredit).toMatchObject({ success: false, errorCode: "CART_EMPTY" });
      expect(await countRows(api, "sales_order", { column: "customer_id", value: empty.customerId })).toBe(0);
    });

    it("pays part of an order: the cart's amounts, the payment started for the rest, the ledger, the e-mail; a cancellation gives it back once", async () => {
      const buyer = await customerWith(500, 2);
      const before = await buyer.cart();
      expect(before.storeCredit).toEqual({ balance: { amount: 5 }, applied: false });
      expect(before.prices.storeCredit).toEqual({ amount: 0, currency: "EUR" });
      const used = (await buyer.send(USE, { use: true })).body.data.useStoreCredit;
      expect(used).toMatchObject({ success: true, cart: { storeCredit: { balance: { amount: 5, currency: "EUR" }, applied: true } } });
      const cart = await buyer.cart();
      const total = cents(cart.chargedPrices.grandTotal.priceInclTax.amount);
      expect(total).toBeGreaterThan(500);
      expect(cart.chargedPrices.storeCredit.amount).toBe(5);
      expect(cents(cart.chargedPrices.amountDue.amount)).toBe(total - 500);
      expect(cart.prices.amountDue).toEqual(cart.chargedPrices.amountDue);
      expect(cart.paymentMethods.map((method: { code: string }) => method.code)).not.toContain("store_credit");

      const placed = await buyer.place(placeInput({ paymentMethod: "bank_transfer" }));
      expect(placed.success, placed.errorCode).toBe(true);
      const row = await orderRowOf(placed.order.order_id);
      expect(row).toMatchObject({ store_credit_cents: 500, grand_total_incl_cents: total, payment_method: "bank_transfer", status: "pending_payment" });
      const payment = await db().selectFrom("payment").selectAll().where("order_id", "=", row.id).executeTakeFirstOrThrow();
      expect(payment.amount_cents).toBe(total - 500);
      expect(placed.order.payment.instructions.amount.amount).toBe((total - 500) / 100);
      const order = (await buyer.send(ORDER_CREDIT, { orderId: placed.order.order_id })).body.data.order;
      expect(order.prices.storeCredit.amount).toBe(5);
      expect(cents(order.chargedPrices.amountDue.amount)).toBe(total - 500);
      expect(await balanceOf(buyer.customerId)).toBe(0);
      const [confirmation] = await mailsTo(api, buyer.email, "order.confirmation");
      expect(flat(confirmation.text)).toContain("Payé par avoir : −5,00 €");

      // Cancelled by the shop, three times at once: the 5 € come back once.
      const outcomes = await Promise.all([0, 1, 2].map(() => api.commerce.services.orders.cancel(scope, row.number, operator)));
      expect(outcomes.filter((outcome) => outcome.ok && outcome.changed)).toHaveLength(1);
      expect(await balanceOf(buyer.customerId)).toBe(500);
      expect(await api.commerce.services.orders.cancel(scope, row.number, operator)).toMatchObject({ ok: true, changed: false });
      expect(await balanceOf(buyer.customerId)).toBe(500);
      const entries = await entriesOf(buyer.customerId);
      expect(entries.map((entry) => [entry.action, entry.amount_cents, entry.balance_cents, entry.order_id])).toEqual([
        ["added_by_shop", 500, 500, null],
        ["spent_on_order", -500, 0, row.id],
        ["order_cancelled", 500, 500, row.id],
      ]);
    });

    it("pays a whole order: store credit the only method offered, the order paid and invoiced at once, no payment page; a retry finds it", async () => {
      const buyer = await customerWith(100_000);
      await buyer.send(USE, { use: true });
      const cart = await buyer.cart();
      const total = cents(cart.chargedPrices.grandTotal.priceInclTax.amount);
      expect(cart.paymentMethods).toEqual([{ code: "store_credit", title: "Avoir", isDeferred: false }]);
      expect(cents(cart.prices.storeCredit.amount)).toBe(total);
      expect(cart.prices.amountDue.amount).toBe(0);

      // A method the cart no longer offers: the credit changed since the shopper saw it (nothing ordered).
      const ordersBefore = await countRows(api, "sales_order");
      expect(await buyer.place(placeInput({ paymentMethod: "sandbox_card" }))).toMatchObject({ success: false, errorCode: "STORE_CREDIT_CHANGED", order: null });
      expect(await countRows(api, "sales_order")).toBe(ordersBefore);

      const key = newKey();
      const placed = await buyer.place(placeInput({ paymentMethod: "store_credit", idempotencyKey: key }));
      expect(placed.success, placed.errorCode).toBe(true);
      expect(placed.paymentAction).toBeNull();
      expect(placed.order).toMatchObject({ status: "PROCESSING", payment: { code: "store_credit", title: "Avoir", status: "PAID", instructions: null } });
      const row = await orderRowOf(placed.order.order_id);
      expect(row).toMatchObject({ store_credit_cents: total, payment_method: "store_credit", payment_due_at: null });
      expect(await countRows(api, "payment", { column: "order_id", value: row.id })).toBe(0);
      expect(await balanceOf(buyer.customerId)).toBe(100_000 - total);
      const order = (await buyer.send(ORDER_CREDIT, { orderId: placed.order.order_id })).body.data.order;
      expect(order.chargedPrices.amountDue.amount).toBe(0);
      expect(order.history.map((event: { note: string }) => event.note)).toContain("Réglée par votre avoir : commande en préparation");

      const invoice = await db().selectFrom("invoice").selectAll().where("order_id", "=", row.id).executeTakeFirstOrThrow();
      const { invoices } = api.commerce.services;
      const text = flat(extractPdfText(await invoices.pdf(invoices.record(invoice))));
      expect(text).toContain(`par avoir : ${(total / 100).toFixed(2).replace(".", ",")}`);
      expect(await mailsTo(api, buyer.email, "order.payment_received")).toHaveLength(1);

      // The same key again (a lost answer): the same order, nothing spent twice.
      const again = await buyer.place(placeInput({ paymentMethod: "store_credit", idempotencyKey: key }));
      expect(again).toMatchObject({ success: true, order: { order_id: placed.order.order_id } });
      expect(await balanceOf(buyer.customerId)).toBe(100_000 - total);

      // Cancelled paid: refunded, the whole amount back to store credit (completed at once), nothing to a payment method.
      const cancelled = await api.commerce.services.orders.cancel(scope, row.number, operator);
      expect(cancelled).toMatchObject({ ok: true, changed: true, refund: { status: "completed", amountCents: total, toPaymentCents: 0, toStoreCreditCents: total } });
      expect(await balanceOf(buyer.customerId)).toBe(100_000);
      expect(await orderRowOf(placed.order.order_id)).toMatchObject({ status: "cancelled", flag: null, refunded_cents: total });
      const [refund] = await db().selectFrom("refund").selectAll().where("order_id", "=", row.id).execute();
      expect(refund).toMatchObject({ method: "store_credit", status: "completed", payment_id: null, amount_cents: total, store_credit_cents: total });
      expect((await entriesOf(buyer.customerId)).at(-1)).toMatchObject({ action: "order_cancelled", amount_cents: total, order_id: row.id, refund_id: refund.id });
      expect((await buyer.send(ORDER_CREDIT, { orderId: placed.order.order_id })).body.data.order.payment.status).toBe("REFUNDED");
    });

    it("an order paid 30 € by store credit and the rest by card, refunded in part to store credit, then cancelled: the credit comes back once in all, the card gets what is left", async () => {
      const buyer = await customerWith(3_000, 12);
      await buyer.send(USE, { use: true });
      const placed = await buyer.place(placeInput({ paymentMethod: "sandbox_card" }));
      expect(placed.success, placed.errorCode).toBe(true);
      const row = await orderRowOf(placed.order.order_id);
      expect(row.store_credit_cents).toBe(3_000);
      const paymentOf = () => db().selectFrom("payment").selectAll().where("order_id", "=", row.id).executeTakeFirstOrThrow();
      const payment = await paymentOf();
      const byCard = row.grand_total_incl_cents - 3_000;
      expect(payment.amount_cents).toBe(byCard);
      const { services, config } = api.commerce;
      const receive = (notification: SandboxNotification) => services.payments.receiveNotification("sandbox_card", notification.headers, Buffer.from(notification.body));
      const paid = sandboxNotification(config, { provider: "sandbox_card", reference: payment.reference, amountCents: byCard, currency: "EUR" }, "payment.succeeded");
      expect(await receive(paid)).toMatchObject({ status: 200, outcome: "applied" });

      // An operator refunds one lemon to store credit.
      const part = await services.refunds.refund(scope, { orderNumber: row.number, to: "store_credit", items: [{ sku: "TEST-CITRON", quantity: 1 }], staff: "cli:ops-test" });
      expect(part).toMatchObject({ ok: true, toPaymentCents: 0 });
      const lemon = part.ok ? part.toStoreCreditCents : 0;
      expect(lemon).toBeGreaterThan(0);
      expect(lemon).toBeLessThan(3_000);

      // Cancelled by the shop, twice at once: one refund, of everything not refunded yet.
      const outcomes = await Promise.all([0, 1].map(() => services.orders.cancel(scope, row.number, operator)));
      const changed = outcomes.filter((outcome) => outcome.ok && outcome.changed);
      expect(changed).toHaveLength(1);
      expect(changed[0]).toMatchObject({ refund: { status: "pending", amountCents: row.grand_total_incl_cents - lemon, toPaymentCents: byCard, toStoreCreditCents: 3_000 - lemon } });

      // The ledger: what came back for the order (the refund's and the cancellation's) is exactly what it spent.
      const entries = (await entriesOf(buyer.customerId)).filter((entry) => entry.order_id === row.id);
      expect(entries.map((entry) => [entry.action, entry.amount_cents])).toEqual([
        ["spent_on_order", -3_000],
        ["refunded", lemon],
        ["order_cancelled", 3_000 - lemon],
      ]);
      expect(entries.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(0);
      expect(await balanceOf(buyer.customerId)).toBe(3_000);
      expect(await orderRowOf(placed.order.order_id)).toMatchObject({ status: "cancelled", refunded_cents: row.grand_total_incl_cents, flag: null });

      // The card: what it paid, pending until the sandbox's signed notification completes it.
      const refunds = await db().selectFrom("refund").selectAll().where("order_id", "=", row.id).orderBy("id").execute();
      expect(refunds.map((refund) => [refund.method, refund.status, refund.amount_cents, refund.store_credit_cents])).toEqual([
        ["store_credit", "completed", lemon, lemon],
        ["original_payment", "pending", row.grand_total_incl_cents - lemon, 3_000 - lemon],
      ]);
      const deliver = async (notification: SandboxNotification) => (await services.payments.receiveNotification("sandbox_card", notification.headers, Buffer.from(notification.body))).status;
      expect(await services.refunds.notifySandboxRefunds({ ids: [refunds[1].id], deliver })).toEqual({ delivered: 1, pending: 0 });
      expect(await paymentOf()).toMatchObject({ status: "refunded", refunded_cents: byCard });
      expect(await balanceOf(buyer.customerId)).toBe(3_000);

      // The e-mail says what goes back where, with the credit note.
      const [mail] = await mailsTo(api, buyer.email, "order.cancelled");
      const text = flat(mail.text);
      const euros = (amount: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(amount / 100).replace(/[\u202f\u00a0]/g, " ");
      expect(text).toContain(`Nous vous remboursons ${euros(byCard)} sur le moyen de paiement utilisé pour cette commande (Carte bancaire).`);
      expect(text).toContain(`Votre avoir est recrédité de ${euros(3_000 - lemon)}`);
      expect(text).toMatch(/facture d'avoir AV-\d{4}-\d{6}/);
    });

    it("refuses the order with STORE_CREDIT_CHANGED when the balance no longer covers what the cart showed, writing nothing", async () => {
      const buyer = await customerWith(100_000);
      await buyer.send(USE, { use: true });
      expect((await buyer.cart()).paymentMethods.map((method: { code: string }) => method.code)).toEqual(["store_credit"]);
      // Spent meanwhile (as by another checkout): now it pays only part.
      await db().updateTable("customer_store_credit").set({ balance_cents: 100 }).where("customer_id", "=", buyer.customerId).execute();
      const ordersBefore = await countRows(api, "sales_order");
      const refused = await buyer.place(placeInput({ paymentMethod: "store_credit" }));
      expect(refused).toMatchObject({ success: false, errorCode: "STORE_CREDIT_CHANGED", order: null });
      expect(refused.errorMessage).toContain("Votre avoir a changé");
      expect(await countRows(api, "sales_order")).toBe(ordersBefore);
      expect(await balanceOf(buyer.customerId)).toBe(100);
      // The cart shows the amount due now; paying it by another method goes through.
      const cart = await buyer.cart();
      expect(cart.chargedPrices.storeCredit.amount).toBe(1);
      expect((await buyer.place(placeInput({ paymentMethod: "bank_transfer" }))).success).toBe(true);
      expect(await balanceOf(buyer.customerId)).toBe(0);
    });

    it("never overdraws: orders placed at once from two sessions of one customer, and spendings at once in their own units of work", async () => {
      const buyer = await customerWith(100_000);
      await buyer.send(USE, { use: true });
      const total = cents((await buyer.cart()).chargedPrices.grandTotal.priceInclTax.amount);
      // Exactly the cart's total left (as if spent elsewhere): from here on, every change is an entry.
      await db().updateTable("customer_store_credit").set({ balance_cents: total }).where("customer_id", "=", buyer.customerId).execute();
      const known = (await entriesOf(buyer.customerId)).length;
      // A second browser of the same customer (the cart follows the customer).
      const other = await signedInCustomer(api, buyer.email.replace("credit-", "other-"), { "x-forwarded-for": freshAddress() });
      await db().updateTable("session").set({ customer_id: buyer.customerId }).where("customer_id", "=", other.customerId).execute();
      const answers = await Promise.all([buyer, other, buyer, other].map((browser) => browser.send(PLACE, { input: placeInput({ paymentMethod: "store_credit" }) })));
      const placed = answers.map((answer) => answer.body.data.placeOrder).filter((answer) => answer.success);
      expect(placed).toHaveLength(1);
      expect(await balanceOf(buyer.customerId)).toBe(0);
      expect((await entriesOf(buyer.customerId)).filter((entry) => entry.action === "spent_on_order")).toHaveLength(1);

      // Ten spendings of the whole balance at once, each for an order of its own: one goes through.
      await credit().addIn(db(), { customerId: buyer.customerId, amountCents: 3_000, action: "added_by_shop" });
      const orders = await Promise.all(Array.from({ length: 10 }, () => insertOrder(db())));
      const spent = await Promise.all(orders.map((order) => inTransaction(db(), (trx) => credit().spendIn(trx, { customerId: buyer.customerId, amountCents: 3_000, orderId: order.id }))));
      expect(spent.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(await balanceOf(buyer.customerId)).toBe(0);
      // Three of 1 000 out of 2 500 at once: two go through, the balance never below zero.
      await credit().addIn(db(), { customerId: buyer.customerId, amountCents: 2_500, action: "refunded" });
      const others = await Promise.all([0, 1, 2].map(() => insertOrder(db())));
      const small = await Promise.all(others.map((order) => inTransaction(db(), (trx) => credit().spendIn(trx, { customerId: buyer.customerId, amountCents: 1_000, orderId: order.id }))));
      expect(small.filter((outcome) => outcome.ok)).toHaveLength(2);
      expect(await balanceOf(buyer.customerId)).toBe(500);
      const entries = (await entriesOf(buyer.customerId)).slice(known);
      expect(entries.every((entry) => entry.balance_cents >= 0)).toBe(true);
      // The ledger adds up: what was there, plus every change, is the balance.
      expect(total + entries.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(500);
    });

    it("shows the signed-in customer their own balance and history with order numbers, newest first; nobody else's", async () => {
      // Three lemons and their delivery cost more than the 20 € added: store credit pays part.
      const owner = await customerWith(0, 3);
      await credit().addByShop(scope, { email: owner.email, amountCents: 2_000, comment: "Flacon arrivé cassé", staff: "cli:ops" });
      await owner.send(USE, { use: true });
      const placed = await owner.place(placeInput({ paymentMethod: "bank_transfer" }));
      expect(placed.success, placed.errorCode).toBe(true);
      const mine = (await owner.send(MY_CREDIT, {})).body.data.me.storeCredit;
      const spent = cents(mine.history.items[0].amount.amount);
      expect(mine.balance).toEqual({ amount: (2_000 + spent) / 100, currency: "EUR" });
      expect(mine.history).toMatchObject({ totalCount: 2, page: 1, pageSize: 20, totalPages: 1 });
      expect(
        mine.history.items.map((item: { action: string; orderNumber: string | null; orderId: string | null; comment: string | null }) => [item.action, item.orderNumber, item.orderId, item.comment]),
      ).toEqual([
        ["SPENT_ON_ORDER", placed.order.number, placed.order.order_id, null],
        ["ADDED_BY_SHOP", null, null, "Flacon arrivé cassé"],
      ]);
      expect(JSON.stringify(mine)).not.toContain("cli:ops");
      const [told] = await mailsTo(api, owner.email, "store-credit.added");
      expect(flat(told.text)).toContain("Flacon arrivé cassé");
      // Pages clamp to those there are.
      expect((await owner.send(MY_CREDIT, { page: 9, pageSize: 1 })).body.data.me.storeCredit.history).toMatchObject({ page: 2, pageSize: 1, totalPages: 2, items: [{ action: "ADDED_BY_SHOP" }] });

      const stranger = await customerWith(0, 0);
      expect((await stranger.send(MY_CREDIT, {})).body.data.me.storeCredit).toEqual({
        balance: { amount: 0, currency: "EUR" },
        history: { totalCount: 0, page: 1, pageSize: 20, totalPages: 0, items: [] },
      });
      // A visitor (with a session: a cart) has no account, hence no store credit.
      const visitor = shopper(api, { "x-forwarded-for": freshAddress() });
      await visitor.send(ADD, { lines: [line("TEST-CITRON", 1)] });
      const visitorMe = (await visitor.send(MY_CREDIT, {})).body.data.me;
      if (visitorMe) expect(visitorMe.storeCredit).toMatchObject({ balance: { amount: 0 }, history: { totalCount: 0, items: [] } });
    });
  });
});
