import type { ErrorLike, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { skipToken, useApolloClient, useQuery } from "@apollo/client/react";
import type { DocumentNode } from "graphql";
import { createContext, useContext } from "react";
import { primeFromServer } from "./browser-client.ts";
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

/** Browser: Apollo's cache (the page's server results written in first), fetching what it lacks. */
const useApolloResult: PageQueryHook = <TData, TVariables extends OperationVariables>(
  query: DocumentNode | TypedDocumentNode<TData, TVariables>,
  options?: PageQueryOptions<TVariables> | typeof skipToken,
) => {
  const client = useApolloClient();
  if (options !== skipToken) primeFromServer(client, query, options?.variables);
  const result = useQuery(query as TypedDocumentNode<TData, TVariables>, options as never);
  return { data: result.data as TData | undefined, previousData: result.previousData as TData | undefined, loading: result.loading, error: result.error };
};

/**
 * How screens read GraphQL: the data a loader queried (`routeData`, `client.query`), identified
 * by document and variables. The implementation is fixed per bundle, so hook order never changes.
 */
export const usePageQuery: PageQueryHook = import.meta.env.SSR ? useServerResult : useApolloResult;
