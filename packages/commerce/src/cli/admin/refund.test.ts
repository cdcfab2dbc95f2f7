import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { orderRow, outboxFor, placeTestOrder } from "../../modules/order/order-test-kit.ts";
import { customerSession } from "../../modules/order/place-order-test-kit.ts";
import { sandboxNotification } from "../../modules/payment/sandbox.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { runAdminCommand, spawnAdmin } from "./test-kit.ts";

/**
 * `npm run admin -- refund …` on the configured database (one run from a process of its own, as
 * the operator runs it; the others through the same entry in the test's process): what it prints,
 * what it writes, exit codes; a card refund left pending when no server receives the provider's
 * notification, completed once it is delivered.
 */

describe.each(dialects)("npm run admin -- refund on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let api: TestApi;
    beforeAll(async () => {
      // Nobody listens at the public address: the sandbox's notifications find no server there.
      api = await startTestApi({ dialect, env: { PUBLIC_URL: "http://127.0.0.1:9" } });
      await createTestShelf(api.commerce.database.db);
      await seedProducts(api.commerce.database.db, testProducts);
    }, 60_000);
    afterAll(() => api?.close());

    const admin = (...args: string[]) => runAdminCommand(api.env, args);
    const operator = { kind: "operator", operator: "ops-test" } as const;

    it("refunds part of a transfer order by hand from its own process, lists it, then refunds the rest to store credit: closed", async () => {
      const customer = await customerSession(api, "cli-refund");
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-30", quantity: 2 }, { sku: "TEST-LOT-31", quantity: 1 }] });
      await api.commerce.database.db.updateTable("sales_order").set({ customer_id: customer.id }).where("id", "=", order.id).execute();
      expect(await admin("refund", order.number, "--to", "original")).toMatchObject({ status: 1, stdout: `Order ${order.number}: This order is not paid: there is nothing to refund. (now pending_payment)\n` });
      await api.commerce.services.orders.markPaid(serviceScope(), order.number, operator);

      const part = await spawnAdmin(api.env, ["refund", order.number, "--to", "original", "--items", "TEST-LOT-30:1", "--shipping", "--fee", "1.50", "--reason", "damaged"]);
      expect(part.status, part.stderr).toBe(0);
      expect(part.stdout).toMatch(new RegExp(`^Refund \\S+ of order ${order.number}: 13\\.40 EUR \\(credit note AV-\\d{4}-\\d{6}\\): 13\\.40 EUR to the original payment\\.\nPay 13\\.40 EUR back by hand`));
      expect((await outboxFor(api.commerce, order.email)).map((mail) => mail.kind)).toContain("refund.issued");

      expect(await admin("refund", order.number, "--to", "original", "--items", "TEST-LOT-30:5")).toMatchObject({ status: 1, stdout: `Order ${order.number}: That is more units of this sku than the invoice has left to refund. TEST-LOT-30: 1 left to refund.\n` });
      expect(await admin("refund", order.number, "--to", "somewhere")).toMatchObject({ status: 2, stderr: expect.stringContaining("--to: original or store-credit.") });
      expect(await admin("refund", order.number, "--to", "original", "--items", "TEST-LOT-30")).toMatchObject({ status: 2 });
      expect(await admin("refund", order.number, "--to", "original", "--fee", "lots")).toMatchObject({ status: 2 });
      expect(await admin("refund", "2099-999999", "--to", "original")).toMatchObject({ status: 1, stdout: "Order 2099-999999: No order has this number.\n" });

      const rest = await admin("refund", order.number, "--to", "store-credit", "--adjustment", "1.00");
      expect(rest.status, rest.stdout).toBe(0);
      expect(rest.stdout).toContain("21.00 EUR to store credit.");
      expect(rest.stdout).toContain(`Everything invoiced is refunded: order ${order.number} is now closed.`);
      expect((await orderRow(api.commerce, order.id)).status).toBe("closed");

      const listed = await admin("refund", "list", order.number);
      expect(listed.status, listed.stderr).toBe(0);
      const lines = listed.stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^WHEN\s+CREDIT NOTE\s+AMOUNT\s+ADJ\.\/FEE\s+TO\s+STATUS\s+BY$/);
      expect(lines[1]).toMatch(/AV-\d{4}-\d{6}\s+13\.40 EUR\s+-1\.50 EUR\s+bank_transfer\s+manual \(by hand\)\s+cli:/);
      expect(lines[2]).toMatch(/AV-\d{4}-\d{6}\s+21\.00 EUR\s+\+1\.00 EUR\s+store credit\s+completed\s+cli:/);
      expect(await admin("refund", "list", "2099-999998")).toMatchObject({ status: 1, stdout: "No order has the number 2099-999998.\n" });
      expect(await admin("order", "list", "--status", "closed")).toMatchObject({ status: 0, stdout: expect.stringContaining(order.number) });
    }, 60_000);

    it("leaves a card refund pending when no server receives the provider's notification; the next pass delivers it", async () => {
      const order = await placeTestOrder(api.commerce, { lines: [{ sku: "TEST-LOT-32", quantity: 1 }], paymentMethod: "sandbox_card" });
      const payment = await api.commerce.database.db.selectFrom("payment").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
      const paid = sandboxNotification(api.commerce.config, { provider: "sandbox_card", reference: payment.reference, amountCents: payment.amount_cents, currency: "EUR" }, "payment.succeeded");
      await api.commerce.services.payments.receiveNotification("sandbox_card", paid.headers, Buffer.from(paid.body));

      const made = await admin("refund", order.number, "--to", "original");
      expect(made.status, made.stdout).toBe(0);
      expect(made.stdout).toContain("14.90 EUR to the original payment.");
      expect(made.stdout).toContain("Pending: the payment provider's confirmation is sent to the shop's server");
      expect((await admin("refund", "list", order.number)).stdout).toMatch(/sandbox_card\s+pending/);

      // The server's background pass, delivering to its own endpoint.
      const delivered = await api.commerce.services.refunds.notifySandboxRefunds({
        deliver: async (notification) => (await api.commerce.services.payments.receiveNotification("sandbox_card", notification.headers, Buffer.from(notification.body))).status,
      });
      expect(delivered).toEqual({ delivered: 1, pending: 0 });
      expect((await admin("refund", "list", order.number)).stdout).toMatch(/sandbox_card\s+completed/);
    }, 60_000);
  });
});
