import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs, type Locale } from "../../lib/i18n.ts";
import { ProductCardActionsContext } from "../../lib/product-card-actions.ts";
import { ProductCard, cardBadges } from "./product-card.tsx";
import type { ProductCardData } from "../../lib/product-fragments.ts";

const render = (element: ReactNode, locale: Locale = "fr-FR") =>
  renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <MemoryRouter>{element}</MemoryRouter>
    </IntlProvider>,
  );

const price = (amount: number) => ({ priceInclTax: { amount, currency: "EUR" }, priceExclTax: { amount: Math.round((amount / 1.2) * 100) / 100, currency: "EUR" } });

function card(overrides: Partial<ProductCardData> & { final?: number; regular?: number; min?: number } = {}): ProductCardData {
  const { final = 9.26, regular = final, min = final, ...rest } = overrides;
  return {
    sku: "FL-SPRAY-CARRE-50ML",
    type: "simple",
    isVirtual: false,
    name: "Flacon de parfum carré 50 ml",
    path: "/flacon-parfum-carre-50-ml",
    botanical_name: null,
    is_organic: false,
    imageUrl: "/media/product/FL-SPRAY-CARRE-50ML.svg",
    stock: { isInStock: true },
    labels: [],
    reviewsLayer: { total: 0, ratingAverage: 0 },
    prices: { regularPrice: price(regular), finalPrice: price(final), minPrice: price(min), tierPrice: [] },
    ...rest,
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("product card", () => {
  it("shows the layout's actions for its product after the card's link, outside it, and none without a layout's", () => {
    const actions = (product: ProductCardData) => <button type="button">{`Garder ${product.sku}`}</button>;
    const html = render(
      <ProductCardActionsContext.Provider value={actions}>
        <ProductCard product={card()} />
      </ProductCardActionsContext.Provider>,
    );
    expect(html).toMatch(/<\/a>.*<div class="[^"]+"><button type="button">Garder FL-SPRAY-CARRE-50ML<\/button><\/div><\/article>$/);
    expect(render(<ProductCard product={card()} />)).not.toContain("<button");
  });

  it("shows the name as the card's link, the picture with its size, the price incl. VAT and the stock", () => {
    const html = render(<ProductCard product={card()} />);
    expect(html).toMatch(/<a[^>]+href="\/flacon-parfum-carre-50-ml"[^>]*>Flacon de parfum carré 50 ml<\/a>/);
    expect(html).toMatch(/<img[^>]+width="400"[^>]+height="400"/);
    expect(text(html)).toMatch(/9,26\s€/);
    expect(text(html)).toContain("En stock");
    expect(text(html)).not.toContain("à partir de");
  });

  it("prices a configurable 'from' its cheapest variant, in both languages", () => {
    const oil = card({ type: "configurable", final: 6.1, min: 6.1, botanical_name: "Citrus bergamia Risso & Poit.", is_organic: true });
    expect(text(render(<ProductCard product={oil} />))).toMatch(/à partir de 6,10\s€/);
    expect(text(render(<ProductCard product={oil} />, "en-GB"))).toMatch(/from €6\.10/);
    expect(render(<ProductCard product={oil} />)).toContain('lang="la"');
    expect(cardBadges(oil)).toEqual(["organic"]);
  });

  it("strikes the regular price through on sale, with the discount", () => {
    const sale = card({ final: 9.26, regular: 10.9 });
    const html = text(render(<ProductCard product={sale} />));
    expect(html).toMatch(/Prix promotionnel\s: 9,26\s€ Prix habituel\s: 10,90\s€/);
    expect(html).toMatch(/−15\s%/);
    expect(render(<ProductCard product={sale} />)).toContain("<del");
  });

  it("does not set a bundle's 'from' price against its default contents' regular price", () => {
    const kit = card({ type: "bundle", final: 41.47, regular: 41.89, min: 9.42 });
    const html = render(<ProductCard product={kit} />);
    expect(text(html)).toMatch(/à partir de 9,42\s€/);
    expect(html).not.toContain("<del");
    expect(cardBadges(kit)).toEqual([]);
  });

  it("says when a product is sold out, and marks new products", () => {
    const html = text(render(<ProductCard product={card({ stock: { isInStock: false }, labels: [{ code: "new", label: "Nouveauté" }] })} />));
    expect(html).toContain("Épuisé");
    expect(html).toContain("Nouveau");
  });

  it("says a downloadable guide is a digital download, never \"in stock\", in both languages", () => {
    const guide = card({ sku: "GUIDE-FORMULATION-HE", isVirtual: true, name: "Guide de formulation", final: 19.9 });
    const html = render(<ProductCard product={guide} />);
    expect(text(html)).toContain("Téléchargement numérique");
    expect(text(html)).not.toContain("En stock");
    expect(html).toMatch(/data-in-stock="true" data-download="true"/);
    expect(text(render(<ProductCard product={guide} />, "en-GB"))).toContain("Digital download");
    // One whose sale was stopped (no stock left to sell) says so, as any product.
    expect(text(render(<ProductCard product={{ ...guide, stock: { isInStock: false } }} />))).toContain("Épuisé");
  });
});
