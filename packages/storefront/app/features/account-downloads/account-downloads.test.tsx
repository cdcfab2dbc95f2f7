import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { MemoryRouter, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs, type Locale } from "../../lib/i18n.ts";
import type { DownloadableProduct } from "./account-downloads-queries.ts";
import { guidesPath, orderPath, productPath } from "./download-paths.ts";
import { DownloadsScreen } from "./download-list.tsx";

function download(overrides: Partial<DownloadableProduct> = {}): DownloadableProduct {
  return {
    id: "dl_Q8v3nX2k",
    title: "Huiles essentielles en cosmétique : le guide",
    productName: "Guide de formulation : huiles essentielles en cosmétique",
    sku: "GUIDE-FORMULATION-HE",
    order_id: "Abc_123-xyz",
    orderNumber: "2026-000042",
    grantedAt: "2026-11-20T09:30:00.000Z",
    expiresAt: "2026-12-20T09:30:00.000Z",
    downloadsAllowed: 5,
    downloadsRemaining: 3,
    status: "AVAILABLE",
    url: "/user/downloadable-products/dl_Q8v3nX2k/file",
    ...overrides,
  } as DownloadableProduct;
}

function render(element: ReactNode, locale: Locale = "fr-FR") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <Stub initialEntries={["/user/downloadable-products"]} />
    </IntlProvider>,
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\u00a0|\u202f/g, " ")
    .replace(/\s+/g, " ");

describe("download paths", () => {
  it("link the order, the product by its sku and each store's guides", () => {
    expect(orderPath("Abc_123-xyz")).toBe("/user/orders/Abc_123-xyz");
    expect(productPath("GUIDE FORMULATION/HE")).toBe("/product/GUIDE%20FORMULATION%2FHE");
    expect(guidesPath("fr-FR")).not.toBe(guidesPath("en-GB"));
    expect(guidesPath("de-DE")).toBe("/");
  });
});

describe("DownloadsScreen", () => {
  it("shows each file with its product, order, dates, what is left and a plain download link", () => {
    const html = render(<DownloadsScreen downloads={[download()]} />);
    const body = text(html);
    expect(body).toContain("1 fichier");
    expect(body).toContain("Huiles essentielles en cosmétique : le guide Disponible");
    expect(body).toContain("Produit : Guide de formulation : huiles essentielles en cosmétique");
    expect(html).toContain('href="/product/GUIDE-FORMULATION-HE"');
    expect(html).toMatch(/<a data-download-order="" href="\/user\/orders\/Abc_123-xyz"[^>]*>2026-000042<\/a>/);
    expect(body).toContain("Acheté le 20 novembre 2026");
    expect(body).toContain("Disponible jusqu'au 20 décembre 2026");
    expect(body).toContain("3 téléchargements restants sur 5");
    expect(html).toContain('data-downloads-remaining="3"');
    expect(html).toMatch(/<a href="\/user\/downloadable-products\/dl_Q8v3nX2k\/file" download=""[^>]*data-download-link/);
    expect(body).toContain("Télécharger le PDF « Huiles essentielles en cosmétique : le guide »");
  });

  it("puts the store's base path before the file's address (a plain link, not a route)", () => {
    const html = renderToString(
      <IntlProvider locale="en-GB" messages={catalogs["en-GB"]}>
        <MemoryRouter basename="/en" initialEntries={["/en/user/downloadable-products"]}>
          <DownloadsScreen downloads={[download()]} />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(html).toContain('href="/en/user/downloadable-products/dl_Q8v3nX2k/file"');
    expect(html).toContain('href="/en/user/orders/Abc_123-xyz"');
  });

  it("counts what is left in English too", () => {
    const html = render(<DownloadsScreen downloads={[download({ downloadsRemaining: 1 })]} />, "en-GB");
    expect(text(html)).toContain("1 download left of 5");
    expect(text(html)).toContain("Download the PDF “Huiles essentielles en cosmétique : le guide”");
  });

  it("says a used-up or expired file can no longer be downloaded, with no link to it", () => {
    const html = render(
      <DownloadsScreen
        downloads={[
          download({ id: "a", status: "EXHAUSTED", downloadsRemaining: 0, url: null }),
          download({ id: "b", status: "EXPIRED", downloadsRemaining: 2, url: null, expiresAt: "2026-10-01T09:30:00.000Z" }),
        ]}
      />,
      "en-GB",
    );
    const body = text(html);
    expect(html).not.toContain("data-download-link");
    expect(html).toContain('data-download-status="EXHAUSTED"');
    expect(body).toContain("No downloads left of 5");
    expect(body).toContain("You have used every download of this file.");
    expect(body).toContain("Expired on 1 October 2026");
    expect(body).toContain("The link to this file has expired.");
    expect(html).toContain('href="/contact"');
  });

  it("says there is nothing yet, with the way to the guides", () => {
    const html = render(<DownloadsScreen downloads={[]} />);
    expect(html).toContain("data-no-downloads");
    expect(text(html)).toContain("Vous n'avez pas encore de produit téléchargeable.");
    expect(html).toContain(`href="${guidesPath("fr-FR")}"`);
  });
});
