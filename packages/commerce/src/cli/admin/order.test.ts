import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { historyOf, orderRow, outboxFor, placeTestOrder, stockOf } from "../../modules/order/order-test-kit.ts";
import { runAdminCommand, spawnAdmin } from "./test-kit.ts";

/**
 * `npm run admin -- order …` on the configured database, one command from a process of its own as
 * the operator runs it, the others through the same entry in the test's process: what it prints,
 * what it changes, exit codes.
 */

describe.each(dialects)("npm run admin -- order on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect });
      await createTestShelf(api.commerce.database.db);
      await seedProducts(api.commerce.database.db, testProducts);
    }, 60_000);
    afterAll(() => api?.close());

    const admin = (...args: string[]) => runAdminCommand(api.env, args);

    it("pays, shows and lists an order from its own process; paying again changes nothing", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-01", quantity: 1, name: "Ecorce 01" }] });
      const paid = await spawnAdmin(api.env, ["order", "pay", order.number]);
      expect(paid.status, paid.stderr).toBe(0);
      expect(paid.stdout.trim()).toBe(`Order ${order.number} is paid: now processing.`);
      expect((await orderRow(api.commerce, order.id)).status).toBe("processing");
      expect((await historyOf(api.commerce, order.id)).at(-1)).toMatchObject({ from: "pending_payment", to: "processing", cause: "operator", detail: { operator: expect.stringMatching(/^cli:/) } });
      expect((await outboxFor(api.commerce, order.email)).map((mail) => mail.kind)).toEqual(["order.payment_received"]);

      const again = await admin("order", "pay", order.number);
      expect(again).toMatchObject({ status: 0, stdout: `Order ${order.number} was already processing: nothing changed.\n` });

      const shown = await admin("order", "show", order.number);
      expect(shown.status, shown.stderr).toBe(0);
      expect(shown.stdout).toContain(`Order ${order.number}  processing  placed `);
      expect(shown.stdout).toMatch(/1\s+TEST-LOT-01\s+Ecorce 01 \[Contenance: 10 ml\]\s+1\s+0\s+10\.00 EUR/);
      expect(shown.stdout).toContain("Total 14.90 EUR incl. VAT");
      expect(shown.stdout).toContain("Ship to: Camille Durand, 12 rue des Lilas, Bâtiment B, 06130 Grasse, FR, +33612345678");
      expect(shown.stdout).toMatch(/bank_transfer\s+14\.90 EUR\s+paid/);
      expect(shown.stdout).toMatch(/— → pending_payment\s+placed\n.*pending_payment → processing\s+operator/);

      const listed = await admin("order", "list", "--status", "processing");
      expect(listed.status, listed.stderr).toBe(0);
      const lines = listed.stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^NUMBER\s+PLACED\s+STATUS\s+TOTAL\s+PAYMENT\s+EMAIL\s+DUE\s+FLAG$/);
      expect(lines.find((line) => line.startsWith(order.number))).toMatch(/processing\s+14\.90 EUR\s+bank_transfer\s+buyer-/);
    }, 60_000);

    it("cancels (stock back), ships in parts and completes; refused changes exit 1 with a clear message", async () => {
      const before = await stockOf(api.commerce, "TEST-LOT-02");
      const cancelled = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-02", quantity: 2 }] });
      expect(await admin("order", "cancel", cancelled.number)).toMatchObject({ status: 0, stdout: `Order ${cancelled.number} is cancelled, its stock given back: now cancelled.\n` });
      expect(await stockOf(api.commerce, "TEST-LOT-02")).toBe(before);
      expect(await admin("order", "pay", cancelled.number)).toMatchObject({
        status: 1,
        stdout: `Order ${cancelled.number} is cancelled: it cannot be paid (money received for it must be refunded).\n`,
      });

      const card = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-03", quantity: 1 }], paymentMethod: "sandbox_card" });
      expect(await admin("order", "pay", card.number)).toMatchObject({ status: 1, stdout: expect.stringContaining("only the provider's verified notification marks it paid") });

      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-04", quantity: 3 }, { sku: "TEST-LOT-05", quantity: 1 }] });
      expect(await admin("order", "ship", order.number)).toMatchObject({ status: 1, stdout: `Order ${order.number} is not paid yet: it cannot ship.\n` });
      await admin("order", "pay", order.number);
      expect(await admin("order", "ship", order.number, "TEST-LOT-04=5")).toMatchObject({ status: 1, stdout: `Order ${order.number} has 3 of TEST-LOT-04 left to ship.\n` });
      expect(await admin("order", "ship", order.number, "TEST-LOT-99=1")).toMatchObject({ status: 1, stdout: `Order ${order.number} has no line of TEST-LOT-99.\n` });
      const part = await admin("order", "ship", order.number, "TEST-LOT-04=2", "--tracking", "6A000111", "--carrier", "Colissimo");
      expect(part.status, part.stdout).toBe(0);
      expect(part.stdout).toMatch(new RegExp(`^Shipment #\\d+ of order ${order.number}: TEST-LOT-04 × 2\\. The order is now partially_shipped\\.\n$`));
      expect(await admin("order", "cancel", order.number)).toMatchObject({ status: 1, stdout: `Order ${order.number} is partially_shipped: something has shipped, it can no longer be cancelled.\n` });
      expect(await admin("order", "complete", order.number)).toMatchObject({ status: 1, stdout: `Order ${order.number} is partially_shipped: only a shipped order can be completed.\n` });
      const rest = await admin("order", "ship", order.number);
      expect(rest.stdout).toMatch(/TEST-LOT-04 × 1, TEST-LOT-05 × 1\. The order is now shipped\.\n$/);
      expect(await admin("order", "ship", order.number)).toMatchObject({ status: 1, stdout: `Order ${order.number} is shipped: nothing of it can ship.\n` });
      expect(await admin("order", "complete", order.number)).toMatchObject({ status: 0, stdout: `Order ${order.number} is complete: now complete.\n` });
      const shown = await admin("order", "show", order.number);
      expect(shown.stdout).toMatch(/Shipments:\n {2}#\d+ .*Colissimo 6A000111: TEST-LOT-04 × 2\n {2}#\d+ .*Colissimo: TEST-LOT-04 × 1, TEST-LOT-05 × 1/);
    }, 60_000);

    it("invoices: `order pay` issues one (listed by `order show`); `order invoice` makes the missing one of an order paid before, once; unpaid, cancelled and unknown orders exit 1", async () => {
      const paid = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-15", quantity: 1 }] });
      await admin("order", "pay", paid.number);
      const [issued] = await api.commerce.database.db.selectFrom("invoice").select("number").where("order_id", "=", paid.id).execute();
      expect(issued.number).toMatch(/^FA-\d{4}-\d{6}$/);
      expect((await admin("order", "show", paid.number)).stdout).toMatch(new RegExp(`Invoices:\\n {2}${issued.number} {2}issued \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} {2}14\\.90 EUR incl\\. VAT \\(VAT 2\\.49 EUR\\)\\n`));
      expect(await admin("order", "invoice", paid.number)).toMatchObject({ status: 0, stdout: `Order ${paid.number} has its invoice already (${issued.number}): nothing changed.\n` });

      // Paid before invoices were made: processing, its payment paid, no invoice.
      const older = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-16", quantity: 2 }] });
      const { db } = api.commerce.database;
      await db.updateTable("sales_order").set({ status: "processing" }).where("id", "=", older.id).execute();
      await db.updateTable("payment").set({ status: "paid" }).where("order_id", "=", older.id).execute();
      const made = await admin("order", "invoice", older.number);
      expect(made.status, made.stderr).toBe(0);
      const [invoice] = await db.selectFrom("invoice").select(["number", "grand_total_incl_cents"]).where("order_id", "=", older.id).execute();
      expect(invoice.grand_total_incl_cents).toBe(older.grand_total_incl_cents);
      expect(made.stdout).toBe(`Invoice ${invoice.number} of order ${older.number}: 24.90 EUR incl. VAT.\n`);
      expect(await admin("order", "invoice", older.number)).toMatchObject({ status: 0, stdout: expect.stringContaining("nothing changed") });

      const unpaid = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-17", quantity: 1 }] });
      expect(await admin("order", "invoice", unpaid.number)).toMatchObject({ status: 1, stdout: `Order ${unpaid.number} is not paid yet: its invoice is made when it is paid.\n` });
      await admin("order", "cancel", unpaid.number);
      expect(await admin("order", "invoice", unpaid.number)).toMatchObject({ status: 1, stdout: `Order ${unpaid.number} is cancelled without having been invoiced: there is nothing to invoice.\n` });
      expect(await admin("order", "invoice", "2026-424242")).toMatchObject({ status: 1, stdout: "No order has the number 2026-424242.\n" });
      expect(await db.selectFrom("invoice").select("id").where("order_id", "=", unpaid.id).execute()).toEqual([]);
      expect(await admin("order", "invoice")).toMatchObject({ status: 2 });
    }, 60_000);

    it("credit notes: `order cancel` of a paid order prints its credit note, `order show` lists it; cancelling again issues none", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-23", quantity: 2 }] });
      await admin("order", "pay", order.number);
      const cancelled = await admin("order", "cancel", order.number);
      expect(cancelled.status, cancelled.stderr).toBe(0);
      const { db } = api.commerce.database;
      const [note, ...more] = await db.selectFrom("credit_note").select(["number", "invoice_number"]).where("order_id", "=", order.id).execute();
      expect(more).toEqual([]);
      expect(note.number).toMatch(/^AV-\d{4}-\d{6}$/);
      // Paid by transfer: refunded through the refunds, to be paid back by hand.
      const [refund] = await db.selectFrom("refund").select(["public_id", "status"]).where("order_id", "=", order.id).execute();
      expect(refund.status).toBe("manual");
      expect(cancelled.stdout).toBe(
        `Order ${order.number} is cancelled, its stock given back: now cancelled.\nIts invoice is credited by credit note ${note.number}.\n` +
          `Refund ${refund.public_id} of 24.90 EUR: 24.90 EUR to the original payment.\nPay 24.90 EUR back by hand (the order was paid by transfer or cheque).\n`,
      );
      expect(await admin("order", "cancel", order.number)).toMatchObject({ status: 0, stdout: `Order ${order.number} was already cancelled: nothing changed.\n` });
      const shown = (await admin("order", "show", order.number)).stdout;
      expect(shown).toMatch(new RegExp(`Credit notes:\n {2}${note.number} {2}issued \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} {2}-24\\.90 EUR incl\\. VAT \\(VAT -4\\.16 EUR\\) {2}credits ${note.invoice_number} {2}order_cancelled\n`));
      expect(await db.selectFrom("credit_note").select("id").where("order_id", "=", order.id).execute()).toHaveLength(1);
      // An unpaid order cancelled: no credit note, nothing said of one.
      const unpaid = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-24", quantity: 1 }] });
      expect((await admin("order", "cancel", unpaid.number)).stdout).not.toContain("credit note");
      expect((await admin("order", "show", unpaid.number)).stdout).not.toContain("Credit notes:");
    }, 60_000);

    it("ships the lines given with --items sku:qty,…; with both forms or a malformed entry it is a usage error", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-18", quantity: 3 }, { sku: "TEST-LOT-19", quantity: 2 }, { sku: "TEST-LOT-20", quantity: 1 }] });
      await admin("order", "pay", order.number);
      const part = await admin("order", "ship", order.number, "--carrier", "Colissimo", "--tracking", "6A000222", "--items", "TEST-LOT-18:2,TEST-LOT-19:1");
      expect(part.status, part.stdout + part.stderr).toBe(0);
      expect(part.stdout).toMatch(new RegExp(`^Shipment #\\d+ of order ${order.number}: TEST-LOT-18 × 2, TEST-LOT-19 × 1\\. The order is now partially_shipped\\.\n$`));
      expect(await admin("order", "ship", order.number, "--items", "TEST-LOT-20:2")).toMatchObject({ status: 1, stdout: `Order ${order.number} has 1 of TEST-LOT-20 left to ship.\n` });
      for (const args of [
        ["--items", "TEST-LOT-18=1"],
        ["--items", "TEST-LOT-18:0"],
        ["--items", "TEST-LOT-18:1,"],
        ["--items", "TEST-LOT-18:1", "TEST-LOT-19=1"],
      ]) {
        expect(await admin("order", "ship", order.number, ...args), args.join(" ")).toMatchObject({ status: 2 });
      }
      expect((await admin("order", "ship", order.number, "--items", "TEST-LOT-18:1", "TEST-LOT-19=1")).stderr).toContain("not both");
      const rest = await admin("order", "ship", order.number, "TEST-LOT-18=1", "TEST-LOT-19=1", "TEST-LOT-20=1");
      expect(rest.stdout).toMatch(/The order is now shipped\.\n$/);
    }, 60_000);

    it("expires the unpaid orders past their delay", async () => {
      const before = await stockOf(api.commerce, "TEST-LOT-06");
      const due = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-06", quantity: 2 }], paymentDueAt: new Date(Date.now() - 1_000).toISOString() });
      const expired = await admin("order", "expire");
      expect(expired.status, expired.stderr).toBe(0);
      expect(expired.stdout.trim()).toBe("1 unpaid order past the payment delay cancelled, stock given back.");
      expect((await orderRow(api.commerce, due.id)).status).toBe("cancelled");
      expect(await stockOf(api.commerce, "TEST-LOT-06")).toBe(before);
      expect(await admin("order", "expire")).toMatchObject({ status: 0, stdout: "No unpaid order past its payment delay.\n" });
    }, 60_000);

    it("answers an unknown number with exit 1 and a wrong usage with exit 2", async () => {
      for (const words of [["show"], ["pay"], ["cancel"], ["ship"], ["complete"]]) {
        expect(await admin("order", ...words, "2026-424242")).toMatchObject({ status: 1, stdout: "No order has the number 2026-424242.\n" });
      }
      expect(await admin("order", "list", "--status", "lost")).toMatchObject({ status: 2, stderr: expect.stringContaining("--status: one of pending_payment") });
      expect(await admin("order", "list", "--limit", "0")).toMatchObject({ status: 2 });
      expect(await admin("order", "pay")).toMatchObject({ status: 2, stderr: "Expected <number>.\nUsage: npm run admin -- order pay <number>\n" });
      expect(await admin("order", "ship")).toMatchObject({ status: 2 });
      expect(await admin("order", "ship", "2026-000001", "SKU")).toMatchObject({ status: 2, stderr: expect.stringContaining("write sku=quantity") });
      expect(await admin("order", "ship", "2026-000001", "SKU=0")).toMatchObject({ status: 2 });
      expect(await admin("order", "pay", "2026-000001", "--force")).toMatchObject({ status: 2 });
    }, 60_000);
  });
});
