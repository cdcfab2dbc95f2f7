import type { SelectionState } from "@eb/commerce/pricing";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import { type Locale, catalogs } from "../../../lib/i18n.ts";
import { MemoryRouter } from "react-router";
import { AddToBasket } from "./add-to-basket.tsx";
import { cartLinesOfForm } from "./selection-form.ts";
import { CustomOptions } from "./custom-options.tsx";
import type { ProductDetail } from "./product-data.ts";
import { ProductFacts } from "./product-facts.tsx";
import { searchWithVariant, variantChoicesOf } from "./selection/variant-url.ts";

const render = (element: ReactNode, locale: Locale = "fr-FR") =>
  renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      {element}
    </IntlProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const refuse = () => Promise.resolve({ success: false, message: null });

const empty: SelectionState = { quantity: 1, configurable: {}, customText: {}, customValues: {}, bundle: {}, grouped: {} };

describe("a downloadable product's facts", () => {
  const guide = {
    botanical_name: null,
    geographical_origin: null,
    conformity_cas: null,
    specificity: null,
    is_organic: false,
    familyLabel: "Guides",
    isVirtual: true,
    downloads: [{ title: "Huiles essentielles en cosmétique", format: "PDF", pageCount: 12 }],
  } as unknown as ProductDetail;

  it("say what the purchase gives, not whether it is organic", () => {
    const html = text(render(<ProductFacts product={guide} />));
    expect(html).toContain("Fichier Huiles essentielles en cosmétique (PDF, 12 pages)");
    expect(html).not.toContain("Agriculture biologique");
    const english = text(render(<ProductFacts product={{ ...guide, downloads: [{ ...guide.downloads[0], pageCount: 1 }] }} />, "en-GB"));
    expect(english).toContain("File Huiles essentielles en cosmétique (PDF, 1 page)");
  });
});

describe("add to basket", () => {
  it("says what is still to choose only once the shopper tries to add, what is wrong at once", () => {
    const html = text(
      render(
        <MemoryRouter>
          <AddToBasket formId="add" issues={[{ code: "groupedEmpty" }, { code: "quantityRange", max: 999 }]} lines={undefined} onAdd={refuse} action="/product/X" />
        </MemoryRouter>,
      ),
    );
    expect(html).not.toContain("Indiquez une quantité pour au moins un produit.");
    expect(html).toContain("Choisissez une quantité entre 1 et 999.");
  });

  it("is a form posting the selection to the product route, which says why a posted add was refused", () => {
    const html = render(
      <MemoryRouter basename="/en" initialEntries={["/en/lavender"]}>
        <AddToBasket formId="add" issues={[]} lines={[]} onAdd={refuse} action="/product/HE-LAV" initialMessage="Only 3 left." />
      </MemoryRouter>,
      "en-GB",
    );
    expect(html).toMatch(/<form id="add"[^>]* action="\/en\/product\/HE-LAV" method="post">/);
    expect(html).toContain('type="submit"');
    expect(text(html)).toContain("Only 3 left.");
  });
});

describe("the add form's fields", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("make one line of the product with its choices", () => {
    const lines = cartLinesOfForm(
      "KIT",
      form([
        ["qty", "2"],
        ["opt:141", "30ml"],
        ["custom:7", " Pour Léa "],
        ["custom:8", ""],
        ["custom:9", "12"],
        ["custom:9", "13"],
        ["bundle:1", "HE-A"],
        ["bundleqty:1:HE-A", "3"],
        ["bundle:2", ""],
        ["bundle:3", "HE-B"],
        ["bundleqty:3:HE-B", "1"],
        ["intent", "add"],
      ]),
    );
    expect(lines).toEqual([
      {
        sku: "KIT",
        quantity: 2,
        selectedOptions: [{ option_id: "141", option_value: "30ml" }],
        selectedCustomOptions: [
          { option_id: "7", option_value: "Pour Léa" },
          { option_id: "9", option_value: "12" },
          { option_id: "9", option_value: "13" },
        ],
        selectedBundleOptions: [
          { option_id: "1", option_value: "HE-A", option_qty: 3 },
          { option_id: "3", option_value: "HE-B", option_qty: 1 },
        ],
      },
    ]);
  });

  it("make one line per grouped item with a quantity, and pass a wrong quantity on for the API to refuse", () => {
    expect(cartLinesOfForm("RANGE", form([["grouped:A", "2"], ["grouped:B", "0"], ["grouped:C", "1"]])).map(({ sku, quantity }) => ({ sku, quantity }))).toEqual([
      { sku: "A", quantity: 2 },
      { sku: "C", quantity: 1 },
    ]);
    expect(cartLinesOfForm("X", form([["qty", "abc"]]))[0].quantity).toBe(0);
    expect(cartLinesOfForm("X", form([["qty", "2.5"]]))[0].quantity).toBe(2.5);
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
