import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import type { PaymentInstructionsView } from "../../payment/service.ts";
import { type OrderMailData, downloadWaiverBlock, formatCents, formatDate, orderDownloadsBlock, orderSummaryBlock } from "./order-summary.ts";

/**
 * The order confirmation: the order's snapshot and, for a transfer or a cheque, how to pay; for
 * downloads, where the files will be and the shopper's waiver of the right of withdrawal for them.
 */
export interface ConfirmationMailData {
  order: OrderMailData;
  /** What a deferred method asks (transfer, cheque); null when the payment is made on the provider's page. */
  instructions: PaymentInstructionsView | null;
}

const words = {
  fr: {
    subject: (number: string) => `Votre commande ${number} est enregistrée`,
    preheader: (number: string) => `Merci pour votre commande ${number}. Voici son récapitulatif.`,
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    thanks: "Merci pour votre commande\u00a0! Nous l'avons bien enregistrée.",
    waitingTransfer: "Elle sera préparée dès réception de votre virement\u00a0:",
    waitingCheque: "Elle sera préparée dès réception de votre chèque\u00a0:",
    waitingCard: "Elle sera préparée dès que votre paiement sera confirmé\u00a0; nous vous écrirons alors.",
    amount: "Montant",
    payee: "Bénéficiaire",
    payeeCheque: "À l'ordre de",
    iban: "IBAN",
    bic: "BIC",
    bank: "Banque",
    reference: "Référence à indiquer",
    referenceCheque: "Référence à écrire au dos du chèque",
    mailTo: "À envoyer à",
    dueAt: (date: string) => `Sans paiement reçu le ${date}, la commande sera annulée.`,
    follow: "Suivre ma commande",
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (number: string) => `Your order ${number} is confirmed`,
    preheader: (number: string) => `Thank you for your order ${number}. Here is its summary.`,
    greeting: (firstname: string) => `Hello ${firstname},`,
    thanks: "Thank you for your order! We have received it.",
    waitingTransfer: "We will prepare it as soon as your bank transfer arrives:",
    waitingCheque: "We will prepare it as soon as your cheque arrives:",
    waitingCard: "We will prepare it as soon as your payment is confirmed; we will write to you then.",
    amount: "Amount",
    payee: "Payee",
    payeeCheque: "Payable to",
    iban: "IBAN",
    bic: "BIC",
    bank: "Bank",
    reference: "Reference to give",
    referenceCheque: "Reference to write on the back of the cheque",
    mailTo: "Send it to",
    dueAt: (date: string) => `If no payment has arrived by ${date}, the order will be cancelled.`,
    follow: "Follow my order",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Sent once, when the order is placed, in the language of the store it was placed in. */
export const confirmationMail = defineMailTemplate<ConfirmationMailData>("order.confirmation", ({ order, instructions }, shop) => {
  const say = words[shop.language];
  const language = shop.language;
  const colon = language === "fr" ? "\u00a0: " : ": ";
  const row = (label: string, value: string) => mjml`${label}${colon}<strong>${value}</strong><br />`;
  const isCheque = !!instructions?.mailingAddress?.length;
  const payment = instructions
    ? mjml`<mj-text>${isCheque ? say.waitingCheque : say.waitingTransfer}</mj-text>
      <mj-text>
        ${row(say.amount, formatCents(instructions.amountCents, "EUR", language))}
        ${row(isCheque ? say.payeeCheque : say.payee, instructions.payee)}
        ${instructions.iban ? row(say.iban, instructions.iban) : ""}
        ${instructions.bic ? row(say.bic, instructions.bic) : ""}
        ${instructions.bankName ? row(say.bank, instructions.bankName) : ""}
        ${row(isCheque ? say.referenceCheque : say.reference, instructions.reference)}
        ${isCheque ? mjml`${say.mailTo}${colon}<br />${instructions.mailingAddress!.map((line, index) => (index === 0 ? mjml`${line}` : mjml`<br />${line}`))}` : ""}
      </mj-text>
      ${instructions.dueAt ? mjml`<mj-text>${say.dueAt(formatDate(instructions.dueAt, language))}</mj-text>` : ""}`
    : mjml`<mj-text>${say.waitingCard}</mj-text>`;
  return {
    subject: say.subject(order.number),
    preheader: say.preheader(order.number),
    body: mjml`
      <mj-text><h1>${say.greeting(order.billingAddress.firstname)}</h1></mj-text>
      <mj-text>${say.thanks}</mj-text>
      ${payment}
      ${orderDownloadsBlock(order, language, shop.url, { paid: false })}
      ${downloadWaiverBlock(order, language)}
      <mj-button href="${shop.url}/checkout/success?order=${encodeURIComponent(order.publicId)}">${say.follow}</mj-button>
      <mj-divider />
      ${orderSummaryBlock(order, language)}
      <mj-divider />
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
