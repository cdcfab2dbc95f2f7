import type { Locale } from "../../lib/i18n.ts";

export type ContentLinkKey = "about" | "delivery" | "terms" | "legal" | "privacy" | "faq" | "contact";

/**
 * The footer's content pages, by store: their URL keys are translated, so each store has its own
 * store-relative paths (the router adds `/en`).
 */
export const CONTENT_LINKS: Record<Locale, Record<ContentLinkKey, string>> = {
  "fr-FR": {
    about: "/a-propos",
    delivery: "/livraison-retours",
    terms: "/conditions-generales-de-vente",
    legal: "/mentions-legales",
    privacy: "/confidentialite-cookies",
    faq: "/faq",
    contact: "/contact",
  },
  "en-GB": {
    about: "/about-us",
    delivery: "/delivery-returns",
    terms: "/terms-of-sale",
    legal: "/legal-notice",
    privacy: "/privacy-and-cookies",
    faq: "/faq",
    contact: "/contact",
  },
};

export const contentLinksFor = (locale: string) => CONTENT_LINKS[locale === "en-GB" ? "en-GB" : "fr-FR"];
