import type { Logger } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger, runInLogScope } from "../logger.ts";
import { startPeriodicTask } from "./periodic-task.ts";

/** A pass the test ends when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const recordingLogger = () => {
  const errors: { fields: unknown; message: string }[] = [];
  return { errors, logger: { error: (fields: unknown, message: string) => errors.push({ fields, message }) } as unknown as Logger };
};

describe("startPeriodicTask", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs a pass every interval, one at a time: a pass still running makes the next ones skip", async () => {
    let started = 0;
    let current = gate();
    const task = startPeriodicTask({
      job: "test",
      intervalMs: 1_000,
      failureMessage: "test: failed",
      pass: async () => {
        started += 1;
        await current.opened;
      },
    });
    expect(started).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(1);
    // Three more intervals while the first pass runs: none starts.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toBe(1);
    current.open();
    current = gate();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    current.open();
    await task.stop();
  });

  it("runNow starts a pass, or waits for the one under way instead of starting another", async () => {
    let started = 0;
    const first = gate();
    const task = startPeriodicTask({
      job: "test",
      intervalMs: 60_000,
      failureMessage: "test: failed",
      pass: async () => {
        started += 1;
        if (started === 1) await first.opened;
      },
    });
    let ended = false;
    const run = task.runNow().then(() => (ended = true));
    const joined = task.runNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(1);
    expect(ended).toBe(false);
    first.open();
    await Promise.all([run, joined]);
    expect(started).toBe(1);
    await task.runNow();
    expect(started).toBe(2);
    await task.stop();
  });

  it("logs a failed pass, never throws it, and runs the next one", async () => {
    const { errors, logger } = recordingLogger();
    let calls = 0;
    const task = startPeriodicTask({
      job: "test",
      intervalMs: 1_000,
      logger,
      failureMessage: "test: the pass failed",
      pass: async () => {
        calls += 1;
        if (calls === 1) throw new Error("database away");
      },
    });
    await expect(task.runNow()).resolves.toBeUndefined();
    expect(errors).toEqual([{ fields: { err: expect.objectContaining({ message: "database away" }) }, message: "test: the pass failed" }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    await task.stop();
  });

  it("a pass that throws before returning a promise is logged the same way", async () => {
    const { errors, logger } = recordingLogger();
    const task = startPeriodicTask({
      job: "test",
      intervalMs: 1_000,
      logger,
      failureMessage: "test: the pass failed",
      pass: () => {
        throw new Error("at once");
      },
    });
    await task.runNow();
    expect(errors.map((entry) => entry.message)).toEqual(["test: the pass failed"]);
    await task.stop();
  });

  it("stop waits for the pass under way, and no pass starts after it", async () => {
    let started = 0;
    let finished = 0;
    const running = gate();
    const task = startPeriodicTask({
      job: "test",
      intervalMs: 1_000,
      failureMessage: "test: failed",
      pass: async () => {
        started += 1;
        await running.opened;
        finished += 1;
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    running.open();
    await stopping;
    expect(finished).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    await task.runNow();
    expect(started).toBe(1);
  });

  it("runs each pass in a log scope of its own: the job's name and an id per pass, even when a request asked for it", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ logLevel: "info", logFormat: "json" }, { write: (text: string) => void lines.push(JSON.parse(text) as Record<string, unknown>) });
    let passes = 0;
    const task = startPeriodicTask({
      job: "housekeeping",
      intervalMs: 1_000,
      failureMessage: "test: the pass failed",
      logger,
      pass: async () => {
        passes += 1;
        logger.info({ pass: passes }, "test: working");
        await Promise.resolve();
        logger.info({ pass: passes }, "test: still working");
        if (passes === 2) throw new Error("broken");
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    // A request that runs a pass now: the pass's lines are the job's, not the request's.
    await runInLogScope({ requestId: "r-1", path: "/graphql" }, () => task.runNow());
    await task.stop();

    expect(lines.map((line) => line.msg)).toEqual(["test: working", "test: still working", "test: working", "test: still working", "test: the pass failed"]);
    for (const line of lines) {
      expect(line).toMatchObject({ job: "housekeeping", jobId: expect.stringMatching(/^[0-9a-f]{8}$/) });
      expect(line).not.toHaveProperty("requestId");
    }
    // One id per pass, the failure's line with its pass.
    expect(lines[0].jobId).toBe(lines[1].jobId);
    expect(lines[2].jobId).toBe(lines[3].jobId);
    expect(lines[4].jobId).toBe(lines[2].jobId);
    expect(lines[0].jobId).not.toBe(lines[2].jobId);
  });

  it("never keeps the process alive: its timer is unref'd", () => {
    // Spied on the real timer: a spy over the fake one, restored, left the fake `setInterval` in
    // place after `useRealTimers`, for the next test files of the worker too (ADR 094).
    vi.useRealTimers();
    const unref = vi.fn();
    const spy = vi.spyOn(globalThis, "setInterval").mockReturnValue({ unref } as unknown as NodeJS.Timeout);
    try {
      startPeriodicTask({ job: "test", intervalMs: 1_000, failureMessage: "test: failed", pass: async () => undefined });
      expect(unref).toHaveBeenCalledOnce();
    } finally {
      spy.mockRestore();
    }
  });
});
