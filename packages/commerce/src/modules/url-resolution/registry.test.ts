import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { GraphQLContext } from "../../graphql/context.ts";
import type * as Registry from "./registry.ts";

// The registry alone, without the built-ins: order, identifiers, validation. Test files share
// their worker's modules, and another file may have registered the built-ins in the process's
// registry: this file takes a registry of its own, and leaves the next files fresh modules.
let registerEntityResolver: typeof Registry.registerEntityResolver;
let entityResolvers: typeof Registry.entityResolvers;
let resolveEntity: typeof Registry.resolveEntity;
type EntityResolver = Registry.EntityResolver;
beforeAll(async () => {
  vi.resetModules();
  ({ registerEntityResolver, entityResolvers, resolveEntity } = await import("./registry.ts"));
});
afterAll(() => {
  vi.resetModules();
});

const context = {} as GraphQLContext;
const cleanups: (() => void)[] = [];
const register = (resolver: EntityResolver) => cleanups.push(registerEntityResolver(resolver));
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe("entity resolver registry", () => {
  it("tries resolvers by priority, then registration order; the first answer wins", async () => {
    const calls: string[] = [];
    const resolver = (type: string, priority: number | undefined, answer: boolean): EntityResolver => ({
      type,
      priority,
      resolve: async () => {
        calls.push(type);
        return answer ? {} : null;
      },
    });
    register(resolver("low", 1, true));
    register(resolver("high", 10, false));
    register(resolver("middle-a", 5, false));
    register(resolver("middle-b", 5, true));
    register(resolver("default", undefined, true));

    const entity = await resolveEntity("/x", context);
    expect(entity).toMatchObject({ type: "middle-b", identifier: "middle-b:/x" });
    expect(calls).toEqual(["high", "middle-a", "middle-b"]);
    expect(entityResolvers().map((entry) => entry.type)).toEqual(["high", "middle-a", "middle-b", "low", "default"]);
  });

  it("prefixes identifiers with their type so types never collide", async () => {
    register({ type: "product", resolve: async () => ({ identifier: "HE-LAV-FINE" }) });
    await expect(resolveEntity("/lavande", context)).resolves.toMatchObject({
      type: "product",
      identifier: "product:HE-LAV-FINE",
    });
  });

  it("keeps an identifier that already carries its type, and passes extra fields on", async () => {
    register({ type: "brand-page", resolve: async () => ({ identifier: "brand-page:7", brand: { id: 7 } }) });
    await expect(resolveEntity("/marque", context)).resolves.toEqual({
      type: "brand-page",
      identifier: "brand-page:7",
      brand: { id: 7 },
    });
  });

  it("gives not-found when nothing answers", async () => {
    register({ type: "never", resolve: async () => null });
    await expect(resolveEntity("/Nulle-Part", context)).resolves.toEqual({
      type: "not-found",
      identifier: "not-found:/nulle-part",
    });
  });

  it("unregisters", async () => {
    const unregister = registerEntityResolver({ type: "temporary", resolve: async () => ({}) });
    expect((await resolveEntity("/t", context)).type).toBe("temporary");
    unregister();
    expect((await resolveEntity("/t", context)).type).toBe("not-found");
  });

  it.each(["", "Product", "not-found", "a b", "-x", "x-", "cms_page"])("refuses the type %j", (type) => {
    expect(() => registerEntityResolver({ type, resolve: async () => null })).toThrow(/Invalid entity type/);
  });
});
