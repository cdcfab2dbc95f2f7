import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { type LifecycleOrderMailData, euros, linesTable, shopDate } from "./status-summary.ts";

/** An order cancelled, and why: its payment did not arrive in time, or the shop cancelled it. */
export interface OrderCancelledMailData {
  order: LifecycleOrderMailData;
  reason: "expired" | "shop";
  /** It had been paid: the amount is refunded. */
  refund: boolean;
}

const words = {
  fr: {
    subject: (number: string) => `Commande ${number} annulée`,
    preheader: (reason: "expired" | "shop") => (reason === "expired" ? "Votre paiement n'est pas arrivé dans le délai prévu." : "Votre commande a été annulée par notre service client."),
    greeting: (firstname: string | null) => (firstname ? `Bonjour ${firstname},` : "Bonjour,"),
    title: "Votre commande est annulée",
    expired: (number: string, date: string) =>
      `Nous n'avons pas reçu le paiement de votre commande ${number} du ${date} dans le délai prévu\u00a0: elle est donc annulée et ses articles sont remis en vente.`,
    expiredPaid: "Si vous avez payé entre-temps, répondez-nous simplement\u00a0: nous vous rembourserons ou reprendrons votre commande.",
    shop: (number: string, date: string) => `Votre commande ${number} du ${date} a été annulée par notre service client.`,
    refund: (amount: string) => `Le montant payé, ${amount}, vous sera remboursé par le moyen de paiement utilisé.`,
    question: "Pour toute question, répondez à ce message ou contactez-nous\u00a0: nous sommes là pour vous aider.",
    summary: "La commande annulée",
    again: "Retourner à la boutique",
    signOff: "À bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (number: string) => `Order ${number} cancelled`,
    preheader: (reason: "expired" | "shop") => (reason === "expired" ? "Your payment did not arrive in time." : "Your order has been cancelled by our customer service."),
    greeting: (firstname: string | null) => (firstname ? `Hello ${firstname},` : "Hello,"),
    title: "Your order is cancelled",
    expired: (number: string, date: string) =>
      `We did not receive the payment for your order ${number} of ${date} in time: it has therefore been cancelled and its items put back on sale.`,
    expiredPaid: "If you have paid in the meantime, simply reply to us: we will refund you or restore your order.",
    shop: (number: string, date: string) => `Your order ${number} of ${date} has been cancelled by our customer service.`,
    refund: (amount: string) => `The amount paid, ${amount}, will be refunded to the means of payment you used.`,
    question: "If you have any question, reply to this message or contact us: we are here to help.",
    summary: "The cancelled order",
    again: "Back to the shop",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Sent when an order is cancelled (unpaid in time, or by the shop), in its store's language. */
export const orderCancelledMail = defineMailTemplate<OrderCancelledMailData>("order.cancelled", ({ order, reason, refund }, shop) => {
  const say = words[shop.language];
  const date = shopDate(order.placedAt, shop.language);
  return {
    subject: say.subject(order.number),
    preheader: say.preheader(reason),
    body: mjml`
      <mj-text><h1>${say.title}</h1></mj-text>
      <mj-text>${say.greeting(order.firstname)}</mj-text>
      <mj-text>${reason === "expired" ? say.expired(order.number, date) : say.shop(order.number, date)}</mj-text>
      ${refund ? mjml`<mj-text>${say.refund(euros(order.grandTotalInclCents, shop.language))}</mj-text>` : reason === "expired" ? mjml`<mj-text>${say.expiredPaid}</mj-text>` : mjml``}
      <mj-text>${say.question}</mj-text>
      <mj-divider />
      <mj-text><strong>${say.summary}</strong></mj-text>
      ${linesTable(order.lines, shop.language)}
      <mj-button href="${shop.url}">${say.again}</mj-button>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
