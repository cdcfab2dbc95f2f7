import { cmsPageSeeds } from "@eb/commerce/testing/seed-data.ts";
import { describe, expect, it } from "vitest";
import { slugify, splitLeadingTitle } from "./cms-blocks.tsx";
import type { CmsBlock } from "./cms-queries.ts";

const block = (fields: Partial<CmsBlock>): CmsBlock => ({
  type: "paragraph",
  text: null,
  level: null,
  items: null,
  ordered: null,
  question: null,
  answer: null,
  src: null,
  alt: null,
  href: null,
  ...fields,
});

describe("CMS blocks", () => {
  it("gives headings readable anchors", () => {
    expect(slugify("Délais de livraison & retours")).toBe("delais-de-livraison-retours");
    expect(slugify("  Qu'est-ce qu'une absolue ?  ")).toBe("qu-est-ce-qu-une-absolue");
    expect(slugify("Cœur de rose")).toBe("coeur-de-rose");
    expect(slugify(`${"a".repeat(79)} b`)).toBe("a".repeat(79));
  });

  it("keeps the anchors of the seeded pages' headings (links to them exist)", () => {
    // How anchors were made before they used the shop's text folding: accents dropped, the rest hyphenated.
    const previous = (text: string) =>
      text
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 80);
    const headings = cmsPageSeeds.flatMap((page) =>
      Object.values(page.translations).flatMap((translation) => translation.blocks.flatMap((b) => (b.type === "heading" && b.text ? [b.text] : []))),
    );
    expect(headings.length).toBeGreaterThan(50);
    for (const text of headings) expect(slugify(text), text).toBe(previous(text));
  });

  it("uses an opening level-1 heading as the page's title", () => {
    const heading = block({ type: "heading", level: 1, text: "Une maison grassoise" });
    const paragraph = block({ text: "Tout a commencé par une odeur." });
    expect(splitLeadingTitle([heading, paragraph], "À propos")).toEqual({ heading: "Une maison grassoise", rest: [paragraph] });
    expect(splitLeadingTitle([paragraph], "À propos")).toEqual({ heading: "À propos", rest: [paragraph] });
  });
});
