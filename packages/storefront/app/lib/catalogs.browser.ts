import type { Catalog, CatalogParts, Locale } from "../i18n/catalog.ts";

/**
 * The browser's messages: a page only ever shows its store's locale (the other store is another
 * document, under another router basename), so it downloads that locale's alone, and the account,
 * checkout and quick-order messages only when it needs them. In place of catalogs.ts in the
 * browser build. A locale's catalog is one object, extended in place as its parts arrive, so
 * that the formatters built over it (app/lib/i18n.ts) see them.
 */
export const catalogs: Partial<Record<Locale, Catalog>> = {};

type Part = "page" | "areas";

const PARTS: Record<Locale, Record<Part, () => Promise<{ default: Catalog }>>> = {
  "fr-FR": { page: () => import("../i18n/messages-fr-FR.ts"), areas: () => import("../i18n/messages-fr-FR-areas.ts") },
  "en-GB": { page: () => import("../i18n/messages-en-GB.ts"), areas: () => import("../i18n/messages-en-GB-areas.ts") },
};

const loading = new Map<string, Promise<void>>();

const loadPart = (locale: Locale, part: Part) => {
  const key = `${locale} ${part}`;
  let done = loading.get(key);
  if (!done) {
    done = PARTS[locale][part]().then(({ default: messages }) => {
      catalogs[locale] = Object.assign(catalogs[locale] ?? {}, messages);
    });
    // A failed download is tried again by the next caller.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
};

/** The page's messages, and with `all` the account, checkout and quick-order ones too (downloaded side by side). */
export async function loadCatalog(locale: Locale, parts: CatalogParts): Promise<void> {
  await Promise.all(parts === "all" ? [loadPart(locale, "page"), loadPart(locale, "areas")] : [loadPart(locale, "page")]);
}
