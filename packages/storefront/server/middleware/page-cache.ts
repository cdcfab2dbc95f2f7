import { LRUCache } from "lru-cache";

/**
 * Rendered pages of anonymous visitors, in this process's memory (ADR 011). A page is stored
 * under its key (catalogue version, display currency, device, URL) for a short time; concurrent
 * requests for a page being rendered wait for that one render instead of starting their own.
 *
 * The HTML is stored as the bytes sent, with the nonce it was rendered with; each response swaps in
 * its own nonce (CSP nonces are per response, never reused). Bytes, not a string: the render is
 * neither decoded to be stored nor encoded again to be sent.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: Buffer;
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
    sizeCalculation: (page) => Math.max(1, page.html.length),
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

/** The stored HTML with this response's nonce in place of the one it was rendered with (nonces are ASCII). */
export function withNonce(page: CachedPage, nonce: string): Buffer {
  if (page.nonce === nonce) return page.html;
  const stored = Buffer.from(page.nonce);
  const fresh = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = page.html.indexOf(stored); at !== -1; at = page.html.indexOf(stored, start)) {
    parts.push(page.html.subarray(start, at), fresh);
    start = at + stored.length;
  }
  parts.push(page.html.subarray(start));
  return Buffer.concat(parts);
}
