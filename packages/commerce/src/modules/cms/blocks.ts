import { z } from "zod";

/**
 * The content of a CMS page: a JSON array of blocks, never HTML, so the storefront renders it
 * with plain elements and text (no dangerouslySetInnerHTML). Every text is plain text.
 *
 *   { "type": "heading",   "level": 1-4, "text": "…" }
 *   { "type": "paragraph", "text": "…" }
 *   { "type": "list",      "ordered": false, "items": ["…", "…"] }
 *   { "type": "image",     "src": "/media/…" | "https://…", "alt": "…" }
 *   { "type": "faq",       "question": "…", "answer": "…" }
 *   { "type": "link",      "text": "…", "href": "/store-relative/path" }
 *
 * Blocks are validated when written (seed) and again when read: an invalid block is dropped, so
 * a bad row can never reach a renderer. Renderers ignore types they do not know.
 */
const text = z.string().trim().min(1).max(10_000);

/** A store-relative path: one leading slash, not `//host` nor `/\host`, no spaces or controls. */
const storePath = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, "a store-relative path");

const imageSource = z.union([storePath, z.string().max(2048).regex(/^https:\/\/[^\s/\\]+\/[^\s\\]*$/, "an https URL")]);

export const cmsBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), level: z.number().int().min(1).max(4), text }),
  z.object({ type: z.literal("paragraph"), text }),
  z.object({ type: z.literal("list"), ordered: z.boolean().default(false), items: z.array(text).min(1).max(100) }),
  z.object({ type: z.literal("image"), src: imageSource, alt: z.string().max(500) }),
  z.object({ type: z.literal("faq"), question: text, answer: text }),
  z.object({ type: z.literal("link"), text, href: storePath }),
]);

export type CmsBlock = z.output<typeof cmsBlockSchema>;
export type CmsBlockInput = z.input<typeof cmsBlockSchema>;

/** The valid blocks of a stored content value; anything unreadable yields no block. */
export function parseCmsBlocks(content: string): CmsBlock[] {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((block) => {
    const parsed = cmsBlockSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Validates blocks before they are stored; throws on the first invalid one (seed, admin). */
export function serialiseCmsBlocks(blocks: CmsBlockInput[]): string {
  return JSON.stringify(z.array(cmsBlockSchema).min(1).parse(blocks));
}
