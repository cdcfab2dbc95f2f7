import { readFileSync } from "node:fs";
import { convert } from "html-to-text";
import mjml2html from "mjml";
import { type MailContent, type MailShop, mjml } from "./template.ts";

/**
 * The one layout of the shop's e-mails, written in MJML: it compiles to the table-based, inline-
 * styled HTML that mail clients render alike (Outlook's Word engine included), 600 px wide at most
 * and one column on a phone. The shop's colours are the storefront's design tokens
 * (storefront/app/styles/tokens.css); the logo travels inside the message (a CID attachment), as
 * clients block remote images by default. The text part is derived from the same HTML.
 */

/** The storefront's tokens, as literal values (mail clients know no custom properties). */
const colour = {
  theme: "#002c52",
  primary: "#e8a317",
  text: "#1b1f24",
  muted: "#555e69",
  background: "#f8f4ec",
  surface: "#ffffff",
  border: "#e4e1da",
} as const;
/**
 * The shop's font where the reader has it, then the closest fonts mail clients have. Unquoted:
 * MJML copies attribute values into style attributes as they are, so a quote would have to be
 * an entity, which the CSS inliner then cuts at its `;`.
 */
const fontFamily = "Jost, Century Gothic, Avenir Next, Avenir, Helvetica, Arial, sans-serif";

/** Content-ID of the logo attachment, referenced as `cid:` by the header's image. */
export const LOGO_CID = "logo@essences-botanique";
/** The white logo (storefront/public/images/logo/white.svg) rasterised at twice its size, for sharp screens. */
let logo: Buffer | undefined;
const logoPng = () => (logo ??= readFileSync(new URL("./logo.png", import.meta.url)));

const words = {
  fr: {
    question: "Une question\u00a0? Écrivez-nous ou appelez-nous\u00a0:",
    sentBy: (shop: string) => `Ce message vous est envoyé par ${shop}.`,
  },
  en: {
    question: "A question? Write to us or call us:",
    sentBy: (shop: string) => `This message was sent to you by ${shop}.`,
  },
} as const;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The template's Reply-To, when it has one. */
  replyTo?: string;
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[];
  /** The template's own header fields (MailContent.headers); none for most messages. */
  headers?: Readonly<Record<string, string>>;
}

/** The layout's MJML around a template's content (exported for the preview of the layout). */
export function layoutSource(content: MailContent, shop: MailShop): string {
  const say = words[shop.language];
  const phoneHref = `tel:${shop.contactPhone.replace(/[^\d+]/g, "")}`;
  const shopHost = shop.url.replace(/^https?:\/\//, "");
  return mjml`<mjml lang="${shop.language}" dir="ltr">
  <mj-head>
    <mj-title>${content.subject}</mj-title>
    <mj-preview>${content.preheader}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${fontFamily}" />
      <mj-text font-size="16px" line-height="24px" color="${colour.text}" padding="0 0 16px 0" />
      <mj-button background-color="${colour.primary}" color="${colour.text}" font-size="16px" font-weight="700"
        border-radius="6px" inner-padding="14px 28px" padding="8px 0 24px 0" align="left" />
      <mj-divider border-color="${colour.border}" border-width="1px" padding="8px 0 24px 0" />
    </mj-attributes>
    <mj-style inline="inline">
      a { color: ${colour.theme}; text-decoration: underline; }
      h1 { margin: 0; font-size: 24px; line-height: 32px; font-weight: 700; color: ${colour.theme}; }
      .footer a { color: ${colour.muted}; }
      .header img { color: #ffffff; font-size: 20px; font-weight: 700; }
    </mj-style>
    <mj-style>
      @media only screen and (max-width: 480px) {
        .content > table > tbody > tr > td { padding-left: 20px !important; padding-right: 20px !important; }
        .frame > table > tbody > tr > td { padding-top: 0 !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body background-color="${colour.background}" width="600px">
    <mj-wrapper padding="24px 0 0 0" css-class="frame">
    <mj-section background-color="${colour.theme}" padding="20px 32px" border-bottom="4px solid ${colour.primary}" css-class="content header">
      <mj-column>
        <mj-image src="cid:${LOGO_CID}" alt="${shop.name}" title="${shop.name}" href="${shop.url}" width="146px" height="30px" align="left" padding="0" />
      </mj-column>
    </mj-section>
    <mj-section background-color="${colour.surface}" padding="32px 32px 8px 32px" css-class="content">
      <mj-column>
        ${content.body}
      </mj-column>
    </mj-section>
    <mj-section padding="24px 32px 32px 32px" css-class="content footer">
      <mj-column>
        <mj-text font-size="14px" line-height="22px" color="${colour.muted}" padding="0 0 12px 0">
          <strong>${shop.name}</strong><br />
          ${say.question}<br />
          <a href="mailto:${shop.contactEmail}">${shop.contactEmail}</a> · <a href="${phoneHref}" style="white-space: nowrap">${shop.contactPhone}</a><br />
          <a href="${shop.url}">${shopHost}</a>
        </mj-text>
        <mj-text font-size="12px" line-height="18px" color="${colour.muted}" padding="0">${say.sentBy(shop.name)}</mj-text>
      </mj-column>
    </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`.source;
}

/** A template's content in the shop's layout: subject, HTML and text parts, and the logo they show. */
export async function renderMail(content: MailContent, shop: MailShop): Promise<RenderedMail> {
  // Strict: a template that writes invalid MJML fails (and is retried, then parked), never sends a broken message.
  const result = await mjml2html(layoutSource(content, shop), { validationLevel: "strict", keepComments: false, ignoreIncludes: true, fonts: {} });
  const text = convert(result.html, {
    wordwrap: 78,
    selectors: [
      // The preheader is for the inbox list; the logo says the shop's name, which the footer says in words.
      { selector: 'div[style*="display:none"]', format: "skip" },
      { selector: "div.header", format: "skip" },
      { selector: "h1", options: { uppercase: false } },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
  return {
    subject: content.subject,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    html: result.html,
    text,
    attachments: [{ filename: "logo.png", content: logoPng(), cid: LOGO_CID, contentType: "image/png" }],
    headers: content.headers ?? {},
  };
}
