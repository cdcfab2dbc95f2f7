import type { Catalog, CatalogParts, Locale } from "../i18n/catalog.ts";
import enGBAreas from "../i18n/messages-en-GB-areas.ts";
import enGB from "../i18n/messages-en-GB.ts";
import frFRAreas from "../i18n/messages-fr-FR-areas.ts";
import frFR from "../i18n/messages-fr-FR.ts";

/**
 * Both locales' messages, whole and there at once: the server renders either store. The browser
 * build replaces this module with catalogs.browser.ts (vite.config.ts), which loads only the
 * page's locale, in parts.
 */
export const catalogs: Record<Locale, Catalog> = { "fr-FR": { ...frFR, ...frFRAreas }, "en-GB": { ...enGB, ...enGBAreas } };

/** Nothing to load: every message is there. */
export const loadCatalog = async (_locale: Locale, _parts: CatalogParts): Promise<void> => undefined;
