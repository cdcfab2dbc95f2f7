/**
 * A path the API gives relative to the store (an invoice's PDF, a downloadable file) as the
 * browser must ask for it: with the store's base path (`/en`) in front. For plain links (`<a href
 * download>`), which the router does not rewrite: they leave the app for a file.
 */
export function inStore(basename: string, path: string): string {
  const base = basename.replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}
