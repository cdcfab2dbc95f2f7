import { type Plugin, createGraphQLError, isAsyncIterable } from "graphql-yoga";
import { type RequestDeadline, isExpired, runWithDeadline } from "../db/request-deadline.ts";
import { SERVICE_UNAVAILABLE_CODE, asDatabaseUnavailable } from "../db/unavailable.ts";

/**
 * Runs each operation under its request's deadline (`timeoutMs` from the request's start), and
 * answers an operation that ran past it with a 504 `TIMEOUT` error rather than partial data.
 */
export function useRequestDeadline(options: { timeoutMs: number }): Plugin {
  const deadlines = new WeakMap<Request, RequestDeadline>();
  const timeoutError = () =>
    createGraphQLError("The request took too long and was stopped; try again later.", {
      // Not 503: the storefront reads any 503 as the maintenance signal (ADR 002).
      extensions: { code: "TIMEOUT", http: { status: 504, headers: { "retry-after": "5" } } },
    });
  return {
    onRequest: ({ request }) => {
      deadlines.set(request, { at: Date.now() + options.timeoutMs, signal: request.signal });
    },
    onExecute: ({ args, executeFn, setExecuteFn, setResultAndStopExecution }) => {
      const request = (args.contextValue as { request?: Request }).request;
      const deadline = (request && deadlines.get(request)) ?? { at: Date.now() + options.timeoutMs };
      if (isExpired(deadline)) {
        setResultAndStopExecution({ errors: [timeoutError()] });
        return;
      }
      setExecuteFn((executeArgs) => runWithDeadline(deadline, () => executeFn(executeArgs)));
      return {
        onExecuteDone: ({ result, setResult }) => {
          // A result that completed, even late, is kept; one the deadline cut short is not served
          // half-done. A database that went silent is said as such (503, SERVICE_UNAVAILABLE).
          if (isAsyncIterable(result) || !result.errors?.length || !isExpired(deadline)) return;
          const unavailable = result.errors.find((error) => error.extensions?.code === SERVICE_UNAVAILABLE_CODE || asDatabaseUnavailable(error));
          setResult({ errors: [unavailable ?? timeoutError()] });
        },
      };
    },
  };
}
