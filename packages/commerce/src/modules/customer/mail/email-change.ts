import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { SHOP_TIME_ZONE } from "../../shop/stores.ts";

/**
 * The messages of a change of e-mail address asked from the account (ADR 069): the link to the
 * new address, the notice to the address the account still has, and, when the new address is
 * another account's, a note to that account instead of a link. The account's address changes
 * only when the link is used; then the old address gets `emailChangedMail` (account-changes.ts).
 */
export interface EmailChangeConfirmationMailData {
  firstname: string;
  token: string;
}

export interface EmailChangeRequestedMailData {
  firstname: string;
  /** The address asked for (this message goes to the account's current one). */
  newEmail: string;
  /** When it was asked (ISO 8601). */
  requestedAt: string;
}

export interface EmailInUseMailData {
  /** The first name of the account that has the address (the recipient). */
  firstname: string;
}

/** How long a change link works, in hours (customer service's `TOKEN_LIFETIME_MS.change_email`). */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** Where a change link leads: a screen whose button confirms (opening the link changes nothing: mail scanners open links). */
export const emailChangeUrl = (storeUrl: string, token: string) => `${storeUrl}/account/email-change?token=${encodeURIComponent(token)}`;

const LOCALES = { fr: "fr-FR", en: "en-GB" } as const;
/** "27 novembre 2026 à 10:02" / "27 November 2026 at 10:02", in the shop's time zone. */
const when = (iso: string, language: "fr" | "en") =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE }).format(new Date(iso));

const words = {
  fr: {
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
    parisTime: "(heure de Paris)",
    confirmation: {
      subject: (shop: string) => `Confirmez votre nouvelle adresse e-mail – ${shop}`,
      preheader: "Un clic pour que votre compte utilise cette adresse.",
      intro: (shop: string) => `Vous avez demandé que votre compte ${shop} utilise désormais cette adresse e-mail. Confirmez qu'elle est bien la vôtre\u00a0:`,
      button: "Confirmer ma nouvelle adresse",
      validity: `Ce lien est valable ${EMAIL_CHANGE_LINK_HOURS}\u00a0heures et ne sert qu'une fois. Tant que vous ne l'avez pas ouvert, votre compte garde son adresse actuelle, pour vous connecter comme pour nos messages.`,
      notYou: "Vous n'avez rien demandé\u00a0? Ignorez ce message\u00a0: sans confirmation, rien ne change.",
    },
    requested: {
      subject: (shop: string) => `Demande de changement d'adresse e-mail – ${shop}`,
      preheader: "Votre adresse ne change qu'une fois la nouvelle confirmée.",
      asked: (at: string, shop: string, email: string) => `Le ${at}, une nouvelle adresse e-mail a été demandée pour votre compte ${shop}\u00a0: ${email}.`,
      pending: `Nous y avons envoyé un lien de confirmation, valable ${EMAIL_CHANGE_LINK_HOURS}\u00a0heures. Votre adresse ne changera que si ce lien est ouvert\u00a0; d'ici là, c'est toujours celle-ci.`,
      notYou: "Si ce n'était pas vous, choisissez sans attendre un nouveau mot de passe\u00a0: la demande sera annulée et vos autres appareils déconnectés.",
      reset: "Choisir un nouveau mot de passe",
      tellUs: "Puis prévenez-nous\u00a0:",
    },
    inUse: {
      subject: (shop: string) => `Votre adresse e-mail a été proposée pour un autre compte – ${shop}`,
      preheader: "Votre compte n'a pas changé.",
      intro: (shop: string) => `Quelqu'un vient de demander qu'un autre compte ${shop} utilise cette adresse e-mail. C'est déjà l'adresse de votre compte, et une adresse ne sert qu'à un seul compte\u00a0: rien n'a été changé.`,
      yours: "Si c'était vous, votre compte à cette adresse est toujours là\u00a0: connectez-vous avec elle.",
      signIn: "Me connecter",
      forgotten: "Mot de passe oublié\u00a0? Choisissez-en un nouveau\u00a0:",
      reset: "Réinitialiser mon mot de passe",
      notYou: "Si ce n'était pas vous, ignorez ce message\u00a0: votre compte n'a pas changé.",
    },
  },
  en: {
    greeting: (firstname: string) => `Hello ${firstname},`,
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
    parisTime: "(Paris time)",
    confirmation: {
      subject: (shop: string) => `Confirm your new e-mail address – ${shop}`,
      preheader: "One click for your account to use this address.",
      intro: (shop: string) => `You asked for your ${shop} account to use this e-mail address from now on. Confirm that it is yours:`,
      button: "Confirm my new address",
      validity: `This link works once and for ${EMAIL_CHANGE_LINK_HOURS} hours. Until you open it, your account keeps its current address, for signing in and for our messages.`,
      notYou: "You did not ask for this? Ignore this message: without confirmation, nothing changes.",
    },
    requested: {
      subject: (shop: string) => `E-mail address change requested – ${shop}`,
      preheader: "Your address changes only once the new one is confirmed.",
      asked: (at: string, shop: string, email: string) => `On ${at}, a new e-mail address was requested for your ${shop} account: ${email}.`,
      pending: `We have sent a confirmation link there, valid for ${EMAIL_CHANGE_LINK_HOURS} hours. Your address changes only if that link is opened; until then, it is still this one.`,
      notYou: "If this was not you, choose a new password straight away: the request will be cancelled and your other devices signed out.",
      reset: "Choose a new password",
      tellUs: "Then let us know:",
    },
    inUse: {
      subject: (shop: string) => `Your e-mail address was offered for another account – ${shop}`,
      preheader: "Your account has not changed.",
      intro: (shop: string) => `Someone has just asked for another ${shop} account to use this e-mail address. It is already your account's address, and an address belongs to one account only: nothing was changed.`,
      yours: "If it was you, your account at this address is still here: sign in with it.",
      signIn: "Sign in",
      forgotten: "Forgotten your password? Choose a new one:",
      reset: "Reset my password",
      notYou: "If this was not you, ignore this message: your account has not changed.",
    },
  },
} as const;

