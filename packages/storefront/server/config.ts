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
  /** Contribution mode flag written into the page settings. */
  CONTRIBUTION_MODE: flag,
  /** ADR 011: how long an anonymous visitor's rendered page is reused (0 turns the page cache off). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** ADR 011: memory the page cache may use in each server process. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  /** Server processes sharing the port (ADR 011); one per core unless set. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
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
  contributionMode: boolean;
  pageCache: { ttlMs: number; maxBytes: number };
  processes: number;
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
    contributionMode: parsed.data.CONTRIBUTION_MODE,
    processes: parsed.data.WEB_CONCURRENCY ?? os.availableParallelism(),
    mapTiles: parsed.data.MAP_TILE_URL
      ? { url: parsed.data.MAP_TILE_URL, attribution: parsed.data.MAP_TILE_ATTRIBUTION?.trim() ?? "", source: mapTileSource(parsed.data.MAP_TILE_URL)! }
      : null,
    pageCache: { ttlMs: parsed.data.PAGE_CACHE_TTL_SECONDS * 1000, maxBytes: parsed.data.PAGE_CACHE_MAX_MB * 1024 * 1024 },
  };
}
