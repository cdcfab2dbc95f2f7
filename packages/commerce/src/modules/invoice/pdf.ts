import type { PDFFont, RGB } from "pdf-lib";
import { COLOURS, PdfWriter } from "../../media/pdf-kit.ts";
import { countryName } from "../shop/countries.ts";
import { SHOP_TIME_ZONE } from "../shop/stores.ts";
import type { InvoiceBuyer, InvoiceCoupon, InvoiceDelivery, InvoiceLine, InvoiceRecord, InvoiceRow, SellerSnapshot, VatBreakdownRow } from "./invoice-record.ts";

/**
 * An invoice as an A4 PDF, through the shop's layout engine (media/pdf-kit.ts): a French invoice
 * with what French law asks of one (Code de commerce L441-9 and R123-237, CGI art. 242 nonies A):
 * its number in one unbroken sequence, the dates of issue, of the sale and of the payment, the
 * seller (legal name, legal form and share capital, address, SIREN and SIRET, RCS, intra-EU VAT
 * number), the buyer, each line (description with its options, reference, quantity, unit price
 * excl. VAT, VAT rate, total excl. and incl. VAT), the delivery, the discount, the VAT by rate, the
 * totals excl. VAT, VAT and incl. VAT in euros, the payment, and the consumer's legal notices.
 * Written in French; an order of the en-GB store gets English labels after the French ones. Its
 * bytes depend only on the invoice (the dates written are the invoice's own).
 *
 * The pieces of the page (the sheet with its running header and footer, the title and its dates,
 * the seller and the buyer, the lines, the totals with the VAT breakdown, a part's heading) are
 * exported for the credit note (credit-note-pdf.ts), which prints the same parts with its amounts
 * negative.
 */

const LOCALE = "fr-FR";
const amountFormat = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR" });
const dateFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: SHOP_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const rateFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2, minimumFractionDigits: 0 });

const wholeAmountFormat = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

/** An amount in euros as printed (`12,50 €`); never `-0,00 €`. */
export const euros = (cents: number) => amountFormat.format((cents || 0) / 100);
/** A share capital: `50 000 €` (cents only when it has some). */
const capitalAmount = (cents: number) => (cents % 100 === 0 ? wholeAmountFormat.format(cents / 100) : euros(cents));
/** A date as printed (`02/05/2026`, Paris time). */
export const day = (iso: string) => dateFormat.format(new Date(iso));
const percent = (rate: number) => `${rateFormat.format(rate)} %`;
const grouped = (digits: string, groups: number[]) => {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(" ");
};

/** French, then English after a slash for an order of the en-GB store. */
type Labeller = (fr: string, en: string) => string;

/** The totals a sales document prints (an invoice's or a credit note's row). */
export type DocumentTotals = Pick<
  InvoiceRow,
  | "subtotal_excl_cents"
  | "subtotal_incl_cents"
  | "discount_excl_cents"
  | "discount_incl_cents"
  | "shipping_excl_cents"
  | "shipping_incl_cents"
  | "grand_total_excl_cents"
  | "grand_total_incl_cents"
>;

/**
 * A sales document being drawn: its writer, its labels (French, with English after them for the
 * en-GB store; `header` puts the English on a second line, for narrow columns) and a way to put
 * one line of text anywhere.
 */
export interface SalesSheet {
  w: PdfWriter;
  english: boolean;
  label: Labeller;
  header: Labeller;
  left: number;
  right: number;
  put: (text: string, x: number, y: number, options?: { font?: PDFFont; size?: number; colour?: RGB; width?: number; align?: "right" }) => void;
}

