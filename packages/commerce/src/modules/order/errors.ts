import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { PlaceOrderErrorCode } from "../../graphql/generated/resolver-types.ts";

/** Messages of `PlaceOrderErrorCode` (schema.graphql), in both store languages. None repeats what was sent. */
export const placeOrderErrors = {
  CART_EMPTY: { fr: "Votre panier est vide.", en: "Your basket is empty." },
  CART_NOT_READY: {
    fr: "Une ligne de votre panier pose problème (stock, produit retiré) : corrigez votre panier avant de commander.",
    en: "A line of your basket has a problem (stock, product withdrawn): correct your basket before ordering.",
  },
  EMAIL_REQUIRED: { fr: "Indiquez l'adresse e-mail qui recevra la confirmation de commande.", en: "Give the e-mail address the order confirmation is sent to." },
  SHIPPING_ADDRESS_REQUIRED: { fr: "Indiquez l'adresse de livraison.", en: "Give the delivery address." },
  SHIPPING_METHOD_REQUIRED: { fr: "Choisissez un mode de livraison.", en: "Choose a delivery method." },
  PICKUP_POINT_REQUIRED: { fr: "Choisissez le point relais où retirer votre colis.", en: "Choose the pickup point where you will collect your parcel." },
  PAYMENT_METHOD_UNKNOWN: { fr: "Ce mode de paiement n'est pas proposé pour cette commande.", en: "This payment method is not offered for this order." },
  TERMS_NOT_ACCEPTED: { fr: "Acceptez les conditions générales de vente pour commander.", en: "Accept the terms and conditions of sale to order." },
  IDEMPOTENCY_KEY_INVALID: {
    fr: "La commande n'a pas pu être envoyée correctement. Rechargez la page et réessayez.",
    en: "The order could not be sent properly. Reload the page and try again.",
  },
  IDEMPOTENCY_KEY_REUSED: {
    fr: "Votre panier a changé depuis cette tentative de commande. Vérifiez-le et validez à nouveau.",
    en: "Your basket has changed since this ordering attempt. Check it and place your order again.",
  },
  OUT_OF_STOCK: {
    fr: "Un produit de votre panier vient d'être épuisé : rien n'a été commandé. Vérifiez votre panier.",
    en: "A product in your basket has just sold out: nothing was ordered. Check your basket.",
  },
  COUPON_NOT_APPLICABLE: {
    fr: "Votre code de réduction ne s'applique plus : rien n'a été commandé. Votre panier indique pourquoi.",
    en: "Your discount code no longer applies: nothing was ordered. Your basket says why.",
  },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de tentatives. Veuillez réessayer dans {wait}.", en: "Too many attempts. Please try again in {wait}." },
} as const satisfies ErrorMessages<PlaceOrderErrorCode>;

/**
 * What a change of status says to the shopper (`Order.history.note`): by the status reached, a
 * cancellation also by its cause (the payment delay ran out, or the shop cancelled it).
 */
export const historyNotes = {
  pending_payment: { fr: "Commande enregistrée, en attente du paiement", en: "Order placed, awaiting payment" },
  processing: { fr: "Paiement reçu : commande en préparation", en: "Payment received: order being prepared" },
  partially_shipped: { fr: "Une partie de la commande a été expédiée", en: "Part of the order has been shipped" },
  shipped: { fr: "Commande expédiée", en: "Order shipped" },
  complete: { fr: "Commande terminée", en: "Order complete" },
  cancelled: { fr: "Commande annulée par la boutique", en: "Order cancelled by the shop" },
  expired: { fr: "Commande annulée : paiement non reçu dans le délai", en: "Order cancelled: payment not received in time" },
} as const satisfies ErrorMessages<string>;

/** The note of an event: its status reached, or for an expiry its cause. */
export function historyNoteOf(event: { status_to: string; cause: string }, language: "fr" | "en"): string {
  const key = event.cause === "expired" ? "expired" : event.status_to;
  return (historyNotes[key as keyof typeof historyNotes] ?? historyNotes.pending_payment)[language];
}
