import { type Plugin, createGraphQLError, isAsyncIterable } from "graphql-yoga";
import type { Logger } from "pino";
import { asDatabaseUnavailable } from "../db/unavailable.ts";

/** What the client reads: nothing about the database, only that it should try again shortly. */
export const SERVICE_UNAVAILABLE_MESSAGE = "The shop cannot answer right now. Please try again in a moment.";

/**
 * A resolver that failed because the database could not serve it (connection lost, database
 * restarting, write lock held by another process: db/unavailable.ts) answers a typed error with
 * the stable code `SERVICE_UNAVAILABLE`, HTTP 503 and `Retry-After`, instead of the masked
 * "Unexpected error." and a 200 or 500: clients can tell "try again" from "this is broken".
 * Placed after `useStandardErrors`, whose rebuilt errors keep the original error it reads.
 */
export function useDatabaseUnavailable(logger: Logger): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (isAsyncIterable(result) || !result.errors?.length) return;
        let replaced = false;
        const errors = result.errors.map((error) => {
          const unavailable = asDatabaseUnavailable(error.originalError);
          if (!unavailable) return error;
          replaced = true;
          logger.warn({ err: error.originalError, path: error.path }, "database unavailable");
          return createGraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
            path: error.path,
            extensions: {
              code: unavailable.code,
              retryAfterSeconds: unavailable.retryAfterSeconds,
              http: { status: 503, headers: { "Retry-After": String(unavailable.retryAfterSeconds) } },
            },
          });
        });
        if (replaced) setResult({ ...result, errors });
      },
    }),
  };
}
