/** Messages of expected failures, per stable error code, in both store languages. */
const messages = {
  EMAIL_INVALID: { fr: "Cette adresse e-mail n'est pas valide.", en: "This e-mail address is not valid." },
  PASSWORD_TOO_SHORT: {
    fr: "Le mot de passe doit contenir au moins 8 caractères.",
    en: "The password must be at least 8 characters long.",
  },
  NAME_REQUIRED: { fr: "Le prénom et le nom sont obligatoires.", en: "First name and last name are required." },
  EMAIL_TAKEN: {
    fr: "Impossible de créer un compte avec cette adresse e-mail.",
    en: "An account cannot be created with this e-mail address.",
  },
  INVALID_CREDENTIALS: {
    fr: "L'adresse e-mail ou le mot de passe est incorrect.",
    en: "The e-mail address or the password is incorrect.",
  },
  NOT_SIGNED_IN: { fr: "Veuillez vous connecter.", en: "Please sign in." },
  CURRENCY_UNSUPPORTED: {
    fr: "Cette devise n'est pas proposée par la boutique.",
    en: "This currency is not offered by the shop.",
  },
} as const satisfies Record<string, { fr: string; en: string }>;

export type ErrorCode = keyof typeof messages;

export function errorMessage(code: ErrorCode, language: "fr" | "en"): string {
  return messages[code][language];
}
