import type { ErrorMessages } from "../../graphql/error-contract.ts";

/** Why a refund was not made (nothing written). */
export type RefundRefusal =
  | "UNKNOWN_ORDER"
  /** Not paid (waiting for its payment, or cancelled unpaid): there is nothing to give back. */
  | "NOT_PAID"
  /** Cancelled after it was paid: its cancellation refunded everything not refunded yet (ADR 076). */
  | "ORDER_CANCELLED"
  /** Paid before invoices were made: no invoice to credit (issue it first: `order invoice`). */
  | "NOT_INVOICED"
  /** `--items` names a sku the order has no line of. */
  | "UNKNOWN_SKU"
  /** A quantity that is not a whole number above 0, or an amount that is not whole cents ≥ 0. */
  | "INVALID_QUANTITY"
  /** More units of a sku than are invoiced and not refunded yet. */
  | "QUANTITY_TOO_HIGH"
  /** The delivery was refunded (credited) already. */
  | "SHIPPING_ALREADY_REFUNDED"
  /** Everything invoiced has been refunded already, or nothing was asked for. */
  | "NOTHING_TO_REFUND"
  /** The fee takes all of it: a refund gives something back. */
  | "INVALID_AMOUNT"
  /** More money than was paid and not refunded yet (an adjustment too large). */
  | "AMOUNT_TOO_HIGH"
  /** A guest has no store credit to refund to. */
  | "GUEST_NO_STORE_CREDIT";

/** What the operator (and any future caller) is told, in both store languages. None repeats what was typed. */
export const refundErrors = {
  UNKNOWN_ORDER: { fr: "Aucune commande ne porte ce numéro.", en: "No order has this number." },
  NOT_PAID: { fr: "Cette commande n'est pas payée : il n'y a rien à rembourser.", en: "This order is not paid: there is nothing to refund." },
  ORDER_CANCELLED: {
    fr: "Cette commande a été annulée après paiement : son annulation l'a déjà remboursée et a crédité toute sa facture.",
    en: "This order was cancelled after it was paid: its cancellation refunded it and credited its whole invoice already.",
  },
  NOT_INVOICED: {
    fr: "Cette commande n'a pas de facture à créditer : établissez-la d'abord (order invoice).",
    en: "This order has no invoice to credit: issue it first (order invoice).",
  },
  UNKNOWN_SKU: { fr: "La commande n'a aucune ligne de cette référence.", en: "The order has no line of this sku." },
  INVALID_QUANTITY: { fr: "Une quantité est un nombre entier supérieur à 0.", en: "A quantity is a whole number above 0." },
  QUANTITY_TOO_HIGH: {
    fr: "C'est plus d'unités de cette référence que la facture n'en compte encore à rembourser.",
    en: "That is more units of this sku than the invoice has left to refund.",
  },
  SHIPPING_ALREADY_REFUNDED: { fr: "La livraison a déjà été remboursée.", en: "The delivery has been refunded already." },
  NOTHING_TO_REFUND: {
    fr: "Il ne reste rien à rembourser : tout ce que la facture comptait a été crédité.",
    en: "There is nothing left to refund: everything the invoice invoiced has been credited.",
  },
  INVALID_AMOUNT: { fr: "Les frais retenus dépassent ce qui serait remboursé.", en: "The fee kept is more than what would be refunded." },
  AMOUNT_TOO_HIGH: {
    fr: "Ce remboursement dépasserait ce qui a été payé et n'est pas encore remboursé.",
    en: "This refund would exceed what was paid and not refunded yet.",
  },
  GUEST_NO_STORE_CREDIT: {
    fr: "Cette commande a été passée sans compte client : elle ne peut pas être remboursée en avoir.",
    en: "This order was placed without a customer account: it cannot be refunded to store credit.",
  },
} as const satisfies ErrorMessages<RefundRefusal>;
