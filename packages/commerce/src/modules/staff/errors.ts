import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { StaffErrorCode } from "../../graphql/generated/resolver-types.ts";

/** Messages of `StaffErrorCode` (schema.graphql), in both store languages. */
export const staffErrors = {
  // The same words for an unknown e-mail, a wrong password and a disabled account.
  INVALID_CREDENTIALS: {
    fr: "L'adresse e-mail ou le mot de passe est incorrect.",
    en: "The e-mail address or the password is incorrect.",
  },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: {
    fr: "Trop de tentatives. Veuillez réessayer dans {wait}.",
    en: "Too many attempts. Please try again in {wait}.",
  },
} as const satisfies ErrorMessages<StaffErrorCode>;

/**
 * The error a staff-only field (`@staffOnly`) answers anyone else with, under `extensions.code`
 * `FORBIDDEN`; the same whether the caller is a visitor, a customer or staff of another role.
 */
export const STAFF_ONLY_CODE = "FORBIDDEN";
export const staffOnlyMessages = {
  fr: "Réservé au personnel de la boutique.",
  en: "Reserved for the shop's staff.",
} as const;
