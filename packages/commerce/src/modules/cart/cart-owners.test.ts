import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createCommerce } from "../../index.ts";
import { LOGIN, LOGOUT, dialects, gql, registerConfirmedIn } from "../../testing/api-test-kit.ts";
import { seedCoupons, seedProducts, seedShippingRates } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { ADD, APPLY_COUPON, CART, type Money, REMOVE, REMOVE_COUPON, expectConsistentTotals, line, pair, shopper } from "./cart-test-kit.ts";

/**
 * Coupons applied to a cart (checked again on every read), the delivery estimate, totals in the
 * display currency and in euros, and who owns a cart: merge on sign-in (login and register),
 * sign-out, another device, a server restart, the coupon-guessing limit.
 */

const PASSWORD = "correct horse battery";

describe.each(dialects)("coupons, delivery and owners of carts on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      const { db } = api.commerce.database;
      await createTestShelf(db);
      await seedProducts(db, testProducts);
      await seedShippingRates(db);
      await seedCoupons(db);
      // Weightless products: delivery stays in its lightest band here (weight bands: modules/checkout's tests).
      await db.updateTable("product").set({ weight_grams: 0 }).execute();
    });
    afterAll(() => api?.close());

    it("applies a percentage coupon per line, keeps it while the cart is under its minimum, and estimates delivery", async () => {
      const visitor = shopper(api);
      await visitor.send(ADD, { lines: [line("TEST-CITRON", 3)] });
      const under = (await visitor.send(APPLY_COUPON, { code: "bienvenue10" })).body.data.applyCoupon;
      expect(under).toMatchObject({ success: false, errorCode: "COUPON_NOT_APPLICABLE", cart: { coupon: null, couponIssue: null } });
      expect(under.errorMessage).not.toContain("BIENVENUE10");

      const lot = (await visitor.send(ADD, { lines: [line("TEST-LOT-01", 1)] })).body.data.addToCart.cart.items[1].item_id;
      const applied = (await visitor.send(APPLY_COUPON, { code: " bienvenue10 " })).body.data.applyCoupon;
      expect(applied.success).toBe(true);
      const { cart } = applied;
      expect(cart.coupon).toEqual({ code: "BIENVENUE10", label: "Bienvenue\u00a0: 10\u00a0% de remise", type: "PERCENTAGE" });
      // Lemons: 27.00 / 22.50 → 2.70 / 2.25; lot 01: 12.44 / 10.37 → 1.24 / 1.04 (each rounded on its own).
      expect(cart.items.map((item: { prices: { discount: Money } }) => pair(item.prices.discount))).toEqual([
        [270, 225],
        [124, 104],
      ]);
      expect(pair(cart.prices.subtotal)).toEqual([3944, 3287]);
      expect(pair(cart.prices.discount)).toEqual([394, 329]);
      // Colissimo (5.90) until 49.00 of lines after the discount: 49.00 − 35.50 = 13.50 to go.
      expect(cart.shippingEstimate).toMatchObject({ carrier: "Colissimo", minDays: 2, maxDays: 3, price: { priceInclTax: { amount: 5.9 } } });
      expect(cart.shippingEstimate.freeShippingThreshold.amount).toBe(49);
      expect(cart.shippingEstimate.remainingForFreeShipping.amount).toBe(13.5);
      expect(pair(cart.prices.shipping)[0]).toBe(590);
      expectConsistentTotals(cart);
      expect(cart.chargedPrices.grandTotal).toEqual(cart.prices.grandTotal);

      // Under the minimum the coupon stays entered, applies nothing and says why.
      const removed = (await visitor.send(REMOVE, { itemId: lot })).body.data.removeCartItem.cart;
      expect(removed.coupon).toBeNull();
      expect(removed.couponIssue).toMatchObject({ code: "BIENVENUE10", errorCode: "COUPON_NOT_APPLICABLE" });
      expect(pair(removed.prices.discount)).toEqual([0, 0]);
      expectConsistentTotals(removed);
      const back = (await visitor.send(ADD, { lines: [line("TEST-LOT-01", 1)] })).body.data.addToCart.cart;
      expect(back.coupon?.code).toBe("BIENVENUE10");
      const dropped = (await visitor.send(REMOVE_COUPON)).body.data.removeCoupon.cart;
      expect(dropped).toMatchObject({ coupon: null, couponIssue: null });
    });

    it("shares a fixed amount over the lines to the cent, and a free-delivery coupon zeroes delivery, in GBP too", async () => {
      const visitor = shopper(api, { cookie: "currency=GBP" });
      await visitor.send(ADD, { lines: [line("TEST-LOT-01", 1), line("TEST-LOT-02", 1), line("TEST-LOT-03", 3)] });
      visitor.cookie = `${visitor.cookie}; currency=GBP`;
      const fixed = (await visitor.send(APPLY_COUPON, { code: "ESSENCES5" })).body.data.applyCoupon.cart;
      expect(fixed.coupon.type).toBe("FIXED_AMOUNT");
      expect(fixed.prices.subtotal.priceInclTax.currency).toBe("GBP");
      expect(fixed.chargedPrices.subtotal.priceInclTax.currency).toBe("EUR");
      // 5.00 € in pounds (the shop's rate), taken exactly, shared over the lines.
      const rate = api.commerce.config.exchangeRates.GBP;
      expect(pair(fixed.prices.discount)[0]).toBe(Math.round(500 * rate));
      expectConsistentTotals(fixed);
      const free = (await visitor.send(APPLY_COUPON, { code: "LIVRAISONOFFERTE" })).body.data.applyCoupon.cart;
      expect(free.coupon).toMatchObject({ code: "LIVRAISONOFFERTE", type: "FREE_SHIPPING" });
      expect(pair(free.prices.shipping)).toEqual([0, 0]);
      expect(pair(free.prices.discount)).toEqual([0, 0]);
      expect(free.shippingEstimate.price.priceInclTax.amount).toBe(0);
      expectConsistentTotals(free);
    });

    it("refuses unknown and expired codes without naming them", async () => {
      const visitor = shopper(api);
      await visitor.send(ADD, { lines: [line("TEST-LOT-20", 1)] });
      const unknown = (await visitor.send(APPLY_COUPON, { code: "NO-SUCH-CODE" })).body.data.applyCoupon;
      expect(unknown).toMatchObject({ success: false, errorCode: "COUPON_INVALID", cart: { coupon: null } });
      const expired = (await visitor.send(APPLY_COUPON, { code: "NOEL2025" })).body.data.applyCoupon;
      expect(expired.errorCode).toBe("COUPON_EXPIRED");
      expect(expired.errorMessage).not.toMatch(/NOEL/i);
    });

    it("merges the visitor's cart into the customer's on sign-in, within stock, and follows the customer", async () => {
      const { stock } = api.commerce.services;
      await stock.set(serviceScope(), "TEST-LOT-15", 6);
      const device1 = shopper(api);
      await registerConfirmedIn(api, device1, "merge@example.com");
      await device1.send(ADD, { lines: [line("TEST-LOT-15", 4), line("TEST-LOT-16", 1)] });
      await device1.send(LOGOUT);
      expect((await device1.send(CART)).body.data.cart.items).toEqual([]);

      const device2 = shopper(api);
      await device2.send(ADD, { lines: [line("TEST-LOT-15", 2), line("TEST-LOT-17", 2), line("TEST-LOT-01", 1)] });
      // Stock drops after the visitor added: the merged line is capped by it.
      await stock.set(serviceScope(), "TEST-LOT-15", 5);
      expect((await device2.send(APPLY_COUPON, { code: "PREMIERS50" })).body.data.applyCoupon.success).toBe(true);
      const visitorCookie = device2.cookie;
      const login = (await device2.send(LOGIN, { email: "merge@example.com", password: PASSWORD })).body.data.login;
      expect(login.success).toBe(true);
      const merged = (await device2.send(CART)).body.data.cart;
      expect(merged.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
        ["TEST-LOT-15", 5],
        ["TEST-LOT-16", 1],
        ["TEST-LOT-17", 2],
        ["TEST-LOT-01", 1],
      ]);
      expect(merged.coupon?.code).toBe("PREMIERS50");
      // The visitor's session and its cart are gone.
      expect((await gql(api, CART, {}, { headers: { cookie: visitorCookie! } })).body.data.cart.items).toEqual([]);
      expect(await api.commerce.database.db.selectFrom("cart").select("id").where("session_hash", "is not", null).where("coupon_code", "=", "PREMIERS50").execute()).toEqual([]);

      // Another device sees the same cart once signed in; signing out leaves an empty cart.
      const device3 = shopper(api);
      await device3.send(LOGIN, { email: "merge@example.com", password: PASSWORD });
      expect((await device3.send(CART)).body.data.cart.id).toBe(merged.id);
      await device3.send(LOGOUT);
      expect((await device3.send(CART)).body.data.cart).toMatchObject({ id: "", items: [] });

      // The cart lives in the database: a new server on it answers the same cart.
      const customer = await api.commerce.database.db.selectFrom("customer").select("id").where("email", "=", "merge@example.com").executeTakeFirstOrThrow();
      const restarted = await createCommerce({ config: loadConfig(api.env) });
      try {
        const view = await restarted.services.cart.view(serviceScope({ customerId: customer.id }), { customerId: customer.id });
        expect(view.id).toBe(merged.id);
        expect(view.items.map((item) => item.quantity)).toEqual([5, 1, 2, 1]);
      } finally {
        await restarted.close();
      }
    });

    it("reads a cart in a unit of work against its catalogue read beforehand, a line added meanwhile too", async () => {
      const buyer = shopper(api);
      await registerConfirmedIn(api, buyer, "ahead@example.com");
      await buyer.send(ADD, { lines: [line("TEST-CITRON", 2), line("TEST-LOT-19", 1)] });
      const { db } = api.commerce.database;
      const { cart } = api.commerce.services;
      const { id } = await db.selectFrom("customer").select("id").where("email", "=", "ahead@example.com").executeTakeFirstOrThrow();
      const owner = { customerId: id };
      // Read ahead (an order about to be placed), then a line is added before its transaction begins.
      const catalogue = await cart.catalogueOf(serviceScope({ customerId: id }), owner);
      await buyer.send(ADD, { lines: [line("TEST-LOT-24", 1)] });
      const inside = await inTransaction(db, (trx) => cart.view(serviceScope({ customerId: id, executor: trx }), owner, { catalogue }));
      expect(inside.items.map((item) => [item.sku, item.quantity])).toEqual([
        ["TEST-CITRON", 2],
        ["TEST-LOT-19", 1],
        ["TEST-LOT-24", 1],
      ]);
      expect(inside).toEqual(await cart.view(serviceScope({ customerId: id }), owner));
    });

    it("carries a visitor's cart into a new account", async () => {
      const visitor = shopper(api);
      await visitor.send(ADD, { lines: [line("TEST-LOT-18", 2)] });
      await registerConfirmedIn(api, visitor, "newcomer@example.com");
      const cart = (await visitor.send(CART)).body.data.cart;
      expect(cart.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([["TEST-LOT-18", 2]]);
    });

    it("stops guessing coupon codes from one address", async () => {
      const visitor = shopper(api);
      await visitor.send(ADD, { lines: [line("TEST-LOT-22", 1)] });
      let answer;
      for (let attempt = 0; attempt < 12; attempt++) {
        answer = (await visitor.send(APPLY_COUPON, { code: `GUESS${attempt}` })).body.data.applyCoupon;
        if (answer.errorCode === "TOO_MANY_ATTEMPTS") break;
      }
      expect(answer).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS" });
      expect(answer.errorMessage).toMatch(/minute/);
      expect(answer.cart.items).toHaveLength(1);
    });
  });
});
