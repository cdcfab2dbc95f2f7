import { staffPagePath } from "./staff-paths.ts";

/** Content pages are edited in the shop itself; other types where the configuration says (CONTENT_EDIT_URLS). */
export const CMS_PAGE_TYPE = "cms-page";

/** Where a piece of content is edited: a path of this store, a URL elsewhere, or nowhere (no link). */
export type EditLink = { kind: "store"; path: string } | { kind: "external"; url: string } | null;

/**
 * The edit link of a piece of content (the x-ray's labels, the toolbar's "edit this page"): a
 * content page's editor in the current store, else the URL template configured for its type with
 * the id URL-encoded in place of `{id}`; null when its type has none.
 */
export function editLinkOf(type: string, id: string, editUrls: Readonly<Record<string, string>>): EditLink {
  if (type === CMS_PAGE_TYPE) return { kind: "store", path: staffPagePath(id) };
  const template = Object.hasOwn(editUrls, type) ? editUrls[type] : undefined;
  return template ? { kind: "external", url: template.replaceAll("{id}", encodeURIComponent(id)) } : null;
}

/** The `data-content` value marking where a piece of content is shown (its type and id, as in the content metadata). */
export const contentKey = (type: string, id: string) => `${type}:${id}`;

/** A `data-content` value read back: the type is up to the first colon, the id the rest (ids may hold colons). */
export function parseContentKey(value: string | null | undefined): { type: string; id: string } | null {
  const separator = value?.indexOf(":") ?? -1;
  if (!value || separator <= 0 || separator === value.length - 1) return null;
  return { type: value.slice(0, separator), id: value.slice(separator + 1) };
}
