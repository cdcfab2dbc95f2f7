import type { MailShop } from "../../../shared/mail/template.ts";

/**
 * The storefront's pages a newsletter message links to, store-relative (the shop's URL gives the
 * store: `/` for fr-FR, `/en` for en-GB). Both take the link's token as `?token=`.
 */
export const confirmNewsletterPath = (token: string) => `/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeNewsletterPath = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * The header fields of every newsletter message (RFC 2369 and RFC 8058): mail clients show their
 * own "unsubscribe" button, which POSTs `List-Unsubscribe=One-Click` to the https link (the
 * storefront's unsubscribe page unsubscribes on that POST, never on a GET, which scanners make);
 * the mailto is for clients that only write, answered by the operator
 * (`npm run admin -- newsletter unsubscribe <email>`).
 */
export function unsubscribeHeaders(shop: MailShop, unsubscribeToken: string): Record<string, string> {
  const url = `${shop.url}${unsubscribeNewsletterPath(unsubscribeToken)}`;
  const subject = shop.language === "fr" ? "Désabonnement" : "Unsubscribe";
  return {
    "List-Unsubscribe": `<${url}>, <mailto:${shop.contactEmail}?subject=${encodeURIComponent(subject)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
