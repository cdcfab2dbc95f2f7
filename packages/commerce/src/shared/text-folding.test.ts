import { describe, expect, it } from "vitest";
import { foldText, foldTextReference } from "./text-folding.ts";

describe("foldText", () => {
  it("folds accents, case, ligatures and separators", () => {
    expect(foldText("  Néroli  BIO, 10 ml! ")).toBe("neroli bio 10 ml");
    expect(foldText("Œillet & cœur d'Æther, Straße")).toBe("oeillet coeur d aether strasse");
    expect(foldText("Cèdre de l’Atlas n° 12")).toBe("cedre de l atlas n 12");
    expect(foldText("e\u0301te\u0301")).toBe("ete");
    expect(foldText("🌿🌸 lavande 🌿")).toBe("lavande");
    expect(foldText("")).toBe("");
  });

  it("gives the whole-string definition's result, character by character", () => {
    // Every character of the Basic Multilingual Plane and some beyond, alone and between letters.
    const characters: string[] = [];
    for (let code = 0; code < 0x10000; code++) if (code < 0xd800 || code > 0xdfff) characters.push(String.fromCharCode(code));
    characters.push("🌿", "𝐀", "𝟗", "\ud800");
    for (const character of characters) {
      for (const text of [character, `a${character}b`, `${character}É${character}`, `${character}\u0301x`]) {
        const folded = foldText(text);
        if (folded !== foldTextReference(text)) expect(folded, JSON.stringify(text)).toBe(foldTextReference(text));
      }
    }
  });
});
