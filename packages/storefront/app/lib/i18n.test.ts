import { describe, expect, it } from "vitest";
import { catalogs } from "./i18n.ts";

describe("message catalogs", () => {
  it("have the same keys in fr-FR and en-GB", () => {
    expect(Object.keys(catalogs["en-GB"]).sort()).toEqual(Object.keys(catalogs["fr-FR"]).sort());
  });

  it("have no empty message", () => {
    for (const catalog of Object.values(catalogs)) {
      for (const [id, text] of Object.entries(catalog)) expect(text.trim(), id).not.toBe("");
    }
  });

  it("keep the spec's English texts verbatim", () => {
    expect(catalogs["en-GB"]["maintenance.tabTitle"]).toBe("503 - Currently unavailable");
    expect(catalogs["en-GB"]["offline.tabTitle"]).toBe("You're offline");
    expect(catalogs["en-GB"]["notFound.title"]).toBe("404 : page not found ");
  });
});
