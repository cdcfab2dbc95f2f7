import type { Store } from "../shop/stores.ts";

/** Longest normalised path that can name an entity; longer ones are not found without a query. */
export const MAX_ROUTE_PATH_LENGTH = 512;
/** Longer raw input is not even parsed. */
const MAX_ROUTE_URL_LENGTH = 4 * MAX_ROUTE_PATH_LENGTH;

/**
 * The store-relative path a `route(url)` names, or null when it cannot name anything (which
 * resolves to not-found, never to an error):
 * - query string and hash dropped; empty and `.` segments dropped (duplicate and trailing
 *   slashes), a leading slash added; `..` refused;
 * - each segment %-decoded (a malformed escape, or a decoded `/`, `\` or control character,
 *   refuses the path) and NFC-normalised;
 * - on the en-GB store a leading `/en` is removed (the storefront usually strips it itself);
 * - absolute URLs (`https:…`), backslashes and paths over 512 characters are refused.
 * Case is kept; resolvers compare url keys in lower case.
 */
export function normaliseRoutePath(url: string, store: Pick<Store, "pathPrefix">): string | null {
  if (url.length > MAX_ROUTE_URL_LENGTH) return null;
  let raw = url.trim();
  for (const separator of ["#", "?"]) {
    const index = raw.indexOf(separator);
    if (index >= 0) raw = raw.slice(0, index);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.includes("\\")) return null;

  const segments: string[] = [];
  for (const part of raw.split("/")) {
    if (part === "") continue;
    let segment: string;
    try {
      segment = decodeURIComponent(part).normalize("NFC");
    } catch {
      return null;
    }
    if (/[/\\\p{Cc}]/u.test(segment) || segment === "..") return null;
    if (segment !== ".") segments.push(segment);
  }
  const storeSegment = store.pathPrefix.slice(1);
  if (storeSegment && segments[0]?.toLowerCase() === storeSegment) segments.shift();

  const path = `/${segments.join("/")}`;
  return path.length > MAX_ROUTE_PATH_LENGTH ? null : path;
}
