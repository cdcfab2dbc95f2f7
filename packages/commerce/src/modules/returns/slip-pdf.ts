import type { PDFFont, RGB } from "pdf-lib";
import { COLOURS, PdfWriter } from "../../media/pdf-kit.ts";
import type { CheckoutAddress } from "../checkout/checkout-state.ts";
import { countryName } from "../shop/countries.ts";
import { SHOP_TIME_ZONE } from "../shop/stores.ts";
import type { StoredAnswer } from "./repository.ts";

/**
 * A return's printable slip (bon de retour), A4, on the shop's layout engine (media/pdf-kit.ts):
 * the return number large, the order and the date of the request, where the parcel goes and who
 * sends it, each item with its quantity and the shopper's answers, what to do, and at the foot a
 * label to cut out and stick on the parcel (the return address, the number, the batch numbers
 * given). French; a return of the en-GB store gets English after the French. Its bytes depend
 * only on the return (the dates written are its own).
 */

export interface SlipContent {
  number: string;
  store: string;
  createdAt: string;
  status: string;
  orderNumber: string;
  orderPlacedAt: string;
  sender: { address: CheckoutAddress; email: string };
  returnAddress: string[];
  shop: { name: string; legalName: string; email: string; phone: string };
  items: { name: string; sku: string; options: { label: string; value: string }[]; quantity: number; answers: StoredAnswer[] }[];
  windowDays: number;
}

/** The answer whose value is printed on the label: the batch number the shopper read on the bottle. */
const BATCH_ATTRIBUTE = "batch_number";

const dateFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: SHOP_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const day = (iso: string) => dateFormat.format(new Date(iso));

