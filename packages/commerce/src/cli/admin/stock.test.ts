import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../../modules/shop/service-scope.ts";
import { runAdminCommand, spawnAdmin } from "./test-kit.ts";

/**
 * `npm run admin -- stock set|show` on the configured database, the first command from a process
 * of its own as the operator runs it, the others through the same entry in the test's process:
 * what it prints, its exit codes, and a running server that shows the new availability without
 * a new catalogue version.
 */

describe.each(dialects)("npm run admin -- stock on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect });
      await createTestShelf(api.commerce.database.db);
      await seedProducts(api.commerce.database.db, testProducts);
    });
    afterAll(() => api?.close());

    const admin = (...args: string[]) => runAdminCommand(api.env, args);

    it("sets a unit's stock, says what changed, and the server shows it", async () => {
      const { products, catalogVersion } = api.commerce.services;
      const version = await catalogVersion.current();
      const stockOf = async () => {
        const scope = serviceScope();
        return (await products.stock(scope, (await products.bySku(scope, "TEST-LOT-12"))!)).isInStock;
      };
      expect(await stockOf()).toBe(true);

      // A process of its own, as the operator runs it: the server learns the change from the database.
      const set = await spawnAdmin(api.env, ["stock", "set", "TEST-LOT-12", "0"]);
      expect(set.status, set.stderr).toBe(0);
      expect(set.stdout.trim()).toBe("TEST-LOT-12: 12 → 0, now out of stock");
      await expect.poll(stockOf, { timeout: 3_000 }).toBe(false);

      const show = await admin("stock", "show", "TEST-LOT-12");
      expect(show.stdout.trim()).toBe("TEST-LOT-12: 0, out of stock");
      const again = await admin("stock", "set", "TEST-LOT-12", "12");
      expect(again.stdout.trim()).toBe("TEST-LOT-12: 0 → 12, now in stock");
      await expect.poll(stockOf, { timeout: 3_000 }).toBe(true);
      expect(await catalogVersion.current()).toBe(version);
    }, 60_000);

    it("refuses an unknown sku or a product without stock of its own (exit 1), a bad number (exit 2)", async () => {
      const unknown = await admin("stock", "set", "NO-SUCH-SKU", "3");
      expect(unknown.status).toBe(1);
      expect(unknown.stdout).toContain("No product has the sku NO-SUCH-SKU");
      const parent = await admin("stock", "set", "TEST-LAVANDE", "3");
      expect(parent.status).toBe(1);
      expect(parent.stdout).toContain("TEST-LAVANDE is a configurable product");
      const bad = await admin("stock", "set", "TEST-LOT-12", "lots");
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain("Usage: npm run admin -- stock set <sku> <quantity>");
    }, 60_000);
  });
});
