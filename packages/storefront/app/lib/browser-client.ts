import type { ApolloClient, OperationVariables } from "@apollo/client";
import type { DocumentNode } from "graphql";
import { type ContentMetadataSink, createBrowserClient } from "./apollo.ts";
import { DEFAULT_INACTIVITY_TIMEOUT_MS, PAGE_SETTINGS_ID, type PageSettings, QUERY_RESULTS_ID, readScriptJson } from "./page-settings.ts";
import { type QueryClient, type QueryResultEntry, queryKey } from "./query-results.ts";

let client: ApolloClient | undefined;
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
    testFaults: false,
  };
  return pageSettings;
}

/** The browser's one Apollo Client. */
export function getBrowserClient(): ApolloClient {
  if (!client) {
    client = createBrowserClient({
      basename: getBrowserPageSettings().basename,
      useGETForHashedQueries: import.meta.env.VITE_GRAPHQL_GET === "true",
      onContentMetadata: contentMetadataSink,
    });
  }
  return client;
}

/** The query results the server wrote into the page (read once, before anything renders). */
export function readServerResults(): Map<string, unknown> {
  serverResults ??= new Map(readScriptJson<QueryResultEntry[]>(QUERY_RESULTS_ID) ?? []);
  return serverResults;
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
    const apollo = getBrowserClient();
    primeFromServer(apollo, options.query, options.variables);
    const { data } = await apollo.query(options as ApolloClient.QueryOptions);
    return { data: data as never };
  },
};
