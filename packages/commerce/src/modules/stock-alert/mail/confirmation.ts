import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { confirmAlertPath, unsubscribeAlertPath } from "./links.ts";

/**
 * "Confirm your alert": sent to the address a visitor gave, with the link that makes the alert
 * active (48 hours) and a link to stop every alert of the address. Until it is confirmed nothing
 * else is sent there, so an address typed by someone else gets this one message at most (and at
 * most three a day, whatever is asked).
 */
export interface StockAlertConfirmationMailData {
  /** The product's name when asked (a variant's with its option labels). */
  productName: string;
  /** The link's token (the alert's hash of it is stored). */
  token: string;
}

const words = {
  fr: {
    subject: "Confirmez votre alerte de disponibilité",
    preheader: (product: string) => `Un clic pour être prévenu du retour de ${product}.`,
    title: "Confirmez votre alerte",
    intro: (shop: string) => `Vous avez demandé à ${shop} de vous prévenir par e-mail du retour en stock de\u00a0:`,
    explain: "Confirmez votre adresse pour activer l'alerte. Le lien est valable 48\u00a0heures.",
    confirm: "Confirmer mon alerte",
    fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
    ignore: "Si vous n'avez rien demandé, ignorez ce message\u00a0: nous ne vous écrirons plus.",
    stop: "Ne plus recevoir d'alertes de disponibilité",
    signOff: "À bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: "Confirm your stock alert",
    preheader: (product: string) => `One click to hear when ${product} is back.`,
    title: "Confirm your alert",
    intro: (shop: string) => `You asked ${shop} to tell you by e-mail when this product is back in stock:`,
    explain: "Confirm your address to switch the alert on. The link works for 48 hours.",
    confirm: "Confirm my alert",
    fallback: "If the button does not work, copy this link into your browser:",
    ignore: "If you did not ask, ignore this message: nothing more will be sent.",
    stop: "Stop stock alerts",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Its data carries a live token: the outbox drops it once the message is sent (`sensitive`). */
export const stockAlertConfirmationMail = defineMailTemplate<StockAlertConfirmationMailData>(
  "stock-alert.confirmation",
  ({ productName, token }, shop) => {
    const say = words[shop.language];
    const confirmUrl = `${shop.url}${confirmAlertPath(token)}`;
    const stopUrl = `${shop.url}${unsubscribeAlertPath(token)}`;
    return {
      subject: say.subject,
      preheader: say.preheader(productName),
      body: mjml`
      <mj-text><h1>${say.title}</h1></mj-text>
      <mj-text>${say.intro(shop.name)}<br /><strong>${productName}</strong></mj-text>
      <mj-text>${say.explain}</mj-text>
      <mj-button href="${confirmUrl}">${say.confirm}</mj-button>
      <mj-text>${say.fallback}<br /><a href="${confirmUrl}">${confirmUrl}</a></mj-text>
      <mj-text>${say.ignore}</mj-text>
      <mj-text><a href="${stopUrl}">${say.stop}</a></mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
    };
  },
  { sensitive: true },
);
