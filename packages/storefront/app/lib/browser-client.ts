import type { ApolloClient, NormalizedCacheObject } from "@apollo/client";
import { type ContentMetadataSink, createBrowserClient } from "./apollo.ts";
import { APOLLO_STATE_ID, DEFAULT_INACTIVITY_TIMEOUT_MS, PAGE_SETTINGS_ID, type PageSettings, readScriptJson } from "./page-settings.ts";

let client: ApolloClient | undefined;
let pageSettings: PageSettings | undefined;
let contentMetadataSink: ContentMetadataSink | undefined;

/** Called once by entry.client before anything queries: where the client hands content metadata. */
export function configureBrowserClient(options: { onContentMetadata?: ContentMetadataSink }): void {
  contentMetadataSink = options.onContentMetadata;
}

/** The page settings the server wrote into the page (read once). */
export function getBrowserPageSettings(): PageSettings {
  pageSettings ??= readScriptJson<PageSettings>(PAGE_SETTINGS_ID) ?? {
    basename: "/",
    locale: "fr-FR",
    isContributionModeEnabled: false,
    maintenance: false,
    offline: false,
    hydrate: true,
    ssrFallback: false,
    inactivityTimeoutMs: DEFAULT_INACTIVITY_TIMEOUT_MS,
    redirectAllowedHosts: [],
    testFaults: false,
  };
  return pageSettings;
}

/** The browser's one Apollo Client, restored from the server's cache so hydration sends no request. */
export function getBrowserClient(): ApolloClient {
  if (!client) {
    client = createBrowserClient({
      basename: getBrowserPageSettings().basename,
      useGETForHashedQueries: import.meta.env.VITE_GRAPHQL_GET === "true",
      initialState: readScriptJson<NormalizedCacheObject>(APOLLO_STATE_ID),
      onContentMetadata: contentMetadataSink,
    });
  }
  return client;
}
