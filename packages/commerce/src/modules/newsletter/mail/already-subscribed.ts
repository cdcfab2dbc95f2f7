import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { unsubscribeHeaders, unsubscribeNewsletterPath } from "./links.ts";

/**
 * "You are already subscribed": what an address already confirmed gets when it is signed up again
 * from a form, in place of a confirmation link. The form's answer is the same either way (it says
 * nothing about the address) and so is the work behind it (one message in the outbox), while the
 * address's owner learns that nothing more is needed, or how to stop.
 */
export interface NewsletterAlreadySubscribedMailData {
  /** The address's unsubscribe token. */
  unsubscribeToken: string;
}

const words = {
  fr: {
    subject: "Vous êtes déjà abonné(e) à notre lettre d'information",
    preheader: "Rien à faire\u00a0: vous recevez déjà notre lettre d'information.",
    title: "Vous êtes déjà abonné(e)",
    intro: (shop: string) => `Quelqu'un, sans doute vous, a demandé à inscrire cette adresse à la lettre d'information de ${shop}. Elle y est déjà abonnée\u00a0: il n'y a rien à faire.`,
    stop: "Vous ne souhaitez plus la recevoir\u00a0?",
    stopLink: "Se désabonner en un clic",
    signOff: "À bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: "You are already subscribed to our newsletter",
    preheader: "Nothing to do: you already receive our newsletter.",
    title: "You are already subscribed",
    intro: (shop: string) => `Someone, most likely you, asked to sign this address up to the ${shop} newsletter. It is subscribed already: there is nothing to do.`,
    stop: "No longer want it?",
    stopLink: "Unsubscribe in one click",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Its data carries the unsubscribe token: dropped from the outbox once sent (`sensitive`). */
export const newsletterAlreadySubscribedMail = defineMailTemplate<NewsletterAlreadySubscribedMailData>(
  "newsletter.already-subscribed",
  ({ unsubscribeToken }, shop) => {
    const say = words[shop.language];
    const stopUrl = `${shop.url}${unsubscribeNewsletterPath(unsubscribeToken)}`;
    return {
      subject: say.subject,
      preheader: say.preheader,
      body: mjml`
      <mj-text><h1>${say.title}</h1></mj-text>
      <mj-text>${say.intro(shop.name)}</mj-text>
      <mj-text>${say.stop} <a href="${stopUrl}">${say.stopLink}</a></mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
      headers: unsubscribeHeaders(shop, unsubscribeToken),
    };
  },
  { sensitive: true },
);
