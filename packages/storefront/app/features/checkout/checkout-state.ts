import type { CheckoutCart } from "./checkout-queries.ts";

/** The checkout's steps, in order. Payment and review are one screen part, open once the others are done. */
export const CHECKOUT_STEPS = ["contact", "shipping", "delivery", "billing", "payment", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** A cart of downloads only has nothing to deliver: no shipping address, no delivery method. */
export const VIRTUAL_CHECKOUT_STEPS = ["contact", "billing", "payment", "review"] as const satisfies readonly CheckoutStep[];

type StepCart = Pick<CheckoutCart, "email" | "shippingAddress" | "billingAddress" | "billingSameAsShipping" | "selectedShippingMethod" | "pickupPoint" | "isVirtual">;

/** The steps this cart goes through, in order. */
export const checkoutSteps = (cart: Pick<CheckoutCart, "isVirtual">): readonly CheckoutStep[] => (cart.isVirtual ? VIRTUAL_CHECKOUT_STEPS : CHECKOUT_STEPS);

/**
 * Which steps the server's cart already completes. The state lives in the cart, never in the
 * browser, so a reload (or another tab) shows the same progress. Delivery is done only with a
 * method that still applies and, when it delivers to a relay, its pickup point; billing is done
 * once there is a shipping address to bill (the default) or a billing address of its own. A cart
 * of downloads has no delivery address to bill: its billing is done with an address of its own only.
 */
export function completedSteps(cart: StepCart): Set<CheckoutStep> {
  const done = new Set<CheckoutStep>();
  if (cart.email) done.add("contact");
  if (cart.isVirtual) {
    if (!cart.billingSameAsShipping && cart.billingAddress) done.add("billing");
    return done;
  }
  if (cart.shippingAddress) done.add("shipping");
  const method = cart.selectedShippingMethod;
  if (method && (!method.needsPickupPoint || cart.pickupPoint)) done.add("delivery");
  if (cart.billingSameAsShipping ? Boolean(cart.shippingAddress) : Boolean(cart.billingAddress)) done.add("billing");
  return done;
}

/**
 * The step the shopper is on: the one they chose to modify (a step of this cart's), else the first
 * not done. Payment is chosen on the page (the order's input, not the cart's), so once the steps
 * before it are done the shopper is on it, with the review below.
 */
export function currentStep(cart: StepCart, editing: CheckoutStep | null): CheckoutStep {
  const done = completedSteps(cart);
  const steps = checkoutSteps(cart);
  if (editing && editing !== "payment" && editing !== "review" && steps.includes(editing)) return editing;
  return steps.find((step) => step !== "payment" && step !== "review" && !done.has(step)) ?? "payment";
}
