import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { catalogs, intlFor } from "./i18n.ts";

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

  it("format every message without arguments as react-intl formats the catalog's text", () => {
    for (const locale of ["fr-FR", "en-GB"] as const) {
      const fromText = createIntl({ locale, messages: catalogs[locale], defaultLocale: "fr-FR" });
      const ids = Object.keys(catalogs[locale]).filter((id) => !catalogs[locale][id].includes("{"));
      expect(ids.length).toBeGreaterThan(100);
      for (const id of ids) expect(intlFor(locale).formatMessage({ id }), `${locale} ${id}`).toBe(fromText.formatMessage({ id }));
    }
    expect(intlFor("en-GB").formatMessage({ id: "offline.tabTitle" })).toBe("You're offline");
  });
});
