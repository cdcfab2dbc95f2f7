import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, LOGIN, REGISTER, customerCount, dialects, gql, mailsTo, registerInput, sleep } from "../../testing/api-test-kit.ts";
import { type TestApi, type TestResponse, startTestApi } from "../../testing/test-server.ts";

/**
 * Account access limits over the API, once per dialect: consecutive failures of an account from
 * an address back off (small delays configured here), failures from an address have a cap,
 * registrations, confirmations and password resets too; account e-mails to one recipient are
 * capped without changing any answer; every alias and batched operation is an attempt;
 * forwarding headers count only from TRUST_PROXY's proxies.
 */
const LIMITS = {
  SIGNIN_FREE_FAILURES: "3",
  SIGNIN_FIRST_DELAY_SECONDS: "1",
  SIGNIN_MAX_DELAY_SECONDS: "2",
  SIGNIN_DAILY_FAILURES_PER_ADDRESS: "8",
};
const WRONG = "not the password";

let addressCounter = 0;
/** A client address no other test uses (the APIs here believe X-Forwarded-For from loopback). */
const freshAddress = () => `203.0.113.${++addressCounter}`;
const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
const outcome = (response: TestResponse) => response.body.data.login.errorCode ?? "SUCCESS";
const retryAfter = (response: TestResponse) => Number(response.headers.get("retry-after"));

