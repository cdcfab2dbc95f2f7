import type { FieldProblem } from "../../lib/address-fields.ts";
import type { CmsBlockInput, SaveCmsPageDraftInput } from "../../lib/generated/graphql.ts";
import type { EditableContent } from "./staff-queries.ts";

/**
 * The content editor's form, the same in the browser and in the route's action: a page's version
 * in one language as fields (every value as typed, blocks as `blocks.<n>.<field>`), the draft
 * input the API takes, the changes to the list of blocks the form's buttons ask for, and where an
 * API refusal's `field` (`title`, `blocks.3.text`, `blocks.3.items.2`…) shows on the form.
 */

/** The editor's id prefix (its fields' ids, the error summary's links). */
export const EDITOR_FORM = "editor";

/** The block types the editor offers, in the order of its "add a block" menu (commerce modules/cms/blocks.ts). */
export const BLOCK_TYPES = ["heading", "paragraph", "list", "image", "faq", "link"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const isBlockType = (value: unknown): value is BlockType => typeof value === "string" && (BLOCK_TYPES as readonly string[]).includes(value);

/** Headings inside a page go from level 1 (the page's title) to 4. */
export const HEADING_LEVELS = [1, 2, 3, 4] as const;

/** The API's limit on a page's blocks (`CmsPage.blocks @listSize`). */
export const MAX_BLOCKS = 200;

/** A block's fields as the form holds them: text as typed, a list's items one a line. */
export interface BlockFields {
  type: string;
  text: string;
  level: string;
  items: string;
  ordered: boolean;
  question: string;
  answer: string;
  src: string;
  alt: string;
  href: string;
}

export type BlockField = Exclude<keyof BlockFields, "type">;

/** The fields each block type has, in the form's order (a type the editor does not know keeps whatever it has). */
export const FIELDS_OF: Record<BlockType, readonly BlockField[]> = {
  heading: ["level", "text"],
  paragraph: ["text"],
  list: ["items", "ordered"],
  image: ["src", "alt"],
  faq: ["question", "answer"],
  link: ["text", "href"],
};

const TEXT_FIELDS = ["text", "level", "items", "question", "answer", "src", "alt", "href"] as const;

export const fieldsOf = (block: BlockFields): readonly BlockField[] =>
  isBlockType(block.type) ? FIELDS_OF[block.type] : [...TEXT_FIELDS.filter((field) => block[field] !== ""), ...(block.ordered ? (["ordered"] as const) : [])];

/** One language's version of a page as the form holds it, and the planned publication typed in. */
export interface EditorValues {
  title: string;
  metaTitle: string;
  metaDescription: string;
  blocks: BlockFields[];
  /** A `datetime-local` value, in Paris time (paris-time.ts). */
  publishAt: string;
}

const emptyBlock = (type: string): BlockFields => ({
  type,
  text: "",
  level: type === "heading" ? "2" : "",
  items: "",
  ordered: false,
  question: "",
  answer: "",
  src: "",
  alt: "",
  href: "",
});

/** A version of the page (the draft, else the current one) as the form starts with it. */
export function valuesOfContent(content: Pick<EditableContent, "title" | "metaTitle" | "metaDescription" | "blocks">, publishAt = ""): EditorValues {
  return {
    title: content.title,
    metaTitle: content.metaTitle ?? "",
    metaDescription: content.metaDescription ?? "",
    blocks: content.blocks.map((block) => ({
      type: block.type,
      text: block.text ?? "",
      level: block.level === null ? "" : String(block.level),
      items: (block.items ?? []).join("\n"),
      ordered: block.ordered ?? false,
      question: block.question ?? "",
      answer: block.answer ?? "",
      src: block.src ?? "",
      alt: block.alt ?? "",
      href: block.href ?? "",
    })),
    publishAt,
  };
}

/** Longer than the API accepts, so that too long is the API's refusal, not a silent cut. */
const text = (value: FormDataEntryValue | null, max = 20_000) => (typeof value === "string" ? value.slice(0, max) : "");

/** The form as posted: `blocks.<n>.type` for every block from 0 on, in order. */
export function valuesOfForm(form: FormData): EditorValues {
  const blocks: BlockFields[] = [];
  for (let index = 0; index < MAX_BLOCKS + 1 && form.has(`blocks.${index}.type`); index++) {
    const field = (name: string) => text(form.get(`blocks.${index}.${name}`));
    blocks.push({
      type: field("type").slice(0, 40),
      text: field("text"),
      level: field("level").slice(0, 4),
      items: field("items"),
      ordered: form.get(`blocks.${index}.ordered`) === "true",
      question: field("question"),
      answer: field("answer"),
      src: field("src"),
      alt: field("alt"),
      href: field("href"),
    });
  }
  return {
    title: text(form.get("title"), 1_000),
    metaTitle: text(form.get("metaTitle"), 1_000),
    metaDescription: text(form.get("metaDescription"), 2_000),
    blocks,
    publishAt: text(form.get("publishAt"), 40),
  };
}

/** A block as the API takes it: the fields of its type only, a list's items without blank lines. */
export function blockInputOf(block: BlockFields): CmsBlockInput {
  const input: CmsBlockInput = { type: block.type };
  for (const field of fieldsOf(block)) {
    if (field === "ordered") input.ordered = block.ordered;
    else if (field === "level") input.level = /^\d{1,2}$/.test(block.level.trim()) ? Number(block.level.trim()) : null;
    else if (field === "items")
      input.items = block.items
        .split(/\r?\n/)
        .map((item) => item.trim())
        .filter(Boolean);
    else input[field] = block[field];
  }
  return input;
}

/** The draft the API saves for one language: an optional text left empty is no text. */
export function draftInputOf(identifier: string, locale: string, values: EditorValues): SaveCmsPageDraftInput {
  return {
    identifier,
    locale,
    title: values.title,
    metaTitle: values.metaTitle.trim() ? values.metaTitle : null,
    metaDescription: values.metaDescription.trim() ? values.metaDescription : null,
    blocks: values.blocks.map(blockInputOf),
  };
}

/** Whether two versions say the same (texts compared as the API stores them: trimmed). */
export function sameContent(a: SaveCmsPageDraftInput, b: SaveCmsPageDraftInput): boolean {
  const normal = (input: SaveCmsPageDraftInput) =>
    JSON.stringify([input.title, input.metaTitle ?? null, input.metaDescription ?? null, input.blocks], (_key, value: unknown) =>
      typeof value === "string" ? value.trim() : value === undefined ? null : value,
    );
  return normal(a) === normal(b);
}

/** What a block button of the form asks: a block added at the end, one removed or moved. */
export type BlockEdit = { kind: "add"; type: BlockType } | { kind: "remove" | "up" | "down"; index: number };

/** The edit an `intent` names (`add`, `remove:3`, `up:3`, `down:3`), with the type chosen for `add`; null for any other intent. */
export function blockEditOf(intent: string, addType: string): BlockEdit | null {
  if (intent === "add") return isBlockType(addType) ? { kind: "add", type: addType } : null;
  const match = /^(remove|up|down):(\d{1,3})$/.exec(intent);
  return match ? { kind: match[1] as "remove" | "up" | "down", index: Number(match[2]) } : null;
}

/**
 * The blocks after an edit, and the block to take the focus next (its index; -1: the list itself,
 * as after the last block was removed). An edit that cannot apply (a move past either end, an
 * index that is not a block, an addition past the limit) leaves the blocks as they are.
 */
export function editBlocks(values: EditorValues, edit: BlockEdit): { values: EditorValues; focus: number } {
  const blocks = [...values.blocks];
  if (edit.kind === "add") {
    if (blocks.length >= MAX_BLOCKS) return { values, focus: blocks.length - 1 };
    blocks.push(emptyBlock(edit.type));
    return { values: { ...values, blocks }, focus: blocks.length - 1 };
  }
  const { index } = edit;
  if (index < 0 || index >= blocks.length) return { values, focus: -1 };
  if (edit.kind === "remove") {
    blocks.splice(index, 1);
    return { values: { ...values, blocks }, focus: blocks.length === 0 ? -1 : Math.min(index, blocks.length - 1) };
  }
  const target = edit.kind === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= blocks.length) return { values, focus: index };
  [blocks[index], blocks[target]] = [blocks[target], blocks[index]];
  return { values: { ...values, blocks }, focus: target };
}

