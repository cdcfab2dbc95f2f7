import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN, REGISTER, dialects, gql, registerInput } from "../../testing/api-test-kit.ts";
import { type TestApi, type TestResponse, startTestApi } from "../../testing/test-server.ts";
import { serviceScope } from "../shop/service-scope.ts";

/**
 * What a stranger can ask about an address (registering it, signing in with it, asking for its
 * password reset) answers exactly alike whether or not the address has an account: the same
 * status, the same body, and no measurable difference in time. Each question is asked many times
 * for each kind of address, in pairs run back to back in alternating order, so the load of the
 * machine weighs on both alike. The median of the pairs' differences must be indistinguishable
 * from none: within a tenth of the answer's time, or within the noise the pairs themselves show
 * on a busy machine (three standard errors of that median), and never beyond a third of the
 * answer's time, which an extra password hash or query round trip would exceed.
 */

const PASSWORD = "correct horse battery";
const REQUEST_RESET = "mutation($email: String!) { requestPasswordReset(email: $email) { success errorCode errorMessage } }";
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

describe.each(dialects)("answers that reveal nothing on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    /** Accounts that exist (confirmed), each asked about few enough times to stay under the per-recipient limits (a message skipped would be work saved). */
    const existing: string[] = [];
    const stamp = randomBytes(3).toString("hex");

    beforeAll(async () => {
      api = await startTestApi({ dialect, env: { TRUST_PROXY: "loopback" } });
      for (let index = 0; index < 60; index++) {
        const email = `timing-${stamp}-${index}@example.test`;
        await api.commerce.services.customers.createConfirmed(serviceScope(), { email, password: PASSWORD, firstname: "Ada", lastname: "Lovelace" });
        existing.push(email);
      }
      // Messages are rendered and sent by the worker after the answer, on the same event loop:
      // left running, each message's rendering would delay whichever question comes next. It is
      // stopped; what the answers cost is what is measured (the messages stay queued).
      await api.commerce.services.mail.stop();
    }, 60_000);
    afterAll(() => api?.close());

    let addressCounter = 0;
    /** Each question from an address of its own: the per-address limits stay out of the measure. */
    const ask = async (query: string, variables: Record<string, unknown>): Promise<{ response: TestResponse; ms: number }> => {
      const headers = { "x-forwarded-for": `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${++addressCounter & 255}` };
      const started = performance.now();
      const response = await gql(api, query, variables, { headers });
      return { response, ms: performance.now() - started };
    };

    /**
     * The difference of median times accepted as "alike": a tenth of the answer's time or the
     * noise (three standard errors), 1.5 ms at least (below what a network's jitter lets anyone see
     * of the quickest answers), and never a third of the answer's time, which one more password
     * hash or query round trip would pass.
     */
    const allowedDifference = ({ typical, standardError }: { typical: number; standardError: number }) =>
      Math.min(typical / 3, Math.max(1.5, typical / 10, 3 * standardError));

    /** Questions asked so far: each pair gets numbers of its own (a new address stays new). */
    let asked = 0;

    /**
     * Asks rounds of `pairs` pairs (one question about an address with an account, one about an
     * address without), after a few unmeasured ones, and checks the answers are identical and the
     * times alike. A round whose times differ is followed by another, at most three in all, each
     * judged on every pair asked so far.
     */
    async function compare(pairs: number, question: (withAccount: boolean, index: number) => [string, Record<string, unknown>], answerOf: (response: TestResponse) => unknown) {
      for (let index = 0; index < 2; index++) await ask(...question(index % 2 === 0, asked++));
      const withAccount: number[] = [];
      const without: number[] = [];
      const differences: number[] = [];
      const answers = new Set<string>();
      let measured: { round: number; withAccount: number; without: number; difference: number; standardError: number; typical: number } | undefined;
      for (let round = 1; round <= 3; round++) {
        for (let index = 0; index < pairs; index++) {
          const order = index % 2 === 0 ? [true, false] : [false, true];
          const number = asked++;
          const times: Record<string, number> = {};
          for (const account of order) {
            const { response, ms } = await ask(...question(account, number));
            answers.add(JSON.stringify([response.status, answerOf(response)]));
            times[String(account)] = ms;
          }
          withAccount.push(times.true);
          without.push(times.false);
          differences.push(times.true - times.false);
        }
        const typical = median([...withAccount, ...without]);
        const difference = median(differences);
        // The standard error of a median, from the differences' spread (MAD, scaled to a standard deviation).
        const standardError = (1.2533 * 1.4826 * median(differences.map((value) => Math.abs(value - difference)))) / Math.sqrt(differences.length);
        measured = { round, withAccount: median(withAccount), without: median(without), difference, standardError, typical };
        // A difference must last through every round to count: one round disturbed by other work on
        // a shared machine (another test file's burst) is not a leak, a real one stays in all three.
        if (Math.abs(difference) <= allowedDifference(measured)) break;
      }
      expect([...answers]).toHaveLength(1);
      const { difference } = measured!;
      expect(Math.abs(difference), JSON.stringify({ ...measured, allowed: allowedDifference(measured!) })).toBeLessThanOrEqual(allowedDifference(measured!));
      return { answer: JSON.parse([...answers][0]), measured };
    }

    it("registration: the same answer and time for a new address and one with an account", async () => {
      const { answer } = await compare(
        30,
        (withAccount, index) => [REGISTER, registerInput(withAccount ? existing[index % existing.length] : `new-${stamp}-${index}@example.test`)],
        (response) => response.body,
      );
      expect(answer).toEqual([200, { data: { register: { success: true, errorCode: null, errorMessage: null } } }]);
    }, 120_000);

    it("sign-in: the same answer and time for a wrong password and an unknown address", async () => {
      const { answer } = await compare(
        40,
        (withAccount, index) => [LOGIN, { email: withAccount ? existing[index % existing.length] : `nobody-${stamp}-${index}@example.test`, password: "not the password" }],
        (response) => response.body,
      );
      expect(answer[1].data.login.errorCode).toBe("INVALID_CREDENTIALS");
    }, 120_000);

    it("password reset: the same answer and time for an address with an account and one without", async () => {
      const { answer } = await compare(
        60,
        (withAccount, index) => [REQUEST_RESET, { email: withAccount ? existing[index % existing.length] : `unknown-${stamp}-${index}@example.test` }],
        (response) => response.body,
      );
      expect(answer).toEqual([200, { data: { requestPasswordReset: { success: true, errorCode: null, errorMessage: null } } }]);
    }, 120_000);
  });
});
