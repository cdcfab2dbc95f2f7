import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/database.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { outboxFor } from "../../modules/order/order-test-kit.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { runAdminCommand, spawnAdmin } from "./test-kit.ts";

/**
 * `npm run admin -- credit …` on the configured database, one command from a process of its own as
 * the operator runs it, the others through the same entry in the test's process: what it prints,
 * what it changes (the balance and its entry, the customer's e-mail), exit codes.
 */

describe.each(dialects)("npm run admin -- credit on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect });
    }, 60_000);
    afterAll(() => api?.close());

    const admin = (...args: string[]) => runAdminCommand(api.env, args);

    async function customer(language: "fr" | "en" = "fr") {
      const email = `credit-cli-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const { id } = await api.commerce.database.db
        .insertInto("customer")
        .values({ email, password_hash: "not-a-password-hash", firstname: "Inès", lastname: "Martin", created_at: nowIso(), language, email_confirmed_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id, email };
    }

    it("adds credit from its own process (the reason as the customer's comment, the customer told), then shows the balance and the entries", async () => {
      const { id, email } = await customer();
      const added = await spawnAdmin(api.env, ["credit", "add", email.toUpperCase(), "12,50", "--reason", "Flacon arrivé cassé"]);
      expect(added.status, added.stderr).toBe(0);
      expect(added.stdout.trim()).toBe(`12.50 EUR added to ${email}'s store credit: balance 12.50 EUR. The customer is told by e-mail.`);
      expect(await api.commerce.services.storeCredit.balance(serviceScope(), id)).toBe(1_250);
      const [entry] = await api.commerce.database.db.selectFrom("store_credit_entry").selectAll().where("customer_id", "=", id).execute();
      expect(entry).toMatchObject({ action: "added_by_shop", amount_cents: 1_250, balance_cents: 1_250, comment: "Flacon arrivé cassé", staff: expect.stringMatching(/^cli:/) });
      expect((await outboxFor(api.commerce, email)).map((mail) => mail.kind)).toEqual(["store-credit.added"]);

      expect((await admin("credit", "add", email, "7.5", "--reason", "Geste commercial")).status).toBe(0);
      const shown = await admin("credit", "show", email);
      expect(shown.status, shown.stderr).toBe(0);
      const lines = shown.stdout.trim().split("\n");
      expect(lines[0]).toBe(`${email}: store credit 20.00 EUR`);
      expect(lines[1]).toBe("Last changes, newest first:");
      expect(lines[2]).toMatch(/UTC {2}added_by_shop\s+\+7\.50 EUR {2}balance 20\.00 EUR "Geste commercial" \(cli:/);
      expect(lines[3]).toMatch(/added_by_shop\s+\+12\.50 EUR {2}balance 12\.50 EUR "Flacon arrivé cassé"/);
    }, 60_000);

    it("refuses an unknown account (exit 1) and a wrong usage (exit 2), changing nothing", async () => {
      const { id, email } = await customer("en");
      expect(await admin("credit", "add", "nobody@example.com", "5", "--reason", "x")).toMatchObject({ status: 1, stdout: "No customer account has the e-mail nobody@example.com.\n" });
      expect(await admin("credit", "show", "nobody@example.com")).toMatchObject({ status: 1 });
      for (const args of [
        [email, "0", "--reason", "x"],
        [email, "-5", "--reason", "x"],
        [email, "12.345", "--reason", "x"],
        [email, "20000", "--reason", "x"],
        [email, "5"],
        [email, "5", "--reason", "   "],
        [email],
      ]) {
        const refused = await admin("credit", "add", ...args);
        expect(refused.status, args.join(" ")).toBe(2);
        expect(refused.stderr).toContain('Usage: npm run admin -- credit add <email> <amount> --reason "…"');
      }
      expect(await api.commerce.services.storeCredit.balance(serviceScope(), id)).toBe(0);
      expect(await admin("credit", "show", email)).toMatchObject({ status: 0, stdout: `${email}: store credit 0.00 EUR\nNo change yet.\n` });
    }, 60_000);
  });
});
