import { getBrowserPageSettings } from "../../lib/browser-client.ts";
import { type LogLevel, type LogQueue, createHttpLogSender, createLogQueue, getClientId } from "./log-queue.ts";

let queue: LogQueue | undefined;

/** The browser's log queue (flushed by the client runtime, app/features/client-runtime/runtime.ts). */
export function getClientLog(): LogQueue {
  if (!queue) {
    let storage: Storage | undefined;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = undefined;
    }
    queue = createLogQueue({
      send: createHttpLogSender({ basename: getBrowserPageSettings().basename, clientId: getClientId(storage) }),
    });
  }
  return queue;
}

/** Records an error for the shop's logs; a no-op while rendering on the server (its log has it). */
export function reportClientError(context: string, error: unknown, data?: unknown): void {
  if (typeof window === "undefined") return;
  getClientLog().error(context, error, data);
}

export function logClient(context: string, level: LogLevel, data?: unknown): void {
  if (typeof window === "undefined") return;
  getClientLog().log(context, level, data);
}

/** Uncaught errors and rejected promises of the page go to the log queue too. */
export function captureGlobalErrors(): void {
  window.addEventListener("error", (event) => {
    reportClientError("window.error", event.error ?? event.message, { source: event.filename, line: event.lineno, column: event.colno });
  });
  window.addEventListener("unhandledrejection", (event) => {
    reportClientError("window.unhandledrejection", event.reason);
  });
}
