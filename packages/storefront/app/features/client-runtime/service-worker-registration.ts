import { logClient } from "./client-log.ts";

/** `{base}/service-worker.js`, registered for the store's scope (`/` or `/en`). */
const serviceWorkerUrl = (basename: string) => `${basename.replace(/\/$/, "")}/service-worker.js`;
const serviceWorkerScope = (basename: string) => (basename === "/" ? "/" : basename.replace(/\/$/, ""));

/** The service worker is registered from `{base}/service-worker.js` after the page's `load` event. */
export function registerServiceWorker(basename: string): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(serviceWorkerUrl(basename), { scope: serviceWorkerScope(basename), updateViaCache: "none" })
      .catch((error: unknown) => logClient("service-worker", "warn", { message: error instanceof Error ? error.message : String(error) }));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
