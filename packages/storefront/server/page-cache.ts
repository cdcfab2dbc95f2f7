import { LRUCache } from "lru-cache";

/**
 * Rendered pages of anonymous visitors, in this process's memory (ADR 011). A page is stored
 * under its key (catalogue version, display currency, device, URL) for a short time; concurrent
 * requests for a page being rendered wait for that one render instead of starting their own.
 *
 * The HTML is stored with the nonce it was rendered with; each response swaps in its own nonce
 * (CSP nonces are per response, never reused).
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
  nonce: string;
}

export interface PageCache {
  /**
   * The page under `key`: from memory, from a render already under way, or rendered now by
   * `render`, which resolves to undefined when its page must not be stored (the caller has then
   * already answered its own request, and waiters render their own).
   */
  load(key: string, render: () => Promise<CachedPage | undefined>): Promise<{ page: CachedPage | undefined; source: "hit" | "miss" }>;
}

export function createPageCache({ maxBytes, ttlMs, clock = performance }: { maxBytes: number; ttlMs: number; clock?: { now(): number } }): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    perf: clock,
    maxSize: maxBytes,
    // UTF-16 in memory: two bytes a character is close enough for a bound.
    sizeCalculation: (page) => Math.max(1, page.html.length * 2),
    ttl: ttlMs,
  });
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  return {
    async load(key, render) {
      const stored = pages.get(key);
      if (stored) return { page: stored, source: "hit" };
      const pending = rendering.get(key);
      // A failed render is the renderer's to report; waiters then render their own.
      if (pending) return { page: await pending.catch(() => undefined), source: "hit" };
      const started = render().then((page) => {
        if (page) pages.set(key, page);
        return page;
      });
      rendering.set(key, started);
      try {
        return { page: await started, source: "miss" };
      } finally {
        rendering.delete(key);
      }
    },
  };
}

/** The stored HTML with this response's nonce in place of the one it was rendered with. */
export const withNonce = (page: CachedPage, nonce: string) => (page.nonce === nonce ? page.html : page.html.replaceAll(page.nonce, nonce));
