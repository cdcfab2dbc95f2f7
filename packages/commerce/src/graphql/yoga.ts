import cluster from "node:cluster";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useAPQ } from "@graphql-yoga/plugin-apq";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { useDisableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import { type DocumentNode, GraphQLError, getOperationAST } from "graphql";
import { type Plugin, createGraphQLError, createYoga, isAsyncIterable } from "graphql-yoga";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import { useContentMetadata } from "../modules/cms/content-metadata-plugin.ts";
import type { Services } from "../services.ts";
import { type GraphQLContext, type ServerContext, createContext } from "./context.ts";
import { useQueryCost } from "./cost.ts";
import { useDatabaseUnavailable } from "./database-unavailable.ts";
import { useNoNulCharacters } from "./nul-characters.ts";
import { useOperationLogScope, useOperationMetrics } from "./operation-metrics-plugin.ts";
import { useOperationNamesInLog } from "./operation-names-plugin.ts";
import { createPersistedQueryStore, sharedThroughPrimary, sharedThroughRedis, stringBytes } from "./persisted-queries.ts";
import { useRequestDeadline } from "./request-deadline.ts";
import { buildSchema } from "./schema.ts";

export const GRAPHQL_PATH = "/graphql";
/** Header a browser cannot send cross-site without a preflight; required on every request. */
export const CSRF_HEADER = "x-graphql-csrf";

export function createGraphQL(options: { config: Config; services: Services; logger: Logger; redis?: Redis }) {
  const { config, services, logger, redis } = options;
  const { graphql: limits } = config;
  // Shared with every process of every machine through Redis, else with the machine's other
  // server processes through the cluster's primary; a single process keeps its own.
  const sharedQueries = redis ? sharedThroughRedis(redis, config.redisKeyPrefix) : cluster.isWorker ? sharedThroughPrimary() : undefined;
  const persistedQueries = createPersistedQueryStore(limits.persistedQueryCacheBytes, sharedQueries);

  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    // A URLPattern: mounted at `/graphql` and `/en/graphql`, and yoga answers 404 to a GET whose
    // path does not match it (a POST only needs its URL to end with `/graphql`).
    graphqlEndpoint: `{/en}?${GRAPHQL_PATH}`,
    context: ({ request, ...serverContext }) => createContext(request, serverContext, config, services),
    batching: { limit: limits.maxBatch },
    parserAndValidationCache: documentCaches(limits.documentCacheBytes),
    // Same-origin only: yoga's default CORS would echo any Origin with credentials allowed.
    cors: false,
    graphiql: !config.isProduction,
    landingPage: false,
    // No stack, no SQL, no original message leaves the server; the log keeps them.
    maskedErrors: { isDev: false },
    // yoga's messages may quote the request: they stay fields (escaped by pino), an error keeps
    // its stack in `err`, and the line carries the request's id and path (the logger's scope).
    logging: {
      debug: (...args) => logger.debug({ args }, "graphql"),
      info: (...args) => logger.info({ args }, "graphql"),
      warn: (...args) => logger.warn({ err: args.find((arg) => arg instanceof Error), args }, "graphql warning"),
      error: (...args) => logger.error({ err: args.find((arg) => arg instanceof Error), args }, "graphql error"),
    },
    plugins: [
      // First: it counts the operations later plugins stop, with the errors they get.
      useOperationMetrics(),
      useOperationNamesInLog(),
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      useNoNulCharacters(),
      useAPQ({ store: persistedQueries.store, responseConfig: { forceStatusCodeOk: true } }),
      persistedQueries.plugin,
      // Limits are parse/validation rules: a query over them is refused before any resolver runs.
      EnvelopArmorPlugin({
        maxTokens: { n: limits.maxTokens },
        maxDepth: { n: limits.maxDepth, ignoreIntrospection: true },
        maxAliases: { n: limits.maxAliases },
        maxDirectives: { n: 20 },
        // armor's cost ignores list sizes; useQueryCost below counts them.
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: config.isProduction },
      }),
      // Needs the variables (they size the lists), so it runs at execution, still before any resolver.
      useQueryCost({ maxCost: limits.maxCost }),
      ...(config.isProduction ? [useDisableIntrospection()] : []),
      // Each operation compiled once into plain JavaScript (cached by document): a page's queries
      // resolve hundreds of fields, and the generic executor's per-field work was ~6 % of a render (ADR 017).
      useGraphQlJit(),
      // After the executor is chosen: it runs the chosen one under the request's deadline.
      useRequestDeadline({ timeoutMs: limits.timeoutMs }),
      // Wraps the executor chosen above: each operation runs in its request's log scope, named.
      useOperationLogScope(),
      useStandardErrors(),
      useDatabaseUnavailable(logger),
      useNoEchoedInput(),
      useResponseCookies(),
      useRetryAfter(),
      useContentMetadata(),
      useCustomerReadsPerPage(),
      // Last: it reads the result every other plugin has finished with.
      useInProcessExchange(),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;

/**
 * Memory a parsed document takes per character of its query text, its validation result and its
 * compiled executor (kept as long as the document) included: a listing query with product cards,
 * parsed, validated and compiled by graphql-jit, measured about 137 bytes per character.
 */
const DOCUMENT_BYTES_PER_CHARACTER = 140;

/**
 * yoga's parse and validation caches, bounded in bytes rather than entries (a thousand documents
 * of the largest accepted body would hold gigabytes). The validation results and graphql-jit's
 * compiled operations are kept per document object, so they go when their document goes.
 */
export function documentCaches(maxBytes: number) {
  // At least 1: lru-cache refuses a zero size, and an empty query is cached too (as its parse error).
  const bytesOf = (query: string) => 1 + stringBytes(query) + query.length * DOCUMENT_BYTES_PER_CHARACTER;
  return {
    documentCache: new LRUCache<string, DocumentNode>({ maxSize: maxBytes, maxEntrySize: maxBytes, sizeCalculation: (_document, query) => bytesOf(query) }),
    errorCache: new LRUCache<string, object>({ maxSize: maxBytes, maxEntrySize: maxBytes, sizeCalculation: (_error, query) => bytesOf(query) }),
    validationCache: true,
  };
}

/**
 * A mutation may change the customer (their name, their address): it reads its own, and the
 * page's queries after it (a form's action, then the page's loaders) read the customer again.
 */
function useCustomerReadsPerPage(): Plugin<GraphQLContext & ServerContext> {
  return {
    onExecute: ({ args }) => {
      if (getOperationAST(args.document, args.operationName)?.operation !== "mutation") return;
      args.contextValue.changesCustomer = true;
      args.contextValue.customerReads?.clear();
      return { onExecuteDone: () => void args.contextValue.customerReads?.clear() };
    },
  };
}

/** The storefront server's own queries: parameters in, successful results out, as objects. */
function useInProcessExchange(): Plugin<GraphQLContext, ServerContext> {
  return {
    onRequestParse: ({ serverContext, setRequestParser }) => {
      const exchange = serverContext.inProcess;
      if (exchange) setRequestParser(() => exchange.params);
    },
    onResultProcess: ({ serverContext, result, setResultProcessor }) => {
      const exchange = serverContext.inProcess;
      if (!exchange || Array.isArray(result) || isAsyncIterable(result) || result.errors?.length) return;
      // yoga's internal HTTP hints never leave the server.
      const { http: _http, ...extensions } = result.extensions ?? {};
      exchange.result = { data: result.data, ...(Object.keys(extensions).length > 0 && { extensions }) };
      setResultProcessor((_result, fetchAPI) => new fetchAPI.Response(null, { status: 204 }), "application/json");
    },
  };
}

/**
 * graphql-jit reports errors with its own error class, whose constructor and read-only extensions
 * the rest of the pipeline (masking, `useNoEchoedInput`) cannot rebuild: each becomes a standard
 * GraphQLError (message, path, original error and extensions kept; jit gives no source positions,
 * so `locations` are left out). An operation that cannot start (variables that do not coerce to
 * their types) answers without data: a request error, 400 as with yoga's own executor (GraphQL
 * over HTTP), unless the error says otherwise.
 */
function useStandardErrors(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (isAsyncIterable(result) || !result.errors?.length) return;
        const requestError = result.data === undefined;
        const errors = result.errors.map((error) =>
          createGraphQLError(error.message, {
            path: error.path,
            originalError: error.originalError ?? undefined,
            // An error that states its own status (the deadline's 504, a database's 503) keeps it.
            extensions: requestError ? { ...error.extensions, http: { status: 400, ...(error.extensions?.http as object) } } : error.extensions,
          }),
        );
        setResult({ ...result, errors });
      },
    }),
  };
}

