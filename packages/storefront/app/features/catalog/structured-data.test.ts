import { describe, expect, it } from "vitest";
import { serializeForScript } from "../../lib/page-settings.ts";
import { absoluteUrls, breadcrumbListLd, itemListLd, organizationLd, productLd, webSiteLd } from "./structured-data.tsx";

const urls = absoluteUrls("https://shop.example", "/en");

describe("catalogue structured data", () => {
  it("makes absolute URLs: pages inside the store, media shared by both stores", () => {
    expect(urls.page("/essential-oils")).toBe("https://shop.example/en/essential-oils");
    expect(urls.page("/")).toBe("https://shop.example/en/");
    expect(absoluteUrls("https://shop.example/", "/").page("/")).toBe("https://shop.example/");
    expect(urls.media("/media/product/X.svg")).toBe("https://shop.example/media/product/X.svg");
    expect(urls.media("https://cdn.example/x.svg")).toBe("https://cdn.example/x.svg");
  });

  it("numbers a listing page's items from the page's first position", () => {
    const list = itemListLd("Essential oils", [{ name: "Lavender", path: "/lavender" }], 19, urls);
    expect(list.itemListElement).toEqual([{ "@type": "ListItem", position: 19, name: "Lavender", url: "https://shop.example/en/lavender" }]);
    expect(breadcrumbListLd([{ name: "Home", url: "https://shop.example/en/" }]).itemListElement[0]).toMatchObject({ position: 1, item: "https://shop.example/en/" });
  });

  it("describes a product with its offers: price incl. VAT, currency, availability, sku, brand", () => {
    const data = productLd(
      {
        sku: "HE-BERGAMOTE",
        name: "Organic bergamot",
        description: "Cold-pressed in Calabria.",
        imageUrl: "/media/product/HE-BERGAMOTE.svg",
        path: "/organic-bergamot-essential-oil",
        brand: "Essences & Botanique",
        category: "Citrus",
        offers: [
          { sku: "HE-BERGAMOTE-5ML", priceInclTax: 6.1, currency: "EUR", inStock: true },
          { sku: "HE-BERGAMOTE-1L", priceInclTax: 415.9, currency: "EUR", inStock: false },
        ],
        reviews: { total: 0, ratingAverage: 0 },
        botanicalName: "Citrus bergamia Risso & Poit.",
        cas: "8007-75-8",
      },
      urls,
    );
    expect(data).toMatchObject({
      "@type": "Product",
      sku: "HE-BERGAMOTE",
      image: ["https://shop.example/media/product/HE-BERGAMOTE.svg"],
      brand: { "@type": "Brand", name: "Essences & Botanique" },
      url: "https://shop.example/en/organic-bergamot-essential-oil",
    });
    // Several skus: an AggregateOffer over their offers, from the lowest price to the highest.
    expect(data.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "6.10", highPrice: "415.90", offerCount: 2, priceCurrency: "EUR", availability: "https://schema.org/InStock" });
    expect((data.offers as { offers: object[] }).offers).toEqual([
      expect.objectContaining({ sku: "HE-BERGAMOTE-5ML", price: "6.10", priceCurrency: "EUR", availability: "https://schema.org/InStock" }),
      expect.objectContaining({ sku: "HE-BERGAMOTE-1L", price: "415.90", availability: "https://schema.org/OutOfStock" }),
    ]);
    expect("aggregateRating" in data).toBe(false);
    // In the page: no text can close the script element.
    expect(serializeForScript({ ...data, name: "</script><script>alert(1)</script>" })).not.toContain("<");
  });

  it("adds the rating once there are reviews", () => {
    const data = productLd(
      { sku: "S", name: "S", description: null, imageUrl: "/i.svg", path: "/s", brand: "B", category: null, offers: [{ sku: "S", priceInclTax: 5, currency: "GBP", inStock: true }], reviews: { total: 3, ratingAverage: 4.333 }, botanicalName: null, cas: null },
      urls,
    );
    expect(data.offers).toMatchObject({ "@type": "Offer", priceCurrency: "GBP" });
    expect(data).toMatchObject({ aggregateRating: { ratingValue: "4.3", reviewCount: 3 } });
  });

  it("describes the shop as an organisation and the store as a web site with its search, from the public URL", () => {
    const shop = { name: "Essences & Botanique", locale: "en-GB", locales: ["fr-FR", "en-GB"], telephone: "+33 4 93 36 00 00", email: "contact@shop.example" };
    expect(organizationLd(shop, urls, "/images/logo/full.svg")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://shop.example/#organization",
      name: "Essences & Botanique",
      url: "https://shop.example/en/",
      logo: "https://shop.example/images/logo/full.svg",
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: "+33 4 93 36 00 00",
        email: "contact@shop.example",
        areaServed: ["FR", "GB"],
        availableLanguage: ["fr-FR", "en-GB"],
      },
    });
    const site = webSiteLd(shop, urls);
    expect(site).toMatchObject({ "@type": "WebSite", url: "https://shop.example/en/", inLanguage: "en-GB", publisher: { "@id": "https://shop.example/#organization" } });
    expect(site.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://shop.example/en/search/{search_term_string}" },
      "query-input": "required name=search_term_string",
    });
    expect(webSiteLd({ ...shop, locale: "fr-FR" }, absoluteUrls("https://shop.example", "/")).potentialAction.target.urlTemplate).toBe("https://shop.example/search/{search_term_string}");
  });
});
