import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { NewsletterErrorCode } from "../../graphql/generated/resolver-types.ts";

/** Messages of `NewsletterErrorCode` (schema.graphql), in both store languages. */
export const newsletterErrors = {
  NOT_SIGNED_IN: { fr: "Veuillez vous connecter.", en: "Please sign in." },
  EMAIL_REQUIRED: { fr: "Indiquez votre adresse e-mail.", en: "Enter your e-mail address." },
  INVALID_EMAIL: { fr: "Cette adresse e-mail n'est pas valide.", en: "This e-mail address is not valid." },
  INVALID_TOKEN: {
    fr: "Ce lien n'est pas valable : il est incomplet ou ses 48 heures sont passées. Inscrivez-vous à nouveau depuis la page de la lettre d'information.",
    en: "This link is not valid: it is incomplete or its 48 hours have passed. Sign up again from the newsletter page.",
  },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de demandes. Réessayez dans {wait}.", en: "Too many requests. Try again in {wait}." },
} as const satisfies ErrorMessages<NewsletterErrorCode>;
