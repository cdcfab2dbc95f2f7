import type { StockChangeFeed } from "@eb/commerce";
import { describe, expect, it, vi } from "vitest";
import { type CachedPage, createPageCache, withNonce } from "./page-cache.ts";

const page = (html: string, nonce = "rendered-nonce", dependencies: string[] = []): CachedPage => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  html: Buffer.from(html),
  nonce,
  dependencies: new Set(dependencies),
});

/** A stock-change feed as a process applies it: changes in order, the oldest forgotten on demand. */
function fakeFeed() {
  const changes: { position: number; tags: string[] }[] = [];
  let forgottenUpTo = 0;
  const feed = {
    position: () => changes.at(-1)?.position ?? 0,
    tagsChangedSince: vi.fn((position: number): ReadonlySet<string> | undefined =>
      position < forgottenUpTo ? undefined : new Set(changes.filter((change) => change.position > position).flatMap((change) => change.tags)),
    ),
    change: (...tags: string[]) => void changes.push({ position: feed.position() + 1, tags }),
    forgetAll: () => void (forgottenUpTo = feed.position()),
  };
  return feed satisfies StockChangeFeed;
}

describe("page cache", () => {
  it("renders a page once and serves it from memory afterwards", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const render = vi.fn(async () => page("<p>one</p>"));
    expect(await cache.load("a", render)).toMatchObject({ source: "miss", page: { html: Buffer.from("<p>one</p>") } });
    expect(await cache.load("a", render)).toMatchObject({ source: "hit", page: { html: Buffer.from("<p>one</p>") } });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("lets concurrent requests for one page share a single render", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    let finish!: (value: CachedPage) => void;
    const render = vi.fn(() => new Promise<CachedPage>((resolve) => (finish = resolve)));
    const first = cache.load("a", render);
    const others = Array.from({ length: 9 }, () => cache.load("a", render));
    finish(page("<p>shared</p>"));
    const answers = await Promise.all([first, ...others]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.map((answer) => answer.page?.html.toString())).toEqual(Array(10).fill("<p>shared</p>"));
    expect(answers[0].source).toBe("miss");
  });

  it("stores nothing for a render that must not be shared or that failed, and waiters get nothing", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const personal = cache.load("a", async () => undefined);
    const waiter = cache.load("a", async () => page("never called"));
    expect((await personal).page).toBeUndefined();
    expect((await waiter).page).toBeUndefined();

    const failing = cache.load("b", async () => {
      throw new Error("render failed");
    });
    const failedWaiter = cache.load("b", async () => page("never called"));
    await expect(failing).rejects.toThrow("render failed");
    expect((await failedWaiter).page).toBeUndefined();
    // Nothing was kept: the next request renders.
    expect(await cache.load("b", async () => page("<p>b</p>"))).toMatchObject({ source: "miss" });
  });

  it("forgets pages after their time and keeps within its memory bound", async () => {
    let now = 5_000;
    const cache = createPageCache({ maxBytes: 1_000, ttlMs: 1_000, clock: { now: () => now } });
    {
      await cache.load("a", async () => page("x".repeat(100)));
      now += 1_001;
      expect((await cache.load("a", async () => page("y"))).source).toBe("miss");
      // Two pages of 600 bytes do not fit in 1,000 bytes together.
      await cache.load("b", async () => page("b".repeat(600)));
      await cache.load("c", async () => page("c".repeat(600)));
      expect((await cache.load("b", async () => page("b2"))).source).toBe("miss");
    }
  });

  describe("with a stock-change feed", () => {
    const productPage = (id: number) => async () => page(`<p>product ${id}</p>`, "n", [`product:${id}`, "listing:3"]);

    it("renders again a page that a later change depends on, and keeps serving the others", async () => {
      const feed = fakeFeed();
      const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, feed });
      const seven = vi.fn(productPage(7));
      const eight = vi.fn(productPage(8));
      await cache.load("p7", seven);
      await cache.load("p8", eight);
      expect((await cache.load("p7", seven)).source).toBe("hit");

      feed.change("product:7", "listing:4", "listing:search");
      expect((await cache.load("p7", seven)).source).toBe("miss");
      expect((await cache.load("p8", eight)).source).toBe("hit");
      // Stored anew after the change: served again until the next one that concerns it.
      expect((await cache.load("p7", seven)).source).toBe("hit");
      feed.change("product:9");
      feed.change("product:10", "listing:5");
      expect((await cache.load("p7", seven)).source).toBe("hit");
      expect((await cache.load("p8", eight)).source).toBe("hit");
      expect(seven).toHaveBeenCalledTimes(2);
      expect(eight).toHaveBeenCalledTimes(1);

      // A change of a listing the page shows retires it as well.
      feed.change("product:11", "listing:3");
      expect((await cache.load("p8", eight)).source).toBe("miss");
    });

    it("reads only the changes since a page was last found current", async () => {
      const feed = fakeFeed();
      const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, feed });
      await cache.load("p8", productPage(8));
      expect((await cache.load("p8", productPage(8))).source).toBe("hit");
      // No change since: the feed's tags are not even asked for.
      expect(feed.tagsChangedSince).not.toHaveBeenCalled();
      feed.change("product:1");
      feed.change("product:2");
      await cache.load("p8", productPage(8));
      feed.change("product:3");
      await cache.load("p8", productPage(8));
      expect(feed.tagsChangedSince.mock.calls.map(([position]) => position)).toEqual([0, 2]);
    });

    it("renders again when the feed no longer holds the changes since a page was made", async () => {
      const feed = fakeFeed();
      const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, feed });
      const render = vi.fn(productPage(8));
      await cache.load("p8", render);
      feed.change("product:1");
      feed.forgetAll();
      feed.change("product:2");
      expect((await cache.load("p8", render)).source).toBe("miss");
      expect((await cache.load("p8", render)).source).toBe("hit");
      expect(render).toHaveBeenCalledTimes(2);
    });

    it("does not hand a render that a change overtook to the requests that came after the change", async () => {
      const feed = fakeFeed();
      const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, feed });
      const finishes: ((value: CachedPage) => void)[] = [];
      const render = vi.fn(() => new Promise<CachedPage>((resolve) => finishes.push(resolve)));

      const first = cache.load("p7", render);
      const before = cache.load("p7", render);
      // The change lands while the page is being rendered (with the stock it read before).
      feed.change("product:7");
      const after = Array.from({ length: 3 }, () => cache.load("p7", render));
      finishes[0](page("<p>old stock</p>", "n", ["product:7"]));
      // Requests that came before the change get the render they waited for.
      expect((await first).page?.html.toString()).toBe("<p>old stock</p>");
      expect((await before).page?.html.toString()).toBe("<p>old stock</p>");
      // Those that came after it share one new render.
      await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
      finishes[1](page("<p>new stock</p>", "n", ["product:7"]));
      expect((await Promise.all(after)).map((answer) => answer.page?.html.toString())).toEqual(Array(3).fill("<p>new stock</p>"));
      expect(render).toHaveBeenCalledTimes(2);
      expect(await cache.load("p7", render)).toMatchObject({ source: "hit", page: { html: Buffer.from("<p>new stock</p>") } });
    });

    it("does not keep a page that a change landing during its render made stale", async () => {
      const feed = fakeFeed();
      const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, feed });
      await cache.load("p7", async () => {
        feed.change("product:7");
        return page("<p>old stock</p>", "n", ["product:7"]);
      });
      expect(await cache.load("p7", productPage(7))).toMatchObject({ source: "miss", page: { html: Buffer.from("<p>product 7</p>") } });
    });

    it("shares a render overtaken by a change that concerns none of its tags", async () => {
      const feed = fakeFeed();
      const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, feed });
      let finish!: (value: CachedPage) => void;
      const render = vi.fn(() => new Promise<CachedPage>((resolve) => (finish = resolve)));
      const first = cache.load("p8", render);
      feed.change("product:7");
      const after = cache.load("p8", render);
      finish(page("<p>8</p>", "n", ["product:8"]));
      expect((await first).source).toBe("miss");
      expect(await after).toMatchObject({ source: "hit", page: { html: Buffer.from("<p>8</p>") } });
      expect(render).toHaveBeenCalledTimes(1);
    });
  });

  it("puts each response's own nonce in place of the one the page was rendered with", () => {
    const stored = page('<script nonce="abc+/=="></script><p>é</p><script nonce="abc+/==">x</script>', "abc+/==");
    expect(withNonce(stored, "fresh").toString()).toBe('<script nonce="fresh"></script><p>é</p><script nonce="fresh">x</script>');
    expect(withNonce(stored, "abc+/==")).toBe(stored.html);
  });
});
