import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../cli/admin/test-kit.ts";
import { dialects, mailsTo, tokenMailedTo } from "../../testing/api-test-kit.ts";
import type { TestApi } from "../../testing/test-server.ts";
import { signedInCustomer } from "../order/customer-test-kit.ts";
import { PLACE, freshAddress, placeInput, readyShopper, startOrderTestApi } from "../order/place-order-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";
import { createNewsletterService } from "./service.ts";
import { purgeExpiredPending } from "./subscriber-retention.ts";

/**
 * The newsletter's subscribers on both databases, over HTTP (ADR 083): a visitor's sign-up is
 * confirmed by a link (consent dated then, the welcome sent with the List-Unsubscribe headers),
 * the answer and the work are the same whatever the address's state, at most three messages a day
 * to an address; links valid, expired and tampered; a customer's one step from the account and
 * their own address on the form; one-click unsubscribing; the checkout's box; the export; one
 * record for concurrent sign-ups; housekeeping of expired sign-ups.
 */

const RESULT = "success errorCode errorMessage outcome subscription { status subscribed consentDate unsubscribedAt }";
const SIGN_UP = `mutation SignUp($input: NewsletterSignUpInput!) { subscribeToNewsletter(input: $input) { ${RESULT} } }`;
const CONFIRM = `mutation Confirm($token: String!) { confirmNewsletterSubscription(token: $token) { ${RESULT} } }`;
const UNSUBSCRIBE = `mutation Stop($token: String!) { unsubscribeFromNewsletter(token: $token) { ${RESULT} } }`;
const UPDATE = `mutation Update($subscribed: Boolean!) { updateNewsletterSubscription(subscribed: $subscribed) { ${RESULT} } }`;
const MINE = "query Mine { me { id newsletter { status subscribed consentDate unsubscribedAt } } }";

const CONFIRMATION = "newsletter.confirmation";
const ALREADY = "newsletter.already-subscribed";
const WELCOME = "newsletter.welcome";
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;
/** A header field of a message as written in its `.eml` (unfolded): mailparser reads List-* fields into an object of its own. */
const header = (mail: ParsedMail, key: string) => mail.headerLines.find((line) => line.key === key)?.line.replace(/^[^:]+:\s*/, "").replace(/\r?\n[ \t]+/g, " ");
const SENT = { success: true, errorCode: null, errorMessage: null, outcome: "CONFIRMATION_SENT", subscription: null };

