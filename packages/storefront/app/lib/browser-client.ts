import type { ApolloClient, OperationVariables } from "@apollo/client";
import type { DocumentNode } from "graphql";
import type { ContentMetadataSink } from "./apollo.ts";
import { DEFAULT_INACTIVITY_TIMEOUT_MS, PAGE_SETTINGS_ID, type PageSettings, QUERY_RESULTS_ID, readScriptJson } from "./page-settings.ts";
import { type QueryClient, type QueryResultEntry, queryKey } from "./query-results.ts";

/**
 * Apollo Client (its cache, link chain and rxjs: 46 KB compressed) is not part of the page's first
 * load (ADR 033): hydration reads the results the server wrote into the page (page-query.ts).
 * entry.client loads it once the page has hydrated and the browser is idle, or at the shopper's
 * first input; a client navigation, a query the page did not bring or a mutation loads it sooner.
 */
let client: ApolloClient | undefined;
let clientLoading: Promise<ApolloClient> | undefined;
const clientListeners = new Set<() => void>();
let serverResults: Map<string, unknown> | undefined;
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
    mapTiles: null,
    testFaults: false,
  };
  return pageSettings;
}

/** The browser's one Apollo Client, loaded on the first call. */
export function loadBrowserClient(): Promise<ApolloClient> {
  if (!clientLoading) {
    clientLoading = import("./apollo.ts").then(({ createBrowserClient }) => {
      client = createBrowserClient({
        basename: getBrowserPageSettings().basename,
        useGETForHashedQueries: import.meta.env.VITE_GRAPHQL_GET === "true",
        onContentMetadata: contentMetadataSink,
      });
      for (const listener of clientListeners) listener();
      return client;
    });
    // A failed download (the network dropped) is tried again by the next caller.
    clientLoading.catch(() => {
      clientLoading = undefined;
    });
  }
  return clientLoading;
}

/** The browser's Apollo Client if it has been loaded (a `useSyncExternalStore` snapshot). */
export const loadedBrowserClient = (): ApolloClient | undefined => client;

/** Calls `listener` once the client has loaded (a `useSyncExternalStore` subscription). */
export function onBrowserClientLoaded(listener: () => void): () => void {
  clientListeners.add(listener);
  return () => clientListeners.delete(listener);
}

/** The query results the server wrote into the page (read once, before anything renders). */
export function readServerResults(): Map<string, unknown> {
  serverResults ??= new Map(readScriptJson<QueryResultEntry[]>(QUERY_RESULTS_ID) ?? []);
  return serverResults;
}

/** The server's result of this query if the page brought one and it is not in Apollo's cache yet. */
export function peekServerResult(query: DocumentNode, variables?: OperationVariables): unknown {
  const data = readServerResults().get(queryKey(query, variables));
  return data === null ? undefined : data;
}

/**
 * Writes the server's result of this query (if the page brought one) into the cache, once: the
 * page's results are keyed by operation and variables, so the browser needs the document to
 * normalise them, which it has when a screen or loader first asks. Hydration then reads the
 * server's data and sends no request. Watchers are not told: nothing has rendered this data yet.
 */
export function primeFromServer(apollo: ApolloClient, query: DocumentNode, variables?: OperationVariables): void {
  const serverResults = readServerResults();
  if (serverResults.size === 0) return;
  const key = queryKey(query, variables);
  const data = serverResults.get(key);
  if (data === undefined || data === null) return;
  serverResults.delete(key);
  apollo.cache.writeQuery({ query, variables, data, broadcast: false });
}

/** The browser loaders' client: Apollo's, after the page's own results. */
export const browserQueries: QueryClient = {
  query: async (options) => {
    const apollo = await loadBrowserClient();
    primeFromServer(apollo, options.query, options.variables);
    const { data } = await apollo.query(options as ApolloClient.QueryOptions);
    return { data: data as never };
  },
};