/** The sheet of a document of `seller`, titled `title` (its running header), dated `issuedAt` (its metadata: the bytes depend only on the document). */
export async function openSheet(options: { store: string; seller: SellerSnapshot; title: (label: Labeller) => string; subject: (label: Labeller) => string; issuedAt: string }): Promise<SalesSheet> {
  const { seller } = options;
  const english = options.store === "en";
  const label: Labeller = (fr, en) => (english ? `${fr} / ${en}` : fr);
  const header: Labeller = (fr, en) => (english ? `${fr}\n${en}` : fr);
  const title = options.title(label);
  const w = await PdfWriter.create({
    headerLeft: seller.legalName,
    headerRight: title,
    footer: [
      `${seller.legalName}, ${seller.legalForm}${seller.shareCapitalCents !== null ? ` au capital de ${capitalAmount(seller.shareCapitalCents)}` : ""}`,
      seller.rcs,
      `TVA ${seller.vatNumber}`,
    ].join(" · "),
    pageWord: "Page",
  });
  const { doc } = w;
  const issued = new Date(options.issuedAt);
  doc.setTitle(title);
  doc.setAuthor(seller.legalName);
  doc.setSubject(options.subject(label));
  doc.setCreator(seller.legalName);
  doc.setProducer(`${seller.legalName} (pdf-lib)`);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  // French first and foremost; an en-GB order's English labels only follow the French ones.
  doc.setLanguage("fr-FR");

  const { regular } = w.fonts;
  /** One line of text at a position (sanitised, cut to `width` when given); `align: right` ends it at x. */
  const put: SalesSheet["put"] = (text, x, y, opts = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 9;
    const line = w.fit(text, font, size, opts.width ?? w.width);
    const at = opts.align === "right" ? x - font.widthOfTextAtSize(line, size) : x;
    w.page.drawText(line, { x: at, y, size, font, color: opts.colour ?? COLOURS.ink });
  };
  return { w, english, label, header, left: w.margin.left, right: w.margin.left + w.width, put };
}

/** The document's title, its number and a line under them on the left; its dates and references on the right. */
export function titleBlock(sheet: SalesSheet, options: { title: string; number: string; status: string; facts: [string, string][] }): void {
  const { w, put, left, right } = sheet;
  const { bold } = w.fonts;
  const { regular } = w.fonts;
  w.ensure(80);
  const top = w.y;
  // The title stays clear of the facts' labels: smaller when it is long (a credit note's in two languages).
  const factsLeft = Math.min(right, ...options.facts.map(([key]) => right - 78 - regular.widthOfTextAtSize(w.fit(`${key} :`, regular, 8.5, w.width), 8.5)));
  const titleWidth = bold.widthOfTextAtSize(w.fit(options.title, bold, 22, w.width), 22);
  const titleSize = Math.min(22, (22 * (factsLeft - left - 12)) / titleWidth);
  put(options.title, left, top - 22, { font: bold, size: titleSize, colour: COLOURS.theme });
  put(`N° ${options.number}`, left, top - 40, { font: bold, size: 12 });
  put(options.status, left, top - 55, { size: 9, colour: COLOURS.accent, font: bold });
  options.facts.forEach(([key, value], index) => {
    const y = top - 12 - index * 14;
    put(value, right, y, { font: bold, size: 9, align: "right" });
    put(`${key} :`, right - 78, y, { size: 8.5, colour: COLOURS.muted, align: "right" });
  });
  w.y = top - 64;
}

