import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { addTypenameToDocument, getMainDefinition, print } from "@apollo/client/utilities";
import { type InProcessExchange, loadOnce } from "@eb/commerce";
import type { DocumentNode, FormattedExecutionResult } from "graphql";
import { LRUCache } from "lru-cache";
import { CSRF_HEADERS, type ContentMetadataEntry, type ContentMetadataSink, readContentMetadata } from "./apollo.ts";
import { type QueryClient, type QueryResultEntry, type QueryResults, queryKey } from "./query-results.ts";

/**
 * Runs one GraphQL request in-process (the server passes graphql-yoga's `fetch`). The API reads
 * the exchange's parameters and fills its result when the operation succeeds; otherwise the
 * answer is its HTTP response, as for any client.
 */
export type InProcessFetch = (url: string, init: RequestInit, exchange: InProcessExchange) => Promise<Response>;

/** A request's queries: run by its loaders, read by its render, written into its page. */
export interface ServerQueries extends QueryClient, QueryResults {
  /**
   * Runs a mutation for a route action (ADR 031): never shared, never kept for the page. Its
   * result comes back with the cookies the API set, which the action's response must carry.
   * Throws as `query` does when the API answers no result (errors, maintenance, timeout).
   */
  mutate<TData, TVariables extends OperationVariables>(options: {
    mutation: TypedDocumentNode<TData, TVariables>;
    variables: TVariables;
  }): Promise<{ data: TData; setCookies: string[] }>;
}

interface PreparedDocument {
  text: string;
  operationName: string | undefined;
}

// Documents are module constants: each is prepared once per process, as the browser's cache
// would send it (with `__typename`, which the browser's cache needs for its identities).
const prepared = new WeakMap<DocumentNode, PreparedDocument>();

function prepare(query: DocumentNode): PreparedDocument {
  let document = prepared.get(query);
  if (!document) {
    document = { text: print(addTypenameToDocument(query)), operationName: getMainDefinition(query).name?.value };
    prepared.set(query, document);
  }
  return document;
}

interface QueryOutcome {
  data: unknown;
  contentMetadata: ContentMetadataEntry[];
  /** The tags (`product:<id>`, `listing:<id>`…) whose change makes this answer stale. */
  dependencies: ReadonlySet<string>;
  setCookies: string[];
}

const NO_DEPENDENCIES: ReadonlySet<string> = new Set();

/**
 * Results every visitor of a store gets alike (the menu: categories and currencies), kept by this
 * process per store and catalogue version (ADR 016) instead of executed for every page. Only
 * documents that read neither the session nor the request belong here.
 */
export interface SharedQueries {
  documents: ReadonlySet<DocumentNode>;
  /** The catalogue version the results belong to (a new one retires them). */
  version(): Promise<string>;
  results: LRUCache<string, Promise<QueryOutcome>>;
}

export function createSharedQueries(documents: DocumentNode[], version: () => Promise<string>): SharedQueries {
  // A few documents in two stores, and the previous version's while the requests that began with it finish.
  return { documents: new Set(documents), version, results: new LRUCache({ max: 16 }) };
}

/**
 * The server's query client for one request: the same documents as the browser's, executed
 * in-process through the API's own pipeline (limits, masking, sessions) without a loopback HTTP
 * request. A query asked twice in one request runs once. Errors throw as Apollo's would
 * (`CombinedGraphQLErrors`), so a loader's failure reaches the route's error boundary.
 */
export function createServerQueries(options: {
  fetch: InProcessFetch;
  url: string;
  headers: Record<string, string>;
  onContentMetadata?: ContentMetadataSink;
  /** Told the tags each query's answer depends on (a stored page keeps them, ADR 041). */
  onDependencies?: (tags: ReadonlySet<string>) => void;
  shared?: SharedQueries;
}): ServerQueries {
  const running = new Map<string, Promise<unknown>>();
  const results = new Map<string, unknown>();
  const headers = { ...options.headers, ...CSRF_HEADERS, "content-type": "application/json", accept: "application/graphql-response+json, application/json" };

  async function run(query: DocumentNode, variables: OperationVariables | undefined): Promise<QueryOutcome> {
    const { text, operationName } = prepare(query);
    const exchange: InProcessExchange = { params: { operationName, query: text, variables: variables ?? {} } };
    const response = await options.fetch(options.url, { method: "POST", headers }, exchange);
    const result = (exchange.result ?? (await response.json().catch(() => undefined))) as FormattedExecutionResult | undefined;
    const contentMetadata = readContentMetadata(result?.extensions);
    const dependencies = exchange.dependencies ?? NO_DEPENDENCIES;
    if (result?.errors?.length) {
      options.onContentMetadata?.(contentMetadata);
      options.onDependencies?.(dependencies);
      throw new CombinedGraphQLErrors(result);
    }
    if (!response.ok || !result) throw new Error(`GraphQL ${operationName ?? "query"} answered HTTP ${response.status}`);
    return { data: result.data, contentMetadata, dependencies, setCookies: response.headers.getSetCookie() };
  }

  async function execute(key: string, query: DocumentNode, variables: OperationVariables | undefined): Promise<unknown> {
    const { shared } = options;
    const { data, contentMetadata, dependencies } = shared?.documents.has(query)
      ? await loadOnce(shared.results, `${await shared.version()}|${options.url}|${key}`, () => run(query, variables))
      : await run(query, variables);
    options.onContentMetadata?.(contentMetadata);
    options.onDependencies?.(dependencies);
    results.set(key, data);
    return data;
  }

  return {
    async query({ query, variables }) {
      const key = queryKey(query, variables);
      let pending = running.get(key);
      if (!pending) {
        pending = execute(key, query, variables);
        running.set(key, pending);
      }
      return { data: (await pending) as never };
    },
    async mutate({ mutation, variables }) {
      const { data, setCookies } = await run(mutation, variables);
      return { data: data as never, setCookies };
    },
    read: (query, variables) => results.get(queryKey(query, variables)),
    entries: (): QueryResultEntry[] => [...results],
  };
}
