import { type MailLanguage, type Markup, mjml } from "../../../shared/mail/template.ts";
import { countryName } from "../../shop/countries.ts";

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
  /** `storeCreditInclCents`: what the customer's store credit paid (absent in messages queued before it existed). */
  totals: { subtotalInclCents: number; discountInclCents: number; shippingInclCents: number; vatCents: number; grandTotalInclCents: number; storeCreditInclCents?: number };
  /** What is charged: euro cents incl. VAT (the grand total; the payment method is charged what store credit did not pay). */
  chargedInclCents: number;
  /** What the customer's store credit paid, euro cents (0 or absent: none). */
  chargedStoreCreditCents?: number;
  coupon: { code: string; label: string } | null;
  /** Null for an order of downloadable products only (nothing is delivered). */
  shippingMethod: { label: string; carrier: string; minDays: number; maxDays: number } | null;
  shippingAddress: OrderMailAddress | null;
  /** A line is a downloadable product: its files will be in the customer's account once paid. */
  hasDownloads: boolean;
  /**
   * When the shopper asked for the files once paid and acknowledged losing the right of withdrawal
   * for them (ISO 8601); null or absent (messages queued before it was recorded) when not given.
   */
  downloadWaiverAt?: string | null;
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
    storeCredit: "Payé par avoir",
    amountDue: "Reste à payer",
    delivery: "Livraison",
    days: (min: number, max: number) => (min === max ? `${min} jour ouvré` : `${min} à ${max} jours ouvrés`),
    pickupPoint: "Point relais",
    shippingAddress: "Adresse de livraison",
    billingAddress: "Adresse de facturation",
    payment: "Paiement",
    downloadsTitle: "Vos produits téléchargeables",
    downloads: "Une fois la commande payée, vos fichiers sont à télécharger dans votre compte, rubrique «\u00a0Mes produits téléchargeables\u00a0»\u00a0:",
    downloadsReady: "Vos fichiers sont prêts\u00a0: téléchargez-les dès maintenant dans votre compte, rubrique «\u00a0Mes produits téléchargeables\u00a0»\u00a0:",
    noDelivery: "Rien à livrer\u00a0: cette commande ne contient que des produits téléchargeables.",
    waiverTitle: "Droit de rétractation",
    waiver: (date: string) =>
      `Le ${date}, vous avez demandé l'accès à vos produits téléchargeables dès le paiement de la commande et reconnu perdre votre droit de rétractation pour ceux-ci (article L221-28 13° du Code de la consommation).`,
    waiverOthers: "Vos autres produits restent couverts par le droit de rétractation de 14\u00a0jours à compter de leur réception.",
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
    storeCredit: "Paid with store credit",
    amountDue: "Left to pay",
    delivery: "Delivery",
    days: (min: number, max: number) => (min === max ? `${min} working day` : `${min} to ${max} working days`),
    pickupPoint: "Pickup point",
    shippingAddress: "Delivery address",
    billingAddress: "Billing address",
    payment: "Payment",
    downloadsTitle: "Your downloadable products",
    downloads: "Once the order is paid, your files are ready to download in your account, under \u201cMy downloadable products\u201d:",
    downloadsReady: "Your files are ready: download them now from your account, under \u201cMy downloadable products\u201d:",
    noDelivery: "Nothing to deliver: this order holds downloadable products only.",
    waiverTitle: "Right of withdrawal",
    waiver: (date: string) =>
      `On ${date}, you asked for access to your downloadable products as soon as the order is paid and acknowledged that you thereby lose your right of withdrawal for them.`,
    waiverOthers: "Your other products keep the 14-day right of withdrawal from the day you receive them.",
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

/**
 * The order's lines and totals. Written as paragraphs rather than a table: the text part (derived
 * from the HTML) then reads as it should, each amount next to its label. An order with nothing to
 * deliver has no delivery row: "free" would promise a delivery that never comes.
 */
