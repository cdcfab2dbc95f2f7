import { TAX_MULTIPLIER } from "../pricing/money.ts";
import { type Cents, ZERO_CENTS } from "../pricing/selection-price.ts";

/**
 * A cart's totals in one currency (ADR 047): computed on every read from the lines' rows as the
 * pricing module shows them, never stored. Every total is a sum of lines, so the lines shown add
 * up to the totals shown, to the cent:
 *
 * - a percentage coupon takes from each row its percent, rounded to the cent, incl. and excl. VAT
 *   separately;
 * - a fixed amount (incl. VAT, already in this currency) takes at most the subtotal, shared over
 *   the rows in proportion to their amounts incl. VAT (largest remainder, so the shares add up to
 *   the amount exactly); each share's amount excl. VAT is the share / 1.2, rounded (never more
 *   than the row's);
 * - grandTotal = subtotal − discount + shipping, incl. and excl.; vat = grandTotal incl − excl.
 */

export type CartDiscount = { type: "percentage"; percent: number } | { type: "fixed_amount"; amountInclCents: number } | { type: "none" };

export interface CartTotals {
  subtotal: Cents;
  discount: Cents;
  shipping: Cents;
  grandTotal: Cents;
  vatCents: number;
  /** Each row's share of the discount, in the rows' order. */
  lineDiscounts: Cents[];
}

const add = (a: Cents, b: Cents): Cents => ({ incl: a.incl + b.incl, excl: a.excl + b.excl });
const sum = (amounts: readonly Cents[]): Cents => amounts.reduce(add, ZERO_CENTS);

/** `amount` shared over `weights` in proportion (largest remainder, ties to the first): integer shares that add up to it. */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * Math.max(0, weight)) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((acc, share) => acc + share, 0);
  const order = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]++;
    left--;
  }
  return shares;
}

export function lineDiscounts(rows: readonly Cents[], discount: CartDiscount): Cents[] {
  if (discount.type === "percentage") {
    const rate = Math.min(100, Math.max(0, discount.percent)) / 100;
    return rows.map((row) => ({ incl: Math.round(row.incl * rate), excl: Math.round(row.excl * rate) }));
  }
  if (discount.type === "fixed_amount") {
    const subtotal = rows.reduce((acc, row) => acc + row.incl, 0);
    const shares = allocate(Math.min(Math.max(0, discount.amountInclCents), subtotal), rows.map((row) => row.incl));
    return shares.map((share, index) => ({ incl: share, excl: Math.min(rows[index].excl, Math.round(share / TAX_MULTIPLIER)) }));
  }
  return rows.map(() => ZERO_CENTS);
}

export function cartTotals(rows: readonly Cents[], discount: CartDiscount, shipping: Cents): CartTotals {
  const discounts = lineDiscounts(rows, discount);
  const subtotal = sum(rows);
  const discounted = sum(discounts);
  const grandTotal = { incl: subtotal.incl - discounted.incl + shipping.incl, excl: subtotal.excl - discounted.excl + shipping.excl };
  return { subtotal, discount: discounted, shipping, grandTotal, vatCents: grandTotal.incl - grandTotal.excl, lineDiscounts: discounts };
}
