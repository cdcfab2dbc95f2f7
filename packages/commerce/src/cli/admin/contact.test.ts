import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { runAdminCommand } from "./test-kit.ts";

/** `npm run admin -- contact list [--since DATE]` and `contact show <id>`: the messages shoppers sent, for the operator to answer. */

describe.each(dialects)("npm run admin -- contact on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "operator commands", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(() => api?.close());

    const admin = (...args: string[]) => runAdminCommand(api.env, args);

    it("lists messages newest first (since a day in Paris time) and shows one whole", async () => {
      expect((await admin("contact", "list")).stdout.trim()).toBe("No contact message.");
      const { db } = api.commerce.database;
      const message = async (values: { store: "fr" | "en"; name: string; email: string; subject: "order_question" | "other"; order: string | null; message: string; at: string }) =>
        (
          await db
            .insertInto("contact_message")
            .values({ store: values.store, name: values.name, email: values.email, subject: values.subject, order_number: values.order, message: values.message, client_hash: "h", created_at: values.at })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const older = await message({ store: "fr", name: "Camille Durand", email: "camille@example.test", subject: "order_question", order: "2026-000042", message: "Où en est ma commande ?\nMerci.", at: "2026-03-01T09:00:00.000Z" });
      const newer = await message({ store: "en", name: "Ada Lovelace", email: "ada@example.test", subject: "other", order: null, message: "Hello there, a question.", at: "2026-03-02T22:30:00.000Z" });

      const list = await admin("contact", "list");
      expect(list.status).toBe(0);
      expect(list.stdout).toBe(
        [
          "ID  SENT              STORE  SUBJECT         NAME            E-MAIL                ORDER        MESSAGE",
          `${newer}   2026-03-02 23:30  en     other           Ada Lovelace    ada@example.test      —            Hello there, a question.`,
          `${older}   2026-03-01 10:00  fr     order question  Camille Durand  camille@example.test  2026-000042  Où en est ma commande ? Merci.`,
          "",
        ].join("\n"),
      );
      // 2026-03-02 begins at 23:00 UTC the day before, in Paris.
      expect((await admin("contact", "list", "--since", "2026-03-02")).stdout.split("\n")).toHaveLength(3);
      expect((await admin("contact", "list", "--since", "2026-03-03")).stdout.trim()).toBe("No contact message since 2026-03-03.");
      expect((await admin("contact", "list", "--since", "yesterday")).status).toBe(2);

      const show = await admin("contact", "show", String(older));
      expect(show.status).toBe(0);
      expect(show.stdout).toBe(
        [
          `Contact message ${older}`,
          "Sent:     2026-03-01 10:00 (Paris time)",
          "Store:    fr (France): answer in French",
          "From:     Camille Durand <camille@example.test>",
          "Subject:  order question",
          "Order:    2026-000042",
          "",
          "Où en est ma commande ?",
          "Merci.",
          "",
        ].join("\n"),
      );
      const unknown = await admin("contact", "show", "999999");
      expect(unknown.status).toBe(1);
      expect(unknown.stdout.trim()).toBe("No contact message has the id 999999.");
      expect((await admin("contact", "show", "abc")).status).toBe(2);
      expect((await admin("help")).stdout).toMatch(/^ {2}contact list \[--since YYYY-MM-DD\] \[--limit N\] +Lists contact messages/m);
    });
  });
});
