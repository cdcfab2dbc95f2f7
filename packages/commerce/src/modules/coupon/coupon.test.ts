import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { inTransaction } from "../../shared/transactions.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import { couponSeeds } from "../../testing/seed-data.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";
import { type CouponService, couponDiscountCents, createCouponService, defaultCouponLabels } from "./service.ts";

/**
 * Coupons on both databases: every refusal of `check` and its boundaries, and redemptions that
 * never exceed a global or per-customer limit under real concurrency (several connection pools
 * on one database, as several server processes would), counted once per order and given back once.
 */

const fr = serviceScope();
const en = serviceScope({ store: stores.en });
const basket = (subtotalInclCents: number, customerId: number | null = null, now?: Date) => ({ subtotalInclCents, customerId, now });

describe("coupon rules without a database", () => {
  it("labels a coupon from its value in both languages", () => {
    expect(defaultCouponLabels("percentage", { percent: 10 })).toEqual({ fr: "10\u00a0% de remise", en: "10% off" });
    expect(defaultCouponLabels("fixed_amount", { amountCents: 500 })).toEqual({ fr: "5\u00a0€ de remise", en: "€5 off" });
    expect(defaultCouponLabels("fixed_amount", { amountCents: 750 })).toEqual({ fr: "7,50\u00a0€ de remise", en: "€7.50 off" });
    expect(defaultCouponLabels("free_shipping", {})).toEqual({ fr: "Livraison offerte", en: "Free delivery" });
  });

  it("discounts a percentage rounded once, a fixed amount at most the lines, nothing for free delivery", () => {
    expect(couponDiscountCents({ type: "percentage", percent: 15, amountCents: null }, 3333)).toBe(500);
    expect(couponDiscountCents({ type: "percentage", percent: 10, amountCents: null }, 4995)).toBe(500);
    expect(couponDiscountCents({ type: "fixed_amount", percent: null, amountCents: 500 }, 300)).toBe(300);
    expect(couponDiscountCents({ type: "fixed_amount", percent: null, amountCents: 500 }, 4000)).toBe(500);
    expect(couponDiscountCents({ type: "free_shipping", percent: null, amountCents: null }, 4000)).toBe(0);
    expect(couponDiscountCents({ type: "fixed_amount", percent: null, amountCents: 500 }, Number.NaN)).toBe(0);
  });
});

