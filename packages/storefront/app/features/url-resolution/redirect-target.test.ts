import { describe, expect, it } from "vitest";
import { redirectStatus, resolveRedirectTarget, safeReturnPath, toSameSitePath } from "./redirect-target.ts";

const allowed = ["localhost:3000", "blog.essences-botanique.example"];

describe("resolveRedirectTarget", () => {
  it("navigates fully to an absolute http(s) URL on an allow-listed host", () => {
    expect(resolveRedirectTarget("https://blog.essences-botanique.example/recettes?x=1", allowed)).toEqual({
      kind: "external",
      url: "https://blog.essences-botanique.example/recettes?x=1",
    });
    expect(resolveRedirectTarget("HTTP://BLOG.essences-botanique.example/", allowed).kind).toBe("external");
  });

  it("adds the leading slash to an in-app target", () => {
    expect(resolveRedirectTarget("huiles-essentielles", allowed)).toEqual({ kind: "internal", path: "/huiles-essentielles" });
    expect(resolveRedirectTarget("/about-us?from=old#team", allowed)).toEqual({ kind: "internal", path: "/about-us?from=old#team" });
  });

  it.each([
    ["//evil.example/steal", "/evil.example/steal"],
    ["///evil.example", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["\\\\evil.example", "/evil.example"],
    ["\\/evil.example", "/evil.example"],
    ["/\t/evil.example", "/evil.example"],
    ["/\n/evil.example", "/evil.example"],
    [" //evil.example", "/evil.example"],
    ["https://evil.example/phish?a=1", "/phish?a=1"],
    ["https://user@evil.example/", "/"],
    ["http:evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["JaVaScRiPt:alert(1)", "/"],
    ["java\tscript:alert(1)", "/"],
    ["data:text/html,<script>alert(1)</script>", "/"],
    ["mailto:someone@evil.example", "/"],
  ])("keeps %j on the site", (redirectTo, expected) => {
    const target = resolveRedirectTarget(redirectTo, allowed);
    expect(target).toEqual({ kind: "internal", path: expected });
  });

  it("never produces a path a browser would read as another origin", () => {
    const attempts = ["//a", "/\\a", "\\\\a", "/%2F/a", "/.//a", "\u0000//a", "%2F%2Fa", "https:/\\a", "https:\\\\a"];
    for (const attempt of attempts) {
      const { path } = resolveRedirectTarget(attempt, allowed) as { path: string };
      expect(path.startsWith("/"), attempt).toBe(true);
      expect(/^\/[/\\]/.test(path), attempt).toBe(false);
      expect(new URL(path, "https://shop.example").origin, attempt).toBe("https://shop.example");
    }
  });
});

describe("toSameSitePath", () => {
  it("keeps query and hash", () => {
    expect(toSameSitePath("/a/b?c=d#e")).toBe("/a/b?c=d#e");
  });
});

describe("redirectStatus", () => {
  it("passes the entity's status on and defaults to permanent", () => {
    expect(redirectStatus(301)).toBe(301);
    expect(redirectStatus(302)).toBe(302);
    expect(redirectStatus(308)).toBe(308);
    expect(redirectStatus(null)).toBe(301);
    expect(redirectStatus(200)).toBe(301);
  });
});

describe("safeReturnPath", () => {
  it("accepts a path of the store", () => {
    expect(safeReturnPath("/user/orders?page=2")).toBe("/user/orders?page=2");
  });

  it.each(["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "user", "/\t/evil.example", ""])(
    "refuses %j",
    (value) => {
      expect(safeReturnPath(value)).toBe("/");
    },
  );
});
