import { describe, expect, it } from "vitest";
import { excerpt, messageMeta, screenMeta } from "./meta.ts";

const root = (locale: string, extra: Record<string, unknown> = {}) => ({
  id: "root",
  loaderData: { page: { locale, basename: locale === "en-GB" ? "/en" : "/" }, shopName: "Essences & Botanique", publicUrl: "https://shop.example", ...extra },
});

const content = (tags: ReturnType<typeof screenMeta>, key: string) =>
  (tags.find((tag) => "property" in tag && tag.property === key) ?? tags.find((tag) => "name" in tag && tag.name === key)) as { content: string } | undefined;

describe("page heads: title, description and Open Graph", () => {
  it("cuts a description to one line of at most 160 characters, at a word", () => {
    expect(excerpt("  Lavande fine\n de Haute-Provence.  ")).toBe("Lavande fine de Haute-Provence.");
    const long = `${"Huiles essentielles distillées à la vapeur d'eau, ".repeat(5)}fin`;
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/\p{L}…$/u);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    // A single word longer than the limit is cut inside it.
    expect(excerpt("x".repeat(300))).toBe(`${"x".repeat(159)}…`);
  });

  it("writes the title, the page's description and the Open Graph tags, the picture as an absolute URL from the public URL", () => {
    const tags = screenMeta([root("fr-FR")], "Bergamote bio", "L'agrume le plus raffiné.", { type: "product", image: "/media/product/HE-BERGAMOTE.svg" });
    expect(tags).toEqual([
      { title: "Bergamote bio | Essences & Botanique" },
      { name: "description", content: "L'agrume le plus raffiné." },
      { property: "og:type", content: "product" },
      { property: "og:title", content: "Bergamote bio" },
      { property: "og:description", content: "L'agrume le plus raffiné." },
      { property: "og:image", content: "https://shop.example/media/product/HE-BERGAMOTE.svg" },
    ]);
    // An image the API gives as an absolute URL (another image host) stays as it is.
    expect(content(screenMeta([root("fr-FR")], "X", null, { image: "https://images.example/x.svg" }), "og:image")?.content).toBe("https://images.example/x.svg");
  });

  it("without a description of its own, a page is described by one naming the shop, in the store's language; without a picture, by the shop's", () => {
    const english = screenMeta([root("en-GB")], undefined);
    expect(english[0]).toEqual({ title: "Essences & Botanique" });
    expect(content(english, "description")?.content).toMatch(/^Essences & Botanique: .*France and the UK\.$/);
    expect(content(english, "og:description")?.content).toBe(content(english, "description")?.content);
    expect(content(english, "og:type")?.content).toBe("website");
    expect(content(english, "og:image")?.content).toBe("https://shop.example/images/logo/full.svg");
    expect(content(screenMeta([root("fr-FR")], "Panier", "   "), "description")?.content).toMatch(/^Essences & Botanique : .*Royaume-Uni\.$/);
  });

  it("a screen named by messages is described by its lead; a whole title is kept as it is", () => {
    const contact = messageMeta("screen.contact.title", undefined, "screen.contact.lead")({ matches: [root("en-GB")], params: {} });
    expect(contact[0]).toEqual({ title: "Contact us | Essences & Botanique" });
    expect(content(contact, "og:description")?.content).toMatch(/^Our perfumers/);
    expect(screenMeta([root("fr-FR")], "Essences & Botanique : matières premières", null, { wholeTitle: true })[0]).toEqual({ title: "Essences & Botanique : matières premières" });
  });

  it("the maintenance page has its title only", () => {
    expect(screenMeta([root("fr-FR", { page: { locale: "fr-FR", maintenance: true } })], "Bergamote")).toHaveLength(1);
  });
});
