import type { PageSettings } from "../../lib/page-settings.ts";
import { getClientLog } from "./client-log.ts";
import { startLogFlushing } from "./log-queue.ts";
import { registerServiceWorker } from "./service-worker-registration.ts";

/**
 * The non-critical part of the client ("a further script chunk is loaded 1 second after
 * start"): the log queue's flusher and the service worker's registration.
 */
export function startClientRuntime(page: PageSettings): void {
  const log = getClientLog();
  startLogFlushing(log);
  // What is still queued when the page goes away is sent with it (keepalive request).
  window.addEventListener("pagehide", () => void log.flush());
  registerServiceWorker(page.basename);
}
