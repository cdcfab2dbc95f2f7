import { useLocation, useMatches } from "react-router";
import type { Locale } from "./i18n.ts";

/** Path prefix of each store: the French store at `/`, the English one at `/en`. */
const storePrefixes: Record<Locale, "" | "/en"> = { "fr-FR": "", "en-GB": "/en" };

/** Every store's locale, the French store first. */
export const storeLocales = Object.keys(storePrefixes) as Locale[];

export interface StoreAlternate {
  locale: Locale;
  /** Absolute path in that store, prefix included (e.g. `/en/about-us`); that store's home when the page has no version there. */
  href: string;
  /** False when the page declared it has no version in that store (hreflang leaves it out). */
  available: boolean;
  /** `href` with the query string the page declares canonical (canonical and hreflang links). */
  canonicalHref: string;
}

/**
 * A route whose URL differs between stores (a content page with translated slugs, a category's
 * URL path) exports `handle = { alternates: (data) => ({ "fr-FR": "/a-propos", "en-GB": "/about-us" }) }`
 * with store-relative paths; a store left out has no such page. Every other page has the same
 * path in both stores. `noIndex` keeps a page (the 404) out of canonical and hreflang links.
 * `canonicalSearch` picks the query parameters that make another page (a listing keeps its page
 * and drops its filters); without it the canonical URL keeps the whole query string.
 */
export interface AlternatesHandle {
  alternates?: (loaderData: unknown) => Partial<Record<Locale, string>> | undefined;
  noIndex?: (loaderData: unknown) => boolean;
  canonicalSearch?: (loaderData: unknown, search: string) => string;
}

const storePath = (locale: Locale, path: string) => {
  const relative = path === "/" ? "/" : path.replace(/\/+$/, "") || "/";
  return `${storePrefixes[locale]}${relative === "/" && storePrefixes[locale] ? "/" : relative}`;
};

/** The current page in each store: used by the language switcher, hreflang and canonical links. */
export function useStoreAlternates(): StoreAlternate[] {
  const location = useLocation();
  const matches = useMatches();
  let declared: Partial<Record<Locale, string>> | undefined;
  let canonicalSearch = location.search;
  for (const match of matches) {
    const handle = match.handle as AlternatesHandle | undefined;
    declared = handle?.alternates?.(match.loaderData) ?? declared;
    if (handle?.canonicalSearch) canonicalSearch = handle.canonicalSearch(match.loaderData, location.search);
  }
  const search = location.search;
  const withQuery = (query: string) => (query === "" || query.startsWith("?") ? query : `?${query}`);
  return storeLocales.map((locale) => {
    if (declared && !declared[locale]) {
      const home = storePath(locale, "/");
      return { locale, href: home, available: false, canonicalHref: home };
    }
    const path = storePath(locale, declared?.[locale] ?? location.pathname);
    return { locale, href: `${path}${search}`, available: true, canonicalHref: `${path}${withQuery(canonicalSearch)}` };
  });
}

/**
 * A page's hreflang links from its version in each store: one per store that has the page, and
 * `x-default` for the French store's version (the shop's first store) when it has one. The page
 * head's links (lib/seo-links.tsx) and the sitemaps' alternates (server/middleware/sitemaps.ts)
 * both come from here, so a crawler reads the same pairs in either place.
 */
export function hreflangLinks<T extends { locale: Locale; available: boolean }>(alternates: readonly T[]): { hreflang: Locale | "x-default"; alternate: T }[] {
  const available = alternates.filter((alternate) => alternate.available);
  const french = available.find((alternate) => alternate.locale === "fr-FR");
  return [...available.map((alternate) => ({ hreflang: alternate.locale, alternate })), ...(french ? [{ hreflang: "x-default" as const, alternate: french }] : [])];
}

/** True when a matched route keeps the page out of search engines (canonical and hreflang). */
export function useNoIndex(): boolean {
  return useMatches().some((match) => (match.handle as AlternatesHandle | undefined)?.noIndex?.(match.loaderData) === true);
}
