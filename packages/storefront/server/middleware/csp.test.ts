import { describe, expect, it } from "vitest";
import { loadStorefrontConfig, mapTileSource } from "../config.ts";
import { buildCsp, createNonce, cspServices } from "./csp.ts";

const directive = (policy: string | undefined, name: string) =>
  policy
    ?.split("; ")
    .find((entry) => entry.startsWith(`${name} `) || entry === name)
    ?.split(" ")
    .slice(1);

describe("content security policy", () => {
  it("is enforced by default, with the nonce for inline scripts", () => {
    const headers = buildCsp("abc123", { services: cspServices, dangerouslyDisable: false });
    const policy = headers["Content-Security-Policy"];
    expect(directive(policy, "script-src")).toEqual(expect.arrayContaining(["'self'", "'nonce-abc123'"]));
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
  });

  it("allows each configured service where it needs to be", () => {
    const policy = buildCsp("n", { services: cspServices, dangerouslyDisable: false, imageOrigin: "https://media.example" })["Content-Security-Policy"];
    expect(directive(policy, "connect-src")).toEqual(expect.arrayContaining([...cspServices.erp, ...cspServices.analytics, ...cspServices.cardPayment]));
    expect(directive(policy, "img-src")).toEqual(expect.arrayContaining([...cspServices.imageCdn, "https://media.example"]));
    expect(directive(policy, "script-src")).toEqual(
      expect.arrayContaining([...cspServices.consent, ...cspServices.tagManager, ...cspServices.maps, ...cspServices.paymentProviders[0], ...cspServices.paymentProviders[1]]),
    );
    expect(directive(policy, "style-src")).toEqual(expect.arrayContaining(cspServices.consent));
  });

  it("reports frame sources without enforcing them", () => {
    const headers = buildCsp("n", { services: cspServices, dangerouslyDisable: false });
    expect(directive(headers["Content-Security-Policy-Report-Only"], "frame-src")).toEqual(
      expect.arrayContaining([...cspServices.paymentProviders[0], ...cspServices.cardPayment, ...cspServices.maps]),
    );
    expect(directive(headers["Content-Security-Policy"], "frame-src")).toEqual(["'self'", "https:"]);
  });

  it("sends nothing when dangerously disabled", () => {
    expect(buildCsp("n", { services: cspServices, dangerouslyDisable: true })).toEqual({});
  });

  it("makes a fresh nonce each time", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("allows map tiles only from the tile server configured, and none by default", () => {
    const none = buildCsp("n", { services: cspServices, dangerouslyDisable: false })["Content-Security-Policy"];
    expect(directive(none, "img-src")!.filter((source) => source.includes("tile"))).toEqual([]);
    expect(loadStorefrontConfig({}).mapTiles).toBeNull();

    const config = loadStorefrontConfig({ MAP_TILE_URL: "https://{s}.tile.example.org/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Example contributors" });
    expect(config.mapTiles).toEqual({ url: "https://{s}.tile.example.org/{z}/{x}/{y}.png", attribution: "© Example contributors", source: "https://*.tile.example.org" });
    const policy = buildCsp("n", { services: cspServices, dangerouslyDisable: false, mapTileSource: config.mapTiles!.source })["Content-Security-Policy"];
    expect(directive(policy, "img-src")).toContain("https://*.tile.example.org");
    // Tiles are images: nothing else of the tile server is allowed.
    expect(directive(policy, "script-src")).not.toContain("https://*.tile.example.org");
    expect(directive(policy, "connect-src")).not.toContain("https://*.tile.example.org");
  });

  it("takes a tile URL template only when its source can be named: https, {z} {x} {y}, {s} as the host's first label", () => {
    expect(mapTileSource("https://tiles.example.org:8443/osm/{z}/{x}/{y}.png")).toBe("https://tiles.example.org:8443");
    expect(mapTileSource("https://{s}.tile.example.org/{z}/{x}/{y}{r}.png")).toBe("https://*.tile.example.org");
    expect(mapTileSource("http://localhost:8080/{z}/{x}/{y}.png")).toBe("http://localhost:8080");
    expect(mapTileSource("http://tile.example.org/{z}/{x}/{y}.png")).toBeUndefined();
    expect(mapTileSource("https://tile.example.org/{z}/{x}.png")).toBeUndefined();
    expect(mapTileSource("https://tile-{s}.example.org/{z}/{x}/{y}.png")).toBeUndefined();
    expect(mapTileSource("https://user:secret@tile.example.org/{z}/{x}/{y}.png")).toBeUndefined();
    expect(mapTileSource("javascript:{z}{x}{y}")).toBeUndefined();
    expect(() => loadStorefrontConfig({ MAP_TILE_URL: "ftp://tile.example.org/{z}/{x}/{y}.png" })).toThrow(/MAP_TILE_URL/);
    expect(loadStorefrontConfig({ MAP_TILE_URL: "  " }).mapTiles).toBeNull();
  });
});
