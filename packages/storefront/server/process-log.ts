import util from "node:util";
import { clipForLog, createLogger, loadConfig } from "@eb/commerce";
import type { Logger } from "pino";

/** console's methods and the log level each one's output is written at. */
const CONSOLE_LEVELS = { error: "error", warn: "warn", info: "info", log: "info", debug: "debug", trace: "trace" } as const;

/**
 * Makes the server process's own output one JSON line an event, like the rest of its log:
 *
 * - whatever calls `console.*` (a library: React, React Router, graphql-yoga's adapter…) writes a
 *   structured line instead of free text that a stack or a quoted input could spread over many
 *   lines, or shape into a line of its own; the text goes in a field, an error in `err` (its stack
 *   a field), and the line carries the request's id and path when written on behalf of one;
 * - an exception nothing caught, or a promise rejection nothing handled (Node turns those into
 *   uncaught exceptions), is logged as one `fatal` line, and the process exits as Node would: its
 *   state is unknown, and the cluster's primary (or the supervisor) starts a fresh one.
 */
export function logProcessOutput(logger: Logger = processLogger()) {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const text = clipForLog(util.format(...args.filter((arg) => arg !== err)));
      logger[level]({ ...(err !== undefined && { err }), ...(text && { text }) }, "console output");
    };
  }
  process.on("uncaughtException", (error, origin) => {
    logger.fatal({ err: error, origin }, "uncaught exception: stopping");
    process.exit(1);
  });
}

/** The configured logger; with an invalid configuration (start-up reports it itself) the default level. */
function processLogger(): Logger {
  try {
    return createLogger(loadConfig());
  } catch {
    return createLogger({ logLevel: "info" });
  }
}
