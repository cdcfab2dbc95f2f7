import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { DEMO_CUSTOMER, dialects, gql, LOGIN, ME, sessionCookie, sha256 } from "../../testing/api-test-kit.ts";
import { type RequestOptions, type TestApi, type TestResponse, startTestApi } from "../../testing/test-server.ts";

/**
 * Staff identities over the API, once per dialect: sign-in, sign-out and `staffMe` with the staff
 * session cookie, API tokens from STAFF_TOKENS, and staff-only fields refused to everybody else.
 */

const STAFF_LOGIN = /* GraphQL */ `
  mutation StaffLogin($email: String!, $password: String!) {
    staffLogin(email: $email, password: $password) { success errorCode errorMessage staff { id name email role via } }
  }
`;
const STAFF_LOGOUT = "mutation StaffLogout { staffLogout { success errorCode errorMessage } }";
const STAFF_ME = "query StaffMe { staffMe { id name email role via } }";
const CATALOGUE_STATUS = "query CatalogueStatus { catalogueStatus { version productCount } }";

const EDITOR = { email: "ines.editor@example.test", password: "a long staff password", name: "Inès Éditrice" };
const SUPPORT = { email: "sam.support@example.test", password: "another staff password", name: "Sam" };
const INTEGRATION_TOKEN = "ebst_integration-token-for-the-tests-only-0123456789";
const SUPPORT_TOKEN = "ebst_support-token-for-the-tests-only-9876543210";

/** `eb_staff=<token>` from a response's Set-Cookie, ready for a Cookie header. */
function staffCookie(response: TestResponse): string {
  const cookie = response.setCookies.find((value) => value.startsWith("eb_staff="));
  expect(cookie, "a staff cookie is set").toBeDefined();
  return cookie!.split(";")[0];
}

