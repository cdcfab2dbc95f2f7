import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGIN, dialects, gql, registerConfirmedIn } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { APPLY_COUPON, CART, UPDATE, shopper } from "../cart/cart-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { shopCalendarYear } from "../shop/stores.ts";
import { ORDER, PLACE, startOrderTestApi, SET_METHOD, countRows, freshAddress, placeInput, readyShopper, stockOf } from "./place-order-test-kit.ts";

/**
 * Placing orders through the API, on both databases: the snapshot an order keeps, stock taken
 * exactly once under real concurrency (the last unit, one key sent many times, a cart changed
 * while it is ordered), idempotency, every refusal, and who may see an order.
 */

describe.each(dialects)("placing orders on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const scope = serviceScope();

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(() => api?.close());

    const setStock = (sku: string, quantity: number) => api.commerce.services.stock.set(scope, sku, quantity);

    it("places a bank-transfer order: the snapshot, stock taken, the cart closed, one confirmation, visible to its session only", async () => {
      await setStock("TEST-CITRON", 25);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 2 }]);
      const before = (await visitor.send(CART)).body.data.cart;
      const placed = (await visitor.send(PLACE, { input: placeInput() })).body.data.placeOrder;
      expect(placed).toMatchObject({ success: true, errorCode: null, errorMessage: null, paymentAction: null });
      const order = placed.order;
      expect(order.order_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(order.number).toMatch(new RegExp(`^${shopCalendarYear(new Date())}-\\d{6}$`));
      expect(order).toMatchObject({ status: "PENDING_PAYMENT", email: "camille@example.com" });
      expect(order.items).toEqual([
        expect.objectContaining({ id: "1", sku: "TEST-CITRON", productSku: "TEST-CITRON", quantity: 2, quantityShipped: 0, options: [] }),
      ]);
      // Exactly what the cart showed.
      expect(order.items[0].prices.row.priceInclTax.amount).toBe(before.items[0].prices.row.priceInclTax.amount);
      expect(order.prices.grandTotal.priceInclTax.amount).toBe(before.prices.grandTotal.priceInclTax.amount);
      expect(order.prices.shipping.priceInclTax.amount).toBe(before.prices.shipping.priceInclTax.amount);
      expect(order.chargedPrices.grandTotal.priceInclTax).toEqual({ amount: before.chargedPrices.grandTotal.priceInclTax.amount, currency: "EUR" });
      expect(order.shippingAddress).toMatchObject({ firstname: "Camille", city: "Grasse", countryCode: "FR", countryName: "France", street: ["12 rue des Lilas"] });
      expect(order.billingAddress).toMatchObject({ firstname: "Camille", countryCode: "FR" });
      expect(order.shippingMethod).toMatchObject({ code: "colissimo-home", carrier: "Colissimo", minDays: 2, maxDays: 3 });
      expect(order.pickupPoint).toBeNull();
      expect(order.payment).toMatchObject({ code: "bank_transfer", status: "PENDING" });
      expect(order.payment.instructions).toMatchObject({ amount: { amount: before.chargedPrices.grandTotal.priceInclTax.amount, currency: "EUR" }, iban: expect.any(String), bic: expect.any(String), mailingAddress: null });
      expect(order.payment.instructions.dueAt).toEqual(expect.any(String));
      expect(order.history).toEqual([{ status: "PENDING_PAYMENT", at: order.createdAt, note: "Commande enregistrée, en attente du paiement" }]);

      expect(await stockOf(api, "TEST-CITRON")).toBe(23);
      // The cart is closed: the answer's cart and the next read are a new, empty one; an old line is gone.
      expect(placed.cart).toMatchObject({ id: "", items: [] });
      expect((await visitor.send(CART)).body.data.cart.items).toEqual([]);
      const stale = (await visitor.send(UPDATE, { itemId: before.items[0].item_id, quantity: 3 })).body.data.updateCartItem;
      expect(stale.errorCode).toBe("UNKNOWN_ITEM");

      const { db } = api.commerce.database;
      const row = await db.selectFrom("sales_order").selectAll().where("public_id", "=", order.order_id).executeTakeFirstOrThrow();
      expect(row.payment_due_at).toBe(order.payment.instructions.dueAt);
      const mails = await db.selectFrom("outbox_message").selectAll().where("kind", "=", "order.confirmation").where("recipient", "=", "camille@example.com").execute();
      expect(mails.filter((mail) => mail.payload.includes(order.number))).toHaveLength(1);
      const lines = await db.selectFrom("sales_order_line").selectAll().where("order_id", "=", row.id).execute();
      expect(JSON.parse(lines[0].units)).toEqual([{ sku: "TEST-CITRON", quantity: 2 }]);
      expect(lines[0].vat_cents).toBe(lines[0].row_incl_cents - lines[0].row_excl_cents);

      // Seen by its session; null to another visitor, to no session, and under a forged id.
      expect((await visitor.send(ORDER, { orderId: order.order_id })).body.data.order.number).toBe(order.number);
      const stranger = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }]);
      expect((await stranger.send(ORDER, { orderId: order.order_id })).body.data.order).toBeNull();
      expect((await gql(api, ORDER, { orderId: order.order_id })).body.data.order).toBeNull();
      expect((await visitor.send(ORDER, { orderId: "x".repeat(43) })).body.data.order).toBeNull();
      expect((await visitor.send(ORDER, { orderId: String(row.id) })).body.data.order).toBeNull();
      expect((await visitor.send(ORDER, { orderId: order.number })).body.data.order).toBeNull();
    });

    it("numbers orders one after the other within the year", async () => {
      await setStock("TEST-CITRON", 25);
      const first = (await (await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }])).send(PLACE, { input: placeInput() })).body.data.placeOrder.order.number;
      const second = (await (await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }])).send(PLACE, { input: placeInput() })).body.data.placeOrder.order.number;
      expect(Number(second.slice(5))).toBe(Number(first.slice(5)) + 1);
    });

    it("numbers an order by the shop's calendar year: 00:30 on 1 January in Paris starts the new year's numbers", async () => {
      await setStock("TEST-CITRON", 25);
      // Only the clock is moved (timers run as usual), before the shoppers start their sessions.
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        // 23:30 UTC on 31 December 2031 is 00:30 on 1 January 2032 in Paris: the new year's numbers.
        vi.setSystemTime(new Date("2031-12-31T23:30:00Z"));
        const newYear = (await (await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }])).send(PLACE, { input: placeInput() })).body.data.placeOrder;
        // 22:59 UTC is still 23:59 on 31 December in Paris: the old year's.
        vi.setSystemTime(new Date("2031-12-31T22:59:00Z"));
        const oldYear = (await (await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }])).send(PLACE, { input: placeInput() })).body.data.placeOrder;
        expect([newYear.order?.number, oldYear.order?.number]).toEqual(["2032-000001", "2031-000001"]);
      } finally {
        vi.useRealTimers();
      }
    });

    it("sells the last unit once when 50 shoppers order it at the same moment", async () => {
      await setStock("TEST-LOT-01", 1);
      const buyers = [];
      for (let batch = 0; batch < 5; batch++) buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => readyShopper(api, freshAddress(), [{ sku: "TEST-LOT-01", quantity: 1 }])))));
      const ordersBefore = await countRows(api, "sales_order");
      const answers = await Promise.all(buyers.map((buyer) => buyer.send(PLACE, { input: placeInput() })));
      const outcomes = answers.map((answer) => answer.body.data.placeOrder.errorCode ?? "PLACED");
      expect(outcomes.filter((outcome) => outcome === "PLACED")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome !== "PLACED")).toEqual(Array(49).fill("OUT_OF_STOCK"));
      expect(await stockOf(api, "TEST-LOT-01")).toBe(0);
      expect(await countRows(api, "sales_order")).toBe(ordersBefore + 1);
    }, 120_000);

    it("places one of two carts of 3 on a stock of 5, the other refused with nothing written", async () => {
      await setStock("TEST-LOT-02", 5);
      const [a, b] = await Promise.all([0, 1].map(() => readyShopper(api, freshAddress(), [{ sku: "TEST-LOT-02", quantity: 3 }])));
      const ordersBefore = await countRows(api, "sales_order");
      const answers = await Promise.all([a, b].map((buyer) => buyer.send(PLACE, { input: placeInput() })));
      const codes = answers.map((answer) => answer.body.data.placeOrder.errorCode ?? "PLACED");
      expect(codes.sort()).toEqual(["OUT_OF_STOCK", "PLACED"]);
      expect(await stockOf(api, "TEST-LOT-02")).toBe(2);
      expect(await countRows(api, "sales_order")).toBe(ordersBefore + 1);
      // The refused cart is untouched.
      const loser = answers.find((answer) => !answer.body.data.placeOrder.success)!;
      expect(loser.body.data.placeOrder.cart.items[0].quantity).toBe(3);
    });

    it("answers the same order to one key sent 10 times at once and 5 times after: one order, one stock decrement, one e-mail", async () => {
      await setStock("TEST-LOT-03", 3);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-LOT-03", quantity: 2 }]);
      const input = placeInput();
      const concurrent = await Promise.all(Array.from({ length: 10 }, () => visitor.send(PLACE, { input })));
      const sequential = [];
      for (let index = 0; index < 5; index++) sequential.push(await visitor.send(PLACE, { input }));
      const results = [...concurrent, ...sequential].map((answer) => answer.body.data.placeOrder);
      expect(results.every((result) => result.success), JSON.stringify(results.map((result) => result.errorCode))).toBe(true);
      expect(new Set(results.map((result) => result.order.order_id)).size).toBe(1);
      expect(await stockOf(api, "TEST-LOT-03")).toBe(1);
      const { db } = api.commerce.database;
      const orders = await db.selectFrom("sales_order").select(["id", "number"]).where("idempotency_key", "=", input.idempotencyKey).execute();
      expect(orders).toHaveLength(1);
      const mails = await db.selectFrom("outbox_message").select("payload").where("kind", "=", "order.confirmation").execute();
      expect(mails.filter((mail) => mail.payload.includes(orders[0].number))).toHaveLength(1);
      expect(await countRows(api, "payment", { column: "order_id", value: orders[0].id })).toBe(1);
    });

    it("refuses a key used for another cart, and another owner's key, without revealing its order", async () => {
      await setStock("TEST-CITRON", 25);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }]);
      const input = placeInput();
      const placed = (await visitor.send(PLACE, { input })).body.data.placeOrder;
      expect(placed.success).toBe(true);
      // A new cart, another content, the same key.
      await visitor.send((await import("../cart/cart-test-kit.ts")).ADD, { lines: [{ sku: "TEST-CITRON", quantity: 4 }] });
      const { setCheckout } = await import("./place-order-test-kit.ts");
      await setCheckout(api, visitor.cookie!);
      const reused = (await visitor.send(PLACE, { input })).body.data.placeOrder;
      expect(reused).toMatchObject({ success: false, errorCode: "IDEMPOTENCY_KEY_REUSED", order: null });
      expect(reused.cart.items[0].quantity).toBe(4);
      // Another shopper with the same key: refused the same way, the order never shown.
      const other = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }]);
      const stolen = (await other.send(PLACE, { input })).body.data.placeOrder;
      expect(stolen).toMatchObject({ success: false, errorCode: "IDEMPOTENCY_KEY_REUSED", order: null });
      const otherEmpty = shopper(api, { "x-forwarded-for": freshAddress() });
      await otherEmpty.send((await import("../cart/cart-test-kit.ts")).ADD, { lines: [{ sku: "TEST-CITRON", quantity: 1 }] });
      await otherEmpty.send((await import("../cart/cart-test-kit.ts")).REMOVE, { itemId: (await otherEmpty.send(CART)).body.data.cart.items[0].item_id });
      expect((await otherEmpty.send(PLACE, { input })).body.data.placeOrder).toMatchObject({ success: false, errorCode: "IDEMPOTENCY_KEY_REUSED", order: null });
    });

    it("orders exactly what was priced when the cart changes while the order is placed", async () => {
      await setStock("TEST-LOT-04", 4);
      for (let round = 0; round < 3; round++) {
        const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-LOT-04", quantity: 1 }]);
        const itemId = (await visitor.send(CART)).body.data.cart.items[0].item_id;
        const stockBefore = await stockOf(api, "TEST-LOT-04");
        const [placeAnswer, updateAnswer] = await Promise.all([visitor.send(PLACE, { input: placeInput() }), visitor.send(UPDATE, { itemId, quantity: 2 })]);
        const placed = placeAnswer.body.data.placeOrder;
        const updated = updateAnswer.body.data.updateCartItem;
        expect(placed.success).toBe(true);
        const ordered = placed.order.items[0].quantity;
        // Either the change came first and was ordered, or it came after and found the cart closed.
        if (updated.success) expect(ordered).toBe(2);
        else expect([ordered, updated.errorCode]).toEqual([1, "UNKNOWN_ITEM"]);
        expect(await stockOf(api, "TEST-LOT-04")).toBe(stockBefore - ordered);
        expect((await visitor.send(CART)).body.data.cart.items).toEqual([]);
        await setStock("TEST-LOT-04", 4);
      }
    });

    it("refuses what is missing or forged, writing nothing", async () => {
      await setStock("TEST-CITRON", 25);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }]);
      const ordersBefore = await countRows(api, "sales_order");
      const refused = async (input: Record<string, unknown>) => (await visitor.send(PLACE, { input })).body.data.placeOrder;
      for (const key of ["short", "x".repeat(101), "with space-12", "é-accentué-key", ""]) {
        expect(await refused(placeInput({ idempotencyKey: key }))).toMatchObject({ success: false, errorCode: "IDEMPOTENCY_KEY_INVALID", order: null });
      }
      expect(await refused(placeInput({ acceptTerms: false }))).toMatchObject({ errorCode: "TERMS_NOT_ACCEPTED", errorMessage: expect.stringContaining("conditions") });
      expect(await refused(placeInput({ paymentMethod: "free_lunch" }))).toMatchObject({ errorCode: "PAYMENT_METHOD_UNKNOWN" });
      // Unknown or missing input fields never reach the service.
      for (const input of [{ ...placeInput(), priceOverride: 1 }, { paymentMethod: "bank_transfer", acceptTerms: true }]) {
        const answer = await gql(api, PLACE, { input }, { headers: { cookie: visitor.cookie! } });
        expect(answer.body.errors?.length).toBeGreaterThan(0);
      }
      // Quantities come from the cart only, whose rules refuse a negative or huge one: the order's input has none.
      const { ADD } = await import("../cart/cart-test-kit.ts");
      for (const quantity of [-1, 0, 1000, 1e9]) {
        expect((await visitor.send(ADD, { lines: [{ sku: "TEST-CITRON", quantity }] })).body.data.addToCart.lineErrors[0].errorCode).toBe("QUANTITY_OUT_OF_RANGE");
      }
      const { setCheckout } = await import("./place-order-test-kit.ts");
      await setCheckout(api, visitor.cookie!, { email: null });
      expect(await refused(placeInput())).toMatchObject({ errorCode: "EMAIL_REQUIRED" });
      await setCheckout(api, visitor.cookie!, { method: null });
      expect(await refused(placeInput())).toMatchObject({ errorCode: "SHIPPING_METHOD_REQUIRED" });
      await setCheckout(api, visitor.cookie!, { method: "mondial-relay-pickup" });
      expect(await refused(placeInput())).toMatchObject({ errorCode: "PICKUP_POINT_REQUIRED" });
      expect(await countRows(api, "sales_order")).toBe(ordersBefore);
      expect(await stockOf(api, "TEST-CITRON")).toBe(25);

      // No session, or an empty cart: nothing to order (and no session started).
      const anonymous = await gql(api, PLACE, { input: placeInput() });
      expect(anonymous.body.data.placeOrder).toMatchObject({ success: false, errorCode: "CART_EMPTY" });
      expect(anonymous.setCookies).toEqual([]);
      const english = await api.post({ query: PLACE, variables: { input: placeInput({ acceptTerms: false }) } }, { path: "/en/graphql", headers: { cookie: visitor.cookie! } });
      expect(english.body.data.placeOrder.errorMessage).toContain("terms");
    });

    it("refuses a coupon used up between the cart and the order, with stock and coupon untouched", async () => {
      await setStock("TEST-CITRON", 25);
      const added = await api.commerce.services.coupons.add(scope, { code: "ONCE10", type: "percentage", percent: 10, usageLimit: 1 });
      expect(added.ok).toBe(true);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 2 }]);
      expect((await visitor.send(APPLY_COUPON, { code: "once10" })).body.data.applyCoupon.success).toBe(true);
      // Someone else's order takes the last use.
      await api.commerce.services.coupons.redeem(scope, "ONCE10", { customerId: null, orderRef: "another-order", subtotalInclCents: 10_000 });
      const ordersBefore = await countRows(api, "sales_order");
      expect((await visitor.send(PLACE, { input: placeInput() })).body.data.placeOrder).toMatchObject({ success: false, errorCode: "COUPON_NOT_APPLICABLE" });
      expect(await countRows(api, "sales_order")).toBe(ordersBefore);
      expect(await stockOf(api, "TEST-CITRON")).toBe(25);

      // With a use left, the coupon is counted with the order and its discount kept.
      await api.commerce.services.coupons.release(scope, "ONCE10", "another-order");
      const placed = (await visitor.send(PLACE, { input: placeInput() })).body.data.placeOrder;
      expect(placed.success).toBe(true);
      expect(placed.order.coupon).toMatchObject({ code: "ONCE10" });
      expect(placed.order.prices.discount.priceInclTax.amount).toBeGreaterThan(0);
      const coupon = await api.commerce.database.db.selectFrom("coupon").select("times_used").where("code", "=", "ONCE10").executeTakeFirstOrThrow();
      expect(coupon.times_used).toBe(1);
    });

    it("sends the card payer to the provider's page, also on a retry", async () => {
      await setStock("TEST-CITRON", 25);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }]);
      const input = placeInput({ paymentMethod: "sandbox_card" });
      const placed = (await visitor.send(PLACE, { input })).body.data.placeOrder;
      expect(placed.success).toBe(true);
      expect(placed.paymentAction.redirectUrl).toMatch(/\/payment\/sandbox\/sandbox_card\//);
      expect(placed.order.payment.instructions).toBeNull();
      const again = (await visitor.send(PLACE, { input })).body.data.placeOrder;
      expect(again.paymentAction).toEqual(placed.paymentAction);
    });
    it("tells the history of an order in the store's language, and drops the instructions once paid", async () => {
      await setStock("TEST-CITRON", 25);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }]);
      const placed = (await visitor.send(PLACE, { input: placeInput() })).body.data.placeOrder.order;
      const paid = await api.commerce.services.orders.markPaid(scope, placed.number, { kind: "operator", operator: "test" });
      expect(paid.ok).toBe(true);
      const order = (await visitor.send(ORDER, { orderId: placed.order_id })).body.data.order;
      expect(order.status).toBe("PROCESSING");
      expect(order.history.map((entry: { status: string; note: string }) => [entry.status, entry.note])).toEqual([
        ["PENDING_PAYMENT", "Commande enregistrée, en attente du paiement"],
        ["PROCESSING", "Paiement reçu : commande en préparation"],
      ]);
      expect(order.payment).toMatchObject({ status: "PAID", instructions: null });
    });

    it("delivers to the pickup point chosen, kept as it was when ordered", async () => {
      await setStock("TEST-CITRON", 25);
      const { db } = api.commerce.database;
      const week = [[{ opens: "09:00", closes: "19:00" }], [], [], [], [], [], []];
      await db
        .insertInto("pickup_point")
        .values({ id: "FR-TEST-00001", carrier: "Mondial Relay", country: "FR", name: "Tabac de la Gare", street_lines: JSON.stringify(["2 place de la Gare"]), postcode: "06130", locality: "Grasse", latitude: 43.65, longitude: 6.92, schedule: JSON.stringify(week), active: 1 })
        .execute();
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }]);
      const chosen = (await visitor.send(SET_METHOD, { code: "mondial-relay-pickup", pickupPointId: "FR-TEST-00001" })).body.data.setShippingMethod;
      expect(chosen.success, chosen.errorCode).toBe(true);
      const placed = (await visitor.send(PLACE, { input: placeInput({ paymentMethod: "cheque" }) })).body.data.placeOrder;
      expect(placed.success, placed.errorCode).toBe(true);
      expect(placed.order.shippingMethod.code).toBe("mondial-relay-pickup");
      expect(placed.order.pickupPoint).toEqual({ id: "FR-TEST-00001", name: "Tabac de la Gare" });
      expect(placed.order.payment.instructions).toMatchObject({ iban: null, mailingAddress: expect.arrayContaining([expect.any(String)]) });
      // The network changes; the order keeps the point it was sent to.
      await db.updateTable("pickup_point").set({ name: "Renamed", active: 0 }).where("id", "=", "FR-TEST-00001").execute();
      expect((await visitor.send(ORDER, { orderId: placed.order.order_id })).body.data.order.pickupPoint.name).toBe("Tabac de la Gare");
    });

    it("shows a customer's order to the customer in any session, and to no other customer", async () => {
      await setStock("TEST-CITRON", 25);
      const address = freshAddress();
      const customer = shopper(api, { "x-forwarded-for": address });
      await registerConfirmedIn(api, customer, "orderer@example.com");
      await customer.send((await import("../cart/cart-test-kit.ts")).ADD, { lines: [{ sku: "TEST-CITRON", quantity: 1 }] });
      const { SET_ADDRESS, ADDRESS } = await import("./place-order-test-kit.ts");
      expect((await customer.send(SET_ADDRESS, { address: ADDRESS })).body.data.setShippingAddress.success).toBe(true);
      expect((await customer.send(SET_METHOD, { code: "colissimo-home" })).body.data.setShippingMethod.success).toBe(true);
      const placed = (await customer.send(PLACE, { input: placeInput() })).body.data.placeOrder;
      expect(placed.success, placed.errorCode).toBe(true);
      // The signed-in customer's own e-mail, by default.
      expect(placed.order.email).toBe("orderer@example.com");

      const otherDevice = shopper(api, { "x-forwarded-for": address });
      expect((await otherDevice.send(LOGIN, { email: "orderer@example.com", password: "correct horse battery" })).body.data.login.success).toBe(true);
      expect((await otherDevice.send(ORDER, { orderId: placed.order.order_id })).body.data.order.number).toBe(placed.order.number);
      const someoneElse = shopper(api, { "x-forwarded-for": freshAddress() });
      await registerConfirmedIn(api, someoneElse, "someone@example.com");
      expect((await someoneElse.send(ORDER, { orderId: placed.order.order_id })).body.data.order).toBeNull();
    });

    it("keeps the display currency's totals and charges euros", async () => {
      await setStock("TEST-CITRON", 25);
      const visitor = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 3 }]);
      const inPounds = (query: string, variables: Record<string, unknown>) =>
        api.post({ query, variables }, { path: "/en/graphql", headers: { cookie: `${visitor.cookie}; currency=GBP`, "x-forwarded-for": freshAddress() } });
      const cart = (await inPounds(CART, {})).body.data.cart;
      const placed = (await inPounds(PLACE, { input: placeInput() })).body.data.placeOrder;
      expect(placed.success, placed.errorCode).toBe(true);
      expect(placed.order.prices.grandTotal.priceInclTax).toEqual({ amount: cart.prices.grandTotal.priceInclTax.amount, currency: "GBP" });
      expect(placed.order.items[0].prices.unit.priceInclTax.currency).toBe("GBP");
      expect(placed.order.chargedPrices.grandTotal.priceInclTax).toEqual({ amount: cart.chargedPrices.grandTotal.priceInclTax.amount, currency: "EUR" });
      expect(placed.order.history[0].note).toBe("Order placed, awaiting payment");
      const row = await api.commerce.database.db.selectFrom("sales_order_line").innerJoin("sales_order", "sales_order.id", "sales_order_line.order_id").select(["unit_incl_cents", "row_incl_cents", "exchange_rate", "store"]).where("sales_order.public_id", "=", placed.order.order_id).executeTakeFirstOrThrow();
      // Euro amounts: 7.50 excl. from 3 units (the tier) → 9.00 incl.
      expect(row).toMatchObject({ unit_incl_cents: 900, row_incl_cents: 2700, exchange_rate: "0.86", store: "en" });
    });
  });
});
