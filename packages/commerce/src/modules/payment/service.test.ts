import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";
import { insertOrder } from "./payment-test-kit.ts";
import { REFERENCE_PATTERN } from "./reference.ts";

/** The payment service's own API on both databases: methods, starting a payment, instructions, cancelling, refunds. */
describe.each(dialects)("payments on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "service", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect, env: { PUBLIC_URL: "https://shop.example", DEFERRED_PAYMENT_DAYS: "7", CARD_PAYMENT_TIMEOUT_MINUTES: "20" } });
    });
    afterAll(() => api?.close());
    const payments = () => api.commerce.services.payments;
    const db = () => api.commerce.database.db;

    it("offers the four methods in the store's language", () => {
      expect(payments().methods(serviceScope({ store: stores.fr }), 4_990)).toEqual([
        { code: "sandbox_card", title: "Carte bancaire", isDeferred: false },
        { code: "sandbox_wallet", title: "Portefeuille en ligne (type PayPal)", isDeferred: false },
        { code: "bank_transfer", title: "Virement bancaire", isDeferred: true },
        { code: "cheque", title: "Chèque", isDeferred: true },
      ]);
      expect(payments().methods(serviceScope({ store: stores.en }), 4_990).map((method) => method.title)).toEqual([
        "Card",
        "Online wallet (PayPal-like)",
        "Bank transfer",
        "Cheque",
      ]);
    });

    it("starts a card payment: a hosted page in the store's path, due after the card timeout", async () => {
      const order = await insertOrder(db(), { store: "en", amountCents: 12_345 });
      const before = Date.now();
      const started = await payments().start(serviceScope({ store: stores.en }), order, "sandbox_card");
      expect(started.reference).toMatch(REFERENCE_PATTERN);
      expect(started.redirectUrl).toBe(`https://shop.example/en/payment/sandbox/sandbox_card/${started.reference}`);
      const due = Date.parse(started.dueAt) - before;
      expect(due).toBeGreaterThanOrEqual(20 * 60_000 - 1_000);
      expect(due).toBeLessThanOrEqual(20 * 60_000 + 1_000);
      const row = await db().selectFrom("payment").selectAll().where("id", "=", started.paymentId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ order_id: order.id, provider: "sandbox_card", amount_cents: 12_345, currency: "EUR", status: "pending", expires_at: started.dueAt });
      // No instructions for a card payment.
      expect(await payments().instructions(serviceScope(), order.id)).toBeNull();
    });

    it("starts a bank transfer with instructions (payee, bank, reference), due after the deferred days", async () => {
      const order = await insertOrder(db(), { amountCents: 5_000 });
      const started = await payments().start(serviceScope(), order, "bank_transfer");
      expect(started.redirectUrl).toBeNull();
      expect(Date.parse(started.dueAt) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 5_000);
      const instructions = await payments().instructions(serviceScope(), order.id);
      expect(instructions).toEqual({
        amountCents: 5_000,
        payee: "Essences & Botanique SAS",
        reference: started.reference,
        iban: "FR76 3000 6000 0112 3456 7890 189",
        bic: "AGRIFRPPXXX",
        bankName: "Crédit Agricole Provence Côte d'Azur",
        mailingAddress: null,
        dueAt: started.dueAt,
      });
    });

    it("gives a cheque's mailing address, and no instructions once the payment is cancelled", async () => {
      const order = await insertOrder(db());
      const started = await payments().start(serviceScope(), order, "cheque");
      const instructions = await payments().instructions(serviceScope(), order.id);
      expect(instructions).toMatchObject({ reference: started.reference, iban: null, bic: null, bankName: null });
      expect(instructions?.mailingAddress).toEqual(["Essences & Botanique – Service encaissement", "12 avenue Sainte-Lorette", "06130 Grasse", "France"]);
      await payments().cancelPending(serviceScope(), order.id);
      expect(await payments().instructions(serviceScope(), order.id)).toBeNull();
      const row = await db().selectFrom("payment").select("status").where("id", "=", started.paymentId).executeTakeFirstOrThrow();
      expect(row.status).toBe("cancelled");
    });

    it("starts inside the caller's transaction: rolled back with it", async () => {
      const order = await insertOrder(db());
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await payments().start(serviceScope({ executor: trx }), order, "sandbox_wallet");
            throw new Error("rollback");
          }),
      ).rejects.toThrow("rollback");
      expect(await db().selectFrom("payment").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
    });

    it("gives each payment its own reference", async () => {
      const order = await insertOrder(db());
      const references = new Set<string>();
      for (let index = 0; index < 20; index++) references.add((await payments().start(serviceScope(), order, "bank_transfer")).reference);
      expect(references.size).toBe(20);
    });

    it("asks a paid sandbox payment's provider for a refund (confirmed later by its notification), never beyond what it took; a transfer's refund is manual", async () => {
      const order = await insertOrder(db(), { amountCents: 3_000 });
      const card = await payments().start(serviceScope(), order, "sandbox_card");
      expect(await payments().refund(serviceScope(), card.paymentId, 3_000, "rf-a")).toEqual({ ok: false, reason: "not_paid" });
      await db().updateTable("payment").set({ status: "paid" }).where("id", "=", card.paymentId).execute();
      expect(await payments().refund(serviceScope(), card.paymentId, 3_001, "rf-a")).toEqual({ ok: false, reason: "invalid_amount" });
      expect(await payments().refund(serviceScope(), card.paymentId, 2_000, "rf-a")).toEqual({ ok: true, kind: "requested" });
      // What is left to refund is what it took minus what was asked already.
      expect(await payments().refund(serviceScope(), card.paymentId, 1_001, "rf-b")).toEqual({ ok: false, reason: "invalid_amount" });
      expect(await payments().refund(serviceScope(), card.paymentId, 1_000, "rf-b")).toEqual({ ok: true, kind: "requested" });
      // Paid until the provider confirms it.
      expect(await db().selectFrom("payment").select(["status", "refunded_cents"]).where("id", "=", card.paymentId).executeTakeFirstOrThrow()).toEqual({ status: "paid", refunded_cents: 3_000 });

      const transfer = await payments().start(serviceScope(), order, "bank_transfer");
      await db().updateTable("payment").set({ status: "paid" }).where("id", "=", transfer.paymentId).execute();
      expect(await payments().refund(serviceScope(), transfer.paymentId, 1_000, "rf-c")).toEqual({ ok: true, kind: "manual" });
      expect(await payments().refund(serviceScope(), transfer.paymentId, 2_000, "rf-d")).toEqual({ ok: true, kind: "manual" });
      expect(await db().selectFrom("payment").select(["status", "refunded_cents"]).where("id", "=", transfer.paymentId).executeTakeFirstOrThrow()).toEqual({ status: "refunded", refunded_cents: 3_000 });
    });
  });
});