describe.each(dialects)("account access limits on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let untrusting: TestApi;

    beforeAll(async () => {
      [api, untrusting] = await Promise.all([
        startTestApi({ dialect, env: { ...LIMITS, TRUST_PROXY: "loopback" } }),
        startTestApi({ dialect, env: LIMITS }),
      ]);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([api?.close(), untrusting?.close()]);
    });

    const login = (email: string, password: string, address: string, target = api, path?: string) =>
      gql(target, LOGIN, { email, password }, { ...from(address), path });

    it("makes each attempt after the free failures wait, doubling, without checking the password; the owner then signs in", async () => {
      const address = freshAddress();
      for (let attempt = 0; attempt < 3; attempt++) expect(outcome(await login(DEMO_CUSTOMER.email, WRONG, address))).toBe("INVALID_CREDENTIALS");

      // The right password is not even checked while the account waits.
      const refused = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, address);
      expect(refused.status).toBe(200);
      expect(refused.body.data.login).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", me: null });
      expect(refused.body.data.login.errorMessage).toMatch(/^Trop de tentatives\. Veuillez réessayer dans 1\sseconde\.$/);
      expect(refused.setCookies).toEqual([]);
      expect(retryAfter(refused)).toBe(1);

      await sleep(1_100);
      expect(outcome(await login(DEMO_CUSTOMER.email, WRONG, address))).toBe("INVALID_CREDENTIALS");
      const longer = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, address, api, "/en/graphql");
      expect(outcome(longer)).toBe("TOO_MANY_ATTEMPTS");
      expect(longer.body.data.login.errorMessage).toBe("Too many attempts. Please try again in 2 seconds.");
      expect(retryAfter(longer)).toBe(2);

      await sleep(2_100);
      const owner = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, address);
      expect(owner.body.data.login).toMatchObject({ success: true, me: { email: DEMO_CUSTOMER.email } });
      expect(owner.headers.get("retry-after")).toBeNull();

      // The success cleared the account's failures from that address: three free ones again.
      for (let attempt = 0; attempt < 3; attempt++) expect(outcome(await login(DEMO_CUSTOMER.email, WRONG, address))).toBe("INVALID_CREDENTIALS");
      expect(outcome(await login(DEMO_CUSTOMER.email, WRONG, address))).toBe("TOO_MANY_ATTEMPTS");
    });

    it("answers an account that does not exist exactly as one that does", async () => {
      const answers = async (email: string) => {
        const address = freshAddress();
        const seen: unknown[] = [];
        for (let attempt = 0; attempt < 5; attempt++) {
          const response = await login(email, WRONG, address);
          seen.push({ ...response.body.data.login, retryAfter: response.headers.get("retry-after") });
        }
        return seen;
      };
      const existing = await answers(DEMO_CUSTOMER.email);
      const unknown = await answers(`nobody-${Date.now()}@example.com`);
      expect(unknown).toEqual(existing);
      expect(existing.map((answer) => (answer as { errorCode: string }).errorCode)).toEqual([
        "INVALID_CREDENTIALS",
        "INVALID_CREDENTIALS",
        "INVALID_CREDENTIALS",
        "TOO_MANY_ATTEMPTS",
        "TOO_MANY_ATTEMPTS",
      ]);
    });

    it("counts every alias of one operation as an attempt", async () => {
      const fields = Array.from({ length: 8 }, (_, index) => `a${index}: login(email: $email, password: $password) { success errorCode }`);
      const response = await gql(api, `mutation Aliased($email: String!, $password: String!) { ${fields.join(" ")} }`, { email: DEMO_CUSTOMER.email, password: WRONG }, from(freshAddress()));
      expect(response.status).toBe(200);
      const codes = Object.values(response.body.data as Record<string, { errorCode: string }>).map((result) => result.errorCode);
      expect(codes).toEqual([...Array(3).fill("INVALID_CREDENTIALS"), ...Array(5).fill("TOO_MANY_ATTEMPTS")]);
      expect(retryAfter(response)).toBeGreaterThanOrEqual(1);
    });

    it("counts every operation of a batch as an attempt, even when they run at once", async () => {
      const batch = Array.from({ length: 8 }, () => ({ query: LOGIN, variables: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password.slice(1) } }));
      const response = await api.post(batch, from(freshAddress()));
      expect(response.status).toBe(200);
      const codes = (response.body as { data: { login: { errorCode: string } } }[]).map((result) => result.data.login.errorCode).sort();
      expect(codes).toEqual([...Array(3).fill("INVALID_CREDENTIALS"), ...Array(5).fill("TOO_MANY_ATTEMPTS")]);
      expect(retryAfter(response)).toBeGreaterThanOrEqual(1);
    });

    it("caps the failures of one address whatever the accounts, then refuses even the right password", async () => {
      const address = freshAddress();
      for (let account = 0; account < 4; account++) {
        for (let attempt = 0; attempt < 2; attempt++) expect(outcome(await login(`someone-${account}@example.com`, WRONG, address))).toBe("INVALID_CREDENTIALS");
      }
      const capped = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, address);
      expect(outcome(capped)).toBe("TOO_MANY_ATTEMPTS");
      // The cap is a day's: the wait is counted in hours, said in minutes.
      expect(retryAfter(capped)).toBeGreaterThan(3_600);
      expect(capped.body.data.login.errorMessage).toMatch(/^Trop de tentatives\. Veuillez réessayer dans [\d\s]+\sminutes\.$/);
      // Another address is not concerned.
      expect(outcome(await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, freshAddress()))).toBe("SUCCESS");
    });

    it("believes X-Forwarded-For from a trusted proxy: another client's failures are not this one's", async () => {
      const guesser = freshAddress();
      for (let attempt = 0; attempt < 4; attempt++) await login(DEMO_CUSTOMER.email, WRONG, guesser);
      expect(outcome(await login(DEMO_CUSTOMER.email, WRONG, guesser))).toBe("TOO_MANY_ATTEMPTS");
      expect(outcome(await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, freshAddress()))).toBe("SUCCESS");
    });

    it("ignores X-Forwarded-For without TRUST_PROXY: a client cannot reset its limit by claiming other addresses", async () => {
      const email = `spoofed-${Date.now()}@example.com`;
      for (let attempt = 0; attempt < 3; attempt++) expect(outcome(await login(email, WRONG, freshAddress(), untrusting))).toBe("INVALID_CREDENTIALS");
      const spoofed = await login(email, WRONG, freshAddress(), untrusting);
      expect(outcome(spoofed)).toBe("TOO_MANY_ATTEMPTS");
      expect(retryAfter(spoofed)).toBe(1);
    });

    it("limits registrations from one address to 10 an hour", async () => {
      const address = freshAddress();
      const stamp = Date.now();
      for (let index = 0; index < 10; index++) {
        const response = await gql(api, REGISTER, registerInput(`new-${stamp}-${index}@example.com`), from(address));
        expect(response.body.data.register.success).toBe(true);
      }
      const before = await customerCount(api);
      const refused = await gql(api, REGISTER, registerInput(`new-${stamp}-10@example.com`), { ...from(address), path: "/en/graphql" });
      expect(refused.body.data.register).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS" });
      expect(refused.body.data.register.errorMessage).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
      expect(retryAfter(refused)).toBeGreaterThan(60);
      expect(await customerCount(api)).toBe(before);
      // Another address still registers.
      expect((await gql(api, REGISTER, registerInput(`new-${stamp}-11@example.com`), from(freshAddress()))).body.data.register.success).toBe(true);
    });

    const RESEND = "mutation($email: String!) { resendConfirmation(email: $email) { success errorCode errorMessage } }";
    const REQUEST_RESET = "mutation($email: String!) { requestPasswordReset(email: $email) { success errorCode errorMessage } }";
    const CONFIRM = "mutation($token: String!) { confirmEmail(token: $token) { success errorCode } }";
    const RESET = "mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { success errorCode } }";

    it("sends at most 3 account e-mails a quarter of an hour to one recipient, answering every request alike", async () => {
      const email = `inbox-${Date.now()}@example.com`;
      expect((await gql(api, REGISTER, registerInput(email), from(freshAddress()))).body.data.register.success).toBe(true);
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt++) answers.push((await gql(api, RESEND, { email }, from(freshAddress()))).text);
      // A registration again, from yet another address: the same answer, and no note this time.
      answers.push((await gql(api, REGISTER, registerInput(email), from(freshAddress()))).text.replace("register", "resendConfirmation"));
      expect(new Set(answers)).toEqual(new Set([JSON.stringify({ data: { resendConfirmation: { success: true, errorCode: null, errorMessage: null } } })]));
      expect(await mailsTo(api, email, "customer.email-confirmation")).toHaveLength(3);
      expect(await mailsTo(api, email, "customer.account-exists")).toHaveLength(0);
    });

    it("limits confirmation links asked from one address to 10 an hour", async () => {
      const address = freshAddress();
      for (let attempt = 0; attempt < 10; attempt++) expect((await gql(api, RESEND, { email: `someone-${attempt}@example.com` }, from(address))).body.data.resendConfirmation.success).toBe(true);
      const refused = await gql(api, RESEND, { email: "someone-else@example.com" }, from(address));
      expect(refused.body.data.resendConfirmation.errorCode).toBe("TOO_MANY_ATTEMPTS");
      expect(retryAfter(refused)).toBeGreaterThan(60);
    });

    it("limits reset requests per address (10 an hour) and per recipient (5 an hour), whether or not it has an account", async () => {
      const address = freshAddress();
      for (let attempt = 0; attempt < 10; attempt++) expect((await gql(api, REQUEST_RESET, { email: `reset-${attempt}-${Date.now()}@example.com` }, from(address))).body.data.requestPasswordReset.success).toBe(true);
      const byAddress = await gql(api, REQUEST_RESET, { email: DEMO_CUSTOMER.email }, from(address));
      expect(byAddress.body.data.requestPasswordReset.errorCode).toBe("TOO_MANY_ATTEMPTS");

      const perRecipient = async (email: string) => {
        const codes = [];
        for (let attempt = 0; attempt < 6; attempt++) codes.push((await gql(api, REQUEST_RESET, { email }, from(freshAddress()))).body.data.requestPasswordReset.errorCode);
        return codes;
      };
      const existing = await perRecipient(DEMO_CUSTOMER.email);
      expect(existing).toEqual([null, null, null, null, null, "TOO_MANY_ATTEMPTS"]);
      expect(await perRecipient(`nobody-${Date.now()}@example.com`)).toEqual(existing);
      expect(await mailsTo(api, DEMO_CUSTOMER.email, "customer.password-reset")).toHaveLength(5);
    });

    it("limits confirmations and resets tried from one address to 30 in ten minutes", async () => {
      for (const [query, variables, field] of [
        [CONFIRM, { token: "x".repeat(43) }, "confirmEmail"],
        [RESET, { token: "x".repeat(43), password: "a long enough password" }, "resetPassword"],
      ] as const) {
        const address = freshAddress();
        for (let attempt = 0; attempt < 30; attempt++) expect((await gql(api, query, variables, from(address))).body.data[field].errorCode).toBe("TOKEN_INVALID");
        expect((await gql(api, query, variables, from(address))).body.data[field].errorCode).toBe("TOO_MANY_ATTEMPTS");
      }
    });
  });
});
