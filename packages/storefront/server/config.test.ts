import { describe, expect, it } from "vitest";
import { loadStorefrontConfig, parseContentEditUrls } from "./config.ts";

describe("storefront configuration", () => {
  describe("CONTENT_EDIT_URLS (the x-ray's edit links)", () => {
    it("reads a URL template per content type", () => {
      expect(parseContentEditUrls("product=https://pim.example.com/products/{id},category=https://pim.example.com/categories/{id}?tab=seo")).toEqual({
        product: "https://pim.example.com/products/{id}",
        category: "https://pim.example.com/categories/{id}?tab=seo",
      });
      expect(parseContentEditUrls(" product = http://localhost:8080/edit?sku={id} , ")).toEqual({ product: "http://localhost:8080/edit?sku={id}" });
      expect(parseContentEditUrls("")).toEqual({});
    });

    it("refuses what would make a link elsewhere than an http(s) page, or no link to the content", () => {
      expect(parseContentEditUrls("product=javascript:alert({id})")).toMatch(/http or https/);
      expect(parseContentEditUrls("product=ftp://pim.example.com/{id}")).toMatch(/http or https/);
      expect(parseContentEditUrls("product=https://user:secret@pim.example.com/{id}")).toMatch(/without credentials/);
      expect(parseContentEditUrls("product=/products/{id}")).toMatch(/http or https/);
      expect(parseContentEditUrls("product=https://pim.example.com/products")).toMatch(/\{id\}/);
      expect(parseContentEditUrls("product")).toMatch(/\{id\}/);
      expect(parseContentEditUrls("cms-page=https://cms.example.com/{id}")).toMatch(/not a content type/);
      expect(parseContentEditUrls("product=https://a.example/{id},product=https://b.example/{id}")).toMatch(/twice/);
    });

    it("fails the server's start on a wrong value, naming the setting", () => {
      expect(loadStorefrontConfig({ CONTENT_EDIT_URLS: "product=https://pim.example.com/{id}" }).contentEditUrls).toEqual({ product: "https://pim.example.com/{id}" });
      expect(loadStorefrontConfig({}).contentEditUrls).toEqual({});
      expect(() => loadStorefrontConfig({ CONTENT_EDIT_URLS: "product=mailto:{id}" })).toThrow(/CONTENT_EDIT_URLS: the product URL must be an http or https URL/);
    });
  });

  it("reads SHUTDOWN_DELAY_SECONDS (0 unless set: one machine has no balancer to wait for)", () => {
    expect(loadStorefrontConfig({}).shutdownDelayMs).toBe(0);
    expect(loadStorefrontConfig({ SHUTDOWN_DELAY_SECONDS: "2" }).shutdownDelayMs).toBe(2_000);
    expect(loadStorefrontConfig({ SHUTDOWN_DELAY_SECONDS: "0.5" }).shutdownDelayMs).toBe(500);
    expect(() => loadStorefrontConfig({ SHUTDOWN_DELAY_SECONDS: "-1" })).toThrow(/SHUTDOWN_DELAY_SECONDS/);
    expect(() => loadStorefrontConfig({ SHUTDOWN_DELAY_SECONDS: "soon" })).toThrow(/SHUTDOWN_DELAY_SECONDS/);
  });
});
