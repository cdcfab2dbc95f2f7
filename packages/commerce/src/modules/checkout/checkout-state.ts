import type { PricedShippingMethod, ShippingMethod } from "../shipping/service.ts";

/**
 * The checkout's state as the cart carries it (`CartView.checkout`): what the shopper has entered
 * so far, already checked when it was set. The order is placed from it (modules/order).
 */

/** A postal address, validated for its country when set (no title: `useUserTitles` is false). */
export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  /** One to three lines. */
  street: string[];
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** E.164. */
  telephone: string;
}

export interface CheckoutState {
  /** The e-mail set for this checkout, else the signed-in customer's; null for a guest who has not given one. */
  email: string | null;
  shippingAddress: CheckoutAddress | null;
  /** The billing address, resolved (the shipping address when `billingSameAsShipping`). */
  billingAddress: CheckoutAddress | null;
  billingSameAsShipping: boolean;
  /** The method chosen when it still applies to the shipping country, priced for the cart as it is (euro cents excl. VAT). */
  shippingMethod: (ShippingMethod & { priceExclCents: number }) | null;
  /** The pickup point chosen (for a method that needs one). */
  pickupPointId: string | null;
  /** The country delivered to: the shipping address's, else the store's (ISO 3166-1 alpha-2). */
  shippingCountry: string;
  /** The methods to `shippingCountry`, each priced for the cart as it is (euro cents excl. VAT), cheapest first; none for an empty cart. */
  shippingMethods: PricedShippingMethod[];
  /** What the cart's lines weigh, packaging included (grams; a unit without a weight counts the shop's default). */
  weightGrams: number;
}

export const EMPTY_CHECKOUT: CheckoutState = {
  email: null,
  shippingAddress: null,
  billingAddress: null,
  billingSameAsShipping: true,
  shippingMethod: null,
  pickupPointId: null,
  shippingCountry: "FR",
  shippingMethods: [],
  weightGrams: 0,
};
