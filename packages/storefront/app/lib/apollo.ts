import { ApolloClient, ApolloLink, InMemoryCache, type TypePolicies } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { BatchHttpLink } from "@apollo/client/link/batch-http";
import { ErrorLink } from "@apollo/client/link/error";
import { HttpLink } from "@apollo/client/link/http";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { RetryLink } from "@apollo/client/link/retry";
import { getMainDefinition } from "@apollo/client/utilities";
import { tap } from "rxjs";
import { isMaintenanceError, signalMaintenance } from "./maintenance-signal.ts";
import { isSentAlone } from "./sent-alone.ts";

/** Cache identities: Product by sku, CartItem by item_id, Entity by identifier, Order by order_id. */
export const typePolicies: TypePolicies = {
  Product: { keyFields: ["sku"] },
  // A browser has one cart: every answer about it (the query, each mutation's result) is the same object.
  Cart: { keyFields: [] },
  CartItem: { keyFields: ["item_id"] },
  Entity: { keyFields: ["identifier"] },
  Order: { keyFields: ["order_id"] },
  Query: {
    fields: {
      // A product lookup by sku resolves to the cached product with that sku; a `null` the API
      // returned for that lookup (no such product) stays null.
      product: {
        read: (existing, { args, toReference }) =>
          existing !== undefined ? existing : typeof args?.sku === "string" ? toReference({ __typename: "Product", sku: args.sku }) : undefined,
      },
    },
  },
};

/** The browser's cache (the server keeps results as they come: ADR 013). */
export const createCache = () => new InMemoryCache({ typePolicies });

/** Header every request carries; the API refuses requests without it (CSRF prevention). */
export const CSRF_HEADERS = { "x-graphql-csrf": "1" };

const isMutation = (operation: ApolloLink.Operation) => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === "OperationDefinition" && definition.operation === "mutation";
};

/** Content metadata entry, sent by the API in each response's `extensions.contentMetadata`. */
export interface ContentMetadataEntry {
  type: string;
  id: string;
  hash: string;
}

/** Where a client hands the content metadata it meets (the contribution feature's store). */
export type ContentMetadataSink = (entries: ContentMetadataEntry[]) => void;

const isContentMetadataEntry = (value: unknown): value is ContentMetadataEntry =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ContentMetadataEntry).type === "string" &&
  typeof (value as ContentMetadataEntry).id === "string" &&
  typeof (value as ContentMetadataEntry).hash === "string";

/** The well-formed entries of a response's `extensions.contentMetadata`. */
export function readContentMetadata(extensions: Record<string, unknown> | undefined): ContentMetadataEntry[] {
  const entries = extensions?.contentMetadata;
  return Array.isArray(entries) ? entries.filter(isContentMetadataEntry) : [];
}

/** Hands the browser's responses' content metadata to the sink (the server's queries do it too). */
export function createContentMetadataLink(sink: ContentMetadataSink): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        const entries = readContentMetadata((result as { extensions?: Record<string, unknown> }).extensions);
        if (entries.length > 0) sink(entries);
      }),
    ),
  );
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface BrowserClientOptions {
  /** Router base path of the store: "/" or "/en". The API is at `{base}/graphql`. */
  basename: string;
  /** A build option: hashed queries as GET (CDN-cacheable); batching is then off. */
  useGETForHashedQueries?: boolean;
  onContentMetadata?: ContentMetadataSink;
}

/** The browser's client: maintenance → maintenance page, retry, APQ, batched POST. */
export function createBrowserClient(options: BrowserClientOptions): ApolloClient {
  const uri = `${options.basename.replace(/\/$/, "")}/graphql`;
  const useGET = options.useGETForHashedQueries ?? false;

  const errorLink = new ErrorLink(({ error }) => {
    if (isMaintenanceError(error)) signalMaintenance();
    else console.error("[GraphQL]", error.message);
  });
  // Queries only: a mutation is never re-sent behind the shopper's back.
  const retryLink = new RetryLink({
    delay: { initial: 300, jitter: true },
    attempts: { max: 5, retryIf: (error, operation) => !isMutation(operation) && !isMaintenanceError(error) && !CombinedGraphQLErrors.is(error) },
  });
  const persistedQueryLink = new PersistedQueryLink({
    sha256,
    useGETForHashedQueries: useGET,
    retry: ({ meta, error, operation }) => {
      // A JSON error body arrives here already parsed, so the status is read from the response.
      const status = ServerError.is(error) ? error.statusCode : (operation.getContext().response as Response | undefined)?.status;
      return meta.persistedQueryNotFound || meta.persistedQueryNotSupported || status === 400 || status === 500;
    },
  });
  // A query whose variables must never land in a URL (a password whose strength is asked:
  // `context: { postOnly: true }`) goes by POST even when hashed queries go as GET.
  const postOnlyLink = new ApolloLink((operation, forward) => {
    if (operation.getContext().postOnly === true) operation.setContext(({ fetchOptions = {} }) => ({ fetchOptions: { ...fetchOptions, method: "POST" } }));
    return forward(operation);
  });
  // Operations batch by endpoint and request options (the link's own grouping); one marked
  // `sentAlone` has a batch of its own, so that two costly ones never share the API's budget of
  // one request.
  let alone = 0;
  const batchKey = (operation: ApolloLink.Operation) => {
    if (isSentAlone(operation.operationName)) return `alone ${(alone += 1)}`;
    const { uri: contextUri, http, fetchOptions, credentials, headers } = operation.getContext();
    return `${contextUri ?? uri} ${JSON.stringify({ http, fetchOptions, credentials, headers })}`;
  };
  const transport = useGET
    ? new HttpLink({ uri, credentials: "same-origin", headers: CSRF_HEADERS })
    : new BatchHttpLink({ uri, credentials: "same-origin", headers: CSRF_HEADERS, batchMax: 10, batchInterval: 10, batchKey });

  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      errorLink,
      ...(options.onContentMetadata ? [createContentMetadataLink(options.onContentMetadata)] : []),
      retryLink,
      persistedQueryLink,
      ...(useGET ? [postOnlyLink] : []),
      transport,
    ]),
    ssrForceFetchDelay: 100,
    // A query asked again after a change (the header's basket after "order again" or an add made
    // as the page loads) must not join an identical request already on its way: that answer may
    // predate the change, and it would then overwrite the change in the cache.
    queryDeduplication: false,
  });
}
