import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN, dialects } from "../../testing/api-test-kit.ts";
import { seedCoupons, seedProducts, seedShippingRates } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { ADD, APPLY_COUPON, CART, type CartAnswer, REMOVE, REMOVE_COUPON, UPDATE, cents, expectConsistentTotals, line, pair, shopper } from "./cart-test-kit.ts";

/**
 * The cart against a reference model: random sequences of add, update, remove, applyCoupon,
 * removeCoupon and sign-in, over HTTP. After each step the cart's lines and quantities are the
 * model's, its coupon is the model's (applied when the rules say so), and its totals are the sum
 * of its lines plus delivery minus the discount, to the cent, with each line's discount and the
 * delivery as the rules give them (ADR 047).
 */

const SKUS = ["TEST-LOT-01", "TEST-LOT-02", "TEST-LOT-03", "TEST-LOT-04", "TEST-CITRON"];
/** The demo coupons: type, value and minimum (EUR cents incl. VAT of the lines before discount). */
const COUPONS: Record<string, { type: "percentage" | "fixed_amount" | "free_shipping"; value: number; min: number }> = {
  BIENVENUE10: { type: "percentage", value: 10, min: 3000 },
  ESSENCES5: { type: "fixed_amount", value: 500, min: 4000 },
  LIVRAISONOFFERTE: { type: "free_shipping", value: 0, min: 2500 },
  PREMIERS50: { type: "percentage", value: 15, min: 0 },
};
const CODES = [...Object.keys(COUPONS), "NOT-A-CODE"];
/** Colissimo to France: 5.90 incl. VAT, free from 49.00 of lines after the discount. */
const DELIVERY_INCL = 590;
const FREE_FROM = 4900;

type Op =
  | { kind: "add"; sku: number; quantity: number }
  | { kind: "update"; line: number; quantity: number }
  | { kind: "remove"; line: number }
  | { kind: "apply"; code: number }
  | { kind: "removeCoupon" }
  | { kind: "signIn" };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("add" as const), sku: fc.nat(SKUS.length - 1), quantity: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("update" as const), line: fc.nat(5), quantity: fc.integer({ min: 1, max: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("remove" as const), line: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("apply" as const), code: fc.nat(CODES.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("removeCoupon" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("signIn" as const) }) },
);

type Cart = Omit<CartAnswer, "items"> & {
  items: (CartAnswer["items"][number] & { item_id: string })[];
  coupon: { code: string } | null;
  couponIssue: { code: string } | null;
  chargedPrices: { subtotal: { priceInclTax: { amount: number } } };
};

describe.each(dialects)("the cart against a model on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let run = 0;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      const { db } = api.commerce.database;
      await createTestShelf(db);
      await seedProducts(db, testProducts);
      await seedShippingRates(db);
      await seedCoupons(db);
      // Weightless products: delivery stays in its lightest band here (weight bands: modules/checkout's tests).
      await db.updateTable("product").set({ weight_grams: 0 }).execute();
      // Stock never limits these sequences: the model is about lines, coupons and totals.
      for (const sku of SKUS) await api.commerce.services.stock.set(serviceScope(), sku, 900);
    }, 60_000);
    afterAll(() => api?.close());

    it("keeps the lines, the coupon and totals of the model after every step", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
          const email = `model-${++run}-${Date.now()}@example.com`;
          const created = await api.commerce.services.customers.createConfirmed(serviceScope(), { email, password: "correct horse battery", firstname: "Ada", lastname: "Model" });
          if (!created) throw new Error("the customer was not created");
          const someone = shopper(api);
          // The model: lines in the order first added, and the coupon code entered.
          const lines: { sku: string; quantity: number; itemId?: string }[] = [];
          let coupon: string | null = null;

          const check = (cart: Cart) => {
            expect(cart.items.map((item) => [item.sku, item.quantity])).toEqual(lines.map((entry) => [entry.sku, entry.quantity]));
            cart.items.forEach((item, index) => (lines[index].itemId = item.item_id));
            expect(cart.coupon?.code ?? cart.couponIssue?.code ?? null).toBe(coupon);
            expectConsistentTotals(cart);
            const [subIncl] = pair(cart.prices.subtotal);
            const rule = coupon ? COUPONS[coupon] : undefined;
            const applies = !!rule && cents(cart.chargedPrices.subtotal.priceInclTax.amount) >= rule.min;
            expect(cart.coupon?.code ?? null).toBe(applies ? coupon : null);
            const discounts = cart.items.map((item) => pair(item.prices.discount));
            if (applies && rule.type === "percentage") {
              expect(discounts).toEqual(cart.items.map((item) => pair(item.prices.row).map((amount) => Math.round((amount * rule.value) / 100))));
            } else if (applies && rule.type === "fixed_amount") {
              expect(pair(cart.prices.discount)[0]).toBe(Math.min(rule.value, subIncl));
            } else {
              expect(pair(cart.prices.discount)).toEqual([0, 0]);
            }
            const afterDiscount = subIncl - pair(cart.prices.discount)[0];
            const free = (applies && rule.type === "free_shipping") || afterDiscount >= FREE_FROM || lines.length === 0;
            expect(pair(cart.prices.shipping)[0]).toBe(free ? 0 : DELIVERY_INCL);
          };

          for (const step of ops) {
            if (step.kind === "add") {
              const sku = SKUS[step.sku];
              const answer = (await someone.send(ADD, { lines: [line(sku, step.quantity)] })).body.data.addToCart;
              expect(answer.success).toBe(true);
              const existing = lines.find((entry) => entry.sku === sku);
              if (existing) existing.quantity += step.quantity;
              else lines.push({ sku, quantity: step.quantity });
              check(answer.cart);
            } else if (step.kind === "update" && lines.length) {
              const target = lines[step.line % lines.length];
              const answer = (await someone.send(UPDATE, { itemId: target.itemId, quantity: step.quantity })).body.data.updateCartItem;
              expect(answer.success).toBe(true);
              target.quantity = step.quantity;
              check(answer.cart);
            } else if (step.kind === "remove" && lines.length) {
              const [target] = lines.splice(step.line % lines.length, 1);
              const answer = (await someone.send(REMOVE, { itemId: target.itemId })).body.data.removeCartItem;
              expect(answer.success).toBe(true);
              check(answer.cart);
            } else if (step.kind === "apply") {
              const code = CODES[step.code];
              const answer = (await someone.send(APPLY_COUPON, { code })).body.data.applyCoupon;
              if (answer.errorCode !== "TOO_MANY_ATTEMPTS") {
                const rule = COUPONS[code];
                const subtotal = cents(answer.cart.chargedPrices.subtotal.priceInclTax.amount);
                expect(answer.success).toBe(!!rule && subtotal >= rule.min);
                if (answer.success) coupon = code;
              }
              check(answer.cart);
            } else if (step.kind === "removeCoupon") {
              coupon = null;
              check((await someone.send(REMOVE_COUPON)).body.data.removeCoupon.cart);
            } else if (step.kind === "signIn") {
              // The customer's cart is empty or already this one: signing in keeps lines and coupon.
              expect((await someone.send(LOGIN, { email, password: "correct horse battery" })).body.data.login.success).toBe(true);
              check((await someone.send(CART)).body.data.cart);
            }
          }
        }),
        { numRuns: 12 },
      );
    }, 120_000);
  });
});
