import { describe, expect, it, vi } from "vitest";
import { createContentMetadataStore } from "./content-metadata-store.ts";

describe("content metadata store", () => {
  it("looks entries up by type and id", () => {
    const store = createContentMetadataStore();
    store.add([
      { type: "cms-page", id: "about-us", hash: "h1" },
      { type: "category", id: "12", hash: "h2" },
      { type: "cms-page", id: "about-us", hash: "h3" },
    ]);
    expect(store.find("cms-page", "about-us")).toEqual([
      { type: "cms-page", id: "about-us", hash: "h1" },
      { type: "cms-page", id: "about-us", hash: "h3" },
    ]);
    expect(store.find("category", "12")).toEqual([{ type: "category", id: "12", hash: "h2" }]);
    expect(store.find("category", "13")).toEqual([]);
  });

  it("ignores duplicates by hash", () => {
    const store = createContentMetadataStore([{ type: "cms-page", id: "home", hash: "same" }]);
    store.add([{ type: "cms-page", id: "home", hash: "same" }]);
    store.add([{ type: "category", id: "3", hash: "same" }]);
    expect(store.all()).toEqual([{ type: "cms-page", id: "home", hash: "same" }]);
    expect(store.find("category", "3")).toEqual([]);
  });

  it("tells subscribers about new entries only", () => {
    const store = createContentMetadataStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add([{ type: "cms-page", id: "faq", hash: "a" }]);
    store.add([{ type: "cms-page", id: "faq", hash: "a" }]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.version()).toBe(1);
    unsubscribe();
    store.add([{ type: "cms-page", id: "faq", hash: "b" }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("does not let callers change what it holds", () => {
    const store = createContentMetadataStore();
    const entry = { type: "cms-page", id: "faq", hash: "a" };
    store.add([entry]);
    entry.id = "changed";
    store.find("cms-page", "faq").pop();
    expect(store.find("cms-page", "faq")).toEqual([{ type: "cms-page", id: "faq", hash: "a" }]);
  });
});
