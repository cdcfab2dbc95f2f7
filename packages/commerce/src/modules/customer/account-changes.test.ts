import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, LOGIN, ME, dialects, gql, mailsTo, registerConfirmed, sessionCookie } from "../../testing/api-test-kit.ts";
import { type RequestOptions, type TestApi, startTestApi } from "../../testing/test-server.ts";

/**
 * What a signed-in customer changes in /user/information, over the API, once per dialect: names;
 * the password on the current one (checked under the sign-in limits), ending the customer's other
 * sessions and telling the address; a new e-mail address asked on the current password too, which
 * changes only once its link is used (email-change.test.ts).
 */

const PASSWORD = "correct horse battery";
const INFORMATION = "mutation($input: CustomerInformationInput!) { updateCustomerInformation(input: $input) { success errorCode errorMessage me { email firstname lastname } } }";
const CHANGE_EMAIL = "mutation($email: String!, $currentPassword: String!) { changeCustomerEmail(email: $email, currentPassword: $currentPassword) { success errorCode errorMessage me { email } } }";
const CHANGE_PASSWORD = "mutation($currentPassword: String!, $newPassword: String!) { changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) { success errorCode errorMessage me { email } } }";
const unique = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.test`;

describe.each(dialects)("account changes over the API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ dialect, env: { TRUST_PROXY: "loopback", SIGNIN_FREE_FAILURES: "3" } });
    }, 60_000);
    afterAll(() => api?.close());

    let addressCounter = 0;
    const fresh = (options: RequestOptions = {}): RequestOptions => ({ ...options, headers: { ...options.headers, "x-forwarded-for": `192.0.2.${++addressCounter}` } });
    const as = (cookie: string, address = `192.0.2.${++addressCounter}`): RequestOptions => ({ headers: { cookie, "x-forwarded-for": address } });
    const me = async (cookie: string) => (await gql(api, ME, undefined, { headers: { cookie } })).body.data.me;
    const signIn = async (email: string, password: string) => {
      const response = await gql(api, LOGIN, { email, password }, fresh());
      return response.body.data.login.success ? sessionCookie(response) : response.body.data.login.errorCode;
    };
    /** A confirmed customer signed in on two devices. */
    async function customerOnTwoDevices(label: string) {
      const { me: customer, cookie: here } = await registerConfirmed(api, unique(label), fresh());
      return { customer, here, elsewhere: await signIn(customer.email, PASSWORD) };
    }

    it("needs a signed-in customer for every change", async () => {
      for (const [query, variables, field] of [
        [INFORMATION, { input: { firstname: "Ada", lastname: "King" } }, "updateCustomerInformation"],
        [CHANGE_EMAIL, { email: unique("visitor"), currentPassword: PASSWORD }, "changeCustomerEmail"],
        [CHANGE_PASSWORD, { currentPassword: PASSWORD, newPassword: "lavender fields at dawn" }, "changeCustomerPassword"],
      ] as const) {
        expect((await gql(api, query, variables, fresh())).body.data[field]).toEqual({ success: false, errorCode: "NOT_SIGNED_IN", errorMessage: "Veuillez vous connecter.", me: null });
      }
    });

    it("changes the names, both required", async () => {
      const { here } = await customerOnTwoDevices("names");
      expect((await gql(api, INFORMATION, { input: { firstname: " ", lastname: "King" } }, as(here))).body.data.updateCustomerInformation.errorCode).toBe("NAME_REQUIRED");
      const changed = (await gql(api, INFORMATION, { input: { firstname: " Augusta ", lastname: "King" } }, as(here))).body.data.updateCustomerInformation;
      expect(changed).toMatchObject({ success: true, me: { firstname: "Augusta", lastname: "King" } });
    });

    it("changes the password on the current one: this session stays, the others end, the address is told", async () => {
      const { customer, here, elsewhere } = await customerOnTwoDevices("password");
      const change = (currentPassword: string, newPassword: string) => gql(api, CHANGE_PASSWORD, { currentPassword, newPassword }, as(here));
      expect((await change("not the password", "lavender fields at dawn")).body.data.changeCustomerPassword).toMatchObject({
        success: false,
        errorCode: "CURRENT_PASSWORD_WRONG",
        errorMessage: "Le mot de passe actuel est incorrect.",
      });
      expect((await change(PASSWORD, "Lovelace1815")).body.data.changeCustomerPassword.errorCode).toBe("PASSWORD_TOO_WEAK");
      expect((await change(PASSWORD, "short")).body.data.changeCustomerPassword.errorCode).toBe("PASSWORD_TOO_SHORT");
      expect(await me(elsewhere)).not.toBeNull();

      expect((await change(PASSWORD, "lavender fields at dawn")).body.data.changeCustomerPassword).toMatchObject({ success: true, me: { email: customer.email } });
      expect((await me(here)).email).toBe(customer.email);
      expect(await me(elsewhere)).toBeNull();
      expect(await signIn(customer.email, PASSWORD)).toBe("INVALID_CREDENTIALS");
      expect(typeof (await signIn(customer.email, "lavender fields at dawn"))).toBe("string");
      const [notice] = await mailsTo(api, customer.email, "customer.password-changed");
      expect(notice.subject).toBe("Votre mot de passe a été changé – Essences & Botanique");
    });

    it("asks for a new e-mail address on the current password: nothing changes until the new address's link is used (email-change.test.ts)", async () => {
      const { customer, here, elsewhere } = await customerOnTwoDevices("email");
      const change = (email: string, currentPassword = PASSWORD) => gql(api, CHANGE_EMAIL, { email, currentPassword }, as(here));
      expect((await change("not-an-email")).body.data.changeCustomerEmail.errorCode).toBe("EMAIL_INVALID");
      expect((await change(unique("new"), "not the password")).body.data.changeCustomerEmail).toMatchObject({
        success: false,
        errorCode: "CURRENT_PASSWORD_WRONG",
        errorMessage: "Le mot de passe actuel est incorrect.",
      });
      // Another account's address is not refused: the answer never says whether it is taken.
      expect((await change(DEMO_CUSTOMER.email.toUpperCase())).body.data.changeCustomerEmail).toMatchObject({ success: true, errorCode: null, me: { email: customer.email } });

      const newEmail = unique("moved");
      expect((await change(newEmail)).body.data.changeCustomerEmail).toMatchObject({ success: true, me: { email: customer.email } });
      expect((await me(here)).email).toBe(customer.email);
      expect((await me(elsewhere)).email).toBe(customer.email);
      expect(await mailsTo(api, customer.email, "customer.email-changed")).toHaveLength(0);
      expect(await mailsTo(api, customer.email, "customer.email-change-requested")).toHaveLength(2);
    });

    it("checks the current password under the sign-in limits: past the free failures the password is not even checked", async () => {
      const { here } = await customerOnTwoDevices("guessing");
      const address = "192.0.2.250";
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await gql(api, CHANGE_PASSWORD, { currentPassword: `guess ${attempt}`, newPassword: "lavender fields at dawn" }, as(here, address))).body.data.changeCustomerPassword.errorCode).toBe(
          "CURRENT_PASSWORD_WRONG",
        );
      }
      const refused = await gql(api, CHANGE_EMAIL, { email: unique("stolen"), currentPassword: PASSWORD }, as(here, address));
      expect(refused.body.data.changeCustomerEmail).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS" });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });
});
