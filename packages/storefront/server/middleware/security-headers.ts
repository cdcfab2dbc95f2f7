import type { RequestHandler } from "express";

/**
 * Headers every answer carries, whatever produced it (pages, API, assets, media, the service
 * worker, health checks, error answers): mounted first, before any handler can answer.
 * - `X-Content-Type-Options: nosniff`: a browser never runs or renders a body as another type
 *   than the one declared (a JSON or log answer read as a script or a page).
 * - `Strict-Transport-Security` when the shop is public over https: the browser keeps to https
 *   for a year, subdomains included, so no later visit starts on plain http.
 */
export function securityHeaders(options: { https: boolean }): RequestHandler {
  return (_request, response, next) => {
    response.setHeader("X-Content-Type-Options", "nosniff");
    if (options.https) response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
