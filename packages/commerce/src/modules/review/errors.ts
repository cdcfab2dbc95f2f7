import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { ProductReviewErrorCode } from "../../graphql/generated/resolver-types.ts";
import { cartErrors } from "../cart/errors.ts";

/** Messages of `ProductReviewErrorCode` (schema.graphql), in both store languages; none repeats what was sent. */
export const reviewErrors = {
  SIGN_IN_REQUIRED: { fr: "Connectez-vous pour donner votre avis sur ce produit.", en: "Sign in to review this product." },
  UNKNOWN_PRODUCT: { fr: "Ce produit n'est pas proposé dans cette boutique.", en: "This product is not sold in this shop." },
  RATING_OUT_OF_RANGE: { fr: "Choisissez une note de 0 à 5 étoiles.", en: "Choose a rating from 0 to 5 stars." },
  TITLE_INVALID: { fr: "Donnez un titre à votre avis (120 caractères au plus).", en: "Give your review a title (120 characters at most)." },
  COMMENT_INVALID: { fr: "Écrivez votre avis (5 000 caractères au plus).", en: "Write your review (5,000 characters at most)." },
  ALREADY_REVIEWED: { fr: "Vous avez déjà donné votre avis sur ce produit.", en: "You have already reviewed this product." },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: cartErrors.TOO_MANY_ATTEMPTS,
} as const satisfies ErrorMessages<ProductReviewErrorCode>;
