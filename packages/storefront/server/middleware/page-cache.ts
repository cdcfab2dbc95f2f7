import type { StockChangeFeed } from "@eb/commerce";
import { LRUCache } from "lru-cache";

/**
 * Rendered pages of anonymous visitors, in this process's memory (ADR 011). A page is stored
 * under its key (catalogue version, display currency, device, URL) for a short time; concurrent
 * requests for a page being rendered wait for that one render instead of starting their own.
 *
 * A page also keeps the tags its queries depended on (`product:<id>`, `listing:<id>`…) and the
 * position of the stock-change feed read before its render began: once a later change carries
 * one of its tags, it is no longer served but rendered again, while every other page stays
 * (ADR 041). Without a feed, pages are served until their time is up.
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
  /** The tags whose change makes this page stale (what its queries' answers depended on). */
  dependencies: ReadonlySet<string>;
}

export interface PageCache {
  /**
   * The page under `key`: from memory, from a render already under way, or rendered now by
   * `render`, which resolves to undefined when its page must not be stored (the caller has then
   * already answered its own request, and waiters render their own). A page is never handed to a
   * request that arrived after a change it depends on, unless its render began after that change.
   */
  load(key: string, render: () => Promise<CachedPage | undefined>): Promise<{ page: CachedPage | undefined; source: "hit" | "miss" }>;
}

interface StoredPage {
  page: CachedPage;
  /** The feed's position up to which the page is known to be current (moved on as it is checked). */
  position: number;
}

export function createPageCache({
  maxBytes,
  ttlMs,
  clock = performance,
  feed,
}: {
  maxBytes: number;
  ttlMs: number;
  clock?: { now(): number };
  /** This process's stock-change feed; absent, stored pages ignore stock changes. */
  feed?: StockChangeFeed;
}): PageCache {
  const pages = new LRUCache<string, StoredPage>({
    perf: clock,
    maxSize: maxBytes,
    sizeCalculation: (stored) => Math.max(1, stored.page.html.length),
    ttl: ttlMs,
  });
  const rendering = new Map<string, { done: Promise<StoredPage | undefined>; position: number }>();

  /**
   * Whether no change applied since the page's position carries one of its tags. One Set lookup
   * per tag on the smaller side; a page found current moves its position to the feed's, so the
   * next check reads only the changes after this one (a hit stays as cheap as a Map lookup).
   */
  const isCurrent = (stored: StoredPage): boolean => {
    if (!feed) return true;
    const now = feed.position();
    if (stored.position >= now) return true;
    const changed = feed.tagsChangedSince(stored.position);
    // The feed no longer holds every change since then: anything may have changed.
    if (!changed) return false;
    const { dependencies } = stored.page;
    if (changed.size <= dependencies.size) {
      for (const tag of changed) if (dependencies.has(tag)) return false;
    } else {
      for (const tag of dependencies) if (changed.has(tag)) return false;
    }
    stored.position = now;
    return true;
  };

  const renderNow = async (key: string, render: () => Promise<CachedPage | undefined>) => {
    // Read before the render starts: a change applied during the render may not be in it.
    const position = feed?.position() ?? 0;
    const done = render().then((page) => {
      if (!page) return undefined;
      const stored: StoredPage = { page, position };
      // A page that a change landing during its render already made stale is not kept.
      if (isCurrent(stored)) pages.set(key, stored);
      return stored;
    });
    const entry = { done, position };
    rendering.set(key, entry);
    try {
      return await done;
    } finally {
      if (rendering.get(key) === entry) rendering.delete(key);
    }
  };

  return {
    async load(key, render) {
      // The changes applied before this request arrived must be in the page it gets.
      const arrival = feed?.position() ?? 0;
      for (;;) {
        const stored = pages.get(key);
        if (stored) {
          if (isCurrent(stored)) return { page: stored.page, source: "hit" };
          pages.delete(key);
        }
        const pending = rendering.get(key);
        if (!pending) return { page: (await renderNow(key, render))?.page, source: "miss" };
        // A failed render is the renderer's to report; waiters then render their own.
        const done = await pending.done.catch(() => undefined);
        if (!done) return { page: undefined, source: "hit" };
        if (pending.position >= arrival || isCurrent(done)) return { page: done.page, source: "hit" };
        // A change this request must see landed during that render: wait for (or start) a render
        // begun after it, which the next round finds. The one awaited is over.
        if (rendering.get(key) === pending) rendering.delete(key);
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
