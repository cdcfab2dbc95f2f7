import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/database.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import { seedProducts } from "../../testing/seed-data.ts";
import { createTestShelf, testProducts } from "../../testing/test-products.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { runAdminCommand } from "./test-kit.ts";

/** `npm run admin -- stock-alert list [--sku SKU]`: the products shoppers wait for, with their counts. */

describe.each(dialects)("npm run admin -- stock-alert on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect });
      await createTestShelf(api.commerce.database.db);
      await seedProducts(api.commerce.database.db, testProducts);
    });
    afterAll(() => api?.close());

    const admin = (...args: string[]) => runAdminCommand(api.env, args);

    it("lists products with alerts waiting, active and unconfirmed counted apart; notified ones are done", async () => {
      expect((await admin("stock-alert", "list")).stdout.trim()).toBe("No alert is waiting.");
      const { db } = api.commerce.database;
      const idOf = async (sku: string) => (await db.selectFrom("product").select("id").where("sku", "=", sku).executeTakeFirstOrThrow()).id;
      const [soldOut, blue] = [await idOf("TEST-EPUISE"), await idOf("TEST-FLACON-BLUE")];
      const alert = (productId: number, name: string, status: "unconfirmed" | "active" | "notified", n: number) =>
        db.insertInto("stock_alert").values({ product_id: productId, email: `cli-${n}@example.test`, store: "fr", product_name: name, status, created_at: nowIso() }).execute();
      await alert(soldOut, "Ylang épuisé de test", "active", 1);
      await alert(soldOut, "Ylang épuisé de test", "active", 2);
      await alert(soldOut, "Ylang épuisé de test", "unconfirmed", 3);
      await alert(soldOut, "Ylang épuisé de test", "notified", 4);
      await alert(blue, "Flacon compte-gouttes de test – Bleu cobalt", "unconfirmed", 5);

      const list = await admin("stock-alert", "list");
      expect(list.status).toBe(0);
      expect(list.stdout).toBe(
        [
          "SKU               NAME                                         ACTIVE  UNCONFIRMED",
          "TEST-EPUISE       Ylang épuisé de test                         2       1",
          "TEST-FLACON-BLUE  Flacon compte-gouttes de test – Bleu cobalt  0       1",
          "",
        ].join("\n"),
      );
      expect((await admin("stock-alert", "list", "--sku", "TEST-FLACON-BLUE")).stdout.split("\n")).toHaveLength(3);
      expect((await admin("stock-alert", "list", "--sku", "TEST-CITRON")).stdout.trim()).toBe("No alert is waiting for TEST-CITRON.");
      const unknown = await admin("stock-alert", "list", "--sku", "NOPE");
      expect(unknown.status).toBe(1);
      expect(unknown.stdout.trim()).toBe("No product has the sku NOPE.");
      expect((await admin("help")).stdout).toMatch(/^ {2}stock-alert list \[--sku SKU\] +Lists products with in-stock alerts waiting/m);
    });
  });
});
