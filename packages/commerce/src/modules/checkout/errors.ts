import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { CheckoutErrorCode } from "../../graphql/generated/resolver-types.ts";
import type { AddressField, FieldError, FieldErrorCode } from "./address.ts";

/** Messages of `CheckoutErrorCode` (schema.graphql), in both store languages. None repeats what was sent. */
export const checkoutErrors = {
  EMAIL_INVALID: { fr: "Cette adresse e-mail n'est pas valide.", en: "This e-mail address is not valid." },
  ADDRESS_INVALID: { fr: "Certains champs de l'adresse sont à corriger.", en: "Some fields of the address need correcting." },
  COUNTRY_NOT_SHIPPED: { fr: "Nous ne livrons pas dans ce pays.", en: "We do not deliver to this country." },
  SHIPPING_METHOD_UNKNOWN: {
    fr: "Ce mode de livraison n'est pas proposé pour le pays de livraison.",
    en: "This delivery method is not offered for the delivery country.",
  },
  SHIPPING_ADDRESS_REQUIRED: { fr: "Indiquez d'abord l'adresse de livraison.", en: "Enter the delivery address first." },
  PICKUP_POINT_REQUIRED: { fr: "Choisissez un point relais pour ce mode de livraison.", en: "Choose a pickup point for this delivery method." },
  PICKUP_POINT_UNKNOWN: {
    fr: "Ce point relais n'est pas disponible dans le pays de livraison.",
    en: "This pickup point is not available in the delivery country.",
  },
  CART_EMPTY: { fr: "Votre panier est vide.", en: "Your basket is empty." },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de tentatives. Veuillez réessayer dans {wait}.", en: "Too many attempts. Please try again in {wait}." },
} as const satisfies ErrorMessages<CheckoutErrorCode>;

type FieldMessages = { readonly [Field in AddressField]: Partial<Record<FieldErrorCode, { readonly fr: string; readonly en: string }>> };

/** What is wrong with an address field, said for that field (the codes `checkAddress` gives each). */
export const addressFieldErrors = {
  firstname: {
    REQUIRED: { fr: "Indiquez le prénom.", en: "Enter the first name." },
    TOO_LONG: { fr: "Le prénom ne peut pas dépasser 60 caractères.", en: "The first name cannot be longer than 60 characters." },
  },
  lastname: {
    REQUIRED: { fr: "Indiquez le nom.", en: "Enter the last name." },
    TOO_LONG: { fr: "Le nom ne peut pas dépasser 60 caractères.", en: "The last name cannot be longer than 60 characters." },
  },
  company: {
    TOO_LONG: { fr: "Le nom de la société ne peut pas dépasser 100 caractères.", en: "The company name cannot be longer than 100 characters." },
  },
  street: {
    REQUIRED: { fr: "Indiquez l'adresse (numéro et rue).", en: "Enter the street address." },
    TOO_LONG: {
      fr: "L'adresse tient en trois lignes de 100 caractères au plus.",
      en: "The street address fits in three lines of at most 100 characters.",
    },
  },
  postcode: {
    REQUIRED: { fr: "Indiquez le code postal.", en: "Enter the postcode." },
    TOO_LONG: { fr: "Ce code postal est trop long.", en: "This postcode is too long." },
    INVALID: { fr: "Ce code postal n'est pas valide pour ce pays.", en: "This postcode is not valid for this country." },
  },
  city: {
    REQUIRED: { fr: "Indiquez la ville.", en: "Enter the town or city." },
    TOO_LONG: { fr: "Le nom de la ville ne peut pas dépasser 80 caractères.", en: "The town or city cannot be longer than 80 characters." },
  },
  countryCode: {
    REQUIRED: { fr: "Choisissez le pays.", en: "Choose the country." },
    INVALID: { fr: "Nous ne livrons pas dans ce pays.", en: "We do not deliver to this country." },
  },
  telephone: {
    REQUIRED: { fr: "Indiquez un numéro de téléphone : le transporteur peut en avoir besoin.", en: "Enter a phone number: the carrier may need it." },
    TOO_LONG: { fr: "Ce numéro de téléphone est trop long.", en: "This phone number is too long." },
    INVALID: {
      fr: "Ce numéro de téléphone n'est pas valide pour ce pays (ou écrivez-le au format international, +33…).",
      en: "This phone number is not valid for this country (or write it in international form, +44…).",
    },
  },
} as const satisfies FieldMessages;

/** The message of a field error in a store language (a code a field never gets falls back to a general one). */
export function fieldErrorMessage(field: AddressField, code: FieldErrorCode, language: "fr" | "en"): string {
  const messages: FieldMessages[AddressField] = addressFieldErrors[field];
  return messages[code]?.[language] ?? checkoutErrors.ADDRESS_INVALID[language];
}

/** An address's field errors as the API answers them (`CheckoutFieldError`), each with its message in the store's language (the address book answers them too). */
export const fieldErrorsOf = (fieldErrors: readonly FieldError[], language: "fr" | "en") =>
  fieldErrors.map(({ field, code }) => ({ field, code, message: fieldErrorMessage(field, code, language) }));
