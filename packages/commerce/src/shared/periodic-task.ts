import type { Logger } from "pino";
import { jobLogScope, runInLogScope } from "../logger.ts";

/** A pass of background work run every so often in this process (the order sweep, housekeeping). */
export interface PeriodicTask {
  /** Runs a pass now, or waits for the one under way (tests, a first pass at start-up). */
  runNow(): Promise<void>;
  /** No pass starts any more; resolves once the pass under way, if any, has ended (the database is closed after it). */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `intervalMs` in this process. The timer is unref'd: background work never
 * keeps a process alive on its own (scripts end, tests exit). One pass at a time: a pass still
 * running when the next is due makes that one skip, so a slow database never piles passes up.
 * A failed pass is logged with `failureMessage` and never thrown (the next one tries again). Each
 * pass runs in its own log scope (`job`, `jobId`), whatever started it (the timer, or `runNow`
 * within a request).
 * Work run this way must be safe in several processes at once: every server process, or every
 * machine's jobs process, may run it.
 */
export function startPeriodicTask(options: {
  /** The job's name in the log (`job`): each pass runs in a log scope of its own, with a `jobId`, so every line of one pass can be told apart. */
  job: string;
  intervalMs: number;
  pass: () => Promise<void>;
  failureMessage: string;
  logger?: Logger;
}): PeriodicTask {
  let running: Promise<void> | undefined;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = runInLogScope(jobLogScope(options.job), () =>
      Promise.resolve()
        .then(options.pass)
        .catch((error: unknown) => options.logger?.error({ err: error }, options.failureMessage)),
    ).finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(pass, options.intervalMs);
  timer.unref();
  return {
    async runNow() {
      pass();
      await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
