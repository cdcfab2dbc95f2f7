/**
 * A form posted from another site must change nothing (cart, coupon, currency…): the browser says
 * where a request comes from (`Sec-Fetch-Site`, else `Origin`); a request saying neither comes from
 * an old browser or a script, which a cross-site page cannot make carry our cookies unnoticed.
 */
export function fromThisSite(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  return !origin || URL.parse(origin)?.host === new URL(request.url).host;
}
