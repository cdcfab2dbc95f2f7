import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, mailsTo } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { freshAddress } from "../order/place-order-test-kit.ts";
import { createFormTokens } from "./form-token.ts";

/**
 * The contact form on both databases, over HTTP: a message is kept and goes to the shop's address
 * only, Reply-To the shopper, written in the shop's language and saying the store it came from;
 * each field's refusal with its message in the store's language; oversized input; the subject's
 * enum; the robots' checks (the trap field, a form sent too fast: a success with nothing kept or
 * sent; a forged, another store's or expired token: FORM_EXPIRED); the limits per client address
 * and per e-mail; messages sent at once.
 */

const SEND = `mutation Send($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { success errorCode errorMessage fieldErrors { field code message } }
}`;
const TOKEN = "query Token { contactFormToken }";
const KIND = "contact.message";
const SHOP = "contact@essences-botanique.example";
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe.each(dialects)("contact form on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let tokens: ReturnType<typeof createFormTokens>;

    beforeAll(async () => {
      api = await startTestApi({ dialect, env: { TRUST_PROXY: "loopback", GRAPHQL_TIMEOUT_MS: "30000" } });
      tokens = createFormTokens(api.commerce.config.payments.notificationSecret);
    }, 60_000);
    afterAll(() => api?.close());

    /** A form rendered `secondsAgo` seconds ago in a store (the page's token). */
    const rendered = (store: "fr" | "en" = "fr", secondsAgo = 10) => tokens.issue(store, new Date(Date.now() - secondsAgo * 1000));
    const email = (label: string) => `${label}-${stamp()}@example.com`;
    const input = (overrides: Record<string, unknown> = {}, store: "fr" | "en" = "fr") => ({
      name: "Ada Lovelace",
      email: email("ada"),
      subject: "PRODUCT_ADVICE",
      message: "Bonjour,\nquelle huile conseillez-vous pour une peau sèche ?\nMerci.",
      formToken: rendered(store),
      ...overrides,
    });
    const send = async (values: Record<string, unknown>, options: { store?: "fr" | "en"; address?: string } = {}) => {
      const response = await api.post(
        { query: SEND, variables: { input: values } },
        { path: options.store === "en" ? "/en/graphql" : "/graphql", headers: { "x-forwarded-for": options.address ?? freshAddress() } },
      );
      return response.body as { data?: { sendContactMessage: Record<string, unknown> & { fieldErrors: { field: string; code: string; message: string }[] } }; errors?: unknown[] };
    };
    const sent = async (values: Record<string, unknown>, options: { store?: "fr" | "en"; address?: string } = {}) => (await send(values, options)).data!.sendContactMessage;
    const kept = (address: string) => api.commerce.database.db.selectFrom("contact_message").selectAll().where("email", "=", address).execute();
    /** The messages the shop received from this shopper (Reply-To), and whatever went to the shopper's own address. */
    const shopMailsFrom = async (address: string): Promise<ParsedMail[]> => (await mailsTo(api, SHOP, KIND)).filter((mail) => mail.replyTo?.value[0]?.address === address);

    it("keeps a message and sends it to the shop's address only, Reply-To the shopper, in the shop's language", async () => {
      const values = input({ email: `  ${email("Ada").toUpperCase()} `, orderNumber: " 2026-000123 " });
      const address = (values.email as string).trim().toLowerCase();
      expect(await sent(values)).toEqual({ success: true, errorCode: null, errorMessage: null, fieldErrors: [] });

      const [row, ...more] = await kept(address);
      expect(more).toHaveLength(0);
      expect(row).toMatchObject({ store: "fr", name: "Ada Lovelace", email: address, subject: "product_advice", order_number: "2026-000123" });
      expect(row.message).toBe("Bonjour,\nquelle huile conseillez-vous pour une peau sèche ?\nMerci.");
      expect(row.client_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const [mail, ...others] = await shopMailsFrom(address);
      expect(others).toHaveLength(0);
      expect(mail.to && !Array.isArray(mail.to) && mail.to.value.map((to) => to.address)).toEqual([SHOP]);
      expect(mail.replyTo?.value.map((to) => to.address)).toEqual([address]);
      expect(mail.subject).toBe("[Contact] Conseil sur un produit – Ada Lovelace");
      const text = mail.text?.replace(/\s+/g, " ") ?? "";
      expect(text).toContain("Boutique : France (fr-FR) : répondre en français");
      expect(text).toContain("Commande : 2026-000123");
      expect(text).toContain(`contact n° ${row.id}`);
      // The shopper's lines are kept, as lines.
      expect(mail.html).toMatch(/Bonjour,<br ?\/?>quelle huile conseillez-vous pour une peau sèche \?<br ?\/?>Merci\./);
      // Nothing is ever written to the address typed.
      expect(await mailsTo(api, address, KIND)).toHaveLength(0);
      // The outbox keeps no copy of the message once sent (the table does).
      const outbox = await api.commerce.database.db.selectFrom("outbox_message").select(["payload", "status"]).where("kind", "=", KIND).where("recipient", "=", SHOP).execute();
      expect(outbox.every((message) => message.status !== "sent" || message.payload === "{}")).toBe(true);
    });

    it("a message from the English store reaches the shop in French, saying to answer in English; its refusals are in English", async () => {
      const address = email("english");
      expect(await sent(input({ email: address, subject: "PROFESSIONAL_ENQUIRY", message: "Hello, do you sell 5 kg of shea butter to trade customers?", formToken: rendered("en") }), { store: "en" })).toMatchObject({
        success: true,
      });
      expect(await kept(address)).toEqual([expect.objectContaining({ store: "en", subject: "professional_enquiry", order_number: null })]);
      const [mail] = await shopMailsFrom(address);
      expect(mail.subject).toBe("[Contact] Demande professionnelle – Ada Lovelace");
      expect(mail.text?.replace(/\s+/g, " ")).toContain("Royaume-Uni (en-GB) : répondre en anglais");
      expect(mail.text).toContain("Hello, do you sell 5 kg of shea butter to trade customers?");
      expect(mail.text?.replace(/\s+/g, " ")).toContain("Commande : aucune indiquée");

      const refused = await sent(input({ name: "", email: "nope", formToken: rendered("en") }), { store: "en" });
      expect(refused).toMatchObject({ success: false, errorCode: "INVALID_FIELDS", errorMessage: "Some fields need correcting." });
      expect(refused.fieldErrors).toEqual([
        { field: "name", code: "REQUIRED", message: "Enter your name." },
        { field: "email", code: "INVALID", message: "Enter a valid e-mail address, such as name@example.com." },
      ]);
    });

    it("refuses each field that is missing, too long, too short or invalid, all at once, and keeps nothing", async () => {
      const address = email("fields");
      const refused = await sent(input({ name: "  ", email: address, subject: "OTHER", orderNumber: "<script>", message: "Court" }));
      expect(refused).toMatchObject({ success: false, errorCode: "INVALID_FIELDS", errorMessage: "Certains champs sont à corriger." });
      expect(refused.fieldErrors).toEqual([
        { field: "name", code: "REQUIRED", message: "Indiquez votre nom." },
        { field: "orderNumber", code: "INVALID", message: "Un numéro de commande ne contient que des lettres, des chiffres et des tirets." },
        { field: "message", code: "TOO_SHORT", message: "Votre message doit faire au moins 10 caractères." },
      ]);
      // The answer never repeats what was typed.
      expect(JSON.stringify(refused)).not.toContain("<script>");

      const oversized = await sent(input({ name: "N".repeat(101), email: `${"a".repeat(250)}@example.com`, orderNumber: "1".repeat(41), message: "m".repeat(5_001) }));
      expect(oversized.fieldErrors.map(({ field, code }) => `${field}:${code}`)).toEqual(["name:TOO_LONG", "email:TOO_LONG", "orderNumber:TOO_LONG", "message:TOO_LONG"]);
      expect(oversized.fieldErrors.at(-1)?.message).toMatch(/^Votre message ne peut pas dépasser 5\s000 caractères\.$/);
      // At the limits exactly: accepted.
      const limit = email("limit");
      expect(await sent(input({ name: "N".repeat(100), email: limit, orderNumber: "1".repeat(40), message: "m".repeat(5_000) }))).toMatchObject({ success: true });
      expect(await kept(address)).toEqual([]);
      expect(await kept(limit)).toHaveLength(1);
    });

    it("takes only the four subjects: any other value is refused by the schema", async () => {
      const answer = await send(input({ subject: "SPAM" }));
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toHaveLength(1);
      for (const subject of ["ORDER_QUESTION", "PRODUCT_ADVICE", "PROFESSIONAL_ENQUIRY", "OTHER"]) expect(await sent(input({ subject }))).toMatchObject({ success: true });
    });

    it("answers a filled trap field or a form sent too fast with a success, and keeps and sends nothing", async () => {
      const trapped = email("trap");
      expect(await sent(input({ email: trapped, website: "https://spam.example" }))).toEqual({ success: true, errorCode: null, errorMessage: null, fieldErrors: [] });
      // Sent as soon as the page was rendered (the real token of a page, asked now).
      const fast = email("fast");
      const { contactFormToken } = (await api.post({ query: TOKEN })).body.data;
      expect(await sent(input({ email: fast, formToken: contactFormToken }))).toEqual({ success: true, errorCode: null, errorMessage: null, fieldErrors: [] });
      expect(await kept(trapped)).toEqual([]);
      expect(await kept(fast)).toEqual([]);
      expect(await shopMailsFrom(trapped)).toEqual([]);
      expect(await shopMailsFrom(fast)).toEqual([]);
      // The same page's token, a few seconds later: a person's.
      const slow = email("slow");
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      expect(await sent(input({ email: slow, formToken: contactFormToken }))).toMatchObject({ success: true });
      expect(await kept(slow)).toHaveLength(1);
    }, 20_000);

    it("refuses a forged, another store's, malformed or expired token with FORM_EXPIRED, and keeps nothing", async () => {
      const address = email("token");
      const forged = `${Date.now() - 10_000}.${"0".repeat(64)}`;
      const expired = rendered("fr", 24 * 3600 + 60);
      const future = rendered("fr", -3600);
      for (const formToken of [forged, rendered("en"), "", "not a token", expired, future, createFormTokens("another-secret-of-16+").issue("fr", new Date(Date.now() - 10_000))]) {
        expect(await sent(input({ email: address, formToken })), formToken).toEqual({
          success: false,
          errorCode: "FORM_EXPIRED",
          errorMessage: "Ce formulaire a expiré. Vérifiez votre message et envoyez-le à nouveau.",
          fieldErrors: [],
        });
      }
      expect(await kept(address)).toEqual([]);
    });

    it("limits messages per client address (5 an hour) and per e-mail address (5 a day), saying when to retry", async () => {
      const address = freshAddress();
      for (let index = 0; index < 5; index++) expect(await sent(input(), { address })).toMatchObject({ success: true });
      const throttled = await sent(input(), { address });
      expect(throttled).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", fieldErrors: [] });
      expect(throttled.errorMessage).toMatch(/^Trop de messages envoyés\. Réessayez dans \d+ minutes?, ou appelez-nous\.$/);

      const shopper = email("repeat");
      for (let index = 0; index < 5; index++) expect(await sent(input({ email: shopper }))).toMatchObject({ success: true });
      expect(await sent(input({ email: shopper }))).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS" });
      expect(await kept(shopper)).toHaveLength(5);
      expect(await shopMailsFrom(shopper)).toHaveLength(5);
    }, 30_000);

    it("keeps and sends each of several messages sent at once exactly once", async () => {
      const senders = Array.from({ length: 8 }, (_unused, index) => email(`together-${index}`));
      const answers = await Promise.all(senders.map((address) => sent(input({ email: address }))));
      expect(answers.every((answer) => answer.success)).toBe(true);
      for (const address of senders) {
        expect(await kept(address), address).toHaveLength(1);
        expect(await shopMailsFrom(address), address).toHaveLength(1);
      }
    }, 30_000);
  });
});
