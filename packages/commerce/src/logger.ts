import { pino } from "pino";
import type { Config } from "./config.ts";

/** Structured JSON logs (one line an event) on standard output. */
export function createLogger(config: Pick<Config, "logLevel">) {
  return pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.cookie", "res.headers[\"set-cookie\"]", "*.password"], remove: true },
  });
}
