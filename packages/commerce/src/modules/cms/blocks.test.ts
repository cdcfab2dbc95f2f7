import { describe, expect, it } from "vitest";
import { parseCmsBlocks, serialiseCmsBlocks } from "./blocks.ts";

describe("CMS content blocks", () => {
  it("reads every block type", () => {
    const blocks = [
      { type: "heading", level: 1, text: "Titre" },
      { type: "paragraph", text: "Texte" },
      { type: "list", ordered: true, items: ["un", "deux"] },
      { type: "image", src: "/media/cms/atelier.svg", alt: "L'atelier" },
      { type: "image", src: "https://images.example/atelier.jpg", alt: "" },
      { type: "faq", question: "Pourquoi ?", answer: "Parce que." },
      { type: "link", text: "Contact", href: "/contact" },
    ];
    expect(parseCmsBlocks(JSON.stringify(blocks))).toEqual(blocks);
  });

  it("defaults a list to unordered", () => {
    expect(parseCmsBlocks('[{"type":"list","items":["a"]}]')).toEqual([{ type: "list", ordered: false, items: ["a"] }]);
  });

  it("drops invalid and unsafe blocks, keeps the rest", () => {
    const content = JSON.stringify([
      { type: "html", html: "<script>alert(1)</script>" },
      { type: "link", text: "Off-site", href: "//evil.example/phish" },
      { type: "link", text: "Backslash", href: "/\\evil.example" },
      { type: "link", text: "Script", href: "javascript:alert(1)" },
      { type: "link", text: "Absolute", href: "https://evil.example/" },
      { type: "image", src: "http://insecure.example/a.png", alt: "" },
      { type: "image", src: "data:image/svg+xml,<svg onload=alert(1)>", alt: "" },
      { type: "heading", level: 7, text: "Too deep" },
      { type: "paragraph", text: "" },
      { type: "paragraph", text: 42 },
      null,
      "text",
      { type: "paragraph", text: "Kept" },
    ]);
    expect(parseCmsBlocks(content)).toEqual([{ type: "paragraph", text: "Kept" }]);
  });

  it("reads unreadable content as no block", () => {
    expect(parseCmsBlocks("not json")).toEqual([]);
    expect(parseCmsBlocks('{"type":"paragraph","text":"not an array"}')).toEqual([]);
    expect(parseCmsBlocks("null")).toEqual([]);
  });

  it("refuses to store invalid content", () => {
    expect(() => serialiseCmsBlocks([])).toThrow();
    expect(() => serialiseCmsBlocks([{ type: "link", text: "x", href: "//evil.example" }])).toThrow();
    expect(serialiseCmsBlocks([{ type: "paragraph", text: "Bonjour" }])).toBe('[{"type":"paragraph","text":"Bonjour"}]');
  });
});
