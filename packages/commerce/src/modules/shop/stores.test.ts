import { describe, expect, it } from "vitest";
import { defaultStore, normaliseCountryId, storeFromRequest, stores } from "./stores.ts";

describe("storeFromRequest", () => {
  it.each(["/en", "/en/", "/en/graphql", "/en/products/lavender?x=1", "http://shop.example/en/graphql", "/en?currency=GBP"])(
    "picks the English store for %s",
    (url) => {
      expect(storeFromRequest(url).code).toBe("en");
    },
  );

  it.each(["/", "/graphql", "/english", "/english/graphql", "/enfant", "/fr/en", "/products/en", "http://shop.example/"])(
    "picks the French store for %s",
    (url) => {
      expect(storeFromRequest(url)).toBe(stores.fr);
    },
  );

  it("falls back to the Store header when the path has no prefix", () => {
    expect(storeFromRequest("/graphql", "en").code).toBe("en");
    expect(storeFromRequest("/graphql", " EN-GB ").code).toBe("en");
    expect(storeFromRequest("/graphql", "fr").code).toBe("fr");
    expect(storeFromRequest("/graphql", "de").code).toBe("fr");
    expect(storeFromRequest("/graphql", "").code).toBe("fr");
    expect(storeFromRequest("/graphql", null).code).toBe("fr");
  });

  it("lets the path win over the header", () => {
    expect(storeFromRequest("/en/graphql", "fr").code).toBe("en");
  });

  it("defaults to the French store", () => {
    expect(defaultStore).toBe(stores.fr);
  });
});

describe("stores", () => {
  it("describes fr-FR at / and en-GB at /en, both in EUR", () => {
    expect(stores.fr).toMatchObject({ locale: "fr-FR", language: "fr", pathPrefix: "", baseCurrency: "EUR", defaultCountryId: "FR" });
    expect(stores.en).toMatchObject({ locale: "en-GB", language: "en", pathPrefix: "/en", baseCurrency: "EUR", defaultCountryId: "GB" });
    for (const store of Object.values(stores)) expect(store.currencies).toEqual(["EUR", "GBP"]);
  });
});

describe("normaliseCountryId", () => {
  it("turns the owner's UK into the ISO code GB", () => {
    expect(normaliseCountryId("UK")).toBe("GB");
    expect(normaliseCountryId(" uk ")).toBe("GB");
  });

  it("upper-cases and trims other codes", () => {
    expect(normaliseCountryId("GB")).toBe("GB");
    expect(normaliseCountryId("fr")).toBe("FR");
    expect(normaliseCountryId(" de")).toBe("DE");
  });
});
