import { describe, expect, it, vi } from "vitest";
import { type CachedPage, createPageCache, withNonce } from "./page-cache.ts";

const page = (html: string, nonce = "rendered-nonce"): CachedPage => ({ status: 200, headers: [["content-type", "text/html"]], html: Buffer.from(html), nonce });

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

  it("puts each response's own nonce in place of the one the page was rendered with", () => {
    const stored = page('<script nonce="abc+/=="></script><p>é</p><script nonce="abc+/==">x</script>', "abc+/==");
    expect(withNonce(stored, "fresh").toString()).toBe('<script nonce="fresh"></script><p>é</p><script nonce="fresh">x</script>');
    expect(withNonce(stored, "abc+/==")).toBe(stored.html);
  });
});
