import { isIP, isIPv6 } from "node:net";
import type { Request } from "express";

/**
 * What a request says about where it was sent, checked before anything builds a URL from it.
 *
 * The request target, the Host header, and the forwarding headers when a trusted proxy sent them, become the origin
 * of the URL that React Router and graphql-yoga parse (`new URL(…)`); a value that is not a host
 * makes that parse throw, which used to surface as a 500 on every page and API request. Such a
 * request is the client's mistake: it is answered 400 before it reaches them.
 */

// RFC 1123 labels (letters, digits, hyphens; underscores too, which container and cloud host
// names use and URL parsers accept), dot-separated, optionally ending with the root's dot.
const HOSTNAME = /^(?=.{1,253}\.?$)[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$/;
const PORT = /^[0-9]{1,5}$/;

/**
 * A host as the Host header carries it: a name, an IPv4 address or a bracketed IPv6 address, then
 * an optional port 1-65535; and one the URL parser accepts (it also refuses what the grammar lets
 * through, such as invalid punycode, `xn--a`, or a name ending in a number that is no IPv4 address).
 */
export function isValidHost(value: string): boolean {
  return matchesHostGrammar(value) && URL.canParse(`http://${value}/`);
}

function matchesHostGrammar(value: string): boolean {
  let host = value;
  let port: string | undefined;
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    if (end < 0 || !isIPv6(value.slice(1, end))) return false;
    const rest = value.slice(end + 1);
    if (rest !== "" && !rest.startsWith(":")) return false;
    port = rest ? rest.slice(1) : undefined;
    host = "";
  } else {
    const colon = value.indexOf(":");
    if (colon >= 0) {
      host = value.slice(0, colon);
      port = value.slice(colon + 1);
    }
    if (!HOSTNAME.test(host)) return false;
  }
  if (port === undefined) return true;
  return PORT.test(port) && Number(port) >= 1 && Number(port) <= 65535;
}

/** The only schemes the shop is reached with. */
export const isValidProtocol = (value: string) => /^https?$/i.test(value);

/** A client address as proxies append it to X-Forwarded-For: an IPv4 or IPv6 literal. */
export const isValidAddress = (value: string) => isIP(value) !== 0;

const listOf = (header: string) => header.split(",").map((item) => item.trim());

/**
 * The first part of the request a URL is built from that is malformed (its request target or a
 * header, by name), or undefined when all are well formed. The target must be a path (`/…`): the
 * absolute form (`GET http://other/…`, meant for forward proxies) and `*` are not served. Forwarding
 * headers are only read (and so only checked) when Express's `trust proxy` setting trusts the peer
 * that sent them; from anyone else they are ignored, as Express ignores them.
 */
export function malformedRequestPart(request: Request): string | undefined {
  if (!request.originalUrl.startsWith("/")) return "request target";
  const host = request.get("host");
  // HTTP/1.0 may omit Host (HTTP/1.1 requests without it are refused by Node itself).
  if (host !== undefined && !isValidHost(host)) return "Host";
  const trust = request.app.get("trust proxy fn") as ((address: string | undefined, hop: number) => boolean) | undefined;
  if (!trust?.(request.socket.remoteAddress, 0)) return undefined;
  const checks: [string, (value: string) => boolean][] = [
    ["X-Forwarded-Host", isValidHost],
    ["X-Forwarded-Proto", isValidProtocol],
    ["X-Forwarded-For", isValidAddress],
  ];
  for (const [name, isValid] of checks) {
    const value = request.get(name);
    if (value !== undefined && !listOf(value).every(isValid)) return name;
  }
  return undefined;
}
