import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { WishlistErrorCode, WishlistItemAvailability } from "../../graphql/generated/resolver-types.ts";
import { cartErrors } from "../cart/errors.ts";

/** Messages of `WishlistErrorCode` (schema.graphql), in both store languages. */
export const wishlistErrors = {
  FEATURE_DISABLED: { fr: "Les listes d'envies ne sont pas disponibles pour le moment.", en: "Wishlists are not available at the moment." },
  SIGN_IN_REQUIRED: { fr: "Connectez-vous pour retrouver votre liste d'envies.", en: "Sign in to see your wishlist." },
  // A product's choices are refused for the basket's reasons, in its words (modules/cart/errors.ts).
  UNKNOWN_PRODUCT: cartErrors.UNKNOWN_PRODUCT,
  OPTIONS_INVALID: cartErrors.OPTIONS_INVALID,
  OPTION_TEXT_TOO_LONG: cartErrors.OPTION_TEXT_TOO_LONG,
  WISHLIST_FULL: {
    fr: "Votre liste d'envies contient déjà 100 produits : retirez-en un pour en ajouter un autre.",
    en: "Your wishlist already holds 100 products: remove one to add another.",
  },
  UNKNOWN_ITEM: { fr: "Ce produit n'est pas dans cette liste d'envies.", en: "This product is not in this wishlist." },
  UNKNOWN_SHARE_CODE: {
    fr: "Cette liste d'envies n'existe pas ou n'est plus partagée.",
    en: "This wishlist does not exist or is no longer shared.",
  },
  // `{email}` is replaced by the address refused (resolvers.ts).
  INVALID_EMAIL: { fr: "« {email} » n'est pas une adresse e-mail valide.", en: "\"{email}\" is not a valid e-mail address." },
  RECIPIENTS_OUT_OF_RANGE: { fr: "Indiquez de 1 à 5 adresses e-mail.", en: "Enter 1 to 5 e-mail addresses." },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: cartErrors.TOO_MANY_ATTEMPTS,
} as const satisfies ErrorMessages<WishlistErrorCode>;

/** Why an item of a shared list was not added to the basket, by its availability (the basket's own refusals say theirs: modules/cart/errors.ts). */
export const skippedItemReasons = {
  OUT_OF_STOCK: cartErrors.OUT_OF_STOCK,
  OPTIONS_REQUIRED: { fr: "Des options restent à choisir sur la page du produit.", en: "Options are still to be chosen on the product's page." },
  UNAVAILABLE: { fr: "Ce produit ou une option choisie n'est plus proposé.", en: "This product or an option chosen is no longer sold." },
} as const satisfies ErrorMessages<Exclude<WishlistItemAvailability, "AVAILABLE">>;

/** SIGN_IN_REQUIRED's words when a visitor's keep was kept with their session (`keptUntilSignIn`). */
export const keptUntilSignIn = {
  fr: "Connectez-vous pour retrouver votre liste d'envies : ce produit y sera ajouté.",
  en: "Sign in to see your wishlist: this product will be added to it.",
} as const;
