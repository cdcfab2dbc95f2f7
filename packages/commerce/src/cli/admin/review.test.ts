import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { startOrderTestApi } from "../../modules/order/place-order-test-kit.ts";
import { runAdminCommand } from "./test-kit.ts";

/**
 * `npm run admin -- review …` on the configured database, through the same entry as the operator's
 * process: the moderation queue, a review whole, approving and rejecting (what shoppers see, the
 * feed row), exit codes.
 */

describe.each(dialects)("npm run admin -- review on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(() => api?.close());

    const admin = (...args: string[]) => runAdminCommand(api.env, args);

    async function written(sku: string, fields: { store?: string; createdAt: string; title: string; status?: "pending" | "approved" | "rejected" }) {
      const { db } = api.commerce.database;
      const product = await db.selectFrom("product").select("id").where("sku", "=", sku).executeTakeFirstOrThrow();
      const row = await db
        .insertInto("product_review")
        .values({
          product_id: product.id,
          customer_id: null,
          store: fields.store ?? "fr",
          author_name: "Camille R.",
          product_name: "Citron zeste de test",
          rating: 4,
          title: fields.title,
          comment_html: "<p>Très <strong>frais</strong> &amp; net.</p><ul><li>tenue</li><li>prix</li></ul>",
          status: fields.status ?? "pending",
          verified_purchase: 1,
          created_at: fields.createdAt,
          moderated_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    }

    it("lists the queue oldest first, shows a review whole, approves and rejects", async () => {
      const older = await written("TEST-CITRON", { createdAt: "2026-01-02T10:00:00.000Z", title: "Plus ancien" });
      const newer = await written("TEST-CITRON", { createdAt: "2026-01-03T10:00:00.000Z", title: "Plus récent", store: "en" });
      await written("TEST-CITRON", { createdAt: "2026-01-04T10:00:00.000Z", title: "Déjà publié", status: "approved" });

      const queue = await admin("review", "list", "--sku", "TEST-CITRON");
      expect(queue.status, queue.stderr).toBe(0);
      const lines = queue.stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^ID\s+WRITTEN\s+STORE\s+STATUS\s+SKU\s+PRODUCT\s+RATING\s+AUTHOR\s+TITLE\s+VERIFIED$/);
      expect(lines.slice(1).map((line) => Number(line.split(/\s+/)[0]))).toEqual([older, newer]);
      expect(lines[1]).toMatch(/2026-01-02 11:00\s+fr\s+pending\s+TEST-CITRON\s+Citron zeste de test\s+4\/5\s+Camille R\.\s+Plus ancien\s+yes$/);
      expect((await admin("review", "list", "--status", "all", "--sku", "TEST-CITRON")).stdout.trim().split("\n")).toHaveLength(4);

      const shown = await admin("review", "show", String(older));
      expect(shown.status).toBe(0);
      expect(shown.stdout).toContain(`Review ${older}  pending  written 2026-01-02 11:00 in the fr store`);
      expect(shown.stdout).toContain("Product: TEST-CITRON Citron zeste de test");
      expect(shown.stdout).toContain("  Très frais & net.\n");
      expect(shown.stdout).toContain("  • tenue\n  • prix\n");

      const position = api.commerce.services.stock.feed.position();
      const approved = await admin("review", "approve", String(older), String(newer));
      expect(approved).toMatchObject({ status: 0 });
      expect(approved.stdout).toContain(`Review ${older} is approved.\nReview ${newer} is approved.\n`);
      expect(await admin("review", "approve", String(older))).toMatchObject({ status: 0, stdout: `Review ${older} was already approved: nothing changed.\n` });
      expect((await admin("review", "list")).stdout).not.toMatch(new RegExp(`^${older}\\s`, "m"));
      // The commands' process appended the feed row; the server reads it within a second.
      const citron = await api.commerce.database.db.selectFrom("product").select("id").where("sku", "=", "TEST-CITRON").executeTakeFirstOrThrow();
      await api.commerce.services.stock.refresh();
      expect(api.commerce.services.stock.feed.tagsChangedSince(position)).toContain(`product:${citron.id}`);

      expect(await admin("review", "reject", String(newer), "999999")).toMatchObject({ status: 1, stdout: `Review ${newer} is rejected.\nNo review has the id 999999.\nPages showing these products are rendered again within a second.\n` });
      const after = await api.commerce.database.db.selectFrom("product_review").select(["status", "moderated_at"]).where("id", "=", newer).executeTakeFirstOrThrow();
      expect(after.status).toBe("rejected");
      expect(after.moderated_at).not.toBeNull();
    });

    it("refuses wrong usage and unknown ids", async () => {
      expect(await admin("review", "show", "999999")).toMatchObject({ status: 1, stdout: "No review has the id 999999.\n" });
      expect((await admin("review", "show", "abc")).status).toBe(2);
      expect((await admin("review", "approve")).status).toBe(2);
      expect((await admin("review", "list", "--status", "lost")).status).toBe(2);
      expect(await admin("review", "list", "--sku", "NOPE")).toMatchObject({ status: 1, stdout: "No product has the sku NOPE.\n" });
    });
  });
});
