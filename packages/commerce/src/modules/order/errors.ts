import type { ErrorMessages } from "../../graphql/error-contract.ts";
import type { GuestOrderLookupErrorCode, OrderPaymentErrorCode, PlaceOrderErrorCode } from "../../graphql/generated/resolver-types.ts";

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
  DOWNLOAD_WAIVER_REQUIRED: {
    fr: "Pour commander des produits téléchargeables, demandez-en l'accès dès le paiement et reconnaissez perdre votre droit de rétractation pour ceux-ci.",
    en: "To order downloadable products, ask for access to them once paid and acknowledge that you lose your right of withdrawal for them.",
  },
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
  SIGN_IN_REQUIRED: { fr: "Connectez-vous pour acheter des produits téléchargeables.", en: "Sign in to buy downloadable products." },
  BILLING_ADDRESS_REQUIRED: { fr: "Indiquez votre adresse de facturation.", en: "Enter your billing address." },
  STORE_CREDIT_CHANGED: {
    fr: "Votre avoir a changé depuis l'affichage de votre panier : rien n'a été commandé. Vérifiez le montant restant à payer et validez à nouveau.",
    en: "Your store credit has changed since your basket was shown: nothing was ordered. Check the amount left to pay and place your order again.",
  },
  AMOUNT_CHANGED: {
    fr: "Le montant de votre commande a changé depuis que vous l'avez vérifié : rien n'a été commandé. Vérifiez le nouveau montant à payer et validez à nouveau.",
    en: "The total of your order has changed since you checked it: nothing was ordered. Check the new amount to pay and place your order again.",
  },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de tentatives. Veuillez réessayer dans {wait}.", en: "Too many attempts. Please try again in {wait}." },
} as const satisfies ErrorMessages<PlaceOrderErrorCode>;

/** Messages of `OrderPaymentErrorCode` (paying again, or cancelling, an order whose online payment did not go through). */
export const orderPaymentErrors = {
  UNKNOWN_ORDER: { fr: "Cette commande est introuvable.", en: "This order cannot be found." },
  ORDER_PAID: {
    fr: "Le paiement de cette commande vient d'être reçu : elle est en préparation et ne peut plus être annulée ici.",
    en: "The payment for this order has just been received: it is being prepared and can no longer be cancelled here.",
  },
  ORDER_CANCELLED: { fr: "Cette commande est annulée : elle ne peut plus être payée.", en: "This order is cancelled: it can no longer be paid." },
  NOT_PAID_ONLINE: {
    fr: "Cette commande se règle par virement ou par chèque : suivez les instructions de paiement.",
    en: "This order is paid by bank transfer or cheque: follow the payment instructions.",
  },
  PAYMENT_METHOD_UNKNOWN: { fr: "Choisissez un moyen de paiement en ligne proposé.", en: "Choose one of the online payment methods offered." },
  PAYMENT_ATTEMPTS_EXHAUSTED: {
    fr: "Trop de tentatives de paiement pour cette commande : annulez-la pour retrouver votre panier.",
    en: "Too many payment attempts for this order: cancel it to get your basket back.",
  },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de tentatives. Veuillez réessayer dans {wait}.", en: "Too many attempts. Please try again in {wait}." },
} as const satisfies ErrorMessages<OrderPaymentErrorCode>;

/** Messages of `GuestOrderLookupErrorCode` (finding an order by its number, e-mail and postcode). */
export const guestOrderLookupErrors = {
  // The same words whichever of the three is wrong.
  ORDER_NOT_FOUND: {
    fr: "Aucune commande ne correspond à ce numéro, cette adresse e-mail et ce code postal. Vérifiez-les sur votre e-mail de confirmation.",
    en: "No order matches this number, e-mail address and postcode. Check them against your confirmation e-mail.",
  },
  // `{wait}` is replaced by the wait (graphql/error-contract.ts `throttledFailure`).
  TOO_MANY_ATTEMPTS: { fr: "Trop de tentatives. Veuillez réessayer dans {wait}.", en: "Too many attempts. Please try again in {wait}." },
} as const satisfies ErrorMessages<GuestOrderLookupErrorCode>;

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
  closed: { fr: "Commande remboursée en totalité : elle est close", en: "Order refunded in full: it is closed" },
  expired: { fr: "Commande annulée : paiement non reçu dans le délai", en: "Order cancelled: payment not received in time" },
  shopper: { fr: "Commande annulée à votre demande, avant paiement", en: "Order cancelled at your request, before payment" },
  payment_retry: { fr: "Nouvelle tentative de paiement", en: "New payment attempt" },
  virtual: { fr: "Commande terminée : vos fichiers sont à télécharger dans votre compte", en: "Order complete: your files are ready to download in your account" },
  store_credit: { fr: "Réglée par votre avoir : commande en préparation", en: "Paid with your store credit: order being prepared" },
} as const satisfies ErrorMessages<string>;

/** Causes whose note says more than the status reached. */
const NOTED_CAUSES = new Set(["expired", "shopper", "payment_retry", "virtual", "store_credit"]);

/** The note of an event: its status reached, or for an expiry, a shopper's cancellation or a new payment attempt its cause. */
export function historyNoteOf(event: { status_to: string; cause: string }, language: "fr" | "en"): string {
  const key = NOTED_CAUSES.has(event.cause) ? event.cause : event.status_to;
  return (historyNotes[key as keyof typeof historyNotes] ?? historyNotes.pending_payment)[language];
}
