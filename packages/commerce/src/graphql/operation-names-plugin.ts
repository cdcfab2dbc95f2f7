import type { GraphQLParams, Plugin } from "graphql-yoga";
import { clipForLog } from "../logger.ts";

/** Most names one request's log line lists: a batch is refused past GRAPHQL_MAX_BATCH anyway. */
const MAX_LOGGED_OPERATIONS = 20;
const MAX_LOGGED_NAME_LENGTH = 100;

/** Where the HTTP server's request log reads them: Express's `response.locals` of the request. */
export interface OperationNamesLocals {
  /** One entry per operation of the request, in order; null for an operation sent without a name. */
  graphqlOperationNames?: (string | null)[];
}

/**
 * Records the operation names a request asked for (the `operationName` of a POST body, of each
 * entry of a batch, or of a GET's query string) for the request's log line. Only that field is
 * read: the documents are not parsed again for it. Names come from the client: bounded in count
 * and length, and written as a log field, never as a message.
 */
export function useOperationNamesInLog(): Plugin<object, { res?: { locals?: OperationNamesLocals } }> {
  return {
    onRequestParse: ({ serverContext }) => {
      const locals = serverContext.res?.locals;
      if (!locals) return;
      return {
        onRequestParseDone: ({ requestParserResult }) => {
          const operations: GraphQLParams[] = Array.isArray(requestParserResult) ? requestParserResult : [requestParserResult];
          const names = operations
            .slice(0, MAX_LOGGED_OPERATIONS)
            .map(({ operationName }) => (typeof operationName === "string" && operationName ? clipForLog(operationName, MAX_LOGGED_NAME_LENGTH) : null));
          if (names.some((name) => name !== null)) locals.graphqlOperationNames = names;
        },
      };
    },
  };
}
