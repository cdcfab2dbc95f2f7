import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { shopDayStart } from "./coupon.ts";
import { runAdminCommand, spawnAdmin } from "./test-kit.ts";

/**
 * `npm run admin -- coupon list|add|disable` on the configured database, through the entry
 * admin.ts runs, in the test's process (a process each costs seconds; one usage mistake is run
 * as the operator runs it): what it prints, what it stores, its exit codes, and a running server
 * that applies the change at once.
 */

describe("the shop's days", () => {
  it("start at midnight in Paris, summer and winter, and reject dates that do not exist", () => {
    expect(shopDayStart("2026-01-15")).toBe("2026-01-14T23:00:00.000Z");
    expect(shopDayStart("2026-07-14")).toBe("2026-07-13T22:00:00.000Z");
    // The day clocks change (29 March 2026, 25 October 2026) still starts at midnight.
    expect(shopDayStart("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
    expect(shopDayStart("2026-03-29", 1)).toBe("2026-03-29T22:00:00.000Z");
    expect(shopDayStart("2026-10-25", 1)).toBe("2026-10-25T23:00:00.000Z");
    expect(shopDayStart("2026-12-31", 1)).toBe("2026-12-31T23:00:00.000Z");
    for (const bad of ["2026-02-30", "2026-13-01", "26-01-01", "tomorrow"]) expect(shopDayStart(bad), bad).toBeUndefined();
  });
});

describe.each(dialects)("npm run admin -- coupon on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect });
    }, 60_000);
    afterAll(() => api?.close());

    const admin = (...args: string[]) => runAdminCommand(api.env, args);

    it("lists the coupons with their value, minimum, validity, uses and state", async () => {
      const listed = await admin("coupon", "list");
      expect(listed.status, listed.stderr).toBe(0);
      const lines = listed.stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^CODE\s+TYPE\s+VALUE\s+MINIMUM\s+VALID\s+USED\/LIMIT\s+STATE$/);
      const row = (code: string) => lines.find((line) => line.startsWith(`${code} `))?.split(/\s{2,}/);
      expect(row("BIENVENUE10")).toEqual(["BIENVENUE10", "percentage", "10%", "from 30.00 EUR", "always", "0/∞, 1 per customer", "active"]);
      expect(row("ESSENCES5")).toEqual(["ESSENCES5", "fixed_amount", "5.00 EUR", "from 40.00 EUR", "always", "0/∞", "active"]);
      expect(row("LIVRAISONOFFERTE")).toEqual(["LIVRAISONOFFERTE", "free_shipping", "free delivery", "from 25.00 EUR", "always", "0/∞", "active"]);
      expect(row("PREMIERS50")).toEqual(["PREMIERS50", "percentage", "15%", "no minimum", "always", "0/50", "active"]);
      expect(row("NOEL2025")).toEqual(["NOEL2025", "percentage", "20%", "from 50.00 EUR", "2025-12-01 to 2025-12-25", "0/∞", "active"]);
    }, 60_000);

    it("adds a coupon the server applies at once, its dates whole days in Paris time", async () => {
      const added = await admin("coupon", "add", "ete-10", "--percent", "10", "--min", "20,50", "--from", "2026-06-01", "--until", "2026-08-31", "--limit", "100", "--per-customer", "1");
      expect(added.status, added.stderr).toBe(0);
      expect(added.stdout.trim().split("\n")).toEqual(["Added ETE-10: 10%, from 20.50 EUR, valid 2026-06-01 to 2026-08-31.", 'Labels: "10\u00a0% de remise" / "10% off"']);
      const stored = await api.commerce.database.db.selectFrom("coupon").selectAll().where("code", "=", "ETE-10").executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        type: "percentage",
        percent: 10,
        amount_cents: null,
        min_subtotal_cents: 2050,
        starts_at: "2026-05-31T22:00:00.000Z",
        ends_at: "2026-08-31T22:00:00.000Z",
        usage_limit: 100,
        usage_per_customer: 1,
        times_used: 0,
      });
      const { coupons } = api.commerce.services;
      const check = (at: string) => coupons.check(serviceScope(), "ete-10", { subtotalInclCents: 2050, customerId: null, now: new Date(at) });
      expect(await check("2026-05-31T21:59:59.999Z")).toEqual({ ok: false, code: "COUPON_EXPIRED" });
      expect(await check("2026-05-31T22:00:00.000Z")).toMatchObject({ ok: true, coupon: { code: "ETE-10", percent: 10 } });
      // 31 August at 23:59 in Paris is still valid.
      expect(await check("2026-08-31T21:59:00.000Z")).toMatchObject({ ok: true });
      expect(await check("2026-08-31T22:00:00.000Z")).toEqual({ ok: false, code: "COUPON_EXPIRED" });

      const fixed = await admin("coupon", "add", "MERCI", "--amount", "7.5", "--label-fr", "Merci : 7,50 € offerts", "--label-en", "Thank you: €7.50 off");
      expect(fixed.status, fixed.stderr).toBe(0);
      expect(fixed.stdout).toContain("Added MERCI: 7.50 EUR, no minimum, valid always.");
      expect(await coupons.check(serviceScope(), "merci", { subtotalInclCents: 100, customerId: null })).toMatchObject({
        ok: true,
        coupon: { amountCents: 750, label: "Merci : 7,50 € offerts" },
      });

      const disabled = await admin("coupon", "disable", "merci");
      expect(disabled.status, disabled.stderr).toBe(0);
      expect(disabled.stdout.trim()).toBe("Disabled MERCI.");
      expect(await coupons.check(serviceScope(), "MERCI", { subtotalInclCents: 100, customerId: null })).toEqual({ ok: false, code: "COUPON_INVALID" });
      expect((await admin("coupon", "list")).stdout).toMatch(/MERCI .*disabled/);
    }, 60_000);

    it("refuses a taken code, an unknown code or a value not allowed (exit 1), a wrong usage (exit 2)", async () => {
      const taken = await admin("coupon", "add", "BIENVENUE10", "--free-shipping");
      expect(taken.status).toBe(1);
      expect(taken.stdout.trim()).toBe("A coupon BIENVENUE10 already exists (coupon list shows it).");
      const unknown = await admin("coupon", "disable", "NOPE2024");
      expect(unknown.status).toBe(1);
      expect(unknown.stdout.trim()).toBe("No coupon has the code NOPE2024.");
      const backwards = await admin("coupon", "add", "ARRIERE", "--free-shipping", "--from", "2026-09-01", "--until", "2026-08-01");
      expect(backwards.status).toBe(1);
      expect(backwards.stdout).toContain("--from before --until");
      const malformed = await admin("coupon", "add", "É!", "--free-shipping");
      expect(malformed.stdout).toBe("A code is 3 to 32 letters (A to Z), digits, - or _.\n");
      expect(malformed.status).toBe(1);

      for (const args of [
        ["coupon", "add", "DEUX", "--percent", "10", "--amount", "5"],
        ["coupon", "add", "AUCUN"],
        ["coupon", "add", "TROP", "--percent", "120"],
        ["coupon", "add", "CHER", "--amount", "cinq"],
        ["coupon", "add", "QUAND", "--free-shipping", "--until", "31/12/2026"],
        ["coupon", "add", "--free-shipping"],
        ["coupon", "add", "INCONNU", "--free-shipping", "--colour", "red"],
        ["coupon", "disable"],
        ["coupon", "list", "extra"],
      ]) {
        const result = await admin(...args);
        expect(result.status, args.join(" ")).toBe(2);
        expect(result.stderr).toContain(`Usage: npm run admin -- coupon ${args[1]}`);
      }
      // As the operator sees it: the message and usage on standard error.
      const spawned = await spawnAdmin(api.env, ["coupon", "add", "DEUX", "--percent", "10", "--amount", "5"]);
      expect(spawned.status).toBe(2);
      expect(spawned.stderr).toContain("Give exactly one of --percent, --amount, --free-shipping.\nUsage: npm run admin -- coupon add <CODE>");
    }, 60_000);
  });
});
