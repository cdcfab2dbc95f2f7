import type { RequestHandler } from "express";
import { malformedRequestPart } from "@eb/commerce";

/**
 * A request target that is not a path, or a Host (or, from a trusted proxy, X-Forwarded-Host/
 * -Proto/-For) that is no host, scheme or address is the client's mistake: 400 with a generic
 * body, before pages and the API build a URL from it (the parse would fail
 * there as a server error).
 */
export const rejectMalformedRequests: RequestHandler = (request, response, next) => {
  if (malformedRequestPart(request) === undefined) return next();
  response.status(400).type("text/plain").send("Bad request.");
};
