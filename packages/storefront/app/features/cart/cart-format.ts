import type { IntlShape } from "react-intl";
import type { CartData, CartLine } from "./cart-queries.ts";

/**
 * What a line's choices say, one entry per choice, in the order the product page asks them:
 * configurable options, custom options (the text typed or the value chosen), bundle choices with
 * their quantity per bundle. The labels come from the API, in the store's language.
 */
export function lineOptionTexts(intl: IntlShape, line: Pick<CartLine, "selectedOptions" | "selectedCustomOptions" | "selectedBundleOptions">): string[] {
  return [
    ...line.selectedOptions.map((option) => intl.formatMessage({ id: "cart.line.option" }, { label: option.label, value: option.value_label })),
    ...line.selectedCustomOptions.map((option) => intl.formatMessage({ id: "cart.line.option" }, { label: option.label, value: option.value_label })),
    ...line.selectedBundleOptions.map((option) =>
      intl.formatMessage({ id: "cart.line.bundleOption" }, { label: option.label, value: option.value_label, quantity: intl.formatNumber(option.option_qty) }),
    ),
  ];
}

/** A line is on sale when the API gives a regular unit price above the one charged. */
export const lineOnSale = (line: Pick<CartLine, "prices">): boolean =>
  line.prices.regularUnit !== null && line.prices.regularUnit.priceInclTax.amount > line.prices.unit.priceInclTax.amount;

/**
 * The one-click fix of a line asking more than is left: the quantity to set (null when there is
 * nothing to set it to: out of stock, or no longer sold, where only removing helps).
 */
export function lineFixQuantity(line: Pick<CartLine, "errors" | "quantity">): number | null {
  for (const error of line.errors) {
    if (error.code === "NOT_ENOUGH_STOCK" && error.availableQuantity !== null && error.availableQuantity > 0 && error.availableQuantity < line.quantity) {
      return error.availableQuantity;
    }
  }
  return null;
}

/** The euros actually charged differ from the display currency (GBP shown, EUR paid). */
export const chargedInOtherCurrency = (cart: Pick<CartData, "prices" | "chargedPrices">): boolean =>
  cart.chargedPrices.grandTotal.priceInclTax.currency !== cart.prices.grandTotal.priceInclTax.currency;

/**
 * Progress towards free delivery, from 0 to 1, or null when delivery is never free here (or the
 * API gave no estimate). The threshold is on the order amount incl. VAT after discount, which is
 * what the API's `remainingForFreeShipping` is counted from.
 */
export function freeShippingProgress(estimate: CartData["shippingEstimate"]): number | null {
  const threshold = estimate?.freeShippingThreshold?.amount;
  const remaining = estimate?.remainingForFreeShipping?.amount;
  if (threshold === undefined || remaining === undefined || threshold <= 0) return null;
  return Math.min(1, Math.max(0, (threshold - remaining) / threshold));
}

/** A quantity a cart form sent: the field plus the − / + step, or null when it is not a whole number. */
export function submittedQuantity(field: FormDataEntryValue | null, step: FormDataEntryValue | null): number | null {
  if (typeof field !== "string" || field.trim() === "") return null;
  const quantity = Number(field) + (typeof step === "string" && /^-?1$/.test(step) ? Number(step) : 0);
  return Number.isInteger(quantity) ? quantity : null;
}
