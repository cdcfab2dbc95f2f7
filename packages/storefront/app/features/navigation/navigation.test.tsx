import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs, type Locale } from "../../lib/i18n.ts";
import { QueryResultsContext } from "../../lib/page-query.ts";
import { queryResultsOf } from "../../lib/query-results.ts";
import { ShopProvider } from "../../lib/shop-context.tsx";
import { SHOP_QUERY } from "../../lib/shop-query.ts";
import { CONTENT_LINKS } from "./content-links.ts";
import { Footer } from "./footer.tsx";
import { CheckoutHeader, Header, telHref } from "./header.tsx";
import { MENU_QUERY, type MenuCategory } from "./navigation-queries.ts";
import { currencySymbol } from "../../lib/format.ts";

const categories: MenuCategory[] = [
  {
    id: "7",
    name: "Hydrolats",
    url: "/hydrolats",
    description: "Eaux florales distillées.",
    position: 2,
    children: [{ id: "8", name: "Hydrolats floraux", url: "/hydrolats/hydrolats-floraux", description: "Rose, fleur d'oranger." }],
  },
  {
    id: "3",
    name: "Huiles essentielles",
    url: "/huiles-essentielles",
    description: null,
    position: 1,
    children: [{ id: "4", name: "Lavandes", url: "/huiles-essentielles/lavandes", description: null }],
  },
  { id: "9", name: "Accessoires", url: "/accessoires", description: null, position: 3, children: [] },
];

/** Renders on the server as the layouts will: shop and menu already queried by the loaders. */
function render(element: ReactNode, { locale = "fr-FR" as Locale, path = "/", currency = "EUR" } = {}) {
  const results = queryResultsOf([
    {
      query: SHOP_QUERY,
      data: {
        shop: {
          __typename: "Shop",
          id: locale,
          url: "http://localhost",
          baseUrl: locale === "en-GB" ? "/en" : "/",
          imageBaseUrl: "/media",
          currentCurrency: currency,
          locale,
          name: "Essences & Botanique",
          contactPhone: "+33 4 93 36 00 00",
          contactEmail: "contact@essences-botanique.example",
        },
      },
    },
    {
      query: MENU_QUERY,
      data: {
        categories: categories.map((category) => ({
          __typename: "Category",
          ...category,
          children: category.children.map((child) => ({ __typename: "Category", ...child })),
        })),
        currencies: [
          { __typename: "Currency", code: "EUR", rate: 1 },
          { __typename: "Currency", code: "GBP", rate: 0.85 },
        ],
      },
    },
  ]);
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return renderToString(
    <QueryResultsContext.Provider value={results}>
      <IntlProvider locale={locale} messages={catalogs[locale]}>
        <ShopProvider>
          <Stub initialEntries={[path]} />
        </ShopProvider>
      </IntlProvider>
    </QueryResultsContext.Provider>,
  );
}

