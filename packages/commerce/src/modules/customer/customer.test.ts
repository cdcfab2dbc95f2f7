import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONFIRM_EMAIL,
  DEMO_CUSTOMER,
  LOGIN,
  LOGOUT,
  ME,
  REGISTER,
  customerCount,
  dialects,
  gql,
  mailsTo,
  registerConfirmed,
  registerInput,
  sessionCookie,
  sha256,
  tokenMailedTo,
} from "../../testing/api-test-kit.ts";
import { type RequestOptions, type TestApi, startTestApi } from "../../testing/test-server.ts";

/**
 * Sign-in, the session cookie, registration confirmed by e-mail and sign-out over the API, once
 * per dialect. What a stranger can ask (registering, signing in) answers alike whether or not an
 * address has an account; only the address's owner learns more, by e-mail.
 */

const FR_INVALID_CREDENTIALS = "L'adresse e-mail ou le mot de passe est incorrect.";
const EN_INVALID_CREDENTIALS = "The e-mail address or the password is incorrect.";
const PASSWORD = "correct horse battery";
const unique = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.test`;

let addressCounter = 0;
/** A client address of its own per request: registration is limited per address (the API believes loopback's X-Forwarded-For). */
const fromFresh = (options: RequestOptions = {}): RequestOptions => ({ ...options, headers: { ...options.headers, "x-forwarded-for": `198.51.100.${++addressCounter}` } });

describe.each(dialects)("customer accounts over the API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect, env: { TRUST_PROXY: "loopback" } });
    }, 60_000);
    afterAll(async () => {
      await api?.close();
    });

    const loginAs = (email: string, password: string, options?: RequestOptions) => gql(api, LOGIN, { email, password }, fromFresh(options));
    const register = (email: string, overrides: Record<string, string> = {}, options?: RequestOptions) => gql(api, REGISTER, registerInput(email, overrides), fromFresh(options));
    const me = async (cookie: string) => (await gql(api, ME, undefined, { headers: { cookie } })).body.data.me;
    const confirm = (token: string, options?: RequestOptions) => gql(api, CONFIRM_EMAIL, { token }, options);

    describe("sessions", () => {
      it("signs the demo customer in with an HttpOnly, SameSite=Lax session cookie", async () => {
        const response = await loginAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
        expect(response.status).toBe(200);
        expect(response.body.data.login).toMatchObject({ success: true, errorCode: null, errorMessage: null });
        expect(response.body.data.login.me.email).toBe(DEMO_CUSTOMER.email);
        expect(response.headers.get("cache-control")).toBe("max-age=0, no-store");
        const [cookie] = response.setCookies;
        expect(cookie).toMatch(/^eb_session=[A-Za-z0-9_-]{43}; /);
        expect(cookie).toMatch(/; HttpOnly(;|$)/);
        expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
        expect(cookie).toMatch(/; Path=\/(;|$)/);
        expect(cookie).toMatch(/; Expires=/);
      });

      it("knows the signed-in customer through the cookie, and never lets it be cached", async () => {
        const login = await loginAs(DEMO_CUSTOMER.email.toUpperCase(), DEMO_CUSTOMER.password);
        const cookie = sessionCookie(login);
        const response = await gql(api, ME, undefined, { headers: { cookie: `theme=dark; ${cookie}` } });
        expect(response.body.data.me).toEqual({ id: login.body.data.login.me.id, email: DEMO_CUSTOMER.email });
        expect(response.headers.get("cache-control")).toBe("max-age=0, no-store");
      });

      it("answers a visitor's me with null and no no-store", async () => {
        for (const cookie of [undefined, "eb_session=not-a-token", `eb_session=${"A".repeat(43)}`]) {
          const response = await gql(api, ME, undefined, cookie ? { headers: { cookie } } : undefined);
          expect(response.body).toEqual({ data: { me: null } });
          expect(response.headers.get("cache-control") ?? "").not.toContain("no-store");
          expect(response.setCookies).toEqual([]);
        }
      });

      it("gives the same answer for a wrong password and an unknown e-mail, in the store's language", async () => {
        const wrongPassword = await loginAs(DEMO_CUSTOMER.email, "not the password");
        const unknownEmail = await loginAs("nobody-here@example.test", DEMO_CUSTOMER.password);
        for (const response of [wrongPassword, unknownEmail]) {
          expect(response.body.data.login).toEqual({ success: false, errorCode: "INVALID_CREDENTIALS", errorMessage: FR_INVALID_CREDENTIALS, me: null });
          expect(response.setCookies).toEqual([]);
        }
        expect(unknownEmail.text).toBe(wrongPassword.text);

        const english = await loginAs("nobody-here@example.test", "whatever password", { path: "/en/graphql" });
        expect(english.body.data.login).toMatchObject({ errorCode: "INVALID_CREDENTIALS", errorMessage: EN_INVALID_CREDENTIALS });
        const englishWrong = await loginAs(DEMO_CUSTOMER.email, "not the password", { path: "/en/graphql" });
        expect(englishWrong.text).toBe(english.text);
      });

      it("ends the session on logout", async () => {
        const cookie = sessionCookie(await loginAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
        expect((await me(cookie)).email).toBe(DEMO_CUSTOMER.email);

        const logout = await gql(api, LOGOUT, undefined, { headers: { cookie } });
        expect(logout.body.data.logout).toEqual({ success: true, errorCode: null, errorMessage: null });
        expect(logout.setCookies.some((value) => /^eb_session=; .*Max-Age=0/.test(value))).toBe(true);

        expect(await me(cookie)).toBeNull();
        const token = cookie.slice("eb_session=".length);
        const rows = await api.commerce.database.db.selectFrom("session").select("token_hash").where("token_hash", "=", sha256(token)).execute();
        expect(rows).toEqual([]);
      });

      it("issues a new token on every sign-in and ends the previous session", async () => {
        const first = sessionCookie(await loginAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
        const second = sessionCookie(await loginAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { headers: { cookie: first } }));
        expect(second).not.toBe(first);
        expect(await me(first)).toBeNull();
        expect((await me(second)).email).toBe(DEMO_CUSTOMER.email);
      });

      it("stores only the sha256 of session tokens", async () => {
        const cookie = sessionCookie(await loginAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
        const token = cookie.slice("eb_session=".length);
        const rows = await api.commerce.database.db.selectFrom("session").select(["token_hash", "customer_id"]).execute();
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
          expect(row.token_hash).not.toContain(token);
        }
        expect(rows.filter((row) => row.token_hash === sha256(token))).toHaveLength(1);
      });
    });

    describe("registration confirmed by e-mail", () => {
      it("creates an unconfirmed account (argon2id hash), signs nobody in, and e-mails a confirmation link", async () => {
        const email = unique("new");
        const response = await register(`  ${email.toUpperCase()} `, { firstname: " Grace " });
        expect(response.body).toEqual({ data: { register: { success: true, errorCode: null, errorMessage: null } } });
        expect(response.setCookies).toEqual([]);

        const row = await api.commerce.database.db.selectFrom("customer").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ firstname: "Grace", lastname: "Lovelace", email_confirmed_at: null, language: "fr" });
        expect(row.password_hash).toMatch(/^\$argon2id\$/);
        expect(row.password_hash).not.toContain(PASSWORD);

        // Not before the address is confirmed: the right password says so (and sends the link again), a wrong one does not.
        const early = await loginAs(email, PASSWORD);
        expect(early.body.data.login).toMatchObject({ success: false, errorCode: "EMAIL_NOT_CONFIRMED", me: null });
        expect(early.body.data.login.errorMessage).toMatch(/^Votre adresse e-mail n'est pas encore confirmée/);
        expect(early.setCookies).toEqual([]);
        expect((await loginAs(email, "not the password")).body.data.login.errorCode).toBe("INVALID_CREDENTIALS");
        expect(await mailsTo(api, email, "customer.email-confirmation")).toHaveLength(2);
      });

      it("confirms with the link's token once: signed in with me (createdAt), then the link is spent", async () => {
        const email = unique("confirm");
        await register(email);
        const [mail] = await mailsTo(api, email, "customer.email-confirmation");
        expect(mail.subject).toBe("Confirmez votre adresse e-mail – Essences & Botanique");
        const link = mail.text?.match(/\[(http[^\]]+)\]/)?.[1];
        expect(link).toMatch(new RegExp(`^${api.commerce.config.publicUrl}/login\\?confirm=[A-Za-z0-9_-]{43}$`));
        const token = new URL(link!).searchParams.get("confirm")!;

        const confirmed = await confirm(token);
        expect(confirmed.body.data.confirmEmail).toMatchObject({ success: true, errorCode: null, me: { email, firstname: "Ada", lastname: "Lovelace" } });
        const { createdAt } = confirmed.body.data.confirmEmail.me;
        expect(Math.abs(Date.parse(createdAt) - Date.now())).toBeLessThan(60_000);
        const cookie = sessionCookie(confirmed);
        expect((await me(cookie)).email).toBe(email);
        // Only its sha256 is stored.
        const tokens = await api.commerce.database.db.selectFrom("customer_token").selectAll().where("token_hash", "=", sha256(token)).execute();
        expect(tokens).toEqual([expect.objectContaining({ purpose: "confirm", used_at: expect.any(String) })]);

        const again = await confirm(token);
        expect(again.body.data.confirmEmail).toEqual({
          success: false,
          errorCode: "TOKEN_INVALID",
          errorMessage: "Ce lien n'est plus valable : il a déjà servi ou il a expiré. Demandez-en un nouveau.",
          me: null,
        });
        expect(again.setCookies).toEqual([]);
        expect((await loginAs(email, PASSWORD)).body.data.login.success).toBe(true);
        // The welcome follows the confirmation, once.
        expect(await mailsTo(api, email, "customer.welcome")).toHaveLength(1);
      });

      it("refuses an expired, unknown or malformed token alike", async () => {
        const email = unique("expired");
        await register(email);
        const token = await tokenMailedTo(api, email, "customer.email-confirmation");
        await api.commerce.database.db.updateTable("customer_token").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("token_hash", "=", sha256(token)).execute();
        const answers = await Promise.all([token, randomBytes(32).toString("base64url"), "not a token"].map(async (candidate) => (await confirm(candidate)).text));
        expect(new Set(answers).size).toBe(1);
        expect(JSON.parse(answers[0]).data.confirmEmail.errorCode).toBe("TOKEN_INVALID");
        // An unconfirmed account can be confirmed later: a new link works.
        expect((await gql(api, "mutation($email: String!) { resendConfirmation(email: $email) { success errorCode } }", { email }, fromFresh())).body.data.resendConfirmation).toEqual({ success: true, errorCode: null });
        const fresh = await tokenMailedTo(api, email, "customer.email-confirmation");
        expect(fresh).not.toBe(token);
        expect((await confirm(fresh)).body.data.confirmEmail.success).toBe(true);
      });

      it("answers a registration of an address with an account exactly as a new one, and tells the owner instead", async () => {
        const { me: owner } = await registerConfirmed(api, unique("owner"), fromFresh({ path: "/en/graphql" }));
        const fresh = await register(unique("fresh"), { password: "another password entirely" });
        const taken = await register(owner.email.toUpperCase(), { password: "another password entirely", firstname: "Mallory" });
        expect(taken.status).toBe(fresh.status);
        expect(taken.text).toBe(fresh.text);
        expect(taken.setCookies).toEqual([]);
        expect(await customerCount(api, owner.email)).toBe(1);

        // The owner hears of it in their account's language, with a way in and a way to reset.
        const [note] = await mailsTo(api, owner.email, "customer.account-exists");
        expect(note.subject).toBe("You already have an account with Essences & Botanique");
        expect(note.text).toContain("Hello Ada,");
        expect(note.text).toContain(`[${api.commerce.config.publicUrl}/en/login]`);
        expect(note.text).toContain(`[${api.commerce.config.publicUrl}/en/account/password-request]`);
        expect(note.text).not.toContain("confirm=");
        // Their password still signs in; the other does not.
        expect((await loginAs(owner.email, PASSWORD)).body.data.login.success).toBe(true);
        expect((await loginAs(owner.email, "another password entirely")).body.data.login.errorCode).toBe("INVALID_CREDENTIALS");
      });

      it("puts a fresh confirmation link in the note to an account never confirmed", async () => {
        const email = unique("unconfirmed");
        await register(email);
        await register(email, { password: "yet another password" });
        const [note] = await mailsTo(api, email, "customer.account-exists");
        expect(note.subject).toBe("Vous avez déjà un compte chez Essences & Botanique");
        const token = await tokenMailedTo(api, email, "customer.account-exists");
        expect((await confirm(token)).body.data.confirmEmail).toMatchObject({ success: true, me: { email } });
        // The first link was spent with it: one confirmation, one welcome.
        expect((await confirm(await tokenMailedTo(api, email, "customer.email-confirmation"))).body.data.confirmEmail.errorCode).toBe("TOKEN_INVALID");
        expect(await mailsTo(api, email, "customer.welcome")).toHaveLength(1);
      });

      it("refuses invalid input by the input alone, whoever owns the address", async () => {
        const cases: [Record<string, string>, string][] = [
          [{ password: "short" }, "PASSWORD_TOO_SHORT"],
          [{ password: "password1" }, "PASSWORD_TOO_WEAK"],
          [{ password: "Lovelace1815" }, "PASSWORD_TOO_WEAK"],
          [{ firstname: "  " }, "NAME_REQUIRED"],
        ];
        for (const [overrides, code] of cases) {
          const existing = await register(DEMO_CUSTOMER.email, overrides);
          const fresh = await register(unique("invalid"), overrides);
          expect(existing.body.data.register.errorCode).toBe(code);
          expect(existing.text).toBe(fresh.text);
        }
        expect((await register("not-an-email")).body.data.register.errorCode).toBe("EMAIL_INVALID");
        const english = await register(unique("weak"), { password: "password1" }, { path: "/en/graphql" });
        expect(english.body.data.register.errorMessage).toBe(
          "This password is too easy to guess. Choose a longer or less common one, without your name or your e-mail address.",
        );
      });

      it("creates exactly one account from concurrent registrations of one e-mail, all answered alike", async () => {
        const email = unique("race");
        const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => register(email, { firstname: `Racer${index}` })));
        expect(new Set(responses.map((response) => response.text))).toEqual(new Set([JSON.stringify({ data: { register: { success: true, errorCode: null, errorMessage: null } } })]));
        expect(await customerCount(api, email)).toBe(1);
      });

      it("resends a confirmation link only to an unconfirmed account, answering every address alike", async () => {
        const RESEND = "mutation($email: String!) { resendConfirmation(email: $email) { success errorCode errorMessage } }";
        const unconfirmed = unique("resend");
        await register(unconfirmed);
        const answers = await Promise.all([unconfirmed, DEMO_CUSTOMER.email, unique("nobody")].map(async (email) => (await gql(api, RESEND, { email }, fromFresh())).text));
        expect(new Set(answers)).toEqual(new Set([JSON.stringify({ data: { resendConfirmation: { success: true, errorCode: null, errorMessage: null } } })]));
        expect(await mailsTo(api, unconfirmed, "customer.email-confirmation")).toHaveLength(2);
        expect(await mailsTo(api, DEMO_CUSTOMER.email, "customer.email-confirmation")).toHaveLength(0);
        expect((await gql(api, RESEND, { email: "nope" }, fromFresh())).body.data.resendConfirmation.errorCode).toBe("EMAIL_INVALID");
      });
    });

    describe("password strength", () => {
      const STRENGTH = "query($password: String!, $email: String, $firstname: String, $lastname: String) { passwordStrength(password: $password, email: $email, firstname: $firstname, lastname: $lastname) { score acceptable suggestions } }";

      it("judges a candidate as registration does, the shopper's own words counted, advice in the store's language", async () => {
        const strong = (await gql(api, STRENGTH, { password: PASSWORD }, fromFresh())).body.data.passwordStrength;
        expect(strong).toEqual({ score: expect.any(Number), acceptable: true, suggestions: [] });
        expect(strong.score).toBeGreaterThanOrEqual(3);

        const personal = (await gql(api, STRENGTH, { password: "Lovelace1815", firstname: "Ada", lastname: "Lovelace" }, fromFresh())).body.data.passwordStrength;
        expect(personal.acceptable).toBe(false);
        expect(personal.score).toBeLessThan(2);
        const english = (await gql(api, STRENGTH, { password: "password" }, fromFresh({ path: "/en/graphql" }))).body.data.passwordStrength;
        expect(english).toMatchObject({ score: 0, acceptable: false });
        expect(english.suggestions).toContain("This is a heavily used password.");
        const french = (await gql(api, STRENGTH, { password: "abc" }, fromFresh())).body.data.passwordStrength;
        expect(french.suggestions[0]).toBe("Utilisez au moins 8 caractères.");
        expect(french.acceptable).toBe(false);
      });

      it("answers a flood from one address with TOO_MANY_ATTEMPTS, and weighs in a query's cost", async () => {
        const address = fromFresh();
        let refused;
        for (let attempt = 0; attempt < 130 && !refused; attempt++) {
          const response = await gql(api, STRENGTH, { password: `candidate ${attempt}` }, address);
          if (response.body.errors) refused = response;
        }
        expect(refused?.body.errors[0]).toMatchObject({ extensions: { code: "TOO_MANY_ATTEMPTS" } });
        // The window is a minute: a flood answered within its first second waits the whole of it.
        expect(refused?.body.errors[0].message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans (\d+\ssecondes?|1 minute)\.$/);
        expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
        // Seven checks in one document cost more than a request may.
        const aliased = Array.from({ length: 7 }, (_, index) => `s${index}: passwordStrength(password: "p${index}") { score }`).join(" ");
        expect((await gql(api, `{ ${aliased} }`, undefined, fromFresh())).body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COSTLY");
      });
    });
  });
});
