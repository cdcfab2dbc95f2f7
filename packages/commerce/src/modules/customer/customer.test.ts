import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, dialects, LOGIN, REGISTER, LOGOUT, ME, sha256, gql, sessionCookie, registerInput, customerCount } from "../../testing/api-test-kit.ts";
import { type RequestOptions, type TestApi, startTestApi } from "../../testing/test-server.ts";

/**
 * Sign-in, the session cookie, registration and sign-out over the API, once per dialect.
 */

const FR_INVALID_CREDENTIALS = "L'adresse e-mail ou le mot de passe est incorrect.";
const EN_INVALID_CREDENTIALS = "The e-mail address or the password is incorrect.";

describe.each(dialects)("customer sessions and accounts over the API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    describe("sessions and accounts", () => {
      const loginAs = (email: string, password: string, options?: RequestOptions) => gql(api, LOGIN, { email, password }, options);
      const me = async (cookie: string) => (await gql(api, ME, undefined, { headers: { cookie } })).body.data.me;

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
          expect(response.body.data.login).toEqual({
            success: false,
            errorCode: "INVALID_CREDENTIALS",
            errorMessage: FR_INVALID_CREDENTIALS,
            me: null,
          });
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
          expect(row.token_hash).not.toBe(token);
          expect(row.token_hash).not.toContain(token);
        }
        expect(rows.filter((row) => row.token_hash === sha256(token))).toHaveLength(1);
      });

      it("registers an account with an argon2id password hash and signs it in", async () => {
        const response = await gql(api, REGISTER, registerInput("  New.Customer@Example.test ", { firstname: " Grace " }));
        expect(response.body.data.register).toMatchObject({
          success: true,
          errorCode: null,
          errorMessage: null,
          me: { email: "new.customer@example.test", firstname: "Grace", lastname: "Lovelace" },
        });
        const cookie = sessionCookie(response);
        expect(await me(cookie)).toEqual({ id: response.body.data.register.me.id, email: "new.customer@example.test" });

        const row = await api.commerce.database.db
          .selectFrom("customer")
          .select(["password_hash"])
          .where("email", "=", "new.customer@example.test")
          .executeTakeFirstOrThrow();
        expect(row.password_hash).toMatch(/^\$argon2id\$/);
        expect(row.password_hash).not.toContain("correct horse battery");

        const login = await loginAs("new.customer@example.test", "correct horse battery");
        expect(login.body.data.login.success).toBe(true);
      });

      it("refuses an e-mail that already has an account", async () => {
        const first = await gql(api, REGISTER, registerInput("taken@example.test"));
        expect(first.body.data.register.success).toBe(true);
        for (const email of ["taken@example.test", "TAKEN@example.test"]) {
          const again = await gql(api, REGISTER, registerInput(email, { password: "another password" }));
          expect(again.body.data.register).toEqual({
            success: false,
            errorCode: "EMAIL_TAKEN",
            errorMessage: "Impossible de créer un compte avec cette adresse e-mail.",
            me: null,
          });
          expect(again.setCookies).toEqual([]);
        }
        expect(await customerCount(api, "taken@example.test")).toBe(1);
      });

      it("creates exactly one account from concurrent registrations of one e-mail", async () => {
        const responses = await Promise.all(
          Array.from({ length: 6 }, (_, index) => gql(api, REGISTER, registerInput("race@example.test", { firstname: `Racer${index}` }))),
        );
        const results = responses.map((response) => response.body.data.register);
        expect(results.filter((result) => result.success)).toHaveLength(1);
        expect(results.filter((result) => result.errorCode === "EMAIL_TAKEN")).toHaveLength(5);
        expect(await customerCount(api, "race@example.test")).toBe(1);
      });
    });
  });
});
