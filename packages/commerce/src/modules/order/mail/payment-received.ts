import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { type OrderMailData, formatCents, formatDate, orderDownloadsBlock, orderSummaryBlock } from "./order-summary.ts";

/** The payment of an order arrived (a verified notification, or a transfer or cheque the shop received). */
export interface PaymentReceivedMailData {
  order: OrderMailData;
}

const words = {
  fr: {
    subject: (number: string) => `Paiement reçu pour votre commande ${number}`,
    preheader: "Votre paiement est bien arrivé\u00a0: nous préparons votre commande.",
    preheaderVirtual: "Votre paiement est bien arrivé\u00a0: vos fichiers sont prêts à télécharger.",
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    title: "Votre paiement est bien arrivé",
    received: (amount: string, number: string, date: string) => `Nous avons reçu votre paiement de ${amount} pour la commande ${number} du ${date}. Merci\u00a0!`,
    next: "Nous préparons maintenant votre colis et vous écrirons dès qu'il sera expédié, avec son numéro de suivi.",
    nextVirtual: "Votre commande est terminée\u00a0: il n'y a rien à expédier.",
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (number: string) => `Payment received for your order ${number}`,
    preheader: "Your payment has arrived: we are preparing your order.",
    preheaderVirtual: "Your payment has arrived: your files are ready to download.",
    greeting: (firstname: string) => `Hello ${firstname},`,
    title: "Your payment has arrived",
    received: (amount: string, number: string, date: string) => `We have received your payment of ${amount} for order ${number} of ${date}. Thank you!`,
    next: "We are now preparing your parcel and will write to you as soon as it ships, with its tracking number.",
    nextVirtual: "Your order is complete: there is nothing to ship.",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/**
 * Sent when an order is paid (pending payment → processing, or complete for files only), in its
 * store's language. Its downloads are granted in the same unit of work: the e-mail says they are
 * ready now, with their link.
 */
export const paymentReceivedMail = defineMailTemplate<PaymentReceivedMailData>("order.payment_received", ({ order }, shop) => {
  const say = words[shop.language];
  const amount = formatCents(order.chargedInclCents, "EUR", shop.language);
  return {
    subject: say.subject(order.number),
    preheader: order.shippingMethod ? say.preheader : say.preheaderVirtual,
    body: mjml`
      <mj-text><h1>${say.title}</h1></mj-text>
      <mj-text>${say.greeting((order.shippingAddress ?? order.billingAddress).firstname)}</mj-text>
      <mj-text>${say.received(amount, order.number, formatDate(order.placedAt, shop.language))}</mj-text>
      <mj-text>${order.shippingMethod ? say.next : say.nextVirtual}</mj-text>
      ${orderDownloadsBlock(order, shop.language, shop.url, { paid: true })}
      <mj-divider />
      ${orderSummaryBlock(order, shop.language)}
      <mj-divider />
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
