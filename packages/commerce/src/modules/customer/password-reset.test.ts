import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIRM_EMAIL, LOGIN, ME, REGISTER, dialects, gql, mailsTo, registerConfirmed, registerInput, sessionCookie, sha256, tokenMailedTo } from "../../testing/api-test-kit.ts";
import { type RequestOptions, type TestApi, startTestApi } from "../../testing/test-server.ts";

/**
 * Password reset over the API, once per dialect: asking answers every address alike and e-mails
 * each its own message; the link works once and for an hour, a newer one revokes it; using it
 * sets the password, ends every session of the account and signs this request in.
 */

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "lavender fields at dawn";
const REQUEST = "mutation($email: String!) { requestPasswordReset(email: $email) { success errorCode errorMessage } }";
const RESET = "mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { success errorCode errorMessage me { id email } } }";
const unique = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.test`;

describe.each(dialects)("password reset over the API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect, env: { TRUST_PROXY: "loopback" } });
    }, 60_000);
    afterAll(() => api?.close());

    let addressCounter = 0;
    const fresh = (options: RequestOptions = {}): RequestOptions => ({ ...options, headers: { ...options.headers, "x-forwarded-for": `203.0.113.${++addressCounter}` } });
    const request = (email: string, options?: RequestOptions) => gql(api, REQUEST, { email }, fresh(options));
    const reset = (token: string, password: string, options?: RequestOptions) => gql(api, RESET, { token, password }, fresh(options));
    const me = async (cookie: string) => (await gql(api, ME, undefined, { headers: { cookie } })).body.data.me;
    const signIn = async (email: string, password: string) => {
      const response = await gql(api, LOGIN, { email, password }, fresh());
      return response.body.data.login.success ? sessionCookie(response) : response.body.data.login.errorCode;
    };

    it("answers a request alike for an address with an account and one without, e-mailing each its own message in the store's language", async () => {
      const { me: customer } = await registerConfirmed(api, unique("reset-owner"), fresh());
      const nobody = unique("reset-nobody");
      const [known, unknown] = [await request(customer.email.toUpperCase(), { path: "/en/graphql" }), await request(nobody, { path: "/en/graphql" })];
      expect(known.status).toBe(unknown.status);
      expect(known.text).toBe(unknown.text);
      expect(known.body).toEqual({ data: { requestPasswordReset: { success: true, errorCode: null, errorMessage: null } } });

      const [link] = await mailsTo(api, customer.email, "customer.password-reset");
      expect(link.subject).toBe("Choose a new password – Essences & Botanique");
      expect(link.text).toMatch(new RegExp(`Choose a new password\\s+\\[${api.commerce.config.publicUrl}/en/account/password-reset\\?token=[A-Za-z0-9_-]{43}\\]`));
      expect(link.text).toContain("one hour");
      expect(await mailsTo(api, customer.email, "customer.password-reset-no-account")).toHaveLength(0);

      const [note] = await mailsTo(api, nobody, "customer.password-reset-no-account");
      expect(note.subject).toBe("Password reset request – Essences & Botanique");
      expect(note.text).toContain("No account uses this address.");
      expect(note.text).toContain(`[${api.commerce.config.publicUrl}/en/register]`);
      expect(await mailsTo(api, nobody, "customer.password-reset")).toHaveLength(0);

      expect((await request("not an e-mail")).body.data.requestPasswordReset).toMatchObject({ success: false, errorCode: "EMAIL_INVALID" });
    });

    it("sets the new password once, signs this request in, ends every other session and tells the owner", async () => {
      const { me: customer, cookie: firstDevice } = await registerConfirmed(api, unique("reset-sessions"), fresh());
      const secondDevice = await signIn(customer.email, PASSWORD);
      await request(customer.email);
      const token = await tokenMailedTo(api, customer.email, "customer.password-reset");
      // Only its sha256 is stored.
      expect(await api.commerce.database.db.selectFrom("customer_token").select("purpose").where("token_hash", "=", sha256(token)).execute()).toEqual([{ purpose: "reset" }]);

      // A password the rules refuse leaves the link usable.
      expect((await reset(token, "short")).body.data.resetPassword).toMatchObject({ success: false, errorCode: "PASSWORD_TOO_SHORT", me: null });
      const weak = await reset(token, "Lovelace2024");
      expect(weak.body.data.resetPassword).toMatchObject({ success: false, errorCode: "PASSWORD_TOO_WEAK" });
      expect(weak.setCookies).toEqual([]);

      const done = await reset(token, NEW_PASSWORD);
      expect(done.body.data.resetPassword).toMatchObject({ success: true, errorCode: null, me: { id: customer.id, email: customer.email } });
      const here = sessionCookie(done);
      expect((await me(here)).email).toBe(customer.email);
      expect(await me(firstDevice)).toBeNull();
      expect(await me(secondDevice)).toBeNull();

      expect(await signIn(customer.email, PASSWORD)).toBe("INVALID_CREDENTIALS");
      expect(typeof (await signIn(customer.email, NEW_PASSWORD))).toBe("string");
      const again = await reset(token, "yet another fine password");
      expect(again.body.data.resetPassword).toEqual({
        success: false,
        errorCode: "TOKEN_INVALID",
        errorMessage: "Ce lien n'est plus valable : il a déjà servi ou il a expiré. Demandez-en un nouveau.",
        me: null,
      });
      const [notice] = await mailsTo(api, customer.email, "customer.password-changed");
      expect(notice.subject).toBe("Votre mot de passe a été changé – Essences & Botanique");
      expect(notice.text?.replace(/\s+/g, " ")).toContain("Vos autres appareils ont été déconnectés.");
      expect(notice.text).toMatch(/\(heure de Paris\)/);
    });

    it("refuses a link a newer one replaced, and a link past its hour", async () => {
      const { me: customer } = await registerConfirmed(api, unique("reset-expiry"), fresh());
      await request(customer.email);
      const older = await tokenMailedTo(api, customer.email, "customer.password-reset");
      await request(customer.email);
      const newer = await tokenMailedTo(api, customer.email, "customer.password-reset");
      expect(newer).not.toBe(older);
      expect((await reset(older, NEW_PASSWORD)).body.data.resetPassword.errorCode).toBe("TOKEN_INVALID");

      const { db } = api.commerce.database;
      const row = await db.selectFrom("customer_token").select(["created_at", "expires_at"]).where("token_hash", "=", sha256(newer)).executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000);
      await db.updateTable("customer_token").set({ expires_at: new Date(Date.now() - 1).toISOString() }).where("token_hash", "=", sha256(newer)).execute();
      expect((await reset(newer, NEW_PASSWORD)).body.data.resetPassword.errorCode).toBe("TOKEN_INVALID");
      expect(typeof (await signIn(customer.email, PASSWORD))).toBe("string");
    });

    it("confirms an account never confirmed (the link reached its mailbox), its confirmation link spent", async () => {
      const email = unique("reset-unconfirmed");
      await gql(api, REGISTER, registerInput(email), fresh());
      await request(email);
      const done = await reset(await tokenMailedTo(api, email, "customer.password-reset"), NEW_PASSWORD);
      expect(done.body.data.resetPassword).toMatchObject({ success: true, me: { email } });
      expect((await api.commerce.database.db.selectFrom("customer").select("email_confirmed_at").where("email", "=", email).executeTakeFirstOrThrow()).email_confirmed_at).not.toBeNull();
      const confirmation = await tokenMailedTo(api, email, "customer.email-confirmation");
      expect((await gql(api, CONFIRM_EMAIL, { token: confirmation })).body.data.confirmEmail.errorCode).toBe("TOKEN_INVALID");
      expect(typeof (await signIn(email, NEW_PASSWORD))).toBe("string");
    });
  });
});