/** The seller and the buyer, side by side (the buyer's box tinted). */
export function partiesBlock(sheet: SalesSheet, seller: SellerSnapshot, buyer: InvoiceBuyer, buyerHeading: string): void {
  const { w, put, left, english } = sheet;
  const { regular, bold } = w.fonts;
  const gap = 18;
  const boxWidth = (w.width - gap) / 2;
  const capital = seller.shareCapitalCents !== null ? ` au capital de ${capitalAmount(seller.shareCapitalCents)}` : "";
  const sellerLines: [string, PDFFont][] = [
    [seller.legalName, bold],
    [`${seller.legalForm}${capital}`, regular],
    ...seller.address.map((line): [string, PDFFont] => [line, regular]),
    // The RCS mention carries the SIREN (`RCS Grasse 912 345 675`).
    [`${seller.rcs} · SIRET ${grouped(seller.siret, [3, 3, 3, 5])}`, regular],
    [`${english ? "TVA intracom. / EU VAT no." : "N° TVA intracommunautaire"} : ${seller.vatNumber}`, regular],
    [seller.email, regular],
    [seller.phone, regular],
  ];
  const address = buyer.address;
  const buyerLines: [string, PDFFont][] = [
    [`${address.firstname} ${address.lastname}`, bold],
    ...(address.company ? [[address.company, regular] as [string, PDFFont]] : []),
    ...address.street.map((line): [string, PDFFont] => [line, regular]),
    [`${address.postcode} ${address.city}`, regular],
    [countryName(address.countryCode, LOCALE), regular],
    [buyer.email, regular],
    [address.telephone, regular],
  ];
  const lineHeight = 11.4;
  const boxHeight = 24 + Math.max(sellerLines.length, buyerLines.length) * lineHeight + 2;
  w.ensure(boxHeight + 10);
  const boxTop = w.y;
  const box = (x: number, heading: string, lines: [string, PDFFont][], tinted: boolean) => {
    if (tinted) w.page.drawRectangle({ x, y: boxTop - boxHeight, width: boxWidth, height: boxHeight, color: COLOURS.themeTint });
    w.page.drawRectangle({ x, y: boxTop - boxHeight, width: boxWidth, height: boxHeight, borderColor: COLOURS.rule, borderWidth: 0.7 });
    w.page.drawRectangle({ x, y: boxTop - boxHeight, width: 3, height: boxHeight, color: COLOURS.theme });
    put(heading.toUpperCase(), x + 12, boxTop - 15, { font: bold, size: 8, colour: COLOURS.accent, width: boxWidth - 20 });
    lines.forEach(([text, font], index) => put(text, x + 12, boxTop - 28 - index * lineHeight, { font, size: 8.6, width: boxWidth - 20 }));
  };
  box(left, sheet.label("Vendeur", "Seller"), sellerLines, false);
  box(left + boxWidth + gap, buyerHeading, buyerLines, true);
  w.y = boxTop - boxHeight - 12;
}

/**
 * The lines, the delivery (when the document has one) and the discount, their totals excl. VAT
 * adding up to the document's. `sign` is -1 for a credit note: its totals print negative (and its
 * discount, taken back, positive); quantities and unit prices print as they are.
 */
export function linesTable(
  sheet: SalesSheet,
  content: { lines: readonly InvoiceLine[]; delivery: InvoiceDelivery | null; coupon: InvoiceCoupon | null; vatBreakdown: readonly VatBreakdownRow[]; totals: DocumentTotals },
  sign: 1 | -1 = 1,
): void {
  const { w, english, label, header } = sheet;
  const signed = (cents: number) => euros(sign * cents);
  // The lines' names and options are in the order's language: its punctuation too.
  const colon = english ? ":" : " :";
  const detail = (line: InvoiceLine) => {
    const parts = [line.name, ...line.options.map((option) => `${option.label}${colon} ${option.value}`)];
    // A bundle's choices under their option's label, once per option (`Les six agrumes :` then each item).
    let option: string | undefined;
    for (const choice of line.bundleOptions) {
      if (choice.label !== option) parts.push(`${(option = choice.label)}${colon}`);
      parts.push(`• ${choice.value}`);
    }
    return parts.join("\n");
  };
  const rows = content.lines.map((line) => [detail(line), line.sku, String(line.quantity), euros(line.unit.excl), percent(line.vatRate), signed(line.row.excl), signed(line.row.incl)]);
  const { delivery, coupon, totals } = content;
  if (delivery) {
    // A method's label often names the delivery already ("Livraison à domicile Colissimo").
    const deliveryLabel = `${delivery.label}${delivery.carrier && !delivery.label.includes(delivery.carrier) ? ` (${delivery.carrier})` : ""}`;
    rows.push([
      /^(livraison|delivery)\b/i.test(delivery.label) ? deliveryLabel : `${label("Livraison", "Delivery")} : ${deliveryLabel}`,
      " ",
      "1",
      euros(delivery.amount.excl),
      percent(delivery.vatRate),
      signed(delivery.amount.excl),
      signed(delivery.amount.incl),
    ]);
  }
  if (totals.discount_incl_cents > 0) {
    rows.push([
      `${label("Remise", "Discount")}${coupon ? ` : ${coupon.label} (${coupon.code})` : ""}`,
      " ",
      " ",
      " ",
      content.vatBreakdown.length === 1 ? percent(content.vatBreakdown[0].rate) : " ",
      signed(-totals.discount_excl_cents),
      signed(-totals.discount_incl_cents),
    ]);
  }
  w.table(rows, {
    widths: [0.29, 0.23, 0.06, 0.1, 0.08, 0.12, 0.12],
    header: [
      header("Désignation", "Description"),
      header("Référence", "SKU"),
      header("Qté", "Qty"),
      header("PU HT", "Unit net"),
      header("TVA", "VAT"),
      header("Total HT", "Net"),
      header("Total TTC", "Gross"),
    ],
    align: ["left", "left", "right", "right", "right", "right", "right"],
    size: 8.5,
  });
}

