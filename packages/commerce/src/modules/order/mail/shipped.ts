import { type Markup, defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import type { MailLanguage } from "../../../shared/mail/template.ts";
import { type OrderMailData, orderDeliveryBlock } from "./order-summary.ts";

/** A line of a shipment: what the parcel holds of an order's line. */
export interface ShipmentMailLine {
  name: string;
  sku: string;
  options: { label: string; value: string }[];
  quantity: number;
}

/** A shipment of an order: its lines, carrier and tracking number, and whether it was the last. */
export interface OrderShippedMailData {
  order: OrderMailData;
  carrier: string;
  trackingNumber: string | null;
  /** The carrier's page following this parcel (none without a tracking number or a page for the carrier; absent from messages queued before it existed). */
  trackingUrl?: string | null;
  /** What this parcel holds. */
  lines: ShipmentMailLine[];
  /** Everything ordered has now shipped (false: more parcels follow). */
  complete: boolean;
}

const words = {
  fr: {
    subject: (number: string, complete: boolean) => (complete ? `Votre commande ${number} est en route` : `Une partie de votre commande ${number} est en route`),
    preheader: (complete: boolean) => (complete ? "Votre colis a été remis au transporteur." : "Un premier colis a été remis au transporteur\u00a0; le reste suivra."),
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    title: (complete: boolean) => (complete ? "Votre commande est en route" : "Un colis est en route"),
    shipped: (number: string) => `Nous avons remis au transporteur un colis de votre commande ${number}. Il contient\u00a0:`,
    quantity: "Qté",
    colon: "\u00a0: ",
    carrier: "Transporteur",
    tracking: "Numéro de suivi",
    noTracking: "Ce colis n'a pas de numéro de suivi.",
    track: "Suivre mon colis",
    rest: "Le reste de votre commande suivra dans un autre colis\u00a0: nous vous écrirons à son départ.",
    all: "C'est le dernier colis\u00a0: toute votre commande est maintenant expédiée.",
    signOff: "Merci de votre confiance,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (number: string, complete: boolean) => (complete ? `Your order ${number} is on its way` : `Part of your order ${number} is on its way`),
    preheader: (complete: boolean) => (complete ? "Your parcel has been handed to the carrier." : "A first parcel has been handed to the carrier; the rest will follow."),
    greeting: (firstname: string) => `Hello ${firstname},`,
    title: (complete: boolean) => (complete ? "Your order is on its way" : "A parcel is on its way"),
    shipped: (number: string) => `We have handed a parcel of your order ${number} to the carrier. It holds:`,
    quantity: "Qty",
    colon: ": ",
    carrier: "Carrier",
    tracking: "Tracking number",
    noTracking: "This parcel has no tracking number.",
    track: "Track my parcel",
    rest: "The rest of your order will follow in another parcel: we will write to you when it leaves.",
    all: "This is the last parcel: your whole order has now shipped.",
    signOff: "Thank you for your trust,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** The parcel's lines as the order summary writes lines (a paragraph each, read alike in the text part), without prices. */
function shipmentLines(lines: readonly ShipmentMailLine[], language: MailLanguage): Markup {
  const say = words[language];
  return mjml`${lines.map(
    (line) =>
      mjml`<mj-text padding="0 0 12px 0"><strong>${line.name}</strong>${line.options.map((option) => mjml`<br />${option.label}${say.colon}${option.value}`)}<br /><span style="color:#555e69">${line.sku} · ${say.quantity}${say.colon}${line.quantity}</span></mj-text>`,
  )}`;
}

/** Sent for each shipment of an order (partly or wholly shipped), in its store's language. */
export const orderShippedMail = defineMailTemplate<OrderShippedMailData>("order.shipped", (data, shop) => {
  const say = words[shop.language];
  const { order } = data;
  return {
    subject: say.subject(order.number, data.complete),
    preheader: say.preheader(data.complete),
    body: mjml`
      <mj-text><h1>${say.title(data.complete)}</h1></mj-text>
      <mj-text>${say.greeting((order.shippingAddress ?? order.billingAddress).firstname)}</mj-text>
      <mj-text>${say.shipped(order.number)}</mj-text>
      ${shipmentLines(data.lines, shop.language)}
      <mj-text padding="4px 0 16px 0"><strong>${say.carrier}</strong>${say.colon}${data.carrier}<br />${data.trackingNumber ? mjml`<strong>${say.tracking}</strong>${say.colon}${data.trackingNumber}` : say.noTracking}</mj-text>
      ${data.trackingNumber && data.trackingUrl ? mjml`<mj-button href="${data.trackingUrl}">${say.track}</mj-button>` : ""}
      <mj-text>${data.complete ? say.all : say.rest}</mj-text>
      <mj-divider />
      ${orderDeliveryBlock(order, shop.language)}
      <mj-divider />
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
