import { COLOURS } from "../../media/pdf-kit.ts";
import type { CreditNoteRecord, CreditReason } from "./credit-note-record.ts";
import { day, euros, linesTable, openSheet, partHeading, partiesBlock, titleBlock, totalsBlock } from "./pdf.ts";

/**
 * A credit note (facture d'avoir) as an A4 PDF, on the invoice's page (pdf.ts): what French law
 * asks of one (CGI art. 242 nonies A, BOI-TVA-DECLA-30-20-20): its own number in an unbroken
 * sequence, its date, the invoice it credits (number and date), the seller and the buyer as on an
 * invoice, the lines and delivery credited with their quantities, the VAT by rate and the totals,
 * all printed negative (they come off the invoice's), and how the amount goes back to the buyer.
 * Written in French; an order of the en-GB store gets English labels after the French ones. Its
 * bytes depend only on the credit note.
 */

const REASONS: Record<CreditReason, { fr: string; en: string }> = {
  order_cancelled: { fr: "annulation de la commande", en: "order cancelled" },
  refund: { fr: "remboursement", en: "refund" },
};

export async function creditNotePdf(note: CreditNoteRecord): Promise<Uint8Array> {
  const { row, seller, buyer, refund } = note;
  const sheet = await openSheet({
    store: row.store,
    seller,
    title: (label) => `${label("Facture d'avoir", "Credit note")} ${row.number}`,
    subject: (label) => `${label("Avoir sur la facture", "Credit note against invoice")} ${row.invoice_number} · ${label("Commande", "Order")} ${row.order_number}`,
    issuedAt: row.created_at,
  });
  const { w, english, label } = sheet;
  const { bold } = w.fonts;
  const reason = REASONS[row.reason as CreditReason] ?? { fr: row.reason, en: row.reason };

  titleBlock(sheet, {
    title: english ? "FACTURE D'AVOIR / CREDIT NOTE" : "FACTURE D'AVOIR",
    number: row.number,
    status: english ? `Motif : ${reason.fr} / Reason: ${reason.en}` : `Motif : ${reason.fr}`,
    facts: [
      [label("Date d'émission", "Issue date"), day(row.created_at)],
      [label("Facture d'origine", "Original invoice"), row.invoice_number],
      [label("Date de la facture", "Invoice date"), day(row.invoice_issued_at)],
      [label("Commande n°", "Order no."), row.order_number],
    ],
  });
  partiesBlock(sheet, seller, buyer, label("Client (avoir au nom de)", "Credited to"));
  linesTable(sheet, { lines: note.lines, delivery: note.delivery, coupon: note.coupon, vatBreakdown: note.vatBreakdown, totals: row }, -1);
  totalsBlock(sheet, { totals: row, vatBreakdown: note.vatBreakdown, note: `${label("Montant à rembourser", "Amount to refund")} : ${euros(row.grand_total_incl_cents)}` }, -1);

  // How the money goes back: to the means of payment of the invoice, or (a refund's choice) to the customer's store credit.
  partHeading(sheet, label("Remboursement", "Refund"));
  const amount = euros(row.grand_total_incl_cents);
  const [refundFr, refundEn] =
    refund.to === "store_credit"
      ? [
          `Montant remboursé : ${amount}, crédité sur l'avoir du client (utilisable sur ses prochaines commandes).`,
          `Amount refunded: ${amount}, credited to the customer's store credit (to spend on their next orders).`,
        ]
      : refund.storeCreditCents
        ? [
            `Montant à rembourser : ${amount}, par ${refund.title.fr.toLowerCase()} (le moyen de paiement de la commande), dont ${euros(refund.storeCreditCents)} crédités sur l'avoir du client (la part de la commande payée par avoir).`,
            `Amount to refund: ${amount}, by ${refund.title.en.toLowerCase()} (the order's means of payment), of which ${euros(refund.storeCreditCents)} credited to the customer's store credit (the part of the order paid with store credit).`,
          ]
        : [
            `Montant à rembourser : ${amount}, par ${refund.title.fr.toLowerCase()} (le moyen de paiement de la commande).`,
            `Amount to refund: ${amount}, by ${refund.title.en.toLowerCase()} (the order's means of payment).`,
          ];
  w.text(english ? `${refundFr} / ${refundEn}` : refundFr, { font: bold, after: 1 });
  if (refund.reference && refund.to !== "store_credit") w.text(`${label("Référence du paiement d'origine", "Original payment reference")} : ${refund.reference}`, { colour: COLOURS.muted, size: 8.5 });
  w.space(6);

  partHeading(sheet, label("Mentions légales", "Legal notices"));
  w.bullets(
    [
      `Facture d'avoir se rapportant à la facture n° ${row.invoice_number} du ${day(row.invoice_issued_at)} : les montants ci-dessus, en euros, viennent en déduction de ceux de cette facture, TVA comprise.`,
      "TVA française au taux de la facture d'origine.",
    ],
    { size: 7.2, colour: COLOURS.muted, after: english ? 1 : 4 },
  );
  if (english) {
    w.text(
      `In English: this credit note relates to invoice ${row.invoice_number} of ${day(row.invoice_issued_at)}; the amounts above, in euros, are deducted from that invoice's, VAT included, at its French VAT rate.`,
      { size: 7.2, colour: COLOURS.muted, indent: 14 },
    );
  }

  w.finish();
  return w.doc.save({ useObjectStreams: false });
}
