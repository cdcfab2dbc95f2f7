import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { AddressBookErrorCode } from "../../graphql/generated/resolver-types.ts";

/**
 * Messages of `AddressBookErrorCode` (schema.graphql), in both store languages. None repeats what
 * was sent; a field's own problem is said by the checkout's field messages (`fieldErrors`).
 */
export const addressBookErrors = {
  NOT_SIGNED_IN: { fr: "Connectez-vous pour gérer votre carnet d'adresses.", en: "Sign in to manage your address book." },
  // The same words for another customer's address and one that does not exist.
  UNKNOWN_ADDRESS: { fr: "Cette adresse ne figure pas dans votre carnet.", en: "This address is not in your address book." },
  ADDRESS_INVALID: { fr: "Certains champs de l'adresse sont à corriger.", en: "Some fields of the address need correcting." },
  COUNTRY_NOT_SHIPPED: { fr: "Nous ne livrons pas dans ce pays.", en: "We do not deliver to this country." },
  ADDRESS_BOOK_FULL: {
    fr: "Votre carnet contient déjà 30 adresses : supprimez-en une pour en ajouter une autre.",
    en: "Your address book already holds 30 addresses: delete one to add another.",
  },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de tentatives. Veuillez réessayer dans {wait}.", en: "Too many attempts. Please try again in {wait}." },
} as const satisfies ErrorMessages<AddressBookErrorCode>;
