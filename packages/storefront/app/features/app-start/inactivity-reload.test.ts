import { describe, expect, it, vi } from "vitest";
import { createInactivityWatcher } from "./inactivity-reload.ts";

describe("inactivity reload", () => {
  const setup = () => {
    let time = 0;
    const reload = vi.fn();
    const watcher = createInactivityWatcher({ timeoutMs: 1_800_000, now: () => time, reload });
    return { watcher, reload, advance: (ms: number) => (time += ms) };
  };

  it("reloads when the page comes back after being hidden longer than the time-out", () => {
    const { watcher, reload, advance } = setup();
    watcher.visibilityChanged("hidden");
    advance(1_800_001);
    watcher.visibilityChanged("visible");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload after a shorter absence, nor while still hidden", () => {
    const { watcher, reload, advance } = setup();
    watcher.visibilityChanged("hidden");
    advance(1_800_000);
    watcher.visibilityChanged("visible");
    watcher.visibilityChanged("hidden");
    advance(3_600_000);
    watcher.visibilityChanged("hidden");
    expect(reload).not.toHaveBeenCalled();
  });

  it("counts from the moment the page was first hidden", () => {
    const { watcher, reload, advance } = setup();
    watcher.visibilityChanged("hidden");
    advance(1_000_000);
    watcher.visibilityChanged("hidden");
    advance(900_000);
    watcher.visibilityChanged("visible");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("ignores becoming visible without having been hidden", () => {
    const { watcher, reload, advance } = setup();
    advance(10_000_000);
    watcher.visibilityChanged("visible");
    expect(reload).not.toHaveBeenCalled();
  });
});
