import { describe, expect, it } from "vitest";
import { FRESH_WAIT_MS, latestBuild } from "./latest-build.ts";

/** A build whose completion the test decides. */
function controlledBuilds() {
  const started: string[] = [];
  const finish = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const build = (version: string) =>
    new Promise<string>((resolve, reject) => {
      started.push(version);
      finish.set(version, { resolve, reject });
    });
  const settle = async (version: string, outcome: "built" | Error = "built") => {
    await waitUntil(() => finish.has(version));
    const control = finish.get(version)!;
    if (outcome === "built") control.resolve(`value of ${version}`);
    else control.reject(outcome);
  };
  return { build, started, settle };
}

async function waitUntil(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error("condition not met");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

// Versions as bumpCatalogVersion makes them: they order by time.
const V1 = "2026-11-21T10:00:00.000Z#a";
const V2 = "2026-11-21T10:00:01.000Z#b";
const V3 = "2026-11-21T10:00:02.000Z#c";
const V4 = "2026-11-21T10:00:03.000Z#d";

describe("latestBuild (a catalogue-wide value per version, served while the next is built)", () => {
  it("waits for the first build, then serves it without building again", async () => {
    const { build, started, settle } = controlledBuilds();
    const builds = latestBuild(build);
    const first = builds.get(V1);
    const concurrent = builds.get(V1);
    await settle(V1);
    expect(await first).toEqual({ version: V1, value: `value of ${V1}` });
    expect(await concurrent).toEqual(await first);
    expect(await builds.get(V1)).toEqual(await first);
    expect(started).toEqual([V1]);
  });

  it("serves a new version's build when it is done in time", async () => {
    const { build, settle } = controlledBuilds();
    const builds = latestBuild(build);
    const first = builds.get(V1);
    await settle(V1);
    await first;
    const next = builds.get(V2);
    await settle(V2);
    expect((await next).version).toBe(V2);
  });

  it("serves the previous build while a slow one runs, and the new one once it is done", async () => {
    const { build, started, settle } = controlledBuilds();
    const builds = latestBuild(build);
    const first = builds.get(V1);
    await settle(V1);
    await first;

    const before = Date.now();
    expect((await builds.get(V2)).version).toBe(V1);
    expect(Date.now() - before).toBeGreaterThanOrEqual(FRESH_WAIT_MS - 20);
    expect(started).toEqual([V1, V2]);
    await settle(V2);
    await waitUntil(() => started.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await builds.get(V2)).version).toBe(V2);
    // A request that read the version before the change gets the newer build, and builds nothing.
    expect((await builds.get(V1)).version).toBe(V2);
    expect(started).toEqual([V1, V2]);
  });

  it("builds one version at a time and skips the versions superseded meanwhile", async () => {
    const { build, started, settle } = controlledBuilds();
    const builds = latestBuild(build);
    const first = builds.get(V1);
    await settle(V1);
    await first;
    void builds.get(V2);
    await waitUntil(() => started.includes(V2));
    // Two more changes while V2 is built: only the last is built after it.
    const third = builds.get(V3);
    const fourth = builds.get(V4);
    expect((await third).version).toBe(V1);
    await settle(V2);
    await settle(V4);
    await waitUntil(() => started.includes(V4));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([V1, V2, V4]);
    expect((await fourth).version).toBe(V1);
    expect((await builds.get(V3)).version).toBe(V4);
  });

  it("keeps the previous build in service when a build fails, reports it, and tries again", async () => {
    const { build, started, settle } = controlledBuilds();
    const errors: unknown[] = [];
    const builds = latestBuild(build, (error) => errors.push(error));
    const first = builds.get(V1);
    await settle(V1);
    await first;
    const failing = builds.get(V2);
    await settle(V2, new Error("database gone"));
    expect((await failing).version).toBe(V1);
    expect(errors).toHaveLength(1);
    const retry = builds.get(V2);
    await waitUntil(() => started.filter((version) => version === V2).length === 2);
    await settle(V2);
    expect((await retry).version).toBe(V2);
  });

  it("fails the first build's callers when it fails, and builds again on the next call", async () => {
    const { build, started, settle } = controlledBuilds();
    const builds = latestBuild(build);
    const first = builds.get(V1);
    await settle(V1, new Error("no database"));
    await expect(first).rejects.toThrow("no database");
    const again = builds.get(V1);
    await waitUntil(() => started.length === 2);
    await settle(V1);
    expect((await again).version).toBe(V1);
  });
});
