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
});
