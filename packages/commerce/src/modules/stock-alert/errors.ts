import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { StockAlertErrorCode } from "../../graphql/generated/resolver-types.ts";

/** Messages of `StockAlertErrorCode` (schema.graphql), in both store languages. */
export const stockAlertErrors = {
  UNKNOWN_PRODUCT: { fr: "Ce produit n'est pas proposé dans cette boutique.", en: "This product is not sold in this shop." },
  IN_STOCK: { fr: "Ce produit est en stock : vous pouvez le commander dès maintenant.", en: "This product is in stock: you can order it now." },
  EMAIL_REQUIRED: { fr: "Indiquez votre adresse e-mail pour être prévenu.", en: "Enter your e-mail address to be told." },
  INVALID_EMAIL: { fr: "Cette adresse e-mail n'est pas valide.", en: "This e-mail address is not valid." },
  INVALID_TOKEN: {
    fr: "Ce lien n'est pas valable : il a déjà servi ou ses 48 heures sont passées. Demandez une nouvelle alerte depuis la page du produit.",
    en: "This link is not valid: it has been used or its 48 hours have passed. Ask for a new alert on the product's page.",
  },
  UNKNOWN_ALERT: { fr: "Cette alerte n'existe pas ou a déjà été supprimée.", en: "This alert does not exist or has already been removed." },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de demandes d'alerte. Réessayez dans {wait}.", en: "Too many alert requests. Try again in {wait}." },
} as const satisfies ErrorMessages<StockAlertErrorCode>;
