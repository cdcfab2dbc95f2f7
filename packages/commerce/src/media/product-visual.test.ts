import { describe, expect, it } from "vitest";
import type { ProductFamily, ProductSeed } from "../modules/product/product-definition.ts";
import { categoryFamily, categoryVisualSvg, productVisualSvg } from "./product-visual.ts";
import { escapeXml, fitText, hash32 } from "./svg-kit.ts";
import { amberBottle, lavenderOil, lemonOil, roseHydrosol, sampleProducts, trickyName, vanillin } from "./test-fixtures.ts";

/**
 * A deliberately small well-formedness check: one root element, balanced and properly nested
 * tags, quoted attributes, no raw "<" or "&" in text or attribute values.
 */
function assertWellFormedXml(xml: string): void {
  const tokenRe = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<!--[\s\S]*?-->|([^<]+)|(<)/g;
  const stack: string[] = [];
  let roots = 0;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = tokenRe.exec(xml))) {
    expect(match.index, `unexpected content at ${consumed}: ${xml.slice(consumed, consumed + 60)}`).toBe(consumed);
    consumed = match.index + match[0].length;
    const [, closing, name, attrs, selfClosing, text, stray] = match;
    if (stray) throw new Error(`stray "<" at ${match.index}: ${xml.slice(match.index, match.index + 60)}`);
    if (text !== undefined) {
      expect(stack.length, "text outside the root element").toBeGreaterThan(0);
      expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
      continue;
    }
    if (!name) continue;
    if (attrs) expect(attrs).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
    if (closing) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
    } else if (!selfClosing) {
      if (!stack.length) roots++;
      stack.push(name);
    } else if (!stack.length) roots++;
  }
  expect(consumed).toBe(xml.length);
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

const families: ProductFamily[] = [
  "essential-oil",
  "absolute",
  "co2-extract",
  "hydrosol",
  "vegetable-oil",
  "butter-wax",
  "aroma-molecule",
  "fragrance",
  "cosmetic-active",
  "kit",
  "bottle",
  "accessory",
];

function asFamily(family: ProductFamily, sku = `T-${family}`): ProductSeed {
  return { ...lemonOil, sku, family, palette: undefined, name: { fr: `Produit ${family}`, en: `Product ${family}` } };
}

