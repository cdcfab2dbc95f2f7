import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";

/** What the welcome message says: only what the shopper gave when registering. */
export interface WelcomeMailData {
  firstname: string;
}

const words = {
  fr: {
    subject: (shop: string) => `Bienvenue chez ${shop}`,
    preheader: "Votre compte est prêt\u00a0: suivez vos commandes et retrouvez vos adresses et vos listes d'envies.",
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    thanks: (shop: string) => `Votre adresse e-mail est confirmée et votre compte chez ${shop} est prêt\u00a0: vous pouvez dès maintenant suivre vos commandes, enregistrer vos adresses et garder vos produits préférés dans vos listes d'envies.`,
    account: "Accéder à mon compte",
    browse: "Huiles essentielles, absolues, hydrolats, huiles végétales et matières premières de parfumerie vous attendent dans",
    browseLink: "notre boutique",
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (shop: string) => `Welcome to ${shop}`,
    preheader: "Your account is ready: follow your orders, keep your addresses and your wish lists.",
    greeting: (firstname: string) => `Hello ${firstname},`,
    thanks: (shop: string) => `Your e-mail address is confirmed and your account with ${shop} is ready: you can now follow your orders, save your addresses and keep your favourite products in your wish lists.`,
    account: "Go to my account",
    browse: "Essential oils, absolutes, hydrosols, vegetable oils and perfumer's raw materials are waiting for you in",
    browseLink: "our shop",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Sent once, when an account's address is first confirmed, in the language of the store it was created in. */
export const welcomeMail = defineMailTemplate<WelcomeMailData>("customer.welcome", ({ firstname }, shop) => {
  const say = words[shop.language];
  return {
    subject: say.subject(shop.name),
    preheader: say.preheader,
    body: mjml`
      <mj-text><h1>${say.greeting(firstname)}</h1></mj-text>
      <mj-text>${say.thanks(shop.name)}</mj-text>
      <mj-button href="${shop.url}/user">${say.account}</mj-button>
      <mj-divider />
      <mj-text>${say.browse} <a href="${shop.url}">${say.browseLink}</a>.</mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});

