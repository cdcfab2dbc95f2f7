import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";

/**
 * A password reset asked for an address: the link when the address has an account, otherwise a
 * note saying there is none. Both are written in the language of the store it was asked in, and
 * both greet without a name, so that asking costs the same work whoever the address belongs to.
 */
export interface PasswordResetMailData {
  token: string;
}

const words = {
  fr: {
    subject: (shop: string) => `Choisissez un nouveau mot de passe – ${shop}`,
    preheader: "Votre lien pour choisir un nouveau mot de passe, valable une heure.",
    greeting: "Bonjour,",
    intro: (shop: string) => `Vous avez demandé à choisir un nouveau mot de passe pour votre compte ${shop}. Ce lien est valable une heure et ne sert qu'une fois\u00a0:`,
    button: "Choisir un nouveau mot de passe",
    after: "Une fois le mot de passe changé, vous serez connecté ici et déconnecté de tous vos autres appareils.",
    notYou: "Vous n'avez rien demandé\u00a0? Ignorez ce message\u00a0: votre mot de passe reste le même.",
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (shop: string) => `Choose a new password – ${shop}`,
    preheader: "Your link to choose a new password, valid for one hour.",
    greeting: "Hello,",
    intro: (shop: string) => `You asked to choose a new password for your ${shop} account. This link works once and for one hour:`,
    button: "Choose a new password",
    after: "Once the password is changed, you will be signed in here and signed out of all your other devices.",
    notYou: "You did not ask for this? Ignore this message: your password stays the same.",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Where a reset link leads, in the store it was asked in. */
export const passwordResetUrl = (storeUrl: string, token: string) => `${storeUrl}/account/password-reset?token=${encodeURIComponent(token)}`;

/** The reset link, to an address that has an account. */
export const passwordResetMail = defineMailTemplate<PasswordResetMailData>(
  "customer.password-reset",
  ({ token }, shop) => {
    const say = words[shop.language];
    return {
      subject: say.subject(shop.name),
      preheader: say.preheader,
      body: mjml`
        <mj-text><h1>${say.greeting}</h1></mj-text>
        <mj-text>${say.intro(shop.name)}</mj-text>
        <mj-button href="${passwordResetUrl(shop.url, token)}">${say.button}</mj-button>
        <mj-text>${say.after}</mj-text>
        <mj-divider />
        <mj-text>${say.notYou}</mj-text>
        <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
    };
  },
  { sensitive: true },
);

const noAccountWords = {
  fr: {
    subject: (shop: string) => `Demande de nouveau mot de passe – ${shop}`,
    preheader: "Aucun compte n'utilise cette adresse e-mail.",
    greeting: "Bonjour,",
    intro: (shop: string) => `Quelqu'un, sans doute vous, a demandé à choisir un nouveau mot de passe pour un compte ${shop} avec cette adresse e-mail. Aucun compte n'utilise cette adresse.`,
    other: "Vous avez peut-être créé votre compte avec une autre adresse\u00a0: faites la demande avec celle-ci.",
    create: "Vous n'avez pas encore de compte\u00a0? Créez-en un\u00a0:",
    register: "Créer mon compte",
    notYou: "Vous n'avez rien demandé\u00a0? Ignorez ce message.",
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (shop: string) => `Password reset request – ${shop}`,
    preheader: "No account uses this e-mail address.",
    greeting: "Hello,",
    intro: (shop: string) => `Someone, probably you, asked to choose a new password for a ${shop} account with this e-mail address. No account uses this address.`,
    other: "Perhaps you created your account with another address: ask again with that one.",
    create: "No account yet? Create one:",
    register: "Create my account",
    notYou: "You did not ask for this? Ignore this message.",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** The answer to a reset asked for an address without an account (it holds nothing secret). */
export const passwordResetNoAccountMail = defineMailTemplate<Record<string, never>>("customer.password-reset-no-account", (_data, shop) => {
  const say = noAccountWords[shop.language];
  return {
    subject: say.subject(shop.name),
    preheader: say.preheader,
    body: mjml`
      <mj-text><h1>${say.greeting}</h1></mj-text>
      <mj-text>${say.intro(shop.name)}</mj-text>
      <mj-text>${say.other}</mj-text>
      <mj-text>${say.create} <a href="${shop.url}/register">${say.register}</a></mj-text>
      <mj-divider />
      <mj-text>${say.notYou}</mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
