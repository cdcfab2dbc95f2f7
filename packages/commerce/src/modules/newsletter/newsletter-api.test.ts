import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, LOGIN, dialects, gql, sessionCookie } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";

/** A customer's newsletter consent over the API, once per dialect. */

const SUBSCRIPTION = "query { me { newsletter { subscribed consentDate unsubscribedAt } } }";
const UPDATE = `mutation Update($subscribed: Boolean!) {
  updateNewsletterSubscription(subscribed: $subscribed) { success errorCode errorMessage subscription { subscribed consentDate unsubscribedAt } }
}`;

describe.each(dialects)("newsletter subscription on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    let cookie: string;
    const update = async (subscribed: boolean) => (await gql(api, UPDATE, { subscribed }, { headers: { cookie } })).body.data.updateNewsletterSubscription;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      cookie = sessionCookie(await gql(api, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }));
    });
    afterAll(async () => {
      await api?.close();
    });

    it("refuses a visitor in the store's language", async () => {
      expect((await gql(api, UPDATE, { subscribed: true })).body.data.updateNewsletterSubscription).toEqual({
        success: false,
        errorCode: "NOT_SIGNED_IN",
        errorMessage: "Veuillez vous connecter.",
        subscription: null,
      });
      expect((await gql(api, UPDATE, { subscribed: true }, { path: "/en/graphql" })).body.data.updateNewsletterSubscription.errorMessage).toBe("Please sign in.");
    });

    it("dates the consent once, keeps it when the customer unsubscribes, and dates a new one when they come back", async () => {
      expect((await gql(api, SUBSCRIPTION, undefined, { headers: { cookie } })).body.data.me.newsletter).toEqual({ subscribed: false, consentDate: null, unsubscribedAt: null });

      // Five requests at once from an unsubscribed customer: one consent, one date.
      const answers = await Promise.all(Array.from({ length: 5 }, () => update(true)));
      const dates = new Set(answers.map((answer) => answer.subscription.consentDate));
      expect(answers.every((answer) => answer.success && answer.subscription.subscribed)).toBe(true);
      expect(dates.size).toBe(1);
      const [consentDate] = dates;
      expect(Date.parse(consentDate)).toBeGreaterThan(Date.now() - 60_000);

      expect((await update(true)).subscription).toEqual({ subscribed: true, consentDate, unsubscribedAt: null });

      const unsubscribed = (await update(false)).subscription;
      expect(unsubscribed).toMatchObject({ subscribed: false, consentDate });
      expect(Date.parse(unsubscribed.unsubscribedAt)).toBeGreaterThanOrEqual(Date.parse(consentDate));
      expect((await gql(api, SUBSCRIPTION, undefined, { headers: { cookie } })).body.data.me.newsletter).toEqual(unsubscribed);

      const again = (await update(true)).subscription;
      expect(again.subscribed).toBe(true);
      expect(again.unsubscribedAt).toBeNull();
      expect(Date.parse(again.consentDate)).toBeGreaterThanOrEqual(Date.parse(unsubscribed.unsubscribedAt));
    });
  });
});
