import type { ApolloClient, NormalizedCacheObject } from "@apollo/client";
import { createBrowserClient } from "./apollo.ts";
import { APOLLO_STATE_ID, PAGE_SETTINGS_ID, type PageSettings, readScriptJson } from "./page-settings.ts";

let client: ApolloClient | undefined;

/** The browser's one Apollo Client, restored from the server's cache so hydration sends no request. */
export function getBrowserClient(): ApolloClient {
  if (!client) {
    const page = readScriptJson<PageSettings>(PAGE_SETTINGS_ID);
    client = createBrowserClient({
      basename: page?.basename ?? "/",
      useGETForHashedQueries: import.meta.env.VITE_GRAPHQL_GET === "true",
      initialState: readScriptJson<NormalizedCacheObject>(APOLLO_STATE_ID),
    });
  }
  return client;
}
