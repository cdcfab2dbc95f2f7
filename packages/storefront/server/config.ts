import os from "node:os";
import { z } from "zod";

/**
 * The storefront server's own settings (the shop's are the commerce package's config), read once
 * from the environment and validated at start-up. Defaults run the demo.
 */
const flag = z
  .enum(["true", "false", "1", "0", "on", "off", ""])
  .optional()
  .transform((value) => value === "true" || value === "1" || value === "on");

const schema = z.object({
  /** Inactivity time-out: a tab hidden longer than this reloads when shown again. */
  INACTIVITY_TIMEOUT_MS: z.coerce.number().int().min(0).default(1_800_000),
  /** The CSP is enforced unless this is set (the shop this one replaces ran with it on). */
  CSP_DANGEROUSLY_DISABLE: flag,
  /**
   * Where editors edit products and categories (the x-ray's edit links): `product=<URL>,category=<URL>`,
   * each an http(s) URL template in which `{id}` stands for the content's id (a product's sku, a
   * category's id). A type left out gets no edit link; content pages are edited in the shop itself.
   */
  CONTENT_EDIT_URLS: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseContentEditUrls(value ?? "");
      if (typeof parsed === "string") {
        context.addIssue({ code: "custom", message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /** ADR 011: how long an anonymous visitor's rendered page is reused (0 turns the page cache off). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** ADR 011: memory the page cache may use in each server process. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  /** Server processes sharing the port (ADR 011); one per core unless set. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * After SIGTERM, how long the server keeps serving while `/readyz` already answers "stopping"
   * (ADR 089): the time a load balancer needs to see it and send elsewhere. 0 on one machine.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** A map tile server's URL template: pickup points are shown on a map only when it is set (ADR 049). */
  MAP_TILE_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || mapTileSource(value) !== undefined, {
      message: "an https URL template with {z}, {x} and {y} ({s} only as the host's first label), e.g. https://{s}.tile.example.org/{z}/{x}/{y}.png",
    }),
  /** The tile server's attribution, shown on the map as its terms require (plain text). */
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
});

/** The content types whose edit links come from CONTENT_EDIT_URLS (content pages are edited at `/staff/pages`). */
export const CONTENT_EDIT_TYPES = ["product", "category"] as const;

/**
 * CONTENT_EDIT_URLS as a URL template by content type, or what is wrong with it: each entry
 * `type=URL`, a type of CONTENT_EDIT_TYPES at most once, an http(s) URL with no credentials and
 * with `{id}` in it (where the id goes, URL-encoded, when a link is made).
 */
export function parseContentEditUrls(value: string): Record<string, string> | string {
  const templates: Record<string, string> = {};
  for (const entry of value.split(",").map((part) => part.trim()).filter(Boolean)) {
    const separator = entry.indexOf("=");
    const type = separator === -1 ? entry : entry.slice(0, separator).trim();
    const template = separator === -1 ? "" : entry.slice(separator + 1).trim();
    if (!(CONTENT_EDIT_TYPES as readonly string[]).includes(type)) return `"${type}" is not a content type with edit links (${CONTENT_EDIT_TYPES.join(", ")})`;
    if (type in templates) return `${type} is given twice`;
    if (!template.includes("{id}")) return `the ${type} URL must say where the id goes with {id}`;
    const url = URL.parse(template.replaceAll("{id}", "id"));
    if (!url || !(url.protocol === "https:" || url.protocol === "http:") || url.username || url.password) return `the ${type} URL must be an http or https URL without credentials`;
    templates[type] = template;
  }
  return templates;
}

const SUBDOMAIN = "tile-subdomain";

/**
 * The CSP source a tile URL template's images come from, or undefined when the template is not
 * one: https (http only for a server on this machine), `{z}`, `{x}` and `{y}` present, and
 * `{s}` (the template's rotating subdomain) only as the host's first label, which a CSP source
 * can say with `*.`.
 */
export function mapTileSource(template: string): string | undefined {
  if (!["{z}", "{x}", "{y}"].every((part) => template.includes(part)) || template.split("{s}").length > 2) return undefined;
  let url: URL;
  try {
    url = new URL(template.replace("{s}", SUBDOMAIN));
  } catch {
    return undefined;
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (!(url.protocol === "https:" || (url.protocol === "http:" && local)) || url.username || url.password) return undefined;
  if (!template.includes("{s}")) return url.origin;
  if (!url.host.startsWith(`${SUBDOMAIN}.`)) return undefined;
  return `${url.protocol}//*.${url.host.slice(SUBDOMAIN.length + 1)}`;
}

export interface StorefrontConfig {
  inactivityTimeoutMs: number;
  csp: { dangerouslyDisable: boolean };
  /** URL templates of the x-ray's edit links by content type (CONTENT_EDIT_URLS); empty: none. */
  contentEditUrls: Record<string, string>;
  pageCache: { ttlMs: number; maxBytes: number };
  processes: number;
  /** SHUTDOWN_DELAY_SECONDS in ms: readiness goes first, the server stops accepting this much later. */
  shutdownDelayMs: number;
  /** The map of pickup points: none unless a tile server is configured (no request then leaves the shop). */
  mapTiles: { url: string; attribution: string; source: string } | null;
}

export function loadStorefrontConfig(source: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid storefront configuration:\n  ${problems.join("\n  ")}`);
  }
  return {
    inactivityTimeoutMs: parsed.data.INACTIVITY_TIMEOUT_MS,
    csp: { dangerouslyDisable: parsed.data.CSP_DANGEROUSLY_DISABLE },
    contentEditUrls: parsed.data.CONTENT_EDIT_URLS ?? {},
    processes: parsed.data.WEB_CONCURRENCY ?? os.availableParallelism(),
    shutdownDelayMs: Math.round(parsed.data.SHUTDOWN_DELAY_SECONDS * 1000),
    mapTiles: parsed.data.MAP_TILE_URL
      ? { url: parsed.data.MAP_TILE_URL, attribution: parsed.data.MAP_TILE_ATTRIBUTION?.trim() ?? "", source: mapTileSource(parsed.data.MAP_TILE_URL)! }
      : null,
    pageCache: { ttlMs: parsed.data.PAGE_CACHE_TTL_SECONDS * 1000, maxBytes: parsed.data.PAGE_CACHE_MAX_MB * 1024 * 1024 },
  };
}
