import { createHash } from "node:crypto";

/**
 * Content metadata entry: which content a response served, so the storefront can tell
 * which pages to refresh when that content changes. The storefront ignores duplicates by hash and
 * looks entries up by type and id.
 */
export interface ContentMetadataEntry {
  /** `cms-page` or `category` (later also `product`). */
  type: string;
  /** The CMS page identifier, the category id… */
  id: string;
  /** Short sha256 of the entry's identity and last update: a new hash means new content. */
  hash: string;
}

/** 16 hex characters of sha256 over the content's identity (type, id, language) and updated_at. */
export function contentHash(type: string, id: string, language: string, updatedAt: string): string {
  return createHash("sha256").update(`${type}\n${id}\n${language}\n${updatedAt}`).digest("hex").slice(0, 16);
}