describe.each(dialects)("staff identities over the API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({
        dialect,
        env: { STAFF_TOKENS: `integration:${sha256(INTEGRATION_TOKEN)}, support-bot:support:${sha256(SUPPORT_TOKEN).toUpperCase()}` },
      });
      const { staff } = api.commerce.services;
      expect(await staff.add({ email: EDITOR.email.toUpperCase(), displayName: EDITOR.name, password: EDITOR.password })).toMatchObject({ ok: true });
      expect(await staff.add({ email: SUPPORT.email, displayName: SUPPORT.name, role: "support", password: SUPPORT.password })).toMatchObject({ ok: true });
    });
    afterAll(async () => {
      await api?.close();
    });

    const staffLogin = (email: string, password: string, options?: RequestOptions) => gql(api, STAFF_LOGIN, { email, password }, options);
    const staffMe = async (headers: Record<string, string>) => (await gql(api, STAFF_ME, undefined, { headers })).body.data.staffMe;
    const signInEditor = async () => staffCookie(await staffLogin(EDITOR.email, EDITOR.password));

    it("throttles staff sign-in like customers': after 5 failures of an account the next attempt waits, even with the right password", async () => {
      const target = { email: "wren.throttled@example.test", password: "a third staff password", name: "Wren" };
      expect(await api.commerce.services.staff.add({ email: target.email, displayName: target.name, password: target.password })).toMatchObject({ ok: true });
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await staffLogin(target.email, "not the password")).body.data.staffLogin.errorCode).toBe("INVALID_CREDENTIALS");
      }
      const refused = await staffLogin(target.email, target.password);
      expect(refused.body.data.staffLogin).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", staff: null });
      expect(refused.body.data.staffLogin.errorMessage).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+\ssecondes?\.$/);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(refused.setCookies.some((value) => value.startsWith("eb_staff="))).toBe(false);
      // An unknown account is answered the same way.
      for (let attempt = 0; attempt < 5; attempt++) await staffLogin("nobody.here@example.test", "not the password");
      expect((await staffLogin("nobody.here@example.test", "not the password")).body.data.staffLogin.errorCode).toBe("TOO_MANY_ATTEMPTS");
    });

    it("signs a staff member in with their own HttpOnly, SameSite=Strict cookie of 12 hours", async () => {
      const before = Date.now();
      const response = await staffLogin(` ${EDITOR.email} `, EDITOR.password);
      expect(response.body.data.staffLogin).toMatchObject({
        success: true,
        errorCode: null,
        errorMessage: null,
        staff: { name: EDITOR.name, email: EDITOR.email, role: "EDITOR", via: "SESSION" },
      });
      expect(response.headers.get("cache-control")).toBe("max-age=0, no-store");
      expect(response.setCookies).toHaveLength(1);
      const [cookie] = response.setCookies;
      expect(cookie).toMatch(/^eb_staff=[A-Za-z0-9_-]{43}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
      const expires = Date.parse(cookie.match(/Expires=([^;]+)/)![1]);
      const twelveHours = 12 * 3600_000;
      expect(expires).toBeGreaterThan(before + twelveHours - 5_000);
      expect(expires).toBeLessThan(Date.now() + twelveHours + 5_000);
    });

    it("knows the staff member through the cookie (staffMe), and never lets the answer be cached", async () => {
      const cookie = await signInEditor();
      const response = await gql(api, STAFF_ME, undefined, { headers: { cookie: `theme=dark; ${cookie}` } });
      expect(response.body.data.staffMe).toMatchObject({ name: EDITOR.name, email: EDITOR.email, role: "EDITOR", via: "SESSION" });
      expect(response.body.data.staffMe.id).toMatch(/^\d+$/);
      expect(response.headers.get("cache-control")).toBe("max-age=0, no-store");
    });

    it("answers staffMe with null for a visitor and for a made-up cookie", async () => {
      const attempts: Record<string, string>[] = [{}, { cookie: "eb_staff=nonsense" }, { cookie: `eb_staff=${"A".repeat(43)}` }];
      for (const headers of attempts) {
        const response = await gql(api, STAFF_ME, undefined, { headers });
        expect(response.body).toEqual({ data: { staffMe: null } });
        expect(response.setCookies).toEqual([]);
      }
    });

    it("gives the same answer for a wrong password, an unknown e-mail and a disabled account, in the store's language", async () => {
      const disabled = { email: "gone@example.test", password: "a password that was right" };
      expect(await api.commerce.services.staff.add({ ...disabled, displayName: "Gone" })).toMatchObject({ ok: true });
      expect(await api.commerce.services.staff.disable(disabled.email)).toEqual({ ok: true, alreadyDisabled: false });

      const answers = [
        await staffLogin(EDITOR.email, "not the password"),
        await staffLogin("nobody-here@example.test", EDITOR.password),
        await staffLogin(disabled.email, disabled.password),
      ];
      for (const response of answers) {
        expect(response.body.data.staffLogin).toEqual({
          success: false,
          errorCode: "INVALID_CREDENTIALS",
          errorMessage: "L'adresse e-mail ou le mot de passe est incorrect.",
          staff: null,
        });
        expect(response.setCookies).toEqual([]);
        expect(response.text).toBe(answers[0].text);
      }
      const english = await staffLogin("nobody-here@example.test", "whatever", { path: "/en/graphql" });
      expect(english.body.data.staffLogin.errorMessage).toBe("The e-mail address or the password is incorrect.");
    });

    it("gives a new token at every sign-in and ends the session the request came with", async () => {
      const first = await signInEditor();
      const second = staffCookie(await staffLogin(EDITOR.email, EDITOR.password, { headers: { cookie: first } }));
      expect(second).not.toBe(first);
      expect(await staffMe({ cookie: first })).toBeNull();
      expect((await staffMe({ cookie: second })).email).toBe(EDITOR.email);
    });

    it("adds one staff member when the same e-mail is added concurrently", async () => {
      const email = "twice@example.test";
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, index) => api.commerce.services.staff.add({ email, displayName: `Twice ${index}`, password: "concurrent password" })),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual(Array.from({ length: 3 }, () => ({ ok: false, code: "EMAIL_TAKEN" })));
      const rows = await api.commerce.database.db.selectFrom("staff").select("id").where("email", "=", email).execute();
      expect(rows).toHaveLength(1);
    });

    it("ends the staff session on staffLogout", async () => {
      const cookie = await signInEditor();
      expect(await staffMe({ cookie })).not.toBeNull();
      const logout = await gql(api, STAFF_LOGOUT, undefined, { headers: { cookie } });
      expect(logout.body.data.staffLogout).toEqual({ success: true, errorCode: null, errorMessage: null });
      expect(logout.setCookies).toEqual(["eb_staff=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict"]);
      // The old token is dead on the server, not only forgotten by the browser.
      expect(await staffMe({ cookie })).toBeNull();
    });

    it("refuses an expired staff session, and drops expired sessions at the next sign-in", async () => {
      const cookie = await signInEditor();
      const tokenHash = sha256(cookie.slice("eb_staff=".length));
      const { db } = api.commerce.database;
      const stored = () => db.selectFrom("staff_session").select("token_hash").where("token_hash", "=", tokenHash).executeTakeFirst();
      expect(await stored()).toBeDefined();
      await db.updateTable("staff_session").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("token_hash", "=", tokenHash).execute();
      expect(await staffMe({ cookie })).toBeNull();
      await signInEditor();
      expect(await stored()).toBeUndefined();
    });

    it("ends every session of a staff member whose password changes or who is disabled", async () => {
      const person = { email: "rotating@example.test", password: "first password of theirs" };
      const { staff } = api.commerce.services;
      expect(await staff.add({ ...person, displayName: "Rotating" })).toMatchObject({ ok: true });
      const sessions = [staffCookie(await staffLogin(person.email, person.password)), staffCookie(await staffLogin(person.email, person.password))];
      const other = await signInEditor();
      expect(await staff.setPassword(person.email, "second password of theirs")).toEqual({ ok: true });
      for (const cookie of sessions) expect(await staffMe({ cookie })).toBeNull();
      expect(await staffMe({ cookie: other })).not.toBeNull();
      expect((await staffLogin(person.email, person.password)).body.data.staffLogin.success).toBe(false);

      const fresh = staffCookie(await staffLogin(person.email, "second password of theirs"));
      expect(await staffMe({ cookie: fresh })).not.toBeNull();
      await staff.disable(person.email);
      expect(await staffMe({ cookie: fresh })).toBeNull();
    });

    it("keeps customer sessions and staff sessions apart", async () => {
      const customer = sessionCookie(await gql(api, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }));
      const staff = await signInEditor();

      // A customer session is not a staff session: no staffMe, no staff-only field.
      expect(await staffMe({ cookie: customer })).toBeNull();
      const customerStatus = await gql(api, CATALOGUE_STATUS, undefined, { headers: { cookie: customer } });
      expect(customerStatus.body.data).toEqual({ catalogueStatus: null });
      expect(customerStatus.body.errors[0].extensions.code).toBe("FORBIDDEN");
      // Its token under the staff cookie's name is nobody's staff session either.
      expect(await staffMe({ cookie: customer.replace(/^eb_session=/, "eb_staff=") })).toBeNull();

      // A staff session is not a customer session: no me.
      const me = await gql(api, ME, undefined, { headers: { cookie: staff } });
      expect(me.body.data.me).toBeNull();
      expect(await staffMe({ cookie: staff.replace(/^eb_staff=/, "eb_session=") })).toBeNull();
      const meWithStaffToken = await gql(api, ME, undefined, { headers: { cookie: staff.replace(/^eb_staff=/, "eb_session=") } });
      expect(meWithStaffToken.body.data.me).toBeNull();

      // Both at once: each is what it is, and signing out of one leaves the other.
      const both = { cookie: `${customer}; ${staff}` };
      expect((await gql(api, ME, undefined, { headers: both })).body.data.me.email).toBe(DEMO_CUSTOMER.email);
      expect((await staffMe(both)).email).toBe(EDITOR.email);
      await gql(api, STAFF_LOGOUT, undefined, { headers: both });
      expect((await gql(api, ME, undefined, { headers: both })).body.data.me.email).toBe(DEMO_CUSTOMER.email);
      expect(await staffMe(both)).toBeNull();
    });

    it("accepts an API token from STAFF_TOKENS as a bearer token, and nothing else", async () => {
      const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
      expect(await staffMe(bearer(INTEGRATION_TOKEN))).toEqual({ id: null, name: "integration", email: null, role: "EDITOR", via: "TOKEN" });
      expect(await staffMe(bearer(SUPPORT_TOKEN))).toMatchObject({ name: "support-bot", role: "SUPPORT", via: "TOKEN" });
      const status = await gql(api, CATALOGUE_STATUS, undefined, { headers: bearer(INTEGRATION_TOKEN) });
      expect(status.body.errors).toBeUndefined();
      expect(status.headers.get("cache-control")).toBe("max-age=0, no-store");

      const refused = [
        bearer(INTEGRATION_TOKEN.slice(0, -1)),
        bearer(`${INTEGRATION_TOKEN}x`),
        bearer(sha256(INTEGRATION_TOKEN)),
        { authorization: INTEGRATION_TOKEN },
        { authorization: `Basic ${Buffer.from(`integration:${INTEGRATION_TOKEN}`).toString("base64")}` },
      ];
      for (const headers of refused) {
        expect(await staffMe(headers)).toBeNull();
        const response = await gql(api, CATALOGUE_STATUS, undefined, { headers });
        expect(response.body.data).toEqual({ catalogueStatus: null });
        expect(response.body.errors[0].extensions.code).toBe("FORBIDDEN");
      }
      // A wrong Authorization header is no one, even with a valid staff cookie beside it.
      expect(await staffMe({ ...bearer("wrong"), cookie: await signInEditor() })).toBeNull();
    });

    it("answers a staff-only field to staff, and refuses it to a visitor and a customer with FORBIDDEN and no data", async () => {
      const staff = await gql(api, CATALOGUE_STATUS, undefined, { headers: { cookie: await signInEditor() } });
      expect(staff.body.errors).toBeUndefined();
      const { version, productCount } = staff.body.data.catalogueStatus;
      expect(version).toBe(await api.commerce.services.catalogVersion.current());
      const { count } = await api.commerce.database.db
        .selectFrom("product")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(productCount).toBe(Number(count));
      expect(productCount).toBeGreaterThan(0);

      const customer = sessionCookie(await gql(api, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }));
      for (const [headers, path, message] of [
        [{}, "/graphql", "Réservé au personnel de la boutique."],
        [{ cookie: customer }, "/en/graphql", "Reserved for the shop's staff."],
      ] as const) {
        const response = await gql(api, `{ ping catalogueStatus { version productCount } }`, undefined, { headers, path });
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({ ping: true, catalogueStatus: null });
        expect(response.body.errors).toEqual([
          expect.objectContaining({ message, path: ["catalogueStatus"], extensions: expect.objectContaining({ code: "FORBIDDEN" }) }),
        ]);
        expect(response.text).not.toContain(version);
      }
    });

    it("refuses a staff-only field in every entry of a batch and under every alias", async () => {
      const batch = await api.post([
        { query: STAFF_ME },
        { query: "{ a: catalogueStatus { version } b: catalogueStatus { productCount } }" },
      ]);
      expect(batch.body[0]).toEqual({ data: { staffMe: null } });
      expect(batch.body[1].data).toEqual({ a: null, b: null });
      expect(batch.body[1].errors.map((error: { extensions: { code: string } }) => error.extensions.code)).toEqual(["FORBIDDEN", "FORBIDDEN"]);
    });
  });
});

describe("STAFF_TOKENS", () => {
  const digest = sha256("some token");
  it("reads name:sha256 (the default role) and name:role:sha256 entries", () => {
    expect(loadConfig({}).staffTokens).toEqual([]);
    expect(loadConfig({ STAFF_TOKENS: ` export:${digest} , ops:admin:${digest.toUpperCase()}` }).staffTokens).toEqual([
      { name: "export", role: "editor", sha256: digest },
      { name: "ops", role: "admin", sha256: digest },
    ]);
  });

  it("refuses a token in place of its digest, an unknown role, a repeated name, without printing the entry", () => {
    for (const value of [`export:ebst_the-token-itself`, `export:owner:${digest}`, `a:${digest},a:${digest}`, digest, `bad name:${digest}`]) {
      let message = "";
      try {
        loadConfig({ STAFF_TOKENS: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Invalid configuration:\n {2}STAFF_TOKENS: entry \d+: /);
      expect(message).not.toContain("ebst_the-token-itself");
      expect(message).not.toContain(digest);
    }
  });
});
