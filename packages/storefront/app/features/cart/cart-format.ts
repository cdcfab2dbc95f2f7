import type { IntlShape } from "react-intl";
import type { CartData, CartLine } from "./cart-queries.ts";

/**
 * What a line's choices say, one entry per option, in the order the product page asks them:
 * configurable options, custom options (the text typed or the value chosen), bundle options with
 * their choices listed together (a kit of six oils is one entry, not six), each choice's quantity
 * per bundle said when it is more than one. The labels come from the API, in the store's language.
 */
export function lineOptionTexts(intl: IntlShape, line: Pick<CartLine, "selectedOptions" | "selectedCustomOptions" | "selectedBundleOptions">): string[] {
  return [
    ...line.selectedOptions.map((option) => intl.formatMessage({ id: "cart.line.option" }, { label: option.label, value: option.value_label })),
    ...line.selectedCustomOptions.map((option) => intl.formatMessage({ id: "cart.line.option" }, { label: option.label, value: option.value_label })),
    ...bundleOptionTexts(intl, line.selectedBundleOptions),
  ];
}

function bundleOptionTexts(intl: IntlShape, options: CartLine["selectedBundleOptions"]): string[] {
  const byOption = new Map<string, { label: string; values: string[] }>();
  for (const option of options) {
    const value =
      option.option_qty > 1 ? intl.formatMessage({ id: "cart.line.bundleQuantity" }, { quantity: intl.formatNumber(option.option_qty), value: option.value_label }) : option.value_label;
    const entry = byOption.get(option.option_id) ?? { label: option.label, values: [] };
    entry.values.push(value);
    byOption.set(option.option_id, entry);
  }
  return [...byOption.values()].map(({ label, values }) => intl.formatMessage({ id: "cart.line.option" }, { label, value: values.join(", ") }));
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
