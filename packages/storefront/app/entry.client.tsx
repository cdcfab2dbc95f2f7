import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startRender } from "./features/app-start/app-start.ts";
import { captureGlobalErrors } from "./features/client-runtime/client-log.ts";
import { ContentMetadataProvider } from "./features/contribution/content-metadata.tsx";
import { createContentMetadataStore } from "./features/contribution/content-metadata-store.ts";
import type { ContentMetadataEntry } from "./lib/apollo.ts";
import { configureBrowserClient, getBrowserPageSettings, loadBrowserClient, readServerResults } from "./lib/browser-client.ts";
import { AREA_PATH } from "./i18n/catalog.ts";
import { loadMessages } from "./lib/i18n.ts";
import { pageIdle } from "./lib/page-idle.ts";
import { CONTENT_METADATA_ID, PAGE_SETTINGS_ID, QUERY_RESULTS_ID, readScriptJson } from "./lib/page-settings.ts";
import { storePathOf } from "./lib/route-data.ts";

/** The non-critical client runtime (log flushing, service worker) starts 1 s after the app. */
const CLIENT_RUNTIME_DELAY_MS = 1_000;

const page = getBrowserPageSettings();
captureGlobalErrors();

// Content metadata: what the server collected, then what later responses bring.
const contentMetadata = createContentMetadataStore(readScriptJson<ContentMetadataEntry[]>(CONTENT_METADATA_ID) ?? []);
configureBrowserClient({ onContentMetadata: (entries) => contentMetadata.add(entries) });
// Read now: the server-render fallback below removes the element before screens ask for results.
readServerResults();

const app = (
  <StrictMode>
    <ContentMetadataProvider store={contentMetadata}>
      <HydratedRouter />
    </ContentMetadataProvider>
  </StrictMode>
);

// App start, once the page's messages are there: hydrate the server's markup, render afresh on
// the server-render fallback flag, or leave the server's HTML alone when hydration is turned off.
// Should the messages not load, the page stays as the server sent it, which works without scripts
// (the rejection is reported as any other).
function start() {
  switch (startRender(page)) {
    case "hydrate":
      startTransition(() => {
        hydrateRoot(document, app);
      });
      break;
    case "render":
      // The server's data was read above; the fresh render writes its own copies of these elements.
      for (const id of [PAGE_SETTINGS_ID, QUERY_RESULTS_ID, CONTENT_METADATA_ID]) document.getElementById(id)?.remove();
      startTransition(() => {
        createRoot(document).render(app);
      });
      break;
    case "none":
      break;
  }
}
// The account area's, the checkout's and quick order's pages need every message; others their own,
// and the rest at idle time below, before the shopper's first navigation needs them.
const firstMessages = AREA_PATH.test(storePathOf(window.location, page.basename)) ? "all" : "page";
if (startRender(page) !== "none") void loadMessages(page.locale, firstMessages).then(start);

// Apollo Client is not part of what the page needs to become interactive (browser-client.ts): it
// is fetched once the page has loaded and hydrated and the browser is idle, or at the shopper's
// first input if that comes sooner, so the first client navigation or search does not wait for it;
// so are the messages the page did not need. Ahead of need: if a download fails, whatever needs it
// first tries again.
const loadApollo = () => {
  void loadBrowserClient().catch(() => undefined);
  void loadMessages(page.locale, "all").catch(() => undefined);
};
if (startRender(page) !== "none") void pageIdle().then(loadApollo);
for (const event of ["pointerdown", "keydown", "touchstart"]) window.addEventListener(event, loadApollo, { once: true, passive: true, capture: true });

window.setTimeout(() => {
  void import("./features/client-runtime/runtime.ts").then((runtime) => runtime.startClientRuntime(page));
}, CLIENT_RUNTIME_DELAY_MS);
