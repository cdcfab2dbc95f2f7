import type { NotReturnableReason, ReturnItemStatus, ReturnStatus, Resolvers } from "../../graphql/generated/resolver-types.ts";
import { addressKey } from "../../shared/throttling/throttling.ts";
import { returnErrors, returnHistoryNoteOf } from "./errors.ts";
import type { OrderRow, ReturnRow } from "./service.ts";

/**
 * The returns' part of the API, thin: arguments → one service call → result. A
 * `ReturnAuthorization` is only ever resolved for its owner (their page of returns, their order's
 * returns, the request they just made), so its fields read by its id; its order is read again
 * with the owner in the statement.
 */

/** What `ReturnAuthorization`'s resolvers receive: the return's row (and its order when already read). */
export interface ReturnParent {
  row: ReturnRow;
  order?: OrderRow;
}

const upper = <T extends string>(value: string) => value.toUpperCase() as T;

export const returnResolvers: Resolvers = {
  Query: {
    returnAttributes: (_parent, _args, context) => context.services.returns.attributes(context.scope),
  },
  Me: {
    returns: async (_me, { page, pageSize }, context) => {
      const found = await context.services.returns.customerReturns(context.scope, { page, pageSize });
      return { items: found.returns.map((row) => ({ row })), totalCount: found.totalCount, page: found.page, pageSize: found.pageSize, totalPages: found.totalPages };
    },
  },
  Order: {
    returns: async ({ row }, _args, context) => (await context.services.returns.ofOrder(context.scope, row)).map((request) => ({ row: request, order: row })),
    returnableItems: async ({ row }, _args, context) =>
      (await context.services.returns.returnableItems(context.scope, row)).map((line) => ({
        orderItemId: line.orderItemId,
        name: line.name,
        sku: line.sku,
        options: line.options,
        quantityShipped: line.quantityShipped,
        quantityRequested: line.quantityRequested,
        quantityReturnable: line.quantityReturnable,
        reason: line.reason as NotReturnableReason | null,
        returnableOnlyUnopened: line.returnableOnlyUnopened,
      })),
    returnDeadline: ({ row }, _args, context) => context.services.returns.deadline(context.scope, row),
  },
  ReturnAuthorization: {
    id: ({ row }) => row.public_id,
    number: ({ row }) => row.number,
    createdAt: ({ row }) => row.created_at,
    status: ({ row }) => upper<ReturnStatus>(row.status),
    order: async ({ row, order }, _args, context) => {
      const found = order ?? (await context.services.returns.order(context.scope, row.order_id));
      // A return is resolved for its owner only, who owns its order: anything else is a broken invariant.
      if (!found) throw new Error(`return ${row.number}: its order is not its owner's`);
      return { row: found };
    },
    items: async ({ row }, _args, context) =>
      (await context.services.returns.items(context.scope, row.id)).map((item) => ({
        id: String(item.id),
        orderItemId: String(item.position),
        name: item.name,
        sku: item.sku,
        options: item.options,
        quantity: item.quantity,
        status: upper<ReturnItemStatus>(item.status),
        answers: item.answers.map((answer) => ({ code: answer.code, label: answer.label[context.store.language], value: answer.shown[context.store.language] })),
      })),
    history: async ({ row }, _args, context) =>
      (await context.services.returns.history(context.scope, row.id)).map((event) => ({
        status: upper<ReturnStatus>(event.status_to),
        at: event.created_at,
        note: returnHistoryNoteOf(event, context.store.language),
      })),
    slipUrl: ({ row }, _args, context) => context.services.returns.slipPath(row),
  },
  Mutation: {
    createReturnAuthorization: async (_parent, { input }, context) => {
      const nothing = { errorItemId: null, errorAttribute: null, returnAuthorization: null };
      const verdict = await context.services.limits.returnRequestAddress.consume(addressKey(context.clientAddress));
      if (!verdict.allowed) return { ...context.throttled(returnErrors, verdict), ...nothing };
      const outcome = await context.services.returns.create(context.scope, input);
      if (!outcome.ok) return { ...context.failure(returnErrors, outcome.code), ...nothing, errorItemId: outcome.itemId ?? null, errorAttribute: outcome.attribute ?? null };
      return { success: true, errorCode: null, errorMessage: null, errorItemId: null, errorAttribute: null, returnAuthorization: { row: outcome.request, order: outcome.order } };
    },
  },
};
