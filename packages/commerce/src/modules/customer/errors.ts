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
  // `{wait}` is replaced by `retryWait`. Never says whether the account exists.
  TOO_MANY_ATTEMPTS: {
    fr: "Trop de tentatives. Veuillez réessayer dans {wait}.",
    en: "Too many attempts. Please try again in {wait}.",
  },
} as const satisfies ErrorMessages<CustomerErrorCode>;

/** A wait in the store's language: seconds under a minute, else whole minutes rounded up ("2 minutes"). */
export function retryWait(seconds: number, language: "fr" | "en"): string {
  const locale = language === "fr" ? "fr-FR" : "en-GB";
  const [value, unit] = seconds < 60 ? [Math.max(1, Math.ceil(seconds)), "second"] : [Math.ceil(seconds / 60), "minute"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value);
}
