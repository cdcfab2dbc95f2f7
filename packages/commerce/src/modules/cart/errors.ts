import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { CartErrorCode, CartItemErrorCode } from "../../graphql/generated/resolver-types.ts";
import { couponErrors } from "../coupon/errors.ts";

/** Messages of `CartErrorCode` (schema.graphql), in both store languages. None repeats what was sent. */
export const cartErrors = {
  UNKNOWN_PRODUCT: { fr: "Aucun produit ne porte cette référence.", en: "No product has this reference." },
  OPTIONS_REQUIRED: {
    fr: "Choisissez les options de ce produit avant de l'ajouter au panier.",
    en: "Choose this product's options before adding it to the basket.",
  },
  OPTIONS_INVALID: { fr: "Une option choisie n'est pas proposée pour ce produit.", en: "An option chosen is not offered for this product." },
  OPTION_TEXT_TOO_LONG: { fr: "Le texte saisi est trop long pour cette option.", en: "The text entered is too long for this option." },
  INSUFFICIENT_STOCK: {
    fr: "La quantité demandée n'est pas disponible en stock.",
    en: "The quantity requested is not available in stock.",
  },
  OUT_OF_STOCK: { fr: "Ce produit est en rupture de stock.", en: "This product is out of stock." },
  QUANTITY_OUT_OF_RANGE: {
    fr: "La quantité doit être un nombre entier de 1 à 999 par ligne.",
    en: "The quantity must be a whole number from 1 to 999 per line.",
  },
  CART_TOO_LARGE: {
    fr: "Le panier ne peut pas contenir plus de 100 lignes.",
    en: "The basket cannot hold more than 100 lines.",
  },
  UNKNOWN_ITEM: { fr: "Cette ligne n'est plus dans votre panier.", en: "This line is no longer in your basket." },
  // The coupon service's words for its refusals (modules/coupon/errors.ts), said once.
  ...couponErrors,
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de tentatives. Veuillez réessayer dans {wait}.", en: "Too many attempts. Please try again in {wait}." },
} as const satisfies ErrorMessages<CartErrorCode>;

/** Messages of `CartItemErrorCode`: what is wrong with a line now. */
export const cartItemErrors = {
  OUT_OF_STOCK: { fr: "Ce produit n'est plus en stock.", en: "This product is no longer in stock." },
  NOT_ENOUGH_STOCK: {
    fr: "La quantité demandée n'est plus disponible : réduisez-la.",
    en: "The quantity in your basket is no longer available: reduce it.",
  },
  UNAVAILABLE: {
    fr: "Ce produit ou une option choisie n'est plus proposé : retirez cette ligne.",
    en: "This product or an option chosen is no longer sold: remove this line.",
  },
} as const satisfies ErrorMessages<CartItemErrorCode>;
