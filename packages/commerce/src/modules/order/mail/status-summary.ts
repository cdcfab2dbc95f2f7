import { type Markup, mjml } from "../../../shared/mail/template.ts";
import type { MailLanguage } from "../../../shared/mail/template.ts";

/**
 * What the order's status e-mails (payment received, shipped, cancelled) say of the order: a
 * snapshot taken in the unit of work that changes it, since the outbox renders the message later.
 */
export interface LifecycleOrderMailData {
  number: string;
  /** The order's opaque id (links to it). */
  orderId: string;
  placedAt: string;
  /** The shipping address's first name, for the greeting (null: a plain greeting). */
  firstname: string | null;
  /** What is charged, in euro cents incl. VAT. */
  grandTotalInclCents: number;
  paymentMethod: string;
  lines: ShippedLineMailData[];
}

/** A line as a message lists it: name, reference, options chosen and quantity. */
export interface ShippedLineMailData {
  name: string;
  sku: string;
  quantity: number;
  /** `label: value`, as ordered. */
  options: string[];
}

const LOCALES: Record<MailLanguage, string> = { fr: "fr-FR", en: "en-GB" };
/** The shop's calendar: dates in its messages are Paris days. */
const SHOP_TIME_ZONE = "Europe/Paris";

/** Euro cents as the reader's language writes them (`12,50 €`, `€12.50`). */
export const euros = (cents: number, language: MailLanguage): string =>
  new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: "EUR" }).format(cents / 100);

/** A stored instant as a day of the shop's calendar (`26 novembre 2026`, `26 November 2026`). */
export const shopDate = (instant: string, language: MailLanguage): string =>
  new Intl.DateTimeFormat(LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE }).format(new Date(instant));

const words = {
  fr: { item: "Article", quantity: "Qté", reference: "Réf." },
  en: { item: "Item", quantity: "Qty", reference: "Ref." },
} as const;

/** The lines as a two-column table (item with its reference and options, quantity). */
export function linesTable(lines: readonly ShippedLineMailData[], language: MailLanguage): Markup {
  const say = words[language];
  const rows = lines.map(
    (line) => mjml`<tr style="border-top:1px solid #e4e1da;">
          <td style="padding:10px 8px 10px 0;vertical-align:top;"><strong>${line.name}</strong><br /><span style="color:#555e69;font-size:14px;">${say.reference} ${line.sku}${line.options.length ? ` · ${line.options.join(" · ")}` : ""}</span></td>
          <td style="padding:10px 0;vertical-align:top;text-align:right;white-space:nowrap;">× ${line.quantity}</td>
        </tr>`,
  );
  return mjml`<mj-table font-size="16px" line-height="22px" color="#1b1f24" padding="0 0 16px 0">
        <tr style="text-align:left;color:#555e69;font-size:14px;">
          <th style="padding:0 8px 6px 0;font-weight:600;">${say.item}</th>
          <th style="padding:0 0 6px 0;font-weight:600;text-align:right;">${say.quantity}</th>
        </tr>
        ${rows}
      </mj-table>`;
}
