import enGB from "../i18n/en-GB.json";
import frFR from "../i18n/fr-FR.json";

/** Both catalogs (DESIGN §3.7): every visible string comes from one of them. */
export const catalogs = { "fr-FR": frFR, "en-GB": enGB } as const;
export type Locale = keyof typeof catalogs;
export type MessageId = keyof typeof frFR;

export const isLocale = (value: unknown): value is Locale => value === "fr-FR" || value === "en-GB";
