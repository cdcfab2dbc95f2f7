/**
 * Where a redirect entity may send the shopper.
 *
 * - An absolute http(s) `redirectTo` whose host is on the shop's allow-list is a full navigation.
 * - Anything else is an in-app redirect, with a leading slash added if missing. It never leaves the
 *   site: `//host`, `/\host`, tabs or newlines hidden inside the slashes, other schemes
 *   (`javascript:`, `data:`) and absolute URLs to other hosts all become paths of this shop.
 */
export type RedirectTarget = { kind: "external"; url: string } | { kind: "internal"; path: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTTP_SCHEME = /^https?:/i;
const SAME_SITE = "https://same-site.invalid";

/** C0 controls and space, which the URL parser trims from both ends. */
const isC0OrSpace = (code: number) => code <= 0x20;

/** What browsers silently drop from a URL before parsing it (WHATWG URL: tab and newline anywhere, C0 and space at the ends). */
function stripInvisible(value: string): string {
  const text = value.replace(/[\t\n\r]/g, "");
  let start = 0;
  let end = text.length;
  while (start < end && isC0OrSpace(text.charCodeAt(start))) start++;
  while (end > start && isC0OrSpace(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

/** A path of this site (leading slash, never `//`), whatever the input. */
export function toSameSitePath(value: string): string {
  let candidate = stripInvisible(value);
  if (SCHEME.test(candidate)) {
    if (!HTTP_SCHEME.test(candidate)) return "/";
    try {
      const url = new URL(candidate);
      candidate = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return "/";
    }
  }
  // Browsers read `\` as `/` in http(s) URLs, so `/\host` is `//host`: both collapse to one slash.
  candidate = `/${candidate.replace(/\\/g, "/").replace(/^\/+/, "")}`;
  const url = new URL(candidate, SAME_SITE);
  if (url.origin !== SAME_SITE) return "/";
  // Dot segments can turn `/.//host` into the pathname `//host`: collapse once more after parsing.
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
}

export function resolveRedirectTarget(redirectTo: string, allowedHosts: readonly string[]): RedirectTarget {
  const candidate = stripInvisible(redirectTo);
  if (/^https?:\/\//i.test(candidate)) {
    try {
      const url = new URL(candidate);
      if (allowedHosts.some((host) => host.toLowerCase() === url.host.toLowerCase())) return { kind: "external", url: url.href };
    } catch {
      // Not a URL after all: handled as a path below.
    }
  }
  return { kind: "internal", path: toSameSitePath(candidate) };
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The entity's redirect status is passed on; a rewrite without one is permanent. */
export function redirectStatus(redirectType: number | null | undefined): number {
  return redirectType && REDIRECT_STATUSES.has(redirectType) ? redirectType : 301;
}

/**
 * The `?redirect=` target of the sign-in screen: only a path of the current store is accepted,
 * anything else (another site, another scheme, a protocol-relative URL) gives the fallback.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value) return fallback;
  const candidate = stripInvisible(value);
  if (!candidate.startsWith("/") || /^\/[/\\]/.test(candidate) || candidate.includes("\\")) return fallback;
  const path = toSameSitePath(candidate);
  return path === candidate ? path : fallback;
}
