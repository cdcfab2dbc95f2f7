import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { CustomerErrorCode } from "../../graphql/generated/resolver-types.ts";

/** Messages of `CustomerErrorCode` (schema.graphql), in both store languages. */
export const customerErrors = {
  EMAIL_INVALID: { fr: "Cette adresse e-mail n'est pas valide.", en: "This e-mail address is not valid." },
  PASSWORD_TOO_SHORT: {
    fr: "Le mot de passe doit contenir au moins 8 caractères.",
    en: "The password must be at least 8 characters long.",
  },
  NAME_REQUIRED: { fr: "Le prénom et le nom sont obligatoires.", en: "First name and last name are required." },
  // The same words whether or not the address has an account: the answer must not reveal it.
  EMAIL_TAKEN: {
    fr: "Impossible de créer un compte avec cette adresse e-mail.",
    en: "An account cannot be created with this e-mail address.",
  },
  INVALID_CREDENTIALS: {
    fr: "L'adresse e-mail ou le mot de passe est incorrect.",
    en: "The e-mail address or the password is incorrect.",
  },
  NOT_SIGNED_IN: { fr: "Veuillez vous connecter.", en: "Please sign in." },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`). Never says whether the account exists.
  TOO_MANY_ATTEMPTS: {
    fr: "Trop de tentatives. Veuillez réessayer dans {wait}.",
    en: "Too many attempts. Please try again in {wait}.",
  },
} as const satisfies ErrorMessages<CustomerErrorCode>;

