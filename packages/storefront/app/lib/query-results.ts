import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { canonicalStringify, getMainDefinition } from "@apollo/client/utilities";
import type { DocumentNode } from "graphql";

/**
 * How loaders and screens share GraphQL results (ADR 013). On the server a page's loaders run
 * their queries through the request's `ServerQueries` and screens read the results as they came
 * (no normalised cache: it cost a third of a render); the results go to the browser with the page,
 * and the browser writes each into Apollo's cache when a screen first reads it.
 */

export interface QueryOptions<TData = unknown, TVariables extends OperationVariables = OperationVariables> {
  query: DocumentNode | TypedDocumentNode<TData, TVariables>;
  variables?: TVariables;
  /** Browser only (Apollo's fetch policies); the server runs each query once per request. */
  fetchPolicy?: "cache-first" | "network-only";
}

/** What a loader queries through: the request's `ServerQueries`, or the browser's Apollo client. */
export interface QueryClient {
  query<TData, TVariables extends OperationVariables = OperationVariables>(options: QueryOptions<TData, TVariables>): Promise<{ data: TData | undefined }>;
}

/** Results a server render reads, and hands to the browser as `[key, data]` pairs. */
export interface QueryResults {
  read(query: DocumentNode, variables?: OperationVariables): unknown;
  entries(): QueryResultEntry[];
}

export type QueryResultEntry = [key: string, data: unknown];

/**
 * A result's identity on both sides: operation name and variables (key order and `undefined`
 * values do not matter). Operation names are unique across the storefront's documents.
 */
export function queryKey(query: DocumentNode, variables?: OperationVariables): string {
  const definition = getMainDefinition(query);
  return `${definition.name?.value ?? ""}:${canonicalStringify(variables ?? {})}`;
}

/** Results known in advance (component tests render screens with them). */
export function queryResultsOf(results: { query: DocumentNode; variables?: OperationVariables; data: unknown }[]): QueryResults {
  const byKey = new Map(results.map(({ query, variables, data }) => [queryKey(query, variables), data]));
  return { read: (query, variables) => byKey.get(queryKey(query, variables)), entries: () => [...byKey] };
}
