import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { confirmNewsletterPath } from "./links.ts";

/**
 * "Confirm your subscription": sent to the address typed on the newsletter page, in the footer or
 * at the checkout, with the link that confirms it (48 hours). Until it is followed nothing else is
 * sent there, so an address typed by someone else gets this message at most (three a day at most).
 */
export interface NewsletterConfirmationMailData {
  /** The link's token (its sha256 is stored). */
  token: string;
}

const words = {
  fr: {
    subject: "Confirmez votre inscription à la lettre d'information",
    preheader: "Un clic pour recevoir notre lettre d'information.",
    title: "Confirmez votre inscription",
    intro: (shop: string) => `Vous avez demandé à recevoir la lettre d'information de ${shop}\u00a0: nouvelles récoltes, conseils de formulation, ateliers et offres, une fois par mois.`,
    explain: "Confirmez votre adresse pour vous abonner. Le lien est valable 48\u00a0heures.",
    confirm: "Confirmer mon inscription",
    fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
    ignore: "Si vous n'avez rien demandé, ignorez ce message\u00a0: vous ne serez pas abonné(e) et nous ne vous écrirons plus.",
    signOff: "À bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: "Confirm your newsletter subscription",
    preheader: "One click to receive our newsletter.",
    title: "Confirm your subscription",
    intro: (shop: string) => `You asked to receive the ${shop} newsletter: new harvests, formulation tips, workshops and offers, once a month.`,
    explain: "Confirm your address to subscribe. The link works for 48 hours.",
    confirm: "Confirm my subscription",
    fallback: "If the button does not work, copy this link into your browser:",
    ignore: "If you did not ask, ignore this message: you will not be subscribed and nothing more will be sent.",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Its data carries a live token: the outbox drops it once the message is sent (`sensitive`). */
export const newsletterConfirmationMail = defineMailTemplate<NewsletterConfirmationMailData>(
  "newsletter.confirmation",
  ({ token }, shop) => {
    const say = words[shop.language];
    const confirmUrl = `${shop.url}${confirmNewsletterPath(token)}`;
    return {
      subject: say.subject,
      preheader: say.preheader,
      body: mjml`
      <mj-text><h1>${say.title}</h1></mj-text>
      <mj-text>${say.intro(shop.name)}</mj-text>
      <mj-text>${say.explain}</mj-text>
      <mj-button href="${confirmUrl}">${say.confirm}</mj-button>
      <mj-text>${say.fallback}<br /><a href="${confirmUrl}">${confirmUrl}</a></mj-text>
      <mj-text>${say.ignore}</mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
    };
  },
  { sensitive: true },
);
