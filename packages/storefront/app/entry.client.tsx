import { ApolloProvider } from "@apollo/client/react";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startRender } from "./features/app-start/app-start.ts";
import { captureGlobalErrors } from "./features/client-runtime/client-log.ts";
import { ContentMetadataProvider } from "./features/contribution/content-metadata.tsx";
import { createContentMetadataStore } from "./features/contribution/content-metadata-store.ts";
import type { ContentMetadataEntry } from "./lib/apollo.ts";
import { configureBrowserClient, getBrowserClient, getBrowserPageSettings, readServerResults } from "./lib/browser-client.ts";
import { CONTENT_METADATA_ID, PAGE_SETTINGS_ID, QUERY_RESULTS_ID, readScriptJson } from "./lib/page-settings.ts";

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
      <ApolloProvider client={getBrowserClient()}>
        <HydratedRouter />
      </ApolloProvider>
    </ContentMetadataProvider>
  </StrictMode>
);

// App start: hydrate the server's markup, render afresh on the server-render fallback
// flag, or leave the server's HTML alone when hydration is turned off.
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

window.setTimeout(() => {
  void import("./features/client-runtime/runtime.ts").then((runtime) => runtime.startClientRuntime(page));
}, CLIENT_RUNTIME_DELAY_MS);
