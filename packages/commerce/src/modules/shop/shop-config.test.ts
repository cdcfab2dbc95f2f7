import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, gql } from "../../testing/api-test-kit.ts";
import { type RequestOptions, type TestApi, startTestApi } from "../../testing/test-server.ts";

/**
 * The shop and its stores as the API describes them, once per dialect: both stores' settings,
 * countries in either language, feature switches and the display currency.
 */

describe.each(dialects)("shop and store configuration over the API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    describe("shop and store configuration", () => {
      const SHOP = /* GraphQL */ `
        query Shop {
          shop { id url baseUrl imageBaseUrl currentCurrency locale name }
          storeConfig { code locale currency availableCurrencies defaultCountryId baseUrl countries { id name } }
        }
      `;
      const germany = (countries: { id: string; name: string }[]) => countries.find((country) => country.id === "DE")?.name;

      it("serves the French store at /graphql", async () => {
        const { publicUrl, imageBaseUrl } = api.commerce.config;
        const response = await gql(api, SHOP);
        expect(response.status).toBe(200);
        expect(response.body.errors).toBeUndefined();
        const { shop, storeConfig } = response.body.data;
        expect(shop).toEqual({
          id: "fr",
          url: publicUrl,
          baseUrl: "/",
          imageBaseUrl,
          currentCurrency: "EUR",
          locale: "fr-FR",
          name: "Essences & Botanique",
        });
        expect(imageBaseUrl).toBe(`${publicUrl}/media`);
        expect(storeConfig).toMatchObject({ code: "fr", locale: "fr-FR", currency: "EUR", defaultCountryId: "FR", baseUrl: publicUrl });
        expect(storeConfig.availableCurrencies).toEqual(["EUR", "GBP"]);
        expect(germany(storeConfig.countries)).toBe("Allemagne");
        expect(storeConfig.countries.find((country: { id: string }) => country.id === "GB")?.name).toBe("Royaume-Uni");
        expect(storeConfig.countries.some((country: { id: string }) => country.id === "UK")).toBe(false);
      });

      it.each([
        ["the /en/graphql path", { path: "/en/graphql" }],
        ["the Store: en header on /graphql", { headers: { store: "en" } }],
      ])("serves the English store through %s", async (_label, options: RequestOptions) => {
        const { publicUrl, imageBaseUrl } = api.commerce.config;
        const response = await gql(api, SHOP, undefined, options);
        expect(response.status).toBe(200);
        const { shop, storeConfig } = response.body.data;
        expect(shop).toMatchObject({ id: "en", baseUrl: "/en", imageBaseUrl, currentCurrency: "EUR", locale: "en-GB" });
        expect(shop.url).toBe(`${publicUrl}/en`);
        expect(shop.url.endsWith("/en")).toBe(true);
        expect(storeConfig).toMatchObject({ code: "en", locale: "en-GB", currency: "EUR", defaultCountryId: "GB", baseUrl: `${publicUrl}/en` });
        expect(germany(storeConfig.countries)).toBe("Germany");
      });

      it("gives country names in another language on request, and lists every store", async () => {
        const response = await gql(
          api,
          `{ storeConfig { en: countries(language: "en") { id name } fr: countries(language: "fr") { id name } }
             storeConfigs { code defaultCountryId } }`,
        );
        const { storeConfig, storeConfigs } = response.body.data;
        expect(germany(storeConfig.en)).toBe("Germany");
        expect(germany(storeConfig.fr)).toBe("Allemagne");
        expect(storeConfigs).toEqual([
          { code: "fr", defaultCountryId: "FR" },
          { code: "en", defaultCountryId: "GB" },
        ]);
      });

      it("tells which features are active", async () => {
        const response = await gql(api, `{ wishlist: isFeatureActive(feature: "wishlist") nope: isFeatureActive(feature: "teleport") }`);
        expect(response.body).toEqual({ data: { wishlist: true, nope: false } });
      });

      it("takes the display currency from the currency cookie when the store offers it", async () => {
        const currency = async (cookie: string, path?: string) =>
          (await gql(api, "{ shop { currentCurrency } }", undefined, { headers: { cookie }, path })).body.data.shop.currentCurrency;
        expect(await currency("currency=GBP")).toBe("GBP");
        expect(await currency("theme=dark; currency=gbp")).toBe("GBP");
        expect(await currency("currency=GBP", "/en/graphql")).toBe("GBP");
        expect(await currency("currency=XYZ")).toBe("EUR");
        expect(await currency("currency=%E0%A4%A")).toBe("EUR");
        expect(await currency("")).toBe("EUR");
      });
    });
  });
});