describe("productVisualSvg", () => {
  it("produces a well-formed, self-contained, small SVG for every family", () => {
    for (const family of families) {
      const svg = productVisualSvg(asFamily(family));
      assertWellFormedXml(svg);
      expect(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"")).toBe(true);
      expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/href="(https?:|data:|\/\/)/i);
      expect(svg).not.toMatch(/<image|<foreignObject|@import|url\((?!#)/i);
      expect(svg).not.toMatch(/\son\w+=/i);
      expect(svg.length).toBeLessThan(12_000);
    }
  });

  it("keeps the fixtures' visuals under 8 KB", () => {
    for (const product of sampleProducts) expect(productVisualSvg(product).length).toBeLessThan(8_192);
  });

  it("escapes markup characters in names", () => {
    const svg = productVisualSvg(trickyName);
    assertWellFormedXml(svg);
    expect(svg).not.toContain("<b>");
    expect(svg).not.toContain('"rare"');
    expect(svg).toContain("&lt;b&gt;");
    expect(svg).toContain("&quot;rare&quot;");
    expect(svg).toContain("&amp;");
    expect(svg).toContain("&lt;Cananga&gt;");
  });

  it("is deterministic", () => {
    expect(productVisualSvg(lavenderOil)).toBe(productVisualSvg(lavenderOil));
    expect(productVisualSvg(lavenderOil, { variant: "30ml" })).toBe(productVisualSvg(lavenderOil, { variant: "30ml" }));
  });

  it("differs between products of the same family, even with the same name", () => {
    expect(productVisualSvg(lavenderOil)).not.toBe(productVisualSvg(lemonOil));
    const a = asFamily("essential-oil", "SAME-A");
    const b = asFamily("essential-oil", "SAME-B");
    // Same name and family: only the sku-seeded palette and motif layout tell them apart.
    const strip = (svg: string, sku: string) => svg.replaceAll(`v${hash32(`${sku}|`).toString(36)}`, "ID");
    expect(strip(productVisualSvg(a), "SAME-A")).not.toBe(strip(productVisualSvg(b), "SAME-B"));
  });

  it("draws each colour variant in its own colour", () => {
    const atomiser: ProductSeed = {
      ...amberBottle,
      sku: "FL-SPRAY-VOYAGE",
      name: { fr: "Vaporisateur de voyage 10 ml", en: "Travel atomiser 10 ml" },
      type: "configurable",
      configurable: {
        attribute: "color",
        variants: ["gold", "silver", "black"].map((value) => ({ skuSuffix: `-${value.toUpperCase()}`, value, label: { fr: value, en: value }, priceCents: 825, stock: 10 })),
      },
    };
    const [gold, silver, black] = ["gold", "silver", "-BLACK"].map((variant) => productVisualSvg(atomiser, { variant }));
    expect(new Set([gold, silver, black]).size).toBe(3);
    // The swatch colour (product-attributes.ts) is the glass: gold is warm, black is dark.
    const fillsOf = (svg: string) => [...svg.matchAll(/#([0-9a-f]{6})/g)].map((match) => match[1]);
    const warm = (hex: string) => Number.parseInt(hex.slice(0, 2), 16) - Number.parseInt(hex.slice(4, 6), 16) > 60;
    const dark = (hex: string) => [0, 2, 4].every((at) => Number.parseInt(hex.slice(at, at + 2), 16) < 60);
    expect(fillsOf(gold).filter(warm).length).toBeGreaterThan(fillsOf(silver).filter(warm).length);
    expect(fillsOf(black).filter(dark).length).toBeGreaterThan(fillsOf(silver).filter(dark).length);
    // A volume variant keeps the product's palette.
    expect(productVisualSvg(lavenderOil, { variant: "30ml" })).not.toContain("#c9a227");
  });

  it("differs between families", () => {
    const shapes = new Set(families.map((family) => productVisualSvg(asFamily(family, "SAME-SKU")).replace(/Produit [\w-]+/g, "")));
    expect(shapes.size).toBe(families.length);
  });

  it("shows the name, botanical name, variant and organic mark on the label", () => {
    const svg = productVisualSvg(lavenderOil, { variant: "30ml" });
    expect(svg).toContain("Lavande");
    expect(svg).toContain("Lavandula");
    expect(svg).toContain("30 ml");
    expect(svg).toContain("BIO");
    expect(productVisualSvg(lavenderOil, { language: "en" })).toContain("True lavender");
    expect(productVisualSvg(vanillin)).toContain("CAS 121-33-5");
    expect(productVisualSvg(roseHydrosol)).toContain("HYDROLAT");
  });

  it("uses the generic font stack and honours the size options", () => {
    const svg = productVisualSvg(amberBottle, { width: 320 });
    expect(svg).toContain(`font-family="Jost, 'Century Gothic', sans-serif"`);
    expect(svg).toContain('width="320" height="320"');
    expect(productVisualSvg(amberBottle, { width: 400, height: 300 })).toContain('width="400" height="300"');
    expect(productVisualSvg(amberBottle, { width: -5 })).toContain('width="800" height="800"');
  });

  it("survives sparse or odd data", () => {
    const odd = {
      ...lemonOil,
      sku: "ODD",
      name: { fr: "", en: "" },
      botanicalName: undefined,
      palette: ["red", "#12"] as unknown as [string, string],
      family: "unknown" as ProductFamily,
    };
    const svg = productVisualSvg(odd);
    assertWellFormedXml(svg);
    expect(svg).toContain("ODD");
    const long = { ...lemonOil, name: { fr: "Très ".repeat(60) + "long nom", en: "x" } };
    const longSvg = productVisualSvg(long);
    assertWellFormedXml(longSvg);
    expect(longSvg).toContain("…");
  });
});

describe("categoryVisualSvg", () => {
  it("draws a well-formed banner per family with the escaped title", () => {
    const codes = ["essential-oils/citrus", "absolutes-concretes", "co2-extracts", "hydrosols", "vegetable-oils", "butters-waxes", "aroma-molecules", "fragrances", "cosmetic-actives", "kits", "bottles-packaging", "accessories"];
    const seen = new Set<string>();
    for (const code of codes) {
      const svg = categoryVisualSvg(code, `Titre <${code}> & co`);
      assertWellFormedXml(svg);
      expect(svg).toContain('viewBox="0 0 1200 600"');
      expect(svg).toContain("&lt;");
      expect(svg).not.toMatch(/<script|href="http/i);
      seen.add(categoryFamily(code));
    }
    expect(seen.size).toBe(codes.length);
    expect(categoryVisualSvg("hydrosols", "Hydrolats")).toBe(categoryVisualSvg("hydrosols", "Hydrolats"));
    expect(categoryVisualSvg("hydrosols", "Hydrosols", { language: "en" })).toContain("HYDROSOL");
    expect(categoryVisualSvg("hydrosols", "Hydrolats", { width: 600 })).toContain('width="600" height="300"');
  });
});

describe("svg text helpers", () => {
  it("escapes XML and drops forbidden characters", () => {
    expect(escapeXml(`a<b>&"c'\u0001`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
  });

  it("wraps and truncates to the allowed lines", () => {
    const fitted = fitText("Huile essentielle de lavande vraie de Haute-Provence biologique", 150, { maxSize: 30, minSize: 12, maxLines: 2 });
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    expect(fitted.size).toBeGreaterThanOrEqual(12);
  });
});
