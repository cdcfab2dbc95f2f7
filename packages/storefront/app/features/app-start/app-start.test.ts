import { describe, expect, it } from "vitest";
import { startRender, startScreen } from "./app-start.ts";

describe("app start", () => {
  it("shows the offline page first, then maintenance, else the shop", () => {
    expect(startScreen({ offline: true, maintenance: true })).toBe("offline");
    expect(startScreen({ offline: false, maintenance: true })).toBe("maintenance");
    expect(startScreen({ offline: false, maintenance: false })).toBe("shop");
    expect(startScreen(undefined)).toBe("shop");
  });

  it("hydrates unless turned off, and renders afresh with the server-render fallback flag", () => {
    expect(startRender({ hydrate: true, ssrFallback: false })).toBe("hydrate");
    expect(startRender({ hydrate: false, ssrFallback: true })).toBe("none");
    expect(startRender({ hydrate: true, ssrFallback: true })).toBe("render");
    expect(startRender(undefined)).toBe("hydrate");
  });
});
