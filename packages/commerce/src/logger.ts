import { AsyncLocalStorage } from "node:async_hooks";
import { pino } from "pino";
import type { Config } from "./config.ts";

/** What identifies the request a log line was written for. */
export interface LogScope {
  requestId: string;
  /** The URL's path as the client sent it, without its query string (which may hold personal data). */
  path: string;
}

const scopes = new AsyncLocalStorage<LogScope>();

/**
 * Runs `work` (and everything it starts) on behalf of one request: every line logged meanwhile
 * carries its request id and path, whichever module writes it and whether or not it knows the request.
 */
export const runInLogScope = <T>(scope: LogScope, work: () => T): T => scopes.run(scope, work);

/** Longest text taken from outside (a visitor, a library's message) into one log field. */
export const MAX_LOGGED_TEXT = 1_000;

/** Text of unknown origin, bounded, for a log field (never a message: pino escapes fields, and a field cannot pass for a line). */
export const clipForLog = (text: string, max = MAX_LOGGED_TEXT) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Structured JSON logs on standard output: one line an event, whatever it holds (pino escapes
 * every string, errors become an `err` object with their stack as a field). Lines written inside
 * a request's scope carry its `requestId` and `path`; fields given at the call win over them.
 */
export function createLogger(config: Pick<Config, "logLevel">) {
  return pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.cookie", "res.headers[\"set-cookie\"]", "*.password"], remove: true },
    // A copy: pino merges the call's fields into the object the mixin returns.
    mixin: () => ({ ...scopes.getStore() }),
  });
}
