import { useLocation, useMatches } from "react-router";
import type { Locale } from "./i18n.ts";

/** Path prefix of each store (DESIGN §3.6): the French store at `/`, the English one at `/en`. */
export const storePrefixes: Record<Locale, "" | "/en"> = { "fr-FR": "", "en-GB": "/en" };

export interface StoreAlternate {
  locale: Locale;
  /** Absolute path in that store, prefix included (e.g. `/en/about-us`). */
  href: string;
}

/**
 * A route whose URL differs between stores (a content page with translated slugs, a category's
 * URL path) exports `handle = { alternates: (data) => ({ "fr-FR": "/a-propos", "en-GB": "/about-us" }) }`
 * with store-relative paths; every other page has the same path in both stores.
 */
export interface AlternatesHandle {
  alternates?: (loaderData: unknown) => Partial<Record<Locale, string>> | undefined;
}

/** The current page in each store: used by the language switcher, hreflang and canonical links. */
export function useStoreAlternates(): StoreAlternate[] {
  const location = useLocation();
  const matches = useMatches();
  let declared: Partial<Record<Locale, string>> | undefined;
  for (const match of matches) {
    const handle = match.handle as AlternatesHandle | undefined;
    declared = handle?.alternates?.(match.loaderData) ?? declared;
  }
  const search = location.search;
  return (Object.keys(storePrefixes) as Locale[]).map((locale) => {
    const path = declared?.[locale] ?? location.pathname;
    const relative = path === "/" ? "/" : path.replace(/\/+$/, "") || "/";
    return { locale, href: `${storePrefixes[locale]}${relative === "/" && storePrefixes[locale] ? "/" : relative}${search}` };
  });
}
