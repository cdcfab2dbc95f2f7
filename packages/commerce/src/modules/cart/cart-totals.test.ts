import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, cartTotals } from "./cart-totals.ts";

/** ADR 047's arithmetic: discounts per line, a fixed amount shared to the cent, totals as sums of lines. */
describe("cart totals", () => {
  it("shares a fixed amount in proportion, by largest remainder, adding up exactly", () => {
    expect(allocate(500, [1000, 1000, 1000])).toEqual([167, 167, 166]);
    expect(allocate(100, [1, 0, 2])).toEqual([33, 0, 67]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    fc.assert(
      fc.property(fc.nat(100_000), fc.array(fc.nat(50_000), { minLength: 1, maxLength: 100 }), (amount, weights) => {
        const shares = allocate(amount, weights);
        const total = weights.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : amount);
        shares.forEach((share, index) => expect(Math.abs(share - (total ? (amount * weights[index]) / total : 0))).toBeLessThan(1));
      }),
    );
  });

  it("takes a percentage of each row, incl. and excl. rounded on their own, and a fixed amount at most the subtotal", () => {
    const rows = [
      { incl: 2700, excl: 2250 },
      { incl: 1244, excl: 1037 },
    ];
    const percent = cartTotals(rows, { type: "percentage", percent: 10 }, { incl: 590, excl: 492 });
    expect(percent.lineDiscounts).toEqual([
      { incl: 270, excl: 225 },
      { incl: 124, excl: 104 },
    ]);
    expect(percent.grandTotal).toEqual({ incl: 3944 - 394 + 590, excl: 3287 - 329 + 492 });
    expect(percent.vatCents).toBe(percent.grandTotal.incl - percent.grandTotal.excl);
    const fixed = cartTotals([{ incl: 300, excl: 250 }], { type: "fixed_amount", amountInclCents: 500 }, { incl: 0, excl: 0 });
    expect(fixed.discount).toEqual({ incl: 300, excl: 250 });
    expect(fixed.grandTotal).toEqual({ incl: 0, excl: 0 });
  });
});