export async function returnSlipPdf(slip: SlipContent): Promise<Uint8Array> {
  const english = slip.store === "en";
  const label = (fr: string, en: string) => (english ? `${fr} / ${en}` : fr);
  const title = label("Bon de retour", "Return slip");
  const w = await PdfWriter.create({
    headerLeft: slip.shop.name,
    headerRight: `${title} ${slip.number}`,
    footer: `${slip.shop.legalName} · ${slip.shop.email} · ${slip.shop.phone}`,
    pageWord: "Page",
  });
  const { doc } = w;
  const created = new Date(slip.createdAt);
  doc.setTitle(`${title} ${slip.number}`);
  doc.setAuthor(slip.shop.legalName);
  doc.setSubject(`${label("Commande", "Order")} ${slip.orderNumber}`);
  doc.setCreator(slip.shop.legalName);
  doc.setProducer(`${slip.shop.legalName} (pdf-lib)`);
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  doc.setLanguage("fr-FR");

  const { regular, bold } = w.fonts;
  const left = w.margin.left;
  const right = left + w.width;
  const put = (text: string, x: number, y: number, options: { font?: PDFFont; size?: number; colour?: RGB; width?: number; align?: "right" } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9;
    const line = w.fit(text, font, size, options.width ?? w.width);
    w.page.drawText(line, { x: options.align === "right" ? x - font.widthOfTextAtSize(line, size) : x, y, size, font, color: options.colour ?? COLOURS.ink });
  };
  const colon = english ? ":" : " :";

  // Title, the number large, and the facts on the right.
  w.ensure(90);
  const top = w.y;
  put(english ? "BON DE RETOUR / RETURN SLIP" : "BON DE RETOUR", left, top - 18, { font: bold, size: english ? 15 : 18, colour: COLOURS.theme, width: w.width * 0.6 });
  put(slip.number, left, top - 50, { font: bold, size: 28, colour: COLOURS.ink, width: w.width * 0.6 });
  put(label("Numéro de retour à rappeler", "Return number to quote"), left, top - 64, { size: 8.5, colour: COLOURS.accent, font: bold, width: w.width * 0.6 });
  const facts: [string, string][] = [
    [label("Demande du", "Requested on"), day(slip.createdAt)],
    [label("Commande n°", "Order no."), slip.orderNumber],
    [label("Commande du", "Ordered on"), day(slip.orderPlacedAt)],
  ];
  facts.forEach(([key, value], index) => {
    const y = top - 14 - index * 15;
    put(value, right, y, { font: bold, size: 9.5, align: "right" });
    put(`${key} :`, right - 86, y, { size: 8.5, colour: COLOURS.muted, align: "right" });
  });
  w.y = top - 80;

  // Where it goes, who sends it.
  const address = slip.sender.address;
  const senderLines: [string, PDFFont][] = [
    [`${address.firstname} ${address.lastname}`, bold],
    ...(address.company ? [[address.company, regular] as [string, PDFFont]] : []),
    ...address.street.map((line): [string, PDFFont] => [line, regular]),
    [`${address.postcode} ${address.city}`, regular],
    [countryName(address.countryCode, "fr-FR"), regular],
    [slip.sender.email, regular],
    [address.telephone, regular],
  ];
  const returnLines: [string, PDFFont][] = slip.returnAddress.map((line, index): [string, PDFFont] => [line, index === 0 ? bold : regular]);
  const gap = 18;
  const boxWidth = (w.width - gap) / 2;
  const lineHeight = 11.4;
  const boxHeight = 24 + Math.max(senderLines.length, returnLines.length) * lineHeight + 2;
  w.ensure(boxHeight + 10);
  const boxTop = w.y;
  const box = (x: number, heading: string, lines: [string, PDFFont][], tinted: boolean) => {
    if (tinted) w.page.drawRectangle({ x, y: boxTop - boxHeight, width: boxWidth, height: boxHeight, color: COLOURS.themeTint });
    w.page.drawRectangle({ x, y: boxTop - boxHeight, width: boxWidth, height: boxHeight, borderColor: COLOURS.rule, borderWidth: 0.7 });
    w.page.drawRectangle({ x, y: boxTop - boxHeight, width: 3, height: boxHeight, color: COLOURS.theme });
    put(heading.toUpperCase(), x + 12, boxTop - 15, { font: bold, size: 8, colour: COLOURS.accent, width: boxWidth - 20 });
    lines.forEach(([text, font], index) => put(text, x + 12, boxTop - 28 - index * lineHeight, { font, size: 8.8, width: boxWidth - 20 }));
  };
  box(left, label("Adresse de retour", "Return address"), returnLines, true);
  box(left + boxWidth + gap, label("Expéditeur (client)", "Sender (customer)"), senderLines, false);
  w.y = boxTop - boxHeight - 16;

  // The items and the answers given for each.
  // The shop's words in French first (English after them for the en-GB store), as the labels are.
  const answersOf = (answers: readonly StoredAnswer[]) =>
    answers.map((answer) => `${label(answer.label.fr, answer.label.en)} : ${english && answer.shown.fr !== answer.shown.en ? `${answer.shown.fr} / ${answer.shown.en}` : answer.shown.fr}`);
  w.table(
    slip.items.map((item) => [
      [item.name, ...item.options.map((option) => `${option.label}${colon} ${option.value}`)].join("\n"),
      item.sku,
      String(item.quantity),
      answersOf(item.answers).join("\n") || "—",
    ]),
    {
      widths: [0.32, 0.2, 0.07, 0.41],
      header: [label("Article", "Item"), label("Référence", "SKU"), label("Qté", "Qty"), label("Vos réponses", "Your answers")],
      align: ["left", "left", "right", "left"],
      size: 8.5,
    },
  );

  // What to do.
  w.ensure(60);
  w.text(label("Comment retourner vos articles", "How to return your items").toUpperCase(), { font: bold, size: 8, colour: COLOURS.accent, after: 3 });
  const steps: [string, string][] = [
    [
      "Attendez l'e-mail qui vous confirme que votre retour est accepté avant d'envoyer le colis.",
      "Wait for the e-mail confirming that your return is authorised before sending the parcel.",
    ],
    [
      "Glissez ce bon dans le colis avec les articles, dans leur emballage d'origine et bien protégés.",
      "Put this slip in the parcel with the items, in their original packaging and well protected.",
    ],
    ["Découpez l'étiquette ci-dessous et collez-la sur le colis.", "Cut out the label below and stick it on the parcel."],
    [
      "Les produits qui ne peuvent pas être repris une fois ouverts (hygiène, sécurité) doivent être renvoyés scellés.",
      "Products that cannot be taken back once opened (hygiene, safety) must be sent back sealed.",
    ],
    [
      "À réception, nous examinons chaque article et vous écrivons notre décision ; les articles acceptés sont remboursés.",
      "When it arrives, we check each item and write to you with our decision; the items approved are refunded.",
    ],
  ];
  w.bullets(
    steps.map(([fr, en]) => (english ? `${fr} / ${en}` : fr)),
    { size: english ? 8 : 8.8, after: 6 },
  );

  // The label to cut out, at the foot of the page (a new page when the items took the room).
  const batches = [...new Set(slip.items.flatMap((item) => item.answers.filter((answer) => answer.code === BATCH_ATTRIBUTE).map((answer) => answer.value)))];
  const labelHeight = 128 + (batches.length ? 14 : 0);
  w.ensure(labelHeight + 24);
  const cut = Math.min(w.y - 10, w.margin.bottom + labelHeight + 16);
  w.page.drawLine({ start: { x: left, y: cut }, end: { x: right, y: cut }, thickness: 0.8, color: COLOURS.muted, dashArray: [4, 3] });
  const cutText = w.fit(label("Découpez ici et collez sur le colis", "Cut here and stick on the parcel"), regular, 7.5, w.width);
  put(cutText, left + (w.width - regular.widthOfTextAtSize(cutText, 7.5)) / 2, cut + 4, { size: 7.5, colour: COLOURS.muted });
  const labelTop = cut - 12;
  const height = labelHeight - 6;
  w.page.drawRectangle({ x: left, y: labelTop - height, width: w.width, height, borderColor: COLOURS.theme, borderWidth: 1.5 });
  w.page.drawRectangle({ x: left, y: labelTop - 22, width: w.width, height: 22, color: COLOURS.theme });
  put(`${label("RETOUR", "RETURN")}  ${slip.number}`, left + 12, labelTop - 15.5, { font: bold, size: 12, colour: COLOURS.white, width: w.width - 24 });
  put(label("Destinataire", "To"), left + 12, labelTop - 38, { size: 8, colour: COLOURS.accent, font: bold });
  slip.returnAddress.forEach((line, index) => put(line, left + 12, labelTop - 53 - index * 14, { font: index === 0 ? bold : regular, size: 12, width: w.width * 0.62 }));
  const fromX = left + w.width * 0.66;
  put(label("Expéditeur", "From"), fromX, labelTop - 38, { size: 8, colour: COLOURS.accent, font: bold });
  [`${address.firstname} ${address.lastname}`, ...address.street, `${address.postcode} ${address.city}`].forEach((line, index) =>
    put(line, fromX, labelTop - 52 - index * 11, { size: 8.5, width: right - fromX - 10 }),
  );
  const footY = labelTop - height + 10;
  put(`${label("Commande", "Order")} ${slip.orderNumber}`, left + 12, footY + (batches.length ? 14 : 0), { size: 8.5, colour: COLOURS.muted });
  if (batches.length) put(`${label("Lot(s)", "Batch(es)")} : ${batches.join(", ")}`, left + 12, footY, { size: 8.5, font: bold, width: w.width - 24 });
  w.y = labelTop - height - 8;

  w.finish();
  return doc.save({ useObjectStreams: false });
}
