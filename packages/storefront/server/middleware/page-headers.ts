import type { Config } from "@eb/commerce";
import type { RequestHandler } from "express";
import { DEVICE_CLIENT_HINTS } from "../../app/lib/device.ts";
import type { StorefrontConfig } from "../config.ts";
import { buildCsp, createNonce, cspServices } from "./csp.ts";

/** Pages' own headers: a CSP nonce per response, the policy, and the client hints the device guess uses. */
export function pageHeaders(config: Pick<Config, "imageBaseUrl" | "publicUrl" | "isProduction">, storefront: Pick<StorefrontConfig, "csp" | "mapTiles">): RequestHandler {
  const imageOrigin = new URL(config.imageBaseUrl).origin;
  const publicOrigin = new URL(config.publicUrl).origin;
  return (_request, response, next) => {
    const nonce = createNonce();
    response.locals.nonce = nonce;
    const csp = buildCsp(nonce, {
      services: cspServices,
      dangerouslyDisable: storefront.csp.dangerouslyDisable,
      imageOrigin: imageOrigin === publicOrigin ? undefined : imageOrigin,
      mapTileSource: storefront.mapTiles?.source,
      development: !config.isProduction,
      https: config.publicUrl.startsWith("https:"),
    });
    for (const [name, value] of Object.entries(csp)) response.setHeader(name, value);
    response.setHeader("Accept-CH", DEVICE_CLIENT_HINTS.join(", "));
    response.setHeader("Vary", "Sec-CH-Viewport-Width, Sec-CH-UA-Mobile");
    // A page opened from another site's window gets no handle on it, nor it on the page.
    response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    next();
  };
}
