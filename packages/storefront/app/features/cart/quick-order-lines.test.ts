import { describe, expect, it } from "vitest";
import { MAX_QUICK_ORDER_LINES, parseCsvLines, parsePastedLines, quantityOfText } from "./quick-order-lines.ts";

describe("pasted quick order lines", () => {
  it("read sku;qty, sku,qty, sku<TAB>qty and sku qty, one per line", () => {
    expect(parsePastedLines("HE-A;2\nHE-B,3\r\nHE-C\t4\rHE-D 5\n\n  HE-E ;  6  \nHE-F").lines).toEqual([
      { sku: "HE-A", quantity: "2" },
      { sku: "HE-B", quantity: "3" },
      { sku: "HE-C", quantity: "4" },
      { sku: "HE-D", quantity: "5" },
      { sku: "HE-E", quantity: "6" },
      { sku: "HE-F", quantity: "" },
    ]);
  });

  it("skip a header line and keep a wrong quantity as written, for the API to refuse", () => {
    expect(parsePastedLines("sku;quantité\nhe-a;deux\nHE-B;2,5").lines).toEqual([
      { sku: "he-a", quantity: "deux" },
      { sku: "HE-B", quantity: "2,5" },
    ]);
  });

  it("take at most 100 lines and say how many were left out", () => {
    const text = Array.from({ length: 105 }, (_unused, index) => `SKU-${index};1`).join("\n");
    const parsed = parsePastedLines(text);
    expect(parsed.lines).toHaveLength(MAX_QUICK_ORDER_LINES);
    expect(parsed.leftOut).toBe(5);
    expect(parsed.lines.at(-1)?.sku).toBe("SKU-99");
  });

  it("drop control characters", () => {
    expect(parsePastedLines("HE-\u0000A;1").lines).toEqual([{ sku: "HE- A", quantity: "1" }]);
  });
});

describe("an uploaded CSV file", () => {
  it("reads comma, semicolon and tab files, quotes included, and skips the header row", () => {
    expect(parseCsvLines("\uFEFFsku,qty\nHE-A,2\n\"HE-B\",\"3\"\n").lines).toEqual([
      { sku: "HE-A", quantity: "2" },
      { sku: "HE-B", quantity: "3" },
    ]);
    expect(parseCsvLines("Référence;Quantité\r\nHE-A;2\r\nHE-C;1\r\n").lines).toEqual([
      { sku: "HE-A", quantity: "2" },
      { sku: "HE-C", quantity: "1" },
    ]);
    expect(parseCsvLines("HE-A\t4\nHE-B\t1").lines).toEqual([
      { sku: "HE-A", quantity: "4" },
      { sku: "HE-B", quantity: "1" },
    ]);
  });

  it("keeps a file without header whole, and a row with only a sku", () => {
    expect(parseCsvLines("HE-A,2\nHE-B\n,3\n").lines).toEqual([
      { sku: "HE-A", quantity: "2" },
      { sku: "HE-B", quantity: "" },
    ]);
  });
});

describe("a quantity as written", () => {
  it("is a number for the API: empty is one, a decimal comma a point, a word 0", () => {
    expect(quantityOfText("")).toBe(1);
    expect(quantityOfText(" 3 ")).toBe(3);
    expect(quantityOfText("2,5")).toBe(2.5);
    expect(quantityOfText("-1")).toBe(-1);
    expect(quantityOfText("deux")).toBe(0);
    expect(quantityOfText("1e9")).toBe(0);
  });
});