describe.each(dialects)("newsletter subscribers on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startOrderTestApi(dialect);
    }, 60_000);
    afterAll(() => api?.close());

    /** A visitor at a client address of their own (or the one given), in a store. */
    const visitor = (options: { address?: string; store?: "en" } = {}) => {
      const headers = { "x-forwarded-for": options.address ?? freshAddress() };
      return async (query: string, variables: Record<string, unknown> = {}) => {
        const response = await api.post({ query, variables }, { path: options.store === "en" ? "/en/graphql" : "/graphql", headers });
        return Object.values(response.body.data as Record<string, unknown>)[0] as Record<string, unknown>;
      };
    };
    const email = (label: string) => `${label}-${stamp()}@example.com`;
    const row = (address: string) => api.commerce.database.db.selectFrom("newsletter_subscriber").selectAll().where("email", "=", address).executeTakeFirst();
    const unsubscribeTokenOf = (header: unknown) => String(header).match(/\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]{43})>/)?.[1];

    /** An address signed up and confirmed by its link; its welcome message. */
    async function confirmed(address: string, store?: "en") {
      const send = visitor({ store });
      expect(await send(SIGN_UP, { input: { email: address } })).toEqual(SENT);
      const token = await tokenMailedTo(api, address, CONFIRMATION);
      expect(await send(CONFIRM, { token })).toMatchObject({ success: true, outcome: "SUBSCRIBED" });
      const [welcome] = await mailsTo(api, address, WELCOME);
      return welcome;
    }

    it("a visitor's address waits for its link: the consent is dated when it is followed, and the welcome carries the one-click headers", async () => {
      const address = email("visitor");
      const send = visitor();
      const before = Date.now();
      expect(await send(SIGN_UP, { input: { email: `  ${address.toUpperCase()} `, source: "FOOTER" } })).toEqual(SENT);
      expect(await row(address)).toMatchObject({ status: "pending", source: "footer", store: "fr", consent_at: null });
      const [confirmation, ...more] = await mailsTo(api, address, CONFIRMATION);
      expect(more).toHaveLength(0);
      expect(confirmation.subject).toBe("Confirmez votre inscription à la lettre d'information");
      // A link to confirm is not a newsletter message: nothing to unsubscribe from yet.
      expect(header(confirmation, "list-unsubscribe")).toBeUndefined();
      expect(await mailsTo(api, address, WELCOME)).toHaveLength(0);

      const token = await tokenMailedTo(api, address, CONFIRMATION);
      expect(await send(CONFIRM, { token })).toEqual({ success: true, errorCode: null, errorMessage: null, outcome: "SUBSCRIBED", subscription: null });
      const subscribed = await row(address);
      expect(subscribed).toMatchObject({ status: "confirmed", source: "footer" });
      expect(Date.parse(subscribed!.consent_at!)).toBeGreaterThanOrEqual(before);

      const [welcome, ...again] = await mailsTo(api, address, WELCOME);
      expect(again).toHaveLength(0);
      expect(welcome.subject).toBe("Bienvenue dans notre lettre d'information");
      const listUnsubscribe = String(header(welcome, "list-unsubscribe"));
      expect(listUnsubscribe).toMatch(/^<http:\/\/[^>]+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>, <mailto:[^>]+\?subject=D%C3%A9sabonnement>$/);
      expect(unsubscribeTokenOf(listUnsubscribe)).toBe(subscribed!.unsubscribe_token);
      expect(header(welcome, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      // The raw message says them as written (the .eml a mail client receives).
      const directory = path.join(api.env.DATA_DIR, "mail");
      const files = (await (await import("node:fs/promises")).readdir(directory)).filter((file) => file.includes(`-${WELCOME}-`));
      const raw = (await Promise.all(files.map((file) => readFile(path.join(directory, file), "utf8")))).find((text) => text.includes(address))!;
      expect(raw).toMatch(/(^|\r\n)List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n/);
      expect(raw).toMatch(/(^|\r\n)List-Unsubscribe:\s+<http/);

      // The same link again: subscribed, no second welcome.
      expect(await send(CONFIRM, { token })).toMatchObject({ success: true, outcome: "SUBSCRIBED" });
      expect(await mailsTo(api, address, WELCOME)).toHaveLength(1);
    });

    it("answers the same whatever the address's state, doing the same work: a link, or a note that it is subscribed already", async () => {
      const known = email("known");
      await confirmed(known);
      const consentAt = (await row(known))!.consent_at;
      const stranger = email("stranger");
      const [forKnown, forStranger] = await Promise.all([
        api.post({ query: SIGN_UP, variables: { input: { email: known } } }, { headers: { "x-forwarded-for": freshAddress() } }),
        api.post({ query: SIGN_UP, variables: { input: { email: stranger } } }, { headers: { "x-forwarded-for": freshAddress() } }),
      ]);
      expect(forKnown.status).toBe(forStranger.status);
      expect(forKnown.body).toEqual(forStranger.body);
      expect(forKnown.body.data.subscribeToNewsletter).toEqual(SENT);
      // One outbox message each.
      expect(await mailsTo(api, stranger, CONFIRMATION)).toHaveLength(1);
      const [note] = await mailsTo(api, known, ALREADY);
      expect(note.subject).toBe("Vous êtes déjà abonné(e) à notre lettre d'information");
      expect(header(note, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(await mailsTo(api, known, CONFIRMATION)).toHaveLength(1);
      expect(await row(known)).toMatchObject({ status: "confirmed", consent_at: consentAt });
    });

    it("runs the same statements for a confirmed address as for a new one (nothing in the work tells them apart)", async () => {
      // The service over a handle that counts every statement it sends.
      let statements: string[] = [];
      const counted = api.commerce.database.db.withPlugin({
        transformQuery: (args) => {
          statements.push(args.node.kind);
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const { limits, mail } = api.commerce.services;
      const newsletter = createNewsletterService(counted, { limits, mail });
      const work = async (address: string) => {
        statements = [];
        expect(await newsletter.subscribe(serviceScope(), { email: address, source: "newsletter_page" }, freshAddress())).toEqual({ ok: true, outcome: "CONFIRMATION_SENT" });
        return statements;
      };
      const known = email("counted-known");
      await confirmed(known);
      const forKnown = await work(known);
      const forNew = await work(email("counted-new"));
      expect(forKnown).toEqual(forNew);
      expect(forNew).toEqual(["InsertQueryNode", "SelectQueryNode", "InsertQueryNode"]);
    });

    it("sends at most three messages a day to one address, with the same answer, and limits each client address", async () => {
      const address = email("flooded");
      for (let attempt = 0; attempt < 5; attempt++) expect(await visitor()(SIGN_UP, { input: { email: address } })).toEqual(SENT);
      expect(await mailsTo(api, address, CONFIRMATION)).toHaveLength(3);

      const send = visitor();
      for (let attempt = 0; attempt < 10; attempt++) expect(await send(SIGN_UP, { input: { email: email("many") } })).toEqual(SENT);
      expect(await send(SIGN_UP, { input: { email: email("many") } })).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", outcome: null });
    });

    it("refuses an address that is none, and links expired or tampered with", async () => {
      const send = visitor();
      expect(await send(SIGN_UP, { input: { email: " " } })).toMatchObject({ success: false, errorCode: "EMAIL_REQUIRED", errorMessage: "Indiquez votre adresse e-mail." });
      expect(await send(SIGN_UP, { input: { email: "not-an-address" } })).toMatchObject({ success: false, errorCode: "INVALID_EMAIL" });

      const address = email("late");
      expect(await send(SIGN_UP, { input: { email: address } })).toEqual(SENT);
      const token = await tokenMailedTo(api, address, CONFIRMATION);
      const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      expect(await send(CONFIRM, { token: tampered })).toMatchObject({ success: false, errorCode: "INVALID_TOKEN" });
      expect(await send(CONFIRM, { token: "short" })).toMatchObject({ success: false, errorCode: "INVALID_TOKEN" });
      await api.commerce.database.db.updateTable("newsletter_subscriber").set({ token_expires_at: new Date(Date.now() - 1_000).toISOString() }).where("email", "=", address).execute();
      expect(await send(CONFIRM, { token })).toMatchObject({ success: false, errorCode: "INVALID_TOKEN", outcome: null });
      expect(await row(address)).toMatchObject({ status: "pending", consent_at: null });
      expect(await mailsTo(api, address, WELCOME)).toHaveLength(0);

      // Housekeeping deletes it (never consented); an address that had consented goes back to unsubscribed.
      const before = email("had-consented");
      await confirmed(before);
      await api.commerce.database.db.updateTable("newsletter_subscriber").set({ status: "pending", token_expires_at: new Date(Date.now() - 1_000).toISOString() }).where("email", "=", before).execute();
      expect(await purgeExpiredPending(api.commerce.database.db)).toBeGreaterThanOrEqual(2);
      expect(await row(address)).toBeUndefined();
      expect(await row(before)).toMatchObject({ status: "unsubscribed", token_hash: null });
    });

    it("writes in the English store's language and records where the address was signed up", async () => {
      const address = email("english");
      const welcome = await confirmed(address, "en");
      expect(welcome.subject).toBe("Welcome to our newsletter");
      expect(String(header(welcome, "list-unsubscribe"))).toMatch(/\/en\/newsletter\/unsubscribe\?token=.*subject=Unsubscribe>$/);
      expect(await row(address)).toMatchObject({ store: "en", source: "newsletter_page", status: "confirmed" });
    });

    it("unsubscribes in one click with any message's link, again without harm; an unknown token is refused", async () => {
      const address = email("leaving");
      const welcome = await confirmed(address);
      const token = unsubscribeTokenOf(header(welcome, "list-unsubscribe"))!;
      const send = visitor();
      expect(await send(UNSUBSCRIBE, { token })).toEqual({ success: true, errorCode: null, errorMessage: null, outcome: "UNSUBSCRIBED", subscription: null });
      const left = await row(address);
      expect(left).toMatchObject({ status: "unsubscribed" });
      expect(left!.consent_at).not.toBeNull();
      expect(Date.parse(left!.unsubscribed_at!)).toBeGreaterThanOrEqual(Date.parse(left!.consent_at!));
      expect(await send(UNSUBSCRIBE, { token })).toMatchObject({ success: true, outcome: "UNSUBSCRIBED" });
      expect(await send(UNSUBSCRIBE, { token: "x".repeat(43) })).toMatchObject({ success: false, errorCode: "INVALID_TOKEN" });
    });

    it("a customer subscribes their account's address in one step, from the account or the form, and unsubscribes", async () => {
      const customer = await signedInCustomer(api, email("customer"), { "x-forwarded-for": freshAddress() });
      const ask = async (query: string, variables: Record<string, unknown> = {}) => (await customer.send(query, variables)).body.data;
      expect((await ask(MINE)).me.newsletter).toEqual({ status: "NONE", subscribed: false, consentDate: null, unsubscribedAt: null });
      const on = (await ask(UPDATE, { subscribed: true })).updateNewsletterSubscription;
      expect(on).toMatchObject({ success: true, outcome: "SUBSCRIBED", subscription: { status: "SUBSCRIBED", subscribed: true, unsubscribedAt: null } });
      expect(await row(customer.email)).toMatchObject({ status: "confirmed", source: "account" });
      expect(await mailsTo(api, customer.email, WELCOME)).toHaveLength(1);
      expect(await mailsTo(api, customer.email, CONFIRMATION)).toHaveLength(0);

      const off = (await ask(UPDATE, { subscribed: false })).updateNewsletterSubscription;
      expect(off.subscription).toMatchObject({ status: "UNSUBSCRIBED", subscribed: false, consentDate: on.subscription.consentDate });
      // The form with their own address: subscribed at once (it is theirs, confirmed when the account was opened).
      const form = (await ask(SIGN_UP, { input: { email: customer.email.toUpperCase() } })).subscribeToNewsletter;
      expect(form).toMatchObject({ success: true, outcome: "SUBSCRIBED", subscription: { status: "SUBSCRIBED" } });
      expect(await row(customer.email)).toMatchObject({ source: "newsletter_page" });
      // Another address on the form: a link goes there, as for anyone.
      const friend = email("friend");
      expect((await ask(SIGN_UP, { input: { email: friend } })).subscribeToNewsletter).toEqual(SENT);
      expect(await row(friend)).toMatchObject({ status: "pending" });
    });

    it("the checkout's box signs the order's address up once the order is placed: a guest's by a link", async () => {
      const guest = email("guest");
      const shopper = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }], { email: guest });
      const placed = (await shopper.send(PLACE, { input: placeInput({ subscribeToNewsletter: true }) })).body.data.placeOrder;
      expect(placed.success, placed.errorCode).toBe(true);
      expect(await row(guest)).toMatchObject({ status: "pending", source: "checkout" });
      expect(await mailsTo(api, guest, CONFIRMATION)).toHaveLength(1);

      const without = email("no-box");
      const other = await readyShopper(api, freshAddress(), [{ sku: "TEST-CITRON", quantity: 1 }], { email: without });
      expect((await other.send(PLACE, { input: placeInput() })).body.data.placeOrder.success).toBe(true);
      expect(await row(without)).toBeUndefined();
    });

    it("keeps one record for an address signed up many times at once", async () => {
      const address = email("racing");
      const answers = await Promise.all(Array.from({ length: 6 }, () => visitor()(SIGN_UP, { input: { email: address } })));
      expect(answers.every((answer) => answer.outcome === "CONFIRMATION_SENT")).toBe(true);
      const rows = await api.commerce.database.db.selectFrom("newsletter_subscriber").select("id").where("email", "=", address).execute();
      expect(rows).toHaveLength(1);
    });

    it("exports the confirmed subscribers as CSV, per store", async () => {
      // An address anyone may type, starting like a spreadsheet formula.
      const fr = `=csv-${stamp()}@example.com`;
      await confirmed(fr);
      const en = email("csv-en");
      await confirmed(en, "en");
      const pending = email("csv-pending");
      await visitor()(SIGN_UP, { input: { email: pending } });

      const all = await runAdminCommand(api.env, ["newsletter", "export"]);
      expect(all.status, all.stderr).toBe(0);
      const lines = all.stdout.trim().split("\n");
      expect(lines[0]).toBe("email,store,consent_at,source");
      expect(lines.find((line) => line.includes(fr))).toMatch(/^'=csv-.*,fr,.*,newsletter_page$/);
      expect(lines.find((line) => line.startsWith(`${en},`))).toMatch(new RegExp(`^${en.replace(/[.]/g, "\\.")},en,\\d{4}-\\d\\d-\\d\\dT[^,]+,newsletter_page$`));
      expect(all.stdout).not.toContain(pending);

      const file = path.join(api.env.DATA_DIR, "subscribers.csv");
      const english = await runAdminCommand(api.env, ["newsletter", "export", "--store", "en", "--output", file]);
      expect(english.status, english.stderr).toBe(0);
      const written = await readFile(file, "utf8");
      expect(written).toContain(`${en},en,`);
      expect(written).not.toContain(fr);
    });

    it("sends an issue to each store's confirmed subscribers, sanitised, after a dry run", async () => {
      const reader = email("reader");
      await confirmed(reader);
      const dir = api.env.DATA_DIR;
      const { writeFile } = await import("node:fs/promises");
      await writeFile(path.join(dir, "fr.html"), '<p>Les <strong>récoltes</strong> sont là.</p><script>alert(1)</script><a href="https://evil.example">clic</a>');
      await writeFile(path.join(dir, "en.html"), "The harvests are in.");
      const args = ["newsletter", "send", "--subject-fr", "Récoltes d'automne", "--file-fr", path.join(dir, "fr.html"), "--subject-en", "Autumn harvests", "--file-en", path.join(dir, "en.html")];
      const dry = await runAdminCommand(api.env, args);
      expect(dry.status, dry.stderr).toBe(0);
      expect(dry.stdout).toContain("Nothing sent");
      expect(await mailsTo(api, reader, "newsletter.issue")).toHaveLength(0);

      const sent = await runAdminCommand(api.env, [...args, "--confirm"]);
      expect(sent.status, sent.stderr).toBe(0);
      const [issue] = await mailsTo(api, reader, "newsletter.issue");
      expect(issue.subject).toBe("Récoltes d'automne");
      expect(issue.html).toContain("<strong>récoltes</strong>");
      expect(issue.html).not.toContain("<script");
      expect(issue.html).not.toContain("evil.example");
      expect(header(issue, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(unsubscribeTokenOf(header(issue, "list-unsubscribe"))).toBe((await row(reader))!.unsubscribe_token);
    });
  });
});