export function orderLinesBlock(data: OrderMailData, language: MailLanguage): Markup {
  const say = words[language];
  const money = (cents: number) => formatCents(cents, data.currency, language);
  const lines = data.lines.map(
    (line) => mjml`<mj-text padding="0 0 12px 0"><strong>${line.name}</strong>${line.options.map((option) => mjml`<br />${option.label}${say.colon}${option.value}`)}<br /><span style="color:#555e69">${line.sku} · ${say.quantity}${say.colon}${line.quantity} · ${money(line.rowInclCents)}</span></mj-text>`,
  );
  const { totals } = data;
  const total = (label: string, value: string) => mjml`${label}${say.colon}${value}<br />`;
  // Store credit paid part or all of it: said after the total, with what the payment method is charged.
  const storeCredit = totals.storeCreditInclCents ?? 0;
  const chargedByMethod = data.chargedInclCents - (data.chargedStoreCreditCents ?? 0);
  return mjml`${lines}
    <mj-text align="right">
      ${total(say.subtotal, money(totals.subtotalInclCents))}
      ${totals.discountInclCents > 0 ? total(`${say.discount}${data.coupon ? ` (${data.coupon.label})` : ""}`, `−${money(totals.discountInclCents)}`) : ""}
      ${data.shippingMethod ? total(say.shipping, totals.shippingInclCents === 0 ? say.free : money(totals.shippingInclCents)) : ""}
      <strong>${total(say.total, money(totals.grandTotalInclCents))}</strong>
      ${total(say.vat, money(totals.vatCents))}
      ${storeCredit > 0 ? total(say.storeCredit, `−${money(storeCredit)}`) : ""}
      ${storeCredit > 0 ? total(say.amountDue, money(Math.max(0, totals.grandTotalInclCents - storeCredit))) : ""}
      ${data.currency !== "EUR" && chargedByMethod > 0 ? total(say.charged, formatCents(chargedByMethod, "EUR", language)) : ""}
    </mj-text>`;
}

/** The account page that lists the downloadable products bought (store-relative). */
export const DOWNLOADS_PATH = "/user/downloadable-products";

/**
 * Where the files of an order's downloadable lines are: the account's page, with its link. Rights
 * are granted when the order is paid: before (`paid` false) the files come once it is; after,
 * they are there now.
 */
export function orderDownloadsBlock(data: OrderMailData, language: MailLanguage, shopUrl: string, { paid }: { paid: boolean }): Markup {
  if (!data.hasDownloads) return mjml``;
  const say = words[language];
  const url = `${shopUrl}${DOWNLOADS_PATH}`;
  return mjml`<mj-text><strong>${say.downloadsTitle}</strong><br />${paid ? say.downloadsReady : say.downloads}<br /><a href="${url}">${url}</a></mj-text>`;
}

/**
 * The shopper's consent to the files' supply once paid and their acknowledgement that they lose
 * the right of withdrawal for them, with its date: the confirmation is the durable medium the
 * shopper keeps it on. A delivered order says its other products keep the right. Nothing for an
 * order placed without it (no downloads, or placed before the checkout asked).
 */
export function downloadWaiverBlock(data: OrderMailData, language: MailLanguage): Markup {
  if (!data.hasDownloads || !data.downloadWaiverAt) return mjml``;
  const say = words[language];
  return mjml`<mj-text><strong>${say.waiverTitle}</strong><br />${say.waiver(formatDate(data.downloadWaiverAt, language))}${data.shippingMethod ? mjml`<br />${say.waiverOthers}` : ""}</mj-text>`;
}

/**
 * Where and how it is delivered, the billing address and the payment method. An order of
 * downloadable products only has no delivery section: it says there is nothing to deliver.
 */
export function orderDeliveryBlock(data: OrderMailData, language: MailLanguage): Markup {
  const say = words[language];
  const method = data.shippingMethod;
  const point = data.pickupPoint;
  const delivery =
    method && data.shippingAddress
      ? mjml`<mj-text><strong>${say.delivery}</strong><br />${method.label} (${method.carrier}), ${say.days(method.minDays, method.maxDays)}</mj-text>
    ${point ? mjml`<mj-text><strong>${say.pickupPoint}</strong><br />${lineBreaks([point.name, ...point.streetLines, `${point.postcode} ${point.locality}`, countryName(point.country, language)])}</mj-text>` : ""}
    <mj-text><strong>${say.shippingAddress}</strong><br />${lineBreaks(addressLines(data.shippingAddress, language))}</mj-text>`
      : mjml`<mj-text>${say.noDelivery}</mj-text>`;
  return mjml`${delivery}
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
