import { describe, expect, it } from "vitest";
import { createCatalogueReadCache } from "./catalogue-read-cache.ts";

/** Stock changes forget what carries a product's stock, at every version, and a read in flight across the change is not kept. */
describe("catalogue read cache", () => {
  const reader = (values: Map<number, string>) => {
    let reads = 0;
    return {
      load: async (keys: number[]) => {
        reads += 1;
        return new Map(keys.flatMap((key) => (values.has(key) ? [[key, values.get(key)!] as const] : [])));
      },
      reads: () => reads,
    };
  };

  it("reads a forgotten key again, and only that key of that kind", async () => {
    const cache = createCatalogueReadCache();
    const values = new Map([
      [1, "in stock"],
      [2, "in stock"],
    ]);
    const source = reader(values);
    await cache.load("v1", "product|fr", [1, 2], source.load);
    await cache.load("v1", "other", [1], source.load);
    expect(source.reads()).toBe(2);

    values.set(1, "out of stock");
    cache.forget("product|fr", [1]);
    expect(await cache.load("v1", "product|fr", [1, 2], source.load)).toEqual(new Map([[1, "out of stock"], [2, "in stock"]]));
    expect(source.reads()).toBe(3);
    expect(await cache.load("v1", "other", [1], source.load)).toEqual(new Map([[1, "in stock"]]));
    expect(source.reads()).toBe(3);

    cache.forget("other");
    expect(await cache.load("v1", "other", [1], source.load)).toEqual(new Map([[1, "out of stock"]]));
  });

  it("does not keep a read that was in flight when its key was forgotten", async () => {
    const cache = createCatalogueReadCache();
    let release!: () => void;
    const slow = cache.load("v1", "product|fr", [7], async (keys) => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Map(keys.map((key) => [key, "read before the change"]));
    });
    cache.forget("product|fr", [7]);
    release();
    expect((await slow).get(7)).toBe("read before the change");
    const fresh = await cache.load("v1", "product|fr", [7], async (keys) => new Map(keys.map((key) => [key, "read after the change"])));
    expect(fresh.get(7)).toBe("read after the change");
  });

  it("reads a key once when several requests ask for it at the same time, and a waiter reads for itself if that read fails", async () => {
    const cache = createCatalogueReadCache();
    const source = reader(new Map([[1, "one"], [2, "two"]]));
    const [first, second, third] = await Promise.all([
      cache.load("v1", "product|fr", [1], source.load),
      cache.load("v1", "product|fr", [1, 2], source.load),
      cache.load("v1", "product|fr", [2, 1], source.load),
    ]);
    expect([first.get(1), second.get(1), second.get(2), third.get(1), third.get(2)]).toEqual(["one", "one", "two", "one", "two"]);
    // The first read took key 1, the second key 2; the third waited for both.
    expect(source.reads()).toBe(2);

    let fail!: (error: Error) => void;
    const failing = cache.load<number, string>("v2", "product|fr", [3], () => new Promise<Map<number, string>>((_resolve, reject) => (fail = reject)));
    const waiter = cache.load("v2", "product|fr", [3], async (keys) => new Map(keys.map((key) => [key, "read by the waiter"])));
    fail(new Error("the first request's deadline passed"));
    await expect(failing).rejects.toThrow("deadline");
    expect((await waiter).get(3)).toBe("read by the waiter");
  });
});
