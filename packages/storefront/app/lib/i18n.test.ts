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

  it("keep the owner's English texts verbatim", () => {
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

  it("format every message with arguments as react-intl does, for each plural and select branch", () => {
    for (const locale of ["fr-FR", "en-GB"] as const) {
      const reference = createIntl({ locale, messages: catalogs[locale], defaultLocale: "fr-FR" });
      let compared = 0;
      for (const [id, text] of Object.entries(catalogs[locale])) {
        if (!text.includes("{")) continue;
        const variants = valuesFor(reference.formatters.getMessageFormat(text, locale).getAst());
        for (const values of variants ?? []) {
          expect(intlFor(locale).formatMessage({ id }, values), `${locale} ${id} ${JSON.stringify(values)}`).toBe(reference.formatMessage({ id }, values));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(50);
    }
  });
});

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** Values reaching every plural and select branch of a message; undefined for rich text (tags) and dates. */
function valuesFor(ast: Element[]): Record<string, string | number>[] | undefined {
  const variants: Record<string, string | number>[] = [{}];
  const visit = (elements: Element[]): boolean =>
    elements.every((element) => {
      if (element.type === 3 || element.type === 4 || element.type === 8) return false;
      const name = element.value as string;
      if (element.type === 1) for (const values of variants) values[name] ??= "Lavande";
      if (element.type === 2) for (const values of variants) values[name] ??= 1234.5;
      if (element.type === 5 || element.type === 6) {
        const keys = Object.keys(element.options ?? {});
        const choices = element.type === 6 ? [0, 1, 2, 1234] : keys;
        const base = variants.splice(0);
        for (const values of base) for (const choice of choices) variants.push({ ...values, [name]: choice });
        return keys.every((key) => visit(element.options![key].value));
      }
      return true;
    });
  return visit(ast) ? variants : undefined;
}
