import { describe, expect, it } from "vitest";
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
});
