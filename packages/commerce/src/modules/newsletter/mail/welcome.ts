import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { unsubscribeHeaders, unsubscribeNewsletterPath } from "./links.ts";

/**
 * The first newsletter message: sent when a subscription starts (a link followed, or a customer's
 * click), it says what the subscriber consented to and when, and how to stop, like every
 * newsletter message (the unsubscribe link, and the List-Unsubscribe headers).
 */
export interface NewsletterWelcomeMailData {
  /** When the consent was given (ISO 8601), as recorded. */
  consentAt: string;
  unsubscribeToken: string;
}

const words = {
  fr: {
    subject: "Bienvenue dans notre lettre d'information",
    preheader: "Votre inscription est confirmée.",
    title: "Votre inscription est confirmée",
    intro: (shop: string) => `Merci\u00a0! Vous recevrez désormais la lettre d'information de ${shop}\u00a0: nouvelles récoltes, conseils de formulation, ateliers et offres réservées aux abonnés, une fois par mois.`,
    consent: (date: string) => `Votre consentement a été enregistré le ${date}.`,
    browse: "Découvrir la boutique",
    stop: "Chaque lettre contient un lien pour se désabonner en un clic\u00a0; vous pouvez aussi le faire dès maintenant\u00a0:",
    stopLink: "se désabonner",
    signOff: "À bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: "Welcome to our newsletter",
    preheader: "Your subscription is confirmed.",
    title: "Your subscription is confirmed",
    intro: (shop: string) => `Thank you! You will now receive the ${shop} newsletter: new harvests, formulation tips, workshops and offers for subscribers, once a month.`,
    consent: (date: string) => `Your consent was recorded on ${date}.`,
    browse: "Visit the shop",
    stop: "Every letter has a link to unsubscribe in one click; you can also do it now:",
    stopLink: "unsubscribe",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** The consent's date and time as the shop's customers read it (Paris time). */
const shopDate = (iso: string, language: "fr" | "en") =>
  new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(new Date(iso));

/** Its data carries the unsubscribe token: dropped from the outbox once sent (`sensitive`). */
export const newsletterWelcomeMail = defineMailTemplate<NewsletterWelcomeMailData>(
  "newsletter.welcome",
  ({ consentAt, unsubscribeToken }, shop) => {
    const say = words[shop.language];
    const stopUrl = `${shop.url}${unsubscribeNewsletterPath(unsubscribeToken)}`;
    return {
      subject: say.subject,
      preheader: say.preheader,
      body: mjml`
      <mj-text><h1>${say.title}</h1></mj-text>
      <mj-text>${say.intro(shop.name)}</mj-text>
      <mj-text>${say.consent(shopDate(consentAt, shop.language))}</mj-text>
      <mj-button href="${shop.url}/">${say.browse}</mj-button>
      <mj-text>${say.stop} <a href="${stopUrl}">${say.stopLink}</a></mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
      headers: unsubscribeHeaders(shop, unsubscribeToken),
    };
  },
  { sensitive: true },
);