/** Adds the cookies resolvers asked for, and no-store for any session (a visitor's holds a cart), unknown state or private answer (docs/product-rules.md#caching-and-privacy). */
function useResponseCookies(): Plugin<GraphQLContext> {
  // A batch builds one context per operation, all for the same HTTP request.
  const contextsByRequest = new WeakMap<Request, GraphQLContext[]>();
  return {
    onContextBuilding: ({ context }) => ({ context: built }) => {
      const { request } = context as unknown as { request: Request };
      const contexts = contextsByRequest.get(request) ?? [];
      contexts.push(built as GraphQLContext);
      contextsByRequest.set(request, contexts);
    },
    onResponse: ({ request, response }) => {
      const contexts = contextsByRequest.get(request) ?? [];
      let noStore = false;
      for (const context of contexts) {
        for (const cookie of context.responseCookies) response.headers.append("set-cookie", cookie);
        const { session } = context;
        const signedIn = session.status === "active" && session.session.customerId !== null;
        // A visitor's session holds a cart: any answer to it may be personal (the cart, its count).
        noStore ||= signedIn || session.status === "active" || session.status === "failed" || context.staffState.status !== "none" || context.privateAnswer === true;
      }
      if (noStore) response.headers.set("cache-control", "max-age=0, no-store");
    },
  };
}