describe.each(dialects)("coupons on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "service", () => {
    let api: TestApi;
    let coupons: CouponService;
    const customers: number[] = [];
    const db = () => api.commerce.database.db;
    const timesUsed = async (code: string) => (await db().selectFrom("coupon").select("times_used").where("code", "=", code).executeTakeFirstOrThrow()).times_used;
    const redemptions = async (code: string) =>
      db()
        .selectFrom("coupon_redemption")
        .innerJoin("coupon", "coupon.id", "coupon_redemption.coupon_id")
        .select(["order_ref", "customer_id"])
        .where("coupon.code", "=", code)
        .orderBy("order_ref")
        .execute();
    /** Other server processes on the same database: their own connection pools. */
    const pools: DatabaseHandle[] = [];
    const otherServices = () => pools.map((pool) => createCouponService(pool.db));

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      coupons = api.commerce.services.coupons;
      for (const name of ["Alice", "Basile", "Chloé"]) {
        const created = await api.commerce.services.customers.createConfirmed(fr, {
          email: `${name.toLowerCase()}.coupon@example.com`,
          password: "un mot de passe assez long",
          firstname: name,
          lastname: "Martin",
        });
        if (!created) throw new Error("the customer was not created");
        customers.push(created.id);
      }
      for (let index = 0; index < 3; index++) pools.push(openDatabase(loadConfig(api.env).database));
    }, 60_000);
    afterAll(async () => {
      for (const pool of pools) await pool.close();
      await api?.close();
    });

    it("has the demo coupons seeded", async () => {
      const codes = (await coupons.list(fr)).map((coupon) => coupon.code).sort();
      expect(codes).toEqual(couponSeeds.map((coupon) => coupon.code).sort());
    });

    it("accepts a code trimmed and in any case, and answers its offer in the scope's language", async () => {
      const accepted = await coupons.check(fr, "  bienvenue10 \n", basket(3000));
      expect(accepted).toEqual({
        ok: true,
        coupon: { code: "BIENVENUE10", type: "percentage", percent: 10, amountCents: null, minSubtotalCents: 3000, label: "Bienvenue\u00a0: 10\u00a0% de remise" },
      });
      expect(await coupons.check(en, "Essences5", basket(4000))).toEqual({
        ok: true,
        coupon: { code: "ESSENCES5", type: "fixed_amount", percent: null, amountCents: 500, minSubtotalCents: 4000, label: "€5 off" },
      });
      expect(await coupons.check(en, "livraisonofferte", basket(2500))).toMatchObject({ ok: true, coupon: { type: "free_shipping", label: "Free delivery" } });
    });

    it("refuses unknown, malformed and disabled codes alike (COUPON_INVALID)", async () => {
      for (const code of ["NOPE2024", "", "   ", "BIENVENUE 10", "<script>", "x".repeat(200), "ÉTÉ10"]) {
        expect(await coupons.check(fr, code, basket(10_000)), code).toEqual({ ok: false, code: "COUPON_INVALID" });
      }
      await coupons.add(fr, { code: "RETIRE20", type: "percentage", percent: 20 });
      expect(await coupons.check(fr, "RETIRE20", basket(10_000))).toMatchObject({ ok: true });
      expect(await coupons.disable(fr, "retire20")).toBe(true);
      expect(await coupons.check(fr, "RETIRE20", basket(10_000))).toEqual({ ok: false, code: "COUPON_INVALID" });
      expect(await coupons.redeem(fr, "RETIRE20", { customerId: null, orderRef: "ORDER-RETIRED", subtotalInclCents: 10_000 })).toEqual({ ok: false, code: "COUPON_INVALID" });
      expect(await coupons.disable(fr, "NOPE2024")).toBe(false);
    });

    it("applies from the minimum exactly (COUPON_NOT_APPLICABLE a cent under)", async () => {
      expect(await coupons.check(fr, "ESSENCES5", basket(3999))).toEqual({ ok: false, code: "COUPON_NOT_APPLICABLE" });
      expect(await coupons.check(fr, "ESSENCES5", basket(4000))).toMatchObject({ ok: true });
      expect(await coupons.check(fr, "LIVRAISONOFFERTE", basket(2499))).toEqual({ ok: false, code: "COUPON_NOT_APPLICABLE" });
      expect(await coupons.check(fr, "ESSENCES5", basket(Number.NaN))).toEqual({ ok: false, code: "COUPON_NOT_APPLICABLE" });
    });

    it("is valid from its start included to its end excluded (COUPON_EXPIRED outside)", async () => {
      const start = new Date("2025-11-30T23:00:00.000Z");
      const end = new Date("2025-12-25T23:00:00.000Z");
      const at = (date: Date) => coupons.check(fr, "NOEL2025", basket(6000, null, date));
      expect(await at(new Date(start.getTime() - 1))).toEqual({ ok: false, code: "COUPON_EXPIRED" });
      expect(await at(start)).toMatchObject({ ok: true, coupon: { code: "NOEL2025", percent: 20 } });
      expect(await at(new Date(end.getTime() - 1))).toMatchObject({ ok: true });
      expect(await at(end)).toEqual({ ok: false, code: "COUPON_EXPIRED" });
      // Expired today, and one not valid yet.
      expect(await coupons.check(fr, "NOEL2025", basket(6000))).toEqual({ ok: false, code: "COUPON_EXPIRED" });
      expect(await coupons.check(fr, "PRINTEMPS2027", basket(6000, null, new Date("2027-03-19T22:59:59.999Z")))).toEqual({ ok: false, code: "COUPON_EXPIRED" });
      expect(await coupons.check(fr, "PRINTEMPS2027", basket(6000, null, new Date("2027-03-19T23:00:00.000Z")))).toMatchObject({ ok: true });
      // The dates come first: an expired coupon is expired whatever the basket.
      expect(await at(new Date("2026-01-10T00:00:00Z"))).toEqual({ ok: false, code: "COUPON_EXPIRED" });
      expect(await coupons.check(fr, "NOEL2025", basket(100, null, new Date("2026-01-10T00:00:00Z")))).toEqual({ ok: false, code: "COUPON_EXPIRED" });
    });

    it("redeems a coupon limited to 5 uses exactly 5 times among 30 concurrent orders from several pools", async () => {
      expect(await coupons.add(fr, { code: "CINQ-SEULEMENT", type: "fixed_amount", amountCents: 300, usageLimit: 5 })).toMatchObject({ ok: true });
      const services = [coupons, ...otherServices()];
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          services[index % services.length].redeem(fr, "cinq-seulement", { customerId: customers[index % 3], orderRef: `ORDER-LIMIT-${index}`, subtotalInclCents: 5000 }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
      for (const outcome of outcomes.filter((outcome) => !outcome.ok)) expect(outcome).toEqual({ ok: false, code: "COUPON_USED_UP" });
      expect(await timesUsed("CINQ-SEULEMENT")).toBe(5);
      expect(await redemptions("CINQ-SEULEMENT")).toHaveLength(5);
      // Used up: refused by check too, and a redemption of an order already counted still answers as the first time.
      expect(await coupons.check(fr, "CINQ-SEULEMENT", basket(5000))).toEqual({ ok: false, code: "COUPON_USED_UP" });
      const counted = (await redemptions("CINQ-SEULEMENT"))[0];
      expect(await coupons.redeem(fr, "CINQ-SEULEMENT", { customerId: counted.customer_id, orderRef: counted.order_ref, subtotalInclCents: 5000 })).toMatchObject({ ok: true });
      expect(await timesUsed("CINQ-SEULEMENT")).toBe(5);
    }, 60_000);

    it("lets one customer redeem a once-per-customer coupon once among 10 concurrent orders", async () => {
      const [alice, basile] = customers;
      expect(await coupons.check(fr, "BIENVENUE10", basket(5000, alice))).toMatchObject({ ok: true });
      const services = [coupons, ...otherServices()];
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          services[index % services.length].redeem(fr, "BIENVENUE10", { customerId: alice, orderRef: `ORDER-WELCOME-${index}`, subtotalInclCents: 5000 }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      for (const outcome of outcomes.filter((outcome) => !outcome.ok)) expect(outcome).toEqual({ ok: false, code: "COUPON_USED_UP" });
      expect(await timesUsed("BIENVENUE10")).toBe(1);
      // Used by her: refused to her basket; another customer and a visitor may still use it.
      expect(await coupons.check(fr, "BIENVENUE10", basket(5000, alice))).toEqual({ ok: false, code: "COUPON_USED_UP" });
      expect(await coupons.check(fr, "BIENVENUE10", basket(5000, basile))).toMatchObject({ ok: true });
      expect(await coupons.check(fr, "BIENVENUE10", basket(5000, null))).toMatchObject({ ok: true });
      // Used up by her before the minimum: adding to the basket would not help.
      expect(await coupons.check(fr, "BIENVENUE10", basket(100, alice))).toEqual({ ok: false, code: "COUPON_USED_UP" });
    }, 60_000);

    it("counts the same order once, re-checks every rule at redemption, and gives a use back once", async () => {
      const [, , chloe] = customers;
      const use = { customerId: chloe, orderRef: "ORDER-TWICE", subtotalInclCents: 6000 };
      expect(await coupons.redeem(fr, "PREMIERS50", use)).toMatchObject({ ok: true, coupon: { code: "PREMIERS50", percent: 15 } });
      expect(await coupons.redeem(en, " premiers50 ", use)).toMatchObject({ ok: true, coupon: { label: "15% off for the first 50 orders" } });
      expect(await timesUsed("PREMIERS50")).toBe(1);
      expect(await redemptions("PREMIERS50")).toEqual([{ order_ref: "ORDER-TWICE", customer_id: chloe }]);

      expect(await coupons.redeem(fr, "ESSENCES5", { ...use, orderRef: "ORDER-SMALL", subtotalInclCents: 3999 })).toEqual({ ok: false, code: "COUPON_NOT_APPLICABLE" });
      expect(await coupons.redeem(fr, "NOEL2025", { ...use, orderRef: "ORDER-LATE" })).toEqual({ ok: false, code: "COUPON_EXPIRED" });
      expect(await coupons.redeem(fr, "NOPE2024", { ...use, orderRef: "ORDER-NOPE" })).toEqual({ ok: false, code: "COUPON_INVALID" });
      expect(await timesUsed("ESSENCES5")).toBe(0);

      await coupons.release(fr, "premiers50", "ORDER-TWICE");
      await coupons.release(fr, "PREMIERS50", "ORDER-TWICE");
      await coupons.release(fr, "PREMIERS50", "ORDER-NEVER");
      expect(await timesUsed("PREMIERS50")).toBe(0);
      expect(await redemptions("PREMIERS50")).toEqual([]);
    });

    it("gives back the use of a cancelled order so another customer may take the last one", async () => {
      await coupons.add(fr, { code: "DERNIER", type: "percentage", percent: 5, usageLimit: 1 });
      expect(await coupons.redeem(fr, "DERNIER", { customerId: customers[0], orderRef: "ORDER-A", subtotalInclCents: 1000 })).toMatchObject({ ok: true });
      expect(await coupons.redeem(fr, "DERNIER", { customerId: customers[1], orderRef: "ORDER-B", subtotalInclCents: 1000 })).toEqual({ ok: false, code: "COUPON_USED_UP" });
      await coupons.release(fr, "DERNIER", "ORDER-A");
      expect(await coupons.redeem(fr, "DERNIER", { customerId: customers[1], orderRef: "ORDER-B", subtotalInclCents: 1000 })).toMatchObject({ ok: true });
      expect(await timesUsed("DERNIER")).toBe(1);
    });

    it("joins the caller's unit of work: a rolled-back order counts nothing", async () => {
      await coupons.add(fr, { code: "ANNULE", type: "percentage", percent: 5, usageLimit: 3 });
      await expect(
        inTransaction(db(), async (trx) => {
          const outcome = await coupons.redeem(serviceScope({ executor: trx }), "ANNULE", { customerId: null, orderRef: "ORDER-ROLLED-BACK", subtotalInclCents: 1000 });
          expect(outcome).toMatchObject({ ok: true });
          throw new Error("payment refused");
        }),
      ).rejects.toThrow("payment refused");
      expect(await timesUsed("ANNULE")).toBe(0);
      expect(await redemptions("ANNULE")).toEqual([]);
    });

    it("adds coupons with default labels and refuses taken codes and values the rules do not allow", async () => {
      expect(await coupons.add(fr, { code: " ete-10 ", type: "percentage", percent: 10, minSubtotalCents: 2000 })).toMatchObject({
        ok: true,
        coupon: { code: "ETE-10", labelFr: "10\u00a0% de remise", labelEn: "10% off", active: true, timesUsed: 0 },
      });
      expect(await coupons.add(fr, { code: "ETE-10", type: "free_shipping" })).toEqual({ ok: false, code: "CODE_TAKEN" });
      expect(await coupons.add(fr, { code: "É", type: "free_shipping" })).toEqual({ ok: false, code: "MALFORMED_CODE" });
      for (const bad of [
        { type: "percentage", percent: 0 },
        { type: "percentage", percent: 101 },
        { type: "percentage", percent: 12.5 },
        { type: "fixed_amount", amountCents: 0 },
        { type: "free_shipping", percent: 10 },
        { type: "free_shipping", usageLimit: 0 },
        { type: "free_shipping", startsAt: "2026-01-02T00:00:00.000Z", endsAt: "2026-01-01T00:00:00.000Z" },
        { type: "free_shipping", startsAt: "tomorrow" },
      ] as const) {
        expect(await coupons.add(fr, { code: "REFUSE", ...bad }), JSON.stringify(bad)).toEqual({ ok: false, code: "INVALID_VALUE" });
      }
    });
  });
});
