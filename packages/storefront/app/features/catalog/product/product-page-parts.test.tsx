import type { SelectionState } from "@eb/commerce/pricing";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import { type Locale, catalogs } from "../../../lib/i18n.ts";
import { AddToBasket } from "./add-to-basket.tsx";
import { CustomOptions } from "./custom-options.tsx";
import { searchWithVariant, variantChoicesOf } from "./selection/variant-url.ts";

const render = (element: ReactNode, locale: Locale = "fr-FR") =>
  renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      {element}
    </IntlProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const empty: SelectionState = { quantity: 1, configurable: {}, customText: {}, customValues: {}, bundle: {}, grouped: {} };

describe("add to basket", () => {
  it("says what is still to choose only once the shopper tries to add, what is wrong at once", () => {
    const html = text(render(<AddToBasket issues={[{ code: "groupedEmpty" }, { code: "quantityRange", max: 999 }]} phone="01" email="a@b.c" />));
    expect(html).not.toContain("Indiquez une quantité pour au moins un produit.");
    expect(html).toContain("Choisissez une quantité entre 1 et 999.");
  });
});

describe("a text custom option", () => {
  const engraving = { id: "7", title: "Gravure", type: "field" as const, required: false, maxCharacters: 12, extraCost: null, values: [] };

  it("takes no more characters than its limit, and says the limit", () => {
    for (const [locale, limit] of [["fr-FR", "12 caractères max"], ["en-GB", "12 characters max"]] as const) {
      const html = render(<CustomOptions options={[engraving]} currency="EUR" state={empty} dispatch={() => undefined} issues={[]} />, locale);
      expect(html).toContain('maxLength="12"');
      expect(text(html)).toContain(limit);
    }
  });
});

describe("the chosen variant in the URL", () => {
  const params = [{ id: "141", code: "volume" }];

  it("is read from the query string under the attribute's code", () => {
    expect(variantChoicesOf(params, "?volume=10ml&utm_source=x")).toEqual({ 141: "10ml" });
    expect(variantChoicesOf(params, "")).toEqual({});
  });

  it("is written to it, every other parameter kept", () => {
    expect(searchWithVariant(params, { 141: "1l" }, "?utm_source=x&volume=10ml")).toBe("?utm_source=x&volume=1l");
    expect(searchWithVariant(params, { 141: "5ml" }, "")).toBe("?volume=5ml");
    expect(searchWithVariant(params, {}, "?volume=5ml")).toBe("");
  });
});
