import sanitizeHtml from "sanitize-html";

/**
 * The one sanitiser of review texts (ADR 079), run once, when a review is written: what is stored
 * is what the API answers, and it is safe to insert as HTML. An allow-list (sanitize-html):
 * paragraphs, line breaks, bold, italic and lists, with no attribute at all; any other element is
 * removed with its text kept, except elements whose content is not text a reader wrote (scripts,
 * styles, embedded documents, SVG, MathML…), removed with their content. Plain text (no tag-like
 * `<` in it) becomes paragraphs (blank lines) and line breaks (single newlines), escaped.
 */

/** Longest comment accepted as sent (HTML included), before anything is parsed. */
export const MAX_COMMENT_INPUT = 20_000;
/** Longest comment in characters of text, once sanitised. */
export const MAX_COMMENT_TEXT = 5_000;
/** Longest title, in characters, once trimmed and its whitespace collapsed. */
export const MAX_TITLE = 120;

const ALLOWED_TAGS = ["p", "br", "strong", "em", "ul", "ol", "li"];

/** Elements whose content goes with them: none of it is text the reviewer meant to show. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "select",
  "noscript",
  "noembed",
  "noframes",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "template",
  "title",
  "xmp",
  "plaintext",
  "head",
  "canvas",
  "audio",
  "video",
];

/** Elements that say nothing once empty (a paragraph left with nothing in it, a list with no item). */
const DROPPED_WHEN_EMPTY = new Set(["p", "strong", "em", "li", "ul", "ol"]);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: ["br"],
  parseStyleAttributes: false,
  transformTags: { b: "strong", i: "em", div: "p" },
  exclusiveFilter: (frame) => DROPPED_WHEN_EMPTY.has(frame.tag) && frame.text.trim() === "",
};

// C0 controls but tab and line breaks, DEL and C1 controls: no text a reviewer types has them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// Any control character left in a title once its whitespace is collapsed.
// eslint-disable-next-line no-control-regex
const TITLE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether the text has anything shaped like a tag, a closing tag, a comment or a doctype. */
const looksLikeHtml = (text: string) => /<[a-zA-Z/!]/.test(text);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Plain text as paragraphs (blank lines) with line breaks (single newlines), escaped. */
function paragraphsOfPlainText(text: string): string {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${paragraph.split(/[ \t]*\n[ \t]*/).map(escapeText).join("<br>")}</p>`)
    .join("");
}

/** Sanitised HTML: the allow-list above, no attribute; HTML or plain text in. Idempotent. */
export function sanitizeRichText(input: string): string {
  const text = input.replace(/\r\n?/g, "\n").replace(CONTROL, "");
  const html = looksLikeHtml(text) ? text : paragraphsOfPlainText(text);
  const sanitised = sanitizeHtml(html, OPTIONS).trim();
  // Markup reduced to its text alone is a paragraph: sanitised again, it must not read as plain text.
  return sanitised !== "" && !looksLikeHtml(sanitised) ? `<p>${sanitised}</p>` : sanitised;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": "\u00a0" };

/**
 * The text of sanitised HTML (as `sanitizeRichText` writes it: only allowed tags, no attribute),
 * paragraphs, items and line breaks as new lines: what the operator reads and what is counted.
 */
export function textOfRichText(html: string): string {
  return html
    .replace(/<br \/>|<br>/g, "\n")
    .replace(/<\/?(p|ul|ol)>|<\/li>/g, "\n")
    .replace(/<li>/g, "• ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Characters of text a comment counts: its text without markup, whitespace runs as one. */
const textLength = (html: string) => [...textOfRichText(html.replace(/<li>/g, "")).replace(/\s+/g, " ")].length;

export type CommentCheck = { ok: true; html: string } | { ok: false };

/** A comment as written: at most 20,000 characters sent, then 1 to 5,000 characters of text once sanitised. */
export function checkComment(input: string): CommentCheck {
  if (input.length > MAX_COMMENT_INPUT) return { ok: false };
  const html = sanitizeRichText(input);
  const length = textLength(html);
  return length >= 1 && length <= MAX_COMMENT_TEXT ? { ok: true, html } : { ok: false };
}

export type TitleCheck = { ok: true; title: string } | { ok: false };

/** A title: trimmed, whitespace runs as one space, no control character, 1 to 120 characters; plain text. */
export function checkTitle(input: string): TitleCheck {
  if (input.length > MAX_COMMENT_INPUT) return { ok: false };
  const title = input.replace(/[\t\n\r\f\v \u00a0\u2028\u2029]+/g, " ").trim();
  if (TITLE_CONTROL.test(title)) return { ok: false };
  const length = [...title].length;
  return length >= 1 && length <= MAX_TITLE ? { ok: true, title } : { ok: false };
}
