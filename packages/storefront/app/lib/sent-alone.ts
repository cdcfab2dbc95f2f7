import type { DocumentNode } from "graphql";

/**
 * Operations the browser sends each in a request of its own, never batched with another, by
 * operation name. The API counts a batch's operations against one cost budget (GRAPHQL_MAX_COST,
 * ADR 023): an operation that may cost more than half of it (a whole wishlist, answered with its
 * 100 items and their products) would get its whole batch refused with any other as big, such as
 * a heart's change sent while the list is still loading. Kept apart from the client (lib/apollo.ts)
 * so that the documents that mark themselves do not bring Apollo into the first load (ADR 033).
 */
const alone = new Set<string>();

/** Marks the document's operation as sent alone; returns the document unchanged. */
export function sentAlone<T extends DocumentNode>(document: T): T {
  for (const definition of document.definitions) {
    if (definition.kind === "OperationDefinition" && definition.name) alone.add(definition.name.value);
  }
  return document;
}

/** Whether the operation of this name is sent alone. */
export const isSentAlone = (operationName: string | undefined): boolean => operationName !== undefined && alone.has(operationName);
