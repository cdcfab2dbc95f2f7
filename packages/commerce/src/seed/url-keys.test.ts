import { describe, expect, it } from "vitest";
import { productUrlKey, slugify, uniqueUrlKey } from "./url-keys.ts";

describe("product url keys", () => {
  it("slugifies names: lower case, no accents, words joined by dashes", () => {
    expect(slugify("Œillet « rare » & cœur d'ylang")).toBe("oeillet-rare-coeur-d-ylang");
    expect(slugify("  Bois de Hô – 100 %  ")).toBe("bois-de-ho-100");
    expect(slugify("CO₂")).toBe("co2");
  });

  it("drops short articles and adds the family's noun when the name does not say it", () => {
    expect(productUrlKey("Lavande vraie", "essential-oil", "fr")).toBe("huile-essentielle-lavande-vraie");
    expect(productUrlKey("Huile essentielle de lavande vraie", "essential-oil", "fr")).toBe("huile-essentielle-lavande-vraie");
    expect(productUrlKey("Lavender", "essential-oil", "en")).toBe("lavender-essential-oil");
    expect(productUrlKey("Lavender essential oil", "essential-oil", "en")).toBe("lavender-essential-oil");
    expect(productUrlKey("Rose de Damas", "absolute", "fr")).toBe("absolue-rose-damas");
    expect(productUrlKey("Amber bottle 30 ml", "bottle", "en")).toBe("amber-bottle-30-ml");
    expect(productUrlKey("Eau de rose", "hydrosol", "fr")).toBe("eau-rose");
  });

  it("keeps keys short and never empty", () => {
    expect(productUrlKey("x ".repeat(200), "kit", "fr").length).toBeLessThanOrEqual(100);
    expect(productUrlKey("!!!", "kit", "fr")).toBe("produit");
  });

  it("suffixes a key already taken", () => {
    const taken = new Set(["lavande", "lavande-2"]);
    expect(uniqueUrlKey("lavande", taken)).toBe("lavande-3");
    expect(uniqueUrlKey("rose", taken)).toBe("rose");
    expect(taken.has("lavande-3") && taken.has("rose")).toBe(true);
  });
});
