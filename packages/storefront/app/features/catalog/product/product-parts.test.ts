import { describe, expect, it } from "vitest";
import { parsePriceInput } from "../listing/facet-panel.tsx";
import { fileTypeOf } from "./documents.tsx";
import { starsOf } from "../../../components/stars.tsx";

describe("product page parts", () => {
  it("draw a 0–5 average as full, half and empty stars", () => {
    expect(starsOf(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
    expect(starsOf(4.5)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starsOf(3.2)).toEqual(["full", "full", "full", "empty", "empty"]);
    expect(starsOf(3.8)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starsOf(7)).toEqual(["full", "full", "full", "full", "full"]);
  });

  it("name a document's file type from its URL", () => {
    expect(fileTypeOf("/media/documents/HE-BERGAMOTE/technical-fr.pdf")).toBe("PDF");
    expect(fileTypeOf("/media/documents/X/fds-en.PDF?v=2")).toBe("PDF");
  });

  it("read prices typed the French or the English way", () => {
    expect(parsePriceInput("12,50")).toBe(12.5);
    expect(parsePriceInput(" 7.999 ")).toBe(8);
    expect(parsePriceInput("")).toBeUndefined();
    expect(parsePriceInput("-3")).toBeNull();
    expect(parsePriceInput("abc")).toBeNull();
  });
});
