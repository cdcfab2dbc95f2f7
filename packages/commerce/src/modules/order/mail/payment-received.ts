import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { type LifecycleOrderMailData, euros, linesTable, shopDate } from "./status-summary.ts";

/** The payment of an order arrived (a verified notification, or a transfer or cheque the shop received). */
export interface PaymentReceivedMailData {
  order: LifecycleOrderMailData;
}

const words = {
  fr: {
    subject: (number: string) => `Paiement reçu – commande ${number}`,
    preheader: "Votre paiement est bien arrivé : nous préparons votre commande.",
    greeting: (firstname: string | null) => (firstname ? `Bonjour ${firstname},` : "Bonjour,"),
    title: "Votre paiement est bien arrivé",
    received: (amount: string, number: string, date: string) => `Nous avons reçu votre paiement de ${amount} pour la commande ${number} du ${date}. Merci\u00a0!`,
    next: "Nous préparons maintenant votre colis et vous écrirons dès qu'il sera expédié, avec son numéro de suivi.",
    summary: "Votre commande",
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (number: string) => `Payment received – order ${number}`,
    preheader: "Your payment has arrived: we are preparing your order.",
    greeting: (firstname: string | null) => (firstname ? `Hello ${firstname},` : "Hello,"),
    title: "Your payment has arrived",
    received: (amount: string, number: string, date: string) => `We have received your payment of ${amount} for order ${number} of ${date}. Thank you!`,
    next: "We are now preparing your parcel and will write to you as soon as it ships, with its tracking number.",
    summary: "Your order",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Sent when an order is paid (pending payment → processing), in its store's language. */
export const paymentReceivedMail = defineMailTemplate<PaymentReceivedMailData>("order.payment_received", ({ order }, shop) => {
  const say = words[shop.language];
  return {
    subject: say.subject(order.number),
    preheader: say.preheader,
    body: mjml`
      <mj-text><h1>${say.title}</h1></mj-text>
      <mj-text>${say.greeting(order.firstname)}</mj-text>
      <mj-text>${say.received(euros(order.grandTotalInclCents, shop.language), order.number, shopDate(order.placedAt, shop.language))}</mj-text>
      <mj-text>${say.next}</mj-text>
      <mj-divider />
      <mj-text><strong>${say.summary}</strong></mj-text>
      ${linesTable(order.lines, shop.language)}
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
