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
});

export interface StorefrontConfig {
  inactivityTimeoutMs: number;
  csp: { dangerouslyDisable: boolean };
  contributionMode: boolean;
  pageCache: { ttlMs: number; maxBytes: number };
  processes: number;
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
    pageCache: { ttlMs: parsed.data.PAGE_CACHE_TTL_SECONDS * 1000, maxBytes: parsed.data.PAGE_CACHE_MAX_MB * 1024 * 1024 },
  };
}
