import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { type LifecycleOrderMailData, type ShippedLineMailData, linesTable } from "./status-summary.ts";

/** A shipment of an order: its lines, carrier and tracking number, and whether it was the last. */
export interface OrderShippedMailData {
  order: LifecycleOrderMailData;
  carrier: string;
  trackingNumber: string | null;
  /** What this parcel holds. */
  lines: ShippedLineMailData[];
  /** Everything ordered has now shipped (false: more parcels follow). */
  complete: boolean;
}

const words = {
  fr: {
    subject: (number: string, complete: boolean) => (complete ? `Votre commande ${number} est en route` : `Une partie de votre commande ${number} est en route`),
    preheader: (complete: boolean) => (complete ? "Votre colis a été remis au transporteur." : "Un premier colis a été remis au transporteur ; le reste suivra."),
    greeting: (firstname: string | null) => (firstname ? `Bonjour ${firstname},` : "Bonjour,"),
    title: (complete: boolean) => (complete ? "Votre commande est en route" : "Un colis est en route"),
    shipped: (number: string) => `Nous avons remis au transporteur un colis de votre commande ${number}. Il contient\u00a0:`,
    carrier: "Transporteur\u00a0:",
    tracking: "Numéro de suivi\u00a0:",
    noTracking: "Ce colis n'a pas de numéro de suivi.",
    rest: "Le reste de votre commande suivra dans un autre colis\u00a0: nous vous écrirons à son départ.",
    all: "C'est le dernier colis\u00a0: toute votre commande est maintenant expédiée.",
    signOff: "Merci de votre confiance,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (number: string, complete: boolean) => (complete ? `Your order ${number} is on its way` : `Part of your order ${number} is on its way`),
    preheader: (complete: boolean) => (complete ? "Your parcel has been handed to the carrier." : "A first parcel has been handed to the carrier; the rest will follow."),
    greeting: (firstname: string | null) => (firstname ? `Hello ${firstname},` : "Hello,"),
    title: (complete: boolean) => (complete ? "Your order is on its way" : "A parcel is on its way"),
    shipped: (number: string) => `We have handed a parcel of your order ${number} to the carrier. It holds:`,
    carrier: "Carrier:",
    tracking: "Tracking number:",
    noTracking: "This parcel has no tracking number.",
    rest: "The rest of your order will follow in another parcel: we will write to you when it leaves.",
    all: "This is the last parcel: your whole order has now shipped.",
    signOff: "Thank you for your trust,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Sent for each shipment of an order (partly or wholly shipped), in its store's language. */
export const orderShippedMail = defineMailTemplate<OrderShippedMailData>("order.shipped", (data, shop) => {
  const say = words[shop.language];
  const { order } = data;
  return {
    subject: say.subject(order.number, data.complete),
    preheader: say.preheader(data.complete),
    body: mjml`
      <mj-text><h1>${say.title(data.complete)}</h1></mj-text>
      <mj-text>${say.greeting(order.firstname)}</mj-text>
      <mj-text>${say.shipped(order.number)}</mj-text>
      ${linesTable(data.lines, shop.language)}
      <mj-text>${say.carrier} <strong>${data.carrier}</strong><br />${data.trackingNumber ? mjml`${say.tracking} <strong>${data.trackingNumber}</strong>` : say.noTracking}</mj-text>
      <mj-text>${data.complete ? say.all : say.rest}</mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