describe("Header", () => {
  it("links the logo home and names the account, wishlist and cart links", () => {
    const html = render(<Header wishlist={{ count: undefined }} />);
    expect(html).toMatch(/<header/);
    expect(html).toContain('alt="Essences &amp; Botanique"');
    expect(html).toContain('href="/user"');
    expect(html).toMatch(/<a[^>]*aria-label="Ma liste d&#x27;envies"[^>]*href="\/user\/wishlist"/);
    expect(html).toContain('aria-label="Panier"');
    expect(html).toContain('href="/cart"');
    expect(html).toContain('href="#main-content"');
  });

  it("shows the wishlist's count in words and in a badge once known, and no wishlist link when the shop has wishlists off", () => {
    const html = render(<Header wishlist={{ count: 3 }} />);
    expect(html).toMatch(/<a[^>]*aria-label="3 articles dans ma liste d&#x27;envies"[^>]*data-wishlist-count="3"[^>]*href="\/user\/wishlist"/);
    expect(html).toMatch(/<span[^>]*aria-hidden="true">3<\/span>/);
    expect(render(<Header wishlist={{ count: 1 }} />, { locale: "en-GB" })).toContain('aria-label="1 item in my wishlist"');
    expect(render(<Header />)).not.toContain("/user/wishlist");
  });

  it("shows the search form the layout gives it in its row", () => {
    expect(render(<Header search={<form role="search" />} />)).toContain('role="search"');
  });

  it("renders the category menu closed, its panel's entries only once opened (ADR 015)", () => {
    const html = render(<Header />);
    const panelId = /aria-expanded="false" aria-controls="([^"]+)"[^>]*>.*?Nos produits/.exec(html)?.[1];
    expect(panelId).toBeTruthy();
    expect(html).toContain(`id="${panelId}"`);
    expect(html).not.toContain("data-menu-entry");
    expect(html).not.toContain('href="/huiles-essentielles/lavandes"');
    expect(html).not.toContain("Tout voir : Hydrolats");
  });

  it("offers both languages and marks the current one", () => {
    const html = render(<Header />, { locale: "en-GB", path: "/cart" });
    expect(html).toContain('hrefLang="fr-FR"');
    expect(html).toMatch(/<a[^>]*href="\/en\/cart"[^>]*aria-current="true"[^>]*>English<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/cart"[^>]*>Français<\/a>/);
    expect(html).toContain('aria-label="Basket"');
  });

  it("shows the current display currency as pressed", () => {
    const html = render(<Header />, { currency: "GBP" });
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*?GBP<\/button>/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*?EUR<\/button>/);
  });

  it("chooses the currency with a real form, which works before hydration and without JavaScript", () => {
    const html = render(<Header />, { path: "/huiles-essentielles?page=2" });
    const [formTag, form] = /<form([^>]*)>(.*?)<\/form>/.exec(html)?.slice(1) ?? [];
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/currency"');
    expect(form).toContain('<input type="hidden" name="back" value="/huiles-essentielles?page=2"/>');
    const buttons = form.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    for (const [index, code] of ["EUR", "GBP"].entries()) {
      expect(buttons[index]).toContain('type="submit"');
      expect(buttons[index]).toContain('name="currency"');
      expect(buttons[index]).toContain(`value="${code}"`);
    }
  });

  it("shows the cart the layout gives, else a plain link to the cart, the same for every shopper", () => {
    expect(render(<Header cart={<a href="/cart" data-slot="cart" />} />)).toContain('data-slot="cart"');
    const plain = render(<Header />, { locale: "en-GB" });
    expect(plain).toContain('aria-label="Basket"');
    expect(plain).toContain('href="/cart"');
  });
});

describe("CheckoutHeader", () => {
  it("keeps the logo, the secure-checkout note and the way back to the cart", () => {
    const html = render(<CheckoutHeader />, { locale: "en-GB" });
    expect(html).toContain("Secure checkout");
    expect(html).toContain('href="/cart"');
    expect(html).not.toContain('role="search"');
  });
});

describe("Footer", () => {
  it("links phone and e-mail, and the content pages of the French store", () => {
    const html = render(<Footer />);
    expect(html).toMatch(/<footer/);
    expect(html).toContain('href="tel:+33493360000"');
    expect(html).toContain('href="mailto:contact@essences-botanique.example"');
    for (const path of Object.values(CONTENT_LINKS["fr-FR"])) expect(html).toContain(`href="${path}"`);
    // A plain form posting to the newsletter page's action, saying it comes from the footer.
    expect(html).toMatch(/<form [^>]*action="\/newsletter" method="post">/);
    expect(html).toContain('<input type="hidden" name="source" value="FOOTER"/>');
    expect(html).toContain('name="email"');
    expect(html).toContain(`© ${new Date().getFullYear()} Essences &amp; Botanique`);
    for (const mark of ["visa", "mastercard", "sepa", "paypal"]) expect(html).toContain(`/images/icons/payment-${mark}.svg`);
    expect(html).toContain("/images/logo/white.svg");
  });

  it("uses the English store's page addresses in English", () => {
    const html = render(<Footer />, { locale: "en-GB" });
    for (const path of Object.values(CONTENT_LINKS["en-GB"])) expect(html).toContain(`href="${path}"`);
    expect(html).toContain("Delivery &amp; returns");
  });
});

describe("navigation helpers", () => {
  it("dials only digits and the plus sign", () => {
    expect(telHref("+33 4 93 36 00 00")).toBe("tel:+33493360000");
  });

  it("shows currency symbols in the store's locale", () => {
    expect(currencySymbol("fr-FR", "EUR")).toBe("€");
    expect(currencySymbol("en-GB", "GBP")).toBe("£");
  });
});
