import { describe, expect, it } from "vitest";
import { blockEditOf, blockInputOf, draftInputOf, editBlocks, editorProblemsOf, formFieldOf, sameContent, valuesOfContent, valuesOfForm } from "./page-editor-form.ts";

const content = {
  title: "À propos",
  metaTitle: null,
  metaDescription: "Une maison grassoise",
  blocks: [
    { type: "heading", level: 1, text: "Une maison", items: null, ordered: null, question: null, answer: null, src: null, alt: null, href: null },
    { type: "list", level: null, text: null, items: ["Lavande", "Néroli"], ordered: true, question: null, answer: null, src: null, alt: null, href: null },
    { type: "image", level: null, text: null, items: null, ordered: null, question: null, answer: null, src: "/media/atelier.webp", alt: "", href: null },
    { type: "carousel", level: null, text: "Diaporama", items: null, ordered: null, question: null, answer: null, src: null, alt: null, href: "/landing/x" },
  ],
};

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("the content editor's form", () => {
  it("maps a version to the form's fields and back to the draft the API takes, each block with its type's fields only", () => {
    const values = valuesOfContent(content);
    expect(values.blocks[1]).toMatchObject({ type: "list", items: "Lavande\nNéroli", ordered: true });
    expect(draftInputOf("about-us", "fr-FR", values)).toEqual({
      identifier: "about-us",
      locale: "fr-FR",
      title: "À propos",
      metaTitle: null,
      metaDescription: "Une maison grassoise",
      blocks: [
        { type: "heading", level: 1, text: "Une maison" },
        { type: "list", items: ["Lavande", "Néroli"], ordered: true },
        { type: "image", src: "/media/atelier.webp", alt: "" },
        // A type the editor does not know keeps what it has.
        { type: "carousel", text: "Diaporama", href: "/landing/x" },
      ],
    });
  });

  it("reads the posted form: blocks in order, a list's lines without blanks, an unticked box as false", () => {
    const values = valuesOfForm(
      formOf({
        title: "About",
        metaTitle: " ",
        metaDescription: "",
        "blocks.0.type": "paragraph",
        "blocks.0.text": "Hello",
        "blocks.1.type": "list",
        "blocks.1.items": "One\r\n\n  Two  \n",
        "blocks.2.type": "heading",
        "blocks.2.level": "x",
        "blocks.2.text": "Title",
        // Not a block: the blocks stop at the first missing type.
        "blocks.4.type": "paragraph",
        publishAt: "2027-05-01T09:00",
      }),
    );
    expect(values.blocks.map((block) => block.type)).toEqual(["paragraph", "list", "heading"]);
    expect(values.publishAt).toBe("2027-05-01T09:00");
    const draft = draftInputOf("about-us", "en-GB", values);
    expect(draft.metaTitle).toBeNull();
    expect(draft.metaDescription).toBeNull();
    expect(draft.blocks).toEqual([
      { type: "paragraph", text: "Hello" },
      { type: "list", items: ["One", "Two"], ordered: false },
      // Not a number: the API says what is wrong with the level.
      { type: "heading", level: null, text: "Title" },
    ]);
    expect(blockInputOf({ type: "link", text: "Contact", href: "/contact", level: "", items: "", ordered: false, question: "", answer: "", src: "", alt: "" })).toEqual({
      type: "link",
      text: "Contact",
      href: "/contact",
    });
  });

  it("tells a change from the version shown, ignoring what the API trims", () => {
    const shown = draftInputOf("about-us", "fr-FR", valuesOfContent(content));
    const typed = valuesOfContent(content);
    expect(sameContent(shown, draftInputOf("about-us", "fr-FR", { ...typed, title: " À propos " }))).toBe(true);
    expect(sameContent(shown, draftInputOf("about-us", "fr-FR", { ...typed, title: "À propos de nous" }))).toBe(false);
    expect(sameContent(shown, draftInputOf("about-us", "fr-FR", { ...typed, blocks: [...typed.blocks].reverse() }))).toBe(false);
  });

  it("adds, removes and moves blocks as the buttons ask, and says which block takes the focus", () => {
    const values = valuesOfContent(content);
    expect(blockEditOf("add", "faq")).toEqual({ kind: "add", type: "faq" });
    expect(blockEditOf("add", "script")).toBeNull();
    expect(blockEditOf("up:2", "")).toEqual({ kind: "up", index: 2 });
    expect(blockEditOf("save", "")).toBeNull();
    expect(blockEditOf("remove:x", "")).toBeNull();

    const added = editBlocks(values, { kind: "add", type: "heading" });
    expect(added.values.blocks.map((block) => block.type)).toEqual(["heading", "list", "image", "carousel", "heading"]);
    expect(added.values.blocks[4].level).toBe("2");
    expect(added.focus).toBe(4);

    const moved = editBlocks(values, { kind: "up", index: 2 });
    expect(moved.values.blocks.map((block) => block.type)).toEqual(["heading", "image", "list", "carousel"]);
    expect(moved.focus).toBe(1);
    expect(editBlocks(values, { kind: "down", index: 3 })).toEqual({ values, focus: 3 });
    expect(editBlocks(values, { kind: "up", index: 0 })).toEqual({ values, focus: 0 });
    expect(editBlocks(values, { kind: "remove", index: 9 })).toEqual({ values, focus: -1 });

    const removed = editBlocks(values, { kind: "remove", index: 3 });
    expect(removed.values.blocks).toHaveLength(3);
    expect(removed.focus).toBe(2);
    const single = { ...values, blocks: values.blocks.slice(0, 1) };
    expect(editBlocks(single, { kind: "remove", index: 0 })).toEqual({ values: { ...single, blocks: [] }, focus: -1 });
  });

  it("puts the API's refusal on the field it names, a list's item on the list, the rest on the block or above the form", () => {
    const values = valuesOfContent(content);
    expect(formFieldOf("title", values)).toBe("title");
    expect(formFieldOf("blocks.0.text", values)).toBe("blocks.0.text");
    expect(formFieldOf("blocks.1.items.1", values)).toBe("blocks.1.items");
    expect(formFieldOf("blocks.2.href", values)).toBe("blocks.2");
    expect(formFieldOf("blocks.2", values)).toBe("blocks.2");
    expect(formFieldOf("blocks.9.text", values)).toBeNull();
    expect(formFieldOf("locale", values)).toBeNull();
    expect(formFieldOf(null, values)).toBeNull();
    expect(editorProblemsOf({ errorMessage: "Texte vide.", field: "blocks.0.text" }, values, "?")).toEqual({ problems: [{ field: "blocks.0.text", message: "Texte vide." }], message: null });
    expect(editorProblemsOf({ errorMessage: null, field: null }, values, "Cela n'a pas fonctionné.")).toEqual({ problems: [], message: "Cela n'a pas fonctionné." });
  });
});
