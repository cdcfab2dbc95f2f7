import type { ErrorLike, ObservableQuery, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { skipToken } from "@apollo/client/react";
import type { DocumentNode } from "graphql";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { loadBrowserClient, loadedBrowserClient, onBrowserClientLoaded, peekServerResult, primeFromServer } from "./browser-client.ts";
import type { QueryResults } from "./query-results.ts";

/** The render's query results on the server (ADR 013); absent in the browser. */
export const QueryResultsContext = createContext<QueryResults | null>(null);

export interface PageQueryOptions<TVariables extends OperationVariables> {
  variables?: TVariables;
  fetchPolicy?: "cache-first" | "cache-only" | "network-only" | "cache-and-network";
}

export interface PageQueryResult<TData> {
  data: TData | undefined;
  /** The previous variables' data while new ones load (browser), so a listing does not blank. */
  previousData: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
}

type PageQueryHook = <TData, TVariables extends OperationVariables = OperationVariables>(
  query: DocumentNode | TypedDocumentNode<TData, TVariables>,
  options?: PageQueryOptions<TVariables> | typeof skipToken,
) => PageQueryResult<TData>;

/** Server render: the results the page's loaders fetched (a query they did not run stays loading). */
const useServerResult: PageQueryHook = <TData, TVariables extends OperationVariables>(
  query: DocumentNode | TypedDocumentNode<TData, TVariables>,
  options?: PageQueryOptions<TVariables> | typeof skipToken,
) => {
  const results = useContext(QueryResultsContext);
  const skipped = options === skipToken;
  const data = skipped ? undefined : (results?.read(query, options?.variables) as TData | undefined);
  return { data, previousData: undefined, loading: !skipped && data === undefined, error: undefined };
};

const noSubscription = () => () => {};

/**
 * Browser: the results the server wrote into the page until Apollo Client is loaded (so hydration
 * needs neither Apollo nor the network), then Apollo's cache, with the page's results written in
 * first, fetching what it lacks. A query the page did not bring loads the client.
 */
const useBrowserResult: PageQueryHook = <TData, TVariables extends OperationVariables>(
  query: DocumentNode | TypedDocumentNode<TData, TVariables>,
  options?: PageQueryOptions<TVariables> | typeof skipToken,
) => {
  const skipped = options === skipToken;
  const variables = skipped ? undefined : options?.variables;
  const fetchPolicy = skipped ? undefined : options?.fetchPolicy;
  // Variables compared by value: screens build a new object on every render.
  const variablesKey = JSON.stringify(variables ?? {});
  const client = useSyncExternalStore(onBrowserClientLoaded, loadedBrowserClient, loadedBrowserClient);

  const serverData = client || skipped ? undefined : (peekServerResult(query, variables) as TData | undefined);
  const needsClient = !client && !skipped && serverData === undefined && fetchPolicy !== "cache-only";
  useEffect(() => {
    if (needsClient) void loadBrowserClient();
  }, [needsClient]);

  const observable = useMemo(() => {
    if (!client || skipped) return undefined;
    primeFromServer(client, query, variables);
    return client.watchQuery({ query: query as TypedDocumentNode<TData, TVariables>, variables: variables as TVariables, ...(fetchPolicy && { fetchPolicy }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `variables` is compared by value (variablesKey)
  }, [client, skipped, query, variablesKey, fetchPolicy]);
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!observable) return noSubscription();
      const subscription = observable.subscribe(notify);
      // Unsubscribed a moment later, so a re-subscription (Strict Mode, a quick re-render) reuses
      // the running query instead of tearing it down and fetching again.
      return () => window.setTimeout(() => subscription.unsubscribe());
    },
    [observable],
  );
  const currentResult = () => observable?.getCurrentResult() as ObservableQuery.Result<TData> | undefined;
  const current = useSyncExternalStore(subscribe, currentResult, currentResult);

  const data = useHandedOver(observable ? (current?.data as TData | undefined) : serverData, Boolean(observable));
  // The last data this screen showed, kept while new variables load (React's "state from the previous render").
  const [history, setHistory] = useState<{ data: TData | undefined; previousData: TData | undefined }>({ data, previousData: undefined });
  if (data !== undefined && data !== history.data) setHistory({ data, previousData: history.data });
  return {
    data,
    previousData: data === undefined ? history.data : history.previousData,
    loading: observable ? Boolean(current?.loading) : !skipped && serverData === undefined,
    error: current?.error,
  };
};

/**
 * The server's result kept when Apollo's copy of it is the same: the page's data keeps its
 * identity when Apollo Client takes over, so nothing re-renders for it, and no context above a
 * section still waiting to hydrate changes (React would render that section afresh, replacing the
 * server's markup, rather than hydrate it). Compared once, at the handover.
 */
/** Apollo's cache writes `__typename` first, the server last: compared without it. */
const withoutTypename = (key: string, value: unknown) => (key === "__typename" ? undefined : value);

function useHandedOver<TData>(data: TData | undefined, fromClient: boolean): TData | undefined {
  const [kept, setKept] = useState<{ server?: TData; client?: TData }>({});
  if (!fromClient) {
    if (data !== kept.server) setKept({ server: data });
  } else if (kept.server !== undefined && data !== undefined) {
    if (kept.client === data) return kept.server;
    // Apollo's first result is compared; any later one is new data.
    const same = kept.client === undefined && JSON.stringify(kept.server, withoutTypename) === JSON.stringify(data, withoutTypename);
    setKept({ server: same ? kept.server : undefined, client: data });
    if (same) return kept.server;
  }
  return data;
}

/**
 * How screens read GraphQL: the data a loader queried (`routeData`, `client.query`), identified
 * by document and variables. The implementation is fixed per bundle, so hook order never changes.
 */
export const usePageQuery: PageQueryHook = import.meta.env.SSR ? useServerResult : useBrowserResult;
