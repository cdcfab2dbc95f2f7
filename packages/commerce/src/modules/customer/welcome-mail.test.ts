import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../shared/transactions.ts";
import { REGISTER, dialects, gql, registerInput, sleep } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";

/**
 * A shopper who creates an account gets one welcome message, in the language of the store they
 * registered in, written as the `.eml` files of development and tests show it (no SMTP_URL).
 * No account, no message.
 */

const MAIL_FROM = "Boutique Test <boutique@shop.test>";
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.com`;

describe.each(dialects)("welcome message on $dialect", ({ dialect, skipReason }) => {
  let api: TestApi;
  beforeAll(async () => {
    if (!skipReason) api = await startTestApi({ dialect, env: { MAIL_FROM } });
  }, 60_000);
  afterAll(() => api?.close());

  /** Every message delivered so far to `email`, read back from the `.eml` files. */
  async function messagesTo(email: string): Promise<{ file: string; mail: ParsedMail }[]> {
    // What this process's worker has due is delivered now (after a pass it may be running).
    await api.commerce.services.mail.deliverDue();
    const directory = path.join(api.env.DATA_DIR, "mail");
    const files = (await fs.readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith(".eml")).sort();
    const messages = await Promise.all(files.map(async (file) => ({ file, mail: await simpleParser(await fs.readFile(path.join(directory, file)), { skipImageLinks: true }) })));
    return messages.filter(({ mail }) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === email);
  }
  const outboxRows = (email: string) => api.commerce.database.db.selectFrom("outbox_message").selectAll().where("recipient", "=", email).execute();

  it.skipIf(!!skipReason)("greets an account created in the English store in English, once, its name shown as text", async () => {
    const email = uniqueEmail("welcome-en");
    const response = await gql(api, REGISTER, registerInput(email, { firstname: "<b>Ada</b>" }), { path: "/en/graphql" });
    expect(response.body.data.register).toMatchObject({ success: true });

    const messages = await messagesTo(email);
    expect(messages).toHaveLength(1);
    const [{ file, mail }] = messages;
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d{6}\.\d{3}Z-customer\.welcome-\d+\.eml$/);
    expect(mail.from?.text).toBe('"Boutique Test" <boutique@shop.test>');
    expect(mail.subject).toBe("Welcome to Essences & Botanique");
    expect(mail.messageId).toMatch(/^<[\w-]+@shop\.test>$/);

    const html = String(mail.html);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Hello &lt;b&gt;Ada&lt;/b&gt;,");
    expect(html).not.toContain("<b>Ada");
    expect(html).toContain(`href="${api.commerce.config.publicUrl}/en/user"`);
    expect(html).toContain('src="cid:logo@essences-botanique"');
    expect(mail.attachments.map((attachment) => [attachment.contentType, attachment.cid])).toEqual([["image/png", "logo@essences-botanique"]]);
    expect(mail.text).toContain("Hello <b>Ada</b>,");
    expect(mail.text).toContain(`Go to my account [${api.commerce.config.publicUrl}/en/user]`);

    // Later messages will be written in the account's language.
    const customer = await api.commerce.database.db.selectFrom("customer").select("language").where("email", "=", email).executeTakeFirstOrThrow();
    expect(customer.language).toBe("en");
    expect(await outboxRows(email)).toEqual([expect.objectContaining({ status: "sent", attempts: 1, language: "en" })]);
  });

  it.skipIf(!!skipReason)("is delivered by the server process's own worker, woken by the registration", async () => {
    const email = uniqueEmail("welcome-worker");
    expect((await gql(api, REGISTER, registerInput(email))).body.data.register.success).toBe(true);
    // Nobody asks for a delivery pass here: the worker started with the server does it.
    for (const started = Date.now(); Date.now() - started < 15_000; await sleep(50)) {
      const [row] = await outboxRows(email);
      if (row?.status === "sent") break;
    }
    expect(await outboxRows(email)).toEqual([expect.objectContaining({ status: "sent", attempts: 1 })]);
  });

  it.skipIf(!!skipReason)("greets an account created in the French store in French", async () => {
    const email = uniqueEmail("welcome-fr");
    const response = await gql(api, REGISTER, registerInput(email, { firstname: "Éloïse" }));
    expect(response.body.data.register).toMatchObject({ success: true });

    const [{ mail }, ...others] = await messagesTo(email);
    expect(others).toHaveLength(0);
    expect(mail.subject).toBe("Bienvenue chez Essences & Botanique");
    expect(String(mail.html)).toMatch(/<html lang="fr"/);
    expect(String(mail.html)).toContain(`href="${api.commerce.config.publicUrl}/user"`);
    expect(mail.text).toContain("Bonjour Éloïse,");
    expect(mail.text).toContain("Accéder à mon compte");
  });

  it.skipIf(!!skipReason)("sends no second welcome for a repeated registration, and none for a refused one", async () => {
    const email = uniqueEmail("welcome-once");
    const input = registerInput(email);
    expect((await gql(api, REGISTER, input)).body.data.register.success).toBe(true);
    // The same registration again (its first answer was lost): the same account, no new message.
    expect((await gql(api, REGISTER, input)).body.data.register.success).toBe(true);
    // The e-mail taken by someone else's registration: refused, no message.
    expect((await gql(api, REGISTER, registerInput(email, { password: "another password" }))).body.data.register.errorCode).toBe("EMAIL_TAKEN");
    expect(await messagesTo(email)).toHaveLength(1);
    expect(await outboxRows(email)).toHaveLength(1);

    const invalid = `not-an-email-${randomBytes(4).toString("hex")}`;
    expect((await gql(api, REGISTER, registerInput(invalid))).body.data.register.errorCode).toBe("EMAIL_INVALID");
    expect(await outboxRows(invalid)).toHaveLength(0);
  });

  it.skipIf(!!skipReason)("queues nothing when the unit of work the registration joined is rolled back", async () => {
    const email = uniqueEmail("welcome-rollback");
    const { db } = api.commerce.database;
    await expect(
      inTransaction(db, async (trx) => {
        const result = await api.commerce.services.customers.register(serviceScope({ store: stores.en, executor: trx }), registerInput(email).input);
        expect(result.ok).toBe(true);
        throw new Error("a later step of the same unit of work failed");
      }),
    ).rejects.toThrow("a later step");
    expect(await db.selectFrom("customer").select("id").where("email", "=", email).execute()).toHaveLength(0);
    expect(await outboxRows(email)).toHaveLength(0);
    expect(await messagesTo(email)).toHaveLength(0);
  });
});