/**
 * The VAT by rate (left) and the totals (right), the total incl. VAT last on the theme's colour,
 * `note` in small under them (what was paid, what is refunded). `sign` as for `linesTable`.
 */
export function totalsBlock(sheet: SalesSheet, content: { totals: DocumentTotals; vatBreakdown: readonly VatBreakdownRow[]; note: string }, sign: 1 | -1 = 1): void {
  const { w, put, left, right, label } = sheet;
  const { regular, bold } = w.fonts;
  const { totals: row, vatBreakdown } = content;
  const signed = (cents: number) => euros(sign * cents);
  const totals: [string, string, boolean][] = [
    [label("Sous-total HT", "Subtotal excl. VAT"), signed(row.subtotal_excl_cents), false],
    ...(row.discount_incl_cents > 0 ? [[label("Remise HT", "Discount excl. VAT"), signed(-row.discount_excl_cents), false] as [string, string, boolean]] : []),
    [label("Livraison HT", "Delivery excl. VAT"), signed(row.shipping_excl_cents), false],
    [label("Total HT", "Total excl. VAT"), signed(row.grand_total_excl_cents), true],
    ...vatBreakdown.map((rate): [string, string, boolean] => [`${label("TVA", "VAT")} ${percent(rate.rate)}`, signed(rate.vatCents), false]),
    [label("Total TTC", "Total incl. VAT"), signed(row.grand_total_incl_cents), true],
  ];
  const totalsHeight = totals.length * 15 + 40;
  w.ensure(Math.max(totalsHeight, 60 + vatBreakdown.length * 14));
  const blockTop = w.y;
  const totalsLeft = left + w.width * 0.52;
  totals.forEach(([key, value, strong], index) => {
    const y = blockTop - 12 - index * 15;
    const last = index === totals.length - 1;
    if (last) w.page.drawRectangle({ x: totalsLeft, y: y - 5, width: right - totalsLeft, height: 17, color: COLOURS.theme });
    const colour = last ? COLOURS.white : COLOURS.ink;
    put(key, totalsLeft + 6, y, { font: strong ? bold : regular, size: last ? 10 : 9, colour, width: right - totalsLeft - 90 });
    put(value, right - 6, y, { font: strong ? bold : regular, size: last ? 10 : 9, colour, align: "right" });
    if (!last) w.page.drawLine({ start: { x: totalsLeft, y: y - 4.5 }, end: { x: right, y: y - 4.5 }, thickness: 0.4, color: COLOURS.rule });
  });
  const noteY = blockTop - 12 - totals.length * 15 - 4;
  put(content.note, right - 6, noteY, { size: 8, colour: COLOURS.muted, align: "right" });

  const vatLeft = left;
  const vatWidth = w.width * 0.46;
  const columns = [0, 0.3, 0.62, 1].map((fraction) => vatLeft + fraction * vatWidth);
  put(label("Détail de la TVA", "VAT breakdown").toUpperCase(), vatLeft, blockTop - 12, { font: bold, size: 8, colour: COLOURS.accent, width: vatWidth });
  const vatHeaderY = blockTop - 28;
  w.page.drawRectangle({ x: vatLeft, y: vatHeaderY - 5, width: vatWidth, height: 16, color: COLOURS.themeTint });
  put(label("Taux", "Rate"), columns[0] + 5, vatHeaderY, { font: bold, size: 8, colour: COLOURS.theme });
  put(label("Base HT", "Net"), columns[2] - 5, vatHeaderY, { font: bold, size: 8, colour: COLOURS.theme, align: "right" });
  put(label("Montant TVA", "VAT"), columns[3] - 5, vatHeaderY, { font: bold, size: 8, colour: COLOURS.theme, align: "right" });
  vatBreakdown.forEach((rate, index) => {
    const y = vatHeaderY - 16 - index * 14;
    put(percent(rate.rate), columns[0] + 5, y, { size: 8.5 });
    put(signed(rate.baseCents), columns[2] - 5, y, { size: 8.5, align: "right" });
    put(signed(rate.vatCents), columns[3] - 5, y, { size: 8.5, align: "right" });
    w.page.drawLine({ start: { x: vatLeft, y: y - 4.5 }, end: { x: vatLeft + vatWidth, y: y - 4.5 }, thickness: 0.4, color: COLOURS.rule });
  });
  w.y = Math.min(noteY, vatHeaderY - 16 - vatBreakdown.length * 14) - 12;
}