/** The form's name of a block's field. */
export const blockFieldName = (index: number, field: BlockField | "type") => `blocks.${index}.${field}`;
/** The form's name of a whole block (its fieldset, which a problem about the block as a whole points at). */
export const blockName = (index: number) => `blocks.${index}`;

/**
 * Where the API's `field` shows on the form: a page field, a block's field (a list's item on the
 * list's items), the block itself for anything else about it; null when the form has no such
 * place (the message is then said above the form).
 */
export function formFieldOf(apiField: string | null | undefined, values: Pick<EditorValues, "blocks">): string | null {
  if (!apiField) return null;
  if (apiField === "title" || apiField === "metaTitle" || apiField === "metaDescription" || apiField === "publishAt") return apiField;
  const match = /^blocks\.(\d+)(?:\.([A-Za-z]+))?/.exec(apiField);
  if (!match) return null;
  const index = Number(match[1]);
  const block = values.blocks[index];
  if (!block) return null;
  const field = match[2] as BlockField | undefined;
  return field && fieldsOf(block).includes(field) ? blockFieldName(index, field) : blockName(index);
}

/** A refusal of the API on the form: on its field when the form has one, else above the form. */
export function editorProblemsOf(result: { errorMessage: string | null; field?: string | null }, values: EditorValues, fallback: string): { problems: FieldProblem[]; message: string | null } {
  const message = result.errorMessage ?? fallback;
  const field = formFieldOf(result.field, values);
  return field ? { problems: [{ field, message }], message: null } : { problems: [], message };
}
