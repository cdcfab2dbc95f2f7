import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { type OrderMailData, formatCents, formatDate, orderLinesBlock } from "./order-summary.ts";

/**
 * What a cancellation gives back, and where (ADR 076): to the means of payment, through the
 * cancellation's refund (`pending` at a card or wallet provider until it confirms, `manual`: a
 * transfer from the shop, `completed`), and to the customer's store credit (what the order spent
 * of it, or the part of the refund that goes there).
 */
export interface CancelledPaidBack {
  payment: { cents: number; status: "pending" | "manual" | "completed" } | null;
  storeCreditCents: number;
}

/** An order cancelled, and why: its payment did not arrive in time, the shop cancelled it, or its shopper did (before paying). */
export interface OrderCancelledMailData {
  order: OrderMailData;
  reason: CancelReason;
  /**
   * Paid without an invoice to credit (paid before invoices were made): that amount (euro cents)
   * is paid back by hand, by the means of payment used. Null otherwise.
   */
  refundCents: number | null;
  /** What is given back and where (a paid order's refund; an unpaid order's store credit); absent or null: nothing. */
  paidBack?: CancelledPaidBack | null;
  /** It had been invoiced: the number of the credit note that cancels its invoice. */
  creditNoteNumber?: string | null;
}

type CancelReason = "expired" | "shop" | "shopper";

const words = {
  fr: {
    subject: (number: string) => `Votre commande ${number} est annulée`,
    preheader: (reason: CancelReason) =>
      reason === "expired" ? "Votre paiement n'est pas arrivé dans le délai prévu." : reason === "shopper" ? "Vous avez annulé votre commande avant de la payer." : "Votre commande a été annulée par notre service client.",
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    title: "Votre commande est annulée",
    expired: (number: string, date: string) =>
      `Nous n'avons pas reçu le paiement de votre commande ${number} du ${date} dans le délai prévu\u00a0: elle est donc annulée et ses articles sont remis en vente.`,
    expiredPaid: "Si vous avez payé entre-temps, répondez simplement à ce message\u00a0: nous vous rembourserons ou reprendrons votre commande.",
    shop: (number: string, date: string) => `Votre commande ${number} du ${date} a été annulée par notre service client.`,
    shopper: (number: string, date: string) =>
      `Comme vous l'avez demandé, votre commande ${number} du ${date} est annulée\u00a0: rien ne vous a été prélevé. Ses articles sont de retour dans votre panier, tant qu'ils sont en stock.`,
    refund: (amount: string) => `Le montant payé, ${amount}, vous sera remboursé par le moyen de paiement utilisé.`,
    pending: (amount: string, means: string) =>
      `Nous vous remboursons ${amount} sur le moyen de paiement utilisé pour cette commande (${means}). Notre prestataire de paiement doit encore le confirmer\u00a0: nous vous écrirons dès que ce sera fait\u00a0; comptez ensuite quelques jours pour le voir sur votre relevé.`,
    completed: (amount: string, means: string) =>
      `Nous vous avons remboursé ${amount} sur le moyen de paiement utilisé pour cette commande (${means})\u00a0; comptez quelques jours pour le voir sur votre relevé.`,
    manual: (amount: string) =>
      `Nous vous remboursons ${amount} par un virement de la boutique\u00a0: notre service client vous l'envoie dans les prochains jours et vous contactera si nous avons besoin de vos coordonnées bancaires.`,
    storeCredit: (amount: string) => `Votre avoir est recrédité de ${amount}\u00a0: vous pouvez l'utiliser dès votre prochaine commande.`,
    creditNote: (number: string) => `Nous avons établi la facture d'avoir ${number}, qui annule la facture de cette commande.`,
    summary: "La commande annulée",
    again: "Retourner à la boutique",
    basket: "Voir mon panier",
    signOff: "À bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (number: string) => `Your order ${number} is cancelled`,
    preheader: (reason: CancelReason) =>
      reason === "expired" ? "Your payment did not arrive in time." : reason === "shopper" ? "You cancelled your order before paying for it." : "Your order has been cancelled by our customer service.",
    greeting: (firstname: string) => `Hello ${firstname},`,
    title: "Your order is cancelled",
    expired: (number: string, date: string) =>
      `We did not receive the payment for your order ${number} of ${date} in time: it has therefore been cancelled and its items put back on sale.`,
    expiredPaid: "If you have paid in the meantime, simply reply to this message: we will refund you or restore your order.",
    shop: (number: string, date: string) => `Your order ${number} of ${date} has been cancelled by our customer service.`,
    shopper: (number: string, date: string) =>
      `As you asked, your order ${number} of ${date} is cancelled: nothing has been charged. Its items are back in your basket, as far as they are in stock.`,
    refund: (amount: string) => `The amount paid, ${amount}, will be refunded to the means of payment you used.`,
    pending: (amount: string, means: string) =>
      `We are refunding ${amount} to the means of payment used for this order (${means}). Our payment provider has yet to confirm it: we will write to you as soon as it has; it then takes a few days to show on your statement.`,
    completed: (amount: string, means: string) => `We have refunded ${amount} to the means of payment used for this order (${means}); it takes a few days to show on your statement.`,
    manual: (amount: string) =>
      `We are refunding ${amount} by a bank transfer from the shop: our customer service will send it in the next few days and contact you if we need your bank details.`,
    storeCredit: (amount: string) => `${amount} has been returned to your store credit: you can spend it on your next order.`,
    creditNote: (number: string) => `We have issued credit note ${number}, which cancels this order's invoice.`,
    summary: "The cancelled order",
    again: "Back to the shop",
    basket: "See my basket",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Sent when an order is cancelled (unpaid in time, by the shop, or by its shopper before paying), in its store's language. */
export const orderCancelledMail = defineMailTemplate<OrderCancelledMailData>("order.cancelled", ({ order, reason, refundCents, paidBack, creditNoteNumber }, shop) => {
  const say = words[shop.language];
  const date = formatDate(order.placedAt, shop.language);
  const money = (cents: number) => formatCents(cents, "EUR", shop.language);
  const back: string[] = [];
  if (paidBack?.payment) {
    const { cents, status } = paidBack.payment;
    back.push(status === "manual" ? say.manual(money(cents)) : say[status](money(cents), order.paymentTitle));
  }
  if (paidBack?.storeCreditCents) back.push(say.storeCredit(money(paidBack.storeCreditCents)));
  if (refundCents !== null) back.push(say.refund(money(refundCents)));
  // Unpaid in time: the shopper may have paid meanwhile (the money would be owed back).
  if (reason === "expired" && refundCents === null) back.push(say.expiredPaid);
  const after = back.map((text) => mjml`<mj-text>${text}</mj-text>`);
  return {
    subject: say.subject(order.number),
    preheader: say.preheader(reason),
    body: mjml`
      <mj-text><h1>${say.title}</h1></mj-text>
      <mj-text>${say.greeting((order.shippingAddress ?? order.billingAddress).firstname)}</mj-text>
      <mj-text>${say[reason](order.number, date)}</mj-text>
      ${after}
      ${creditNoteNumber ? mjml`<mj-text>${say.creditNote(creditNoteNumber)}</mj-text>` : ""}
      <mj-divider />
      <mj-text><strong>${say.summary}</strong></mj-text>
      ${orderLinesBlock(order, shop.language)}
      ${reason === "shopper" ? mjml`<mj-button href="${shop.url}/cart">${say.basket}</mj-button>` : mjml`<mj-button href="${shop.url}">${say.again}</mj-button>`}
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
