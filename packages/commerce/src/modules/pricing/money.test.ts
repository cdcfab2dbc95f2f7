import { describe, expect, it } from "vitest";
import { convertCents, inclTaxCents, priceFilterValue, priceInclExcl } from "./money.ts";

const rates = { EUR: 1, GBP: 0.86 };

describe("money", () => {
  it("adds 20 % VAT and rounds to the cent once", () => {
    expect(inclTaxCents(542)).toBe(650);
    expect(inclTaxCents(1)).toBe(1);
    expect(inclTaxCents(0)).toBe(0);
    expect(inclTaxCents(4999)).toBe(5999);
  });

  it("gives both amounts in the display currency", () => {
    expect(priceInclExcl(1000, "EUR", rates)).toEqual({
      priceInclTax: { amount: 12, currency: "EUR" },
      priceExclTax: { amount: 10, currency: "EUR" },
    });
    expect(priceInclExcl(1000, "GBP", rates)).toEqual({
      priceInclTax: { amount: 10.32, currency: "GBP" },
      priceExclTax: { amount: 8.6, currency: "GBP" },
    });
  });

  it("refuses a currency without a rate", () => {
    expect(() => convertCents(100, "USD", rates)).toThrow("No rate for currency USD");
  });

  it("divides entered price filters by the tax divisor and rounds to 2 decimals", () => {
    expect(priceFilterValue(12)).toBe(12);
    expect(priceFilterValue(12, 1.2)).toBe(10);
    expect(priceFilterValue(10, 3)).toBe(3.33);
  });
});