/** A small heading of the document's last parts, with a rule under it. */
export function partHeading(sheet: SalesSheet, text: string): void {
  const { w, left, right } = sheet;
  w.ensure(40);
  w.text(text.toUpperCase(), { font: w.fonts.bold, size: 8, colour: COLOURS.accent, after: 0 });
  w.page.drawLine({ start: { x: left, y: w.y - 1.5 }, end: { x: right, y: w.y - 1.5 }, thickness: 0.6, color: COLOURS.rule });
  w.space(6);
}

/**
 * The right of withdrawal as the invoice states it: 14 days from receipt of the goods; downloadable
 * products are excluded only when the buyer asked, before ordering, for their supply once paid and
 * acknowledged losing the right for them (Code de la consommation L221-28 13°), on the date the
 * invoice copied from the order. An invoice issued before that was recorded keeps its text.
 */
function withdrawalNotice({ row, lines }: Pick<InvoiceRecord, "row" | "lines">): { fr: string; en: string } {
  const legal = "(articles L221-18 et suivants du Code de la consommation), dans les conditions des conditions générales de vente.";
  if (!row.download_waiver_at) {
    return { fr: `Droit de rétractation : 14 jours à compter de la réception des produits ${legal}`, en: "14 days' right of withdrawal from receipt of the goods (terms of sale);" };
  }
  const waivedOn = day(row.download_waiver_at);
  const exception = "(article L221-28 13° du Code de la consommation)";
  if (lines.some((line) => !line.download)) {
    return {
      fr: `Droit de rétractation : 14 jours à compter de la réception des produits livrés ${legal} Il ne s'applique pas aux produits téléchargeables : le client a demandé leur fourniture dès le paiement et renoncé à ce droit pour ceux-ci le ${waivedOn} ${exception}.`,
      en: `14 days' right of withdrawal from receipt of the goods delivered (terms of sale), none for the downloadable products, whose supply once paid the customer asked for, waiving that right on ${waivedOn};`,
    };
  }
  return {
    fr: `Pas de droit de rétractation : produits téléchargeables dont le client a demandé la fourniture dès le paiement, en renonçant à ce droit le ${waivedOn} ${exception}.`,
    en: `no right of withdrawal: downloadable products whose supply once paid the customer asked for, waiving that right on ${waivedOn};`,
  };
}