const contact = (shop: { contactEmail: string; contactPhone: string }) =>
  mjml`<a href="mailto:${shop.contactEmail}">${shop.contactEmail}</a>, ${shop.contactPhone}`;

/**
 * To the new address: the link that moves the account there. It never names the account's
 * current address (a mistyped new address is a stranger's mailbox).
 */
export const emailChangeConfirmationMail = defineMailTemplate<EmailChangeConfirmationMailData>(
  "customer.email-change-confirmation",
  ({ firstname, token }, shop) => {
    const say = words[shop.language];
    return {
      subject: say.confirmation.subject(shop.name),
      preheader: say.confirmation.preheader,
      body: mjml`
        <mj-text><h1>${say.greeting(firstname)}</h1></mj-text>
        <mj-text>${say.confirmation.intro(shop.name)}</mj-text>
        <mj-button href="${emailChangeUrl(shop.url, token)}">${say.confirmation.button}</mj-button>
        <mj-text>${say.confirmation.validity}</mj-text>
        <mj-divider />
        <mj-text>${say.confirmation.notYou}</mj-text>
        <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
    };
  },
  { sensitive: true },
);

/** To the account's current address: a change was asked, what happens next, and what to do if it was not its owner. */
export const emailChangeRequestedMail = defineMailTemplate<EmailChangeRequestedMailData>("customer.email-change-requested", ({ firstname, newEmail, requestedAt }, shop) => {
  const say = words[shop.language];
  return {
    subject: say.requested.subject(shop.name),
    preheader: say.requested.preheader,
    body: mjml`
      <mj-text><h1>${say.greeting(firstname)}</h1></mj-text>
      <mj-text>${say.requested.asked(`${when(requestedAt, shop.language)} ${say.parisTime}`, shop.name, newEmail)}</mj-text>
      <mj-text>${say.requested.pending}</mj-text>
      <mj-divider />
      <mj-text>${say.requested.notYou}</mj-text>
      <mj-button href="${shop.url}/account/password-request">${say.requested.reset}</mj-button>
      <mj-text>${say.requested.tellUs} ${contact(shop)}.</mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});

/** To an address that has an account, when another account asks to use it: a note instead of a link, in the recipient account's language. */
export const emailInUseMail = defineMailTemplate<EmailInUseMailData>("customer.email-in-use", ({ firstname }, shop) => {
  const say = words[shop.language];
  return {
    subject: say.inUse.subject(shop.name),
    preheader: say.inUse.preheader,
    body: mjml`
      <mj-text><h1>${say.greeting(firstname)}</h1></mj-text>
      <mj-text>${say.inUse.intro(shop.name)}</mj-text>
      <mj-text>${say.inUse.yours}</mj-text>
      <mj-button href="${shop.url}/login">${say.inUse.signIn}</mj-button>
      <mj-text>${say.inUse.forgotten} <a href="${shop.url}/account/password-request">${say.inUse.reset}</a></mj-text>
      <mj-divider />
      <mj-text>${say.inUse.notYou}</mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
