import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { unsubscribeAlertPath } from "./links.ts";

/**
 * "{product} is back in stock": the one message a confirmed alert gets, written in the unit of
 * work of the stock change that brought the product back. It names the product and links to its
 * page (a variant's: its parent's page), says that stock goes to whoever orders first, and carries
 * a link to stop every alert of the address. The product's picture is not included: the
 * catalogue's visuals are SVG, which most mail clients do not show.
 */
export interface StockAlertBackInStockMailData {
  /** The product's name in the message's language (a variant's with its option labels). */
  productName: string;
  /** The product's page, store-relative (`/lavande-vraie`); null when it has none (the shop's home then). */
  productPath: string | null;
  /** The stop link's token (it does not expire). */
  token: string;
}

const words = {
  fr: {
    subject: (product: string) => `${product} est de retour`,
    preheader: (shop: string) => `Le produit que vous attendiez est de nouveau disponible chez ${shop}.`,
    title: (product: string) => `${product} est de retour`,
    intro: "Bonne nouvelle\u00a0: le produit que vous attendiez est de nouveau en stock.",
    firstCome: "Les quantités sont limitées et servies dans l'ordre des commandes\u00a0: premier arrivé, premier servi.",
    link: "Voir le produit",
    fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
    once: "Cette alerte est maintenant terminée\u00a0: vous ne recevrez pas d'autre message pour ce produit.",
    stop: "Ne plus recevoir d'alertes de disponibilité",
    signOff: "À bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (product: string) => `${product} is back in stock`,
    preheader: (shop: string) => `The product you were waiting for is available again at ${shop}.`,
    title: (product: string) => `${product} is back in stock`,
    intro: "Good news: the product you were waiting for is in stock again.",
    firstCome: "Stock is limited and goes in the order orders come in: first come, first served.",
    link: "See the product",
    fallback: "If the button does not work, copy this link into your browser:",
    once: "This alert is now done: you will get no other message about this product.",
    stop: "Stop stock alerts",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Its data carries the stop link's token: the outbox drops it once the message is sent (`sensitive`). */
export const stockAlertBackInStockMail = defineMailTemplate<StockAlertBackInStockMailData>(
  "stock-alert.back-in-stock",
  ({ productName, productPath, token }, shop) => {
    const say = words[shop.language];
    const productUrl = `${shop.url}${productPath ?? "/"}`;
    const stopUrl = `${shop.url}${unsubscribeAlertPath(token)}`;
    return {
      subject: say.subject(productName),
      preheader: say.preheader(shop.name),
      body: mjml`
      <mj-text><h1>${say.title(productName)}</h1></mj-text>
      <mj-text>${say.intro}</mj-text>
      <mj-button href="${productUrl}">${say.link}</mj-button>
      <mj-text>${say.fallback}<br /><a href="${productUrl}">${productUrl}</a></mj-text>
      <mj-text>${say.firstCome}</mj-text>
      <mj-text>${say.once}</mj-text>
      <mj-text><a href="${stopUrl}">${say.stop}</a></mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
    };
  },
  { sensitive: true },
);
