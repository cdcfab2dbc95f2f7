import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { confirmationUrl } from "./email-confirmation.ts";

/**
 * Someone registered with an address that has an account already: its owner is told, and not
 * the person registering (the answer on screen is the same as for a new address).
 */
export interface AccountExistsMailData {
  firstname: string;
  /** A fresh confirmation link's token when the account was never confirmed, else null. */
  confirmToken: string | null;
}

const words = {
  fr: {
    subject: (shop: string) => `Vous avez déjà un compte chez ${shop}`,
    preheader: "Connectez-vous ou choisissez un nouveau mot de passe.",
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    intro: (shop: string) => `Quelqu'un, sans doute vous, vient de demander la création d'un compte chez ${shop} avec cette adresse e-mail. Vous en avez déjà un\u00a0: aucun autre compte n'a été créé.`,
    confirmFirst: "Votre adresse n'a pas encore été confirmée. Confirmez-la pour activer votre compte (lien valable 48\u00a0heures)\u00a0:",
    confirm: "Confirmer mon adresse e-mail",
    signIn: "Me connecter",
    thenSignIn: "Une fois votre adresse confirmée, connectez-vous avec votre mot de passe\u00a0:",
    forgotten: "Mot de passe oublié\u00a0? Choisissez-en un nouveau\u00a0:",
    reset: "Réinitialiser mon mot de passe",
    notYou: "Si ce n'était pas vous, ignorez ce message\u00a0: votre compte n'a pas changé.",
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (shop: string) => `You already have an account with ${shop}`,
    preheader: "Sign in, or choose a new password.",
    greeting: (firstname: string) => `Hello ${firstname},`,
    intro: (shop: string) => `Someone, probably you, has just asked to create an account with ${shop} using this e-mail address. You already have one: no other account was created.`,
    confirmFirst: "Your address has not been confirmed yet. Confirm it to activate your account (the link works for 48 hours):",
    confirm: "Confirm my e-mail address",
    signIn: "Sign in",
    thenSignIn: "Once your address is confirmed, sign in with your password:",
    forgotten: "Forgotten your password? Choose a new one:",
    reset: "Reset my password",
    notYou: "If this was not you, ignore this message: your account has not changed.",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Sent to an account's address when somebody registers with it again, in the account's language. */
export const accountExistsMail = defineMailTemplate<AccountExistsMailData>(
  "customer.account-exists",
  ({ firstname, confirmToken }, shop) => {
    const say = words[shop.language];
    const access = confirmToken
      ? mjml`
        <mj-text>${say.confirmFirst}</mj-text>
        <mj-button href="${confirmationUrl(shop.url, confirmToken)}">${say.confirm}</mj-button>
        <mj-text>${say.thenSignIn} <a href="${shop.url}/login">${say.signIn}</a></mj-text>`
      : mjml`<mj-button href="${shop.url}/login">${say.signIn}</mj-button>`;
    return {
      subject: say.subject(shop.name),
      preheader: say.preheader,
      body: mjml`
        <mj-text><h1>${say.greeting(firstname)}</h1></mj-text>
        <mj-text>${say.intro(shop.name)}</mj-text>
        ${access}
        <mj-text>${say.forgotten} <a href="${shop.url}/account/password-request">${say.reset}</a></mj-text>
        <mj-divider />
        <mj-text>${say.notYou}</mj-text>
        <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
    };
  },
  { sensitive: true },
);
