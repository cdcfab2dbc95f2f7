import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { StoreCreditErrorCode } from "../../graphql/generated/resolver-types.ts";

/** Messages of `StoreCreditErrorCode` (schema.graphql, `useStoreCredit`), in both store languages. */
export const storeCreditErrors = {
  SIGN_IN_REQUIRED: { fr: "Connectez-vous pour utiliser votre avoir.", en: "Sign in to use your store credit." },
  NO_STORE_CREDIT: { fr: "Vous n'avez pas d'avoir à utiliser.", en: "You have no store credit to use." },
  CART_EMPTY: { fr: "Votre panier est vide.", en: "Your basket is empty." },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de tentatives. Veuillez réessayer dans {wait}.", en: "Too many attempts. Please try again in {wait}." },
} as const satisfies ErrorMessages<StoreCreditErrorCode>;
