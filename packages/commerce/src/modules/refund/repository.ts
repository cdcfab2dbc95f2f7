import type { Kysely, Selectable } from "kysely";
import type { Database, RefundTable } from "../../db/schema.ts";

/** The `refund` table's reads (its writes are the service's, in the refund's unit of work). */

export type RefundRow = Selectable<RefundTable>;

/** A refund with what its views show of its credit note and payment. */
export interface RefundListRow extends RefundRow {
  credit_note_number: string;
  credit_note_total_incl_cents: number;
  payment_provider: string | null;
  payment_reference: string | null;
}

const withDocuments = (executor: Kysely<Database>) =>
  executor
    .selectFrom("refund")
    .innerJoin("credit_note", "credit_note.id", "refund.credit_note_id")
    .leftJoin("payment", "payment.id", "refund.payment_id")
    .selectAll("refund")
    .select(["credit_note.number as credit_note_number", "credit_note.grand_total_incl_cents as credit_note_total_incl_cents", "payment.provider as payment_provider", "payment.reference as payment_reference"]);

export const refundRepository = {
  /** The refunds of some orders, oldest first. */
  byOrders(executor: Kysely<Database>, orderIds: readonly number[]): Promise<RefundListRow[]> {
    return withDocuments(executor).where("refund.order_id", "in", orderIds).orderBy("refund.id").execute();
  },

  /** The refunds of the order numbered `number`, oldest first (the operator's `refund list`). */
  byOrderNumber(executor: Kysely<Database>, number: string): Promise<RefundListRow[]> {
    return withDocuments(executor).innerJoin("sales_order", "sales_order.id", "refund.order_id").where("sales_order.number", "=", number).orderBy("refund.id").execute();
  },

  /** Pending refunds of the given payment providers, oldest first, after `cursor` (the sandbox notifier's work). */
  pendingOf(executor: Kysely<Database>, providers: readonly string[], options: { cursor: number; limit: number; ids?: readonly number[] }) {
    return executor
      .selectFrom("refund")
      .innerJoin("payment", "payment.id", "refund.payment_id")
      .select(["refund.id", "refund.public_id", "refund.amount_cents", "refund.store_credit_cents", "payment.provider", "payment.reference", "payment.currency"])
      .where("refund.status", "=", "pending")
      .where("payment.provider", "in", providers)
      .where("refund.id", ">", options.cursor)
      .$if(!!options.ids, (query) => query.where("refund.id", "in", options.ids!.length ? options.ids! : [0]))
      .orderBy("refund.id")
      .limit(options.limit)
      .execute();
  },
};
