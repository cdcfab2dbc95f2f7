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
  });

  it("uses an opening level-1 heading as the page's title", () => {
    const heading = block({ type: "heading", level: 1, text: "Une maison grassoise" });
    const paragraph = block({ text: "Tout a commencé par une odeur." });
    expect(splitLeadingTitle([heading, paragraph], "À propos")).toEqual({ heading: "Une maison grassoise", rest: [paragraph] });
    expect(splitLeadingTitle([paragraph], "À propos")).toEqual({ heading: "À propos", rest: [paragraph] });
  });
});
