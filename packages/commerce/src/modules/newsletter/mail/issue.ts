import { Markup, defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { sanitizeRichText } from "../../review/rich-text.ts";
import { unsubscribeHeaders, unsubscribeNewsletterPath } from "./links.ts";

/**
 * An issue of the newsletter, written by the operator (`npm run admin -- newsletter send`), one
 * message per confirmed subscriber of the store, in its language. The body is the operator's HTML
 * sanitised by the shop's rich-text sanitiser (paragraphs, line breaks, bold, italic, lists; no
 * attribute, so no link or image of the operator's): it is sanitised again when rendered, so
 * nothing but that allow-list can ever reach a message. Every issue carries the unsubscribe link
 * and the List-Unsubscribe headers (RFC 8058).
 */
export interface NewsletterIssueMailData {
  subject: string;
  /** The body, sanitised HTML. */
  html: string;
  unsubscribeToken: string;
}

const words = {
  fr: {
    browse: "Découvrir la boutique",
    why: (shop: string) => `Vous recevez ce message parce que vous êtes abonné(e) à la lettre d'information de ${shop}.`,
    stopLink: "Se désabonner en un clic",
  },
  en: {
    browse: "Visit the shop",
    why: (shop: string) => `You receive this message because you subscribed to the ${shop} newsletter.`,
    stopLink: "Unsubscribe in one click",
  },
} as const;

/** Its data carries the unsubscribe token: dropped from the outbox once sent (`sensitive`). */
export const newsletterIssueMail = defineMailTemplate<NewsletterIssueMailData>(
  "newsletter.issue",
  ({ subject, html, unsubscribeToken }, shop) => {
    const say = words[shop.language];
    const stopUrl = `${shop.url}${unsubscribeNewsletterPath(unsubscribeToken)}`;
    return {
      subject,
      preheader: subject,
      body: mjml`
      <mj-text><h1>${subject}</h1></mj-text>
      <mj-text>${new Markup(sanitizeRichText(html))}</mj-text>
      <mj-button href="${shop.url}/">${say.browse}</mj-button>
      <mj-text font-size="14px">${say.why(shop.name)} <a href="${stopUrl}">${say.stopLink}</a></mj-text>`,
      headers: unsubscribeHeaders(shop, unsubscribeToken),
    };
  },
  { sensitive: true },
);
