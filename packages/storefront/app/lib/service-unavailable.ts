import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** The API's stable code for "the database cannot serve this now, retry shortly". */
const SERVICE_UNAVAILABLE_CODE = "SERVICE_UNAVAILABLE";

/**
 * When a loader's error is the API's "the database cannot serve this now" (connection lost, lock
 * held elsewhere), the seconds after which to retry; undefined for any other error. The page then
 * answers 503 with Retry-After (entry.server.tsx), which tells browsers, crawlers and load
 * balancers to come back, rather than a 500. Besides the API's errors, the server's own reads
 * around it (the catalogue version of shared results) throw the commerce error of that code.
 */
export function serviceUnavailableRetryAfter(error: unknown): number | undefined {
  const unavailable = CombinedGraphQLErrors.is(error)
    ? error.errors.find((graphQLError) => graphQLError.extensions?.code === SERVICE_UNAVAILABLE_CODE)?.extensions
    : (error as { code?: unknown; retryAfterSeconds?: unknown } | undefined);
  if (unavailable?.code !== SERVICE_UNAVAILABLE_CODE) return undefined;
  const seconds = Number(unavailable.retryAfterSeconds);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 5;
}
