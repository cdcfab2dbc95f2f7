import { randomBytes } from "node:crypto";

/**
 * Content security policy (enforced by default), built from configuration: the allowed sources for
 * scripts, frames, styles, images and connections cover the ERP, a consent service, tag and
 * analytics services, an image CDN, a maps service, two payment providers and a card payment
 * provider. `frame-src` is report-only (payment providers move their 3-D Secure frames around);
 * `dangerouslyDisable` exists, as in the shop this one replaces, but the default is an enforced policy.
 */
export interface CspServices {
  erp: string[];
  consent: string[];
  tagManager: string[];
  analytics: string[];
  imageCdn: string[];
  maps: string[];
  paymentProviders: [string[], string[]];
  cardPayment: string[];
}

/** The third parties the shop works with (sandbox payment environments). */
export const cspServices: CspServices = {
  erp: ["https://erp.essences-botanique.example"],
  consent: ["https://consent.cookiebot.com", "https://consentcdn.cookiebot.com"],
  tagManager: ["https://www.googletagmanager.com"],
  analytics: ["https://www.google-analytics.com", "https://region1.google-analytics.com"],
  imageCdn: ["https://images.essences-botanique.example"],
  maps: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  paymentProviders: [
    ["https://www.sandbox.paypal.com", "https://www.paypalobjects.com"],
    ["https://pay.sandbox.checkout.com", "https://cdn.checkout.com"],
  ],
  cardPayment: ["https://checkoutshopper-test.adyen.com"],
};

export interface CspOptions {
  services: CspServices;
  dangerouslyDisable: boolean;
  /** Origin of the product images when they are not served by the shop itself (config imageBaseUrl). */
  imageOrigin?: string;
  /** The map tile server's source (config MAP_TILE_URL): its tiles are images. Absent: no map, nothing allowed. */
  mapTileSource?: string;
  /** Development: Vite's hot reload needs its websocket and eval. */
  development?: boolean;
  /** https deployments also upgrade stray http sub-resources. */
  https?: boolean;
}

export interface CspHeaders {
  "Content-Security-Policy"?: string;
  "Content-Security-Policy-Report-Only"?: string;
}

export const createNonce = () => randomBytes(16).toString("base64");

const unique = (values: (string | undefined | false)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(" ")}` : name))
    .join("; ");

/** The policy headers for one response; the nonce lets React Router's and React's inline scripts run. */
export function buildCsp(nonce: string, options: CspOptions): CspHeaders {
  if (options.dangerouslyDisable) return {};
  const { services } = options;
  const payments = [...services.paymentProviders[0], ...services.paymentProviders[1], ...services.cardPayment];
  const thirdPartyScripts = [...services.consent, ...services.tagManager, ...services.analytics, ...services.maps, ...payments];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": unique(["'self'", `'nonce-${nonce}'`, ...thirdPartyScripts, options.development && "'unsafe-eval'"]),
    // React writes style attributes (inline styles), and the consent banner and maps bring their own.
    "style-src": unique(["'self'", "'unsafe-inline'", ...services.consent, ...services.maps]),
    "img-src": unique([
      "'self'",
      "data:",
      "blob:",
      options.imageOrigin,
      options.mapTileSource,
      ...services.imageCdn,
      ...services.consent,
      ...services.tagManager,
      ...services.analytics,
      ...services.maps,
      ...payments,
    ]),
    "font-src": ["'self'", "data:"],
    "connect-src": unique([
      "'self'",
      ...services.erp,
      ...services.consent,
      ...services.tagManager,
      ...services.analytics,
      ...services.maps,
      ...payments,
      options.development && "ws:",
      options.development && "wss:",
    ]),
    // Enforced loosely; the real list is report-only (below).
    "frame-src": ["'self'", "https:"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": unique(["'self'", ...payments]),
    "frame-ancestors": ["'self'"],
  };
  if (options.https) directives["upgrade-insecure-requests"] = [];
  const reportOnly = { "frame-src": unique(["'self'", ...payments, ...services.maps, ...services.consent, ...services.tagManager]) };
  return {
    "Content-Security-Policy": serialize(directives),
    "Content-Security-Policy-Report-Only": serialize(reportOnly),
  };
}
