import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../shared/transactions.ts";
import { CONFIRM_EMAIL, REGISTER, dialects, gql, mailsTo, registerInput, sleep, tokenMailedTo } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { stores } from "../shop/stores.ts";

/**
 * A shopper who registers gets a confirmation link, in the language of the store they registered
 * in, and the welcome once they confirm, as the `.eml` files of development and tests show them
 * (no SMTP_URL). A link's token is kept in the outbox only until its message is sent. No
 * account, no message.
 */

const MAIL_FROM = "Boutique Test <boutique@shop.test>";
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.com`;

describe.each(dialects)("account e-mails on $dialect", ({ dialect, skipReason }) => {
  let api: TestApi;
  beforeAll(async () => {
    if (!skipReason) api = await startTestApi({ dialect, env: { MAIL_FROM, TRUST_PROXY: "loopback" } });
  }, 60_000);
  afterAll(() => api?.close());

  let addressCounter = 0;
  const from = () => ({ "x-forwarded-for": `192.0.2.${++addressCounter}` });
  const outboxRows = (email: string) => api.commerce.database.db.selectFrom("outbox_message").selectAll().where("recipient", "=", email).orderBy("id").execute();

  it.skipIf(!!skipReason)("asks an account created in the English store to confirm in English, its name shown as text, then welcomes it", async () => {
    const email = uniqueEmail("confirm-en");
    const response = await gql(api, REGISTER, registerInput(email, { firstname: "<b>Ada</b>" }), { path: "/en/graphql", headers: from() });
    expect(response.body.data.register).toMatchObject({ success: true });

    const [mail, ...others] = await mailsTo(api, email, "customer.email-confirmation");
    expect(others).toHaveLength(0);
    expect(mail.from?.text).toBe('"Boutique Test" <boutique@shop.test>');
    expect(mail.subject).toBe("Confirm your e-mail address – Essences & Botanique");
    expect(mail.messageId).toMatch(/^<[\w-]+@shop\.test>$/);
    const html = String(mail.html);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Hello &lt;b&gt;Ada&lt;/b&gt;,");
    expect(html).not.toContain("<b>Ada");
    expect(html).toMatch(new RegExp(`href="${api.commerce.config.publicUrl}/en/login\\?confirm=[A-Za-z0-9_-]{43}"`));
    expect(mail.attachments.map((attachment) => [attachment.contentType, attachment.cid])).toEqual([["image/png", "logo@essences-botanique"]]);
    expect(mail.text).toMatch(/Confirm my e-mail address\s+\[http:\/\/[^\]]+\/en\/login\?confirm=[A-Za-z0-9_-]{43}\]/);
    expect(mail.text).toContain("48 hours");

    // Sent, the message no longer holds the token: the outbox keeps no usable link.
    const [row] = await outboxRows(email);
    expect(row).toMatchObject({ kind: "customer.email-confirmation", status: "sent", language: "en", payload: "{}" });
    expect(await mailsTo(api, email, "customer.welcome")).toHaveLength(0);

    const token = await tokenMailedTo(api, email, "customer.email-confirmation");
    expect((await gql(api, CONFIRM_EMAIL, { token }, { path: "/en/graphql" })).body.data.confirmEmail.success).toBe(true);
    const [welcome] = await mailsTo(api, email, "customer.welcome");
    expect(welcome.subject).toBe("Welcome to Essences & Botanique");
    expect(welcome.text).toContain("Your e-mail address is confirmed");
    expect(welcome.text).toContain(`Go to my account [${api.commerce.config.publicUrl}/en/user]`);
    const customer = await api.commerce.database.db.selectFrom("customer").select("language").where("email", "=", email).executeTakeFirstOrThrow();
    expect(customer.language).toBe("en");
  });

  it.skipIf(!!skipReason)("asks an account created in the French store to confirm in French", async () => {
    const email = uniqueEmail("confirm-fr");
    expect((await gql(api, REGISTER, registerInput(email, { firstname: "Éloïse" }), { headers: from() })).body.data.register.success).toBe(true);
    const [mail] = await mailsTo(api, email, "customer.email-confirmation");
    expect(mail.subject).toBe("Confirmez votre adresse e-mail – Essences & Botanique");
    expect(String(mail.html)).toMatch(/<html lang="fr"/);
    expect(mail.text).toContain("Bonjour Éloïse,");
    expect(mail.text).toMatch(new RegExp(`Confirmer mon adresse e-mail\\s+\\[${api.commerce.config.publicUrl}/login\\?confirm=[A-Za-z0-9_-]{43}\\]`));
  });

  it.skipIf(!!skipReason)("is delivered by the server process's own worker, woken by the registration", async () => {
    const email = uniqueEmail("confirm-worker");
    expect((await gql(api, REGISTER, registerInput(email), { headers: from() })).body.data.register.success).toBe(true);
    // Nobody asks for a delivery pass here: the worker started with the server does it.
    for (const started = Date.now(); Date.now() - started < 15_000; await sleep(50)) {
      const [row] = await outboxRows(email);
      if (row?.status === "sent") break;
    }
    expect(await outboxRows(email)).toEqual([expect.objectContaining({ status: "sent", attempts: 1 })]);
  });

  it.skipIf(!!skipReason)("queues nothing for a refused registration, nor when the unit of work it joined is rolled back", async () => {
    const invalid = `not-an-email-${randomBytes(4).toString("hex")}`;
    expect((await gql(api, REGISTER, registerInput(invalid), { headers: from() })).body.data.register.errorCode).toBe("EMAIL_INVALID");
    expect(await outboxRows(invalid)).toHaveLength(0);

    const email = uniqueEmail("confirm-rollback");
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
  });
});
