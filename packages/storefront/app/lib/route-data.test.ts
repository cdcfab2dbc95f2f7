import { describe, expect, it } from "vitest";
import { storePathOf } from "./route-data.ts";

describe("storePathOf", () => {
  it("removes the store's base path", () => {
    expect(storePathOf(new Request("http://shop/en/about-us?x=1"), "/en")).toBe("/about-us");
    expect(storePathOf(new Request("http://shop/en"), "/en")).toBe("/");
    expect(storePathOf(new Request("http://shop/a-propos"), "/")).toBe("/a-propos");
    expect(storePathOf(new Request("http://shop/encens"), "/en")).toBe("/encens");
  });
});
