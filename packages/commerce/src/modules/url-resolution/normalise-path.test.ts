import { describe, expect, it } from "vitest";
import { stores } from "../shop/stores.ts";
import { MAX_ROUTE_PATH_LENGTH, normaliseRoutePath } from "./normalise-path.ts";

const fr = (url: string) => normaliseRoutePath(url, stores.fr);
const en = (url: string) => normaliseRoutePath(url, stores.en);

describe("normaliseRoutePath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/a-propos", "/a-propos"],
    ["a-propos", "/a-propos"],
    ["/a-propos/", "/a-propos"],
    ["//huiles-essentielles///lavandes//", "/huiles-essentielles/lavandes"],
    ["/a-propos?utm_source=newsletter#equipe", "/a-propos"],
    ["/a-propos#x?y", "/a-propos"],
    ["/./a-propos/.", "/a-propos"],
    ["/Huiles-Essentielles", "/Huiles-Essentielles"],
    ["/%C3%A9pices", "/épices"],
    ["/e%CC%81pices", "/épices"],
    ["/a-%70ropos", "/a-propos"],
    ["  /faq  ", "/faq"],
  ])("%j → %j", (input, expected) => {
    expect(fr(input)).toBe(expected);
  });

  it.each([
    ["malformed escape", "/%E0%A4%A"],
    ["lone percent", "/%"],
    ["non-hex escape", "/%zz"],
    ["encoded slash", "/a%2Fb"],
    ["encoded backslash", "/a%5Cb"],
    ["raw backslash", "/\\evil.example"],
    ["NUL byte", "/a%00b"],
    ["control character", "/a\u0007b"],
    ["parent segment", "/a/../a-propos"],
    ["encoded parent segment", "/a/%2E%2E/a-propos"],
    ["absolute URL", "https://evil.example/a-propos"],
    ["scheme", "javascript:alert(1)"],
    ["too long", `/${"a".repeat(MAX_ROUTE_PATH_LENGTH)}`],
    ["far too long", `/${"a/".repeat(100_000)}`],
  ])("refuses %s", (_name, input) => {
    expect(fr(input)).toBeNull();
  });

  it("accepts a path of exactly the maximum length", () => {
    const path = `/${"a".repeat(MAX_ROUTE_PATH_LENGTH - 1)}`;
    expect(fr(path)).toBe(path);
  });

  it("strips a leading /en on the English store only", () => {
    expect(en("/en/about-us")).toBe("/about-us");
    expect(en("/EN/about-us/")).toBe("/about-us");
    expect(en("/en")).toBe("/");
    expect(en("/en/")).toBe("/");
    expect(en("/about-us")).toBe("/about-us");
    expect(en("/english-lavender")).toBe("/english-lavender");
    expect(fr("/en/about-us")).toBe("/en/about-us");
  });
});