export async function invoicePdf(invoice: InvoiceRecord): Promise<Uint8Array> {
  const { row, seller, buyer, payment } = invoice;
  const sheet = await openSheet({
    store: row.store,
    seller,
    title: (label) => `${label("Facture", "Invoice")} ${row.number}`,
    subject: (label) => `${label("Commande", "Order")} ${row.order_number}`,
    issuedAt: row.issued_at,
  });
  const { w, english, label } = sheet;
  const { bold } = w.fonts;

  titleBlock(sheet, {
    title: english ? "FACTURE / INVOICE" : "FACTURE",
    number: row.number,
    status: label("Facture acquittée", "Paid invoice"),
    facts: [
      [label("Date d'émission", "Issue date"), day(row.issued_at)],
      [label("Date de la vente", "Date of sale"), day(row.sale_date)],
      [label("Commande n°", "Order no."), row.order_number],
      [label("Date du paiement", "Payment date"), day(payment.paidAt)],
    ],
  });
  partiesBlock(sheet, seller, buyer, label("Client (facturé à)", "Billed to"));
  // An order of downloads only delivers nothing: no delivery line (its snapshot says "no delivery", at zero).
  const deliversNothing = invoice.lines.every((line) => line.download === true) && invoice.delivery.amount.incl === 0;
  linesTable(sheet, { lines: invoice.lines, delivery: deliversNothing ? null : invoice.delivery, coupon: invoice.coupon, vatBreakdown: invoice.vatBreakdown, totals: row });
  totalsBlock(sheet, {
    totals: row,
    vatBreakdown: invoice.vatBreakdown,
    note: `${label("Montant payé", "Amount paid")} : ${euros(row.grand_total_incl_cents)} · ${label("Reste à payer", "Balance due")} : ${euros(0)}`,
  });

  // The payment.
  partHeading(sheet, label("Paiement", "Payment"));
  // Store credit that paid part of it is said with what the method paid (all of it: the method is store credit).
  const byStoreCredit = payment.storeCreditCents ?? 0;
  const byMethod = row.grand_total_incl_cents - byStoreCredit;
  const split = byStoreCredit > 0 && byMethod > 0;
  const paidText = split
    ? `Payée le ${day(payment.paidAt)} : ${euros(byStoreCredit)} par avoir et ${euros(byMethod)} par ${payment.title.fr.toLowerCase()}.`
    : `Payée le ${day(payment.paidAt)} par ${payment.title.fr.toLowerCase()} : ${euros(row.grand_total_incl_cents)}.`;
  const paidEnglish = split
    ? `Paid on ${day(payment.paidAt)}: ${euros(byStoreCredit)} with store credit and ${euros(byMethod)} by ${payment.title.en.toLowerCase()}.`
    : `Paid on ${day(payment.paidAt)} by ${payment.title.en.toLowerCase()}: ${euros(row.grand_total_incl_cents)}.`;
  w.text(english ? `${paidText} / ${paidEnglish}` : paidText, { font: bold, after: 1 });
  if (payment.reference) w.text(`${label("Référence du paiement", "Payment reference")} : ${payment.reference}`, { colour: COLOURS.muted, size: 8.5 });
  w.space(6);

  // What a consumer must be told; a business buyer (a company name) also gets the late-payment terms.
  const company = buyer.address.company;
  const withdrawal = withdrawalNotice(invoice);
  partHeading(sheet, label("Mentions légales", "Legal notices"));
  const notices = [
    "Prix en euros. TVA française au taux en vigueur à la date de la vente. Aucun escompte pour paiement anticipé.",
    withdrawal.fr,
    "Garantie légale de conformité (articles L217-3 à L217-20 du Code de la consommation) et garantie contre les vices cachés (articles 1641 à 1649 du Code civil).",
    "En cas de litige, le consommateur peut recourir gratuitement à un médiateur de la consommation (article L612-1 du Code de la consommation).",
    ...(company
      ? [
          "Client professionnel : pénalités de retard au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-10 et D441-5 du Code de commerce).",
        ]
      : []),
  ];
  w.bullets(notices, { size: 7.2, colour: COLOURS.muted, after: english ? 1 : 4 });
  if (english) {
    w.text(
      [
        "In English: prices in euros; French VAT at the rate in force on the date of sale; no discount for early payment;",
        withdrawal.en,
        "legal guarantees of conformity and against hidden defects under French law; consumers may refer a dispute to a consumer mediator free of charge.",
        ...(company ? ["Business customers: late-payment interest at three times the French legal rate and a fixed €40 recovery fee."] : []),
      ].join(" "),
      { size: 7.2, colour: COLOURS.muted, indent: 14 },
    );
  }

  w.finish();
  return w.doc.save({ useObjectStreams: false });
}
