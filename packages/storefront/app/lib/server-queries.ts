import type { OperationVariables } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { addTypenameToDocument, getMainDefinition, print } from "@apollo/client/utilities";
import type { InProcessExchange } from "@eb/commerce";
import type { DocumentNode, FormattedExecutionResult } from "graphql";
import { CSRF_HEADERS, type ContentMetadataSink, readContentMetadata } from "./apollo.ts";
import { type QueryClient, type QueryResultEntry, type QueryResults, queryKey } from "./query-results.ts";

/**
 * Runs one GraphQL request in-process (the server passes graphql-yoga's `fetch`). The API reads
 * the exchange's parameters and fills its result when the operation succeeds; otherwise the
 * answer is its HTTP response, as for any client.
 */
export type InProcessFetch = (url: string, init: RequestInit, exchange: InProcessExchange) => Promise<Response>;

/** A request's queries: run by its loaders, read by its render, written into its page. */
export interface ServerQueries extends QueryClient, QueryResults {}

interface PreparedDocument {
  text: string;
  operationName: string | undefined;
}

// Documents are module constants: each is prepared once per process, as the browser's cache
// would send it (with `__typename`, which the browser's cache needs for the spec's identities).
const prepared = new WeakMap<DocumentNode, PreparedDocument>();

function prepare(query: DocumentNode): PreparedDocument {
  let document = prepared.get(query);
  if (!document) {
    document = { text: print(addTypenameToDocument(query)), operationName: getMainDefinition(query).name?.value };
    prepared.set(query, document);
  }
  return document;
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
}): ServerQueries {
  const running = new Map<string, Promise<unknown>>();
  const results = new Map<string, unknown>();
  const headers = { ...options.headers, ...CSRF_HEADERS, "content-type": "application/json", accept: "application/graphql-response+json, application/json" };

  async function execute(key: string, query: DocumentNode, variables: OperationVariables | undefined): Promise<unknown> {
    const { text, operationName } = prepare(query);
    const exchange: InProcessExchange = { params: { operationName, query: text, variables: variables ?? {} } };
    const response = await options.fetch(options.url, { method: "POST", headers }, exchange);
    const result = (exchange.result ?? (await response.json().catch(() => undefined))) as FormattedExecutionResult | undefined;
    if (result?.extensions) options.onContentMetadata?.(readContentMetadata(result.extensions));
    if (result?.errors?.length) throw new CombinedGraphQLErrors(result);
    if (!response.ok || !result) throw new Error(`GraphQL ${operationName ?? "query"} answered HTTP ${response.status}`);
    results.set(key, result.data);
    return result.data;
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
    read: (query, variables) => results.get(queryKey(query, variables)),
    entries: (): QueryResultEntry[] => [...results],
  };
}
