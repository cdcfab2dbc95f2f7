/**
 * The two stores (docs/product-rules.md#stores-and-languages): fr-FR at `/` and en-GB at `/en`. Both price in EUR.
 * The en-GB default country is written `UK` by the shop's owner; we store the ISO code `GB` and accept `UK`.
 */
export interface Store {
  code: "fr" | "en";
  locale: "fr-FR" | "en-GB";
  language: "fr" | "en";
  /** Path prefix of the store: "" for the French store, "/en" for the English one. */
  pathPrefix: "" | "/en";
  baseCurrency: "EUR";
  /** Display currencies offered by the currency switcher. */
  currencies: readonly string[];
  defaultCountryId: "FR" | "GB";
}

export const stores = {
  fr: {
    code: "fr",
    locale: "fr-FR",
    language: "fr",
    pathPrefix: "",
    baseCurrency: "EUR",
    currencies: ["EUR", "GBP"],
    defaultCountryId: "FR",
  },
  en: {
    code: "en",
    locale: "en-GB",
    language: "en",
    pathPrefix: "/en",
    baseCurrency: "EUR",
    currencies: ["EUR", "GBP"],
    defaultCountryId: "GB",
  },
} as const satisfies Record<string, Store>;

export const defaultStore: Store = stores.fr;

/** `UK` is how the shop's owner writes the United Kingdom; ISO 3166 says `GB`. */
export function normaliseCountryId(countryId: string): string {
  const upper = countryId.trim().toUpperCase();
  return upper === "UK" ? "GB" : upper;
}

/** The store a request belongs to: its path prefix, else the `Store` header the storefront sends. */
export function storeFromRequest(url: string, storeHeader?: string | null): Store {
  const { pathname } = new URL(url, "http://localhost");
  if (pathname === "/en" || pathname.startsWith("/en/")) return stores.en;
  const header = storeHeader?.trim().toLowerCase();
  if (header === "en" || header === "en-gb") return stores.en;
  return defaultStore;
}

/** The shop's own time zone: its calendar (an order's year, a coupon's dates) is Paris's, whichever store sells. */
export const SHOP_TIME_ZONE = "Europe/Paris";

const shopYearFormat = new Intl.DateTimeFormat("en-GB", { timeZone: SHOP_TIME_ZONE, year: "numeric" });

/** The shop's calendar year at an instant: 00:30 on 1 January in Paris is already the new year (23:30 UTC the day before). */
export const shopCalendarYear = (at: Date): number => Number(shopYearFormat.format(at));
