import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import { outboxFor } from "../../modules/order/order-test-kit.ts";
import { CREATE, returnCustomer, shippedOrder, startReturnTestApi, unopened } from "../../modules/returns/return-test-kit.ts";
import { runAdminCommand, spawnAdmin } from "./test-kit.ts";

/**
 * `npm run admin -- return …` on the configured database, one command from a process of its own as
 * the operator runs it, the others through the same entry in the test's process: what it prints,
 * what it changes, exit codes.
 */

describe.each(dialects)("npm run admin -- return on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let started: Awaited<ReturnType<typeof startReturnTestApi>>;
    beforeAll(async () => {
      started = await startReturnTestApi(dialect);
    }, 60_000);
    afterAll(() => started?.close());

    const admin = (...args: string[]) => runAdminCommand(started.api.env, args);

    /** A return of `units` of TEST-LOT-`lot` (and one of the next lot), asked for by a new customer. */
    async function requested(label: string, lot: number, units: number) {
      const { api } = started;
      const customer = await returnCustomer(api, label);
      const sku = `TEST-LOT-${lot}`;
      const next = `TEST-LOT-${lot + 1}`;
      const order = await shippedOrder(api, customer, [{ sku, quantity: units }, { sku: next, quantity: 1 }]);
      const made = (
        await customer.send(CREATE, {
          input: {
            orderId: order.public_id,
            items: [
              { orderItemId: "1", quantity: units, answers: unopened({ batch_number: "L24-0316" }) },
              { orderItemId: "2", quantity: 1, answers: unopened() },
            ],
          },
        })
      ).data.createReturnAuthorization;
      expect(made.success, made.errorCode).toBe(true);
      return { number: made.returnAuthorization.number as string, order, customer, sku, next };
    }

    it("lists and shows returns, authorises from its own process, receives, approves in parts and rejects the rest", async () => {
      const { number, order, customer, sku, next } = await requested("cli-ana", 20, 3);
      const listed = await admin("return", "list", "--status", "requested");
      expect(listed.status, listed.stderr).toBe(0);
      const lines = listed.stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^NUMBER\s+REQUESTED\s+STATUS\s+ORDER\s+UNITS\s+EMAIL$/);
      expect(lines.find((line) => line.startsWith(number))).toMatch(new RegExp(`requested\\s+${order.number}\\s+4\\s+${customer.email}`));

      const authorised = await spawnAdmin(started.api.env, ["return", "authorise", number, "--note", "Merci de joindre le bon."]);
      expect(authorised.status, authorised.stderr).toBe(0);
      expect(authorised.stdout.trim()).toBe(`Return ${number} is authorised: now authorised. The shopper is told by e-mail.`);
      expect(await admin("return", "authorise", number)).toMatchObject({ status: 0, stdout: `Return ${number} was already authorised: nothing changed.\n` });
      expect(await admin("return", "approve", number)).toMatchObject({ status: 1, stdout: `Return ${number} is authorised: its items can be approved once received.\n` });
      expect(await admin("return", "receive", number)).toMatchObject({ status: 0, stdout: `Return ${number} is received: now received. The shopper is told by e-mail.\n` });
      expect(await admin("return", "approve", number, "--items", `${sku}:5`)).toMatchObject({ status: 1, stdout: `Return ${number} has 3 of ${sku} received and not decided yet.\n` });
      expect(await admin("return", "approve", number, "--items", "TEST-NOPE:1")).toMatchObject({ status: 1, stdout: `Return ${number} holds no item of TEST-NOPE.\n` });
      expect(await admin("return", "approve", number, "--items", `${sku}:2`)).toMatchObject({
        status: 0,
        stdout: `Return ${number} has items approved (${sku} × 2 approved): now received. The shopper is told by e-mail.\nBack in stock: ${sku} +2.\n`,
      });
      expect(await admin("return", "reject", number, "--note", "Flacon ouvert.")).toMatchObject({
        status: 0,
        stdout: `Return ${number} has items rejected (${sku} × 1 rejected, ${next} × 1 rejected): now closed. The shopper is told by e-mail.\n`,
      });
      expect(await admin("return", "reject", number)).toMatchObject({ status: 0, stdout: `Return ${number} was already closed: nothing changed.\n` });

      const shown = await admin("return", "show", number.toLowerCase());
      expect(shown.status, shown.stderr).toBe(0);
      expect(shown.stdout).toContain(`Return ${number}  closed  requested `);
      expect(shown.stdout).toContain(`Order ${order.number} (shipped), e-mail ${customer.email}`);
      expect(shown.stdout).toMatch(new RegExp(`${sku}\\s+Produit ${sku} \\[Contenance: 10 ml\\]\\s+1\\s+rejected\\s+reason=No longer wanted; opened=No; batch_number=L24-0316`));
      expect(shown.stdout).toMatch(new RegExp(`${sku}\\s+Produit ${sku} \\[Contenance: 10 ml\\]\\s+2\\s+approved`));
      expect(shown.stdout).toMatch(/requested → authorised {2}authorise \{"operator":"cli:[^"]+","note":"Merci de joindre le bon\."\}/);
      expect(shown.stdout).toMatch(/received → closed {2}reject/);
      const kinds = (await outboxFor(started.api.commerce, customer.email)).filter((mail) => mail.kind.startsWith("return.")).map((mail) => mail.data.change ?? mail.kind);
      expect(kinds).toEqual(["return.requested", "authorised", "received", "decided", "decided"]);
    }, 60_000);

    it("rejects a request before receipt whole, refuses what the status or the arguments do not allow", async () => {
      const { number } = await requested("cli-ben", 24, 1);
      expect(await admin("return", "receive", number)).toMatchObject({ status: 1, stdout: `Return ${number} is requested: only an authorised return can be received.\n` });
      expect(await admin("return", "reject", number, "--items", "TEST-LOT-24:1")).toMatchObject({ status: 1, stdout: `Return ${number} is requested: before receipt a request is rejected whole (no --items).\n` });
      expect(await admin("return", "reject", number)).toMatchObject({ status: 0, stdout: expect.stringContaining("TEST-LOT-24 × 1 rejected, TEST-LOT-25 × 1 rejected): now closed.") });
      expect(await admin("return", "authorise", number)).toMatchObject({ status: 1, stdout: `Return ${number} is closed: only a requested return can be authorised.\n` });
      expect(await admin("return", "show", "RMA-2000-000001")).toMatchObject({ status: 1, stdout: "No return has the number RMA-2000-000001.\n" });
      expect(await admin("return", "authorise", "RMA-2000-000001")).toMatchObject({ status: 1, stdout: "No return has the number RMA-2000-000001.\n" });
      expect(await admin("return", "approve", number, "--items", "TEST-LOT-24")).toMatchObject({ status: 2, stderr: expect.stringContaining("Not an item in --items") });
      expect(await admin("return", "authorise", number, "--items", "TEST-LOT-24:1")).toMatchObject({ status: 2, stderr: expect.stringContaining("--items applies to approve and reject only.") });
      expect(await admin("return", "reject", number, "--no-restock")).toMatchObject({ status: 2, stderr: expect.stringContaining("--no-restock applies to approve only.") });
      expect(await admin("return", "list", "--status", "lost")).toMatchObject({ status: 2 });
      expect(await admin("return", "show")).toMatchObject({ status: 2 });
    }, 60_000);
  });
});
