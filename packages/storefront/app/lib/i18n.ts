import { createIntl, createIntlCache, type IntlShape } from "react-intl";

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

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/**
 * One formatter set per locale for the whole process: messages are parsed and Intl formatters
 * built once, not on every server render (an IntlProvider per render rebuilt them each time).
 */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: catalogs[locale], defaultLocale: "fr-FR" }, cache);
    intls.set(locale, intl);
  }
  return intl;
}
