import type { ErrorMessages } from "../../graphql/error-contract.ts";

/**
 * Why a stock change was refused (nothing was changed). Not a GraphQL enum yet: the mutations
 * that take stock (placing an order) map these to theirs.
 */
export type StockErrorCode = "UNKNOWN_SKU" | "NOT_SELLABLE" | "INSUFFICIENT_STOCK" | "INVALID_QUANTITY";

/** Messages of `StockErrorCode`, in both store languages. */
export const stockErrors = {
  UNKNOWN_SKU: { fr: "Ce produit n'existe pas.", en: "This product does not exist." },
  // A configurable, grouped product or bundle has no stock of its own: its parts do.
  NOT_SELLABLE: {
    fr: "Ce produit n'a pas de stock propre : choisissez une déclinaison ou un article.",
    en: "This product has no stock of its own: choose a variant or an item.",
  },
  INSUFFICIENT_STOCK: {
    fr: "La quantité demandée n'est plus disponible.",
    en: "The quantity requested is no longer available.",
  },
  INVALID_QUANTITY: { fr: "La quantité doit être un nombre entier positif.", en: "The quantity must be a positive whole number." },
} as const satisfies ErrorMessages<StockErrorCode>;
