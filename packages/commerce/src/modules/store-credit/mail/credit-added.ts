import { defineMailTemplate, mjml } from "../../../shared/mail/template.ts";

/** The shop added store credit to a customer's account (an operator's `credit add`): how much, why, and the balance now. */
export interface StoreCreditAddedMailData {
  firstname: string;
  /** Euro cents added. */
  amountCents: number;
  /** The balance it left, euro cents. */
  balanceCents: number;
  /** The operator's reason, as the customer's history shows it. */
  comment: string | null;
}

const LOCALES = { fr: "fr-FR", en: "en-GB" } as const;
const euros = (cents: number, language: "fr" | "en") => new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: "EUR" }).format(cents / 100);

/** Where the account shows the store credit and its history (store-relative). */
export const STORE_CREDIT_PATH = "/user/store-credit";

const words = {
  fr: {
    subject: (shop: string) => `Un avoir a été ajouté à votre compte – ${shop}`,
    preheader: "Un avoir vous attend pour votre prochaine commande.",
    greeting: (firstname: string) => `Bonjour ${firstname},`,
    added: (amount: string) => `Nous avons ajouté un avoir de ${amount} à votre compte.`,
    reason: "Motif\u00a0:",
    balance: (amount: string) => `Votre avoir s'élève désormais à ${amount}. Il se déduit de vos prochaines commandes : cochez «\u00a0Utiliser mon avoir\u00a0» à l'étape du paiement.`,
    link: "Voir mon avoir",
    signOff: "À très bientôt,",
    team: (shop: string) => `l'équipe ${shop}`,
  },
  en: {
    subject: (shop: string) => `Store credit was added to your account – ${shop}`,
    preheader: "Store credit is waiting for your next order.",
    greeting: (firstname: string) => `Hello ${firstname},`,
    added: (amount: string) => `We have added ${amount} of store credit to your account.`,
    reason: "Reason:",
    balance: (amount: string) => `Your store credit now stands at ${amount}. It comes off your next orders: tick "Use my store credit" at the payment step.`,
    link: "See my store credit",
    signOff: "See you soon,",
    team: (shop: string) => `the ${shop} team`,
  },
} as const;

export const storeCreditAddedMail = defineMailTemplate<StoreCreditAddedMailData>("store-credit.added", ({ firstname, amountCents, balanceCents, comment }, shop) => {
  const say = words[shop.language];
  return {
    subject: say.subject(shop.name),
    preheader: say.preheader,
    body: mjml`
      <mj-text><h1>${say.greeting(firstname)}</h1></mj-text>
      <mj-text>${say.added(euros(amountCents, shop.language))}</mj-text>
      ${comment ? mjml`<mj-text>${say.reason} ${comment}</mj-text>` : ""}
      <mj-text>${say.balance(euros(balanceCents, shop.language))}</mj-text>
      <mj-button href="${shop.url}${STORE_CREDIT_PATH}">${say.link}</mj-button>
      <mj-text>${say.signOff}<br />${say.team(shop.name)}</mj-text>`,
  };
});
