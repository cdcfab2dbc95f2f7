import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";

/** A confirmation link: the raw token travels only in the message (the outbox forgets it once sent). */
export interface EmailConfirmationMailData {
  firstname: string;
  token: string;
}

/** Where a confirmation link leads: the sign-in screen, which confirms on the shopper's click (a GET never does). */
export const confirmationUrl = (storeUrl: string, token: string) => `${storeUrl}/login?confirm=${encodeURIComponent(token)}`;

const words = {
  fr: {
    subject: (shop: string) => `Confirmez votre adresse e-mail – ${shop}`,
    preheader: "Un clic pour activer votre compte.",
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    intro: (shop: string) => `Merci d'avoir créé votre compte chez ${shop}. Pour l'activer, confirmez que cette adresse e-mail est bien la vôtre\u00a0:`,
    button: "Confirmer mon adresse e-mail",
    validity: "Ce lien est valable 48\u00a0heures et ne sert qu'une fois. Passé ce délai, connectez-vous avec votre adresse et votre mot de passe\u00a0: un nouveau lien vous sera envoyé.",
    notYou: "Vous n'avez pas créé de compte\u00a0? Ignorez ce message\u00a0: sans confirmation, aucun compte n'est activé à votre adresse.",
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (shop: string) => `Confirm your e-mail address – ${shop}`,
    preheader: "One click to activate your account.",
    greeting: (firstname: string) => `Hello ${firstname},`,
    intro: (shop: string) => `Thank you for creating your account with ${shop}. To activate it, confirm that this e-mail address is yours:`,
    button: "Confirm my e-mail address",
    validity: "This link works once and for 48 hours. After that, sign in with your e-mail address and password: a new link will be sent to you.",
    notYou: "You did not create an account? Ignore this message: without confirmation, no account is activated at your address.",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

/** Sent when an account is created (and again on request): the link that confirms its address. */
export const emailConfirmationMail = defineMailTemplate<EmailConfirmationMailData>(
  "customer.email-confirmation",
  ({ firstname, token }, shop) => {
    const say = words[shop.language];
    const url = confirmationUrl(shop.url, token);
    return {
      subject: say.subject(shop.name),
      preheader: say.preheader,
      body: mjml`
        <mj-text><h1>${say.greeting(firstname)}</h1></mj-text>
        <mj-text>${say.intro(shop.name)}</mj-text>
        <mj-button href="${url}">${say.button}</mj-button>
        <mj-text>${say.validity}</mj-text>
        <mj-divider />
        <mj-text>${say.notYou}</mj-text>
        <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
    };
  },
  { sensitive: true },
);
