/**
 * Money rules (docs/product-rules.md#currency-and-vat): amounts are integer cents excluding VAT in the base
 * currency (EUR); VAT is 20 % (tax multiplier 1.2); GBP is a display currency converted at a
 * configured rate. Rounding happens once, on the final cent.
 */
export const TAX_MULTIPLIER = 1.2;

export interface CurrencyRates {
  /** Units of the currency for one euro, e.g. { EUR: 1, GBP: 0.86 }. */
  [currency: string]: number;
}

export interface Money {
  /** Amount in major units (euros, pounds) with two decimals, as shoppers read it. */
  amount: number;
  currency: string;
}

export interface PriceInclExcl {
  priceInclTax: Money;
  priceExclTax: Money;
}

export const inclTaxCents = (exclTaxCents: number): number => Math.round(exclTaxCents * TAX_MULTIPLIER);

/** Converts base-currency cents to the display currency, rounded to the cent. */
export function convertCents(cents: number, currency: string, rates: CurrencyRates): number {
  const rate = rates[currency];
  if (rate === undefined) throw new Error(`No rate for currency ${currency}`);
  return Math.round(cents * rate);
}

export function toMoney(cents: number, currency: string, rates: CurrencyRates): Money {
  return { amount: convertCents(cents, currency, rates) / 100, currency };
}

/** A price excluding VAT in base cents, as both amounts in the display currency. */
export function priceInclExcl(exclTaxCents: number, currency: string, rates: CurrencyRates): PriceInclExcl {
  return {
    priceInclTax: toMoney(inclTaxCents(exclTaxCents), currency, rates),
    priceExclTax: toMoney(exclTaxCents, currency, rates),
  };
}

/**
 * A price bound in display-currency cents as the base-currency cents bound that keeps exactly
 * the products whose displayed price (rounded to the cent) is within it: `lower` for an
 * inclusive minimum, `upper` for an inclusive maximum. The identity at rate 1.
 */
export function baseCentsBound(displayCents: number, rate: number, side: "lower" | "upper"): number {
  if (rate === 1) return displayCents;
  return side === "lower" ? Math.max(0, Math.ceil((displayCents - 0.5) / rate)) : Math.ceil((displayCents + 0.5) / rate) - 1;
}

/**
 * An entered minimum or maximum price is divided by the tax divisor (default 1) and
 * rounded to 2 decimals.
 */
export function priceFilterValue(entered: number, taxDivisor = 1): number {
  return Math.round((entered / taxDivisor) * 100) / 100;
}
