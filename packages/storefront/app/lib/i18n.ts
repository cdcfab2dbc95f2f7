/**
 * Message catalogs (DESIGN §3.7): one JSON file per feature and locale under app/i18n/<locale>/,
 * merged here. Every visible string comes from them; the two locales must have the same keys
 * (checked by i18n.test.ts).
 */
type Catalog = Record<string, string>;

const merge = (files: Record<string, { default: Catalog }>): Catalog =>
  Object.assign({}, ...Object.keys(files).sort().map((file) => files[file].default));

export const catalogs = {
  "fr-FR": merge(import.meta.glob<{ default: Catalog }>("../i18n/fr-FR/*.json", { eager: true })),
  "en-GB": merge(import.meta.glob<{ default: Catalog }>("../i18n/en-GB/*.json", { eager: true })),
} as const;

export type Locale = keyof typeof catalogs;

export const isLocale = (value: unknown): value is Locale => value === "fr-FR" || value === "en-GB";
