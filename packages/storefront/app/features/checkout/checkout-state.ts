import type { CheckoutCart } from "./checkout-queries.ts";

/** The checkout's steps, in order. Payment and review are one screen part, open once the others are done. */
export const CHECKOUT_STEPS = ["contact", "shipping", "delivery", "billing", "payment", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

type StepCart = Pick<CheckoutCart, "email" | "shippingAddress" | "billingAddress" | "billingSameAsShipping" | "selectedShippingMethod" | "pickupPoint">;

/**
 * Which steps the server's cart already completes. The state lives in the cart, never in the
 * browser, so a reload (or another tab) shows the same progress. Delivery is done only with a
 * method that still applies and, when it delivers to a relay, its pickup point; billing is done
 * once there is a shipping address to bill (the default) or a billing address of its own.
 */
export function completedSteps(cart: StepCart): Set<CheckoutStep> {
  const done = new Set<CheckoutStep>();
  if (cart.email) done.add("contact");
  if (cart.shippingAddress) done.add("shipping");
  const method = cart.selectedShippingMethod;
  if (method && (!method.needsPickupPoint || cart.pickupPoint)) done.add("delivery");
  if (cart.billingSameAsShipping ? Boolean(cart.shippingAddress) : Boolean(cart.billingAddress)) done.add("billing");
  return done;
}

/**
 * The step the shopper is on: the one they chose to modify, else the first not done. Payment is
 * chosen on the page (the order's input, not the cart's), so once the four steps before it are
 * done the shopper is on it, with the review below.
 */
export function currentStep(cart: StepCart, editing: CheckoutStep | null): CheckoutStep {
  const done = completedSteps(cart);
  if (editing && editing !== "payment" && editing !== "review") return editing;
  return CHECKOUT_STEPS.find((step) => step !== "payment" && step !== "review" && !done.has(step)) ?? "payment";
}
