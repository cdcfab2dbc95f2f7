import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";
import { SHOP_TIME_ZONE } from "../../shop/stores.ts";

/**
 * Notices of changes to an account's access (its password, its e-mail address), sent to the
 * address that had the account, so its owner learns of a change they did not make.
 */
export interface PasswordChangedMailData {
  firstname: string;
  /** When it changed (ISO 8601). */
  changedAt: string;
}

export interface EmailChangedMailData extends PasswordChangedMailData {
  /** The account's new address (this message goes to the old one). */
  newEmail: string;
}

const LOCALES = { fr: "fr-FR", en: "en-GB" } as const;
/** "27 novembre 2026 à 10:02" / "27 November 2026 at 10:02", in the shop's time zone. */
const when = (iso: string, language: "fr" | "en") =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE }).format(new Date(iso));

const words = {
  fr: {
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    parisTime: "(heure de Paris)",
    notYou: "Si ce n'était pas vous, contactez-nous sans attendre\u00a0:",
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
    password: {
      subject: (shop: string) => `Votre mot de passe a été changé – ${shop}`,
      preheader: "Le mot de passe de votre compte vient d'être changé.",
      changed: (at: string, shop: string) => `Le mot de passe de votre compte ${shop} a été changé le ${at}.`,
      sessions: "Vos autres appareils ont été déconnectés.",
      notYou: "Si ce n'était pas vous, choisissez sans attendre un nouveau mot de passe\u00a0:",
      reset: "Choisir un nouveau mot de passe",
      tellUs: "Puis prévenez-nous\u00a0:",
    },
    email: {
      subject: (shop: string) => `Votre adresse e-mail a été changée – ${shop}`,
      preheader: "L'adresse e-mail de votre compte vient d'être changée.",
      changed: (at: string, shop: string, email: string) => `L'adresse e-mail de votre compte ${shop} a été changée le ${at}\u00a0: c'est désormais ${email}. Nos messages iront à cette adresse.`,
      sessions: "Vos autres appareils ont été déconnectés.",
    },
  },
  en: {
    greeting: (firstname: string) => `Hello ${firstname},`,
    parisTime: "(Paris time)",
    notYou: "If this was not you, contact us straight away:",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
    password: {
      subject: (shop: string) => `Your password was changed – ${shop}`,
      preheader: "The password of your account has just been changed.",
      changed: (at: string, shop: string) => `The password of your ${shop} account was changed on ${at}.`,
      sessions: "Your other devices have been signed out.",
      notYou: "If this was not you, choose a new password straight away:",
      reset: "Choose a new password",
      tellUs: "Then let us know:",
    },
    email: {
      subject: (shop: string) => `Your e-mail address was changed – ${shop}`,
      preheader: "The e-mail address of your account has just been changed.",
      changed: (at: string, shop: string, email: string) => `The e-mail address of your ${shop} account was changed on ${at}: it is now ${email}. Our messages will go to that address.`,
      sessions: "Your other devices have been signed out.",
    },
  },
} as const;

const contact = (shop: { contactEmail: string; contactPhone: string }) =>
  mjml`<a href="mailto:${shop.contactEmail}">${shop.contactEmail}</a>, ${shop.contactPhone}`;

/** The account's password was changed (from the account, or through a reset link). */
export const passwordChangedMail = defineMailTemplate<PasswordChangedMailData>("customer.password-changed", ({ firstname, changedAt }, shop) => {
  const say = words[shop.language];
  return {
    subject: say.password.subject(shop.name),
    preheader: say.password.preheader,
    body: mjml`
      <mj-text><h1>${say.greeting(firstname)}</h1></mj-text>
      <mj-text>${say.password.changed(`${when(changedAt, shop.language)} ${say.parisTime}`, shop.name)} ${say.password.sessions}</mj-text>
      <mj-divider />
      <mj-text>${say.password.notYou} <a href="${shop.url}/account/password-request">${say.password.reset}</a></mj-text>
      <mj-text>${say.password.tellUs} ${contact(shop)}.</mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});

/** The account's e-mail address was changed: sent to the old address. */
export const emailChangedMail = defineMailTemplate<EmailChangedMailData>("customer.email-changed", ({ firstname, changedAt, newEmail }, shop) => {
  const say = words[shop.language];
  return {
    subject: say.email.subject(shop.name),
    preheader: say.email.preheader,
    body: mjml`
      <mj-text><h1>${say.greeting(firstname)}</h1></mj-text>
      <mj-text>${say.email.changed(`${when(changedAt, shop.language)} ${say.parisTime}`, shop.name, newEmail)} ${say.email.sessions}</mj-text>
      <mj-divider />
      <mj-text>${say.notYou} ${contact(shop)}.</mj-text>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
