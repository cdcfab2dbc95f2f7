/** A locale's messages: message id → ICU message (in the browser build, its parsed form; vite.config.ts). */
export type Catalog = Record<string, string>;

export type Locale = "fr-FR" | "en-GB";

/**
 * A locale's messages come in two parts: those any page may show (`app/i18n/<locale>/*.json`), and
 * those of the account area, the checkout, quick order, shared wishlists, in-stock alerts, the contact form and the staff's tools (`app/i18n/<locale>/areas/*.json`). The
 * server holds both; the browser loads the second only for those pages, and otherwise once the
 * page is interactive (app/lib/i18n.ts).
 */
export type CatalogParts = "page" | "all";

/** The store-relative paths whose screens show the second part's messages. */
export const AREA_PATH = /^\/(user|login|register|account|orders|checkout|quick-order|wishlist|stock-alert|contact|newsletter|staff)(\/|$)/;

/** One catalog from a locale's files (one JSON file per feature), in file-name order. */
export const mergeCatalogFiles = (files: Record<string, { default: Catalog }>): Catalog =>
  Object.assign({}, ...Object.keys(files).sort().map((file) => files[file].default));
