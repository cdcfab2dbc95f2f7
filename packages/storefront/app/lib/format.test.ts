import { describe, expect, it } from "vitest";
import { formatDate, formatMoney } from "./format.ts";

const normalise = (text: string) => text.replace(/\u202f|\u00a0/g, " ");

describe("Intl formatting", () => {
  it("formats prices in EUR and GBP for each store", () => {
    expect(normalise(formatMoney({ amount: 1234.5, currency: "EUR" }, "fr-FR"))).toBe("1 234,50 €");
    expect(formatMoney({ amount: 1234.5, currency: "EUR" }, "en-GB")).toBe("€1,234.50");
    expect(formatMoney({ amount: 9.9, currency: "GBP" }, "en-GB")).toBe("£9.90");
    expect(normalise(formatMoney({ amount: 9.9, currency: "GBP" }, "fr-FR"))).toBe("9,90 £GB");
  });

  it("formats dates in the store's language and zone", () => {
    expect(formatDate("2026-03-14T10:00:00Z", "fr-FR")).toBe("14 mars 2026");
    expect(formatDate("2026-03-14T10:00:00Z", "en-GB")).toBe("14 March 2026");
    expect(formatDate("2026-03-14T23:30:00Z", "fr-FR", "short")).toBe("15/03/2026");
    expect(formatDate("not a date", "en-GB")).toBe("");
  });
});
