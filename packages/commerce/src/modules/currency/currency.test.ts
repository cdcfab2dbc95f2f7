import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RequestOptions, type TestApi, isCI, postgresUnavailableReason, startTestApi } from "../../testing/test-server.ts";

/** The display-currency choice (docs/product-rules.md#currency-and-vat), on both databases. */

const postgresProblem = await postgresUnavailableReason();
const dialects = [
  { dialect: "sqlite" as const, skipReason: undefined },
  { dialect: "postgres" as const, skipReason: postgresProblem && !isCI() ? postgresProblem : undefined },
];

const EN: RequestOptions = { path: "/en/graphql" };
const SET_CURRENCY = /* GraphQL */ `
  mutation SetCurrency($currency: String!) {
    setCurrency(currency: $currency) { success errorCode errorMessage currentCurrency }
  }
`;
const CURRENT = "query { shop { currentCurrency } }";

describe.each(dialects)("currency on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;
    const gql = (query: string, variables?: Record<string, unknown>, options?: RequestOptions) =>
      api.post({ query, variables }, options);

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    it("lists the display currencies with their rate from EUR", async () => {
      for (const options of [undefined, EN]) {
        const response = await gql("query { currencies { code rate } }", {}, options);
        expect(response.body.data.currencies).toEqual([
          { code: "EUR", rate: 1 },
          { code: "GBP", rate: 0.86 },
        ]);
      }
    });

    it("sets the currency in a year-long cookie that later requests honour", async () => {
      const response = await gql(SET_CURRENCY, { currency: "GBP" });
      expect(response.body.data.setCurrency).toEqual({ success: true, errorCode: null, errorMessage: null, currentCurrency: "GBP" });
      expect(response.setCookies).toEqual(["currency=GBP; Path=/; Max-Age=31536000; SameSite=Lax"]);

      const cookie = { headers: { cookie: "currency=GBP" } };
      expect((await gql(CURRENT, {}, cookie)).body.data.shop.currentCurrency).toBe("GBP");
      expect((await gql(CURRENT, {}, { ...EN, ...cookie })).body.data.shop.currentCurrency).toBe("GBP");
      expect((await gql(CURRENT)).body.data.shop.currentCurrency).toBe("EUR");
    });

    it("accepts any letter case and switches back to EUR", async () => {
      expect((await gql(SET_CURRENCY, { currency: " gbp " })).body.data.setCurrency.currentCurrency).toBe("GBP");
      const back = await gql(SET_CURRENCY, { currency: "EUR" }, { headers: { cookie: "currency=GBP" } });
      expect(back.body.data.setCurrency).toMatchObject({ success: true, currentCurrency: "EUR" });
      expect(back.setCookies).toEqual(["currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax"]);
    });

    it.each(["USD", "", "EURO", "GB", "<script>alert(1)</script>", "#503 Maintenance flag", "x".repeat(10_000)])(
      "refuses %j with CURRENCY_UNSUPPORTED, in the store's language, setting no cookie",
      async (currency) => {
        const french = await gql(SET_CURRENCY, { currency }, { headers: { cookie: "currency=GBP" } });
        expect(french.body.data.setCurrency).toEqual({
          success: false,
          errorCode: "CURRENCY_UNSUPPORTED",
          errorMessage: "Cette devise n'est pas proposée par la boutique.",
          currentCurrency: "GBP",
        });
        expect(french.setCookies).toEqual([]);
        const english = await gql(SET_CURRENCY, { currency }, EN);
        expect(english.body.data.setCurrency).toMatchObject({
          errorCode: "CURRENCY_UNSUPPORTED",
          errorMessage: "This currency is not offered by the shop.",
          currentCurrency: "EUR",
        });
      },
    );

    it("is never available over GET (mutations need a POST)", async () => {
      const response = await api.get({ query: SET_CURRENCY, variables: { currency: "GBP" } });
      expect(response.setCookies).toEqual([]);
      expect(response.body.data?.setCurrency).toBeUndefined();
    });
  });
});

describe("currency rate configuration", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ dialect: "sqlite", env: { GBP_RATE: "0.8512", PUBLIC_URL: "https://shop.example" } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("takes the GBP rate from GBP_RATE", async () => {
    const response = await api.post({ query: "query { currencies { code rate } }" });
    expect(response.body.data.currencies).toContainEqual({ code: "GBP", rate: 0.8512 });
  });

  it("marks the cookie Secure when the shop is served over https", async () => {
    const response = await api.post({ query: SET_CURRENCY, variables: { currency: "GBP" } });
    expect(response.setCookies).toEqual(["currency=GBP; Path=/; Max-Age=31536000; SameSite=Lax; Secure"]);
  });
});
