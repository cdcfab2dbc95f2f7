import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { CustomerErrorCode } from "../../graphql/generated/resolver-types.ts";

/** Messages of `CustomerErrorCode` (schema.graphql), in both store languages. */
export const customerErrors = {
  EMAIL_INVALID: { fr: "Cette adresse e-mail n'est pas valide.", en: "This e-mail address is not valid." },
  PASSWORD_TOO_SHORT: {
    fr: "Le mot de passe doit contenir au moins 8 caractères.",
    en: "The password must be at least 8 characters long.",
  },
  PASSWORD_TOO_WEAK: {
    fr: "Ce mot de passe est trop facile à deviner. Choisissez-en un plus long ou moins courant, sans votre nom ni votre adresse e-mail.",
    en: "This password is too easy to guess. Choose a longer or less common one, without your name or your e-mail address.",
  },
  NAME_REQUIRED: { fr: "Le prénom et le nom sont obligatoires.", en: "First name and last name are required." },
  // Only when a signed-in customer changes their address: registration never tells.
  EMAIL_TAKEN: {
    fr: "Un autre compte utilise déjà cette adresse e-mail.",
    en: "Another account already uses this e-mail address.",
  },
  INVALID_CREDENTIALS: {
    fr: "L'adresse e-mail ou le mot de passe est incorrect.",
    en: "The e-mail address or the password is incorrect.",
  },
  EMAIL_NOT_CONFIRMED: {
    fr: "Votre adresse e-mail n'est pas encore confirmée. Nous venons de vous envoyer un lien de confirmation : ouvrez-le pour activer votre compte.",
    en: "Your e-mail address is not confirmed yet. We have just sent you a confirmation link: open it to activate your account.",
  },
  TOKEN_INVALID: {
    fr: "Ce lien n'est plus valable : il a déjà servi ou il a expiré. Demandez-en un nouveau.",
    en: "This link is no longer valid: it has been used already or it has expired. Ask for a new one.",
  },
  CURRENT_PASSWORD_WRONG: {
    fr: "Le mot de passe actuel est incorrect.",
    en: "The current password is incorrect.",
  },
  NOT_SIGNED_IN: { fr: "Veuillez vous connecter.", en: "Please sign in." },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`). Never says whether the account exists.
  TOO_MANY_ATTEMPTS: {
    fr: "Trop de tentatives. Veuillez réessayer dans {wait}.",
    en: "Too many attempts. Please try again in {wait}.",
  },
} as const satisfies ErrorMessages<CustomerErrorCode>;