/**
 * A limit refused an operation of this request (a sign-in throttled, say): the answer stays a
 * 200 with the typed result (`TOO_MANY_ATTEMPTS`, whose message says when to retry), so every
 * client reads it as any other failure, and carries `Retry-After` with the longest wait for
 * clients and proxies that honour it. A 429 would make GraphQL clients drop the typed result.
 */
function useRetryAfter(): Plugin<GraphQLContext> {
  const contextsByRequest = new WeakMap<Request, GraphQLContext[]>();
  return {
    onContextBuilding: ({ context }) => ({ context: built }) => {
      const { request } = context as unknown as { request: Request };
      contextsByRequest.set(request, [...(contextsByRequest.get(request) ?? []), built as GraphQLContext]);
    },
    onResponse: ({ request, response }) => {
      const waits = (contextsByRequest.get(request) ?? []).map((context) => context.retryAfterSeconds ?? 0);
      const wait = Math.max(0, ...waits);
      if (wait > 0) response.headers.set("retry-after", String(wait));
    },
  };
}

/**
 * GraphQL's own messages quote what the client sent (`got invalid value "…"`). Quoted names
 * (fields, types, variables) stay; any other quoted text is elided, so no answer echoes user input
 * (which could, for instance, spell the maintenance flag).
 */
function useNoEchoedInput(): Plugin {
  const graphQLName = /^\$?[_A-Za-z][_0-9A-Za-z]*$|^[[\]!_A-Za-z0-9]+$/;
  const sanitise = (message: string) => {
    const safe = message
      // These quote raw, unescaped input (a String token's value, a body key, inspected object
      // keys), so quote pairing cannot be trusted there: elide the whole span.
      .replace(/\b(String|BlockString) "[\s\S]*"/, '$1 "…"')
      .replace(/^Unexpected parameter "([\s\S]*)" in the request body\.$/, (whole, inner: string) =>
        graphQLName.test(inner) ? whole : 'Unexpected parameter "…" in the request body.',
      )
      .replace(/\{[\s\S]*\}/, "{ … }")
      .replace(/"((?:[^"\\]|\\.)*)"/g, (quoted, inner: string) => (graphQLName.test(inner) ? quoted : '"…"'));
    // Last guard: whatever else slips through must never spell the maintenance flag.
    return /#\s*503|maintenance\s+flag/i.test(safe) ? "The request is not valid." : safe;
  };
  // yoga may load another copy of graphql (CJS vs ESM build) than this module: do not rely on
  // `instanceof GraphQLError`, and rebuild each error with its own class, which yoga recognises.
  const isGraphQLError = (error: unknown): error is GraphQLError => error instanceof Error && error.name === "GraphQLError";
  const sanitiseResult = (result: unknown): unknown => {
    if (!result || typeof result !== "object" || !("errors" in result) || !Array.isArray(result.errors)) return result;
    return {
      ...result,
      errors: (result.errors as unknown[]).map((error) =>
        isGraphQLError(error)
          ? new (error.constructor as typeof GraphQLError)(sanitise(error.message), {
              nodes: error.nodes,
              source: error.source,
              positions: error.positions,
              path: error.path,
              originalError: error.originalError,
              extensions: error.extensions,
            })
          : error,
      ),
    };
  };
  return {
    onResultProcess: ({ result, setResult }) => {
      if (Array.isArray(result)) setResult(result.map(sanitiseResult) as typeof result);
      else setResult(sanitiseResult(result) as typeof result);
    },
  };
}
