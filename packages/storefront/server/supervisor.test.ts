import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { createSupervisorState } from "./supervisor.ts";
import { type ProductionServer, isBuilt, listeningPids, sleep, startProductionServer } from "./testing/production-server.ts";

describe("the primary's back-off", () => {
  it("doubles the wait for each exit within a minute, up to 30 s, and forgets older exits", () => {
    const supervisor = createSupervisorState();
    const delays = [0, 1, 2, 3, 4, 5, 6, 7].map((second) => supervisor.exited(second * 1_000));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(supervisor.state(8_000)).toEqual({ exitsLastMinute: 8, restartDelayMs: 30_000, waitingToRestart: 8 });
    for (let index = 0; index < 8; index++) supervisor.replaced();
    expect(supervisor.state(70_000)).toEqual({ exitsLastMinute: 0, restartDelayMs: 1_000, waitingToRestart: 0 });
    expect(supervisor.exited(70_000)).toBe(1_000);
  });
});

/**
 * The production server's primary keeps replacing server processes however often they exit
 * (it used to stop, closing the port for good, after five exits in a minute).
 */
describe.skipIf(!isBuilt)("server processes that keep exiting", () => {
  let server: ProductionServer | undefined;
  afterAll(async () => {
    const running = server?.child.pid ? children(server.child.pid) : [];
    await server?.stop();
    for (const pid of running) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }, 30_000);

  const children = (pid: number): number[] => {
    try {
      return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };

  it("are replaced with a growing wait, logged, and the primary stays", async () => {
    server = await startProductionServer({ env: { WEB_CONCURRENCY: "2" }, processes: 2 });
    const { base, log, child: primary } = server;
    /** Server processes that said they listen: a replacement adds one. */
    const listening = () => listeningPids(log).size;
    expect(listening()).toBe(2);

    // One kill first: the replacement comes after a second, and /readyz says so. Starting it
    // takes a few seconds, and over ten on a machine busy with other tests' servers.
    const [first] = children(primary.pid!);
    process.kill(first, "SIGKILL");
    for (let attempt = 0; attempt < 300 && listening() < 3; attempt++) await sleep(100);
    expect(listening()).toBe(3);
    const ready = (await (await fetch(`${base}/readyz`)).json()) as { status: string; processes?: { exitsLastMinute: number } };
    expect(ready).toMatchObject({ status: "ready", processes: { exitsLastMinute: 1 } });

    // Then every server process, and each replacement as soon as it is forked: six exits and more.
    const killed = new Set([first]);
    for (const started = Date.now(); killed.size < 7 && Date.now() - started < 25_000; await sleep(50)) {
      for (const pid of children(primary.pid!)) {
        if (killed.has(pid)) continue;
        killed.add(pid);
        process.kill(pid, "SIGKILL");
      }
    }
    await sleep(500);
    expect(killed.size).toBe(7);
    expect(primary.exitCode).toBeNull();
    const exits = log.filter((line) => line.includes('"server process exited"')).map((line) => JSON.parse(line) as { restartInMs: number });
    expect(exits.length).toBe(7);
    expect(exits.map(({ restartInMs }) => restartInMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  }, 90_000);
});
