import { type DocumentNode, getOperationAST } from "graphql";
import { type Plugin, isAsyncIterable } from "graphql-yoga";
import { clipForLog, currentLogScope, runInLogScope } from "../logger.ts";
import { errorCodeLabel, graphqlErrors, graphqlOperations, operationLabel } from "../shared/metrics.ts";

const MAX_LOGGED_NAME_LENGTH = 100;

const operationNameOf = (document: DocumentNode, operationName: string | null | undefined) =>
  getOperationAST(document, operationName)?.name?.value ?? (operationName || undefined);

/**
 * Counts every operation executed, by name (the storefront's operations by their own, any other
 * as `other`, shared/metrics.ts) and outcome, and every error answered by its code, refused
 * requests included (parse, validation, limits). First among the plugins: an operation a later
 * plugin stops before it runs (its cost, the request's deadline) is counted with the error it gets.
 */
export function useOperationMetrics(): Plugin {
  return {
    onExecute: ({ args }) => {
      const operation = operationLabel(operationNameOf(args.document, args.operationName));
      return {
        onExecuteDone: ({ result }) => {
          if (isAsyncIterable(result)) return;
          graphqlOperations.inc({ operation, outcome: result.errors?.length ? "error" : "success" });
        },
      };
    },
    onResultProcess: ({ result }) => {
      for (const one of Array.isArray(result) ? result : [result]) {
        if (isAsyncIterable(one) || !one.errors) continue;
        for (const error of one.errors) graphqlErrors.inc({ code: errorCodeLabel(error.extensions?.code) });
      }
    },
  };
}

/**
 * Runs each operation in its request's log scope with the operation's name added (`operation`):
 * every line a resolver or service writes while it runs says which operation of the request (a
 * batch has several) it belongs to. After the plugins that choose the executor: it wraps the one
 * they chose.
 */
export function useOperationLogScope(): Plugin {
  return {
    onExecute: ({ args, executeFn, setExecuteFn }) => {
      const scope = currentLogScope();
      if (!scope || !("requestId" in scope)) return;
      const name = operationNameOf(args.document, args.operationName);
      if (!name) return;
      const operationScope = { ...scope, operation: clipForLog(name, MAX_LOGGED_NAME_LENGTH) };
      setExecuteFn((executeArgs) => runInLogScope(operationScope, () => executeFn(executeArgs)));
    },
  };
}
