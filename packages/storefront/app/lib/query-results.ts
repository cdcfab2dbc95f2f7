import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import type { DocumentNode, OperationDefinitionNode } from "graphql";
import { serializeForScript } from "./page-settings.ts";

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
  const operation = query.definitions.find((definition): definition is OperationDefinitionNode => "operation" in definition);
  return `${operation?.name?.value ?? ""}:${JSON.stringify(variables ?? {}, withKeysSorted)}`;
}

// Written here rather than taken from Apollo's utilities, which would bring Apollo and graphql
// modules into every page's first load (the browser loads Apollo later: ADR 033).
const withKeysSorted = (_key: string, value: unknown) => {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
};

// A result object met again is the same JSON: shared results (the menu, ADR 016) are the same
// object on every page of a catalogue version, and are serialised once.
const scriptJson = new WeakMap<object, string>();

function jsonOf(data: unknown): string {
  if (data === null || typeof data !== "object") return serializeForScript(data ?? null);
  let json = scriptJson.get(data);
  if (json === undefined) {
    json = serializeForScript(data);
    scriptJson.set(data, json);
  }
  return json;
}

/** The results as the page carries them: `[key, data]` pairs in JSON safe inside a <script>. */
export function serializeQueryResults(entries: QueryResultEntry[]): string {
  return `[${entries.map(([key, data]) => `[${serializeForScript(key)},${jsonOf(data)}]`).join(",")}]`;
}

/** Results known in advance (component tests render screens with them). */
export function queryResultsOf(results: { query: DocumentNode; variables?: OperationVariables; data: unknown }[]): QueryResults {
  const byKey = new Map(results.map(({ query, variables, data }) => [queryKey(query, variables), data]));
  return { read: (query, variables) => byKey.get(queryKey(query, variables)), entries: () => [...byKey] };
}
