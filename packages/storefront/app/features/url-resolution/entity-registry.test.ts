import { describe, expect, it, vi } from "vitest";
import { createEntityRegistry, type EntityScreenProps, type ResolvedEntity } from "./entity-registry.ts";

const Screen = (_props: EntityScreenProps) => null;

describe("entity registry", () => {
  it("finds a registered type with its queries and head", () => {
    const registry = createEntityRegistry();
    interface Showroom extends ResolvedEntity {
      city: string;
    }
    registry.register<Showroom>("showroom", {
      Screen,
      queries: (entity) => [{ query: {} as never, variables: { city: entity.city } }],
      head: (entity) => ({ title: entity.city }),
    });
    const definition = registry.get("showroom");
    const entity = { identifier: "showroom:grasse", type: "showroom", city: "Grasse" };
    expect(definition?.queries?.(entity)[0].variables).toEqual({ city: "Grasse" });
    expect(definition?.head?.(entity)).toEqual({ title: "Grasse" });
    expect(registry.loadedScreen("showroom")).toBe(Screen);
    expect(registry.types()).toEqual(["showroom"]);
    expect(registry.get("unknown")).toBeUndefined();
  });

  it("is filled from an explicit list of page types when it is created", () => {
    const registry = createEntityRegistry({ "cms-page": { Screen }, category: { loadScreen: async () => ({ default: Screen }) } });
    expect(registry.types()).toEqual(["cms-page", "category"]);
    expect(registry.loadedScreen("cms-page")).toBe(Screen);
    expect(() => createEntityRegistry({ redirect: { Screen } })).toThrow();
  });

  it("loads a lazy screen once, then has it ready", async () => {
    const registry = createEntityRegistry();
    const loadScreen = vi.fn(async () => ({ default: Screen }));
    registry.register("category", { loadScreen });
    expect(registry.loadedScreen("category")).toBeUndefined();
    const [first, second] = await Promise.all([registry.preload("category"), registry.preload("category")]);
    expect(first).toBe(Screen);
    expect(second).toBe(Screen);
    expect(loadScreen).toHaveBeenCalledTimes(1);
    expect(registry.loadedScreen("category")).toBe(Screen);
  });

  it("tries a failed chunk again on the next preload", async () => {
    const registry = createEntityRegistry();
    const loadScreen = vi.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue({ default: Screen });
    registry.register("product", { loadScreen });
    await expect(registry.preload("product")).rejects.toThrow("chunk failed");
    await expect(registry.preload("product")).resolves.toBe(Screen);
  });

  it("lets an integrator replace a built-in type", () => {
    const registry = createEntityRegistry();
    const Other = (_props: EntityScreenProps) => null;
    registry.register("cms-page", { Screen });
    registry.register("cms-page", { Screen: Other });
    expect(registry.loadedScreen("cms-page")).toBe(Other);
  });

  it("refuses the outcomes URL resolution handles itself, and ambiguous definitions", () => {
    const registry = createEntityRegistry();
    expect(() => registry.register("redirect", { Screen })).toThrow();
    expect(() => registry.register("not-found", { Screen })).toThrow();
    expect(() => registry.register("x", {})).toThrow();
    expect(() => registry.register("x", { Screen, loadScreen: async () => ({ default: Screen }) })).toThrow();
  });

  it("rejects preloading a type nobody registered", async () => {
    await expect(createEntityRegistry().preload("nope")).rejects.toThrow('No screen registered for entity type "nope"');
  });
});
