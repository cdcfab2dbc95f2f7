import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { type DestinationStream, pino } from "pino";
import { isColorSupported, prettyFactory } from "pino-pretty";
import { type Config, defaultLogFormat } from "./config.ts";

/**
 * What a log line was written for: a request (its id and path, and the GraphQL operation being
 * executed, if any), or one pass of background work (the job's name and an id of that pass).
 */
export type LogScope =
  | {
      requestId: string;
      /** The URL's path as the client sent it, without its query string (which may hold personal data). */
      path: string;
      /** The name of the GraphQL operation being executed (graphql/operation-metrics-plugin.ts). */
      operation?: string;
    }
  | {
      /** The background work (`orders-expiry`, `housekeeping`, `mail-delivery`…). */
      job: string;
      /** A short random id of this pass: every line one pass writes carries it. */
      jobId: string;
    };

const scopes = new AsyncLocalStorage<LogScope>();

/**
 * Runs `work` (and everything it starts) on behalf of one request, or one pass of a background
 * job: every line logged meanwhile carries its scope's fields, whichever module writes it and
 * whether or not it knows what it works for.
 */
export const runInLogScope = <T>(scope: LogScope, work: () => T): T => scopes.run(scope, work);

/** The scope the caller runs in (undefined outside any). */
export const currentLogScope = (): LogScope | undefined => scopes.getStore();

/** A scope for one pass of the background job `job`, with an id of its own (8 hex characters). */
export const jobLogScope = (job: string): LogScope => ({ job, jobId: randomBytes(4).toString("hex") });

/** Longest text taken from outside (a visitor, a library's message) into one log field. */
export const MAX_LOGGED_TEXT = 1_000;

/** Text of unknown origin, bounded, for a log field (never a message: pino escapes fields, and a field cannot pass for a line). */
export const clipForLog = (text: string, max = MAX_LOGGED_TEXT) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Structured logs on standard output: one JSON line an event, whatever it holds (pino escapes
 * every string, errors become an `err` object with their stack as a field). Lines written inside
 * a request's scope carry its `requestId` and `path` (and `operation` within a GraphQL
 * operation), inside a background pass's its `job` and `jobId`; fields given at the call win over them.
 * `logFormat: "pretty"` (a person at a terminal, ADR 034) writes the same events as short text.
 */
export function createLogger(config: Pick<Config, "logLevel"> & Partial<Pick<Config, "logFormat">>, destination?: DestinationStream) {
  const format = config.logFormat ?? defaultLogFormat();
  return pino(
    {
      level: config.logLevel,
      redact: { paths: ["req.headers.cookie", "res.headers[\"set-cookie\"]", "*.password"], remove: true },
      // A copy: pino merges the call's fields into the object the mixin returns.
      mixin: () => ({ ...scopes.getStore() }),
    },
    format === "pretty" ? prettyStream(destination) : destination,
  );
}

/** Control characters a client may have put in a path: shown escaped, never acted on by the terminal. */
// eslint-disable-next-line no-control-regex
const visible = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * Events a person reads as text in a terminal: the fields each one says in its text (not repeated
 * after it as JSON), and that text. Any other event is its message followed by its fields.
 */
const TEXT_OF: Record<string, { fields: readonly string[]; text: (log: Record<string, unknown>) => string }> = {
  request: {
    fields: ["method", "path", "status", "ms"],
    text: (log) => `${String(log.method)} ${visible(String(log.path))} ${String(log.status)} ${typeof log.ms === "number" ? log.ms.toFixed(1) : "?"} ms`,
  },
  // One a server process: the summary below says where the shop answers.
  "shop listening": {
    fields: ["url", "port", "database"],
    text: (log) => `server process ${String(log.pid)} listening`,
  },
  "shop started": {
    fields: ["stores", "database", "processes", "demoAccount"],
    text: (log) => {
      const stores = Object.entries((log.stores ?? {}) as Record<string, string>).map(([locale, url]) => `${url} (${locale})`);
      return [
        `shop started: ${stores.join(", ")}`,
        `  database: ${String(log.database)}`,
        `  server processes: ${String(log.processes)}`,
        ...(log.demoAccount ? [`  demo account: ${String(log.demoAccount)}`] : []),
      ].join("\n");
    },
  },
};

/**
 * pino-pretty's formatting, in-process and synchronous (a fatal line is written before the process
 * exits): one line an event, the time, level and message first, the other fields after it as JSON
 * (the request id among them, so a line still leads to its request); an error's stack below its
 * line. The events of `TEXT_OF` read as their text: a request is `GET /path 200 12.3 ms`, the
 * start-up summary a few lines.
 */
function prettyStream(destination: DestinationStream = pino.destination({ dest: 1, sync: true })): DestinationStream {
  const prettify = prettyFactory({ colorize: isColorSupported, singleLine: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" });
  return {
    write(line: string) {
      const log = JSON.parse(line) as Record<string, unknown>;
      const event = TEXT_OF[String(log.msg)];
      if (event) {
        const text = event.text(log);
        for (const field of event.fields) delete log[field];
        log.msg = text;
      }
      destination.write(prettify(log));
    },
  };
}
