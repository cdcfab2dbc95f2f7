import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../lib/meta.ts";
import { serializeForScript } from "../../lib/page-settings.ts";
import type { ProductCardData } from "../../lib/product-fragments.ts";

/**
 * schema.org data of the shop's pages: Organization and WebSite (with its search) on the home
 * page, BreadcrumbList on category, product and content pages, ItemList on category pages,
 * Product with its offers on product pages. It is data, not script: a
 * `type="application/ld+json"` element is never executed, so the page's CSP (script-src with a
 * nonce) neither applies nor complains; `<`, `>` and `&` are escaped so no text can close it.
 *
 * It is written by the server only: crawlers read the document as served and the browser has no
 * use for it, so callers pass `import.meta.env.SSR ? productLd(…) : undefined` and the code that
 * builds it stays out of the browser's bundles (page weight). The browser renders the same
 * element with no content: hydration keeps the server's (React neither compares nor rewrites an
 * element's `dangerouslySetInnerHTML` when it hydrates it), and later renders leave it alone
 * (the empty string never changes). A page reached by a client navigation has none: crawlers
 * never navigate that way.
 */
export function JsonLd({ data }: { data: object | undefined }) {
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data ? serializeForScript(data) : "" }} />;
}

export interface AbsoluteUrls {
  /** A store-relative page path (`/huiles-essentielles`) as an absolute URL in the current store. */
  page: (path: string) => string;
  /** A media path (`/media/product/X.svg`, shared by both stores) or an absolute URL, as an absolute URL. */
  media: (path: string) => string;
}

export function absoluteUrls(publicUrl: string, basename: string): AbsoluteUrls {
  const origin = publicUrl.replace(/\/+$/, "");
  const prefix = basename === "/" ? "" : basename.replace(/\/+$/, "");
  return {
    page: (path) => `${origin}${prefix}${path === "/" && prefix ? "/" : path}`,
    media: (path) => new URL(path, `${origin}/`).href,
  };
}

export function useAbsoluteUrls(): AbsoluteUrls {
  const root = useRouteLoaderData<RootData>("root");
  return absoluteUrls(root?.publicUrl ?? "", root?.page.basename ?? "/");
}

export function breadcrumbListLd(crumbs: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The products of a listing page, numbered from the page's first position. */
export function itemListLd(name: string, products: Pick<ProductCardData, "name" | "path">[], firstPosition: number, urls: AbsoluteUrls) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      name: product.name,
      url: urls.page(product.path),
    })),
  };
}

export interface ProductLdInput {
  sku: string;
  name: string;
  description: string | null;
  imageUrl: string;
  path: string;
  brand: string;
  category: string | null;
  /** One offer per purchasable sku (a configurable: its variants). */
  offers: { sku: string; name?: string; priceInclTax: number; currency: string; inStock: boolean }[];
  reviews: { total: number; ratingAverage: number };
  /** The reviews the page shows, as schema.org `Review` items (the reviews section writes them). */
  reviewItems?: object[];
  botanicalName: string | null;
  cas: string | null;
}

export function productLd(input: ProductLdInput, urls: AbsoluteUrls) {
  const url = urls.page(input.path);
  const offers = input.offers.map((offer) => ({
    "@type": "Offer",
    sku: offer.sku,
    ...(offer.name ? { name: offer.name } : {}),
    price: offer.priceInclTax.toFixed(2),
    priceCurrency: offer.currency,
    availability: offer.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    url,
    seller: { "@type": "Organization", name: input.brand },
  }));
  const additionalProperty = [
    ...(input.botanicalName ? [{ "@type": "PropertyValue", name: "Botanical name", value: input.botanicalName }] : []),
    ...(input.cas ? [{ "@type": "PropertyValue", name: "CAS", value: input.cas }] : []),
  ];
  // One purchasable sku is an Offer; several (a configurable's variants) an AggregateOffer over them.
  const prices = input.offers.map((offer) => offer.priceInclTax);
  const offer =
    offers.length === 1
      ? offers[0]
      : {
          "@type": "AggregateOffer",
          lowPrice: Math.min(...prices).toFixed(2),
          highPrice: Math.max(...prices).toFixed(2),
          offerCount: offers.length,
          priceCurrency: input.offers[0]?.currency,
          availability: input.offers.some((entry) => entry.inStock) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          offers,
        };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    sku: input.sku,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    image: [urls.media(input.imageUrl)],
    url,
    brand: { "@type": "Brand", name: input.brand },
    ...(input.category ? { category: input.category } : {}),
    ...(additionalProperty.length ? { additionalProperty } : {}),
    offers: offer,
    ...(input.reviews.total > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: input.reviews.ratingAverage.toFixed(1), reviewCount: input.reviews.total, bestRating: 5, worstRating: 0 } }
      : {}),
    ...(input.reviewItems?.length ? { review: input.reviewItems } : {}),
  };
}

export interface ShopLdInput {
  name: string;
  locale: string;
  /** Every store's locale: the languages the shop answers in and, by their regions, the countries it serves. */
  locales: readonly string[];
  telephone: string;
  email: string;
}

/** The shop as an organisation, the same `@id` in every store; its logo and contact from the shop's configuration. */
export function organizationLd(shop: ShopLdInput, urls: AbsoluteUrls, logo: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${urls.media("/")}#organization`,
    name: shop.name,
    url: urls.page("/"),
    logo: urls.media(logo),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: shop.telephone,
      email: shop.email,
      areaServed: shop.locales.map((locale) => locale.split("-")[1]),
      availableLanguage: [...shop.locales],
    },
  };
}

/** The store as a web site, with its search: `/search/{search_term_string}` in this store. */
export function webSiteLd(shop: ShopLdInput, urls: AbsoluteUrls) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: shop.name,
    url: urls.page("/"),
    inLanguage: shop.locale,
    publisher: { "@id": `${urls.media("/")}#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: urls.page("/search/{search_term_string}") },
      "query-input": "required name=search_term_string",
    },
  };
}
