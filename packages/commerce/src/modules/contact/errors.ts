import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { ContactErrorCode } from "../../graphql/generated/resolver-types.ts";
import { type ContactFieldError, contactFieldMessage } from "./contact-rules.ts";

/** Messages of `ContactErrorCode` (schema.graphql), in both store languages. None repeats what was typed. */
export const contactErrors = {
  INVALID_FIELDS: { fr: "Certains champs sont à corriger.", en: "Some fields need correcting." },
  FORM_EXPIRED: {
    fr: "Ce formulaire a expiré. Vérifiez votre message et envoyez-le à nouveau.",
    en: "This form has expired. Check your message and send it again.",
  },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de messages envoyés. Réessayez dans {wait}, ou appelez-nous.", en: "Too many messages sent. Try again in {wait}, or call us." },
} as const satisfies ErrorMessages<ContactErrorCode>;

/** Field errors as the API answers them (`CheckoutFieldError`, as the address forms do), each message in the store's language. */
export const contactFieldErrorsOf = (errors: readonly ContactFieldError[], language: "fr" | "en") =>
  errors.map((error) => ({ field: error.field, code: error.code, message: contactFieldMessage(error, language) }));
