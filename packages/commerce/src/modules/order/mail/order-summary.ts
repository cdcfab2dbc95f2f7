import { type MailLanguage, type Markup, mjml } from "../../../shared/mail/template.ts";

/**
 * What every order e-mail knows of its order: a snapshot taken from the order (never read again
 * when the message is sent), amounts in the order's display currency as the shopper saw them,
 * plus what is charged in euros. Shared by the confirmation and the lifecycle's messages
 * (payment received, shipped, cancelled), which all show the same summary block.
 */
export interface OrderMailAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  postcode: string;
  city: string;
  countryCode: string;
  telephone: string;
}

export interface OrderMailLine {
  name: string;
  sku: string;
  options: { label: string; value: string }[];
  quantity: number;
  /** Display currency cents incl. VAT, before the coupon's share. */
  rowInclCents: number;
}

export interface OrderMailData {
  number: string;
  /** The order's opaque id (the order page's `?order=`). */
  publicId: string;
  /** ISO 8601. */
  placedAt: string;
  /** The display currency of every amount below but `chargedInclCents`. */
  currency: string;
  lines: OrderMailLine[];
  totals: { subtotalInclCents: number; discountInclCents: number; shippingInclCents: number; vatCents: number; grandTotalInclCents: number };
  /** What is charged: euro cents incl. VAT. */
  chargedInclCents: number;
  coupon: { code: string; label: string } | null;
  shippingMethod: { label: string; carrier: string; minDays: number; maxDays: number };
  shippingAddress: OrderMailAddress;
  billingAddress: OrderMailAddress;
  pickupPoint: { name: string; streetLines: string[]; postcode: string; locality: string; country: string } | null;
  /** The payment method's title in the order's language. */
  paymentTitle: string;
}

const LOCALES = { fr: "fr-FR", en: "en-GB" } as const;

/** An amount in cents as the store's language writes it (`12,90 €`, `€12.90`). */
export function formatCents(cents: number, currency: string, language: MailLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency }).format(cents / 100);
}

/** A date (ISO 8601) as the store's language writes it, in the shop's time zone. */
export function formatDate(iso: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" }).format(new Date(iso));
}

export function countryName(code: string, language: MailLanguage): string {
  return new Intl.DisplayNames([LOCALES[language]], { type: "region" }).of(code) ?? code;
}

const words = {
  fr: {
    colon: "\u00a0: ",
    order: "Commande",
    placed: "passée le",
    quantity: "Qté",
    subtotal: "Sous-total",
    discount: "Remise",
    shipping: "Livraison",
    free: "Offerte",
    total: "Total TTC",
    vat: "dont TVA",
    charged: "Montant débité en euros",
    delivery: "Livraison",
    days: (min: number, max: number) => (min === max ? `${min} jour ouvré` : `${min} à ${max} jours ouvrés`),
    pickupPoint: "Point relais",
    shippingAddress: "Adresse de livraison",
    billingAddress: "Adresse de facturation",
    payment: "Paiement",
  },
  en: {
    colon: ": ",
    order: "Order",
    placed: "placed on",
    quantity: "Qty",
    subtotal: "Subtotal",
    discount: "Discount",
    shipping: "Delivery",
    free: "Free",
    total: "Total incl. VAT",
    vat: "of which VAT",
    charged: "Amount charged in euros",
    delivery: "Delivery",
    days: (min: number, max: number) => (min === max ? `${min} working day` : `${min} to ${max} working days`),
    pickupPoint: "Pickup point",
    shippingAddress: "Delivery address",
    billingAddress: "Billing address",
    payment: "Payment",
  },
} as const;

function addressLines(address: OrderMailAddress, language: MailLanguage): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    ...(address.company ? [address.company] : []),
    ...address.street,
    `${address.postcode} ${address.city}`,
    countryName(address.countryCode, language),
    address.telephone,
  ];
}

const lineBreaks = (lines: readonly string[]) => lines.map((line, index) => (index === 0 ? mjml`${line}` : mjml`<br />${line}`));

/** The order's lines and totals (an MJML table inside the layout's column). */
export function orderLinesBlock(data: OrderMailData, language: MailLanguage): Markup {
  const say = words[language];
  const money = (cents: number) => formatCents(cents, data.currency, language);
  const rows = data.lines.map(
    (line) => mjml`<tr style="border-bottom:1px solid #e4e1da">
        <td style="padding:8px 8px 8px 0;vertical-align:top"><strong>${line.name}</strong>${line.options.map((option) => mjml`<br /><span style="color:#555e69;font-size:14px">${option.label}${say.colon}${option.value}</span>`)}<br /><span style="color:#555e69;font-size:13px">${line.sku}</span></td>
        <td style="padding:8px;vertical-align:top;text-align:center;white-space:nowrap">${say.quantity} ${line.quantity}</td>
        <td style="padding:8px 0 8px 8px;vertical-align:top;text-align:right;white-space:nowrap">${money(line.rowInclCents)}</td>
      </tr>`,
  );
  const total = (label: string, value: string, strong = false) =>
    mjml`<tr><td colspan="2" style="padding:4px 8px 4px 0;text-align:right">${strong ? mjml`<strong>${label}</strong>` : label}</td><td style="padding:4px 0 4px 8px;text-align:right;white-space:nowrap">${strong ? mjml`<strong>${value}</strong>` : value}</td></tr>`;
  const { totals } = data;
  return mjml`<mj-table font-size="15px" line-height="22px" padding="0 0 16px 0">
      ${rows}
      ${total(say.subtotal, money(totals.subtotalInclCents))}
      ${totals.discountInclCents > 0 ? total(`${say.discount}${data.coupon ? ` (${data.coupon.label})` : ""}`, `−${money(totals.discountInclCents)}`) : ""}
      ${total(say.shipping, totals.shippingInclCents === 0 ? say.free : money(totals.shippingInclCents))}
      ${total(say.total, money(totals.grandTotalInclCents), true)}
      ${total(say.vat, money(totals.vatCents))}
      ${data.currency !== "EUR" ? total(say.charged, formatCents(data.chargedInclCents, "EUR", language)) : ""}
    </mj-table>`;
}

/** Where and how it is delivered, the billing address and the payment method. */
export function orderDeliveryBlock(data: OrderMailData, language: MailLanguage): Markup {
  const say = words[language];
  const method = data.shippingMethod;
  const point = data.pickupPoint;
  return mjml`<mj-text><strong>${say.delivery}</strong><br />${method.label} (${method.carrier}), ${say.days(method.minDays, method.maxDays)}</mj-text>
    ${point ? mjml`<mj-text><strong>${say.pickupPoint}</strong><br />${lineBreaks([point.name, ...point.streetLines, `${point.postcode} ${point.locality}`, countryName(point.country, language)])}</mj-text>` : ""}
    <mj-text><strong>${say.shippingAddress}</strong><br />${lineBreaks(addressLines(data.shippingAddress, language))}</mj-text>
    <mj-text><strong>${say.billingAddress}</strong><br />${lineBreaks(addressLines(data.billingAddress, language))}</mj-text>
    <mj-text><strong>${say.payment}</strong><br />${data.paymentTitle}</mj-text>`;
}

/** The whole summary: the order's number and date, its lines and totals, its delivery. */
export function orderSummaryBlock(data: OrderMailData, language: MailLanguage): Markup {
  const say = words[language];
  return mjml`<mj-text><strong>${say.order} ${data.number}</strong> ${say.placed} ${formatDate(data.placedAt, language)}</mj-text>
    ${orderLinesBlock(data, language)}
    ${orderDeliveryBlock(data, language)}`;
}
